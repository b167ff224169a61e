"""Two moves compared on paired play-outs, with the noise of the estimate (issue 38 §1).

A review may say a move was worse than another only when the difference is larger than the
estimate's noise. Both moves are played from the same positions: each pair fills in what the
seat cannot see with one guess (`GameBase.determinize` of the seat's own view) and plays both
moves on from it with one random stream (the same seed for both continuations), so that the
luck of the guess and of the play-out is shared and the difference of the pair is the moves'
(`compare_moves` plays the pairs as the reviewing bot's play-outs). Every
pair is played the same way, so the pairs are independent draws of one quantity and a deeper
check (more pairs) measures the same thing more closely (`bench/review_check.py`).
The pairs' differences give a mean and its interval (the mean ± `Z_FAIRLY` standard errors);
the alternative is called better only when the whole interval lies above zero.

Sequential: `first` pairs, then twice as many while the interval still straddles zero and the
mean says the alternative might be better, up to `most` (looking more than once widens the
real error a little, one more reason for a wide `Z_FAIRLY`). Deterministic: the pairs'
guesses and seeds come from the generator passed in. Qt-free.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from app.engine.rng import bot_random

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.engine.mcts import MctsBot
    from app.engine.rng import Random

__all__ = ["Z_FAIRLY", "Z_VERY", "Comparison", "compare", "compare_moves"]

Z_FAIRLY = 3.0
"""Standard errors either side of the mean: the interval a "fairly sure" verdict excludes zero
from. Wider than the usual 1.96 (95%): a review tests some 40 decisions a seat, most of them
no worse than the bot's move, and looks again as pairs are added; at 1.96 about one move a game
was flagged by luck alone, and half the flags of a game failed a check with 8x the pairs
(`bench/review_check.py`); at 3 a move of no worse value is flagged about once in 700."""
Z_VERY = 4.5
"""Standard errors of the mean above zero for "very sure"."""


@dataclass(frozen=True)
class Comparison:
    """Paired play-outs of an alternative ("best") against the move played."""

    best: tuple[float, ...]
    """The alternative's value for the seat in each pair (0 to 1)."""
    played: tuple[float, ...]
    """The played move's value in the same pairs."""

    @property
    def pairs(self) -> int:
        """How many pairs were played."""
        return len(self.best)

    @property
    def best_value(self) -> float:
        """The alternative's mean value."""
        return sum(self.best) / self.pairs

    @property
    def played_value(self) -> float:
        """The played move's mean value."""
        return sum(self.played) / self.pairs

    @property
    def mean(self) -> float:
        """The mean difference (alternative minus played): what not playing it cost."""
        return self.best_value - self.played_value

    @property
    def error(self) -> float:
        """The standard error of the mean difference (0 with fewer than two pairs)."""
        n = self.pairs
        if n < 2:
            return 0.0
        diffs = [b - p for b, p in zip(self.best, self.played, strict=True)]
        mean = sum(diffs) / n
        spread = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        return math.sqrt(spread / n)

    @property
    def low(self) -> float:
        """The interval's lower end (`Z_FAIRLY` standard errors below the mean)."""
        return self.mean - Z_FAIRLY * self.error

    @property
    def high(self) -> float:
        """The interval's upper end."""
        return self.mean + Z_FAIRLY * self.error

    def very_sure(self) -> bool:
        """Whether the mean is `Z_VERY` standard errors above zero."""
        return self.mean > Z_VERY * self.error

    def __add__(self, other: Comparison) -> Comparison:
        return Comparison(self.best + other.best, self.played + other.played)


def compare(
    pair: Callable[[Random], tuple[float, float]], rng: Random, first: int, most: int
) -> Comparison:
    """Compare two moves (alternative, played) on paired play-outs.

    `pair(rng)` plays one pair: one guess at what the seat cannot see and one random stream
    for both moves (drawn from `rng`), and returns the seat's value after each. Plays `first`
    pairs, then doubles while the interval straddles zero with a positive mean, up to `most`.
    """
    found = Comparison((), ())
    batch = first
    while batch > 0:
        pairs = [pair(rng) for _ in range(batch)]
        found += Comparison(tuple(b for b, _ in pairs), tuple(p for _, p in pairs))
        if found.low > 0 or found.mean <= 0:
            break
        batch = min(found.pairs, most - found.pairs)
    return found


def compare_moves(
    bot: MctsBot, view: Any, best: Any, played: Any, first: int, most: int
) -> Comparison:
    """Compare `best` with `played` on paired play-outs from the bot's seat's `view`.

    Each pair shares one guess at what the seat cannot see (`determinize` of its own view) and
    one random stream for both play-outs, which the game's `rollout_action` plays for at most
    the bot's play-out depth before the bot judges them (`MctsBot.playout_values`): the very
    evaluation the search gives a leaf. The guesses and seeds come from `bot.rng`.
    """
    game, seat = bot.game, bot.player

    def pair(rng: Random) -> tuple[float, float]:
        start = game.determinize(view, seat, rng)
        seed = rng.getrandbits(64)
        first_value, second_value = (
            _play_out(bot, game.apply(start, move), bot_random(seed, int(seat)))
            for move in (best, played)
        )
        return first_value, second_value

    return compare(pair, bot.rng, first, most)


def _play_out(bot: MctsBot, state: Any, roll: Random) -> float:
    """Play on from `state` as the bot's play-outs do (with `roll`); return the seat's value."""
    game = bot.game
    for _ply in range(bot.rollout_depth):
        acting = game.to_act(state)
        if not acting:
            break
        state = game.apply(state, game.rollout_action(state, min(acting), roll))
    return bot.playout_values(state)[int(bot.player)]
