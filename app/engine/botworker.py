"""Bots think in a worker process of their own (one per game), never in the GUI's process.

Why a process and not a thread: a bot's search holds the interpreter lock for long stretches
(pydantic and other C code release it rarely), so a bot thread made the window wait hundreds of
milliseconds for its turn to paint; and whatever a search caches stays in the searching
process. A `BotWorker` runs its searches in a child process started with `spawn` (never `fork`
next to Qt's threads) the first time a move is asked for; `close()` ends it, and the memory of
every search of that game goes with it.

Messages are JSON, as saves are (STYLE.md §1: no pickle): the request names the game
(`module:attribute` of its `GAME` object), the bot level, the seat, the seed and the seat's view
(`model_dump_json`); the reply is the chosen action as a save stores it (`dump_action`), or the
bot's error. The view is the bot's only input and its generator comes from the seed, so the
worker chooses what `make_bot(...).choose(view)` chooses in this process (given the same number
of search iterations: the `normal` bot also stops at a time limit). A request may instead ask
for one decision of a game review (`"task": "review"`, `app.engine.review.judge`); its reply
is the judgement as JSON.

Cancelling is setting the request's `stop` event: the waiting thread sees it within `POLL_S`
and terminates the worker (a search cannot be interrupted more cheaply from outside); the next
request starts a fresh one.
"""

from __future__ import annotations

import importlib
import json
import logging
import multiprocessing
import signal
import sys
import threading
import traceback
import weakref
from typing import TYPE_CHECKING, Any

from app.engine.bots import make_bot
from app.engine.game import PlayerId
from app.engine.review import Decision, judge, judge_from_json, judge_to_json

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

    from app.engine.game import GameBase
    from app.engine.review import Judgement

__all__ = ["BotCancelled", "BotFailed", "BotWorker", "game_ref"]

_log = logging.getLogger(__name__)

POLL_S = 0.05
"""How often a waiting request looks at its `stop` event (a cancel ends the worker this late)."""


class BotCancelled(Exception):
    """The request was cancelled (or the worker closed) before the bot answered."""


class BotFailed(Exception):
    """The bot raised in the worker; the message is the bot's, `trace` its traceback."""

    def __init__(self, message: str, trace: str = "") -> None:
        super().__init__(message)
        self.trace = trace


def game_ref(game: GameBase[Any, Any]) -> str | None:
    """Return "module:attribute" naming `game` for another process, or None if it has none.

    The game object is looked for in the module of its class and in that module's package
    (each game's package exports `GAME`).
    """
    module_name = type(game).__module__
    names = [module_name, module_name.rpartition(".")[0]]
    for name in names:
        module = sys.modules.get(name)
        if module is None or name in {"", "__main__"}:
            continue
        for attribute, value in vars(module).items():
            if value is game:
                return f"{name}:{attribute}"
    return None


def _resolve(ref: str, games: dict[str, GameBase[Any, Any]]) -> GameBase[Any, Any]:
    # by name at run time (as `app.cli` finds commands), so the engine imports no game
    if ref not in games:
        module_name, _, attribute = ref.partition(":")
        games[ref] = getattr(importlib.import_module(module_name), attribute)
    return games[ref]


def _answer(request: dict[str, Any], games: dict[str, GameBase[Any, Any]]) -> dict[str, Any]:
    try:
        game = _resolve(request["game"], games)
        view = game.parse_state(request["view"])
        if request.get("task") == "review":  # one decision of a game review (app.engine.review)
            played = game.parse_action(request["played"])
            decision = Decision(request["step"], PlayerId(request["seat"]), view, played)
            found = judge(game, decision, request["level"], request["seed"], request["iterations"])
            return judge_to_json(game, found)
        bot = make_bot(request["level"], game, PlayerId(request["seat"]), request["seed"])
        return {"action": game.dump_action(bot.choose(view))}
    except Exception as error:  # any bot bug goes back to the GUI, which logs it and plays on
        return {"error": str(error), "trace": traceback.format_exc()}


def serve(conn: Connection) -> None:
    """Answer requests on `conn` until the other end closes it (runs in the worker process)."""
    # Ctrl+C in a terminal reaches the whole process group: the app decides, the worker ends
    # when the app closes the pipe (no second traceback from here)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    games: dict[str, GameBase[Any, Any]] = {}
    while True:
        try:
            request = json.loads(conn.recv_bytes())
        except (EOFError, OSError):
            return  # the app closed the game, or died: nothing left to answer
        conn.send_bytes(json.dumps(_answer(request, games)).encode())


def _end(process: BaseProcess, conn: Connection | None) -> None:
    """Terminate a worker and release our end of its pipe (if no thread is reading it)."""
    if conn is not None:
        conn.close()
    if process.is_alive():
        process.terminate()
    process.join(timeout=5)


class BotWorker:
    """The worker process of one game's bots; `choose` blocks its calling (background) thread.

    `choose` is meant for one thread at a time (the bots' background thread); `close` may be
    called from any thread. The pipe is closed by whichever of them uses it last.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._process: BaseProcess | None = None
        self._conn: Connection | None = None
        self._finalizer: weakref.finalize[Any, Any] | None = None
        self._busy = False
        self._closed = False
        self.started = 0
        """How many worker processes were started (one, plus one after each cancelled search)."""

    def pid(self) -> int | None:
        """Return the process id of the live worker, if there is one."""
        with self._lock:
            process = self._process
        return process.pid if process is not None and process.is_alive() else None

    def choose(
        self,
        game: GameBase[Any, Any],
        level: str,
        seat: PlayerId,
        seed: int | str,
        view: Any,
        stop: threading.Event | None = None,
    ) -> Any:
        """Return the move of the `level` bot for `seat` in `view` (its own `view_for`).

        Raises:
            BotCancelled: `stop` was set, or the worker was closed, before the answer came.
            BotFailed: The bot raised in the worker.
            ValueError: `game` cannot be named to another process (see `game_ref`).
        """
        request = {"level": level, "seat": int(seat), "seed": seed}
        reply = self._call(game, request, view, stop)
        return game.parse_action(reply["action"])

    def review_move(
        self,
        game: GameBase[Any, Any],
        decision: Decision,
        level: str,
        seed: int,
        iterations: int,
        stop: threading.Event | None = None,
    ) -> Judgement | None:
        """Return `app.engine.review.judge` of one decision, searched in the worker.

        Raises:
            BotCancelled: `stop` was set, or the worker was closed, before the answer came.
            BotFailed: The search raised in the worker.
            ValueError: `game` cannot be named to another process (see `game_ref`).
        """
        request = {
            "task": "review",
            "level": level,
            "seat": int(decision.seat),
            "seed": seed,
            "step": decision.step,
            "played": game.dump_action(decision.played),
            "iterations": iterations,
        }
        return judge_from_json(game, decision, self._call(game, request, decision.view, stop))

    def _call(
        self,
        game: GameBase[Any, Any],
        request: dict[str, Any],
        view: Any,
        stop: threading.Event | None,
    ) -> dict[str, Any]:
        ref = game_ref(game)
        if ref is None:
            raise ValueError(f"{game.id}: the game object cannot be found by name")
        request = {"game": ref, **request, "view": view.model_dump_json()}
        conn = self._acquire(stop)
        try:
            reply: dict[str, Any] = self._ask(conn, json.dumps(request).encode(), stop)
        finally:
            self._release(conn)
        if "error" in reply:
            raise BotFailed(reply["error"], reply.get("trace", ""))
        return reply

    def close(self) -> None:
        """End the worker (a search under way is cut off) and start none again."""
        with self._lock:
            self._closed = True
            self._detach(keep_pipe=self._busy)

    def _ask(self, conn: Connection, request: bytes, stop: threading.Event | None) -> Any:
        try:
            conn.send_bytes(request)
            while not conn.poll(POLL_S):
                if stop is not None and stop.is_set():
                    self._end_if_current(conn)  # a search cannot be stopped more cheaply
                    raise BotCancelled
            return json.loads(conn.recv_bytes())
        except (EOFError, OSError) as error:
            if self._end_if_current(conn) and not (stop is not None and stop.is_set()):
                # neither closed nor cancelled: the worker died (killed, out of memory)
                raise BotFailed("the bots' worker process ended unexpectedly") from error
            raise BotCancelled from error

    def _end_if_current(self, conn: Connection) -> bool:
        with self._lock:
            if self._conn is not conn:
                return False  # already ended by `close`
            self._detach(keep_pipe=True)
            return True

    def _acquire(self, stop: threading.Event | None) -> Connection:
        with self._lock:
            if self._closed or (stop is not None and stop.is_set()):
                raise BotCancelled
            if self._conn is None:
                context = multiprocessing.get_context("spawn")  # fork is unsafe next to Qt
                ours, theirs = context.Pipe()
                process = context.Process(
                    target=serve, args=(theirs,), name="hotseat-bots", daemon=True
                )
                process.start()
                theirs.close()  # so that our end reads EOF when the worker dies
                self._process, self._conn = process, ours
                self._finalizer = weakref.finalize(self, _end, process, ours)
                self.started += 1
            self._busy = True
            return self._conn

    def _release(self, conn: Connection) -> None:
        with self._lock:
            self._busy = False
            if self._conn is not conn:
                conn.close()  # the worker was ended meanwhile; the pipe was left to us

    def _detach(self, *, keep_pipe: bool) -> None:
        """End the worker now (the lock is held); leave the pipe to a reading thread."""
        process, conn = self._process, self._conn
        self._process = self._conn = None
        if self._finalizer is not None:
            self._finalizer.detach()
            self._finalizer = None
        if process is not None:
            _end(process, None if keep_pipe else conn)
