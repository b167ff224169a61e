"""The final scoring in words: what the log shows under "Final scoring" once a game is over.

The end dialog shows the same `Outcome` as a table, but it is closed with one click; the log keeps
the scoring for good (issue 22), also for a finished game opened from a file. Everything here is
derived from the `Outcome` (never stored), so a save needs no new field. Qt-free: the GUI renders
the `Text` values in its language, `hotseat replay` could print them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from app.engine.text import Seat, Text, TextList, engine_text

if TYPE_CHECKING:
    from app.engine.game import GameBase, Outcome

__all__ = ["FinalScoring", "final_scoring"]


@dataclass(frozen=True)
class FinalScoring:
    """The final scoring as log lines: a heading, per seat its total and sources, the winner."""

    heading: Text
    """"Final scoring"."""
    seats: tuple[tuple[Text, tuple[Text, ...]], ...]
    """By seat: its total line ("Anna: 45 in total"), then one line per score source."""
    result: Text
    """Who won ("Anna wins" / "Anna and Bea share the win")."""


def final_scoring(game: GameBase[Any, Any], outcome: Outcome) -> FinalScoring:
    """Return the log lines of `outcome`, the sources named by `game.source_text`.

    A seat's sources are listed in the order of its `breakdown`, each with its points (zero
    included: a source that gave nothing is worth seeing); the total is `outcome.scores`.
    """
    seats = []
    for seat, total in enumerate(outcome.scores):
        lines = outcome.breakdown[seat] if seat < len(outcome.breakdown) else ()
        sources = tuple(
            engine_text("final.source", source=game.source_text(line.source), n=line.points)
            for line in lines
        )
        seats.append((engine_text("final.total", who=Seat(seat), n=total), sources))
    winners = TextList(tuple(Seat(int(w)) for w in outcome.winners))
    key = "final.winner" if len(outcome.winners) == 1 else "final.shared"
    return FinalScoring(
        heading=engine_text("heading.final_scoring"),
        seats=tuple(seats),
        result=engine_text(key, who=winners),
    )
