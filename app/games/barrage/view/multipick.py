"""Clicks that pick several board items for one choice: two contracts, drops on headstreams.

Issue 35 §1: in "take 2 contracts" the offered cards are lit, and in the water steps the
headstreams; a click on one of them must do what the light promises. Such a step's values are
tuples (`("HA", "HA")`, `(102, 208)`), so one click picks one item towards a tuple: the items
picked so far are kept beside the narrowing, and once they make up one of the step's values
(or only one value still holds them all) that value is chosen. Qt-free.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Hashable, Sequence

__all__ = ["MULTI_KEYS", "item_of", "pick", "still_possible"]

MULTI_KEYS = frozenset({"contracts", "discard", "headstreams"})
"""Steps whose value is a tuple of board items (several contracts or headstreams)."""


def item_of(key: str, target_id: str) -> Hashable | None:
    """Return the item a clicked target stands for at a multi-pick step, or None."""
    kind, _, rest = target_id.partition(":")
    if key in ("contracts", "discard") and kind == "contract" and rest.isdigit():
        return int(rest)
    if key == "headstreams" and kind == "head":
        return rest
    return None


def _holds(value: Any, items: Sequence[Hashable]) -> bool:
    have = Counter(value)
    return all(have[i] >= n for i, n in Counter(items).items())


def still_possible(values: Sequence[Hashable], picked: Sequence[Hashable]) -> list[Hashable]:
    """Return the step's values that hold every item picked so far (with repeats)."""
    return [v for v in values if isinstance(v, tuple) and _holds(v, picked)]


def pick(
    values: Sequence[Hashable], picked: Sequence[Hashable], item: Hashable
) -> tuple[list[Hashable], Hashable | None] | None:
    """Add `item` to the items picked; return (items picked, the value they make, if one).

    An item no value holds with the earlier picks starts the picks over; None when no value
    holds it at all (the click is refused).
    """
    trial = [*picked, item]
    fits = still_possible(values, trial)
    if not fits:
        trial = [item]
        fits = still_possible(values, trial)
        if not fits:
            return None
    exact = [v for v in fits if Counter(v) == Counter(trial)]  # type: ignore[call-overload]
    if exact:
        return [], exact[0]
    if len(fits) == 1:
        return [], fits[0]
    return trial, None
