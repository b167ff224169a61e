"""Python's cyclic garbage collector, run on the GUI thread between events only.

Automatic collection starts whenever an allocation crosses a threshold: on the bots' worker
thread, or on the GUI thread while Qt is in the middle of delivering something to Python (a
signal's arguments being wrapped, a paint). Collecting then can destroy Qt wrappers under a
C++ caller that still uses them; CI crashed twice that way ("Garbage-collecting" on the GUI
thread inside the event loop while a bot computed). So the app switches automatic collection
off and a timer on the GUI thread runs the same generational collections Python would have
run, from the event loop's own level, where no Qt call is in progress.

A full collection looks at every object the program holds, so with the games' rules, data
and caches loaded it took hundreds of milliseconds on the GUI thread (issue 17). `settle`
collects everything once and then freezes what survived (`gc.freeze`): later collections
skip those objects. The app settles after start-up and whenever a game is closed (then the
freeze is lifted first, so the closed game's garbage is collected too and memory stays flat);
the long pause happens there, not while the bots play.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

__all__ = ["GcGuard", "collect_due", "settle", "settle_soon"]

INTERVAL_MS = 100
"""How often the timer looks whether a collection is due."""
SETTLE_DELAY_MS = 50
"""`settle_soon` waits this long: widgets deleted with `deleteLater` are gone by then."""


def settle() -> None:
    """Collect everything (a frozen object too), then freeze what is left for later collections."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()
    _long_lived[0] = 0  # the oldest generation is empty now: everything is frozen


def settle_soon() -> None:
    """Run `settle` from the event loop shortly (never inside a Qt call in progress)."""
    QTimer.singleShot(SETTLE_DELAY_MS, settle)


_long_lived = [0]
"""Objects in the oldest generation after the last full collection (Python's long_lived_total)."""


def collect_due() -> int:
    """Run the collection Python would have run by now (its thresholds and full-collection rule).

    As in Python, nothing runs before the youngest generation's threshold is crossed; then the
    oldest generation over its threshold is collected, but a full collection only once the
    objects that reached the oldest generation since the last one are a quarter of those it
    held then (CPython's `long_lived_pending < long_lived_total / 4`); else the middle one.
    Without that rule every tenth middle collection was a full one, hundreds of milliseconds
    each with the games' data loaded (issue 17).

    Returns the generation collected, or -1 when none was due.
    """
    counts, thresholds = gc.get_count(), gc.get_threshold()
    if counts[0] <= thresholds[0]:
        return -1
    generation = 0
    for g in (1, 2):
        if counts[g] > thresholds[g]:
            generation = g
    if generation == 2:
        held = len(gc.get_objects(2))
        if held - _long_lived[0] < _long_lived[0] // 4:
            generation = 1
    gc.collect(generation)
    if generation == 2:
        _long_lived[0] = len(gc.get_objects(2))
    return generation


class GcGuard(QObject):
    """Owns the timer; `install` makes one for the application (idempotent).

    Args:
        parent: The application (the timer lives as long as it does).
    """

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.setObjectName("hotseatGcGuard")
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(collect_due)
        self._timer.start()

    @classmethod
    def install(cls, app: QObject) -> GcGuard:
        """Switch automatic collection off and collect from `app`'s event loop instead."""
        existing = app.findChild(GcGuard, "hotseatGcGuard")
        return existing if isinstance(existing, GcGuard) else cls(app)
