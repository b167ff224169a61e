"""Seeded randomness stored in the game state (STYLE.md §3, RNG).

Every random draw goes through `Rng.stream()`, which bumps a counter kept in the state, so
that the same seed and the same actions give the same draws in any process.
"""

from __future__ import annotations

import random

from pydantic import BaseModel, ConfigDict

__all__ = ["Random", "Rng", "bot_random", "new_seed"]

Random = random.Random
"""The generator type, for annotations elsewhere (the `random` module is banned there)."""


class Rng(BaseModel):
    """A seed plus the number of streams drawn so far."""

    model_config = ConfigDict(extra="forbid")

    seed: int
    """The game's seed, as chosen in the new-game dialog or on the command line."""
    draws: int = 0
    """How many streams have been taken; each stream is seeded by `seed` and this count."""

    def stream(self) -> random.Random:
        """Return a fresh generator and count the draw (only on a draft state)."""
        self.draws += 1
        return random.Random(f"{self.seed}:{self.draws}")


def bot_random(seed: int | str, player: int) -> random.Random:
    """Return a bot's own generator, independent from the game's draws."""
    return random.Random(f"bot:{seed}:{player}")


def new_seed() -> int:
    """Return a random seed for a new game (the only unseeded randomness)."""
    return random.SystemRandom().randrange(1, 10**9)
