"""Bots thinking off the GUI thread (STYLE.md §5: QThreadPool, immutable state, reply by signal).

A `BotRunner` is a `QRunnable` that asks `make_bot(level, game, seat, seed)` for a move in the
seat's own view of an immutable state and reports back through a `BotSignals` object that lives
on the GUI thread, so the reply is delivered there as a queued signal. The runner never touches
widgets or the session.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from app.engine.bots import make_bot

if TYPE_CHECKING:
    from app.engine.game import GameBase, PlayerId

__all__ = ["BotDriver", "BotRequest", "BotRunner", "BotSignals"]

_log = logging.getLogger(__name__)


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


class BotSignals(QObject):
    """Signals of one bot computation (created on the GUI thread)."""

    move_chosen = Signal(int, object)
    """(generation, action): the bot's move for the state of that generation."""
    move_failed = Signal(int, str)
    """(generation, message): the bot raised instead of choosing."""


class BotRunner(QRunnable):
    """Computes one bot move on a pool thread.

    Args:
        request: The game, level, seat, seed, the seat's view of an immutable state, and the
            controller's state generation (echoed back for the stale check).
    """

    def __init__(self, request: BotRequest) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self.signals = BotSignals()
        self._request = request

    def run(self) -> None:
        """Choose the move and emit it (or the error) back to the GUI thread."""
        req = self._request
        try:
            bot = make_bot(req.level, req.game, req.seat, req.seed)
            action = bot.choose(req.view)
        except Exception as exc:  # a bot bug must not kill the pool thread
            _log.exception("bot for seat %s failed", req.seat)
            self.signals.move_failed.emit(req.generation, str(exc))
            return
        self.signals.move_chosen.emit(req.generation, action)


class BotDriver(QObject):
    """Runs one bot move at a time on a private pool and hands it back after a delay.

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
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_timer_timeout)
        self._delay_ms = 0
        self._paused = False
        self._current: tuple[int, PlayerId] | None = None
        self._ready: tuple[int, Any] | None = None
        self._jobs: dict[int, BotSignals] = {}

    def pool(self) -> QThreadPool:
        """Return the bots' thread pool (suggestions run there too)."""
        return self._pool

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
        runner = BotRunner(req)
        runner.signals.move_chosen.connect(self._on_move_chosen)
        runner.signals.move_failed.connect(self._on_move_failed)
        self._jobs[req.generation] = runner.signals
        self._pool.start(runner)
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
        """Forget the current request; its reply will be dropped."""
        self._current = None
        self._ready = None
        self._timer.stop()

    def shutdown(self) -> None:
        """Cancel and wait for a running computation to end."""
        self.cancel()
        self._pool.clear()
        self._pool.waitForDone()

    def _on_move_chosen(self, generation: int, action: object) -> None:
        self._jobs.pop(generation, None)
        if self._current is None or self._current[0] != generation:
            return
        self._ready = (generation, action)
        if not self._paused:
            self._timer.start(self._delay_ms)

    def _on_move_failed(self, generation: int, message: str) -> None:
        self._jobs.pop(generation, None)
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
