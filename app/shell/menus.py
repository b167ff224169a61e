"""The main window's menus and their actions (with the standard shortcuts)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from app.shell.learn import LESSONS
from app.shell.registry import GAME_LIST
from app.shell.settings import AUTO_CONTINUE, BOT_DELAYS, TEXT_SCALES

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow, QMenu

__all__ = ["WindowActions"]

translate = QCoreApplication.translate


class WindowActions(QObject):
    """Every menu action of the main window.

    Args:
        window: The main window (owner of the actions and the menu bar).
    """

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        key = QKeySequence.StandardKey
        self.new = self._action([QKeySequence(key.New)])
        self.open = self._action([QKeySequence(key.Open)])
        self.save = self._action([QKeySequence(key.Save)])
        self.save_as = self._action([QKeySequence("Ctrl+Shift+S")])
        self.print_setup = self._action([QKeySequence(key.Print)])
        # Ctrl+P also from the rules summary's window (its own window: a stranger reading it
        # pressed Ctrl+P and nothing happened, while the menu item worked)
        self.print_setup.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        # the file commands too: the game-end dialog is a window of its own (modeless), and
        # Ctrl+N pressed there after a game did nothing (a stranger, issue 35); a modal dialog
        # still shadows them (Qt keeps application shortcuts from a window it blocks)
        for action in (self.new, self.open, self.save, self.save_as):
            action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        self.results = self._action([])
        self.review = self._action([])
        self.quit = self._action([QKeySequence("Ctrl+Q")])
        self.quit.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        self.undo = self._action([QKeySequence(key.Undo)])
        self.redo = self._action([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.confirm = self._action([QKeySequence("Ctrl+Return"), QKeySequence("Ctrl+Enter")])
        self.zoom_in = self._action([QKeySequence("Ctrl++"), QKeySequence("Ctrl+=")])
        self.zoom_out = self._action([QKeySequence("Ctrl+-")])
        self.zoom_fit = self._action([QKeySequence("Ctrl+0")])
        self.colour_blind = self._action([], checkable=True)
        self.coach = self._action([], checkable=True)
        self.show_changes = self._action([], checkable=True)
        self.learn = {lesson.key: self._action([]) for lesson in LESSONS}
        self.rules = self._action([QKeySequence(key.HelpContents)])
        self.suggest = self._action([QKeySequence("Ctrl+Shift+H")])
        self.about = self._action([])
        self.languages = self._group({"en": "English", "ja": "日本語"})
        self.text_sizes = self._group(dict.fromkeys(TEXT_SCALES, ""))
        self.speeds = self._group(dict.fromkeys(BOT_DELAYS, ""))
        self.moments = self._group(dict.fromkeys(AUTO_CONTINUE, ""))
        self.menus: list[QMenu] = []
        self._build_menus()
        self.retranslate()

    def _action(self, shortcuts: list[QKeySequence], checkable: bool = False) -> QAction:
        action = QAction(self.window)
        action.setShortcuts(shortcuts)
        action.setCheckable(checkable)
        return action

    def _group(self, items: dict[object, str]) -> QActionGroup:
        group = QActionGroup(self.window)
        group.setExclusive(True)
        for value, text in items.items():
            action = QAction(text, group)
            action.setCheckable(True)
            action.setData(value)
        return group

    def _build_menus(self) -> None:
        bar = self.window.menuBar()
        game = bar.addMenu("")
        game.addActions([self.new, self.open, self.save, self.save_as])
        self.learn_menu = game.addMenu("")
        self.learn_menu.addActions(list(self.learn.values()))
        game.addSeparator()
        game.addAction(self.print_setup)
        game.addAction(self.results)
        game.addAction(self.review)
        game.addSeparator()
        game.addAction(self.quit)
        edit = bar.addMenu("")
        edit.addActions([self.undo, self.redo, self.confirm])
        edit.setToolTipsVisible(True)  # a disabled Undo says why
        view = bar.addMenu("")
        view.addActions([self.zoom_in, self.zoom_out, self.zoom_fit])
        view.addSeparator()
        self.language_menu = view.addMenu("")
        self.language_menu.addActions(self.languages.actions())
        view.addAction(self.colour_blind)
        view.addAction(self.coach)
        view.addAction(self.show_changes)
        self.text_menu = view.addMenu("")
        self.text_menu.addActions(self.text_sizes.actions())
        self.speed_menu = view.addMenu("")
        self.speed_menu.addActions(self.speeds.actions())
        self.moment_menu = view.addMenu("")
        self.moment_menu.addActions(self.moments.actions())
        help_menu = bar.addMenu("")
        help_menu.addActions([self.suggest, self.rules, self.about])
        help_menu.setToolTipsVisible(True)  # a disabled "Suggest a move" says why
        self.menus = [game, edit, view, help_menu]

    def check(self, group: QActionGroup, value: object) -> None:
        """Tick the action of `group` whose data is `value`."""
        for action in group.actions():
            action.setChecked(action.data() == value)

    def retranslate(self) -> None:
        """Set every text in the UI language."""
        titles = (
            translate("Menus", "&Game"),
            translate("Menus", "&Edit"),
            translate("Menus", "&View"),
            translate("Menus", "&Help"),
        )
        for menu, title in zip(self.menus, titles, strict=True):
            menu.setTitle(title)
        texts = {
            self.new: translate("Menus", "&New game…"),
            self.open: translate("Menus", "&Open…"),
            self.save: translate("Menus", "&Save"),
            self.save_as: translate("Menus", "Save &as…"),
            self.print_setup: translate("Menus", "&Print setup…"),
            self.results: translate("Menus", "R&esults…"),
            self.review: translate("Menus", "Re&view game…"),
            self.quit: translate("Menus", "&Quit"),
            self.undo: translate("Menus", "&Undo"),
            self.redo: translate("Menus", "&Redo"),
            self.confirm: translate("Menus", "&Confirm turn"),
            self.zoom_in: translate("Menus", "Zoom &in"),
            self.zoom_out: translate("Menus", "Zoom &out"),
            self.zoom_fit: translate("Menus", "&Fit to window"),
            self.colour_blind: translate("Menus", "&Colour-blind palette"),
            self.coach: translate("Menus", "C&oach: explain each rule when it matters"),
            self.show_changes: translate("Menus", "Show &what changed since my last turn"),
            self.suggest: translate("Menus", "&Suggest a move"),
            self.rules: translate("Menus", "&Rules summary"),
            self.about: translate("Menus", "&About Hotseat"),
        }
        for action, text in texts.items():
            action.setText(text)
        self.learn_menu.setTitle(translate("Menus", "&Learn a game (guided first game)"))
        lessons = {entry.id: entry.title() for entry in GAME_LIST} | {
            "barrage_leeghwater": translate("Menus", "Barrage: the Leeghwater Project expansion")
        }
        for key, action in self.learn.items():
            action.setText(lessons[key])
        self.language_menu.setTitle(translate("Menus", "&Language"))
        self.text_menu.setTitle(translate("Menus", "&Text size"))
        self.speed_menu.setTitle(translate("Menus", "&Animation speed"))
        self.moment_menu.setTitle(translate("Menus", "&Moments between bots"))
        sizes = [
            translate("Menus", "Small"),
            translate("Menus", "Normal"),
            translate("Menus", "Large"),
            translate("Menus", "Larger"),
        ]
        speeds = [
            translate("Menus", "Instant"),
            translate("Menus", "Fast"),
            translate("Menus", "Normal"),
            translate("Menus", "Slow"),
        ]
        for action, text in zip(self.text_sizes.actions(), sizes, strict=True):
            action.setText(text)
        for action, text in zip(self.speeds.actions(), speeds, strict=True):
            action.setText(text)
        for action in self.moments.actions():
            seconds = int(action.data())
            action.setText(
                translate("Menus", "Continue after {0} seconds").format(seconds)
                if seconds
                else translate("Menus", "Wait until dismissed")
            )
