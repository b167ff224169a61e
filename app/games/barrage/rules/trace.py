"""Where each drop of water went during an action, for the map's animation (issue 8 §2).

The map animates water from what the rules did, not from a guess between two states: two
states alone cannot tell a headstream that lost two drops in the water flow and gained two
for the next round from one that did not move. Rules code calls `moved(...)` for every drop
it moves; outside `tracing()` that costs one context-variable read, so bots and saves pay
nothing and states are unchanged. A context variable (not a global) keeps bot threads apart.

Place keys as the view uses them: "head:<slot>", "dam:<index>", "exit" (left the map); a
source of None is the general supply.
"""

from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Iterator

__all__ = ["EXIT", "WaterMove", "moved", "tracing"]

EXIT = "exit"
"""Place key of a drop that left the map."""


@dataclass(frozen=True)
class WaterMove:
    """One drop moved by the rules."""

    source: str | None
    """Where it was: "head:<slot>", "dam:<index>", or None (the general supply)."""
    dest: str
    """Where it is now: "head:<slot>", "dam:<index>" or "exit"."""
    basin: int | None = None
    """Basin where it entered the river (None: put straight onto its place)."""
    conduit: int | None = None
    """Conduit it ran through (a production)."""


_MOVES: ContextVar[list[WaterMove] | None] = ContextVar("barrage_water_moves", default=None)


def moved(
    source: str | None, dest: str, basin: int | None = None, conduit: int | None = None
) -> None:
    """Record one drop's move (dropped outside `tracing()`)."""
    moves = _MOVES.get()
    if moves is not None:
        moves.append(WaterMove(source, dest, basin, conduit))


@contextmanager
def tracing() -> Iterator[list[WaterMove]]:
    """Collect the drop moves made inside the block, in the order the rules made them."""
    moves: list[WaterMove] = []
    token = _MOVES.set(moves)
    try:
        yield moves
    finally:
        _MOVES.reset(token)
