"""Copy-on-write helpers for `apply` drafts (STYLE.md §3 "Cost of immutability").

`apply` starts from a shallow copy of the state and replaces each field it changes; these
helpers make the replacements cheap: one tuple item, one seat, and the turn's decisions, which
are frozen values shared by every state that holds them.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, TypeVar

from pydantic import BaseModel

from app.games.through_the_desert.model import PlaceCamels, PlaceRiders

if TYPE_CHECKING:
    from app.engine.game import PlayerId
    from app.games.through_the_desert.model import PlayerState, State

__all__ = ["assign", "camel_turn", "copied", "replaced", "rider_turn", "update_seat"]

T = TypeVar("T")
_new = object.__new__
_set = object.__setattr__  # the slots beside `__dict__`, which pydantic's `__setattr__` refuses
M = TypeVar("M", bound=BaseModel)


def replaced(values: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """Return `values` with item `index` replaced by `value`."""
    items = list(values)  # one list and back: faster than slicing a 312-cell tuple
    items[index] = value
    return tuple(items)


def copied(model: M, **changes: object) -> M:
    """Return `model.model_copy(update=changes)`, built directly (hot path).

    The same shallow copy pydantic makes (fields, the set of fields set, private attributes;
    nothing validated) without its generic bookkeeping, which cost a third of the copy of a
    state and of a seat in every step. `tests/.../test_index.py` checks the two agree.
    """
    twin = _new(model.__class__)
    fields = model.__dict__.copy()
    if changes:
        fields.update(changes)
        fields_set = model.__pydantic_fields_set__ | changes.keys()
    else:
        fields_set = model.__pydantic_fields_set__.copy()
    private = model.__pydantic_private__
    _set(twin, "__dict__", fields)
    _set(twin, "__pydantic_fields_set__", fields_set)
    _set(twin, "__pydantic_extra__", None)  # every model here forbids extras
    _set(twin, "__pydantic_private__", private if private is None else private.copy())
    return twin


def assign(draft: BaseModel, **changes: object) -> None:
    """Set fields of an `apply` draft in one go, as pydantic's `setattr` does (no validation).

    Hot path: a placement sets about eight fields, and pydantic's `__setattr__` cost twice
    the plain dictionary update.
    """
    draft.__dict__.update(changes)
    draft.__pydantic_fields_set__.update(changes)


def update_seat(draft: State, player: int, **changes: object) -> PlayerState:
    """Replace `player`'s seat in `draft` by a copy with `changes`; return the new seat."""
    seat = copied(draft.seats[player], **changes)
    assign(draft, seats=replaced(draft.seats, player, seat))
    return seat


@cache
def camel_turn(waiting: tuple[PlayerId, ...], left: int) -> PlaceCamels:
    """Return the shared decision "`waiting` places `left` more camels" (decisions are frozen)."""
    return PlaceCamels(waiting=waiting, left=left)


@cache
def rider_turn(waiting: tuple[PlayerId, ...], round_: int) -> PlaceRiders:
    """Return the shared decision "`waiting` places a rider in round `round_`"."""
    return PlaceRiders(waiting=waiting, round=round_)
