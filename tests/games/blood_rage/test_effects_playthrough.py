"""Every engine contract with the card effects in play (STYLE.md §6, `check_playthrough`).

Random setups rarely put many effect cards in play, so `Loaded` starts each game in Age 1's
Action phase with every upgrade slot filled at random and five effect cards (battle and quest)
in each hand, then plays it to the end with random legal moves: `check()` agrees with
`legal_actions()`, views re-validate, undo and replay are exact, the game ends.
"""

from __future__ import annotations

import random  # noqa: TID251 - a test driver, not game state
from typing import TYPE_CHECKING

import pytest

from app.engine.conformance import check_playthrough
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.game import BloodRage
from tests.games.blood_rage.builders import make_state

if TYPE_CHECKING:
    from app.games.blood_rage.model import BrOptions, State

SLOTS = (("leader", 1), ("warrior", 1), ("ship", 1), ("monster", 2), ("clan", 3))
DESTROYED = {2: ["utgard", "andlang", "gimle"], 3: ["utgard", "andlang"], 4: ["utgard"]}


def loaded_position(players: int, seed: int) -> State:
    """Age 1's Action phase: random upgrades in every slot, 5 effect cards in each hand."""
    rng = random.Random(f"loaded:{players}:{seed}")
    cards = game_data().cards
    used: set[str] = set()
    upgrades: dict[str, list[str]] = {}
    for p in range(players):
        mine: list[str] = []
        for family, n in SLOTS:
            pool = sorted(c.id for c in cards if c.family == family and c.id not in used)
            mine += rng.sample(pool, min(n, len(pool)))
            used |= set(mine)
        upgrades[str(p)] = mine
    effects = [
        c for c in cards if c.family == "quest" or (c.family == "battle" and c.effect != "plain")
    ]
    pool = sorted(c.id for c in effects if c.id not in used)
    rng.shuffle(pool)
    hands = {str(p): pool[5 * p : 5 * p + 5] for p in range(players)}
    return make_state(
        players,
        seed=seed,
        phase="action",
        first_player=seed % players,
        destroyed=DESTROYED[players],
        upgrades=upgrades,
        hands=hands,
    )


class Loaded(BloodRage):
    """Blood Rage starting from `loaded_position`."""

    def setup(self, options: BrOptions, seed: int) -> State:
        """The loaded position for this player count and seed."""
        return loaded_position(options.players, seed)


FAST = [(players, seed) for players in (2, 3, 4) for seed in range(3)]
SLOW = [(players, seed) for players in (2, 3, 4) for seed in range(3, 23)]


@pytest.mark.parametrize(("players", "seed"), FAST, ids=[f"{p}p-{s}" for p, s in FAST])
def test_loaded_game_keeps_every_contract(players: int, seed: int):
    report = check_playthrough(Loaded(), seed, players, views_every=3)
    assert report.steps > 20


@pytest.mark.slow
@pytest.mark.parametrize(("players", "seed"), SLOW, ids=[f"{p}p-{s}" for p, s in SLOW])
def test_many_loaded_games_keep_every_contract(players: int, seed: int):
    check_playthrough(Loaded(), seed, players)
