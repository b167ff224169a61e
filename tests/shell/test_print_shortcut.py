"""Ctrl+P (Game ▸ Print setup…) works on every game page, wherever the keyboard focus is.

Issue 18 §5: "Ctrl+P did nothing in one Blood Rage game". The shortcut is pressed as the user
presses it (a key event to the widget with the focus) with the focus in the places a player
leaves it: the board, the card row, the move list and its filter, the log, after the hand-off
screen (on it Ctrl+P does nothing: issue 34 §2), and after a dialog or a battle reveal was
closed. The print preview itself is replaced by a recorder (it is a modal dialog;
`test_qt_dialogs_ja` opens the real one).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from app.engine.session import Seat, Session
from app.games import GAMES
from tests.guikit import big_window, let_guard_pass, settle

if TYPE_CHECKING:
    from collections.abc import Iterator

    from app.shell.window import MainWindow

pytestmark = pytest.mark.gui


@pytest.fixture
def window(qtbot, tmp_path) -> Iterator[MainWindow]:
    yield from big_window(qtbot, tmp_path)


@pytest.fixture
def printed(monkeypatch) -> list[str]:
    """The games whose setup sheet Print setup was asked for (instead of the modal preview)."""
    calls: list[str] = []

    def record(_parent: Any, game: Any, _options: Any, _seed: int, public: bool = False) -> int:
        calls.append(game.id)
        return 0

    monkeypatch.setattr("app.printing.preview.show_print_preview", record)
    return calls


def press_ctrl_p(qtbot, window: MainWindow) -> None:
    """Press Ctrl+P where the keyboard focus is (the window if nothing has it)."""
    window.activateWindow()  # as the user's click on the window does
    QApplication.processEvents()
    focus = QApplication.focusWidget()
    target = focus if isinstance(focus, QWidget) and focus.window() is window else window
    qtbot.keyClick(target, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)


def start(window: MainWindow, qtbot, game_id: str, kinds: str) -> None:
    names = ["Anna", "Bea", "Carl"]
    seats = [
        Seat(name=names[i]) if k == "h" else Seat(name=names[i], kind="bot", level="easy")
        for i, k in enumerate(kinds)
    ]
    game = GAMES[game_id]
    window.start_session(Session(game, game.Options(players=len(kinds)), 3, seats))
    qtbot.waitExposed(window)
    settle(qtbot)


def focus_places(window: MainWindow) -> dict[str, QWidget]:
    """One visible widget of each kind on the game page that can take the keyboard focus."""
    page = window.page
    assert page is not None
    places: dict[str, QWidget] = {"page": page}
    for child in page.findChildren(QWidget):
        kind = f"{type(child).__name__}#{child.objectName()}"
        focusable = child.focusPolicy() != Qt.FocusPolicy.NoFocus
        if focusable and child.isVisible() and kind not in places:
            places[kind] = child
    return places


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_ctrl_p_prints_the_setup_wherever_the_focus_is(window, qtbot, printed, game_id):
    start(window, qtbot, game_id, "hb")
    places = focus_places(window)
    assert len(places) >= 6, places
    for name, widget in places.items():
        if not widget.isVisible():
            continue
        widget.setFocus()
        settle(qtbot)
        before = len(printed)
        press_ctrl_p(qtbot, window)
        assert len(printed) == before + 1, (game_id, name, QApplication.focusWidget())
    assert set(printed) == {game_id}


@pytest.mark.parametrize("game_id", ["blood_rage", "tinners_trail", "through_the_desert"])
def test_ctrl_p_does_nothing_on_the_handoff_screen_and_works_after_it(
    window, qtbot, printed, game_id
):
    """Issue 34 §2: nothing is printed behind the hand-off screen (it waits for its player)."""
    start(window, qtbot, game_id, "hh")
    assert window.stack.currentWidget() is window.handoff
    press_ctrl_p(qtbot, window)
    assert printed == []
    let_guard_pass(window.handoff)
    qtbot.keyClick(window.handoff, Qt.Key.Key_Space)
    assert window.stack.currentWidget() is window.page
    settle(qtbot)
    press_ctrl_p(qtbot, window)
    assert printed == [game_id]


def test_ctrl_p_works_after_a_dialog_was_closed(window, qtbot, printed):
    start(window, qtbot, "blood_rage", "hb")
    window.show_rules()
    settle(qtbot)
    window.rules_dialog.close()
    settle(qtbot)
    press_ctrl_p(qtbot, window)
    assert printed == ["blood_rage"], (
        QApplication.activeModalWidget(),
        QApplication.activeWindow(),
        QApplication.focusWidget(),
        window.rules_dialog.isVisible(),
    )
