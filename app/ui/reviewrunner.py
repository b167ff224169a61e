"""A game review (`app.engine.review`) searched off the GUI thread, with progress and Cancel.

The review's loop runs on a `Background` thread of its own and sends each decision's search to
a `BotWorker` process of its own (a review searches for a minute or more: in this process it
would hold the interpreter lock the window needs to paint, and the game's bots keep their
worker). Progress is a pair of numbers the loop overwrites; a timer on the GUI thread reads it
and emits `progressed`. Cancel sets the review's stop event: the worker's search is ended at
once and the loop raises `ReviewCancelled`; the answer is then dropped.
"""

from __future__ import annotations

import logging
import threading
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

from app.engine.botworker import BotCancelled, BotWorker, game_ref
from app.engine.review import ReviewCancelled, review_game, review_level
from app.ui import botrunner
from app.ui.background import Background

if TYPE_CHECKING:
    from concurrent.futures import Future

    from app.engine.review import Decision, History, Judgement, Review

__all__ = ["ReviewRunner"]

_log = logging.getLogger(__name__)

PROGRESS_MS = 100
"""How often the progress bar is brought up to date while a review runs."""


class ReviewRunner(QObject):
    """Runs one review at a time; `shutdown` ends it and its worker process.

    Args:
        parent: Qt parent (the review panel).
        iterations: Search iterations per decision (None: the game's own budget).
    """

    progressed = Signal(int, int)
    """(decisions done, decisions in all)."""
    finished = Signal(object)
    """The `Review`."""
    failed = Signal(str)
    """The review raised (the message)."""
    cancelled = Signal()
    """Cancel was asked for and the review has stopped."""

    def __init__(self, parent: QObject | None = None, iterations: int | None = None) -> None:
        super().__init__(parent)
        self.iterations = iterations
        self._background = Background(self, name="hotseat-review")
        self._worker: BotWorker | None = None
        self._stop: threading.Event | None = None
        self._progress = (0, 0)
        self._shown = (-1, -1)
        self._timer = QTimer(self)
        self._timer.setInterval(PROGRESS_MS)
        self._timer.timeout.connect(self._on_timer_timeout)

    def running(self) -> bool:
        """Whether a review is being searched."""
        return self._stop is not None

    def start(self, history: History) -> None:
        """Review `history` in the background (a review under way is cancelled first)."""
        self.cancel()
        stop = threading.Event()
        self._stop = stop
        self._progress, self._shown = (0, 0), (-1, -1)
        game = history.game
        worker = None
        if botrunner.WORKER_PROCESS and game_ref(game) is not None:
            if self._worker is None:
                self._worker = BotWorker()
            worker = self._worker
        level = review_level()
        budget = self.iterations if self.iterations is not None else game.mcts_iterations

        def judge_one(decision: Decision) -> Judgement | None:
            assert worker is not None  # only passed when there is one
            return worker.review_move(game, decision, level, history.seed, budget, stop)

        def job() -> Review:
            return review_game(
                history,
                iterations=budget,
                level=level,
                stop=stop,
                progress=self._note,
                judge_one=judge_one if worker is not None else None,
            )

        self._background.submit(job, lambda future: self._on_done(stop, future))
        self._timer.start()

    def cancel(self) -> None:
        """Stop the review under way (its search ends; `cancelled` follows)."""
        if self._stop is not None:
            self._stop.set()

    def shutdown(self) -> None:
        """Cancel, end the worker process and wait for the review's thread to let go."""
        self.cancel()
        if self._worker is not None:
            self._worker.close()
            self._worker = None
        self._background.drop()
        self._timer.stop()
        self._stop = None

    def _note(self, done: int, total: int) -> None:
        """Called on the review's thread: one tuple replaced, read by the GUI thread's timer."""
        self._progress = (done, total)

    def _on_timer_timeout(self) -> None:
        progress = self._progress
        if progress != self._shown:
            self._shown = progress
            self.progressed.emit(*progress)

    def _on_done(self, stop: threading.Event, future: Future[Any]) -> None:
        if stop is not self._stop:
            return  # an earlier review's answer
        self._timer.stop()
        self._stop = None
        error = future.exception()
        if isinstance(error, (ReviewCancelled, BotCancelled)) or stop.is_set():
            self.cancelled.emit()
        elif error is not None:
            _log.error("the review failed", exc_info=error)
            self.failed.emit(str(error))
        else:
            self._on_timer_timeout()
            self.finished.emit(future.result())
