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
from PySide6.QtWidgets import QApplication, QGraphicsSimpleTextItem

from app.games.tinners_trail.view.screen import TABS, TinBoard
from app.shell.registry import is_playable
from tests.games.tinners_trail.gui import face_up_regions, session_of, take_screen
from tests.shell.conftest import make_window

if TYPE_CHECKING:
    from app.shell.window import MainWindow
    from app.ui.board.view import BoardView

pytestmark = pytest.mark.gui

MIN_PX = 11.0
"""Smallest text height on screen (PRODUCT.md, Board)."""


@pytest.fixture
def window(qtbot, tmp_path):
    """A main window at 1280×800 (language reset afterwards)."""
    win = make_window(qtbot, tmp_path)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close_game()
    if win.language is not None and win.language.language != "en":
        win.set_language("en")
        QApplication.processEvents()


def board_of(window: MainWindow) -> TinBoard:
    assert window.page is not None
    board = window.page.board
    assert isinstance(board, TinBoard)
    return board


def texts_on_screen(view: BoardView) -> list[tuple[str, float]]:
    """Every text of the part shown in `view`, with its height on screen in pixels."""
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    region = view.board_rect()
    zoom = view.zoom()
    out: list[tuple[str, float]] = []
    for item in view.scene().items():
        box = item.sceneBoundingRect()
        if not item.isVisible() or not region.intersects(box) or not shown.intersects(box):
            continue
        if isinstance(item, QGraphicsSimpleTextItem) and item.text().strip():
            scale = item.sceneTransform().m22() * zoom
            out.append((item.text(), item.font().pixelSize() * scale))
    return out


def settle(qtbot) -> None:
    QApplication.processEvents()
    qtbot.wait(20)


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
    board = board_of(window)
    small: dict[str, list[tuple[str, float]]] = {}
    measured = 0
    for key in TABS:
        board.show_tab(key)
        settle(qtbot)
        texts = texts_on_screen(board.view)
        assert texts, key
        measured += len(texts)
        small[key] = [(t, round(px, 1)) for t, px in texts if px < MIN_PX]
    assert measured > 120
    assert {k: v for k, v in small.items() if v} == {}


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
    assert window.stack.currentWidget() is window.page  # no hand-off between bids
    assert controller.bid(2)
    settle(qtbot)
    assert window.stack.currentWidget() is window.page
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
