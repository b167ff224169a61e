"""Rules checked against independent references and the RULES.md decisions.

The enclosure search (seed 001 "領地を囲む") is compared with a brute-force flood fill of the
whole board after every camel of many random games.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from app.engine.game import PlayerId
from app.engine.rng import bot_random
from app.games.through_the_desert import GAME
from app.games.through_the_desert.actions import PlaceCamel, PlaceRider
from app.games.through_the_desert.data.data import geometry
from app.games.through_the_desert.model import TtdOptions
from app.games.through_the_desert.rules.enclosure import enclosed_regions
from tests.games.through_the_desert.builders import cell, make_state

if TYPE_CHECKING:
    from app.games.through_the_desert.model import State


def _components(state: State, blocked: set[int]) -> list[set[int]]:
    geo = geometry(state.players)
    left = [c for c in geo.playable if c not in blocked]
    todo, parts = set(left), []
    for start in left:
        if start not in todo:
            continue
        part, stack = {start}, [start]
        todo.discard(start)
        while stack:
            for n in geo.neighbours[stack.pop()]:
                if n in todo:
                    todo.discard(n)
                    part.add(n)
                    stack.append(n)
        parts.append(part)
    return parts


def reference_regions(state: State, placed: int, player: int, colour: int) -> list[list[int]]:
    """New areas after (`player`, `colour`) put a camel on `placed`, by flooding everything."""
    caravan = {i for i, o in enumerate(state.owner) if o == player and state.colour[i] == colour}
    touching = set(geometry(state.players).neighbours[placed])
    return sorted(
        sorted(part)
        for part in _components(state, caravan)
        if part & touching
        and all(state.owner[i] == -1 for i in part)
        and all(state.area[i] == -1 for i in part)
    )


def _placed(state: State, action: PlaceCamel) -> State:
    owner, colour = list(state.owner), list(state.colour)
    owner[action.cell], colour[action.cell] = action.player, action.colour
    return state.model_copy(update={"owner": tuple(owner), "colour": tuple(colour)})


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_enclosure_search_matches_a_full_flood_fill(players: int):
    checked = enclosures = 0
    for seed in range(8):
        state = GAME.setup(TtdOptions(players=players), seed)
        rng = bot_random(f"enclosure:{seed}", players)
        while GAME.to_act(state):
            seat = min(GAME.to_act(state))
            action = rng.choice(GAME.legal_actions(state, seat))
            if isinstance(action, PlaceCamel):
                mid = _placed(state, action)
                found = sorted(enclosed_regions(mid, action.cell, action.player, action.colour))
                want = reference_regions(mid, action.cell, action.player, action.colour)
                assert found == want, (seed, GAME.describe(state, action))
                checked += 1
                enclosures += bool(want)
            state = GAME.apply(state, action)
    assert checked > 100
    assert enclosures > 0  # random games do close areas, so both branches are exercised


def test_enclosed_area_is_recorded_exactly_as_the_reference_says():
    state = make_state(
        3,
        riders=[(0, "green", "K12"), (1, "yellow", "W6"), (2, "purple", "Q10")],
        camels=[(0, "green", "L11"), (0, "green", "M12"), (0, "green", "N12")],
    )
    action = PlaceCamel(player=PlayerId(0), colour=0, cell=cell("N13", 3))
    want = reference_regions(_placed(state, action), action.cell, 0, 0)
    after = GAME.apply(state, action)
    assert [sorted(i for i, a in enumerate(after.area) if a == 0)] == want
    assert want == [sorted([cell("L12"), cell("L13"), cell("M13")])]


def test_rider_may_touch_riders_when_no_other_space_is_left():
    # RULES.md decision: the rulebook assumes a free space exists; if none does, the rule
    # against touching riders is lifted (water holes, oases and their neighbours stay barred).
    geo = geometry(2)
    open_cells = {cell("K7", 2), cell("K8", 2)}
    water = {geo.name(i): 1 for i in geo.playable if i not in open_cells}
    state = make_state(
        2, phase="riders", rider_round=2, current=1, riders=[(0, "green", "K7")], water=water
    )
    legal = GAME.legal_actions(state, PlayerId(1))
    assert {a.cell for a in legal} == {cell("K8", 2)}
    assert {a.colour for a in legal} == {0, 1, 2, 3, 4}
    assert GAME.check(state, PlaceRider(player=PlayerId(1), colour=1, cell=cell("K8", 2))) is None
    refused = GAME.check(state, PlaceRider(player=PlayerId(1), colour=1, cell=cell("K9", 2)))
    assert refused is not None
    assert "water hole" in str(refused)


def test_rider_rule_against_touching_holds_while_a_space_is_left():
    geo = geometry(2)
    open_cells = {cell("K7", 2), cell("K8", 2), cell("H4", 2)}
    water = {geo.name(i): 1 for i in geo.playable if i not in open_cells}
    state = make_state(
        2, phase="riders", rider_round=2, current=1, riders=[(0, "green", "K7")], water=water
    )
    assert {a.cell for a in GAME.legal_actions(state, PlayerId(1))} == {cell("H4", 2)}
    reason = GAME.check(state, PlaceRider(player=PlayerId(1), colour=1, cell=cell("K8", 2)))
    assert reason is not None
    assert "next to another rider" in str(reason)


def _full_board(open_cells: set[str]) -> list[tuple[int, str, str]]:
    """Camels on every 2-player space but `open_cells`: seat 0 green west of column P, seat 1
    pink from column P on (constructed; the supply is set by hand)."""
    geo = geometry(2)
    pieces = []
    for i in geo.playable:
        label = geo.name(i)
        if label in open_cells or label in ("H4", "T4"):
            continue
        west = geo.cells[i].x < 15
        pieces.append((0 if west else 1, "green" if west else "pink", label))
    return pieces


def _boxed_in(open_cells: set[str]) -> State:
    return make_state(
        2,
        riders=[(0, "green", "H4"), (1, "pink", "T4")],
        camels=_full_board(open_cells),
        supply={"green": 5, "pink": 5},
    )


def test_turn_ends_early_when_the_second_camel_has_no_space():
    state = _boxed_in({"K7", "T9"})
    after = GAME.apply(state, PlaceCamel(player=PlayerId(0), colour=0, cell=cell("K7", 2)))
    assert GAME.to_act(after) == {1}
    assert after.current == 1
    assert GAME.outcome(after) is None


def test_game_ends_when_nobody_can_place_a_camel():
    # RULES.md decision: without it a stalled game could never finish.
    state = _boxed_in({"K7", "T9"})
    state = GAME.apply(state, PlaceCamel(player=PlayerId(0), colour=0, cell=cell("K7", 2)))
    state = GAME.apply(state, PlaceCamel(player=PlayerId(1), colour=1, cell=cell("T9", 2)))
    assert not GAME.to_act(state)
    assert not state.last_camel_placed  # ended by the stall, not by an empty supply
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.scores == (10, 10)
    assert outcome.winners == (0, 1)


def test_touching_a_rivals_caravan_names_the_rival_and_the_colour():
    """The TtD stranger: "another player's caravan of the same colour" named nobody."""
    from app.engine.text import render

    state = make_state(
        players=3,
        current=0,
        left=2,
        riders=[(0, "green", "S4"), (1, "green", "S6"), (2, "purple", "Q10")],
    )
    action = PlaceCamel(player=PlayerId(0), colour=0, cell=cell("S5", 3))
    reason = GAME.check(state, action)
    assert reason is not None
    names = ["Anna", "Bea", "Carl"]
    assert render(reason, "en", names) == (
        "it would touch another player's caravan of the same colour: Bea's green caravan"
    )
    assert render(reason, "ja", ["アンナ", "ベア", "カール"]) == (
        "ほかのプレイヤー（ベア）の同じ色（パステルグリーン）のキャラバンの隣には置けません"
    )
