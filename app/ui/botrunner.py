"""Bots thinking off the GUI thread (STYLE.md §5: immutable state, reply by signal).

`run_bot` asks `make_bot(level, game, seat, seed)` for a move in the seat's own view of an
immutable state; it runs on the `Background` thread and never touches Qt, widgets or the
session. The `BotDriver` gets the answer back on the GUI thread and re-emits it as a signal.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

from app.engine.bots import make_bot
from app.ui.background import Background

if TYPE_CHECKING:
    from concurrent.futures import Future

    from app.engine.game import GameBase, PlayerId

__all__ = ["BotDriver", "BotRequest", "run_bot"]

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


def run_bot(request: BotRequest) -> Any:
    """Choose the move of `request` (runs on the background thread; touches no Qt object)."""
    bot = make_bot(request.level, request.game, request.seat, request.seed)
    return bot.choose(request.view)


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
        self._background = Background(self)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_timer_timeout)
        self._delay_ms = 0
        self._paused = False
        self._current: tuple[int, PlayerId] | None = None
        self._ready: tuple[int, Any] | None = None

    def background(self) -> Background:
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
        self._background.submit(lambda: run_bot(req), lambda f: self._on_done(req, f))
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
        self._background.drop()

    def _on_done(self, req: BotRequest, future: Future[Any]) -> None:
        error = future.exception()
        if error is not None:
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
