"""Issue 18 §3 for Tinners' Trail at 1280×800: one Confirm, and the supply looks like a supply.

While a move is built in the panel under the board, its Confirm is the only one on screen (the
top bar's "Confirm turn" shows only while a turn waits for it, in the same place, Undo and Redo
never moving); the developments under the board sit in a frame titled as the shared supply,
apart from the seat's own mines, with their counts.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QLabel, QPushButton

from app.engine.phrases import plain
from app.games.tinners_trail.view.panels import PIECES
from app.games.tinners_trail.view.screen import TinBoard
from tests.games.tinners_trail.builders import make_state
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


def _visible_texts(window: MainWindow) -> list[str]:
    """The plain text of every visible label of the window."""
    return [plain(w.text()) for w in window.findChildren(QLabel) if w.isVisible() and w.text()]


def test_a_clicked_move_names_its_cost_once(window, qtbot):
    """Issue 36 §1: picked by a click on the map, the move's cost stayed in the hint line under
    the board while the panel beside it said it again (「このアクション：…」 twice)."""
    board = first_turn(window, qtbot)
    controller = window.controller
    assert controller is not None
    scene = board.scene
    for piece in ("mine", "dev:miner", "dev:port", "dev:rail", "dev:adit"):
        targets = controller.legal_targets(piece)
        if not targets:
            continue
        scene.select_piece(piece)
        scene.item_hovered(targets[0], True)
        if controller.hover_cost:  # one action: its cost is shown while hovering
            break
        scene.cancel_gesture()
    else:
        pytest.fail("no drop with a cost to hover")
    settle(qtbot)
    hovered = plain(board.hint.text())
    assert hovered.startswith("This move: ")
    cost = hovered.removeprefix("This move: ")  # "1 work point"
    scene.item_clicked(targets[0])
    settle(qtbot)
    assert board.choices.confirm.isVisible()
    shown = "\n".join(_visible_texts(window))
    assert shown.count(cost) == 1, shown  # not in the hint, not twice in the confirm text


def test_the_price_tab_leaves_the_scores_to_the_players_panel(window, qtbot):
    """Issue 36 §1: VP stood in the Players panel, above the board and in the boards' players
    box; the box keeps what sits beside the prices (money, mines, ore), not the scores."""
    board = first_turn(window, qtbot)
    board.show_tab("boards")
    settle(qtbot)
    frame = board.scene.player_board
    words = [f"{part.text()} {part.toolTip()}" for part in frame._parts if hasattr(part, "text")]
    assert any("£" in w for w in words), words  # the box is there, with the money
    assert not any(re.search(r"\d+ VP|VP: \d", w) for w in words), words


def test_the_players_row_puts_money_and_points_before_the_points_by_round(
    window, qtbot, monkeypatch
):
    """Issue 36 §1: the row ends in "…"; the VP by round (four amounts) came second and cut
    every fact after it, so they go last, whole in the tooltip."""
    first_turn(window, qtbot)
    controller = window.controller
    assert controller is not None
    assert window.page is not None
    late = make_state(players=2, round=4, seats={0: {"vp": [39, 77, 17, 85], "money": 31}})
    monkeypatch.setattr(controller, "displayed_state", lambda: late)
    panel = window.page.players
    panel.refresh()
    facts = panel.details(0)
    assert facts[:2] == ["Money: £31", "Victory points: 218 VP"]
    assert facts[-1].startswith("VP by round: 39 VP, 77 VP")
    assert all("by round" not in f for f in facts[:-1])
    # the line itself: the points first, then the money (short words, issue 36 §1)
    assert panel.facts(0)[:2] == ["218 VP", "£31"]
    window.set_language("ja")
    settle(qtbot)
    panel.refresh()
    line = panel.lines[0]
    assert "218点・£31" in plain(line.text()).replace(" · ", "・")
    assert "ラウンド別の勝利点：39点、77点、17点、85点" in plain(line.whole_text())


def test_a_private_panel_that_fits_is_not_cut_in_japanese(window, qtbot):
    """Issue 36 §1: the private box allowed 30 px for its title and margins, 4 px short with
    the taller Japanese title, so a hand that fitted lost half its last row (and scrolled)."""
    window.set_language("ja")
    first_turn(window, qtbot)
    page = window.page
    assert page is not None
    panel = page.private_panel
    assert panel is not None
    settle(qtbot)
    area = page._private_area
    need = panel.sizeHint().height()
    assert need + page.private_box.height() - area.viewport().height() <= 190  # it fits
    assert area.viewport().height() >= need
    assert area.verticalScrollBar().maximum() == 0


def test_the_pump_count_says_it_is_the_next_groups(window, qtbot):
    """s53: the pumps' count went 1 -> 2 after a group of 1 was taken, with nothing saying it
    is the size of the group one would take now (the next group on the development board)."""
    board = first_turn(window, qtbot)
    button = board.palette_widget.buttons["dev:pumps"]
    n = button._count
    assert n.isdigit()
    assert f"the group you would take now holds ({n})" in plain(button.toolTip())
