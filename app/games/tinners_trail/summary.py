"""The round summary (issue 9: "every phase of a round in the log … and a round summary").

A round of Tinners' Trail ends with the peeks; the action that ends it also runs the round's
housekeeping and rolls the next round's prices. The summary shown then names, per seat, the VP
its investments scored this round (the state keeps VP per round, so nothing has to be
remembered from earlier steps), its total and its money, the lines of that step naming it, and
the lines about everyone (unbought developments leaving, markers returning, the new prices).
Qt-free: the shared UI (app/ui/widgets/summary.py) shows it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.events import RoundSummary, round_table
from app.engine.text import Seat, Text
from app.games.tinners_trail.model import Phase
from app.games.tinners_trail.rules.investment import LAST_ROUND
from app.games.tinners_trail.rules.prices import price
from app.games.tinners_trail.texts import t

if TYPE_CHECKING:
    from app.games.tinners_trail.model import State

__all__ = ["amount", "round_summary"]

_AMOUNTS = {"money": "summary.money", "vp": "summary.vp"}
"""A seat's gain counters and their words."""


def amount(counter: str, n: int) -> Text | None:
    """Return `n` of a seat's money or VP in words ("£15", "3 VP"); None for other counters."""
    key = _AMOUNTS.get(counter)
    return None if key is None else t(key, n=n)


def round_summary(before: State, after: State, events: list[Text]) -> RoundSummary | None:
    """Return the summary of the round that ends between `before` and `after`, if one does."""
    over = after.phase == Phase.OVER and before.phase != Phase.OVER
    if not over and after.round == before.round:
        return None
    ended = before.round
    title = t("summary.final") if over else t("summary.round", n=ended)
    totals = tuple(
        t(
            "summary.totals",
            vp=seat.vp[ended - 1],
            total=sum(seat.vp),
            money=seat.money,
        )
        for seat in after.seats
    )
    footer = tuple(e for e in events if not isinstance(e.arg("who"), Seat))
    return RoundSummary(
        title=title,
        per_seat=round_table(events, after.players),
        totals=totals,
        footer=footer,
        next_up=() if over else (_next(after),),
    )


def _next(after: State) -> Text:
    """The next round's number and ore prices."""
    return t(
        "summary.next",
        n=after.round,
        last=LAST_ROUND,
        tin=price(after, 0),
        copper=price(after, 1),
    )
