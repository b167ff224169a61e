"""Tinners' Trail by mouse: the gaps found by the mouse-only game (test_mouse_only.py), fixed."""

from __future__ import annotations

import pytest

from app.engine.game import PlayerId
from app.games.tinners_trail.actions import TakePumps
from app.games.tinners_trail.data.data import board as board_of
from app.games.tinners_trail.model import Pumping
from app.games.tinners_trail.rules.developments import pump_group, wet_regions
from app.games.tinners_trail.view.drops import pump_regions
from tests.games.tinners_trail.builders import make_state
from tests.games.tinners_trail.gui import make, session_of
from tests.guikit import take_screen

pytestmark = pytest.mark.gui


def test_steam_pumps_with_no_water_anywhere_can_be_dropped_on_any_region(qtbot):
    # Taking the pumps is legal with no water on the board (they go straight back), and the
    # list offers it; the palette's pumps lit nothing and every drop was refused ("there is no
    # water to pump there"), so a legal move could not be made by the palette.
    session = session_of("hh", kept=False)
    state = make_state(2)
    state.water = tuple(0 for _ in state.water)
    session.snapshots = [state]
    assert not wet_regions(state)
    assert pump_group(state) is not None
    controller, board = make(qtbot, session)
    take_screen(controller)
    seat = controller.acting_human()
    assert seat is not None
    assert TakePumps(player=PlayerId(seat)) in controller.legal_for(seat)
    targets = controller.legal_targets("dev:pumps")
    assert targets == [f"region:{r}" for r in board_of(2).regions]  # every region in play
    board.palette_widget.buttons["dev:pumps"].picked.emit("dev:pumps")  # a click on the piece
    assert set(targets) <= board.scene.highlighted()
    assert controller.can_drop("dev:pumps", targets[0]) is None
    board.scene.item_clicked(targets[0])
    narrow = controller.narrowing()
    assert narrow is not None
    assert narrow.action() == TakePumps(player=PlayerId(seat))
    assert controller.confirm_choice()
    assert controller.session.actions[-1] == TakePumps(player=PlayerId(seat))
    assert not isinstance(controller.session.state.pending[-1], Pumping)  # they went back


def test_steam_pumps_still_go_only_on_wet_regions_when_there_is_water(qtbot):
    session = session_of("hh", kept=False)
    state = make_state(2, regions={"redruth": {"water": 2}})
    session.snapshots = [state]
    controller, _ = make(qtbot, session)
    take_screen(controller)
    wet = wet_regions(state)
    assert wet
    assert pump_regions(state) == wet
    assert controller.legal_targets("dev:pumps") == [f"region:{r}" for r in wet]
    dry = next(r for r in board_of(2).regions if r not in wet)
    assert controller.can_drop("dev:pumps", f"region:{dry}") is not None  # with the reason
