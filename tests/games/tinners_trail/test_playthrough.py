"""The shared playthrough checker over many seeded random games (STYLE.md §6).

Every engine contract at every step (`app.engine.conformance`): legal actions pass `check()`,
refused actions get a reason `Text`, `apply` never mutates its input, states and views
re-validate and survive JSON, undo restores the snapshot, replay is identical.
"""

from __future__ import annotations

import pytest

from app.engine.conformance import check_playthrough
from app.games.tinners_trail import GAME

SEEDS_PER_COUNT = 40
CASES = [(players, seed) for players in (2, 3, 4, 5) for seed in range(SEEDS_PER_COUNT)]


@pytest.mark.parametrize(("players", "seed"), CASES, ids=[f"{p}p-{s}" for p, s in CASES])
def test_random_game_keeps_every_contract(players: int, seed: int):
    report = check_playthrough(GAME, seed, players)
    outcome = report.outcome
    assert len(outcome.scores) == players
    assert outcome.winners
    assert [sum(line.points for line in seat) for seat in outcome.breakdown] == list(outcome.scores)
    best = max(outcome.scores)
    assert all(outcome.scores[w] == best for w in outcome.winners)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_views_checked_at_every_step(players: int):
    check_playthrough(GAME, 1000 + players, players, views_every=1)
