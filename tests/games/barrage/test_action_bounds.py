"""Bounded input (issue 17; STYLE.md §3 "Bounded input"): no move a file holds crashes the rules.

Every id an action names is one of the game's data (`data.ids`): a tile that builds a structure
(or Anton Krylov's, which copies one and only then names `copies`), a map space, an action space,
a headstream, an officer, a contract, a private building. Whether the named thing may be used
now is `check()`'s question (seed 000 アクション：建設: the tile comes from the player's supply).
"""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from app.engine.errors import IllegalAction, InvalidSave
from app.engine.text import Text
from app.games.barrage import GAME
from app.games.barrage.actions import Construct
from app.games.barrage.data.data import game_data
from app.games.barrage.data.ids import ANTON_TILE
from app.games.barrage.model import BarrageOptions
from tests.engine.actionfuzz import Arena, build_arena, load_with_move, played_to, run_property


def _construct(state: Any, tile: str | None = None) -> Construct | None:
    for seat in GAME.to_act(state):
        for action in GAME.legal_actions(state, seat):
            if isinstance(action, Construct) and tile in (None, action.tile):
                return action
    return None


@pytest.fixture(scope="module")
def leeghwater_turn() -> Any:
    """Leeghwater: a seat that may construct holds the private building tile too."""
    options = BarrageOptions(players=3, introductory=False, leeghwater=True)
    return played_to(GAME, options, 1, lambda s: _construct(s) is not None)


@pytest.fixture(scope="module")
def anton_turn() -> Any:
    """Anton Krylov's company may construct with his tile."""
    options = BarrageOptions(players=2, introductory=False)
    return played_to(GAME, options, 1, lambda s: _construct(s, ANTON_TILE) is not None)


@pytest.fixture(scope="module")
def arena() -> Arena:
    options = [BarrageOptions(players=p) for p in (2, 3, 4)] + [
        BarrageOptions(players=2, introductory=False),
        BarrageOptions(players=2, introductory=False, leeghwater=True),
        BarrageOptions(players=3, introductory=False, leeghwater=True),
        BarrageOptions(players=4, introductory=False, auction=True),
    ]
    return build_arena(GAME, options, seeds=(1, 2, 3))


def test_anton_krylovs_tile_is_his_component_in_the_data():
    officers = {o.id: o.extra_component for o in game_data().officers.officers}
    assert officers["anton_krylov"] == ANTON_TILE


@pytest.mark.parametrize(
    "change",
    [
        {"copies": "condui"},
        {"tile": "condui"},
        {"tile": "base", "copies": "conduit"},
        {"copies": None},
        {"space": "B99U"},
        {"structure": "building"},
    ],
)
def test_a_construction_naming_what_the_data_lacks_does_not_parse(
    anton_turn: Any, change: dict[str, Any]
):
    """Issue 17: `construct` with copies "condui" raised KeyError in `tile_info`."""
    legal = _construct(anton_turn.state, ANTON_TILE)
    assert legal is not None
    data = {**GAME.dump_action(legal), **change}
    with pytest.raises(ValidationError):
        GAME.parse_action(data)
    with pytest.raises(InvalidSave, match=r"^edited\.json: move \d+ is not allowed"):
        load_with_move(anton_turn, data)


def _refused(session: Any, data: dict[str, Any], why: str) -> None:
    action = GAME.parse_action(data)
    reason = GAME.check(session.state, action)
    assert isinstance(reason, Text)
    assert why in str(reason)
    with pytest.raises(IllegalAction):
        GAME.apply(session.state, action)
    with pytest.raises(InvalidSave, match=rf"^edited\.json: move \d+ is not allowed \(.*{why}"):
        load_with_move(session, data)


@pytest.mark.parametrize("tile", ["building", "leslie_tile", "adv1_building"])
def test_a_tile_that_builds_no_structure_is_refused_with_a_reason(leeghwater_turn: Any, tile: str):
    """Issue 17: `construct` with tile "building" raised KeyError in `tile_info`.

    Seed 000 レーフワーテル計画拡張: the private building tile builds private buildings only.
    """
    legal = _construct(leeghwater_turn.state)
    assert legal is not None
    seat = leeghwater_turn.state.seats[legal.player]
    assert "building" in seat.tiles
    data = {**GAME.dump_action(legal), "tile": tile}
    why = "does not build" if tile in seat.tiles else "not in your supply"
    _refused(leeghwater_turn, data, why)


def test_anton_krylovs_tile_copying_the_building_tile_builds_nothing(anton_turn: Any):
    """Seed 000 officers: Anton's tile copies a technology tile on his wheel (structure and
    effect); the private building tile builds no structure."""
    legal = _construct(anton_turn.state, ANTON_TILE)
    assert legal is not None
    data = {**GAME.dump_action(legal), "copies": "building"}
    _refused(anton_turn, data, "does not build")


def test_a_tile_of_the_game_not_in_the_supply_is_refused(leeghwater_turn: Any):
    """Seed 000 アクション：建設: the tile comes from the company's supply."""
    legal = _construct(leeghwater_turn.state)
    assert legal is not None
    tiles = leeghwater_turn.state.seats[legal.player].tiles
    missing = next(t for t in ("adv3_base", "adv2_conduit", "adv1_joker") if t not in tiles)
    _refused(leeghwater_turn, {**GAME.dump_action(legal), "tile": missing}, "not in your supply")


@pytest.mark.parametrize(
    "data",
    [
        {"kind": "produce", "space": "", "dam": "C1L", "conduit": "C1L", "powerhouse": "P5_0",
         "drops": 1},
        {"kind": "manage_water", "space": "water_p2", "headstreams": ["HE"]},
        {"kind": "take_contracts", "space": "contract_o", "contracts": [999]},
        {"kind": "copy_officer", "officer": "nobody"},
        {"kind": "use_building", "building": "wind_farm", "target": "9:9"},
        {"kind": "put_drop", "dam": "P5_0"},
        {"kind": "pick_company", "company": "japan", "contract": 1},
    ],
)  # fmt: skip
def test_ids_the_data_lacks_do_not_parse(data: dict[str, Any]):
    with pytest.raises(ValidationError):
        GAME.parse_action({"player": 0, **data})


def test_malformed_moves_never_crash_the_rules(arena: Arena):
    tally = run_property(arena, examples=400, batch=20)
    assert tally["refused"] > 0
    assert tally["accepted"] > 0


@pytest.mark.slow
def test_a_hundred_thousand_malformed_moves(arena: Arena):
    tally = run_property(arena, examples=500, batch=200, exact=True)
    assert sum(tally.values()) >= 100_000
    print(f"barrage: {dict(tally)}")  # noqa: T201 - the count for the record


@pytest.mark.parametrize(
    ("piece", "target"), [("base", "map:HA"), ("conduit", "map:nowhere"), ("building", "bldg:zoo")]
)
def test_a_drop_on_a_target_no_action_names_is_refused_in_words(
    leeghwater_turn: Any, piece: str, target: str
):
    """The board's refusals build probe actions only from ids of the game's data."""
    from app.games.barrage.view.refusal import refusal

    state = leeghwater_turn.state
    reason = refusal(GAME, state, next(iter(GAME.to_act(state))), piece, target)
    assert isinstance(reason, Text)
