"""Fixtures for main-window tests: a window with its own settings file and data folder."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from app.engine.session import Seat, Session
from app.games.through_the_desert import GAME
from app.shell.language import LanguageManager
from app.shell.settings import Preferences
from app.shell.window import MainWindow

if TYPE_CHECKING:
    from collections.abc import Iterator
    from pathlib import Path


def make_window(qtbot, tmp_path: Path) -> MainWindow:
    """A main window whose settings and autosave live under `tmp_path`."""
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    prefs = Preferences(settings)
    prefs.bot_delay = 0
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window = MainWindow(prefs, LanguageManager(app), tmp_path / "data")
    # Closing a window whose game has unsaved moves asks first (a modal box that would block a
    # test): tests answer through this one method, "discard" unless a test says otherwise.
    window.files.ask_unsaved = lambda: "discard"  # type: ignore[method-assign]
    # Print setup during a hidden-information game asks first (issue 34 §3): the public part.
    window.ask_print_secrets = lambda: "public"  # type: ignore[method-assign]
    qtbot.addWidget(window)
    return window


@pytest.fixture
def window(qtbot, tmp_path) -> Iterator[MainWindow]:
    """A fresh main window; the game, language and text size are reset afterwards."""
    yield from shown_window(qtbot, tmp_path)


def shown_window(
    qtbot, tmp_path: Path, size: tuple[int, int] | None = None
) -> Iterator[MainWindow]:
    """A fixture's body: a main window on screen (at `size`), reset when the test is done."""
    win = make_window(qtbot, tmp_path)
    if size is not None:
        win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close_game()
    if win.language is not None and win.language.language != "en":
        win.set_language("en")
        QApplication.processEvents()
    win.set_text_scale(1.0)


def ttd_session(kinds: str = "hhb", seed: int = 5) -> Session:
    """A Through the Desert session; `kinds` has one letter per seat (h: human, b: easy bot)."""
    names = ["Anna", "Bea", "Carl", "Dora", "Emil"]
    seats = [
        Seat(name=names[i], kind="bot", level="easy") if k == "b" else Seat(name=names[i])
        for i, k in enumerate(kinds)
    ]
    return Session(GAME, GAME.Options(players=len(kinds)), seed, seats)
