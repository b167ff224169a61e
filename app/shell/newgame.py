"""The new-game dialog: game, seats, options, seed, and "Play this setup" from a setup code."""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError
from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import (
    QColor,
    QGuiApplication,
    QIcon,
    QKeyEvent,
    QPixmap,
)
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QStyle,
    QStyleOptionComboBox,
    QVBoxLayout,
    QWidget,
)

from app.engine.phrases import plain
from app.engine.rng import new_seed
from app.engine.session import Seat
from app.engine.setupcode import decode, encode
from app.shell.gamesetup import NewGameSetup
from app.shell.optionsform import OptionsForm
from app.shell.registry import GAME_LIST, game_for, is_playable
from app.shell.setupsummary import setup_summary
from app.ui.i18n import current_language
from app.ui.palette import PLAYER_COLOURS, colour_label, default_colour, player_style
from app.ui.widgets.amount import AmountBox

if TYPE_CHECKING:
    from collections.abc import Callable

    from pydantic import BaseModel


__all__ = ["DEFAULT_NAMES", "JAPANESE_NAMES", "NewGameDialog", "NewGameSetup", "default_names"]

_log = logging.getLogger(__name__)

_SEED = re.compile(r"-?\d{1,15}")
"""A seed as the dialog takes it: a whole number of up to 15 digits."""

DEFAULT_NAMES = ("Anna", "Bea", "Carl", "Dora", "Emil")
"""Seat names offered before the user typed any (English UI)."""
JAPANESE_NAMES = ("はるか", "そうた", "ゆい", "けんじ", "あおい")
"""Seat names offered before the user typed any (Japanese UI: issue 22)."""


def default_names(names: list[str] | None, language: str) -> list[str]:
    """Return five seat names: the user's last ones, then the UI language's defaults.

    Last names that are only the other language's defaults (never typed) follow the language.
    """
    defaults = JAPANESE_NAMES if language == "ja" else DEFAULT_NAMES
    given = list(names or [])
    for other in (DEFAULT_NAMES, JAPANESE_NAMES):
        if given and given == list(other[: len(given)]):
            given = []
    return [*given, *defaults[len(given) :]]


_KINDS = (("human", None), ("bot", "easy"), ("bot", "normal"), ("bot", "hard"))


@dataclass
class _SeatRow:
    name: QLineEdit
    kind: QComboBox
    colour: QComboBox
    label: QLabel


def _swatch(name: str) -> QIcon:
    pixmap = QPixmap(14, 14)
    pixmap.fill(QColor(player_style(name, colour_blind=False).colour))
    return QIcon(pixmap)


def _fit_items(combo: QComboBox) -> None:
    """Make `combo` wide enough for its widest item beside its arrow, measured.

    「ボット（やさしい）」 ran under the arrow: the style's own guess is made with the Latin
    font, and Japanese glyphs come from a wider fallback (the fit walk, issue 36).
    """
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    option.rect = QRect(0, 0, 1000, 30)
    field = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    )
    metrics = combo.fontMetrics()
    widest = max(
        (metrics.horizontalAdvance(combo.itemText(i)) for i in range(combo.count())), default=0
    )
    combo.setMinimumWidth(widest + 1000 - field.width() + 4)


class NewGameDialog(QDialog):
    """Choose a game and its seats, options and seed.

    Args:
        names: Seat names to suggest (the last ones used).
        parent: Qt parent.
        game_id: Game selected at first.
        remembered: The choices last made for a game (`Preferences.newgame_choices`), shown
            when that game is selected.
    """

    def __init__(
        self,
        names: list[str] | None = None,
        parent: QWidget | None = None,
        game_id: str = "",
        remembered: Callable[[str], dict[str, Any]] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(plain(self.tr("New game")))
        self._names = default_names(names, current_language())
        self._remembered = remembered
        layout = QVBoxLayout(self)
        layout.addWidget(self._build_game_box())
        layout.addWidget(self._build_seats_box())
        self.options_box = QGroupBox(self.tr("Options"), self)
        self.options_layout = QVBoxLayout(self.options_box)
        self.options_layout.addLayout(self._build_suggestions_row())
        self.options_form: OptionsForm | None = None
        layout.addWidget(self.options_box)
        layout.addWidget(self._build_seed_box())
        self.error_label = QLabel(self)
        self.error_label.setStyleSheet("color: #b00020;")
        self.error_label.setWordWrap(True)
        layout.addWidget(self.error_label)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start game"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._result: NewGameSetup | None = None
        self._select_game(game_id)

    # -- building ---------------------------------------------------------------------
    def _build_game_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Game"), self)
        form = QFormLayout(box)
        self.game_combo = QComboBox(box)
        for entry in GAME_LIST:
            playable = is_playable(entry.id)
            text = entry.title() if playable else self.tr("{0} (coming soon)").format(entry.title())
            self.game_combo.addItem(text, entry.id)
            if not playable:
                item = self.game_combo.model().index(self.game_combo.count() - 1, 0)
                self.game_combo.model().setData(item, 0, Qt.ItemDataRole.UserRole - 1)
        self.game_combo.currentIndexChanged.connect(self._on_game_changed)
        # a typed count outside the game's range is kept and refused at Start (issue 35 §2)
        self.players_spin = AmountBox(box)
        self.players_spin.valueChanged.connect(self._on_players_changed)
        self.players_spin.lineEdit().textEdited.connect(self._on_players_typed)
        self.players_spin.entered.connect(self.accept)  # Enter starts, as in the other fields
        form.addRow(self.tr("Game"), self.game_combo)
        form.addRow(self.tr("Players"), self.players_spin)
        return box

    def _build_seats_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Seats"), self)
        grid = QGridLayout(box)
        for column, title in enumerate((self.tr("Name"), self.tr("Played by"), self.tr("Colour"))):
            grid.addWidget(QLabel(f"<b>{title}</b>", box), 0, column + 1)
        self.rows: list[_SeatRow] = []
        for seat in range(5):
            row = _SeatRow(
                QLineEdit(self._names[seat], box), QComboBox(box), QComboBox(box), QLabel(box)
            )
            row.label.setText(str(seat + 1))
            row.name.setMaxLength(24)
            for kind, level in _KINDS:
                row.kind.addItem(self._kind_label(kind, level), (kind, level))
            row.kind.setCurrentIndex(0 if seat < 2 else 1)
            for colour in PLAYER_COLOURS:
                row.colour.addItem(_swatch(colour), colour_label(colour), colour)
            _fit_items(row.kind)
            row.colour.setCurrentIndex(PLAYER_COLOURS.index(default_colour(seat)))
            for column, widget in enumerate((row.label, row.name, row.kind, row.colour)):
                grid.addWidget(widget, seat + 1, column)
            self.rows.append(row)
        return box

    def _kind_label(self, kind: str, level: str | None) -> str:
        if kind == "human":
            return self.tr("Human")
        if level == "easy":
            return self.tr("Bot (easy)")
        return self.tr("Bot (hard)") if level == "hard" else self.tr("Bot (normal)")

    def _build_suggestions_row(self) -> QHBoxLayout:
        """Return the "Suggestions" row: off, or which bot suggests (Help ▸ Suggest a move)."""
        row = QHBoxLayout()
        self.suggestions_combo = QComboBox(self.options_box)
        self.suggestions_combo.addItem(self.tr("From the Normal bot"), "normal")
        self.suggestions_combo.addItem(self.tr("From the Hard bot (thinks longer)"), "hard")
        self.suggestions_combo.addItem(self.tr("Off"), None)
        self.suggestions_combo.setToolTip(
            self.tr("Players may ask a bot which move it would make (counted per seat)")
        )
        label = QLabel(self.tr("Suggestions:"), self.options_box)
        label.setBuddy(self.suggestions_combo)
        row.addWidget(label)
        row.addWidget(self.suggestions_combo, 1)
        return row

    def _build_seed_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Setup"), self)
        form = QFormLayout(box)
        seed_row = QHBoxLayout()
        self.seed_edit = QLineEdit(str(new_seed()), box)
        # what is typed stays (a validator dropped letters without a word); a seed that is not
        # a whole number is named at once and refused at Start
        self.seed_edit.setToolTip(self._seed_rule())
        self.seed_edit.textEdited.connect(self._on_seed_typed)
        self.seed_edit.textChanged.connect(self._update_code)
        random_button = QPushButton(self.tr("New seed"), box)
        random_button.clicked.connect(lambda: self.seed_edit.setText(str(new_seed())))
        copy_button = QPushButton(self.tr("Copy"), box)
        copy_button.clicked.connect(self._copy_seed)
        seed_row.addWidget(self.seed_edit, 1)
        seed_row.addWidget(random_button)
        seed_row.addWidget(copy_button)
        form.addRow(self.tr("Seed"), seed_row)
        self.code_label = QLabel(box)
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        form.addRow(self.tr("Setup code"), self.code_label)
        play_row = QHBoxLayout()
        self.code_edit = QLineEdit(box)
        # Enter here is "Play this setup", and only that: the dialog's default button (Start
        # game) must not follow it, or a cancelled summary would start the game anyway.
        self.code_edit.installEventFilter(self)
        self.play_button = QPushButton(self.tr("Play this setup"), box)
        self.play_button.clicked.connect(self.play_code)
        play_row.addWidget(self.code_edit, 1)
        play_row.addWidget(self.play_button)
        form.addRow(self.tr("Setup code to play"), play_row)
        return box

    # -- reacting ---------------------------------------------------------------------
    def game_id(self) -> str:
        """Return the selected game's id."""
        return str(self.game_combo.currentData())

    def _select_game(self, game_id: str) -> None:
        ids = [e.id for e in GAME_LIST]
        wanted = [game_id] if game_id in ids and is_playable(game_id) else []
        wanted += [e.id for e in GAME_LIST if is_playable(e.id)]
        if wanted:
            self.game_combo.setCurrentIndex(ids.index(wanted[0]))
        self._on_game_changed()

    def _on_game_changed(self) -> None:
        playable = is_playable(self.game_id())
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(playable)
        if self.options_form is not None:
            if self.options_form.game_id == self.game_id():
                return  # `_select_game` calls this after the combo's own signal did
            # Out of the layout and hidden now: `deleteLater` alone waits for the event loop
            # that was running when it was called, not the dialog's own `exec()` loop, so the
            # old form would stay on screen under the new one.
            self.options_layout.removeWidget(self.options_form)
            self.options_form.hide()
            self.options_form.setParent(None)
            self.options_form.deleteLater()
            self.options_form = None
        if not playable:
            return
        game = game_for(self.game_id())
        self.players_spin.set_allowed(game.min_players, game.max_players)
        self.players_spin.setValue(max(game.min_players, min(3, game.max_players)))
        self.players_spin.clear_refusal()
        self.options_form = OptionsForm(game.Options, self.options_box, self.game_id())
        self.options_form.changed.connect(self._update_code)
        self.options_form.entered.connect(self.accept)
        self.options_layout.addWidget(self.options_form)
        self._show_code_example()
        self._on_players_changed()
        if self._remembered is not None:
            self._restore(self._remembered(self.game_id()))

    def _restore(self, choices: dict[str, Any]) -> None:
        """Show the choices last made for this game: player count, seats, options."""
        if isinstance(players := choices.get("players"), int):  # remembered, not typed: fit it
            box = self.players_spin
            box.setValue(min(box.high, max(box.low, players)))
            box.clear_refusal()
        seats = choices.get("seats")
        for row, seat in zip(self.rows, seats if isinstance(seats, list) else [], strict=False):
            if not isinstance(seat, dict):
                continue
            if isinstance(name := seat.get("name"), str) and name.strip():
                row.name.setText(name)
            if (kind := (seat.get("kind"), seat.get("level"))) in _KINDS:
                row.kind.setCurrentIndex(_KINDS.index(kind))
            if (colour := row.colour.findData(seat.get("colour"))) >= 0:
                row.colour.setCurrentIndex(colour)
        options = choices.get("options")
        if self.options_form is not None and isinstance(options, dict):
            self.options_form.set_values(options)

    def choices(self) -> dict[str, Any]:
        """Return the choices to remember for the selected game (`_restore` shows them)."""
        seats = []
        for row in self.rows[: self._count()]:
            kind, level = row.kind.currentData()
            colour = row.colour.currentData()
            seats.append({"name": row.name.text(), "kind": kind, "level": level, "colour": colour})
        options = self.options_form.values() if self.options_form is not None else {}
        return {"players": self._count(), "seats": seats, "options": options}

    def _count(self) -> int:
        """The seats to show: the number typed, or the nearest allowed while it is refused."""
        box = self.players_spin
        return min(box.high, max(box.low, box.typed() or box.low))

    def _show_code_example(self) -> None:
        """Show an example code of the selected game in the empty "code to play" box."""
        game = game_for(self.game_id())
        try:
            example = encode(self.game_id(), game.Options(players=game.max_players), 12345)
        except (ValueError, ValidationError):
            example = ""
        self.code_edit.setPlaceholderText(self.tr("e.g. {0}").format(example) if example else "")

    def _on_players_changed(self) -> None:
        count = self._count()
        for seat, row in enumerate(self.rows):
            for widget in (row.label, row.name, row.kind, row.colour):
                widget.setVisible(seat < count)
        if self.options_form is not None:
            self.options_form.set_players(count)
        self._update_code()

    def _copy_seed(self) -> None:
        QGuiApplication.clipboard().setText(self.seed_edit.text())

    def _options(self) -> BaseModel:
        game = game_for(self.game_id())
        values = self.options_form.values() if self.options_form is not None else {}
        values["players"] = self.players_spin.typed()  # as typed: None or out of range fails
        return game.Options(**values)

    def _seed_rule(self) -> str:
        return self.tr("The seed is a whole number of up to 15 digits (such as 12345), no letters.")

    def seed_ok(self) -> bool:
        """Whether the seed field holds a whole number of up to 15 digits."""
        return _SEED.fullmatch(self.seed_edit.text()) is not None

    def _on_seed_typed(self, _text: str) -> None:
        self.error_label.setText("" if self.seed_ok() else self._seed_rule())

    def _on_players_typed(self, _text: str) -> None:
        """A player count out of the game's range is named at once, in words (not at Start)."""
        self.error_label.clear()
        players = self.players_spin.typed()
        if players is not None and not self.players_spin.low <= players <= self.players_spin.high:
            self.error_label.setText(self._typed_refusal() or "")

    def _update_code(self) -> None:
        text = ""
        if is_playable(self.game_id()) and self.seed_ok():
            try:
                text = encode(self.game_id(), self._options(), int(self.seed_edit.text()))
            except (ValueError, ValidationError):
                text = ""
        self.code_label.setText(text or "—")

    def use_code(self) -> bool:
        """Fill the dialog from the setup code typed in; return whether it was valid."""
        try:
            game_id, options, seed = decode(self.code_edit.text())
        except ValueError as exc:
            self.error_label.setText(self.tr("Setup code not valid: {0}").format(str(exc)))
            return False
        if not is_playable(game_id):
            self.error_label.setText(self.tr("That setup is for a game not available yet."))
            return False
        self._select_game(game_id)
        self.players_spin.setValue(int(options.get("players", self.players_spin.value())))
        self.players_spin.clear_refusal()  # a count outside the range is refused at Start
        if self.options_form is not None:
            self.options_form.set_values({k: v for k, v in options.items() if k != "players"})
        self.seed_edit.setText(str(seed))
        self.error_label.setText("")
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """Enter in the code box plays its setup (`play_code`) and goes no further."""
        if (
            watched is self.code_edit
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            self.play_code()
            return True
        return super().eventFilter(watched, event)

    def play_code(self) -> bool:
        """Start the setup of the code typed in, once the player confirmed what will start.

        The code fills the dialog (`use_code`); the seats are the dialog's. Returns whether
        the game is to start.
        """
        if not self.use_code() or (setup := self._built()) is None:
            return False
        if not self.confirm_start(setup):
            return False
        self._result = setup
        super().accept()
        return True

    def start_box(self, setup: NewGameSetup) -> QMessageBox:
        """Return the question "Start this game?" with what will start (`play_code`)."""
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Play this setup"), "", parent=self)
        box.setText(self.tr("Start this game?"))
        shown = list(self.options_form.values()) if self.options_form is not None else []
        box.setInformativeText(setup_summary(setup, shown))
        start = box.addButton(self.tr("Start game"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(start)
        return box

    def confirm_start(self, setup: NewGameSetup) -> bool:
        """Ask whether to start `setup` (tests answer through this method)."""
        box = self.start_box(setup)
        box.exec()
        return box.buttonRole(box.clickedButton()) == QMessageBox.ButtonRole.AcceptRole

    # -- result -----------------------------------------------------------------------
    def _seats(self) -> list[Seat]:
        seats = []
        for seat, row in enumerate(self.rows[: self._count()]):
            kind, level = row.kind.currentData()
            name = row.name.text().strip() or self.tr("Player {0}").format(seat + 1)
            seats.append(Seat(name=name, kind=kind, level=level, colour=row.colour.currentData()))
        return seats

    def _typed_refusal(self) -> str | None:
        """Mark a number typed outside its range and return why (None: every number fits).

        The player count first, then the number options (`OptionsForm.refusal`).
        """
        box = self.players_spin
        players = box.typed()
        if players is None or not box.low <= players <= box.high:
            title = next((e.title() for e in GAME_LIST if e.id == self.game_id()), "")
            reason = self.tr("{2} takes {0} to {1} players").format(box.low, box.high, title)
            box.refuse(reason)
            return reason
        return self.options_form.refusal() if self.options_form is not None else None

    def _problem(self, seats: list[Seat]) -> str | None:
        if not is_playable(self.game_id()):
            return self.tr("This game is not available yet.")
        if (refused := self._typed_refusal()) is not None:
            return refused
        if not self.seed_ok():
            return self._seed_rule()
        if len({s.colour for s in seats}) != len(seats):
            return self.tr("Each seat needs its own colour.")
        if len({s.name for s in seats}) != len(seats):
            return self.tr("Each seat needs its own name.")
        return None

    def accept(self) -> None:
        """Check the choices; keep the dialog open with a message if something is wrong."""
        setup = self._built()
        if setup is None:
            return
        self._result = setup
        super().accept()

    def _built(self) -> NewGameSetup | None:
        """Return the setup chosen, or None after showing what is wrong with it."""
        seats = self._seats()
        problem = self._problem(seats)
        if problem is None:
            try:
                options = self._options()
            except ValidationError as exc:
                problem = str(exc.errors()[0]["msg"])
        if problem is not None:
            self.error_label.setText(problem)
            return None
        return NewGameSetup(
            self.game_id(),
            options,
            int(self.seed_edit.text()),
            seats,
            self.suggestions_combo.currentData() is not None,
            self.suggestions_combo.currentData() or "normal",
        )

    def setup(self) -> NewGameSetup | None:
        """Return the accepted setup (None if the dialog was cancelled)."""
        return self._result
