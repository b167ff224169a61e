"""Suggest a move in the GUI: the driver, the board mark, the move list, the prompt and the log."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from app.engine.game import PlayerId
from app.engine.session import Seat, Session
from app.engine.suggestion import SuggestionUse, suggest
from app.games.through_the_desert import GAME as TTD
from app.games.through_the_desert.controller import ThroughTheDesertController
from app.games.through_the_desert.view.scene import cell_id
from app.ui import suggestion as suggestion_module
from app.ui.widgets.log import GameLogPanel
from app.ui.widgets.moves import LegalMovesPanel
from app.ui.widgets.prompt import prompt_text
from app.ui.widgets.suggestbar import SuggestionBar
from tests.engine.toy import TOY
from tests.ui.test_controller import HiddenController, draw, end, make, take

if TYPE_CHECKING:
    from app.ui.controller import GameController

pytestmark = pytest.mark.gui


def wait_shown(qtbot: Any, c: GameController) -> Any:
    qtbot.waitUntil(lambda: c.suggestions.thinking_seat() is None, timeout=20000)
    shown = c.suggestions.shown()
    assert shown is not None
    return shown


def test_suggestion_is_shown_never_played_and_counted(qtbot):
    c = make("hh", cls=HiddenController)
    c.accept_handoff()
    c.try_apply(draw(0))
    c.try_apply(take(0))
    c.try_apply(end(0))
    c.confirm_turn()
    c.accept_handoff()  # Bea is to play; Ann's card is secret
    views: list[Any] = []

    def spying(game: Any, view: Any, *args: Any, **kwargs: Any) -> Any:
        views.append(view)
        return suggest(game, view, *args, **kwargs)

    monkey = pytest.MonkeyPatch()
    monkey.setattr(suggestion_module, "suggest", spying)
    before = (c.session.state, len(c.session.actions))
    try:
        assert c.suggestions.request()
        assert c.suggestions.thinking_seat() == 1
        assert prompt_text(c) == "Thinking about a suggestion for Bea…"
        shown = wait_shown(qtbot, c)
    finally:
        monkey.undo()
    assert shown.action in TOY.legal_actions(c.session.state, PlayerId(1))
    assert views == [TOY.view_for(c.session.state, PlayerId(1))]
    assert views[0] != c.session.state  # the bot got Bea's view, not Ann's secret card
    assert (c.session.state, len(c.session.actions)) == before
    assert c.session.suggestions == [
        SuggestionUse(step=3, seat=1, move=TOY.dump_action(shown.action))
    ]
    assert not c.suggestions.request()  # asked again here: shown again, not counted again
    assert c.suggestions.uses() == [0, 1]
    c.try_apply(shown.action)
    assert c.suggestions.shown() is None  # a new position clears it
    assert c.log_entries()[3].notes == ("Bea played the suggested move",)
    assert all(not e.notes for e in c.log_entries()[:3])
    c.shutdown()


def test_the_log_says_when_the_move_played_was_not_the_suggested_one(qtbot):
    """The note is true (issue: 「手の提案を利用」 after a move that ignored the suggestion)."""
    c = make()
    assert c.suggestions.request()
    shown = wait_shown(qtbot, c)
    seat = c.acting_human()
    assert seat is not None
    other = next(a for a in TOY.legal_actions(c.session.state, seat) if a != shown.action)
    c.try_apply(other)
    assert c.log_entries()[0].notes == ("Ann asked for a suggestion and played another move",)
    c.session.suggestions = [SuggestionUse(step=0, seat=0)]  # a save from before moves were kept
    assert c.log_entries()[0].notes == ("Ann asked for a suggestion",)
    c.shutdown()


def test_cancel_and_a_new_position_drop_the_answer(qtbot):
    c = make()
    assert c.suggestions.request()
    c.suggestions.cancel()
    assert c.suggestions.thinking_seat() is None
    assert c.suggestions.request()
    c.try_apply(take(0))  # the position changes while the bot thinks
    assert c.suggestions.thinking_seat() is None
    c._bots.background().wait()
    qtbot.wait(50)
    assert c.suggestions.shown() is None
    assert c.session.suggestions == []
    c.shutdown()


def test_escape_cancels_a_search(qtbot):
    c = make()
    bar = SuggestionBar(c)
    qtbot.addWidget(bar)
    bar.show()
    qtbot.waitExposed(bar)
    bar.activateWindow()
    qtbot.waitActive(bar)
    assert c.suggestions.request()
    # shortcuts go to the focus window, which the offscreen platform sets in an event to come
    qtbot.waitUntil(lambda: QGuiApplication.focusWindow() is bar.windowHandle())
    qtbot.keyClick(bar, Qt.Key.Key_Escape)  # the button's shortcut "animates" its click
    qtbot.waitUntil(lambda: c.suggestions.thinking_seat() is None, timeout=2000)
    assert bar.cancel_button.isHidden()
    c._bots.background().wait()
    qtbot.wait(50)
    assert c.suggestions.shown() is None  # cancelled, not found (setText had wiped Esc once)
    c.shutdown()


def test_not_allowed_or_not_your_turn_says_why(qtbot):
    c = make("hb")
    c.session.allow_suggestions = False
    bar = SuggestionBar(c)
    qtbot.addWidget(bar)
    bar.refresh()
    assert not c.suggestions.request()
    assert not bar.suggest_button.isEnabled()
    assert "switched off" in bar.suggest_button.toolTip()
    c.session.allow_suggestions = True
    c.try_apply(take(0))
    c.try_apply(end(0))
    assert c.suggestions.unavailable_reason() == "Confirm your turn or undo first."
    c.confirm_turn()  # the bot's turn
    assert c.suggestions.unavailable_reason() == "Only the person whose turn it is may ask."
    c.shutdown()


def ttd_controller(qtbot: Any) -> ThroughTheDesertController:
    seats = [Seat(name="Anna"), Seat(name="Bea", kind="bot", level="easy")]
    session = Session(TTD, TTD.Options(players=2), 11, seats)
    c = ThroughTheDesertController(session)
    c.start()
    return c


def test_board_ring_move_list_and_line_show_the_suggestion(qtbot):
    c = ttd_controller(qtbot)
    board = c.create_board(None)  # type: ignore[arg-type]
    moves = LegalMovesPanel(c)
    bar = SuggestionBar(c)
    log = GameLogPanel(c)
    for widget in (board, moves, bar, log):
        qtbot.addWidget(widget)
    assert c.suggestions.request()
    assert not bar.cancel_button.isHidden()
    assert not bar.suggest_button.isEnabled()
    shown = wait_shown(qtbot, c)
    assert bar.cancel_button.isHidden()
    assert c.scene().suggested() == [cell_id(shown.action.cell)]
    item = moves.list.currentItem()
    assert item.data(0x0100) == shown.action
    assert item.font().bold()
    assert bar.line.full_text().startswith("Suggested: Anna places the ")
    assert " — " in bar.line.full_text()  # with the reason
    c.suggestions.clear()
    assert c.scene().suggested() == []
    assert not any(moves.list.item(i).font().bold() for i in range(moves.list.count()))
    c.shutdown()


def test_the_legal_moves_list_opens_with_no_row_chosen(qtbot):
    """The TtD stranger: the first move was preselected, and whether Enter played it was
    unclear. Nothing is chosen until the player chooses; the tooltip says what plays a row."""
    c = ttd_controller(qtbot)
    moves = LegalMovesPanel(c)
    qtbot.addWidget(moves)
    assert moves.list.count() > 1
    assert moves.list.currentItem() is None
    assert not moves.list.selectedItems()
    assert "press Enter" in moves.list.toolTip()
    assert "Double-click" in moves.list.toolTip()
