"""The search's hooks of Through the Desert: move ordering, play-out moves, evaluation.

They read the board masks and worth tables rather than the legal list, so they are checked
against the plain engine answers over random positions of every player count.
"""

from __future__ import annotations

import itertools

import pytest

from app.engine.game import PlayerId
from app.engine.rng import bot_random
from app.games.through_the_desert import GAME
from app.games.through_the_desert.bots import prior
from app.games.through_the_desert.model import HIDDEN, PlaceRiders, State, TtdOptions
from app.games.through_the_desert.rules import scoring


def _states(players: int, seed: int) -> list[State]:
    state = GAME.setup(TtdOptions(players=players), seed)
    rng = bot_random(f"bots:{seed}", players)
    states = [state]
    while acting := sorted(GAME.to_act(state)):
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state, acting[0])))
        states.append(state)
    return states


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_ordered_actions_are_the_legal_actions_best_first(players: int):
    rng = bot_random("order", players)
    for state in _states(players, 1)[::2]:
        acting = sorted(GAME.to_act(state))
        if not acting:
            assert GAME.ordered_actions(state, PlayerId(0), rng) == []
            continue
        seat = PlayerId(acting[0])
        legal = GAME.legal_actions(state, seat)
        ordered = GAME.ordered_actions(state, seat, rng)
        assert sorted(ordered, key=str) == sorted(legal, key=str)
        sizes = scoring.caravan_sizes(state)
        best = max(prior(state, a, sizes) for a in legal)
        # The tie-break noise is below 0.1: the first move is within it of the best prior.
        assert prior(state, ordered[0], sizes) >= best - 0.1
        if isinstance(state.pending[-1], PlaceRiders):
            continue
        priors = [prior(state, a, sizes) for a in ordered]
        assert all(a >= b - 0.1 for a, b in itertools.pairwise(priors))


@pytest.mark.parametrize("players", [2, 5])
def test_rollout_moves_are_legal_and_vary(players: int):
    rng = bot_random("rollout", players)
    for state in _states(players, 2)[::3]:
        acting = sorted(GAME.to_act(state))
        if not acting:
            continue
        seat = PlayerId(acting[0])
        legal = GAME.legal_actions(state, seat)
        moves = {GAME.rollout_action(state, seat, rng) for _ in range(12)}
        assert moves <= set(legal)
        if isinstance(state.pending[-1], PlaceRiders):
            assert len(moves) > 1  # drawn from hundreds of rider moves


@pytest.mark.parametrize("players", [2, 4])
def test_estimate_is_the_score_breakdown_with_hidden_holes_as_two(players: int):
    for state in _states(players, 3)[::5]:
        totals = [sum(line.points for line in seat) for seat in scoring.breakdown(state)]
        assert scoring.totals(state) == totals
        assert GAME.estimate(state) == tuple(float(t) for t in totals)
        view = GAME.view_for(state, PlayerId(0))
        hidden = [seat.water.count(HIDDEN) for seat in view.seats]
        shown = [sum(line.points for line in seat) for seat in scoring.breakdown(view)]
        assert GAME.estimate(view) == tuple(
            float(s + 2 * h) for s, h in zip(shown, hidden, strict=True)
        )
