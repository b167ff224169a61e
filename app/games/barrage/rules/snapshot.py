"""Copy on write for `apply` (STYLE.md §3 "Cost of immutability").

`apply` never mutates its input, so it works on a draft. A JSON round trip of the whole state
(about 100 µs) was the floor for a full copy; copying every model by hand is no faster. So the
draft starts as a new `State` with its own top-level lists, decisions and rng but the input's
seats, dams and contract piles; `own_seat`, `own_dams`, `own_piles` and `own_all` replace those
by copies before rules code changes them in place (a part still shared is the input's very
object, so "is it still shared?" is an identity test). What is never changed in place is
always shared: strings, ints, tuples, and `Occupation` records (only appended or cleared).
A draft with every part owned compares equal to its source and dumps byte-identical JSON.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from pydantic import BaseModel

    from app.games.barrage.model import PlayerState, State, Wheel

__all__ = ["draft_of", "own_all", "own_dam", "own_dams", "own_expansion", "own_piles", "own_seat"]

M = TypeVar("M", bound="BaseModel")
_set = object.__setattr__


def _twin(model: M, values: dict[str, Any]) -> M:
    """Return a new model of `model`'s class holding `values` (no validation: same values)."""
    kind = type(model)
    twin = kind.__new__(kind)
    _set(twin, "__dict__", values)
    _set(twin, "__pydantic_fields_set__", set(model.__pydantic_fields_set__))
    _set(twin, "__pydantic_extra__", None)
    _set(twin, "__pydantic_private__", None)
    return twin


def _flat(model: M) -> M:
    """Copy a model whose fields are leaves or lists of leaves (dam, segment, decision, pile)."""
    return _twin(model, {k: list(v) if type(v) is list else v for k, v in model.__dict__.items()})


def _seat(p: PlayerState) -> PlayerState:
    """Copy a seat, sharing its wheel (see `own_seat`)."""
    values = dict(p.__dict__)
    values["tiles"] = list(p.tiles)
    values["contracts"] = list(p.contracts)
    values["fulfilled"] = list(p.fulfilled)
    values["vp_sources"] = dict(p.vp_sources)
    return _twin(p, values)


def _wheel(wheel: Wheel) -> Wheel:
    return _twin(wheel, {"open": wheel.open, "segments": [_flat(s) for s in wheel.segments]})


def draft_of(state: State) -> State:
    """Return a draft of `state`: own lists, decisions and rng; seats, dams and piles shared."""
    values = dict(state.__dict__)
    for name, value in values.items():
        if type(value) is list:
            values[name] = list(value)
    values["pending"] = [_flat(d) for d in state.pending]
    values["rng"] = _flat(state.rng)
    values["advanced_decks"] = [list(d) for d in state.advanced_decks]
    return _twin(state, values)


def own_seat(draft: State, source: State, seat: int, *, wheel: bool = True) -> None:
    """Give the draft its own copy of a seat (supplies, contracts, VP sources, and its wheel).

    `wheel=False` leaves the construction wheel shared, for changes that do not turn or load
    it; a later call with `wheel=True` copies it then.
    """
    p, old = draft.seats[seat], source.seats[seat]
    if p is old:
        p = draft.seats[seat] = _seat(old)
    if wheel and p.wheel is old.wheel:
        p.__dict__["wheel"] = _wheel(old.wheel)  # as a copy would hold it: no field newly set


def own_dam(draft: State, source: State, dam: int) -> None:
    """Give the draft its own copy of one dam."""
    if draft.dams[dam] is source.dams[dam]:
        draft.dams[dam] = _flat(source.dams[dam])


def own_dams(draft: State, source: State) -> None:
    """Give the draft its own dams (levels and water change in place)."""
    dams, old = draft.dams, source.dams
    for i, dam in enumerate(dams):
        if dam is old[i]:
            dams[i] = _flat(dam)


def own_piles(draft: State, source: State) -> None:
    """Give the draft its own private contract piles (taken and refilled in place)."""
    piles, old = draft.private, source.private
    for i, pile in enumerate(piles):
        if pile is old[i]:
            piles[i] = _flat(pile)


def own_expansion(draft: State, source: State) -> None:
    """Give the draft its own copy of the Leeghwater part (small: copied whole)."""
    ex = source.lwp
    if ex is not None and draft.lwp is ex:
        values = {k: [list(x) if type(x) is list else x for x in v] for k, v in ex.__dict__.items()}
        draft.__dict__["lwp"] = _twin(ex, values)


def own_all(draft: State, source: State) -> None:
    """Give the draft its own copy of every part: it then shares nothing mutable."""
    for seat in range(len(draft.seats)):
        own_seat(draft, source, seat)
    own_dams(draft, source)
    own_piles(draft, source)
