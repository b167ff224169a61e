"""The round summary (issue 8 §2; PRODUCT.md "Log": a round summary when a round ends).

When an action ends a round (the water flow, scoring and end-of-round steps run after it) or
the game, the summary lists per seat the lines of those automatic steps that name it (income
of the next round included: it is paid in the same step), its VP and credits before and after,
and the new turn order. Qt-free: the shared UI (app/ui/widgets/summary.py) shows it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.events import RoundSummary, round_table
from app.games.barrage.model import Phase
from app.games.barrage.texts import count, t

if TYPE_CHECKING:
    from app.engine.text import Text
    from app.games.barrage.model import State

__all__ = ["round_summary"]


def round_summary(before: State, after: State, events: list[Text]) -> RoundSummary | None:
    """Return the summary of the round that ends between `before` and `after`, if one does."""
    over = after.phase == Phase.OVER and before.phase != Phase.OVER
    if not over and after.round == before.round:
        return None
    title = t("event.summary.final") if over else t("event.summary.round", round=before.round)
    totals = tuple(
        t(
            "event.summary.totals",
            vp_before=count("vp", b.vp),
            vp_after=count("vp", a.vp),
            credits_before=count("credits", b.credits),
            credits_after=count("credits", a.credits),
        )
        for b, a in zip(before.seats, after.seats, strict=True)
    )
    footer = tuple(e for e in events if e.key == "event.turn_order")
    return RoundSummary(
        title=title,
        per_seat=round_table(events, after.players),
        totals=totals,
        footer=footer,
    )
