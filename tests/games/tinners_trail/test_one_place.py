"""Issue 18 §3 for Tinners' Trail at 1280×800: one Confirm, and the supply looks like a supply.

While a move is built in the panel under the board, its Confirm is the only one on screen (the
top bar's "Confirm turn" shows only while a turn waits for it, in the same place, Undo and Redo
never moving); the developments under the board sit in a frame titled as the shared supply,
apart from the seat's own mines, with their counts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QPushButton

from app.engine.phrases import plain
from app.games.tinners_trail.view.panels import PIECES
from app.games.tinners_trail.view.screen import TinBoard
from tests.games.tinners_trail.gui import session_of
from tests.guikit import big_window, board_in, settle

if TYPE_CHECKING:
    from collections.abc import Iterator

    from app.shell.window import MainWindow

pytestmark = pytest.mark.gui


@pytest.fixture
def window(qtbot, tmp_path) -> Iterator[MainWindow]:
    yield from big_window(qtbot, tmp_path)


def confirms(window: MainWindow) -> list[QPushButton]:
    """The visible, enabled buttons whose text says Confirm (either language)."""
    return [
        b
        for b in window.findChildren(QPushButton)
        if b.isVisible() and b.isEnabled() and ("Confirm" in b.text() or "確定" in b.text())
    ]


def visible_confirms(window: MainWindow) -> list[QPushButton]:
    return [
        b
        for b in window.findChildren(QPushButton)
        if b.isVisible() and ("Confirm" in plain(b.text()) or "確定" in plain(b.text()))
    ]


def first_turn(window: MainWindow, qtbot) -> TinBoard:
    window.start_session(session_of("hb"))
    controller = window.controller
    assert controller is not None
    qtbot.waitUntil(lambda: controller.acting_human() is not None)
    settle(qtbot)
    return board_in(window, TinBoard)


def test_a_move_built_in_the_panel_shows_one_confirm(window, qtbot):
    board = first_turn(window, qtbot)
    controller = window.controller
    assert controller is not None
    assert window.page is not None
    bar = window.page.turn_bar
    undo_x = bar.undo_button.mapTo(window, QPoint(0, 0)).x()
    assert visible_confirms(window) == []  # nothing built yet: no Confirm at all
    seat = controller.acting_human()
    assert seat is not None
    controller.pick_move(controller.legal_for(seat)[0])
    settle(qtbot)
    assert visible_confirms(window) == [board.choices.confirm]
    assert confirms(window) == [board.choices.confirm]
    assert not bar.confirm_button.isVisible()
    assert bar.undo_button.mapTo(window, QPoint(0, 0)).x() == undo_x
    # a turn that waits for Confirm turn: that one alone, in the top bar
    controller.cancel_choice()
    for _ in range(30):  # actions of the turn until it ends and waits for Confirm turn
        if controller.awaiting_confirm():
            break
        now = controller.acting_human()
        assert now is not None
        assert controller.try_apply(controller.legal_for(now)[0])
    settle(qtbot)
    assert controller.awaiting_confirm()
    assert confirms(window) == [bar.confirm_button]
    assert bar.undo_button.mapTo(window, QPoint(0, 0)).x() == undo_x


def test_the_developments_sit_in_a_frame_titled_as_the_shared_supply(window, qtbot):
    board = first_turn(window, qtbot)
    palette = board.palette_widget
    assert plain(palette.supply_title.text()) == "Supply (shared)"
    assert palette.supply.isVisible()
    assert "dashed" in palette.supply.styleSheet()
    for piece in PIECES:
        button = palette.buttons[piece]
        inside = palette.supply.isAncestorOf(button)
        assert inside == piece.startswith("dev:"), piece  # the mines are the seat's own
        assert button.isVisible()
    # the counts stay on the buttons
    assert board.palette_widget.buttons["dev:miner"]._count.isdigit()
    window.set_language("ja")
    settle(qtbot)
    assert plain(palette.supply_title.text()) == "共通のサプライ"
    assert plain(palette.own_title.text()) == "自分の鉱山駒"
