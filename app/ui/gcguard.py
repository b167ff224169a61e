"""Python's cyclic garbage collector, run on the GUI thread between events only.

Automatic collection starts whenever an allocation crosses a threshold: on the bots' worker
thread, or on the GUI thread while Qt is in the middle of delivering something to Python (a
signal's arguments being wrapped, a paint). Collecting then can destroy Qt wrappers under a
C++ caller that still uses them; CI crashed twice that way ("Garbage-collecting" on the GUI
thread inside the event loop while a bot computed). So the app switches automatic collection
off and a timer on the GUI thread runs the same generational collections Python would have
run, from the event loop's own level, where no Qt call is in progress.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

__all__ = ["GcGuard", "collect_due"]

INTERVAL_MS = 100
"""How often the timer looks whether a collection is due."""


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
