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
from app.games.blood_rage.texts import age_text, t

if TYPE_CHECKING:
    from app.engine.text import Text
    from app.games.blood_rage.model import State

__all__ = ["age_summary"]

_FOOTER = ("note.ragnarok", "note.doom", "note.first_player")
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
    footer = tuple(
        e for e in events if e.key in ("note.ragnarok", "note.doom", "note.first_player")
    )
    return RoundSummary(
        title=title,
        per_seat=round_table(events, after.players),
        totals=totals,
        footer=footer,
    )
