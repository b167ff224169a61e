"""Round 1's price dice are in the log (issue 35 §3: setup's automatic steps were lost)."""

from __future__ import annotations

from app.engine.conformance import check_ledger
from app.engine.text import render
from app.games.tinners_trail import GAME
from app.games.tinners_trail.model import Phase, TinOptions


def test_round_one_and_its_price_dice_come_under_round_ones_heading():
    """Issue 35: "Round 1 begins" and its prices sat under "1. Ann keeps one survey card";
    they come with the keep that ends setup, after the heading "Round 1: Actions"."""
    state = GAME.setup(TinOptions(players=3), 5)
    steps = []
    while state.phase is Phase.KEEP:
        seat = min(GAME.to_act(state))
        action = GAME.legal_actions(state, seat)[0]
        after = GAME.apply(state, action)
        steps.append(GAME.step_events(state, action, after))
        state = after
    assert all(lines == [] for lines in steps[:-1])  # no keep but the last says anything
    lines = steps[-1]
    assert GAME.event_heading(lines[0]) is not None
    assert render(lines[0], "en") == "Round 1: Actions"
    said = [render(line, "en") for line in lines[1:]]
    assert said[0].startswith("Round 1 begins")
    prices = [line for line in said if line.startswith("Price of ")]
    assert len(prices) == 2
    assert all("dice " in line and ": £" in line for line in prices)
    assert [x for x in lines[1:] if GAME.event_heading(x) is not None] == []


def test_the_ledger_still_adds_up():
    assert check_ledger(GAME, 3, [5], max_steps=5000) > 0
