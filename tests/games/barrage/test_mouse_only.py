"""A whole 2-player Barrage game (a human and a bot) played through the window by mouse only.

Issue 8 ("Done when"): every move of the human is made with simulated clicks on what a player
sees at 1280×800 — the board tabs, board items through the view's viewport, the choice panel's
rows and its Confirm button — never through the controller's methods. What the human wants
comes from the easy bot; the test finds the clicks for it. A step that cannot be clicked, a
click that leads to another action, or a board item off screen fails the test.
"""

from __future__ import annotations

import time
from collections import Counter
from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from app.engine.bots import make_bot
from app.engine.game import PlayerId
from app.engine.session import Seat, Session
from app.games.barrage import GAME
from app.games.barrage.controller import BarrageController
from app.games.barrage.view.choices import target_of
from app.games.barrage.view.narrowing import steps_of
from app.games.barrage.view.screen import BarrageBoard
from tests.shell.conftest import make_window

if TYPE_CHECKING:
    from app.shell.window import MainWindow

pytestmark = [pytest.mark.gui, pytest.mark.slow]


class MousePlayer:
    """Makes a human's moves with mouse clicks only, counting them."""

    def __init__(self, window: MainWindow) -> None:
        assert window.page is not None
        board = window.page.board
        assert isinstance(board, BarrageBoard)
        self.window, self.board = window, board
        self.clicks: Counter[str] = Counter()

    def click(self, widget: QWidget, pos: QPoint, what: str) -> None:
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
        self.clicks[what] += 1
        QApplication.processEvents()

    def button(self, widget: QWidget, what: str) -> None:
        assert widget.isVisible(), what
        assert widget.isEnabled(), what
        self.click(widget, widget.rect().center(), what)

    def tab(self, key: str) -> None:
        board = self.board
        if board.current_tab() != key:
            bar = board.tabs
            index = board.tab_keys().index(key)
            self.click(bar, bar.tabRect(index).center(), "tab")

    def item(self, item_id: str) -> bool:
        """Click a board item where it is on screen (switching tabs by a click if needed)."""
        board = self.board
        item = board.scene.item_for(item_id)
        if item is None:  # a question without a place on the board ("decision:skip")
            return False
        centre = item.sceneBoundingRect().center()
        views = [board.company_view, board.view]
        if not any(v.board_rect().contains(centre) for v in views):
            key = next(k for k in board.tab_keys() if board.scene.region(k).contains(centre))
            self.tab(key)
        for view in views:
            pos = view.mapFromScene(centre)
            if view.board_rect().contains(centre) and view.viewport().rect().contains(pos):
                self.click(view.viewport(), pos, "board")
                return True
        return False

    def row(self, value: Any) -> bool:
        """Click the choice panel's row of `value`."""
        panel = self.board.choices
        texts = panel.values()
        if value not in texts:
            return False
        entry = panel.list.item(texts.index(value))
        panel.list.scrollToItem(entry)
        QApplication.processEvents()
        self.click(panel.list.viewport(), panel.list.visualItemRect(entry).center(), "row")
        return True

    def play(self, seat: int, action: Any) -> None:
        """Make `action` by clicks: each step on the board if it has an item, else in the panel."""
        controller = self.window.controller
        assert isinstance(controller, BarrageController)
        wanted = dict(steps_of(action))
        for _ in range(len(wanted) + 2):
            narrow = controller.narrowing()
            assert narrow is not None
            step = narrow.next_step()
            if step is None:
                break
            value = wanted[step.key]
            target = target_of(seat, step.key, value)
            alike = [v for v in step.values if target_of(seat, step.key, v) == target]
            if not (target and len(alike) == 1 and self.item(target)):
                assert self.row(value), (step.key, value, str(action))
        narrow = controller.narrowing()
        assert narrow is not None
        assert narrow.next_step() is None
        assert narrow.action() == action
        self.button(self.board.choices.confirm, "confirm")


@pytest.mark.parametrize(("seed", "language"), [(1, "en"), (2, "ja")])
def test_a_whole_game_against_a_bot_by_mouse_only(qtbot, tmp_path, seed, language):
    window = make_window(qtbot, tmp_path)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.set_language(language)
    try:
        play_whole_game(qtbot, window, seed)
    finally:  # the translator is process-wide: later tests expect English
        window.set_language("en")
        QApplication.processEvents()


def play_whole_game(qtbot, window: MainWindow, seed: int) -> None:
    """Play seed `seed` to its end, the human by mouse, and check the end dialog opened."""
    seats = [Seat(name="You"), Seat(name="Bot", kind="bot", level="easy")]
    session = Session(GAME, GAME.Options(players=2), seed, seats)
    window.start_session(session)
    controller = window.controller
    assert controller is not None
    player = MousePlayer(window)
    intent = make_bot("easy", GAME, PlayerId(0), seed)
    moves, deadline = 0, time.monotonic() + 600
    while not controller.is_over():
        assert time.monotonic() < deadline
        QApplication.processEvents()
        if controller.awaiting_confirm():
            assert window.page is not None
            player.button(window.page.turn_bar.confirm_button, "confirm turn")
            continue
        seat = controller.acting_human()
        if seat is None:
            qtbot.wait(2)
            continue
        player.play(seat, intent.choose(session.state))
        moves += 1
    assert session.outcome() is not None
    assert moves >= 30  # five rounds of a human's turns
    assert player.clicks["confirm"] == moves
    assert player.clicks["board"] >= moves // 2  # most steps are made on the board itself
    end = window.end_dialog
    assert end is not None  # the breakdown opened by itself
    end.close()
    window.close_game()
