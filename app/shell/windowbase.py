"""`WindowBase`: the main window as the Game menu's file commands see it.

`app.shell.window.MainWindow` is its one subclass. `app.shell.filemenu.FileCommands` holds a
`WindowBase`, so the file commands do not import the window module, which imports them to
build its Game menu (the import graph has no cycle). Imports nothing beyond the Qt widgets at
run time, so the window still shows fast (`app.shell.window`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMainWindow

if TYPE_CHECKING:
    from pathlib import Path

    from app.engine.session import Session
    from app.shell.learn import Lesson
    from app.shell.settings import Preferences
    from app.ui.controller import GameController

__all__ = ["WindowBase"]


class WindowBase(QMainWindow):
    """The main window's part the file commands use: its game, preferences and game starts."""

    controller: GameController | None
    """The game shown (None: the welcome page)."""
    prefs: Preferences
    """The user's preferences (QSettings)."""

    def new_game(self) -> None:
        """Ask for a setup and start it."""
        raise NotImplementedError

    def start_session(
        self,
        session: Session,
        path: Path | None = None,
        autosave: Path | None = None,
        lesson: Lesson | None = None,
    ) -> bool:
        """Show `session` in a new game page (its game must have a board); True on success."""
        raise NotImplementedError
