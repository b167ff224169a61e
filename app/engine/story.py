"""The game's story: each seat's public score after every move, rounds marked (issue 38 §3).

`story_of` reads a finished (or unfinished) session's snapshots: the score everyone could see
after each step (`GameBase.public_score`), or once the game is over the ledger's running
points (`app.engine.gamestats`) and where each round or Age began
(`GameBase.story_round`). The end dialog and the review draw it as a graph
(`app.ui.widgets.storychart`); flagged moves of a review are marked on it. Qt-free.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from app.engine.game import PlayerId

if TYPE_CHECKING:
    from collections.abc import Sequence

    from app.engine.game import GameBase
    from app.engine.text import Text

__all__ = ["Story", "story_of"]


@dataclass(frozen=True)
class Story:
    """Per step (0: the setup, n: after the n-th move) each seat's public score."""

    scores: tuple[tuple[int, ...], ...]
    """`scores[step][seat]`."""
    rounds: tuple[tuple[int, Text], ...]
    """(first step of a round or Age, its name), in order; the first round included."""

    @property
    def steps(self) -> int:
        """The last step (the number of moves)."""
        return len(self.scores) - 1

    def seat(self, seat: int) -> list[int]:
        """Return one seat's scores, step by step."""
        return [row[seat] for row in self.scores]


def story_of(
    game: GameBase[Any, Any],
    states: Sequence[Any],
    seats: int,
    final: Sequence[int] = (),
    running: Sequence[Sequence[int]] = (),
) -> Story | None:
    """Return the story of `states` (`states[i]` after i moves); None without a public score.

    Args:
        game: The game.
        states: The snapshots.
        seats: Number of seats.
        final: The outcome's scores, shown as the last step's (the end's scoring and what was
            hidden until then, such as Through the Desert's water holes, count there).
        running: Once the game is over, the points the ledger gave each seat after every step
            (`GameStats.running`), shown instead of the public score: everything is public at
            the end, so Through the Desert's water holes count from the move that took them
            and the line climbs through the game rather than jumping at its end (issue 38 §3).
    """
    scores = []
    rounds: list[tuple[int, Text]] = []
    for step, state in enumerate(states):
        if len(running) == len(states):
            row: list[int | None] = list(running[step])
        else:
            row = [game.public_score(state, PlayerId(seat)) for seat in range(seats)]
        if any(score is None for score in row):
            return None
        scores.append(tuple(score or 0 for score in row))
        name = game.story_round(state)
        if name is not None and (not rounds or rounds[-1][1] != name):
            rounds.append((step, name))
    if final and scores:
        scores[-1] = tuple(final)
    return Story(tuple(scores), tuple(rounds))
