"""Hypothesis properties of Through the Desert along random games (STYLE.md §6).

Each example plays a game from a drawn seed with drawn choices among the legal actions, for a
drawn number of steps, and checks an invariant at every step.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.engine.game import PlayerId
from app.games.through_the_desert import GAME
from app.games.through_the_desert.actions import PlaceCamel, PlaceRider
from app.games.through_the_desert.data.data import geometry
from app.games.through_the_desert.model import HIDDEN, State, TtdOptions, TtdPhase
from app.games.through_the_desert.rules import scoring
from app.games.through_the_desert.rules.setup import SUPPLY

Action = PlaceRider | PlaceCamel

PROPERTY = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@dataclass
class Game:
    """A drawn random game: every state, and the action taken after each but the last."""

    states: list[State]
    actions: list[Action]


@st.composite
def games(draw: st.DrawFn, open_scores: bool = False) -> Game:
    players = draw(st.integers(2, 5), label="players")
    seed = draw(st.integers(0, 2**31), label="seed")
    # Most games run to the end (about 75-150 actions); some stop early.
    steps = draw(st.one_of(st.just(400), st.integers(0, 160)), label="steps")
    rng = draw(st.randoms(use_true_random=False), label="choices")
    state = GAME.setup(TtdOptions(players=players, open_scores=open_scores), seed)
    states, actions = [state], []
    for _ in range(steps):
        acting = sorted(GAME.to_act(state))
        if not acting:
            break
        action = rng.choice(GAME.legal_actions(state, acting[0]))
        state = GAME.apply(state, action)
        states.append(state)
        actions.append(action)
    return Game(states, actions)


def _board_camels(state: State, colour: int) -> int:
    return sum(1 for i, c in enumerate(state.colour) if c == colour and i not in state.rider)


@PROPERTY
@given(games())
def test_camels_per_colour_are_conserved(game: Game):
    start = SUPPLY[game.states[0].players]
    for state in game.states:
        for colour in range(5):
            riders = sum(1 for i in state.rider if state.colour[i] == colour)
            on_board = sum(1 for c in state.colour if c == colour)
            assert state.supply[colour] + on_board == start + riders
            assert state.supply[colour] + _board_camels(state, colour) == start
            assert state.supply[colour] >= 0


KEPT = ("water_holes", "oases", "areas")


def _collected(state: State) -> list[dict[str, int]]:
    """Per seat: water-hole points, oasis tiles, area points (things that are kept)."""
    lines = scoring.breakdown(state)
    return [{line.source: line.points for line in seat if line.source in KEPT} for seat in lines]


@PROPERTY
@given(games())
def test_collected_points_and_caravans_never_decrease(game: Game):
    # The largest-caravan award is a standing (a rival can tie or pass you), so the running
    # total may dip; everything a player has collected, and every caravan, only grows.
    for before, after in zip(game.states, game.states[1:], strict=False):
        for old, new in zip(_collected(before), _collected(after), strict=True):
            assert set(old) == set(new) == set(KEPT)
            assert all(new[source] >= old[source] for source in KEPT)
        sizes_before, sizes_after = scoring.caravan_sizes(before), scoring.caravan_sizes(after)
        for colour in range(5):
            for seat in range(before.players):
                assert sizes_after[colour][seat] >= sizes_before[colour][seat]


@PROPERTY
@given(games())
def test_final_scores_are_the_sum_of_the_breakdown(game: Game):
    last = game.states[-1]
    outcome = GAME.outcome(last)
    assert (outcome is not None) == (last.phase is TtdPhase.OVER) == (not GAME.to_act(last))
    if outcome is not None:
        totals = [sum(line.points for line in seat) for seat in scoring.breakdown(last)]
        assert list(outcome.scores) == totals
        assert all(outcome.scores[w] == max(outcome.scores) for w in outcome.winners)


def _water_multiset(state: State) -> Counter[int]:
    held = Counter(v for v in state.water if v)
    for seat in state.seats:
        held.update(seat.water)
    return held


@PROPERTY
@given(games())
def test_water_holes_are_conserved(game: Game):
    placed = _water_multiset(game.states[0])
    for state in game.states:
        assert _water_multiset(state) == placed
        assert all(state.water[i] == 0 for i, o in enumerate(state.owner) if o != -1)


@PROPERTY
@given(games(), st.data())
def test_apply_check_and_legal_actions_never_mutate_their_input(game: Game, data: st.DataObject):
    for state, action in zip(game.states, game.actions, strict=False):
        before = state.model_dump_json()
        GAME.check(state, action)
        GAME.legal_actions(state, action.player)
        GAME.apply(state, action)
        stray = data.draw(_any_action(state))
        GAME.check(state, stray)
        assert state.model_dump_json() == before


def _any_action(state: State) -> st.SearchStrategy[Action]:
    size = len(geometry(state.players).cells)
    kind = st.sampled_from([PlaceRider, PlaceCamel])
    return st.builds(
        lambda k, p, c, cell: k(player=PlayerId(p), colour=c, cell=cell),
        kind,
        st.integers(0, state.players - 1),
        st.integers(0, 4),
        st.integers(0, size - 1),
    )


@PROPERTY
@given(games(), st.data())
def test_check_agrees_with_legal_actions_on_any_action(game: Game, data: st.DataObject):
    for state in game.states[::5]:
        for _ in range(5):
            action = data.draw(_any_action(state))
            legal = GAME.legal_actions(state, action.player)
            assert (GAME.check(state, action) is None) == (action in legal), action


def _hidden(state: State) -> bool:
    return not state.open_scores and state.phase is not TtdPhase.OVER


@PROPERTY
@given(games())
def test_view_hides_other_seats_water_values_only(game: Game):
    for state in game.states[::3]:
        for seat in range(state.players):
            view = GAME.view_for(state, PlayerId(seat))
            assert view.seats[seat] == state.seats[seat]
            for other in range(state.players):
                mine, theirs = view.seats[other], state.seats[other]
                assert len(mine.water) == len(theirs.water)
                if other != seat and _hidden(state):
                    assert set(mine.water) <= {HIDDEN}
                    assert mine.model_copy(update={"water": theirs.water}) == theirs
                else:
                    assert mine == theirs
            assert view.model_copy(update={"seats": state.seats}) == state
            assert GAME.legal_actions(view, PlayerId(seat)) == GAME.legal_actions(
                state, PlayerId(seat)
            )


@PROPERTY
@given(games(), st.data())
def test_view_does_not_depend_on_hidden_values(game: Game, data: st.DataObject):
    # Two positions that differ only in other seats' collected water values look the same.
    state = game.states[-1]
    seat = data.draw(st.integers(0, state.players - 1), label="seat")
    changed = tuple(
        s
        if i == seat
        else s.model_copy(update={"water": tuple(data.draw(st.integers(1, 3)) for _ in s.water)})
        for i, s in enumerate(state.seats)
    )
    other = state.model_copy(update={"seats": changed})
    same = GAME.view_for(state, PlayerId(seat)).model_dump_json()
    if _hidden(state):
        assert GAME.view_for(other, PlayerId(seat)).model_dump_json() == same


@PROPERTY
@given(games(open_scores=True))
def test_open_scores_hide_nothing(game: Game):
    for state in game.states[::7]:
        for seat in range(state.players):
            assert GAME.view_for(state, PlayerId(seat)) == state
