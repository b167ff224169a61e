"""The shared playthrough checker over many seeded random games (STYLE.md §6).

50 seeds for each player count (200 games) with the default options, plus a few with
`open_scores=True`. Each game checks every engine contract at every step (see
`app.engine.conformance`).
"""

from __future__ import annotations

import pytest

from app.engine.conformance import check_playthrough
from app.games.through_the_desert import GAME
from app.games.through_the_desert.model import TtdOptions
from app.games.through_the_desert.rules.setup import SUPPLY

SEEDS_PER_COUNT = 50
CASES = [(players, seed) for players in (2, 3, 4, 5) for seed in range(SEEDS_PER_COUNT)]


@pytest.mark.parametrize(("players", "seed"), CASES, ids=[f"{p}p-{s}" for p, s in CASES])
def test_random_game_keeps_every_contract(players: int, seed: int):
    report = check_playthrough(GAME, seed, players)
    outcome = report.outcome
    assert len(outcome.scores) == players
    assert outcome.winners
    best = max(outcome.scores)
    assert outcome.winners == tuple(p for p, s in enumerate(outcome.scores) if s == best)
    assert [sum(line.points for line in seat) for seat in outcome.breakdown] == list(outcome.scores)
    # Rider rounds alone take 5 (4 with five players) actions per seat.
    assert report.steps > players * (4 if players == 5 else 5)
    assert report.steps <= players * 5 + 5 * SUPPLY[players]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_open_scores_game_keeps_every_contract(players: int):
    options = TtdOptions(players=players, open_scores=True)
    for seed in (1000, 1001):
        report = check_playthrough(GAME, seed, players, options=options, views_every=1)
        assert len(report.outcome.scores) == players
