"""Issue 18 §3 for Blood Rage: the hand in one place, nothing that jumps, at 1280×800.

The cards of the seat at the screen show in the "Your cards" tab or in the row under the board,
never both at once and never again in the side column's private panel; Confirm keeps its
place after a pick; the card row keeps its scroll position after a pick.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QLabel

from app.engine.phrases import plain
from app.games.blood_rage.model import Draft
from app.games.blood_rage.view.screen import BrBoard
from tests.games.blood_rage.gui import session_of
from tests.guikit import big_window, board_in, settle

if TYPE_CHECKING:
    from collections.abc import Iterator

    from app.shell.window import MainWindow

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("propagateSizeHints")]


@pytest.fixture
def window(qtbot, tmp_path) -> Iterator[MainWindow]:
    yield from big_window(qtbot, tmp_path)


def started(window: MainWindow, qtbot) -> BrBoard:
    """Anna (human) against two bots, at her first draft pick."""
    window.start_session(session_of("hbb"))
    controller = window.controller
    assert controller is not None
    qtbot.waitUntil(lambda: controller.acting_human() is not None)
    settle(qtbot)
    return board_in(window, BrBoard)


def showing(window: MainWindow, name: str) -> list[QLabel]:
    """The visible labels of the window whose text holds the card name `name`."""
    return [
        label
        for label in window.findChildren(QLabel)
        if label.isVisible() and name in plain(label.text())
    ]


def test_each_card_of_the_offer_shows_in_exactly_one_visible_widget(window, qtbot):
    board = started(window, qtbot)
    assert window.page is not None
    assert window.page.private_panel is not None
    names = [plain(c.name.text()) for c in board.hand.cards]
    assert len(names) == 8
    for tab in ("cards", "board", "clans", "cards"):
        board.show_tab(tab)
        settle(qtbot)
        for name in names:
            # the same card twice in an offer is two cards: count the distinct ones
            copies = names.count(name)
            assert len(showing(window, name)) == copies, (tab, name)
    # the private panel says where the hand is instead of listing it
    words = " ".join(plain(w) for w in window.page.private_panel.lines())
    assert "under the board" in words
    assert not any(name in words for name in names)
    # its short column stands at the top of the panel, not spread over its height
    labels = window.page.private_panel.findChildren(QLabel)
    assert min(label.y() for label in labels) <= 4


def test_confirm_keeps_its_place_and_the_row_its_scroll_after_a_pick(window, qtbot):
    board = started(window, qtbot)
    controller = window.controller
    assert controller is not None
    board.show_tab("board")
    settle(qtbot)
    bar = board.cards.horizontalScrollBar()
    assert bar.maximum() > 0  # 8 cards do not fit the row: it scrolls
    bar.setValue(bar.maximum() // 2)
    kept = bar.value()
    confirm_x = []
    for piece in [c.piece_id for c in board.cards.cards[5:7]]:
        controller.cancel_choice()
        assert controller.click_card(piece)
        settle(qtbot)
        assert board.choices.confirm.isVisible()
        confirm_x.append(board.choices.confirm.mapTo(window, QPoint(0, 0)).x())
        assert bar.value() == kept  # a click keeps the row where it was
    assert confirm_x[0] == confirm_x[1]
    stock_w = board.stock.width()
    before = len(board.cards.cards)
    assert controller.confirm_choice()
    # the bots pick; the next offer (one card fewer) comes back to Anna
    top = controller.session.state.pending[-1]
    assert isinstance(top, Draft)
    # Anna's hand shrinks at her pick; she may pick again once the bots (in their worker
    # process) have picked too
    qtbot.waitUntil(
        lambda: len(board.cards.cards) == before - 1 and controller.acting_human() is not None,
        timeout=20000,
    )
    board.show_tab("board")
    settle(qtbot)
    QApplication.processEvents()
    assert bar.value() == min(kept, bar.maximum())
    assert bar.value() > 0  # not back at the first card
    assert board.stock.width() == stock_w
    assert controller.click_card(board.cards.cards[0].piece_id)
    settle(qtbot)
    assert board.choices.confirm.mapTo(window, QPoint(0, 0)).x() == confirm_x[0]
