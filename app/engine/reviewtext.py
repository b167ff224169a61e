"""A game review in words (`app.engine.review`), for the command line and the GUI alike.

Every line is a `Text` of the engine catalogue, so `render(text, "ja", names)` gives Japanese;
the moves are the game's own log lines (`describe`) and the reason its `explain`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.claim import claim
from app.engine.text import Seat, engine_text

if TYPE_CHECKING:
    from app.engine.review import Mistake, Review, SeatReview
    from app.engine.text import Text

__all__ = ["intro", "mistake_lines", "review_lines", "seat_heading"]


def intro(review: Review) -> Text:
    """Return the line that says what the review lists and how it was estimated."""
    if not review.seats:
        return engine_text("review.nobody")
    level = engine_text(f"review.level.{review.level}")
    return engine_text("review.intro", level=level, n=review.iterations)


def seat_heading(seat: SeatReview) -> Text:
    """Return "Anna: 30 decisions reviewed"."""
    return engine_text("review.seat", who=Seat(int(seat.seat)), n=seat.decisions)


def mistake_lines(mistake: Mistake) -> list[Text]:
    """Return the move played, the bot's move, its reason (if any) and the estimated drop."""
    best, played = mistake.judgement.percents()
    lines = [
        engine_text("review.move", number=mistake.number, played=mistake.played_text),
        engine_text("review.best", best=mistake.best_text),
    ]
    if mistake.reason is not None:
        lines.append(engine_text("review.why", reason=mistake.reason))
    # "lower" is said of the percentages shown: only drops of a whole point or more are listed
    chance = engine_text("review.chance", best=best, played=played, n=best - played)
    lines.append(claim(chance, "played", "<", "best"))
    return lines


def review_lines(review: Review) -> list[tuple[int, Text]]:
    """Return the whole review as (indent, line) pairs: intro, then each seat's moves."""
    out = [(0, intro(review))]
    for seat in review.seats:
        out.append((0, seat_heading(seat)))
        if not seat.mistakes:
            out.append((1, engine_text("review.clean")))
        for mistake in seat.mistakes:
            first, *rest = mistake_lines(mistake)
            out.append((1, first))
            out += [(2, line) for line in rest]
    return out
