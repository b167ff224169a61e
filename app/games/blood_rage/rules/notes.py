"""Log lines of Blood Rage's automatic steps (PRODUCT.md "Log"; `app.engine.events`).

Each function is called where the rule it explains is applied and builds its `Text` only while
`app.engine.events.recording()` is on, so bots and saves pay nothing. A line about one seat names
it as `who` and its amount as `n` (glory, figures), so `round_table` can sort lines by seat.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.events import is_recording, note
from app.engine.text import Seat, TextList
from app.games.blood_rage.texts import (
    age_text,
    card_text,
    figure_text,
    province_text,
    stat_text,
    t,
)

if TYPE_CHECKING:
    from collections.abc import Mapping

    from app.engine.text import Arg

__all__ = ["figures_line", "line", "seat_line"]


def line(key: str, deltas: Mapping[str, int] | None = None, **args: Arg) -> None:
    """A line about everyone (`note.<key>`); province, card, stat and age ids become names.

    `deltas` are the counter changes the line explains (`rules.ledger`), shown by its words.
    """
    if is_recording():
        note(t(f"note.{key}", **_named(args)).with_deltas(deltas or {}))


def seat_line(key: str, who: int, deltas: Mapping[str, int] | None = None, **args: Arg) -> None:
    """A line about one seat (`note.<key>` with `who`)."""
    if is_recording():
        note(t(f"note.{key}", who=Seat(who), **_named(args)).with_deltas(deltas or {}))


def figures_line(
    key: str,
    who: int,
    kinds: tuple[str, ...],
    deltas: Mapping[str, int] | None = None,
    **args: Arg,
) -> None:
    """A line about one seat's figures (`figures` is the list of their names, `n` their count)."""
    if is_recording():
        names = TextList(tuple(figure_text(k) for k in kinds))
        text = t(f"note.{key}", who=Seat(who), figures=names, n=len(kinds), **_named(args))
        note(text.with_deltas(deltas or {}))


def _named(args: dict[str, Arg]) -> dict[str, Arg]:
    """Turn index arguments named province/card/stat/age into their display names."""
    out = dict(args)
    province, card, stat, age = (out.get(k) for k in ("province", "card", "stat", "age"))
    if isinstance(province, int):
        out["province"] = province_text(province)
    if isinstance(card, int):
        out["card"] = card_text(card)
    if isinstance(stat, str):
        out["stat"] = stat_text(stat)
    if isinstance(age, int):
        out["age"] = age_text(age)
    return out
