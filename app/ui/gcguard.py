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


def settle_soon() -> None:
    """Run `settle` from the event loop shortly (never inside a Qt call in progress)."""
    QTimer.singleShot(SETTLE_DELAY_MS, settle)


def collect_due() -> int:
    """Run the collection Python would have run by now (its thresholds).

    Returns the generation collected, or -1 when none was due.
    """
    counts, thresholds = gc.get_count(), gc.get_threshold()
    generation = -1
    for g in range(3):
        if counts[g] > thresholds[g]:
            generation = g
    if generation >= 0:
        gc.collect(generation)
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
