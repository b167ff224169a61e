"""The round summary (issue 8 §2; PRODUCT.md "Log": a round summary when a round ends).

When an action ends a round (the water flow, scoring and end-of-round steps run after it) or
the game, the summary lists per seat the lines of those automatic steps that name it (income
of the next round included: it is paid in the same step), its VP and credits before and after,
and the new turn order. Qt-free: the shared UI (app/ui/widgets/summary.py) shows it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.events import RoundSummary, round_table
from app.games.barrage.data.data import game_data
from app.games.barrage.model import Phase
from app.games.barrage.texts import bonus, count, t

if TYPE_CHECKING:
    from collections.abc import Mapping

    from app.engine.text import Text
    from app.games.barrage.model import State

__all__ = ["amount", "round_summary"]

_GAINS = ("vp", "credits", "excavators", "mixers")
"""A company's counters shown as gains in the summary."""


def amount(counter: str, n: int) -> Text | None:
    """Return `n` of a company's VP, credits or machinery in words; None for other counters."""
    return count(counter, n) if counter in _GAINS else None


def round_summary(
    before: State, after: State, events: list[Text], own: Mapping[str, int] | None = None
) -> RoundSummary | None:
    """Return the summary of the round that ends between `before` and `after`, if one does.

    `own` are the ending action's own counter changes (its log line's deltas): the totals'
    before-values are the seats' counters as the round's end begins, after that action, as in
    the lines below them (the stranger read "1 credit → 5 credits" over "credits 2 → 5": the
    pass that ended the round had paid her a credit; issue 35 §3).
    """
    own = own or {}
    over = after.phase == Phase.OVER and before.phase != Phase.OVER
    if not over and after.round == before.round:
        return None
    title = t("event.summary.final") if over else t("event.summary.round", round=before.round)
    totals = tuple(
        t(
            "event.summary.totals",
            vp_before=count("vp", b.vp + own.get(f"seat:{p}:vp", 0)),
            vp_after=count("vp", a.vp),
            credits_before=count("credits", b.credits + own.get(f"seat:{p}:credits", 0)),
            credits_after=count("credits", a.credits),
        )
        for p, (b, a) in enumerate(zip(before.seats, after.seats, strict=True))
    )
    # the panel may open after play went on into the next round: its header then says its
    # numbers are the round's end (`app.ui.words`; the stranger read 22 VP here, 24 in the
    # Players panel)
    footer = tuple(e for e in events if e.key == "event.turn_order")
    return RoundSummary(
        title=title,
        per_seat=round_table(events, after.players),
        totals=totals,
        footer=footer,
        next_up=() if over else (_next(after),),
    )


def _next(after: State) -> Text:
    """The next round's number and what its bonus tile scores."""
    tile = after.bonus_tiles[after.round - 1] if after.round <= len(after.bonus_tiles) else ""
    return t(
        "event.summary.next",
        round=after.round,
        last=game_data().setup.rounds,
        bonus=bonus(tile),
    )
