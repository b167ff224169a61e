"""One background thread for bots and suggestions, with answers delivered on the GUI thread.

Why not `QThreadPool` + `QRunnable`: a Python subclass of `QRunnable` is deleted by the pool
while Python still holds its wrapper and its signal object, which makes their lifetimes hard to
reason about. Here the worker thread runs plain Python and never touches a Qt object: it only
fills a `concurrent.futures.Future`. (The CI crash inside the garbage collector that led here
came back without any `QRunnable`; `app.ui.gcguard` is what addresses it.) A `QTimer` on the GUI
thread, running only while jobs are pending, collects finished futures and calls their
callbacks there. A job whose owner was deleted is simply never collected.
"""

from __future__ import annotations

from concurrent import futures
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer

if TYPE_CHECKING:
    from collections.abc import Callable

__all__ = ["Background"]

POLL_MS = 10
"""How often finished jobs are looked for while some are pending (a bot move waits at most this)."""


class Background(QObject):
    """Runs jobs one at a time on a private thread; each job's callback runs on the GUI thread.

    Args:
        parent: Qt parent (the owner; deleting it stops the callbacks).
        name: The thread's name (`hotseat-bot`; the autosave writer has its own thread).
    """

    def __init__(self, parent: QObject | None = None, name: str = "hotseat-bot") -> None:
        super().__init__(parent)
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix=name)
        self._pending: list[tuple[Future[Any], Callable[[Future[Any]], None]]] = []
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self.collect)

    def submit(self, job: Callable[[], Any], done: Callable[[Future[Any]], None]) -> None:
        """Run `job()` in the background; later call `done(future)` on this (GUI) thread."""
        self._pending.append((self._executor.submit(job), done))
        if not self._timer.isActive():
            self._timer.start()

    def busy(self) -> bool:
        """Whether a job is queued, running, or finished but not yet collected."""
        return bool(self._pending)

    def collect(self) -> None:
        """Call the callbacks of the finished jobs (in submission order)."""
        finished: list[tuple[Future[Any], Callable[[Future[Any]], None]]] = []
        waiting: list[tuple[Future[Any], Callable[[Future[Any]], None]]] = []
        for entry in self._pending:
            (finished if entry[0].done() else waiting).append(entry)
        self._pending = waiting
        if not waiting:
            self._timer.stop()
        for future, callback in finished:
            callback(future)

    def wait(self) -> None:
        """Block until every submitted job has finished, then collect them (tests, shutdown)."""
        futures.wait([f for f, _ in self._pending])
        self.collect()

    def drop(self) -> None:
        """Wait for a running job to end and forget every job without calling its callback."""
        for future, _ in self._pending:
            future.cancel()
        futures.wait([f for f, _ in self._pending])
        self._pending = []
        self._timer.stop()
