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

pytestmark = pytest.mark.gui


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
    panel = window.page.private_panel
    for tab in ("cards", "board", "clans", "cards"):
        board.show_tab(tab)
        settle(qtbot)
        for name in names:
            # the same card twice in an offer is two cards: count the distinct ones
            copies = names.count(name)
            assert len(showing(window, name)) == copies, (tab, name)
        # the private panel says where the hand is now instead of listing it (issue 22: it said
        # "under the board" while the "Your cards" tab showed them)
        words = " ".join(plain(w) for w in panel.lines())
        assert ("“Your cards” tab" in words) == (tab == "cards"), (tab, words)
        assert ("under the board" in words) == (tab != "cards"), (tab, words)
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
    qtbot.waitUntil(lambda: len(board.cards.cards) == before - 1, timeout=20000)
    # she may pick again once the bots (in their worker process) have picked too
    qtbot.waitUntil(lambda: controller.acting_human() == 0, timeout=30000)
    board.show_tab("board")
    settle(qtbot)
    QApplication.processEvents()
    assert bar.value() == min(kept, bar.maximum())
    assert bar.value() > 0  # not back at the first card
    assert board.stock.width() == stock_w
    assert controller.click_card(board.cards.cards[0].piece_id)
    settle(qtbot)
    assert board.choices.confirm.mapTo(window, QPoint(0, 0)).x() == confirm_x[0]


def cut_cards(board: BrBoard) -> list[str]:
    """The cards of the row under the board that show only in part."""
    row = board.cards
    port = row.viewport().rect()
    cut = []
    for card in row.cards:
        box = card.geometry().translated(-row.horizontalScrollBar().value(), 0)
        if box.intersects(port) and not port.contains(box):
            cut.append(plain(card.name.text()))
    return cut


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_card_row_shows_whole_cards_and_scrolls_by_cards(window, qtbot, language):
    """Issue 18 §3: the row under the board showed two and a half cards."""
    window.set_language(language)
    board = started(window, qtbot)
    board.show_tab("board")
    settle(qtbot)
    row = board.cards
    bar = row.horizontalScrollBar()
    whole = row.shown_whole()
    assert whole >= 2
    assert bar.maximum() > 0  # 8 cards do not fit: it scrolls
    # the title stands beside the cards, not over them
    assert row.title.isVisible()
    assert row.title.geometry().right() < row.viewport().geometry().left()
    positions = []
    for target in (0, 1, bar.singleStep() + 7, bar.maximum() // 2, bar.maximum()):
        bar.setValue(target)
        settle(qtbot)
        positions.append(bar.value())
        assert cut_cards(board) == [], (target, bar.value())
        shown = [c for c in row.cards if c.isVisible() and not c.visibleRegion().isEmpty()]
        assert len(shown) >= whole
    assert len(set(positions)) >= 3  # it did scroll
    assert all(p % row.card_step() == 0 or p == bar.maximum() for p in positions)
