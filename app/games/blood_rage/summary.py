"""The Age summary (PRODUCT.md "Log": a round summary when a round ends), Qt-free.

When an action ends an Age (the Discard, Quest, Ragnarök and Release Valhalla phases run after
it, up to the next draft or the end of the game), the summary lists per seat the log lines of
those automatic steps that name it (quests, Ragnarök glory, figures back from Valhalla,
legendary stats), its glory before and after, and who holds the first-player token now.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.events import RoundSummary, round_table
from app.games.blood_rage.model import Phase
from app.games.blood_rage.texts import age_text, province_text, t

if TYPE_CHECKING:
    from app.engine.text import Text
    from app.games.blood_rage.model import State

__all__ = ["age_summary", "amount"]

_STATS = ("rage", "axes", "horns")
LAST_AGE = 3


def amount(counter: str, n: int) -> Text | None:
    """Return `n` of a clan's glory or a stat in words ("3 glory"); None for other counters."""
    if counter == "glory":
        return t("summary.glory_n", n=n)
    stat = counter.removeprefix("stat:")
    if stat in _STATS:
        return t("summary.stat_n", stat=t(f"stat.{stat}"), n=n)
    return None


_FOOTER = ("note.ragnarok", "note.fallen", "note.doom", "note.new_age", "note.first_player")
"""Lines about the whole board, shown under the table."""


def age_summary(before: State, after: State, events: list[Text]) -> RoundSummary | None:
    """Return the summary of the Age that ends between `before` and `after`, if one does."""
    over = after.phase is Phase.OVER and before.phase is not Phase.OVER
    if not over and after.age == before.age:
        return None
    title = t("summary.final") if over else t("summary.age", age=age_text(before.age))
    totals = tuple(
        t("summary.glory", before=b.glory, after=a.glory)
        for b, a in zip(before.seats, after.seats, strict=True)
    )
    footer = tuple(e for e in events if e.key in _FOOTER)
    return RoundSummary(
        title=title,
        per_seat=round_table(events, after.players),
        totals=totals,
        footer=footer,
        next_up=() if over else (_next(after),),
    )


def _next(after: State) -> Text:
    """The next Age and the province its Ragnarök destroys."""
    return t(
        "summary.next", age=age_text(after.age), last=LAST_AGE, province=province_text(after.doom)
    )
