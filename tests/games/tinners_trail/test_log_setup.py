"""Round 1's price dice are in the log (issue 35 §3: setup's automatic steps were lost)."""

from __future__ import annotations

from app.engine.conformance import check_ledger
from app.engine.game import PlayerId
from app.engine.text import render
from app.games.tinners_trail import GAME
from app.games.tinners_trail.model import TinOptions


def test_the_first_action_shows_round_one_and_its_price_dice():
    state = GAME.setup(TinOptions(players=3), 5)
    action = GAME.legal_actions(state, PlayerId(0))[0]
    after = GAME.apply(state, action)
    lines = [render(line, "en") for line in GAME.step_events(state, action, after)]
    prices = [line for line in lines if line.startswith("Price of ")]
    assert len(prices) == 2
    assert all("dice " in line and ": £" in line for line in prices)
    assert lines[0].startswith("Round 1 begins")
    # the next action's lines do not repeat them
    second = GAME.legal_actions(after, PlayerId(1))[0]
    later = GAME.step_events(after, second, GAME.apply(after, second))
    assert not [x for x in later if render(x, "en").startswith("Price of ")]


def test_the_ledger_still_adds_up():
    assert check_ledger(GAME, 3, [5], max_steps=5000) > 0
