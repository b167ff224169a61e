"""Bots for every game: `random`, `easy` (greedy heuristics), `normal` and `hard` (search).

A bot sees only `game.view_for(state, player)` and returns one of its seat's legal actions.
This module holds the `random` and `easy` bots and `make_bot`, which picks a bot by level; the
`normal` bot is information-set Monte Carlo tree search (`app.engine.mcts`, re-exported here)
and `hard` builds on it (`app.engine.hardbot`).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, Protocol

from app.engine.botbase import BotBase
from app.engine.hardbot import HardBot
from app.engine.mcts import ActionStat, MctsBot, SearchNode

if TYPE_CHECKING:
    from app.engine.game import GameBase, PlayerId

__all__ = [
    "LEVELS",
    "ActionStat",
    "Bot",
    "EasyBot",
    "MctsBot",
    "RandomBot",
    "SearchNode",
    "make_bot",
]

LEVELS = ("random", "easy", "normal", "hard")


class Bot(Protocol):
    """What the session, the CLI and the GUI need from a bot."""

    player: PlayerId

    def choose(self, view: Any) -> Any:
        """Return one of `player`'s legal actions in the position `view`."""
        ...


class RandomBot(BotBase):
    """Picks uniformly among the legal actions."""

    def choose(self, view: Any) -> Any:
        """Return a random legal action."""
        return self.rng.choice(self._legal(view))


class EasyBot(BotBase):
    """The game's own heuristic, else the action with the best one-move evaluation."""

    max_candidates = 200

    def choose(self, view: Any) -> Any:
        """Return the game's easy move, or the greedy best one."""
        special = self.game.easy_action(view, self.player, self.rng)
        if special is not None:
            return special
        actions = self._legal(view)
        if len(actions) == 1:
            return actions[0]
        if len(actions) > self.max_candidates:
            actions = self.rng.sample(actions, self.max_candidates)
        state = self.game.determinize(view, self.player, self.rng)
        me = int(self.player)
        best: list[Any] = []
        best_value = -math.inf
        for action in actions:
            value = self.game.values(self.game.apply(state, action))[me]
            if value > best_value + 1e-9:
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        return self.rng.choice(best)


def make_bot(level: str, game: GameBase[Any, Any], player: PlayerId, seed: int | str) -> Bot:
    """Return a bot of `level` (`random`, `easy`, `normal` or `hard`) for `player`."""
    if level == "random":
        return RandomBot(game, player, seed)
    if level == "easy":
        return EasyBot(game, player, seed)
    if level == "normal":
        return MctsBot(game, player, seed)
    if level == "hard":
        return HardBot(game, player, seed)
    msg = f"unknown bot level {level!r} (choose from {', '.join(LEVELS)})"
    raise ValueError(msg)
