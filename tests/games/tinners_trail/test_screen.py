"""The Tinners' Trail screen at 1280×800: every board text readable, in English and Japanese.

PRODUCT.md (Board): every label readable in a 1280×800 window without zooming (≥ 11 px). The
window is the real main window; each tab is shown in turn and every text item of the part on
screen is measured through the view's transform. Also: the game is playable from the shell,
and the auction panel shows in the real window.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pytest
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from app.games.tinners_trail.view.screen import TABS, TinBoard
from app.shell.registry import is_playable
from tests.games.tinners_trail.gui import face_up_regions, session_of
from tests.guikit import big_window, board_in, measure_tabs, settle, take_screen

if TYPE_CHECKING:
    from app.shell.window import MainWindow

pytestmark = pytest.mark.gui


@pytest.fixture
def window(qtbot, tmp_path):
    """A main window at 1280×800 (language and text size reset afterwards)."""
    yield from big_window(qtbot, tmp_path)


def board_of(window: MainWindow) -> TinBoard:
    return board_in(window, TinBoard)


def test_tinners_trail_is_playable_from_the_new_game_dialog():
    assert is_playable("tinners_trail")


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_board_text_is_11_px_at_1280_by_800(window, qtbot, language):
    window.set_language(language)
    window.start_session(session_of("hhhh", seed=7))
    settle(qtbot)
    take_screen(window.controller)
    window._sync_pages()
    settle(qtbot)
    measured, small = measure_tabs(board_of(window), TABS, qtbot)
    assert measured > 120
    assert small == {}


def test_an_auction_shows_its_panel_in_the_window(window, qtbot):
    window.start_session(session_of("hhh", seed=3))
    settle(qtbot)
    controller = window.controller
    take_screen(controller)
    window._sync_pages()
    region = face_up_regions(controller)[0]
    assert controller.drop_piece("mine", f"region:{region}")
    assert controller.confirm_choice()
    settle(qtbot)
    board = board_of(window)
    assert board.panels.currentWidget() is board.auction
    assert board.auction.isVisible()
    assert window.stack.currentWidget() is window.page  # the starter bids on its own screen
    assert controller.bid(2)
    settle(qtbot)
    assert window.stack.currentWidget() is not window.page  # Bea's bid: "Pass to Bea" first
    take_screen(controller)
    window._sync_pages()
    settle(qtbot)
    assert window.stack.currentWidget() is window.page
    assert board.auction.isVisible()
    assert board.auction.bid.isEnabled()


def test_the_board_in_japanese_shows_no_english(window, qtbot):
    window.set_language("ja")
    session = session_of("hhh", seed=5)
    window.start_session(session)
    settle(qtbot)
    take_screen(window.controller)
    window._sync_pages()
    settle(qtbot)
    scene = board_of(window).scene
    words = [i.text() for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem)]
    words += [i.toolTip() for i in scene.items() if i.toolTip()]
    names = {s.name for s in session.seats}
    latin = re.compile(r"[A-Za-z]{2,}")
    english = {w for text in words for w in latin.findall(text) if w not in names}
    assert english == set()
