"""Copy-on-write helpers for `apply` drafts: replace one item of a tuple field."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from app.games.blood_rage.model import ClanState, ProvinceState, State

__all__ = ["replaced", "update_province", "update_seat"]

T = TypeVar("T")


def replaced(values: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """Return `values` with item `index` replaced by `value`."""
    return (*values[:index], value, *values[index + 1 :])


def update_seat(draft: State, player: int, **changes: Any) -> ClanState:
    """Replace `player`'s clan in `draft` by a copy with `changes`; return the new one."""
    seat = draft.seats[player].model_copy(update=changes)
    draft.seats = replaced(draft.seats, player, seat)
    return seat


def update_province(draft: State, province: int, **changes: Any) -> ProvinceState:
    """Replace a province of `draft` by a copy with `changes`; return the new one."""
    new = draft.provinces[province].model_copy(update=changes)
    draft.provinces = replaced(draft.provinces, province, new)
    return new
