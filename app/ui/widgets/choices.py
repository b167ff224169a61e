"""The step-by-step choice panel: the current step's question, its choices, Back/Confirm/Cancel.

A move built from the engine's legal list (`app.ui.narrowing`) shows its next step here: the
question, the distinct values still possible (one list row each, with an optional tooltip) and
Back, Confirm and Cancel. The controller fills it (`show_step`) and reacts to its signals
(`app.ui.stepcontroller.StepController`). Games give it their object names; Blood Rage adds a
battle status above it, Barrage lays it out for its narrow side column.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:
    from collections.abc import Sequence

__all__ = ["ChoicePanel", "press_step_key"]

_ROLE = Qt.ItemDataRole.UserRole + 1
"""List item data: the row's index into the values."""


class ChoicePanel(QWidget):
    """The current step: question, choices, Confirm, Back and Cancel.

    Args:
        name: Object name of the panel (stylesheets, tests).
        list_name: Object name of the list of choices ("" for none).
        parent: Qt parent.
    """

    chosen = Signal(object)
    """A choice of the list was activated: its value."""
    back_clicked = Signal()
    """Back: take the last choice back."""
    confirm_clicked = Signal()
    """Confirm: play the action the choices name."""
    cancel_clicked = Signal()
    """Cancel: drop every choice."""

    hide_empty_prompt = False
    """Hide the question line while it is empty (the list gets its room)."""
    buttons_always_shown = False
    """Keep Confirm, Back and Cancel on screen (disabled) when there is nothing to do."""

    def __init__(self, name: str, list_name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(2, 0, 2, 0)
        self.column.setSpacing(2)
        self.prompt = QLabel(self)
        self.prompt.setWordWrap(True)
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        self.column.addWidget(self.prompt)
        self._values: list[Any] = []
        self.list = QListWidget(self)
        if list_name:
            self.list.setObjectName(list_name)
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.itemActivated.connect(self._on_activated)
        self.list.itemClicked.connect(self._on_activated)
        self.column.addWidget(self.list, 1)
        self.buttons = QHBoxLayout()
        self.confirm = QPushButton(self)
        self.back = QPushButton(self)
        self.cancel = QPushButton(self)
        for button in (self.confirm, self.back, self.cancel):
            self.buttons.addWidget(button)
        self.buttons.addStretch(1)
        self.column.addLayout(self.buttons)
        self.back.clicked.connect(self.back_clicked.emit)
        self.confirm.clicked.connect(self.confirm_clicked.emit)
        self.cancel.clicked.connect(self.cancel_clicked.emit)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the button texts in the UI language."""
        self.back.setText(QCoreApplication.translate("ChoicePanel", "Back"))
        self.confirm.setText(QCoreApplication.translate("ChoicePanel", "Confirm"))
        self.cancel.setText(QCoreApplication.translate("ChoicePanel", "Cancel"))

    def show_step(
        self,
        prompt: str,
        choices: Sequence[tuple[Any, str]],
        can_back: bool,
        can_confirm: bool,
        tips: Sequence[str] = (),
    ) -> None:
        """Show a question with its choices (value, words) and which buttons work.

        `tips` gives each choice's tooltip, in the order of `choices` (missing: none). The
        buttons show only while there is something to take back or confirm.
        """
        self.prompt.setText(prompt)
        if self.hide_empty_prompt:
            self.prompt.setVisible(bool(prompt))
        self.list.clear()
        self._values = [value for value, _ in choices]
        for k, (_, text) in enumerate(choices):
            item = QListWidgetItem(text, self.list)
            item.setData(_ROLE, k)
            if k < len(tips) and tips[k]:
                item.setToolTip(tips[k])
        self.list.setVisible(bool(choices))
        self.back.setEnabled(can_back)
        self.cancel.setEnabled(can_back)
        self.confirm.setEnabled(can_confirm)
        for button in (self.confirm, self.back, self.cancel):
            button.setVisible(self.buttons_always_shown or can_confirm or can_back)

    def choices(self) -> list[str]:
        """Return the words of the choices listed."""
        return [self.list.item(i).text() for i in range(self.list.count())]

    def tips(self) -> list[str]:
        """Return the tooltips of the choices listed ("" for none)."""
        return [self.list.item(i).toolTip() for i in range(self.list.count())]

    def values(self) -> list[Any]:
        """Return the values of the choices listed, in their rows' order."""
        return list(self._values)

    def choose_row(self, row: int) -> None:
        """Activate the choice in `row` (keyboard, tests)."""
        if 0 <= row < len(self._values):
            self.chosen.emit(self._values[row])

    def _on_activated(self, item: QListWidgetItem) -> None:
        self.choose_row(int(item.data(_ROLE)))


def owns_enter() -> bool:
    """Whether the widget with the focus uses Enter itself: a field, a spin box, a list.

    A text field enters (the move filter), an amount box confirms its amount, a list chooses
    its row; everything else on the game page leaves Enter to Confirm (issue 35 §2).
    """
    focus = QApplication.focusWidget()
    return isinstance(focus, QAbstractItemView | QLineEdit | QAbstractSpinBox)


def press_step_key(panel: ChoicePanel | None, key: int) -> bool:
    """Enter: Confirm the move being built; Escape: Back (issue 35 §2). True if pressed.

    Only a key no widget took reaches here; a list, a field or a button with the focus has the
    key to itself (Enter in the list of choices chooses, in a field it enters the field).
    """
    if panel is None or not panel.isVisible() or owns_enter():
        return False
    enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
    button = panel.confirm if enter else panel.back if key == Qt.Key.Key_Escape else None
    if button is None or not (button.isEnabled() and button.isVisible()):
        return False
    button.click()
    return True
