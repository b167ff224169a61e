"""Game ▸ New/Open/Save/Save As, the autosaves, unsaved moves, and the welcome page's offers.

Every question about unsaved moves goes through `FileCommands.ask_unsaved` (tests replace it);
`confirm_replace` asks it only when the game shown has moves that no save file holds.
"""

from __future__ import annotations

import logging
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QStandardPaths, QTimer
from PySide6.QtWidgets import QMessageBox

from app.engine.errors import InvalidSave
from app.engine.phrases import plain
from app.shell import filedialog
from app.shell.autosave import AutosaveWriter
from app.shell.files import (
    autosave_dir,
    has_autosaves,
    load_file,
    mark_closed,
    new_autosave_path,
    prune_autosaves,
    slug,
    write_file,
)
from app.shell.registry import GAME_LIST
from app.shell.welcome import RecentRow, WelcomePage

if TYPE_CHECKING:
    from app.engine.saves import LoadedSave
    from app.engine.session import Session
    from app.shell.recent import RecentGame
    from app.shell.windowbase import WindowBase

__all__ = ["Answer", "FileCommands", "game_title", "join_names"]

_log = logging.getLogger(__name__)
translate = QCoreApplication.translate

Answer = Literal["save", "discard", "cancel"]
"""What the user answered to the unsaved-moves question."""


def game_title(game_id: str) -> str:
    """Return a game's title in the UI language (its id if the registry does not list it)."""
    return next((e.title() for e in GAME_LIST if e.id == game_id), game_id)


def join_names(names: list[str] | tuple[str, ...]) -> str:
    """Return seat names as a list in the UI language ("Anna, Bea" / "Anna、Bea")."""
    return translate("FileCommands", ", ").join(names)


class FileCommands(QObject):
    """Opening, saving and autosaving games for the main window.

    Args:
        window: The main window.
        data_dir: The user's data folder (the autosaves live in its `autosaves` folder); None
            when it cannot be used: games are then not autosaved.
    """

    def __init__(self, window: WindowBase, data_dir: Path | None) -> None:
        super().__init__(window)
        self.window = window
        self.data_dir = data_dir
        """None: the data folder cannot be used, so there is no autosave (see `app.shell.main`)."""
        self.current_path: Path | None = None
        """The file the game was opened from or saved to (None: only autosaved)."""
        self.autosave_file: Path | None = None
        """The autosave of the game shown (rewritten after every action)."""
        self.welcome: WelcomePage | None = None
        self.recent: list[RecentGame] = []
        """The recent games listed on the welcome page, most recent first."""
        self._saved_actions: list[Any] = []
        self._autosave_failed = False
        self.notice_box: QMessageBox | None = None
        """The note shown when a game opened from another version replays differently."""
        self._broken: set[Path] = set()
        """Autosaves that failed to load: never offered again."""
        self.writer = AutosaveWriter(self)
        """Writes the autosaves off the GUI thread, in order."""
        self.writer.failed.connect(self._autosave_error)

    def make_welcome_page(self) -> WelcomePage:
        """Create the welcome page with its buttons wired.

        Reading the autosaves loads the games' rules, so existing autosaves are looked at only
        after the page is first painted: the window shows at once and the resume offer and the
        recent games appear a moment later.
        """
        self.welcome = WelcomePage(self.window)
        self.welcome.new_button.clicked.connect(self.window.new_game)
        self.welcome.open_button.clicked.connect(self.ask_open)
        self.welcome.resume_button.clicked.connect(self.resume)
        self.welcome.recent_chosen.connect(lambda path: self.open_recent(Path(path)))
        if self.data_dir is not None and has_autosaves(self.data_dir):
            self.welcome.installEventFilter(self)
        return self.welcome

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """After the welcome page's first paint, offer the autosaves (see `make_welcome_page`)."""
        if watched is self.welcome and event.type() == QEvent.Type.Paint:
            self.welcome.removeEventFilter(self)
            QTimer.singleShot(0, self, self._offer_autosave)
        return super().eventFilter(watched, event)

    def _offer_autosave(self) -> None:
        if self.window.controller is None:  # else closing that game refreshes the page
            self.refresh_welcome()

    def refresh_welcome(self) -> None:
        """Read the autosaves again and show them on the welcome page."""
        from app.shell.recent import recent_games  # noqa: PLC0415 - not needed to show the window

        if self.welcome is None:
            return
        self.welcome.removeEventFilter(self)  # a pending first-paint offer is superseded
        self.flush()  # the list shows what the autosaves hold now
        found = [] if self.data_dir is None else recent_games(self.data_dir)
        self.recent = [r for r in found if r.path not in self._broken]
        self.show_recent()

    def show_recent(self) -> None:
        """Show the recent games read last (in the UI language: also after a language change)."""
        if self.welcome is None:
            return
        unfinished = next((r for r in self.recent if not r.finished and not r.closed), None)
        self.welcome.set_resume(self._describe(unfinished) if unfinished is not None else None)
        self.welcome.set_recent([self._row(r) for r in self.recent])

    def _describe(self, entry: RecentGame) -> str:
        """Return "Through the Desert, move 12: Anna, Bea, Carl" in the UI language."""
        text = translate("FileCommands", "{0}, move {1}: {2}")
        return text.format(game_title(entry.game_id), entry.moves, join_names(entry.names))

    def _row(self, entry: RecentGame) -> RecentRow:
        from PySide6.QtCore import QDateTime, QLocale  # noqa: PLC0415 - after the first paint

        from app.ui.i18n import show  # noqa: PLC0415

        when = QLocale().toString(
            QDateTime.fromSecsSinceEpoch(int(entry.modified)), QLocale.FormatType.ShortFormat
        )
        if entry.finished:
            progress = translate("FileCommands", "Game over after {0} moves").format(entry.moves)
        else:
            heading = show(entry.heading, list(entry.names))
            progress = (
                translate("FileCommands", "{0} · move {1}").format(heading, entry.moves)
                if heading
                else translate("FileCommands", "Move {0}").format(entry.moves)
            )
        return RecentRow(
            game_title(entry.game_id), when, join_names(entry.names), progress, str(entry.path)
        )

    # -- the game shown ---------------------------------------------------------------
    def begin(self, session: Session, path: Path | None, autosave_file: Path | None) -> None:
        """A game starts being shown: remember its files, autosave it, prune old autosaves.

        Args:
            session: The game.
            path: The file it was opened from (None: a new game or an autosave).
            autosave_file: The autosave to keep writing (None: a new one for this game).
        """
        self.current_path = path
        self._saved_actions = list(session.actions)
        if self.data_dir is None:
            self.autosave_file = None
            self.update_title()
            return
        if autosave_file is None:
            autosave_file = new_autosave_path(self.data_dir, session.game.id, datetime.now())
        self.autosave_file = autosave_file
        mark_closed(autosave_file, closed=False)  # open again: a crash from now is offered
        self.autosave(session)
        prune_autosaves(self.data_dir, keep=autosave_file)

    def end(self) -> None:
        """No game is shown any more (a note about it closes too); its autosave is marked closed."""
        if self.autosave_file is not None:
            mark_closed(self.autosave_file, closed=True)
        self.current_path = None
        self.autosave_file = None
        self._saved_actions = []
        if self.notice_box is not None:
            self.notice_box.close()
            self.notice_box.deleteLater()
            self.notice_box = None

    def is_modified(self) -> bool:
        """Whether the game shown has moves that are not in a save file the user chose."""
        controller = self.window.controller
        return controller is not None and controller.session.actions != self._saved_actions

    def title(self) -> str:
        """Return the window title: file (or game) name, the `[*]` unsaved mark, the app."""
        controller = self.window.controller
        if controller is None:
            return "Hotseat"
        if self.current_path is not None:
            name = self.current_path.name
        else:
            name = game_title(controller.game.id)
        # a title is drawn by the window manager: no phrase marks (U+2060) in it (issue 35 §3)
        return f"{plain(name)}[*] — Hotseat"

    def update_title(self) -> None:
        """Show `title()` on the window, with Qt's unsaved mark while `is_modified()`."""
        self.window.setWindowTitle(self.title())
        self.window.setWindowModified(self.is_modified())

    def ask_unsaved(self) -> Answer:
        """Ask whether to save the moves not saved yet (the only place that asks)."""
        buttons = QMessageBox.StandardButton
        box = self.unsaved_box()
        box.exec()
        clicked = box.clickedButton()  # None if the box was closed some other way
        answer = box.standardButton(clicked) if clicked is not None else buttons.Cancel
        if answer == buttons.Save:
            return "save"
        return "discard" if answer == buttons.Discard else "cancel"

    def unsaved_box(self) -> QMessageBox:
        """Return the question of `ask_unsaved` (not shown)."""
        buttons = QMessageBox.StandardButton
        box = QMessageBox(
            QMessageBox.Icon.Question,
            translate("FileCommands", "Unsaved moves"),
            translate(
                "FileCommands",
                "This game has moves that are not saved in a file. Save them first?",
            ),
            buttons.Save | buttons.Discard | buttons.Cancel,
            self.window,
        )
        box.setInformativeText(
            translate(
                "FileCommands",
                "Without saving, you can still continue it from Recent games on the start page.",
            )
        )
        box.setDefaultButton(buttons.Save)
        # Qt's "Discard changes" said the moves would be lost; they are kept for Recent games:
        # the button says what it does, go on without a file
        discard = box.button(buttons.Discard)
        if discard is not None:
            discard.setText(translate("FileCommands", "Don't save"))
        return box

    def confirm_replace(self) -> bool:
        """Return whether the game shown may be closed (asking if it has unsaved moves)."""
        if not self.is_modified():
            return True
        answer = self.ask_unsaved()
        if answer == "save":
            return self.save()
        return answer == "discard"

    # -- autosave ---------------------------------------------------------------------
    def autosave(self, session: Session) -> None:
        """Autosave (called after every action): the text now, the disk on the writer's thread.

        A failure is reported once (`_autosave_failed`).
        """
        if self.data_dir is None:  # no usable data folder: said once at start-up
            self.update_title()
            return
        if self.autosave_file is None:
            self.autosave_file = new_autosave_path(self.data_dir, session.game.id, datetime.now())
        from app.engine.saves import dump_session  # noqa: PLC0415 - see app.shell.files

        self.writer.write(dump_session(session), self.autosave_file)
        self.update_title()

    def _autosave_error(self, message: str) -> None:
        _log.warning("autosave failed: %s", message)
        if not self._autosave_failed:
            self._autosave_failed = True
            text = translate("FileCommands", "Autosave failed: {0}").format(message)
            self.window.statusBar().showMessage(text, 10000)

    def flush(self) -> None:
        """Wait until every autosave handed to the writer is on disk."""
        self.writer.flush()

    def report_no_data_dir(self, problem: str) -> None:
        """Say (in the status bar, until something else is shown) that nothing is autosaved."""
        self._autosave_failed = True
        message = translate(
            "FileCommands", "The data folder cannot be used, games are not autosaved: {0}"
        ).format(problem)
        self.window.statusBar().showMessage(message)

    def resume(self) -> bool:
        """Continue the most recently played unfinished game."""
        unfinished = next((r for r in self.recent if not r.finished and not r.closed), None)
        return unfinished is not None and self.open_recent(unfinished.path)

    def open_recent(self, path: Path) -> bool:
        """Continue an autosaved game, writing its moves on to the same autosave.

        A game this version replays differently keeps its old autosave as it was and goes on
        in a new one.
        """
        loaded = self._load(path)
        if loaded is None:
            self._set_aside(path)
            self.refresh_welcome()
            return False
        if not self.confirm_replace():
            return False
        autosave = path if loaded.notice is None else None
        started = self.window.start_session(loaded.session, None, autosave)
        self._tell(loaded)
        return started

    # -- open / save ------------------------------------------------------------------
    def ask_open(self) -> bool:
        """Game ▸ Open…: ask for a file and open it."""
        return self.open_game()

    def open_game(self, path: Path | None = None) -> bool:
        """Open a save file (asking for it if `path` is None); a bad file changes nothing."""
        if path is None:
            name, _filter = filedialog.get_open_file_name(
                self.window,
                translate("FileCommands", "Open game"),
                self.window.prefs.last_dir or _documents(),
                translate("FileCommands", "Hotseat games (*.json);;All files (*)"),
            )
            if not name:
                return False
            path = Path(name)
        loaded = self._load(path)
        if loaded is None or not self.confirm_replace():
            return False
        self.window.prefs.last_dir = str(path.parent)
        started = self.window.start_session(loaded.session, path)
        self._tell(loaded)
        return started

    def _tell(self, loaded: LoadedSave) -> None:
        """Say, in one sentence, that this version replays the game differently (if it does)."""
        if loaded.notice is None:
            return
        from app.ui.i18n import show  # noqa: PLC0415 - see the module docstring

        sentence = show(loaded.notice)
        self.window.statusBar().showMessage(sentence, 30000)
        self.notice_box = QMessageBox(
            QMessageBox.Icon.Information,
            translate("FileCommands", "Game saved by another version"),
            sentence,
            QMessageBox.StandardButton.Ok,
            self.window,
        )
        self.notice_box.open()  # not modal to the event loop: the game is already shown

    def _set_aside(self, path: Path) -> None:
        """Stop offering an autosave that cannot be resumed: rename it `<name>.broken`.

        The file is kept (for a bug report) but no longer listed; if it cannot be renamed it
        is only left out of the list until the app is closed.
        """
        self._broken.add(path)
        if self.data_dir is None or path.parent != autosave_dir(self.data_dir):
            return
        try:
            path.replace(path.with_name(path.name + ".broken"))
        except OSError as exc:
            _log.warning("broken autosave %s not set aside: %s", path, exc)

    def _load(self, path: Path) -> LoadedSave | None:
        """Load and verify `path`; on failure say which file and what is wrong."""
        self.flush()  # an autosave being written is read whole, as it stands now
        try:
            return load_file(path)
        except Exception as exc:  # whatever a file holds, the window goes on
            if not isinstance(exc, InvalidSave):
                _log.exception("loading %s failed", path)
            QMessageBox.warning(
                self.window,
                translate("FileCommands", "Cannot open the game"),
                translate("FileCommands", "{0} could not be opened.\n\n{1}").format(
                    str(path), _reason(exc)
                ),
            )
            return None

    def save(self) -> bool:
        """Save to the file the game came from, or ask for one."""
        if self.current_path is None:
            return self.save_as()
        return self._write(self.current_path)

    def default_save_path(self, when: datetime | None = None) -> Path:
        """Where Save As starts: the game's file, else a name from the game, date and time.

        The folder is the last one used, else the user's documents folder.
        """
        if self.current_path is not None:
            return self.current_path
        controller = self.window.controller
        game_id = controller.game.id if controller is not None else "game"
        last = self.window.prefs.last_dir
        folder = Path(last) if last and Path(last).is_dir() else Path(_documents())
        return folder / f"{slug(game_id)}-{when or datetime.now():%Y-%m-%d-%H%M}.json"

    def save_as(self) -> bool:
        """Ask for a file name and save there."""
        if self.window.controller is None:
            return False
        name, _filter = filedialog.get_save_file_name(
            self.window,
            translate("FileCommands", "Save game"),
            str(self.default_save_path()),
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
        self.update_title()
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
        self._saved_actions = list(controller.session.actions)
        self.update_title()
        message = translate("FileCommands", "Saved to {0}").format(str(path))
        self.window.statusBar().showMessage(message, 5000)
        return True


def _documents_location() -> str:
    return QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)


def _documents() -> str:
    """Return the user's documents folder, made if missing (else their home folder).

    A file dialog given a folder that does not exist opens in the current directory instead
    (issue 22: the app's source folder on a machine without a Documents folder).
    """
    folder = _documents_location()
    if folder:
        try:
            Path(folder).mkdir(parents=True, exist_ok=True)
        except OSError:
            _log.info("no documents folder at %s; saving from the home folder", folder)
        else:
            return folder
    return str(Path.home())


def _reason(exc: Exception) -> str:
    """Why a file was refused, in the UI language (the engine's reasons are `Text`)."""
    if isinstance(exc, InvalidSave):
        from app.ui.i18n import show  # noqa: PLC0415 - see the module docstring

        return show(exc.reason)
    return str(exc)
