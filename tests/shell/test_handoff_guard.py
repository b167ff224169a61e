"""The hand-off screen cannot be passed by accident (issue 34 §2).

A group at 1280×800 saw another seat's secrets: the second click of a double-click on Confirm
landed on the "Pass to …" screen, which any click passed. Now the screen ignores all input for
its guard time, releases whose press it did not see, auto-repeated keys and clicks beside its
button; and nothing that shows or prints the game works while it is up. The clicks are sent
with QTest to the real widgets; the guard time passes by moving the page's clock, not by sleeping.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from app.engine.session import Seat, Session
from app.games import GAMES
from tests.guikit import big_window, let_guard_pass, settle

if TYPE_CHECKING:
    from collections.abc import Iterator

    from app.shell.window import MainWindow
    from app.ui.widgets.handoff import HandoffPage

pytestmark = pytest.mark.gui

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


@pytest.fixture
def window(qtbot, tmp_path) -> Iterator[MainWindow]:
    yield from big_window(qtbot, tmp_path)


class FakeClock:
    """Seconds that pass only when the test says so."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def start_two_humans(window: MainWindow, qtbot, game_id: str) -> None:
    """Ann and Ben at one screen; Ann takes the screen and plays a move that waits for Confirm."""
    game = GAMES[game_id]
    seats = [Seat(name="Ann"), Seat(name="Ben")]
    window.start_session(Session(game, game.Options(players=2), 3, seats))
    qtbot.waitExposed(window)
    settle(qtbot)
    assert window.stack.currentWidget() is window.handoff
    let_guard_pass(window.handoff)
    QTest.mouseClick(window.handoff.button, LEFT)
    c = window.controller
    assert c is not None
    assert window.stack.currentWidget() is window.page
    assert c.viewer() == 0
    assert c.try_apply(c.legal_for(0)[0])
    assert c.awaiting_confirm()
    settle(qtbot)


def confirm_centre(window: MainWindow) -> tuple[Any, QPoint]:
    """The turn bar's Confirm button and its centre in window coordinates."""
    assert window.page is not None
    button = window.page.turn_bar.confirm_button
    assert button.isVisible()
    assert button.isEnabled()
    return button, button.mapTo(window, button.rect().center())


@pytest.mark.parametrize("game_id", ["through_the_desert", "blood_rage"])
def test_a_double_click_on_confirm_leaves_the_handoff_up(window, qtbot, game_id):
    start_two_humans(window, qtbot, game_id)
    c = window.controller
    confirm, at = confirm_centre(window)
    QTest.mouseClick(confirm, LEFT)  # the double-click's first click: Ann's turn ends
    page = window.handoff
    assert window.stack.currentWidget() is page
    assert c.viewer() is None
    # the second click of the double-click lands where Confirm was: on the hand-off page and
    # (worst case) on its button
    QTest.mouseDClick(page, LEFT, NONE, page.mapFrom(window, at))
    QTest.mouseRelease(page, LEFT, NONE, page.mapFrom(window, at))
    QTest.mouseDClick(page.button, LEFT, NONE, page.button.rect().center())
    QTest.mouseRelease(page.button, LEFT, NONE, page.button.rect().center())
    QTest.keyClick(page.button, Qt.Key.Key_Space)
    QTest.keyClick(page, Qt.Key.Key_Return)
    settle(qtbot)
    assert window.stack.currentWidget() is page
    assert c.viewer() is None
    assert window.page is not None
    assert window.page.private_seat() is None
    let_guard_pass(page)
    QTest.mouseClick(page.button, LEFT)  # Ben, a moment later
    assert window.stack.currentWidget() is window.page
    assert c.viewer() == 1


def test_the_guard_time_is_measured_on_the_pages_clock(window, qtbot):
    start_two_humans(window, qtbot, "through_the_desert")
    page = window.handoff
    page.clock = clock = FakeClock()
    confirm, _at = confirm_centre(window)
    QTest.mouseClick(confirm, LEFT)
    assert window.stack.currentWidget() is page
    assert page.guard_seconds() >= 0.4
    clock.now += page.guard_seconds() - 0.05
    QTest.mouseClick(page.button, LEFT)
    assert window.stack.currentWidget() is page
    clock.now += 0.1
    QTest.mouseClick(page.button, LEFT)
    assert window.stack.currentWidget() is window.page
    assert window.controller.viewer() == 1


def hand_off(window: MainWindow, qtbot) -> HandoffPage:
    """Ann confirms: the hand-off to Ben is up and its guard time over."""
    start_two_humans(window, qtbot, "through_the_desert")
    confirm, _at = confirm_centre(window)
    QTest.mouseClick(confirm, LEFT)
    assert window.stack.currentWidget() is window.handoff
    let_guard_pass(window.handoff)
    return window.handoff


def test_a_click_beside_the_button_does_not_pass_it(window, qtbot):
    page = hand_off(window, qtbot)
    for widget in (page, page.title, page.hint):
        QTest.mouseClick(widget, LEFT, NONE, QPoint(5, 5))
    assert window.stack.currentWidget() is page


def test_a_release_whose_press_it_did_not_see_does_not_pass_it(window, qtbot):
    page = hand_off(window, qtbot)
    QTest.mouseRelease(page.button, LEFT, NONE, page.button.rect().center())
    QTest.mouseRelease(page, LEFT, NONE, QPoint(5, 5))
    assert window.stack.currentWidget() is page
    QTest.mouseClick(page.button, LEFT)
    assert window.stack.currentWidget() is window.page


def test_a_held_key_does_not_pass_it(window, qtbot):
    page = hand_off(window, qtbot)
    for target in (page.button, page):
        for key in (Qt.Key.Key_Space, Qt.Key.Key_Return):
            for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                QApplication.sendEvent(target, QKeyEvent(kind, key, NONE, "", True))
    QApplication.sendEvent(page.button, QKeyEvent(QEvent.Type.KeyRelease, Qt.Key.Key_Space, NONE))
    assert window.stack.currentWidget() is page
    QTest.keyClick(page.button, Qt.Key.Key_Space)  # pressed now, on purpose
    assert window.stack.currentWidget() is window.page


def test_enter_passes_it_after_the_guard_time(window, qtbot):
    page = hand_off(window, qtbot)
    QTest.keyClick(page, Qt.Key.Key_Return)
    assert window.stack.currentWidget() is window.page


def test_a_new_players_handoff_starts_its_own_guard_time(window, qtbot):
    page = hand_off(window, qtbot)
    page.set_player("Cleo")
    QTest.mouseClick(page.button, LEFT)
    assert window.stack.currentWidget() is page


# -- what does nothing behind the hand-off screen -------------------------------------------
SHORTCUTS = {
    "print_setup": "Ctrl+P",
    "suggest": "Ctrl+Shift+H",
    "undo": "Ctrl+Z",
    "redo": "Ctrl+Shift+Z",
    "confirm": "Ctrl+Return",
}
"""The actions that would show or print something, with the key that triggers each."""


@pytest.fixture
def printed(monkeypatch) -> list[Any]:
    calls: list[Any] = []

    def record(*args: Any, **_kwargs: Any) -> int:
        calls.append(args)
        return 0

    monkeypatch.setattr("app.printing.preview.show_print_preview", record)
    return calls


@pytest.mark.parametrize("name", sorted(SHORTCUTS))
def test_the_shortcut_does_nothing_on_the_handoff(window, qtbot, printed, name):
    page = hand_off(window, qtbot)
    c = window.controller
    action = getattr(window.actions_, name)
    assert not action.isEnabled()
    steps = len(c.session.actions)
    page.button.setFocus()
    QTest.keySequence(page.button, action.shortcuts()[0])
    assert action.shortcuts()[0].toString() == SHORTCUTS[name]
    action.trigger()
    settle(qtbot)
    assert printed == []
    assert c.suggestions.thinking_seat() is None
    assert c.suggestions.shown() is None
    assert len(c.session.actions) == steps
    assert window.stack.currentWidget() is page
    QTest.mouseClick(page.button, LEFT)
    assert window.actions_.print_setup.isEnabled()


@pytest.mark.parametrize("name", ["results", "review"])
def test_results_and_review_are_off_on_the_handoff(window, qtbot, printed, name):
    hand_off(window, qtbot)
    assert not getattr(window.actions_, name).isEnabled()


def test_the_window_commands_do_nothing_on_the_handoff(window, qtbot, printed, monkeypatch):
    """The commands refuse even when called directly (a menu opened before the page appeared)."""
    page = hand_off(window, qtbot)
    c = window.controller
    monkeypatch.setattr(c.session, "outcome", object)
    window.print_setup()
    window.show_results()
    window.review_game()
    window.suggest_move()
    assert printed == []
    assert window.end_dialog is None
    assert window.review_panel is None
    assert window.stack.currentWidget() is page


def test_a_key_meant_for_a_reveal_over_the_handoff_does_not_pass_it(window, qtbot):
    """A stranger's Space meant to close a Blood Rage battle reveal, laid over the hand-off,
    reached the hand-off's button (it had the focus) and showed Anne's hand to Cat. While such a
    moment is up the page takes no input, and its guard starts again once the moment is gone."""
    from PySide6.QtWidgets import QFrame

    start_two_humans(window, qtbot, "blood_rage")
    page = window.handoff
    page.clock = clock = FakeClock()
    confirm, _at = confirm_centre(window)
    QTest.mouseClick(confirm, LEFT)
    assert window.stack.currentWidget() is page
    moment = QFrame(window)
    moment.setProperty("moment", True)  # as the battle reveal marks itself
    moment.show()
    clock.now += 5  # the reveal is read for a while
    page.button.setFocus()
    QTest.keyClick(page.button, Qt.Key.Key_Space)
    QTest.mouseClick(page.button, LEFT)
    assert window.stack.currentWidget() is page
    moment.close()
    QTest.keyClick(page.button, Qt.Key.Key_Space)  # at once after it closed: still guarded
    assert window.stack.currentWidget() is page
    clock.now += page.guard_seconds() + 0.01
    QTest.mouseClick(page.button, LEFT)
    assert window.stack.currentWidget() is window.page
