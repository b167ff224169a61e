"""The board masks kept beside a state (`rules.index`) against a plain reference.

Legal actions must be the reference's lists item for item in the same order, over many random
positions of every player count; the masks kept up to date by `apply` must equal masks built
from scratch; a placement must change the board as the reference says; and the masks must
never show in a save, in `==`, or survive a change of the board made any other way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from app.engine.game import PlayerId
from app.engine.rng import bot_random
from app.games.through_the_desert import GAME
from app.games.through_the_desert.actions import PlaceCamel
from app.games.through_the_desert.model import PlaceRiders, State, TtdOptions
from app.games.through_the_desert.rules import camel
from app.games.through_the_desert.rules.bitboard import masks
from app.games.through_the_desert.rules.edit import copied
from app.games.through_the_desert.rules.index import BoardIndex, index_of
from tests.games.through_the_desert import reference

if TYPE_CHECKING:
    from app.engine.rng import Random

SEEDS = range(8)
"""Games per player count for the legal-action comparison (some 3,000 positions in all)."""


def _states(players: int, seed: int) -> list[State]:
    """Every state of one game of random legal moves."""
    state = GAME.setup(TtdOptions(players=players), seed)
    rng = bot_random(f"index:{seed}", players)
    states = [state]
    while acting := sorted(GAME.to_act(state)):
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state, acting[0])))
        states.append(state)
    return states


def _same_masks(kept: BoardIndex, fresh: BoardIndex) -> None:
    for name in BoardIndex.__slots__:
        assert getattr(kept, name) == getattr(fresh, name), name


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_legal_actions_equal_the_reference_in_order(players: int):
    positions = 0
    for seed in SEEDS:
        for state in _states(players, seed):
            acting = sorted(GAME.to_act(state))
            if not acting:
                continue
            positions += 1
            if isinstance(state.pending[-1], PlaceRiders):
                want = reference.rider_legal(state, acting[0])
                assert GAME.legal_actions(state, PlayerId(acting[0])) == want
                continue
            for seat in range(players):
                want_camels = reference.camel_legal(state, seat)
                assert camel.legal(state, PlayerId(seat)) == want_camels, (seed, seat)
                assert camel.can_place_any(state, seat) == bool(want_camels)
    assert positions > 60 * len(SEEDS)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_masks_kept_by_apply_equal_masks_built_from_scratch(players: int):
    for state in _states(players, 7)[::3]:
        _same_masks(index_of(state), BoardIndex(state))


@pytest.mark.parametrize("players", [2, 4])
def test_each_placement_changes_the_board_as_the_reference_says(players: int):
    checked = enclosed = 0
    for seed in range(3):
        states = _states(players, seed)
        for state in states:
            acting = sorted(GAME.to_act(state))
            if not acting or isinstance(state.pending[-1], PlaceRiders):
                continue
            for action in camel.legal(state, PlayerId(acting[0]))[::4]:
                after = GAME.apply(state, action)
                got = (after.owner, after.colour, after.area, after.water)
                seats = [(s.water, s.oases) for s in after.seats]
                want = reference.placed_board(state, action)
                assert (*got, seats) == want, (seed, str(action))
                checked += 1
                enclosed += after.area != state.area
    assert checked > 200
    assert enclosed > 0  # the enclosure branch is exercised


def _crowd_riders(state: State, rng: Random) -> State:
    """Add riders of seat 0 on random spaces until no space is left that touches no rider."""
    owner, colour, riders = list(state.owner), list(state.colour), set(state.rider)
    while strict := [c for c in range(len(owner)) if reference_rider_space(state, c, riders)]:
        cell = rng.choice(strict)
        owner[cell], colour[cell] = 0, 0
        riders.add(cell)
        state = state.model_copy(
            update={"owner": tuple(owner), "colour": tuple(colour), "rider": tuple(sorted(riders))}
        )
    return state


def reference_rider_space(state: State, cell: int, riders: set[int]) -> bool:
    """Whether `cell` satisfies every rider rule, the one against touching riders included."""
    geo = masks(state.players).geo
    return (
        geo.in_play[cell]
        and state.owner[cell] == -1
        and cell not in state.oases
        and not state.water[cell]
        and not any(n in state.oases or n in riders for n in geo.neighbours[cell])
    )


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_crowded_rider_rounds_lift_the_rider_rule_like_the_reference(players: int):
    rng = bot_random("crowd", players)
    state = _crowd_riders(GAME.setup(TtdOptions(players=players), players), rng)
    want = reference.rider_legal(state, 0)
    assert want  # spaces next to riders are still free
    assert GAME.legal_actions(state, PlayerId(0)) == want
    assert all(GAME.check(state, action) is None for action in want[:50])


def test_a_board_changed_by_model_copy_gets_fresh_masks():
    state = _states(3, 1)[40]
    kept = index_of(state)
    owner = list(state.owner)
    cell = next(c for c in masks(3).geo.playable if owner[c] == -1 and c not in state.oases)
    owner[cell] = 2
    changed = state.model_copy(update={"owner": tuple(owner)})
    assert index_of(changed) is not kept
    _same_masks(index_of(changed), BoardIndex(changed))
    assert index_of(state) is kept  # the original keeps its own


def test_masks_stay_out_of_saves_and_equality():
    state = _states(2, 2)[30]
    index_of(state)
    text = state.model_dump_json()
    assert "_index" not in text
    loaded = State.model_validate_json(text)
    assert loaded == state
    assert loaded.model_dump_json() == text
    _same_masks(index_of(loaded), index_of(state))


def test_a_deep_copy_shares_the_masks_and_stays_valid():
    state = _states(4, 5)[60]
    kept = index_of(state)
    twin = state.model_copy(deep=True)
    assert twin == state
    assert index_of(twin) is kept
    after = GAME.apply(twin, GAME.legal_actions(twin, PlayerId(min(GAME.to_act(twin))))[0])
    _same_masks(index_of(after), BoardIndex(after))
    assert index_of(state) is kept


def test_copied_is_model_copy_with_update():
    state = _states(2, 3)[25]
    ours = copied(state, turn=99, current=1)
    theirs = state.model_copy(update={"turn": 99, "current": 1})
    assert ours == theirs
    assert ours.model_dump_json() == theirs.model_dump_json()
    assert ours.model_fields_set == theirs.model_fields_set
    assert ours.__pydantic_private__ == theirs.__pydantic_private__
    assert ours.__pydantic_private__ is not state.__pydantic_private__
    assert ours.seats is state.seats  # shallow, like pydantic's


def test_shift_expansion_matches_the_neighbour_lists():
    for players in (2, 4):
        board = masks(players)
        for cell in board.geo.playable:
            assert board.expand(1 << cell) == board.neighbours[cell]


def test_legal_actions_are_shared_objects():
    state = _states(2, 0)[30]
    seat = PlayerId(min(GAME.to_act(state)))
    first, again = GAME.legal_actions(state, seat), GAME.legal_actions(state, seat)
    assert first == again
    assert all(a is b for a, b in zip(first, again, strict=True))
    assert first is not again  # callers may reorder their list
    assert isinstance(first[0], PlaceCamel)
