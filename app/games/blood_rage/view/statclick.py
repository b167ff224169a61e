"""Clicks on a clan sheet's stat track (issue 18 §5).

Seed 003 「4. クエストフェイズ」: each completed quest raises one clan stat of the seat's choice.
A click on the track of that stat chooses it (as its row in the choice panel does); any other
click on a track says why nothing happens instead of the board's generic refusal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.engine.text import Seat
from app.games.blood_rage.data.data import STATS
from app.games.blood_rage.texts import stat_text, t

if TYPE_CHECKING:
    from collections.abc import Sequence

    from app.engine.text import Text

__all__ = ["parse_stat", "stat_action", "stat_refusal"]

MAX_SEATS = 8
"""More seats than any game has: a target naming a larger seat is nonsense."""


def parse_stat(target_id: str) -> tuple[int, str] | None:
    """Return (seat, stat) of a "stat:<seat>:<stat>" target, or None."""
    parts = target_id.split(":")
    if len(parts) != 3 or parts[0] != "stat" or parts[2] not in STATS:
        return None
    if not parts[1].isdigit() or int(parts[1]) >= MAX_SEATS:
        return None
    return int(parts[1]), parts[2]


def stat_action(legal: Sequence[Any], target_id: str) -> Any | None:
    """Return the legal action raising the clicked stat of the clicked seat, if there is one."""
    target = parse_stat(target_id)
    if target is None:
        return None
    seat, stat = target
    return next(
        (a for a in legal if a.kind == "raise" and a.stat == stat and int(a.player) == seat),
        None,
    )


def stat_refusal(legal: Sequence[Any], target_id: str, me: int, reason: Text | None) -> Text:
    """Why a click on a stat track does nothing now.

    Args:
        legal: The acting human's legal actions.
        target_id: The track clicked.
        me: The acting human's seat.
        reason: The rules' reason against raising that stat (None: no such reason).
    """
    target = parse_stat(target_id)
    stat = stat_text(target[1]) if target is not None else t("ui.where.raise")
    raising = any(a.kind == "raise" for a in legal)
    if not raising:
        return t("reason.click.stat_not_now", stat=stat)
    if target is not None and target[0] != me:
        return t("reason.click.stat_not_yours", who=Seat(target[0]))
    if reason is not None:
        return reason
    return t("reason.click.stat_not_now", stat=stat)
