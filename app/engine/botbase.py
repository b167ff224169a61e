"""What every bot class shares: its game, its seat, its own generator and a stop event.

`app.engine.bots` (random, easy), `app.engine.mcts` (normal) and `app.engine.hardbot` (hard)
build on it; `app.engine.bots.make_bot` picks one by level.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any

from app.engine.rng import bot_random

if TYPE_CHECKING:
    from app.engine.game import GameBase, PlayerId
    from app.engine.rng import Random

__all__ = ["BotBase"]


class BotBase:
    """A bot of `game` for seat `player`, its generator seeded from `seed` and the seat."""

    def __init__(self, game: GameBase[Any, Any], player: PlayerId, seed: int | str) -> None:
        self.game = game
        self.player = player
        self.rng: Random = bot_random(seed, int(player))
        self.stop = threading.Event()
        """Set (from any thread) to end a search early; the move found so far is returned."""

    def _legal(self, view: Any) -> list[Any]:
        actions = self.game.legal_actions(view, self.player)
        if not actions:
            msg = f"seat {self.player} has no legal action"
            raise ValueError(msg)
        return actions
