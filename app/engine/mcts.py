"""The `normal` bot: information-set Monte Carlo tree search (`app.engine.bots.make_bot`).

Each iteration first fills in what the seat cannot see through the game's `determinize` hook,
so the same code serves games with hidden hands and tiles; play-outs are truncated after the
game's `rollout_depth` moves and judged by the game's `values`. `app.engine.hardbot` builds on it.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from app.engine.botbase import BotBase
from app.engine.gcpause import gc_paused

if TYPE_CHECKING:
    from app.engine.game import GameBase, PlayerId

__all__ = ["ActionStat", "MctsBot", "SearchNode"]


@dataclass(frozen=True)
class ActionStat:
    """One root action of a search: how often it was tried and how well it did."""

    action: Any
    visits: int
    value: float
    """Mean value for the searching seat over those visits (`GameBase.values`: 0 to 1)."""


@dataclass
class SearchNode:
    """One position of a search tree: its searched moves and how well they did."""

    children: dict[Any, SearchNode] = field(default_factory=dict)
    visits: int = 0
    available: int = 0
    value: list[float] = field(default_factory=list)


class MctsBot(BotBase):
    """Information-set MCTS with truncated play-outs and the game's value function."""

    exploration = 0.9

    def __init__(
        self,
        game: GameBase[Any, Any],
        player: PlayerId,
        seed: int | str,
        iterations: int | None = None,
        seconds: float = 1.5,
    ) -> None:
        super().__init__(game, player, seed)
        self._iterations = iterations if iterations is not None else game.mcts_iterations
        self._game_budget = iterations is None
        """Whether the budget is the game's own (`GameBase.normal_budget` of each position)."""
        self.seconds = seconds
        self.last_iterations = 0
        self.rollout_depth = game.rollout_depth
        """Moves each play-out plays before the game's evaluation judges the position."""

    @property
    def iterations(self) -> int:
        """The iteration budget (the game's own follows `GameBase.normal_budget` per position)."""
        return self._iterations

    @iterations.setter
    def iterations(self, value: int) -> None:
        """A budget set from outside (a review, `--iterations`) holds at every position."""
        self._iterations = value
        self._game_budget = False

    def choose(self, view: Any) -> Any:
        """Search from `view` within the budget and return the most visited action."""
        actions = self._legal(view)
        if len(actions) == 1:
            return actions[0]
        ranked = self._ranked(actions, self._search(view))
        return ranked[0].action if ranked else self.rng.choice(actions)

    def analyse(self, view: Any) -> list[ActionStat]:
        """Search from `view` as `choose` does; return the searched actions, best first.

        The first one is what `choose` would play from the same generator state (when the
        search visited any action); a review compares a played move with it.
        """
        return self._ranked(self._legal(view), self._search(view))

    def _search(self, view: Any) -> SearchNode:
        root = SearchNode()
        deadline = time.monotonic() + self.seconds
        budget = self._own_budget(view) if self._game_budget else self._iterations
        done = 0
        with gc_paused():  # a search makes no reference cycles (`app.engine.gcpause`)
            while done < budget and time.monotonic() < deadline and not self.stop.is_set():
                self._iterate(root, self.game.determinize(view, self.player, self.rng))
                done += 1
        self.last_iterations = done
        return root

    def _own_budget(self, view: Any) -> int:
        """The game's own budget at `view` (for `normal`: `GameBase.normal_budget`)."""
        return self.game.normal_budget(view)

    def _ranked(self, actions: list[Any], root: SearchNode) -> list[ActionStat]:
        """Root children by visits, ties to the earlier legal action (as `choose` breaks them)."""
        me = int(self.player)
        order = sorted(
            (i for i, a in enumerate(actions) if a in root.children),
            key=lambda i: (-root.children[actions[i]].visits, i),
        )
        stats = []
        for i in order:
            child = root.children[actions[i]]
            mean = child.value[me] / child.visits if child.visits else 0.0
            stats.append(ActionStat(actions[i], child.visits, mean))
        return stats

    def _actor(self, state: Any) -> PlayerId | None:
        acting = self.game.to_act(state)
        return min(acting) if acting else None

    def _iterate(self, root: SearchNode, state: Any) -> None:
        path = [root]
        node = root
        while (actor := self._actor(state)) is not None:
            legal = self._candidates(node, state, actor)
            untried = [a for a in legal if a not in node.children]
            if untried:
                action = untried[0]
                node.children[action] = SearchNode()
                node = node.children[action]
                state = self.game.apply(state, action)
                path.append(node)
                break
            action = self._select(node, legal, int(actor))
            node = node.children[action]
            state = self.game.apply(state, action)
            path.append(node)
        values = self._playout(state)
        for visited in path:
            visited.visits += 1
            if not visited.value:
                visited.value = [0.0] * len(values)
            for i, v in enumerate(values):
                visited.value[i] += v

    def _candidates(self, node: SearchNode, state: Any, actor: PlayerId) -> list[Any]:
        """Return the actions searched at `node`: the game's best `search_width` of them."""
        return self.game.ordered_actions(state, actor, self.rng)[: self.game.search_width]

    def _select(self, node: SearchNode, legal: list[Any], actor: int) -> Any:
        best_action, best_score = legal[0], -math.inf
        for action in legal:
            child = node.children[action]
            child.available += 1
            mean = child.value[actor] / child.visits if child.visits else 0.5
            bonus = self.exploration * math.sqrt(
                math.log(max(child.available, 1)) / max(child.visits, 1)
            )
            if mean + bonus > best_score:
                best_action, best_score = action, mean + bonus
        return best_action

    def _playout(self, state: Any) -> tuple[float, ...]:
        for _ in range(self.rollout_depth):
            actor = self._actor(state)
            if actor is None:
                break
            state = self.game.apply(state, self.game.rollout_action(state, actor, self.rng))
        return self.playout_values(state)

    def playout_values(self, state: Any) -> tuple[float, ...]:
        """Each seat's value at the end of a play-out (the game's `values`)."""
        return self.game.values(state)
