"""Issue 35 §1: a refused click on a Tinners' Trail region names the engine's reason.

A click on a region where nothing can be done in a work turn said the generic "nothing you
can do there"; it now says why a mine cannot be auctioned (or a miner, port or rail placed).
"""

from __future__ import annotations

import pytest

from tests.clickwalk import GENERIC
from tests.games.tinners_trail.gui import make, session_of
from tests.guikit import take_screen

pytestmark = pytest.mark.gui


def test_a_region_with_nothing_to_do_says_why(qtbot):
    controller, _board = make(qtbot, session_of("hh"))
    take_screen(controller)
    seat = controller.acting_human()
    assert seat is not None
    starts = {controller.anchor_of(a) for a in controller.legal_for(seat)}
    regions = [
        i.item_id for i in controller.scene().board_items() if i.item_id.startswith("region:")
    ]
    idle = [r for r in regions if r not in starts]
    assert idle
    said: list[str] = []
    controller.action_rejected.connect(said.append)
    for region in idle:
        controller.scene().item_clicked(region)
        assert said
        assert said[-1] != GENERIC
        assert "not allowed now" not in said[-1]


def test_a_greyed_piece_says_why_in_its_tooltip_and_on_click(qtbot):
    controller, board = make(qtbot, session_of("hh"))
    take_screen(controller)
    greyed = [b for b in board.palette_widget.buttons.values() if not b.is_usable()]
    assert greyed  # in the first turn some piece can go nowhere (a rail: no port or mine yet)
    said: list[str] = []
    controller.action_rejected.connect(said.append)
    for button in greyed:
        assert button.isEnabled()
        tip = button.greyed_tip()
        assert tip
        assert tip != button.toolTip()  # not the "drag it onto ..." line of a usable piece
        button.picked.emit(button.piece_id)
        assert said[-1] == tip
