"""Bots: every level returns a legal action from the seat's view only."""

from __future__ import annotations

import math
from typing import Any

import pytest

from app.engine.bots import LEVELS, EasyBot, MctsBot, RandomBot, make_bot
from app.engine.game import PlayerId
from app.engine.rng import bot_random
from app.games.barrage import GAME as BARRAGE
from app.games.barrage.model import BarrageOptions
from tests.engine.toy import HIDDEN, TOY, ToyState


def positions(players: int, seed: int, count: int = 12) -> list[ToyState]:
    """States along a random game (some with hidden bonus cards)."""
    rng = bot_random(f"positions:{seed}", 0)
    state = TOY.setup(TOY.Options(players=players), seed)
    out: list[ToyState] = []
    while (acting := sorted(TOY.to_act(state))) and len(out) < count:
        out.append(state)
        state = TOY.apply(state, rng.choice(TOY.legal_actions(state, acting[0])))
    return out


def actor(state: ToyState) -> PlayerId:
    return min(TOY.to_act(state))


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("players", [2, 4])
def test_levels_return_legal_actions(level: str, players: int):
    for state in positions(players, seed=players * 10):
        seat = actor(state)
        bot = make_bot(level, TOY, seat, seed=3)
        choice = bot.choose(TOY.view_for(state, seat))
        assert choice in TOY.legal_actions(state, seat)
        assert TOY.check(state, choice) is None


def test_levels_make_the_right_classes():
    assert isinstance(make_bot("random", TOY, PlayerId(0), 1), RandomBot)
    assert isinstance(make_bot("easy", TOY, PlayerId(0), 1), EasyBot)
    bot = make_bot("normal", TOY, PlayerId(1), 1)
    assert isinstance(bot, MctsBot)
    assert bot.player == 1


def test_unknown_level_raises():
    with pytest.raises(ValueError, match=r"unknown bot level 'expert'.*easy, normal, hard"):
        make_bot("expert", TOY, PlayerId(0), 1)


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_choices(level: str):
    states = positions(3, seed=5)

    def choices(seed: int) -> list[Any]:
        out = []
        for state in states:
            seat = actor(state)
            bot = make_bot(level, TOY, seat, seed)
            if isinstance(bot, MctsBot):
                bot.seconds = math.inf
            out.append(bot.choose(TOY.view_for(state, seat)))
        return out

    assert choices(8) == choices(8)


def test_search_bot_uses_its_iteration_budget():
    state = positions(2, seed=2, count=1)[0]
    bot = MctsBot(TOY, PlayerId(0), seed=1, iterations=25, seconds=math.inf)
    bot.choose(TOY.view_for(state, PlayerId(0)))
    assert bot.last_iterations == 25


def test_search_bot_sees_only_a_view_with_hidden_cards():
    session_state = TOY.setup(TOY.Options(players=2), 1)
    for data in ({"kind": "draw", "player": 0}, {"kind": "take", "player": 0, "count": 1}):
        session_state = TOY.apply(session_state, TOY.parse_action(data))
    session_state = TOY.apply(session_state, TOY.parse_action({"kind": "end", "player": 0}))
    view = TOY.view_for(session_state, PlayerId(1))
    assert view.seats[0].bonus == (HIDDEN,)
    bot = MctsBot(TOY, PlayerId(1), seed=1, iterations=40, seconds=math.inf)
    assert bot.choose(view) in TOY.legal_actions(session_state, PlayerId(1))


def test_single_legal_action_is_returned_without_search():
    state = TOY.setup(TOY.Options(players=2, pile=1), 1)
    state = TOY.apply(state, TOY.parse_action({"kind": "draw", "player": 0}))
    (only,) = TOY.legal_actions(state, PlayerId(0))
    bot = MctsBot(TOY, PlayerId(0), seed=1, iterations=50)
    assert bot.choose(state) == only
    assert bot.last_iterations == 0


def test_bot_without_legal_action_says_so():
    state = TOY.setup(TOY.Options(players=2), 1)
    bot = make_bot("random", TOY, PlayerId(1), 1)
    with pytest.raises(ValueError, match="seat 1 has no legal action"):
        bot.choose(state)


def test_easy_beats_random_on_toy():
    """The greedy bot takes 2 and ends turns well: it should win clearly more often."""
    wins = 0.0
    games = 40
    for g in range(games):
        seats = [make_bot("easy", TOY, PlayerId(0), g), make_bot("random", TOY, PlayerId(1), g)]
        if g % 2:
            seats = [make_bot("random", TOY, PlayerId(0), g), make_bot("easy", TOY, PlayerId(1), g)]
        state = TOY.setup(TOY.Options(players=2), g)
        while acting := sorted(TOY.to_act(state)):
            seat = acting[0]
            state = TOY.apply(state, seats[seat].choose(TOY.view_for(state, seat)))
        outcome = TOY.outcome(state)
        assert outcome is not None
        easy_seat = g % 2
        if easy_seat in outcome.winners:
            wins += 1 / len(outcome.winners)
    assert wins / games > 0.6


def test_the_normal_budget_follows_the_position_unless_set():
    # Barrage with the Leeghwater expansion gives `normal` more iterations (its actions widen
    # every turn; issue 21: normal must beat easy with the expansion on).
    def searched(leeghwater: bool, iterations: int | None = None, later: int | None = None) -> int:
        state = BARRAGE.setup(BarrageOptions(players=2, leeghwater=leeghwater), 3)
        seat = PlayerId(min(BARRAGE.to_act(state)))
        bot = MctsBot(BARRAGE, seat, "budget", iterations=iterations, seconds=math.inf)
        if later is not None:
            bot.iterations = later
        bot.choose(BARRAGE.view_for(state, seat))
        return bot.last_iterations

    assert searched(False) == BARRAGE.mcts_iterations == 200
    assert searched(True) == BARRAGE.leeghwater_budget == 320
    assert searched(True, iterations=40) == 40  # a budget given holds everywhere
    assert searched(True, later=30) == 30  # so does one set afterwards (reviews, --iterations)
