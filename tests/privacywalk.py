"""The privacy walk (issue 34 §5): no secret of another seat anywhere on screen.

`screen_texts(window)` collects every text the window can show now: the window title, every
label, button, tab, list and tree item, text box and their tooltips under the window (each tab
of every tab widget shown in turn, so a tab behind another counts too), every board text
(`QGraphicsScene` text items, texts items paint themselves, items' tooltips), open dialogs and
the controller's words that widgets render (log lines and events, the hand-off list, the legal
moves, the round summaries, the score so far, the final scoring).

A game names its secrets: `game.secret_texts(state, seat)`, the exact phrases (both languages)
of what `view_for` hides from every seat but `seat`. `leaks(texts, game, state, viewer)`
returns the phrases of other seats found in `texts` (a phrase the viewer holds too is not a
leak: two seats may hold cards of one name); with `viewer` None every seat's secrets count
(the hand-off page belongs to nobody).
"""

from __future__ import annotations

import html
import re
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QTabBar,
    QTabWidget,
    QTextEdit,
    QTreeWidget,
    QTreeWidgetItemIterator,
    QWidget,
)

from app.engine.game import PlayerId
from app.engine.phrases import plain
from app.engine.setupcode import encode
from app.engine.text import LANGUAGES, render
from app.ui.board.view import BoardView
from tests.fitwalk import board_texts

if TYPE_CHECKING:
    from app.engine.game import GameBase
    from app.shell.window import MainWindow

__all__ = [
    "controller_texts",
    "leaks",
    "own_shown",
    "screen_texts",
    "secrets_now",
    "secrets_of",
]


def _widget_texts(widget: QWidget) -> list[str]:
    out = [widget.toolTip(), widget.whatsThis()]
    if isinstance(widget, QLabel | QAbstractButton | QLineEdit):
        out.append(widget.text())
    elif isinstance(widget, QTextEdit | QPlainTextEdit):
        out.append(widget.toPlainText())
    elif isinstance(widget, QComboBox):
        out += [widget.itemText(i) for i in range(widget.count())]
    elif isinstance(widget, QTabBar):
        for i in range(widget.count()):
            out += [widget.tabText(i), widget.tabToolTip(i)]
    elif isinstance(widget, QListWidget):
        for row in range(widget.count()):
            entry = widget.item(row)
            out += [entry.text(), entry.toolTip()]
    elif isinstance(widget, QTreeWidget):
        found = QTreeWidgetItemIterator(widget)
        while found.value():
            item = found.value()
            for col in range(item.columnCount()):
                out += [item.text(col), item.toolTip(col)]
            found += 1
    return out


def _visible_texts(root: QWidget) -> list[str]:
    out = [root.windowTitle()]
    for widget in root.findChildren(QWidget):
        if widget.isVisible():
            out += _widget_texts(widget)
    return out


def _scene_texts(view: QGraphicsView) -> list[str]:
    out: list[str] = []
    scene = view.scene()
    for item in scene.items():
        if not item.isVisible():
            continue
        out.append(item.toolTip())
        if isinstance(item, QGraphicsSimpleTextItem):
            out.append(item.text())
        elif isinstance(item, QGraphicsTextItem):
            out.append(item.toPlainText())
    if isinstance(view, BoardView):
        out += [t.text for t in board_texts(view)]
    return out


def _shown_texts(window: QWidget) -> list[str]:
    out = _visible_texts(window)
    for view in window.findChildren(QGraphicsView):
        if view.isVisible():
            out += _scene_texts(view)
    return out


def screen_texts(window: MainWindow) -> list[str]:
    """Every text `window` shows now or behind one of its tabs, and the open dialogs'."""
    out = _shown_texts(window)
    for tabs in window.findChildren(QTabWidget):
        if not tabs.isVisible():
            continue
        first = tabs.currentIndex()
        for index in range(tabs.count()):
            tabs.setCurrentIndex(index)
            QApplication.processEvents()
            out += _shown_texts(window)
        tabs.setCurrentIndex(first)
    board: Any = window.page.board if window.page is not None else None
    keys: list[Any] = []
    if board is not None and isinstance(getattr(board, "tabs", None), QTabBar):
        keys = list(board.tab_keys() if hasattr(board, "tab_keys") else board._tabs)
    if keys:
        first_key = board.current_tab()
        for key in keys:
            board.show_tab(key)
            QApplication.processEvents()
            out += _shown_texts(window)
        board.show_tab(first_key)
    for top in QApplication.topLevelWidgets():
        if top is not window and top.isVisible():
            out += _shown_texts(top)
    if window.controller is not None and window.stack.currentWidget() is window.page:
        out += controller_texts(window.controller)
    return [t for t in out if t and t.strip()]


def controller_texts(c: Any) -> list[str]:
    """The words the game page renders from the controller (log, moves, summaries, score)."""
    out: list[str] = [c.score_so_far_line()]
    for entry in c.log_entries():
        out += [entry.heading, entry.text, *entry.events, *entry.notes]
        if entry.summary:
            table = c.round_summary_at(entry.step)
            if table is not None:
                out += [table.title, *table.totals, *table.footer, *table.standings]
                out += [x for row in table.lines for x in row]
    acting = c.acting_human()
    if acting is not None:
        out += [words for _, words in c.actions_in_words(int(acting))]
        lines, _ = c.since_last_turn(int(acting))
        out += lines
    final = c.final_scoring_lines()
    if final is not None:
        out += [final.heading, final.result]
        out += [x for total, sources in final.seats for x in (total, *sources)]
    return out


def secrets_of(game: GameBase[Any, Any], state: Any) -> list[set[str]]:
    """Each seat's secret phrases in `state`."""
    return [game.secret_texts(state, PlayerId(s)) for s in game.seats(state)]


_TAG = re.compile(r"<[^>]*>")


def _blob(texts: list[str]) -> str:
    """`texts` as one plain text: no line-break marks (Japanese), no HTML tags or entities."""
    out = []
    for raw in texts:
        text = plain(raw).replace("\u00ad", "")
        out.append(html.unescape(_TAG.sub("", text)) if "<" in text or "&" in text else text)
    return "\n".join(out)


def secrets_now(session: Any) -> tuple[list[set[str]], list[set[str]]]:
    """Each seat's secrets at the session's present: all of them, and those still unseen.

    A phrase that left a seat's secrets at some step was shown or passed on then (a quest is
    revealed, a survey card is played, a draft offer passes left), and a log line of the
    game that reveals (its key says "reveal": a battle card, which goes back to a loser's
    hand) shows what it names to everyone: that seat's card of that name is no longer unseen.
    """
    game = session.game
    before = secrets_of(game, session.state_at(0))
    shown: list[set[str]] = [set() for _ in before]
    for step in range(1, len(session.actions) + 1):
        after = session.state_at(step)
        now = secrets_of(game, after)
        events = game.step_events(session.state_at(step - 1), session.actions[step - 1], after)
        said = "\n".join(render(e, lang) for e in events if "reveal" in e.key for lang in LANGUAGES)
        for seat, phrases in enumerate(now):
            shown[seat] |= before[seat] - phrases
            shown[seat] |= {p for p in phrases if p in said}
        before = now
    return before, [s - shown[seat] for seat, s in enumerate(before)]


def leaks(
    texts: list[str], secrets: tuple[list[set[str]], list[set[str]]], viewer: int | None
) -> list[str]:
    """The unseen secrets of seats other than `viewer` in `texts` ("seat 1: 'B4: …'").

    `secrets` is `secrets_now`: a phrase the viewer holds too is its own to see.
    """
    mine = secrets[0][viewer] if viewer is not None else set()
    blob = _blob(texts)
    found = []
    for seat, phrases in enumerate(secrets[1]):
        if seat == viewer:
            continue
        found += [f"seat {seat}: {p!r}" for p in sorted(phrases - mine) if p in blob]
    return found


def code_shown(texts: list[str], session: Any, c: Any) -> list[str]:
    """The setup code or seed on screen during a game with hidden information (issue 34: the
    code deals the same hands and tiles again, so it tells every secret)."""
    if not c.has_hidden_information() or c.is_over():
        return []
    try:
        code = encode(session.game.id, session.options, session.seed)
    except ValueError:  # options no code can carry: nothing to find
        return []
    return [f"setup code {code!r}"] if code in _blob(texts) else []


def own_shown(
    texts: list[str], secrets: tuple[list[set[str]], list[set[str]]], viewer: int
) -> bool:
    """Whether the viewer sees at least one of its own secrets (True when it has none)."""
    blob = _blob(texts)
    mine = secrets[0][viewer]
    return not mine or any(p in blob for p in mine)
