"""The autosave writer: the game is autosaved after every move without the window waiting.

The GUI thread turns the session into text (quick, and the session is only ever touched
there) and hands it to a thread of its own that writes it (`files.write_text`: temporary file,
fsync, rename, fsync of the folder). The disk may take a second when it is busy; the window no
longer waits for it (issue 17: one autosave took 925 ms of wall time for 1 ms of CPU).

Order is kept: one thread writes the texts in the order they were handed over, and a text
that a newer one for the same file follows in the queue is skipped, so an older position is
never written over a newer one. A kill at any moment leaves the last file written whole: at
most the moves whose write had not finished are lost (the last one, unless the disk is slower
than the players). Failures come back to the GUI thread as `failed(message)`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from app.shell.files import write_text
from app.ui.background import Background

if TYPE_CHECKING:
    from concurrent.futures import Future
    from pathlib import Path

__all__ = ["AutosaveWriter"]


class AutosaveWriter(QObject):
    """Writes autosave texts on a background thread, in order, newest last.

    Args:
        parent: Qt parent (the file commands).
    """

    failed = Signal(str)
    """A write failed (the OS's message); emitted on the GUI thread."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = Background(self, name="hotseat-autosave")
        self._newest: dict[Path, int] = {}
        """Number of the newest text handed over per file (read by the writer thread)."""
        self._count = 0
        self.written = 0
        """Texts written so far (tests)."""
        self.skipped = 0
        """Texts skipped because a newer one for the same file followed them (tests)."""

    def write(self, text: str, path: Path) -> None:
        """Write `text` to `path` in the background (after everything handed over before)."""
        self._count += 1
        number = self._count
        self._newest[path] = number
        newest = self._newest

        def job() -> bool:
            if newest.get(path) != number:  # a newer text for this file is queued behind
                return False
            write_text(text, path)
            return True

        self._thread.submit(job, self._done)

    def _done(self, future: Future[Any]) -> None:
        exc = future.exception()
        if exc is not None:
            self.failed.emit(str(exc) or type(exc).__name__)
        elif future.result():
            self.written += 1
        else:
            self.skipped += 1

    def busy(self) -> bool:
        """Whether a write is queued or running."""
        return self._thread.busy()

    def flush(self) -> None:
        """Wait until everything handed over is on disk (closing, reading the autosaves)."""
        self._thread.wait()
