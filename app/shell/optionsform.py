"""A form generated from a game's `Options` model: bools as check boxes, Literals as combos.

`players` is left out (the new-game dialog has its own control for it). Each game names its
options in its own catalogue (`option.<field>`, `option.<field>.<value>`); the shell holds no
game's words. An int option whose every value in its bounds is named in the catalogue is a
combo of those names (a raw "-1" means nothing to a player); one marked
`json_schema_extra={"seat": True}` offers only the seats at the table (`set_players`). Any other
int option is an `AmountBox`: a typed number outside its bounds is kept and refused with its
reason (`refusal`), never clamped (issue 35 §2).
"""

from __future__ import annotations

import enum
import typing
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QWidget

from app.engine.text import Text, catalogue
from app.ui.i18n import show
from app.ui.widgets.amount import AmountBox

if TYPE_CHECKING:
    from pydantic import BaseModel
    from pydantic.fields import FieldInfo

__all__ = ["OptionsForm", "choice_label", "option_label"]


def option_label(name: str, game_id: str = "") -> str:
    """Return the label of an option field in the UI language.

    The game names its options in its own catalogue (`option.<field>`); a field it does not
    name shows its name in words.
    """
    key = f"option.{name}"
    if game_id and key in catalogue(game_id, "en"):
        return show(Text.of(game_id, key))
    return name.replace("_", " ").capitalize()


def choice_label(name: str, value: Any, game_id: str = "") -> str:
    """Return the label of one choice of an option (`option.<field>.<value>` in the catalogue)."""
    raw = value.value if isinstance(value, enum.Enum) else value
    key = f"option.{name}.{raw}"
    if game_id and key in catalogue(game_id, "en"):
        return show(Text.of(game_id, key))
    return str(raw).replace("_", " ")


def _choices(annotation: Any) -> tuple[Any, ...] | None:
    if typing.get_origin(annotation) is typing.Literal:
        return typing.get_args(annotation)
    if isinstance(annotation, type) and issubclass(annotation, enum.Enum):
        return tuple(annotation)
    return None


def _named_ints(name: str, info: FieldInfo, game_id: str) -> tuple[int, ...] | None:
    """Return the values of an int option when the game's catalogue names every one of them."""
    low, high = _bounds(info)
    values = tuple(range(low, high + 1))
    names = catalogue(game_id, "en") if game_id else {}
    if len(values) > 12 or any(f"option.{name}.{v}" not in names for v in values):
        return None
    return values


def _is_seat(info: FieldInfo) -> bool:
    extra = info.json_schema_extra
    return isinstance(extra, dict) and extra.get("seat") is True


def _bounds(info: FieldInfo) -> tuple[int, int]:
    low, high = 0, 999
    for item in info.metadata:
        low = int(getattr(item, "ge", low))
        high = int(getattr(item, "le", high))
    return low, high


class OptionsForm(QWidget):
    """Editors for every option of a game except `players`.

    Args:
        model: The game's Options class.
        parent: Qt parent.
        game_id: The game whose options these are.
    """

    changed = Signal()
    """Any option's value changed (the setup code shown depends on them)."""
    entered = Signal()
    """Enter was pressed in a number option (the dialog's Start follows it)."""

    def __init__(
        self, model: type[BaseModel], parent: QWidget | None = None, game_id: str = ""
    ) -> None:
        super().__init__(parent)
        self._model = model
        self.game_id = game_id
        self._editors: dict[str, QWidget] = {}
        self._seat_combos: dict[str, tuple[int, ...]] = {}
        layout = QFormLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for name, info in model.model_fields.items():
            if name == "players":
                continue
            editor = self._editor_for(name, info)
            if editor is not None:
                self._editors[name] = editor
                if isinstance(editor, QCheckBox):
                    layout.addRow(editor)
                else:
                    layout.addRow(QLabel(option_label(name, self.game_id), self), editor)
        if not self._editors:
            layout.addRow(QLabel(self.tr("This game has no options."), self))

    def _editor_for(self, name: str, info: FieldInfo) -> QWidget | None:
        default = info.get_default(call_default_factory=True)
        choices = _choices(info.annotation)
        if info.annotation is bool:
            box = QCheckBox(option_label(name, self.game_id), self)
            box.setChecked(bool(default))
            extra = info.json_schema_extra
            # a game marks an option it does not offer yet; show it, but it cannot be picked
            box.setEnabled(not (isinstance(extra, dict) and extra.get("available") is False))
            box.toggled.connect(self.changed)
            return box
        if info.annotation is int and (named := _named_ints(name, info, self.game_id)):
            choices = named
            if _is_seat(info):
                self._seat_combos[name] = named
        if choices is not None:
            combo = QComboBox(self)
            self._fill(combo, name, choices)
            combo.setCurrentIndex(max(0, combo.findData(default)))
            combo.currentIndexChanged.connect(self.changed)
            return combo
        if info.annotation is int:
            amount = AmountBox(self)
            amount.set_allowed(*_bounds(info))
            amount.setValue(int(default))
            amount.valueChanged.connect(self.changed)
            amount.entered.connect(self.entered)
            return amount
        return None

    def _fill(self, combo: QComboBox, name: str, values: tuple[Any, ...]) -> None:
        for value in values:
            combo.addItem(choice_label(name, value, self.game_id), value)

    def set_players(self, players: int) -> None:
        """Offer only the seats at a table of this many in seat options (negatives stay)."""
        for name, values in self._seat_combos.items():
            combo = self._editors[name]
            assert isinstance(combo, QComboBox)
            current = combo.currentData()
            shown = tuple(v for v in values if v < players)
            combo.blockSignals(True)
            combo.clear()
            self._fill(combo, name, shown)
            combo.setCurrentIndex(max(0, combo.findData(current)))
            combo.blockSignals(False)
        self.changed.emit()

    def values(self) -> dict[str, Any]:
        """Return the chosen option values by field name."""
        out: dict[str, Any] = {}
        for name, editor in self._editors.items():
            if isinstance(editor, QCheckBox):
                out[name] = editor.isChecked()
            elif isinstance(editor, QComboBox):
                out[name] = editor.currentData()
            elif isinstance(editor, AmountBox):
                out[name] = editor.typed()  # as typed: `refusal` says when it is not allowed
        return out

    def refusal(self) -> str | None:
        """Mark the first number option typed outside its bounds and return why (None: all fit)."""
        for name, editor in self._editors.items():
            if not isinstance(editor, AmountBox):
                continue
            amount = editor.typed()
            if amount is None or not editor.low <= amount <= editor.high:
                reason = self.tr("{0}: {1} to {2}").format(
                    option_label(name, self.game_id), editor.low, editor.high
                )
                editor.refuse(reason)
                return reason
        return None

    def set_values(self, values: dict[str, Any]) -> None:
        """Show these option values (unknown names are ignored)."""
        for name, value in values.items():
            editor = self._editors.get(name)
            if isinstance(editor, QCheckBox):
                editor.setChecked(bool(value))
            elif isinstance(editor, QComboBox):
                editor.setCurrentIndex(max(0, editor.findData(value)))
            elif isinstance(editor, AmountBox):
                editor.setValue(int(value))
                editor.clear_refusal()
