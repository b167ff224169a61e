"""The `hard` bot: the `normal` search, given more thought and spent where it matters.

Like `normal` it is information-set Monte Carlo tree search on the seat's own view (each
iteration fills in the hidden cards and tiles through the game's `determinize`, never reading
them), with the game's move ordering and its evaluation after short play-outs. It differs in
four ways, each measured against `normal` (`bench/ladder.py`):

- a fixed, larger budget per move (`GameBase.hard_budget`), not a time limit, so a match
  replays the same way on any machine; a safety cap (`seconds`) and the stop event still end
  it early in the app;
- progressive widening: a node first searches the game's three most promising moves and
  admits the next one as its visits grow (up to `GameBase.hard_width`), so iterations go deep
  on good lines instead of wide on poor ones, while a move `normal` never looks at (past its
  `search_width`) can still be found;
- less exploration, since its statistics rest on more visits;
- at more than two seats, where the game asks for it (`GameBase.hard_pairwise_values`), a
  value that still tells moves apart when the seat is far behind: half the game's value (the
  margin over the best other seat, which saturates near 0 once the leader is a few
  `score_scale` ahead, so every move looks alike), half the mean of the same curve against
  each other seat alone (climbing past the seat just ahead counts).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from app.engine.mcts import MctsBot, SearchNode

if TYPE_CHECKING:
    from app.engine.game import GameBase, PlayerId

__all__ = ["HardBot"]

FIRST_WIDTH = 3
"""Moves a new node searches before any widening."""
WIDEN_RATE = 0.5
"""A node searches `FIRST_WIDTH + WIDEN_RATE * sqrt(visits)` moves: 4 after 4 visits, 8 after
100, 12 after 324 (the usual square-root widening; a root at 1,000 iterations sees them all)."""
SAFETY_SECONDS = 30.0
"""Longest a move may take on a very slow machine before the best move so far is played."""


class HardBot(MctsBot):
    """`normal`'s search with a larger fixed budget, progressive widening and less exploring."""

    exploration = 0.7

    def __init__(
        self,
        game: GameBase[Any, Any],
        player: PlayerId,
        seed: int | str,
        iterations: int | None = None,
        seconds: float = SAFETY_SECONDS,
    ) -> None:
        super().__init__(game, player, seed, iterations, seconds)
        if iterations is None:
            self._iterations = game.hard_iterations
        if game.hard_rollout_depth is not None:
            self.rollout_depth = game.hard_rollout_depth

    def _own_budget(self, view: Any) -> int:
        """The game's `hard` budget at `view` (`GameBase.hard_budget`)."""
        return self.game.hard_budget(view)

    def playout_values(self, state: Any) -> tuple[float, ...]:
        """The game's values; blended with pairwise ones where the game asks for it.

        At more than two seats the margin over the leader saturates: a seat far behind sees
        every move as lost. Half the value is then its mean chance against each other seat
        alone (`GameBase.hard_pairwise_values`; measured per game, on where it helped).
        """
        game = self.game
        if not game.hard_pairwise_values or game.outcome(state) is not None:
            return game.values(state)
        est = game.estimate(state)
        values = game.values_from(est)
        if len(est) <= 2:
            return values
        scale = game.score_scale
        blended = []
        for i, mine in enumerate(est):
            pairs = [math.tanh((mine - theirs) / scale) for j, theirs in enumerate(est) if j != i]
            pairwise = 0.5 + 0.5 * sum(pairs) / len(pairs)
            blended.append(0.5 * values[i] + 0.5 * pairwise)
        return tuple(blended)

    def _candidates(self, node: SearchNode, state: Any, actor: PlayerId) -> list[Any]:
        """Return the game's most promising moves, more of them the more `node` was visited."""
        width = FIRST_WIDTH + int(WIDEN_RATE * math.sqrt(node.visits))
        width = min(width, self.game.hard_width)
        return self.game.ordered_actions(state, actor, self.rng)[:width]
