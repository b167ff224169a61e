"""Issue 18 §3 for Barrage at 1280×800: the company board once, panels that keep their size.

The right column shows the company board of the seat to play; while the main view shows the
same board (its seat's tab), the column says where it is instead of drawing it twice. The
hint and the choice panel keep one height through the steps of a move, so the company board
above them does not grow and shrink.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from app.engine.phrases import plain
from app.engine.session import Seat, Session
from app.games.barrage import GAME
from app.games.barrage.model import BarrageOptions
from app.games.barrage.view.screen import BarrageBoard
from tests.fitwalk import board_texts
from tests.guikit import big_window, board_in, settle

if TYPE_CHECKING:
    from collections.abc import Iterator

    from PySide6.QtCore import QRect

    from app.shell.window import MainWindow

pytestmark = pytest.mark.gui


@pytest.fixture
def window(qtbot, tmp_path) -> Iterator[MainWindow]:
    yield from big_window(qtbot, tmp_path)


def started(window: MainWindow, qtbot) -> BarrageBoard:
    seats = [Seat(name=n) for n in ("Anna", "Bea", "Carl")]
    window.start_session(Session(GAME, GAME.Options(players=3), 7, seats))
    settle(qtbot)
    return board_in(window, BarrageBoard)


def company_boards_shown(board: BarrageBoard) -> list[str]:
    """Where a company board of the seat in the right column is drawn: "main", "side"."""
    seat = board.company_seat()
    shown = []
    if board.current_tab() == f"company:{seat}":
        shown.append("main")
    if board.company_view.isVisible():
        shown.append("side")
    return shown


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_company_board_is_shown_once(window, qtbot, language):
    window.set_language(language)
    board = started(window, qtbot)
    seat = board.company_seat()
    for key in board.tab_keys():
        board.show_tab(key)
        settle(qtbot)
        shown = company_boards_shown(board)
        assert len(shown) == 1, (key, shown)
        assert board.company_elsewhere.isVisible() == (shown == ["main"])
    board.show_tab(f"company:{seat}")
    settle(qtbot)
    assert board.company_elsewhere.text()
    assert board.company_elsewhere.text() in board.company_elsewhere.text()
    # the column keeps its layout: the note has the board's place and size
    assert board.company_elsewhere.size() == board.company_stack.size()


def side_geometry(board: BarrageBoard) -> list[QRect]:
    widgets = (board.company_stack, board.hint, board.palette_widget, board.choices)
    return [w.geometry() for w in widgets]


def test_the_side_column_keeps_its_size_between_steps(window, qtbot):
    board = started(window, qtbot)
    controller = window.controller
    assert controller is not None
    before = side_geometry(board)
    seen = [before]
    assert controller.drop_piece("engineer", "mgmt:bank")  # opens a step: how many engineers
    settle(qtbot)
    seen.append(side_geometry(board))
    narrow = controller.narrowing()
    assert narrow is not None
    steps = 0
    while (step := narrow.next_step()) is not None:
        controller.choose(step.key, step.values[0])
        settle(qtbot)
        seen.append(side_geometry(board))
        steps += 1
        narrow = controller.narrowing()
        assert narrow is not None
    assert steps >= 1
    controller._on_drop_hint("a long reason " * 12)  # a hover refusal of three lines
    settle(qtbot)
    seen.append(side_geometry(board))
    assert board.hint.toolTip().startswith("a long reason")
    controller.cancel_choice()
    settle(qtbot)
    seen.append(side_geometry(board))
    assert all(g == before for g in seen), seen


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_move_waiting_for_confirm_is_not_repeated_in_the_list(window, qtbot, language):
    """Issue 36 §1: its words were beside the board and again in "All legal moves"."""
    window.set_language(language)
    board = started(window, qtbot)
    controller = window.controller
    assert controller is not None
    page = window.page
    assert page is not None
    moves = page.moves
    rows = moves.list.count()
    assert rows > 1
    first = moves.list.item(0).text()
    assert moves.play_row(0)  # the row's choices are made: the move waits for Confirm
    settle(qtbot)
    assert controller.confirming_move() == moves.actions()[0]
    shown = board.choices.prompt.text()
    words = [moves.list.item(i).text() for i in range(rows)]
    assert first not in words
    assert not [w for w in words if w and w in shown]
    assert moves.list.count() == rows  # the row is still there: played again, it confirms
    # the filter still finds the move by its words
    moves.filter_edit.setText(plain(first)[:8])
    assert not moves.list.item(0).isHidden()
    moves.filter_edit.clear()
    controller.back()
    settle(qtbot)
    assert controller.confirming_move() is None
    assert moves.list.item(0).text() == first


@pytest.mark.parametrize("language", ["en", "ja"])
def test_a_company_board_before_the_draft_says_so_in_words(window, qtbot, language):
    """Issue 36: before the draft the header read the seat's name over a bare "…"."""
    window.set_language(language)
    seats = [Seat(name=n) for n in ("Annabelle Montgomery", "Bea", "Carl", "Dora")]
    options = BarrageOptions(players=4, introductory=False)
    window.start_session(Session(GAME, options, 7, seats))
    settle(qtbot)
    board = board_in(window, BarrageBoard)
    for seat in range(4):
        board.show_tab(f"company:{seat}")
        settle(qtbot)
        texts = [t.text for t in board_texts(board.view)]
        assert seats[seat].name in texts
        assert not [t for t in texts if "…" in t]


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_name_beside_six_pieces_keeps_its_first_characters(window, qtbot, language):
    """Issue 36: beside the expansion's six pieces the seat's name was squeezed to "…"."""
    window.set_language(language)
    name = "Annabelle Montgomery" if language == "en" else "アンナベル・モンゴメリー"
    seats = [Seat(name=n) for n in (name, "Bea", "Carl", "Dora")]
    window.start_session(Session(GAME, BarrageOptions(players=4, leeghwater=True), 7, seats))
    settle(qtbot)
    palette = board_in(window, BarrageBoard).palette_widget
    pieces = ("engineer", "base", "elevation", "conduit", "powerhouse", "building")
    palette.show_seat(name, "#d62828", "R", dict.fromkeys(pieces, 5), True)
    settle(qtbot)
    title = palette.title
    assert title.text().startswith(name[:3] if language == "en" else name[:2])
    assert title.toolTip() == name
    last = palette.buttons["building"]
    assert last.isVisible()
    assert last.geometry().right() <= palette.contentsRect().right()
    assert title.geometry().right() < palette.buttons["engineer"].geometry().left()
