"""Pause Python's cyclic garbage collector while a bot searches.

A search allocates hundreds of thousands of short-lived game states and no reference cycles
(measured for every game: `gc.collect()` after a whole `normal` or `hard` search finds nothing
to free), so the collections that run during it are pure cost. Measured with `gc.callbacks`
on this 2-core machine: they take 4–7% of a `hard` Barrage search's CPU at random positions and
27% at the slowest position of the Leeghwater match (1.45 of 5.45 s); under 1% in the other
three games.

It matters in the bots' worker process (`app.engine.botworker`) and in command-line matches;
the GUI process keeps automatic collection off anyway (`app.ui.gcguard`), and a pause leaves a
collector that was off, off.

The pause is counted: searches on two threads (the bots' and a review's) may overlap, and the
collector runs again only when the last of them ends, whatever order they end in.
"""

from __future__ import annotations

import gc
import threading
from contextlib import contextmanager
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Iterator

__all__ = ["gc_paused"]


class _Pauses:
    """How many searches hold the collector off, and whether it ran before the first."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.depth = 0
        self.was_enabled = False


_PAUSES = _Pauses()


@contextmanager
def gc_paused() -> Iterator[None]:
    """Keep the collector off for the `with` block (and any overlapping one on another thread)."""
    with _PAUSES.lock:
        if _PAUSES.depth == 0:
            _PAUSES.was_enabled = gc.isenabled()
            gc.disable()
        _PAUSES.depth += 1
    try:
        yield
    finally:
        with _PAUSES.lock:
            _PAUSES.depth -= 1
            if _PAUSES.depth == 0 and _PAUSES.was_enabled:
                gc.enable()
