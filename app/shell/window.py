"""The main window "Hotseat": pages (welcome, game, hand-off), menus, status bar, settings.

Only what the welcome page needs is imported with this module, so that the window shows fast
(`make bench`, start-up ratio): the engine, the games, pydantic, the dialogs, the game and
hand-off pages are imported when first used, and so is PySide6's `Qt` namespace (its first
use creates ~90 enum classes).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QRect, QSize
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QLabel,
    QMessageBox,
    QStackedWidget,
)

from app import __version__
from app.shell.filemenu import FileCommands
from app.shell.menus import WindowActions
from app.shell.registry import GAME_LIST, controller_for, game_for, is_playable
from app.shell.windowbase import WindowBase
from app.ui.board.screen import readable_font
from app.ui.gcguard import settle_soon
from app.ui.i18n import sentence
from app.ui.undonote import undo_refusal

if TYPE_CHECKING:
    from pathlib import Path

    from PySide6.QtGui import QCloseEvent

    from app.engine.game import Outcome
    from app.engine.session import Session
    from app.shell.enddialog import GameEndDialog
    from app.shell.gamepage import GamePage
    from app.shell.language import LanguageManager
    from app.shell.learn import Lesson
    from app.shell.printask import PrintChoice
    from app.shell.settings import Preferences
    from app.ui.controller import GameController
    from app.ui.widgets.handoff import HandoffPage
    from app.ui.widgets.review import ReviewPanel

__all__ = ["MainWindow"]

_log = logging.getLogger(__name__)
_BASE_FONT_PROPERTY = "hotseat_base_point_size"


_FRAME_ALLOWANCE = 40
"""Height kept for the window manager's title bar and borders (Qt knows them only once shown)."""


def _first_size(available: QRect) -> QSize:
    """Return the size of a window opened for the first time: 1280×800 frame included at most.

    The screen's free area (without task bars) limits it too, so the title bar is never off the
    screen on a 1280×800 display.
    """
    width = min(1280, available.width())
    height = min(800, available.height()) - _FRAME_ALLOWANCE
    return QSize(width, height)


class MainWindow(WindowBase):
    """The application window.

    Args:
        prefs: The user's preferences (QSettings).
        language: Switches translators; None in tests that do not need it.
        data_dir: Folder of the autosave (None: unusable, games are not autosaved).
    """

    def __init__(
        self, prefs: Preferences, language: LanguageManager | None, data_dir: Path | None
    ) -> None:
        super().__init__()
        self.prefs = prefs
        self.language = language
        self.controller: GameController | None = None
        self.page: GamePage | None = None
        self._lesson: Lesson | None = None
        """The guided game being played (Game ▸ Learn a game), if it is one."""
        self.end_dialog: GameEndDialog | None = None
        self.review_panel: ReviewPanel | None = None
        """The review of the finished game shown (Game ▸ Review game…), if one is."""
        self.review_iterations: int | None = None
        """Search iterations per decision of a review (None: the game's own budget)."""
        self._refusal = ""
        self._refusal_seat: object = None
        self._refusal_mark: tuple[object, ...] = ()
        """The controller's `step_mark` when the refusal was said (another step clears it)."""
        """The seat to act when the refusal was shown: it goes when that seat changes."""
        self.setWindowTitle("Hotseat")
        self.setMinimumSize(900, 600)
        self.stack = QStackedWidget(self)
        self.setCentralWidget(self.stack)
        self.files = FileCommands(self, data_dir)
        self.welcome = self.files.make_welcome_page()
        self._handoff: HandoffPage | None = None
        self.stack.addWidget(self.welcome)
        self.actions_ = WindowActions(self)
        self.welcome.learn_button.setMenu(self.actions_.learn_menu)
        self._connect_actions()
        self._apply_preferences()
        if not prefs.geometry.isEmpty():
            self.restoreGeometry(prefs.geometry)
        else:
            self.resize(_first_size(self.screen().availableGeometry()))
        self.statusBar()
        self._update_actions()

    @property
    def handoff(self) -> HandoffPage:
        """The hand-off page, made when a game first needs it (it uses PySide6's `Qt`)."""
        if self._handoff is None:
            from app.ui.widgets.handoff import HandoffPage  # noqa: PLC0415 - see the docstring

            self._handoff = HandoffPage(self)
            self._handoff.accepted.connect(self._on_handoff_accepted)
            self.stack.addWidget(self._handoff)
        return self._handoff

    # -- wiring -----------------------------------------------------------------------
    def _connect_actions(self) -> None:
        a = self.actions_
        a.new.triggered.connect(self.new_game)
        a.open.triggered.connect(self.files.ask_open)
        a.save.triggered.connect(self.files.save)
        a.save_as.triggered.connect(self.files.save_as)
        a.print_setup.triggered.connect(self.print_setup)
        a.results.triggered.connect(self.show_results)
        a.review.triggered.connect(self.review_game)
        a.quit.triggered.connect(self.close)
        a.undo.triggered.connect(lambda: self.controller and self.controller.undo())
        a.redo.triggered.connect(lambda: self.controller and self.controller.redo())
        a.confirm.triggered.connect(lambda: self.controller and self.controller.confirm_turn())
        a.zoom_in.triggered.connect(lambda: self._zoom("in"))
        a.zoom_out.triggered.connect(lambda: self._zoom("out"))
        a.zoom_fit.triggered.connect(lambda: self._zoom("fit"))
        a.colour_blind.toggled.connect(self.set_colour_blind)
        a.coach.toggled.connect(self.set_coach)
        a.show_changes.toggled.connect(self.set_show_changes)
        for key, action in a.learn.items():
            action.triggered.connect(lambda _=False, k=key: self.learn(k))
        a.languages.triggered.connect(lambda act: self.set_language(str(act.data())))
        a.text_sizes.triggered.connect(lambda act: self.set_text_scale(float(act.data())))
        a.speeds.triggered.connect(lambda act: self.set_bot_delay(int(act.data())))
        a.moments.triggered.connect(lambda act: self.set_auto_continue(int(act.data())))
        a.rules.triggered.connect(self.show_rules)
        a.suggest.triggered.connect(self.suggest_move)
        a.about.triggered.connect(self.show_about)

    def _apply_preferences(self) -> None:
        a = self.actions_
        a.check(a.languages, self.prefs.language)
        a.check(a.text_sizes, self.prefs.text_scale)
        a.check(a.speeds, self.prefs.bot_delay)
        a.check(a.moments, self.prefs.auto_continue)
        # Showing the stored preferences must not write them back: a settings write at start-up
        # costs a disk sync before the window appears.
        a.colour_blind.blockSignals(True)
        a.colour_blind.setChecked(self.prefs.colour_blind)
        a.colour_blind.blockSignals(False)
        a.coach.blockSignals(True)
        a.coach.setChecked(self.prefs.coach)
        a.coach.blockSignals(False)
        a.show_changes.blockSignals(True)
        a.show_changes.setChecked(self.prefs.show_changes)
        a.show_changes.blockSignals(False)
        self._scale_font(self.prefs.text_scale)

    # -- preferences ------------------------------------------------------------------
    def set_language(self, language: str) -> None:
        """Switch the UI language live and remember it."""
        if self.language is not None and not self.language.set_language(language):
            QMessageBox.warning(
                self,
                self.tr("Language"),
                self.tr("The Japanese translation is missing from this installation."),
            )
            language = "en"
        self.prefs.language = language
        self.actions_.check(self.actions_.languages, language)

    def set_text_scale(self, scale: float) -> None:
        """Scale the application font (View ▸ Text size) and remember it."""
        if self._scale_font(scale):
            self.prefs.text_scale = scale
            self.actions_.check(self.actions_.text_sizes, scale)

    def _scale_font(self, scale: float) -> bool:
        """Set the application font to `scale` times its size at start; False without a GUI."""
        app = QApplication.instance()
        if not isinstance(app, QApplication):
            return False
        base = app.property(_BASE_FONT_PROPERTY)
        if not isinstance(base, float):
            base = QApplication.font().pointSizeF()
            app.setProperty(_BASE_FONT_PROPERTY, base)
        font = QApplication.font()
        font.setPointSizeF(base * scale)
        if font != QApplication.font():
            QApplication.setFont(font)
        return True

    def set_colour_blind(self, enabled: bool) -> None:
        """Switch the colour-blind-safe palette."""
        self.prefs.colour_blind = enabled
        if self.controller is not None:
            self.controller.set_colour_blind(enabled)

    def set_show_changes(self, enabled: bool) -> None:
        """View ▸ Show what changed since my last turn (the board's marks; issue 18 §4)."""
        self.prefs.show_changes = enabled
        if self.controller is not None:
            _show_changes(self.controller, enabled)

    def set_coach(self, enabled: bool) -> None:
        """View ▸ Coach: the coach's tab on every game page (a lesson has it in any case)."""
        self.prefs.coach = enabled
        if self.page is not None:
            self.page.set_coach(enabled or self._lesson is not None, self._lesson_topics())

    def _lesson_topics(self) -> frozenset[str] | None:
        return (
            frozenset(self._lesson.only) if self._lesson is not None and self._lesson.only else None
        )

    def learn(self, key: str, bots: int | None = None) -> bool:
        """Game ▸ Learn a game: the guided first game `key` against `bots` easy bots (asked)."""
        from app.shell.learn import BOT_DELAY_MS, LESSONS, lesson_session  # noqa: PLC0415

        lesson = next(x for x in LESSONS if x.key == key)
        if bots is None:
            from app.shell.botcount import BotCountDialog  # noqa: PLC0415

            dialog = BotCountDialog(1, 3, 2, self)
            if not self.ask_bot_count(dialog):
                return False
            bots = dialog.value()
        if not self.files.confirm_replace():
            return False
        language = self.language.language if self.language is not None else "en"
        session = lesson_session(lesson, bots, self.prefs.names, language)
        if not self.start_session(session, lesson=lesson):
            return False
        assert self.controller is not None
        self.controller.set_bot_delay(max(self.prefs.bot_delay, BOT_DELAY_MS))
        if self.page is not None:  # the first page: the goal, a round, where things are
            title = next((e.title() for e in GAME_LIST if e.id == lesson.game_id), lesson.key)
            self.page.show_intro(title)
        return True

    def ask_bot_count(self, dialog: QDialog) -> bool:
        """Show the "how many easy bots" question; whether it was answered (tests patch it)."""
        return dialog.exec() == QDialog.DialogCode.Accepted

    def set_bot_delay(self, milliseconds: int) -> None:
        """Set how long bot moves stay announced before they are played."""
        self.prefs.bot_delay = milliseconds
        if self.controller is not None:
            self.controller.set_bot_delay(milliseconds)

    def set_auto_continue(self, seconds: int) -> None:
        """Set after how long a moment between bots (a battle's reveal) continues by itself."""
        self.prefs.auto_continue = seconds
        self.actions_.check(self.actions_.moments, seconds)
        if self.controller is not None:
            self.controller.set_auto_continue(seconds)

    # -- games ------------------------------------------------------------------------
    def new_game(self) -> None:
        """Ask for a setup and start it."""
        from app.engine.session import Session  # noqa: PLC0415 - see the module docstring
        from app.shell.newgame import NewGameDialog  # noqa: PLC0415

        current = self.controller.game.id if self.controller is not None else ""
        current = current or self.prefs.last_game
        dialog = NewGameDialog(self.prefs.names, self, current, self.prefs.newgame_choices)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return
        setup = dialog.setup()
        if setup is None or not self.files.confirm_replace():
            return
        self.prefs.names = [s.name for s in setup.seats]
        self.prefs.set_newgame_choices(setup.game_id, dialog.choices())
        session = Session(game_for(setup.game_id), setup.options, setup.seed, setup.seats)
        session.allow_suggestions = setup.allow_suggestions
        session.suggestion_level = setup.suggestion_level
        self.start_session(session)

    def rematch(self) -> None:
        """Same game, seats and options; a new seed."""
        from app.engine.rng import new_seed  # noqa: PLC0415 - see the module docstring
        from app.engine.session import Session  # noqa: PLC0415

        if self.controller is None or not self.files.confirm_replace():
            return
        old = self.controller.session
        session = Session(old.game, old.options, new_seed(), list(old.seats))
        session.allow_suggestions = old.allow_suggestions
        session.suggestion_level = old.suggestion_level
        self.start_session(session)

    def start_session(
        self,
        session: Session,
        path: Path | None = None,
        autosave: Path | None = None,
        lesson: Lesson | None = None,
    ) -> bool:
        """Show `session` in a new game page (its game must have a board); True on success.

        `path` is the file it was opened from, `autosave` the autosave it was resumed from (else
        it gets a new one). Replaces the game shown without asking: commands ask first.
        """
        if not is_playable(session.game.id):
            QMessageBox.warning(
                self, self.tr("Not available"), self.tr("This game cannot be played yet.")
            )
            return False
        from app.shell.gamepage import GamePage  # noqa: PLC0415 - see the module docstring

        self.close_game()
        controller = controller_for(session.game.id)(session, self)
        controller.set_bot_delay(self.prefs.bot_delay)
        controller.set_auto_continue(self.prefs.auto_continue)
        controller.set_colour_blind(self.prefs.colour_blind)
        _show_changes(controller, self.prefs.show_changes)
        controller.set_autosave(self.files.autosave)
        controller.action_rejected.connect(self._on_action_rejected)
        controller.refusal_stale.connect(self._clear_refusal)
        controller.history_changed.connect(self._on_history_changed)
        controller.state_changed.connect(self._on_state_changed)
        controller.handoff_needed.connect(self._on_handoff_needed)
        controller.game_finished.connect(self._on_game_finished)
        controller.suggestions.changed.connect(self._update_actions)
        self.controller = controller
        self.page = GamePage(controller, self.stack)
        self._lesson = lesson
        self.page.set_coach(self.prefs.coach or lesson is not None, self._lesson_topics())
        self.page.rules_wanted.connect(self.show_rules_at)
        self.stack.addWidget(self.page)
        self._sync_pages()
        self.files.begin(session, path, autosave)
        controller.start()
        self._update_actions()
        return True

    def close_game(self) -> None:
        """Stop the current game (bots included) and show the welcome page."""
        if self.controller is None:
            return
        if self.review_panel is not None:
            self.review_panel.close()  # ends its search and worker process
        if self.end_dialog is not None:  # modeless: the results of this game go with it
            self.end_dialog.close()
        self.controller.shutdown()
        self.controller.deleteLater()
        self.controller = None
        if self.page is not None:
            self.stack.removeWidget(self.page)
            self.page.deleteLater()
            self.page = None
        self.files.end()
        self.files.refresh_welcome()
        self.stack.setCurrentWidget(self.welcome)
        self._update_actions()
        self.files.update_title()
        settle_soon()  # the closed game's garbage goes now, not in a pause during the next one

    def print_setup(self) -> None:
        """File ▸ Print setup…: preview/print the current game's setup sheet."""
        if self.controller is None:
            self.statusBar().showMessage(self.tr("Start or open a game to print its setup."), 6000)
            return
        if self.handoff_up():
            return
        from app.shell.printask import sheet_has_secrets  # noqa: PLC0415 - lazy, heavy

        session = self.controller.session
        try:
            # issue 34 §3: during a game the whole sheet only after a question everyone can read
            choice = self.ask_print_secrets() if sheet_has_secrets(self.controller) else "all"
            if choice == "cancel":
                return
            from app.printing.preview import show_print_preview  # noqa: PLC0415 - lazy, heavy

            public = choice == "public"
            show_print_preview(self, session.game, session.options, session.seed, public=public)
        except (ImportError, ValueError) as exc:
            QMessageBox.information(self, self.tr("Print setup"), str(exc))

    def ask_print_secrets(self) -> PrintChoice:
        """Ask whether a sheet printed during the game shows the secrets (tests replace it)."""
        from app.shell.printask import SecretsQuestion  # noqa: PLC0415 - see the module docstring

        words = self.controller.secrets_words() if self.controller is not None else ""
        return SecretsQuestion.ask(self, words)

    # -- reacting to the controller ---------------------------------------------------
    def _sync_pages(self) -> None:
        c = self.controller
        if c is None or self.page is None:
            self.stack.setCurrentWidget(self.welcome)
        elif (seat := c.handoff_seat()) is not None:
            self.handoff.set_player(
                c.seat_name(seat), c.since_last_turn(int(seat)), c.handoff_task(int(seat))
            )
            self.stack.setCurrentWidget(self.handoff)
            self.handoff.button.setFocus()
        else:
            self.stack.setCurrentWidget(self.page)
        self._update_actions()

    def _on_state_changed(self) -> None:
        c = self.controller
        if c is not None and (
            c.present_actor() != self._refusal_seat or c.step_mark() != self._refusal_mark
        ):
            # issue 18 §5: a refusal never stays into another's turn; issue 35: nor past a
            # move, a choice made towards one, or an undo
            self._clear_refusal()
        self._sync_pages()

    def _on_handoff_needed(self, _seat: int) -> None:
        self._sync_pages()

    def _on_handoff_accepted(self) -> None:
        if self.controller is not None:
            self.controller.accept_handoff()
        self._sync_pages()

    def _on_history_changed(self) -> None:
        """A move was made or taken back: a refusal shown earlier no longer applies."""
        self._clear_refusal()

    def _clear_refusal(self) -> None:
        """Take the refusal off the status bar (a later message stays)."""
        if self._refusal and self.statusBar().currentMessage() == self._refusal:
            self.statusBar().clearMessage()
        self._refusal = ""

    def _on_action_rejected(self, reason: str) -> None:
        # the controller has already put the reason in the UI language; shown alone, a reason
        # reads as a sentence, as large as the log's lines (the TtD stranger, issue 35)
        reason = sentence(reason)
        readable_font(self.statusBar())
        self._refusal = reason
        self._refusal_seat = self.controller.present_actor() if self.controller else None
        self._refusal_mark = self.controller.step_mark() if self.controller else ()
        if self._board_says(reason):
            return  # shown once: the line under the board already says it (issue 36 §1)
        self.statusBar().showMessage(reason, 8000)

    def _board_says(self, reason: str) -> bool:
        """Whether the board's own hint line (under its palette) shows `reason` now."""
        hint = getattr(self.page.board, "hint", None) if self.page is not None else None
        return (
            isinstance(hint, QLabel) and hint.isVisible() and bool(reason) and hint.text() == reason
        )

    def show_results(self) -> None:
        """Game ▸ Results: the finished game's results again (issue 22: they vanished)."""
        outcome = self.controller.session.outcome() if self.controller is not None else None
        if outcome is not None and not self.handoff_up():
            self._on_game_finished(outcome)

    def _on_game_finished(self, outcome: Outcome) -> None:
        from app.engine.gamestats import game_stats  # noqa: PLC0415 - see the module docstring
        from app.engine.story import story_of  # noqa: PLC0415 - see the module docstring
        from app.shell.enddialog import GameEndDialog  # noqa: PLC0415 - see the module docstring

        self._update_actions()
        if self.controller is None:
            return
        names = [s.name for s in self.controller.session.seats]
        game = self.controller.game
        self.end_dialog = GameEndDialog(outcome, names, self, game.source_text)
        if self.controller.session.allow_suggestions:
            self.end_dialog.show_suggestions(self.controller.suggestions.uses())
        session = self.controller.session
        stats = game_stats(game, session.snapshots, session.actions, self.controller.step_events_at)
        running = stats.running if stats is not None else ()
        story = story_of(game, session.snapshots, len(names), outcome.scores, running)
        if story is not None:
            colours = [self.controller.seat_style(seat).colour for seat in range(len(names))]
            self.end_dialog.show_story(story, colours, names)
            self.end_dialog.step_clicked.connect(self.controller.show_step)
        if stats is not None and all(stats.total(s) == n for s, n in enumerate(outcome.scores)):
            self.end_dialog.show_stats(stats, names)  # not for a save loaded without history
        self.end_dialog.finished.connect(self._on_end_dialog_finished)
        # Modeless: the results stay up while the board, the log and "?" (the rules at the
        # game's end) still answer (issue 36: window-modal, they did nothing).
        self.end_dialog.show()

    def _on_end_dialog_finished(self, result: int) -> None:
        from app.shell.enddialog import GameEndDialog  # noqa: PLC0415 - see the module docstring

        if result == GameEndDialog.REMATCH:
            self.rematch()
        elif result == GameEndDialog.NEW_GAME:
            self.new_game()
        elif result == GameEndDialog.REVIEW:
            self.review_game()

    def review_game(self) -> None:
        """Game ▸ Review game…: each person's three costliest moves, searched by the bot."""
        c = self.controller
        if c is None or self.page is None or not c.is_over() or self.handoff_up():
            return
        if self.review_panel is not None:  # searched once: shown again, not searched again
            self.review_panel.show()
            self.review_panel.raise_()
            return
        from app.ui.widgets.review import ReviewPanel  # noqa: PLC0415 - see the module docstring

        panel = ReviewPanel(c, self.page, self.review_iterations)
        panel.closed.connect(self._on_review_closed)
        self.review_panel = panel
        panel.show()
        panel.start()

    def _on_review_closed(self) -> None:
        self.review_panel = None
        if self.controller is not None:  # its moves were shown on the board: back to the end
            self.controller.return_to_present()

    def handoff_up(self) -> bool:
        """Whether the hand-off screen is shown (nothing of the game may be shown or printed)."""
        return self._handoff is not None and self.stack.currentWidget() is self._handoff

    def _update_actions(self) -> None:
        c = self.controller
        a = self.actions_
        for action in (a.save, a.save_as, a.zoom_in, a.zoom_out, a.zoom_fit):
            action.setEnabled(c is not None)
        # Issue 34 §2: behind the hand-off screen nothing that shows or prints the game works.
        shown = c if c is not None and not self.handoff_up() else None
        a.print_setup.setEnabled(shown is not None)
        a.results.setEnabled(shown is not None and shown.is_over())
        a.review.setEnabled(shown is not None and shown.is_over())
        a.undo.setEnabled(shown is not None and shown.can_undo())
        why_not = undo_refusal(shown) if shown is not None else ""
        a.undo.setToolTip(why_not or a.undo.text().replace("&", ""))
        a.redo.setEnabled(shown is not None and shown.can_redo())
        a.confirm.setEnabled(shown is not None and shown.awaiting_confirm())
        why = c.suggestions.unavailable_reason() if c is not None else None
        a.suggest.setEnabled(shown is not None and why is None)
        a.suggest.setToolTip(why or a.suggest.text().replace("&", ""))

    def _zoom(self, how: str) -> None:
        if self.controller is not None:
            self.controller.set_zoom(how)

    # -- help -------------------------------------------------------------------------
    def suggest_move(self) -> None:
        """Help ▸ Suggest a move: the chosen bot's move for the acting person (not played)."""
        if self.controller is not None and not self.handoff_up():
            self.controller.suggestions.request()

    def show_rules(self) -> None:
        """Help ▸ Rules summary."""
        self.show_rules_at("")

    def show_rules_at(self, topic: str) -> None:
        """Open the rules summary at `topic` (an anchor of the summary; "" for the top)."""
        if self.controller is not None:
            text = self.controller.rules_summary()
        else:
            from app.ui.i18n import join_names  # noqa: PLC0415 - see the module docstring

            titles = join_names([e.title() for e in GAME_LIST if is_playable(e.id)])
            text = self.tr("Start a game to read its rules summary. Playable now: {0}.").format(
                titles
            )
        from app.shell.rulesdialog import RulesDialog  # noqa: PLC0415 - see the module docstring

        old = getattr(self, "rules_dialog", None)
        if old is not None:
            old.close()
        # Not modal: the summary can stay open beside the game, and the window's shortcuts
        # (Ctrl+P, Ctrl+Z, Enter) keep working (a window-modal summary swallowed Ctrl+P)
        self.rules_dialog = RulesDialog(self.tr("Rules summary"), text, self)
        self.rules_dialog.setModal(False)
        self.rules_dialog.show()
        if topic:
            self.rules_dialog.show_topic(topic)

    def show_about(self) -> None:
        """Help ▸ About."""
        QMessageBox.about(
            self,
            self.tr("About Hotseat"),
            self.tr(
                "Hotseat {0}\nHeavy board games on one computer: hot-seat play, bots, "
                "printed setups. Rules are enforced by the program; art is drawn by the app."
            ).format(__version__),
        )

    # -- Qt events --------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Retranslate menus on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.actions_.retranslate()
            self.statusBar().clearMessage()
            self.files.update_title()
            self.files.show_recent()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        """Ask about unsaved moves; then remember the geometry, stop bots, keep the autosave.

        Quitting closes the game on purpose, whatever the answer (Save or Discard: the box says
        it stays in Recent games): its autosave is marked closed, so the next start lists it
        under Recent games instead of offering it as an interrupted game (issue 36).
        """
        if not self.files.confirm_replace():
            event.ignore()
            return
        self.prefs.geometry = self.saveGeometry()
        self.prefs.sync()
        if self.review_panel is not None:
            self.review_panel.close()
        if self.controller is not None:
            self.controller.shutdown()
        self.files.flush()  # the last autosave is on disk before the app quits
        self.files.end()
        super().closeEvent(event)


def _show_changes(controller: GameController, enabled: bool) -> None:
    """Switch a board's marks of what changed (a board controller's; others have none).

    Asked by name, not by class: importing the board controller here would load the board
    modules before the welcome page shows (see the module docstring).
    """
    setter = getattr(controller, "set_show_changes", None)
    if callable(setter):
        setter(enabled)
