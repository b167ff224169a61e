"""Copy-on-write helpers for `apply` drafts: replace one item of a tuple field."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from app.games.through_the_desert.model import PlayerState, State

__all__ = ["replaced", "update_seat"]

T = TypeVar("T")


def replaced(values: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """Return `values` with item `index` replaced by `value`."""
    return (*values[:index], value, *values[index + 1 :])


def update_seat(draft: State, player: int, **changes: object) -> PlayerState:
    """Replace `player`'s seat in `draft` by a copy with `changes`; return the new seat."""
    seat = draft.seats[player].model_copy(update=changes)
    draft.seats = replaced(draft.seats, player, seat)
    return seat
