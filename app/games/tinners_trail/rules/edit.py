"""Copy-on-write helpers for `apply` drafts: replace one item of a tuple field."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from app.games.tinners_trail.model import Note, PlayerState, State

__all__ = ["add_at", "log", "replaced", "set_at", "update_seat"]

T = TypeVar("T")


def replaced(values: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """Return `values` with item `index` replaced by `value`."""
    return (*values[:index], value, *values[index + 1 :])


def set_at(draft: State, field: str, index: int, value: Any) -> None:
    """Set item `index` of the per-region tuple `field` of `draft`."""
    setattr(draft, field, replaced(getattr(draft, field), index, value))


def add_at(draft: State, field: str, index: int, delta: int) -> None:
    """Add `delta` to item `index` of the per-region tuple `field` of `draft`."""
    values: tuple[int, ...] = getattr(draft, field)
    setattr(draft, field, replaced(values, index, values[index] + delta))


def update_seat(draft: State, player: int, **changes: Any) -> PlayerState:
    """Replace `player`'s seat in `draft` by a copy with `changes`; return the new seat."""
    seat = draft.seats[player].model_copy(update=changes)
    draft.seats = replaced(draft.seats, player, seat)
    return seat


def log(draft: State, entry: Note) -> None:
    """Append an automatic step to the draft's log notes."""
    draft.events.append(entry)
