"""A form generated from a game's `Options` model: bools as check boxes, Literals as combos.

`players` is left out (the new-game dialog has its own control for it). Labels of known
options are translated; others show their field name in words.
"""

from __future__ import annotations

import enum
import typing
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QSpinBox, QWidget

if TYPE_CHECKING:
    from pydantic import BaseModel
    from pydantic.fields import FieldInfo

__all__ = ["OptionsForm", "option_label"]

_LABELS = {
    "open_scores": QT_TRANSLATE_NOOP("Options", "Open scores (collected tiles visible to all)"),
    "two_player_rules": QT_TRANSLATE_NOOP("Options", "Two-player rules"),
    "setup": QT_TRANSLATE_NOOP("Options", "Setup"),
    "auction": QT_TRANSLATE_NOOP("Options", "Turn-order auction"),
    "leeghwater": QT_TRANSLATE_NOOP("Options", "Leeghwater Project expansion"),
    "introductory": QT_TRANSLATE_NOOP("Options", "Introductory setup"),
}


def option_label(name: str) -> str:
    """Return the translated label of an option field."""
    source = _LABELS.get(name)
    if source is None:
        return name.replace("_", " ").capitalize()
    return QCoreApplication.translate("Options", str(source))


def _choices(annotation: Any) -> tuple[Any, ...] | None:
    if typing.get_origin(annotation) is typing.Literal:
        return typing.get_args(annotation)
    if isinstance(annotation, type) and issubclass(annotation, enum.Enum):
        return tuple(annotation)
    return None


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
    """

    def __init__(self, model: type[BaseModel], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self._editors: dict[str, QWidget] = {}
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
                    layout.addRow(QLabel(option_label(name), self), editor)
        if not self._editors:
            layout.addRow(QLabel(self.tr("This game has no options."), self))

    def _editor_for(self, name: str, info: FieldInfo) -> QWidget | None:
        default = info.get_default(call_default_factory=True)
        choices = _choices(info.annotation)
        if info.annotation is bool:
            box = QCheckBox(option_label(name), self)
            box.setChecked(bool(default))
            return box
        if choices is not None:
            combo = QComboBox(self)
            for value in choices:
                text = value.value if isinstance(value, enum.Enum) else value
                combo.addItem(str(text).replace("_", " "), value)
            combo.setCurrentIndex(max(0, combo.findData(default)))
            return combo
        if info.annotation is int:
            spin = QSpinBox(self)
            spin.setRange(*_bounds(info))
            spin.setValue(int(default))
            return spin
        return None

    def values(self) -> dict[str, Any]:
        """Return the chosen option values by field name."""
        out: dict[str, Any] = {}
        for name, editor in self._editors.items():
            if isinstance(editor, QCheckBox):
                out[name] = editor.isChecked()
            elif isinstance(editor, QComboBox):
                out[name] = editor.currentData()
            elif isinstance(editor, QSpinBox):
                out[name] = editor.value()
        return out

    def set_values(self, values: dict[str, Any]) -> None:
        """Show these option values (unknown names are ignored)."""
        for name, value in values.items():
            editor = self._editors.get(name)
            if isinstance(editor, QCheckBox):
                editor.setChecked(bool(value))
            elif isinstance(editor, QComboBox):
                editor.setCurrentIndex(max(0, editor.findData(value)))
            elif isinstance(editor, QSpinBox):
                editor.setValue(int(value))
