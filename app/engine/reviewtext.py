"""A game review in words (`app.engine.review`), for the command line and the GUI alike.

Every line is a `Text` of the engine catalogue, so `render(text, "ja", names)` gives Japanese;
the moves are the game's own log lines (`describe`) and the reason its `explain`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.claim import Claim
from app.engine.review import MIN_DROP
from app.engine.text import Seat, engine_text

if TYPE_CHECKING:
    from app.engine.review import Judgement, Mistake, Review, SeatReview
    from app.engine.text import Text

__all__ = ["intro", "loss_line", "mistake_lines", "review_lines", "seat_heading"]


def intro(review: Review) -> Text:
    """Return the line that says what the review lists and how it was estimated."""
    if not review.seats:
        return engine_text("review.nobody")
    level = engine_text(f"review.level.{review.level}")
    return engine_text("review.intro", level=level, n=review.iterations)


def seat_heading(seat: SeatReview) -> Text:
    """Return "Anna: 30 decisions reviewed"."""
    return engine_text("review.seat", who=Seat(int(seat.seat)), n=seat.decisions)


def loss_line(judgement: Judgement) -> Text:
    """Return "Winning chances lost: about 12 points (7 to 17), fairly sure".

    The drop and its interval in whole points of win chance, as `Judgement.flagged` read them;
    the words claim what a flagged move guarantees: the interval, as shown, lies above zero and
    holds the drop.
    """
    n = round(100 * judgement.drop)
    low, high = judgement.interval()
    sure = engine_text("review.sure.very" if judgement.very_sure else "review.sure.fairly")
    line = engine_text("review.loss", n=n, low=low, high=high, sure=sure)
    return line.with_claims(
        Claim("low", ">=", MIN_DROP), Claim("low", "<=", "n"), Claim("n", "<=", "high")
    )


def mistake_lines(mistake: Mistake) -> list[Text]:
    """Return the move played, the bot's move, its reason (if any) and what it cost."""
    lines = [
        engine_text("review.move", number=mistake.number, played=mistake.played_text),
        engine_text("review.best", best=mistake.best_text),
    ]
    if mistake.reason is not None:
        lines.append(engine_text("review.why", reason=mistake.reason))
    lines.append(loss_line(mistake.judgement))
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
