"""Barrage bots (issue #4 "Bots"): legal moves, move ordering, evaluation, easy beats random."""

from __future__ import annotations

import gc
from functools import cache

import pytest

from app.engine.bots import EasyBot, MctsBot
from app.engine.game import PlayerId
from app.engine.rng import bot_random
from app.games.barrage import GAME, bots
from app.games.barrage.actions import AnyAction, FulfilContract, Produce, Skip
from app.games.barrage.bots import estimate, reward_value
from app.games.barrage.model import BarrageOptions, ContractChoice, State
from app.games.barrage.rules.contracts import contract
from app.sim import GameTask, play_game


@cache
def _states(players: int, intro: bool, seed: int, every: int = 7, moves: int = 1000) -> list[State]:
    """Positions of a game between easy bots (at most `moves` moves), one every `every`."""
    state = GAME.setup(BarrageOptions(players=players, introductory=intro), seed)
    bots = [EasyBot(GAME, PlayerId(i), seed) for i in range(players)]
    out: list[State] = []
    played = 0
    while (acting := sorted(GAME.to_act(state))) and played < moves:
        seat = PlayerId(acting[0])
        action = bots[seat].choose(GAME.view_for(state, seat))
        assert GAME.check(state, action) is None, action
        if played % every == 0:
            out.append(state)
        state = GAME.apply(state, action)
        played += 1
    assert played == moves or GAME.outcome(state) is not None
    return out


def test_an_easy_game_finishes_with_legal_moves() -> None:
    assert _states(2, False, seed=2, every=50)


@pytest.mark.parametrize(("players", "intro"), [(2, True), (3, False), (4, True)])
def test_normal_and_rollout_moves_are_legal(players: int, intro: bool) -> None:
    states = _states(players, intro, seed=players, every=9, moves=60)
    for n, state in enumerate(states):
        seat = PlayerId(min(GAME.to_act(state)))
        bot = MctsBot(GAME, seat, n, iterations=12, seconds=1e9)
        assert GAME.check(state, bot.choose(GAME.view_for(state, seat))) is None
        rng = bot_random(n, seat)
        assert GAME.check(state, GAME.rollout_action(state, seat, rng)) is None


def _fulfils(state: State, action: AnyAction) -> bool:
    """Would this production's energy (modifier included) fulfil a contract of the seat?"""
    if not isinstance(action, Produce):
        return False
    after = GAME.apply(state, action)
    top = after.pending[-1] if after.pending else None
    return isinstance(top, ContractChoice) and top.waiting == (action.player,)


def test_ordering_is_a_permutation_with_productions_and_contracts_first() -> None:
    seen_produce = seen_choice = False
    for state in _states(2, True, seed=3, every=1):
        seat = PlayerId(min(GAME.to_act(state)))
        legal = GAME.legal_actions(state, seat)
        ranked = GAME.ordered_actions(state, seat, bot_random(0, seat))
        assert sorted(map(repr, ranked)) == sorted(map(repr, legal))
        if any(_fulfils(state, a) for a in legal):
            seen_produce = True
            assert _fulfils(state, ranked[0]), ranked[0]
        if isinstance(state.pending[-1], ContractChoice):
            seen_choice = True
            fulfils = [a for a in ranked if isinstance(a, FulfilContract)]
            assert isinstance(ranked[0], FulfilContract)
            assert isinstance(ranked[-1], Skip)
            best = max(reward_value(contract(a.contract).reward) for a in fulfils)
            assert reward_value(contract(ranked[0].contract).reward) == best
    assert seen_produce
    assert seen_choice


def test_easy_fulfils_a_contract_when_it_can() -> None:
    for state in _states(2, True, seed=3, every=1):
        top = state.pending[-1]
        if isinstance(top, ContractChoice):
            seat = top.waiting[0]
            action = EasyBot(GAME, seat, 0).choose(GAME.view_for(state, seat))
            assert isinstance(action, FulfilContract)
            return
    pytest.fail("no contract choice in the game")


def test_estimate_values_vp_structures_and_water() -> None:
    state = GAME.setup(BarrageOptions(players=2), 1)
    base = estimate(state)
    richer = state.model_copy(deep=True)
    richer.seats[0].vp += 5
    assert estimate(richer)[0] == pytest.approx(base[0] + 5)
    assert estimate(richer)[1] == pytest.approx(base[1])
    states = _states(2, True, seed=3, every=1)
    late = states[-1]
    built = sum(1 for d in late.dams if d.owner in (0, 1)) + sum(
        1 for c in late.conduits if c in (0, 1)
    )
    assert built > 0
    assert sum(estimate(late)) > sum(late.seats[s].vp for s in range(2))


def test_easy_does_not_open_with_the_bank() -> None:
    for seed in (11, 12, 13):
        state = GAME.setup(BarrageOptions(players=2, introductory=True), seed)
        seat = PlayerId(min(GAME.to_act(state)))
        action = EasyBot(GAME, seat, 1).choose(GAME.view_for(state, seat))
        assert action.kind not in ("bank", "pass")


def test_easy_beats_random() -> None:
    wins = 0.0
    for number in range(6):
        levels = ("easy", "random") if number % 2 == 0 else ("random", "easy")
        task = GameTask(
            game=GAME,
            options=BarrageOptions(players=2),
            levels=levels,
            seed=1000 + number,
            bot_seed=f"test:{number}",
        )
        result = play_game(task)
        easy = levels.index("easy")
        if easy in result.winners:
            wins += 1 / len(result.winners)
        assert result.scores[easy] > result.scores[1 - easy]
    assert wins == 6


def test_kept_scores_live_only_as_long_as_their_bot() -> None:
    """Issue #17 "Flat memory": the move-ordering table belongs to one search (one bot)."""
    bots._KEPT.clear()
    states = _states(4, False, seed=4, every=9, moves=60)
    for n, state in enumerate(states):
        seat = PlayerId(min(GAME.to_act(state)))
        bot = MctsBot(GAME, seat, n, iterations=12, seconds=1e9)
        bot.choose(GAME.view_for(state, seat))
        tables = list(bots._KEPT.values())
        assert len(tables) <= 1
        assert all(0 < len(t) <= bots.KEPT_LIMIT for t in tables)
        del bot, tables
        gc.collect()
        assert len(bots._KEPT) == 0


def test_kept_scores_start_again_past_the_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bots, "KEPT_LIMIT", 5)
    rng = bot_random(1, 0)
    most = 0
    for state in _states(4, False, seed=4, every=9, moves=60):
        seat = PlayerId(min(GAME.to_act(state)))
        GAME.ordered_actions(state, seat, rng)
        size = len(bots._KEPT[rng])
        # an ordering call may add its listing's shared actions; the next one starts over
        assert size < 5 + len(GAME.legal_actions(state, seat))
        most = max(most, size)
    assert most >= 5  # the limit was reached, so the table did start over
