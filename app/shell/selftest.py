"""`hotseat self-test`: open the real window without a screen, show each game, quit.

It checks an installation the way a player would meet it (a wheel, pipx, the bundle): the
version, the data folder, the Japanese translation when asked for, the welcome page, and for
each game a new game page (past its hand-off screen when it has one). Settings and autosaves
go to a temporary folder, so the player's own are never touched. Last, one bot move is chosen in
a bots' worker process (`app.engine.botworker`), as every game does: this proves that the
bundle can start its own Python processes (`multiprocessing.freeze_support`). One line is
printed per check; the exit status is 0 only if every check passed.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from PySide6.QtWidgets import QApplication

    from app.shell.window import MainWindow

__all__ = ["run_self_test"]

_SETTLE_SECONDS = 10.0
"""Longest wait for the window to be exposed or a page to appear."""


def _wait(app: QApplication, done: Callable[[], bool]) -> bool:
    """Process events until `done()` or `_SETTLE_SECONDS`; return `done()`."""
    deadline = time.monotonic() + _SETTLE_SECONDS
    while not done() and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.005)
    app.processEvents()
    return done()


def _show_game(app: QApplication, window: MainWindow, game_id: str) -> str | None:
    """Start a new game of `game_id`; return what was shown, or None if no game page came."""
    from app.engine.session import Session  # noqa: PLC0415 - Qt and the games load lazily
    from app.shell.registry import game_for  # noqa: PLC0415

    game = game_for(game_id)
    session = Session(game, game.Options(players=game.min_players), seed=1)
    if not window.start_session(session):
        return None
    handoff = window.stack.currentWidget() is not window.page
    if handoff and window.controller is not None and window.controller.handoff_seat() is not None:
        _wait(app, window.handoff.is_ready)  # the screen's guard time first (issue 34 §2)
        window.handoff.button.click()
    shown = _wait(
        app, lambda: window.page is not None and window.stack.currentWidget() is window.page
    )
    if not shown:
        return None
    controller = window.controller
    actor = controller.present_actor() if controller is not None else None
    moves = len(controller.legal_for(actor)) if controller is not None and actor is not None else 0
    title = window.windowTitle().replace("[*]", "")
    return f"{title}; {moves} legal moves" + ("; past the hand-off screen" if handoff else "")


def _bot_in_worker(game_id: str) -> str | None:
    """Choose one move in a bots' worker process; return the move, or None if it differs."""
    from app.engine.bots import make_bot  # noqa: PLC0415
    from app.engine.botworker import BotWorker  # noqa: PLC0415
    from app.shell.registry import game_for  # noqa: PLC0415

    game = game_for(game_id)
    state = game.setup(game.Options(players=game.min_players), 1)
    seat = min(game.to_act(state))
    view = game.view_for(state, seat)
    worker = BotWorker()
    try:
        action = worker.choose(game, "easy", seat, 1, view)
    finally:
        worker.close()
    return str(action) if action == make_bot("easy", game, seat, 1).choose(view) else None


def _check_bot_worker(game_id: str, out: Callable[[str], None]) -> bool:
    """Print whether a bot move came from a worker process; return whether it did."""
    try:
        move = _bot_in_worker(game_id)
    except Exception as error:  # reported as a failed check, whatever it is
        move = None
        out(f"bot worker: {type(error).__name__}: {error}")
    out(f"bot worker: {'move chosen (' + move + ')' if move else 'NOT working'}")
    return move is not None


def run_self_test(game_ids: Sequence[str], language: str, out: Callable[[str], None]) -> int:
    """Run the checks and print one line each through `out`; return the exit status."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings  # noqa: PLC0415
    from PySide6.QtWidgets import QApplication  # noqa: PLC0415

    from app import __version__  # noqa: PLC0415
    from app.engine.resources import resources_root  # noqa: PLC0415
    from app.shell.language import LanguageManager  # noqa: PLC0415
    from app.shell.settings import Preferences  # noqa: PLC0415
    from app.shell.window import MainWindow  # noqa: PLC0415
    from app.ui.gcguard import GcGuard  # noqa: PLC0415

    failures = 0
    out(f"hotseat {__version__} (Python {sys.version.split()[0]})")
    out(f"data: {resources_root()}")
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(["hotseat"])
    GcGuard.install(app)
    with tempfile.TemporaryDirectory(prefix="hotseat-self-test-") as folder:
        settings = QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat)
        languages = LanguageManager(app)
        if not languages.set_language(language):
            failures += 1
            out(f"language {language}: translation NOT found")
        window = MainWindow(Preferences(settings), languages, Path(folder) / "data")
        window.show()
        exposed = _wait(
            app,
            lambda: (
                window.windowHandle() is not None
                and window.windowHandle().isExposed()
                and window.stack.currentWidget() is window.welcome
            ),
        )
        out(f"welcome page: {'shown' if exposed else 'NOT shown'}")
        failures += not exposed
        for game_id in game_ids:
            shown = _show_game(app, window, game_id)
            out(f"{game_id}: game page {'shown (' + shown + ')' if shown else 'NOT shown'}")
            failures += shown is None
            window.close_game()
            app.processEvents()
        if game_ids:
            failures += not _check_bot_worker(game_ids[0], out)
        window.close()
        window.deleteLater()
        app.processEvents()
    out("self-test passed" if not failures else f"self-test FAILED ({failures} checks)")
    return 0 if not failures else 1
