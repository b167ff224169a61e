"""Bots thinking off the GUI thread and out of its process (STYLE.md §5, `app.engine.botworker`).

`run_bot` asks `make_bot(level, game, seat, seed)` for a move in the seat's own view of an
immutable state. The `BotDriver` of a game owns that game's `BotWorker`: its `Background` thread
hands each request to the worker process and waits there for the answer (the search itself
never holds this process's interpreter lock), and the answer comes back on the GUI thread as a
signal. Cancelling a request that is being searched ends the worker; `shutdown` (closing the
game) ends it for good, and every cache of that game's searches goes with it.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

from app.engine.bots import make_bot
from app.engine.botworker import BotCancelled, BotFailed, BotWorker, game_ref
from app.ui.background import Background

if TYPE_CHECKING:
    from concurrent.futures import Future

    from app.engine.game import GameBase, PlayerId

__all__ = ["WORKER_PROCESS", "BotBackground", "BotDriver", "BotRequest", "run_bot"]

_log = logging.getLogger(__name__)

WORKER_PROCESS = True
"""Whether bots (and suggestions) think in the game's worker process; tests that spy on a bot
in this process switch it off, and a game object without a module-level name never uses it."""


@dataclass(frozen=True)
class BotRequest:
    """Everything one bot move needs."""

    game: GameBase[Any, Any]
    """The rules."""
    level: str
    """Bot level."""
    seat: PlayerId
    """The seat to move."""
    seed: int | str
    """Seed of the bot's generator for this move."""
    view: Any
    """`game.view_for(state, seat)`."""
    generation: int
    """The controller's state counter (stale replies are dropped)."""
    stop: threading.Event = field(default_factory=threading.Event, compare=False)
    """Set to cancel the request (the worker process is ended if it is searching)."""


def run_bot(request: BotRequest, worker: BotWorker | None = None) -> Any:
    """Choose the move of `request` in `worker`, or in this process without one.

    Runs on the background thread and touches no Qt object.
    """
    if worker is not None:
        return worker.choose(
            request.game, request.level, request.seat, request.seed, request.view, request.stop
        )
    bot = make_bot(request.level, request.game, request.seat, request.seed)
    return bot.choose(request.view)


class BotBackground(Background):
    """The bots' background thread, with the game's worker process (None: bots think here).

    Args:
        parent: Qt parent (the `BotDriver`).
        worker: The game's worker process, if bots think in one.
    """

    def __init__(self, parent: QObject, worker: BotWorker | None) -> None:
        super().__init__(parent)
        self.worker = worker
        """Where the searches run (suggestions use it too)."""


class BotDriver(QObject):
    """Runs one bot move at a time in the background and hands it back after a delay.

    The controller asks for a move with the state's generation number; a reply for an older
    request is dropped. While paused (the user is replaying history) a finished move waits.

    Args:
        parent: Qt parent (the controller).
    """

    move_ready = Signal(int, object)
    """(generation, action): apply this move now (the animation delay has passed)."""
    move_failed = Signal(int, str)
    """(generation, message): the bot raised."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._worker = BotWorker() if WORKER_PROCESS else None
        self._background = BotBackground(self, self._worker)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_timer_timeout)
        self._delay_ms = 0
        self._paused = False
        self._current: tuple[int, PlayerId] | None = None
        self._stop: threading.Event | None = None
        self._ready: tuple[int, Any] | None = None

    def background(self) -> BotBackground:
        """Return the bots' background thread (suggestions run there too)."""
        return self._background

    def set_delay(self, milliseconds: int) -> None:
        """Set the pause between a move being found and `move_ready` (0: none)."""
        self._delay_ms = max(0, milliseconds)

    def current(self) -> tuple[int, PlayerId] | None:
        """Return (generation, seat) of the move being computed or waiting, if any."""
        return self._current

    def request(self, req: BotRequest) -> bool:
        """Start computing a move unless the same request is already running."""
        key = (req.generation, req.seat)
        if self._current == key:
            return False
        self.cancel()
        self._current = key
        self._stop = req.stop
        worker = self._worker if game_ref(req.game) is not None else None
        self._background.submit(lambda: run_bot(req, worker), lambda f: self._on_done(req, f))
        return True

    def pause(self) -> None:
        """Hold a finished move until `resume`."""
        self._paused = True
        self._timer.stop()

    def resume(self) -> None:
        """Release a held move (after the delay)."""
        self._paused = False
        if self._ready is not None and not self._timer.isActive():
            self._timer.start(self._delay_ms)

    def cancel(self) -> None:
        """Forget the current request; its reply will be dropped (its search is ended)."""
        if self._stop is not None:
            self._stop.set()
            self._stop = None
        self._current = None
        self._ready = None
        self._timer.stop()

    def shutdown(self) -> None:
        """Cancel, end the worker process and wait for the background thread to finish."""
        self.cancel()
        if self._worker is not None:
            self._worker.close()  # a search under way (a suggestion's too) ends now
        self._background.drop()

    def _on_done(self, req: BotRequest, future: Future[Any]) -> None:
        error = future.exception()
        if isinstance(error, BotCancelled):
            return  # cancelled: nobody waits for this answer
        if isinstance(error, BotFailed):
            _log.error("bot for seat %s failed in the worker:\n%s", req.seat, error.trace)
            self._on_move_failed(req.generation, str(error))
        elif error is not None:
            # a bot bug must not go unseen: log it whole, tell the controller
            _log.error("bot for seat %s failed", req.seat, exc_info=error)
            self._on_move_failed(req.generation, str(error))
        else:
            self._on_move_chosen(req.generation, future.result())

    def _on_move_chosen(self, generation: int, action: object) -> None:
        if self._current is None or self._current[0] != generation:
            return
        self._ready = (generation, action)
        if not self._paused:
            self._timer.start(self._delay_ms)

    def _on_move_failed(self, generation: int, message: str) -> None:
        if self._current is not None and self._current[0] == generation:
            self._current = None
            self.move_failed.emit(generation, message)

    def _on_timer_timeout(self) -> None:
        if self._ready is None or self._paused:
            return
        generation, action = self._ready
        self._ready = None
        self._current = None
        self.move_ready.emit(generation, action)
