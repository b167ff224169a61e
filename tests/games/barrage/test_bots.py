"""Barrage bots (issue #4 "Bots"): legal moves, move ordering, evaluation, easy beats random."""

from __future__ import annotations

import gc
from functools import cache

import pytest

from app.engine.bots import EasyBot, MctsBot
from app.engine.game import PlayerId
from app.engine.rng import bot_random
from app.games.barrage import GAME, bots
from app.games.barrage.actions import AnyAction, FulfilContract, Produce, Skip, TakeContracts
from app.games.barrage.bots import estimate, reward_value
from app.games.barrage.data.data import game_data
from app.games.barrage.model import BarrageOptions, ContractChoice, State
from app.games.barrage.rules.contracts import contract
from app.games.barrage.rules.scoring import credits_for
from app.games.barrage.systems import inflow_of, system_energy
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


def test_ordering_keeps_all_but_wasteful_takes_productions_and_contracts_first() -> None:
    seen_produce = seen_choice = False
    for state in _states(2, True, seed=3, every=1):
        seat = PlayerId(min(GAME.to_act(state)))
        legal = GAME.legal_actions(state, seat)
        ranked = GAME.ordered_actions(state, seat, bot_random(0, seat))
        energy = system_energy(state, seat, inflow_of(state))
        kept = [
            a
            for a in legal
            if not (isinstance(a, TakeContracts) and bots.wasteful_take(state, a, energy))
        ]
        assert sorted(map(repr, ranked)) == sorted(map(repr, kept or legal))
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


FULL_HAND_SEED = 550502133
"""Setup of a normal-vs-easy bench game (`bench/barrage_bots.py`, seed 1, game 0)."""
FULL_HAND_MOVES: tuple[dict[str, object], ...] = (
    {"player": 1, "kind": "construct", "tile": "joker", "structure": "conduit", "space": "C9L",
     "excavators": 2, "mixers": 0},
    {"player": 0, "kind": "construct", "tile": "joker", "structure": "powerhouse",
     "space": "P11_0", "excavators": 0, "mixers": 2},
    {"player": 1, "kind": "construct", "tile": "conduit", "structure": "conduit",
     "space": "C10R", "excavators": 2, "mixers": 0},
    {"player": 0, "kind": "construct", "tile": "conduit", "structure": "conduit", "space": "C8L",
     "excavators": 6, "mixers": 0},
    {"player": 1, "kind": "construct", "tile": "powerhouse", "structure": "powerhouse",
     "space": "P11_1", "excavators": 0, "mixers": 2},
    {"player": 0, "kind": "produce", "space": "turbine_b2", "dam": "B8L", "conduit": "C8L",
     "powerhouse": "P11_0", "drops": 1},
    {"player": 0, "kind": "fulfil_contract", "contract": 2},
    {"player": 1, "kind": "buy_machinery", "space": "machinery_b", "excavators": 1, "mixers": 1},
    {"player": 0, "kind": "take_contracts", "space": "contract_t", "contracts": (214, 307)},
    {"player": 1, "kind": "manage_water", "space": "water_p2", "headstreams": ("HA", "HA")},
    {"player": 0, "kind": "take_contracts", "space": "contract_o", "contracts": (413,)},
    {"player": 1, "kind": "bank", "engineers": 1},
    {"player": 0, "kind": "buy_machinery", "space": "machinery_e", "excavators": 1, "mixers": 0},
    {"player": 1, "kind": "bank", "engineers": 1},
)  # fmt: skip
"""Round 1 of that game up to the `normal` seat's turn with a full hand (#214, #307, #413)."""


@cache
def _full_hand() -> State:
    """Seat 0 (normal) holds 3 contracts, 5 credits, 3 engineers; only the paid offices are open.

    Here the old `normal` bot took #200 on the 3-credit office and gave it straight back (the
    bench game), or paid 3 credits to swap a held contract for a worse one (fresh searches).
    """
    state = GAME.setup(BarrageOptions(players=2), FULL_HAND_SEED)
    for move in FULL_HAND_MOVES:
        state = GAME.apply(state, GAME.parse_action(move))
    assert sorted(GAME.to_act(state)) == [0]
    assert sorted(state.seats[0].contracts) == [214, 307, 413]
    return state


def test_no_take_that_loses_value_is_searched():
    state = _full_hand()
    me = PlayerId(0)
    takes = [a for a in GAME.legal_actions(state, me) if isinstance(a, TakeContracts)]
    assert any(set(a.contracts) & set(a.discard) for a in takes)  # take-and-return is legal
    energy = system_energy(state, 0, inflow_of(state))
    assert all(bots.wasteful_take(state, a, energy) for a in takes)  # and so is every take here
    searched = GAME.ordered_actions(state, me, bot_random(0, me))
    assert searched
    assert not any(isinstance(a, TakeContracts) for a in searched)


@pytest.mark.parametrize("seed", ["t0", "t1", "t2"])
def test_normal_neither_returns_nor_pays_to_swap_a_contract(seed: str):
    """A beaten player saw the `normal` bot take a contract, give it back, and pay for it."""
    state = _full_hand()
    action = MctsBot(GAME, PlayerId(0), seed, seconds=1e9).choose(GAME.view_for(state, PlayerId(0)))
    assert not isinstance(action, TakeContracts), action


def test_a_swap_must_gain_clearly_and_a_paid_take_must_be_within_reach():
    state = _full_hand()  # hand #214 (needs 4), #307 (6), #413 (10)

    def take(space: str, taken: tuple[int, ...], given: tuple[int, ...] = ()) -> TakeContracts:
        return TakeContracts(player=PlayerId(0), space=space, contracts=taken, discard=given)

    wasteful = bots.wasteful_take
    assert wasteful(state, take("contract_o", (310,), (310,)), 30.0)  # takes it back at once
    # #310 (needs 7: 6 VP and an excavator) for #307 (6: a free conduit), both within reach
    assert not wasteful(state, take("contract_o", (310,), (307,)), 10.0)
    assert wasteful(state, take("contract_oc", (310,), (307,)), 10.0)  # not by 3 credits more
    assert wasteful(state, take("contract_o", (307,), (310,)), 10.0)  # the worse one kept
    # out of reach of 3 energy (+2): no credits for it, but a free take into a free slot is fine
    state.seats[0].contracts = [214]
    assert wasteful(state, take("contract_oc", (310,)), 3.0)
    assert not wasteful(state, take("contract_o", (310,)), 3.0)
    assert not wasteful(state, take("contract_oc", (310,)), 5.0)


def test_the_round_is_worth_less_at_zero_energy():
    """The energy track's 0 row (-3 VP) and credits count: producing 1 energy is worth it."""
    state = GAME.setup(BarrageOptions(players=2), 1)
    state.seats[1].energy = 9
    idle, one = state.model_copy(deep=True), state.model_copy(deep=True)
    one.seats[0].energy = 1
    gained = estimate(one)[0] - estimate(idle)[0]
    track = game_data().energy
    second = track.ranking.second
    row = track.credit_row(1).vp - track.credit_row(0).vp
    credits = credits_for(one, 1) - credits_for(idle, 0)
    assert row > 0
    assert gained == pytest.approx(0.8 * (second + row + bots.CREDIT_VP * credits))
