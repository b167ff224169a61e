"""Game ▸ New/Open/Save/Save As, the autosave, and the welcome page's resume offer."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QFileDialog, QMessageBox

from app.engine.errors import InvalidSave
from app.shell.files import autosave_path, load_file, resumable_autosave, write_file
from app.shell.registry import GAME_LIST
from app.shell.welcome import WelcomePage

if TYPE_CHECKING:
    from app.engine.session import Session
    from app.shell.window import MainWindow

__all__ = ["FileCommands"]

_log = logging.getLogger(__name__)
translate = QCoreApplication.translate


def describe_session(session: Session) -> str:
    """Return "Through the Desert, move 12: Anna, Bea, Carl" in the UI language."""
    titles = {e.id: e.title() for e in GAME_LIST}
    title = titles.get(session.game.id, session.game.title)
    names = ", ".join(s.name for s in session.seats)
    text = translate("FileCommands", "{0}, move {1}: {2}")
    return text.format(title, len(session.actions), names)


class FileCommands(QObject):
    """Opening, saving and autosaving games for the main window.

    Args:
        window: The main window.
        data_dir: The user's data folder (autosave location).
    """

    def __init__(self, window: MainWindow, data_dir: Path) -> None:
        super().__init__(window)
        self.window = window
        self.data_dir = data_dir
        self.current_path: Path | None = None
        self.welcome: WelcomePage | None = None
        self._autosave_failed = False

    def make_welcome_page(self) -> WelcomePage:
        """Create the welcome page with its buttons wired.

        Reading the autosave loads the game's rules and replays it, so an existing autosave is
        looked at only after the page is first painted: the window shows at once and the
        resume offer appears a moment later.
        """
        self.welcome = WelcomePage(self.window)
        self.welcome.new_button.clicked.connect(self.window.new_game)
        self.welcome.open_button.clicked.connect(self.ask_open)
        self.welcome.resume_button.clicked.connect(self.resume)
        if autosave_path(self.data_dir).exists():
            self.welcome.installEventFilter(self)
        return self.welcome

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """After the welcome page's first paint, offer the autosave (see `make_welcome_page`)."""
        if watched is self.welcome and event.type() == QEvent.Type.Paint:
            self.welcome.removeEventFilter(self)
            QTimer.singleShot(0, self, self._offer_autosave)
        return super().eventFilter(watched, event)

    def _offer_autosave(self) -> None:
        if self.window.controller is None:  # else closing that game refreshes the page
            self.refresh_welcome()

    def refresh_welcome(self) -> None:
        """Offer the interrupted game, if the autosave holds an unfinished one."""
        if self.welcome is None:
            return
        self.welcome.removeEventFilter(self)  # a pending first-paint offer is superseded
        session = resumable_autosave(self.data_dir)
        self.welcome.set_resume(describe_session(session) if session is not None else None)

    def set_current_path(self, path: Path | None) -> None:
        """Remember the file the game was opened from or saved to."""
        self.current_path = path

    # -- autosave ---------------------------------------------------------------------
    def autosave(self, session: Session) -> None:
        """Write the autosave (called after every action); a failure is reported once."""
        try:
            write_file(session, autosave_path(self.data_dir))
        except OSError as exc:
            _log.warning("autosave failed: %s", exc)
            if not self._autosave_failed:
                self._autosave_failed = True
                message = translate("FileCommands", "Autosave failed: {0}").format(str(exc))
                self.window.statusBar().showMessage(message, 10000)

    def resume(self) -> bool:
        """Continue the autosaved game."""
        return self.open_game(autosave_path(self.data_dir), remember=False)

    # -- open / save ------------------------------------------------------------------
    def ask_open(self) -> bool:
        """Game ▸ Open…: ask for a file and open it."""
        return self.open_game()

    def open_game(self, path: Path | None = None, remember: bool = True) -> bool:
        """Open a save file (asking for it if `path` is None); a bad file changes nothing."""
        if path is None:
            name, _filter = QFileDialog.getOpenFileName(
                self.window,
                translate("FileCommands", "Open game"),
                self.window.prefs.last_dir,
                translate("FileCommands", "Hotseat games (*.json);;All files (*)"),
            )
            if not name:
                return False
            path = Path(name)
        try:
            session = load_file(path)
        except InvalidSave as exc:
            QMessageBox.warning(
                self.window,
                translate("FileCommands", "Cannot open the game"),
                translate("FileCommands", "{0} could not be opened.\n\n{1}").format(
                    str(path), str(exc)
                ),
            )
            return False
        if remember:
            self.window.prefs.last_dir = str(path.parent)
        return self.window.start_session(session, path if remember else None)

    def save(self) -> bool:
        """Save to the file the game came from, or ask for one."""
        if self.current_path is None:
            return self.save_as()
        return self._write(self.current_path)

    def save_as(self) -> bool:
        """Ask for a file name and save there."""
        if self.window.controller is None:
            return False
        start = str(Path(self.window.prefs.last_dir or ".") / "game.json")
        name, _filter = QFileDialog.getSaveFileName(
            self.window,
            translate("FileCommands", "Save game"),
            start,
            translate("FileCommands", "Hotseat games (*.json)"),
        )
        if not name:
            return False
        path = Path(name)
        if path.suffix.lower() != ".json":
            path = path.with_name(path.name + ".json")
        if not self._write(path):
            return False
        self.current_path = path
        self.window.prefs.last_dir = str(path.parent)
        return True

    def _write(self, path: Path) -> bool:
        controller = self.window.controller
        if controller is None:
            return False
        try:
            write_file(controller.session, path)
        except OSError as exc:
            QMessageBox.warning(
                self.window,
                translate("FileCommands", "Cannot save the game"),
                translate("FileCommands", "{0} could not be written.\n\n{1}").format(
                    str(path), exc.strerror or str(exc)
                ),
            )
            return False
        message = translate("FileCommands", "Saved to {0}").format(str(path))
        self.window.statusBar().showMessage(message, 5000)
        return True
