"""Game ▸ Learn a game: how many easy bots to play against (issue 35, a new user's finding).

`QInputDialog.getInt` disabled its OK button while the number typed was outside 1–3 (or the
field was empty), so a click on OK did nothing and said nothing. Here OK always answers: a
number in range starts the lesson, anything else keeps the dialog open with the range in words,
and the field is never changed (the `AmountBox` rule: no silent clamp).
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from app.ui.widgets.amount import AmountBox

__all__ = ["BotCountDialog"]


class BotCountDialog(QDialog):
    """Ask for a number of easy bots between `low` and `high`; OK refuses others with a reason."""

    def __init__(self, low: int, high: int, default: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("botCountDialog")
        self.setWindowTitle(self.tr("Learn a game"))
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("How many easy bots do you want to play against?"), self))
        self.box = AmountBox(self)
        self.box.set_allowed(low, high)
        self.box.setValue(default)
        layout.addWidget(self.box)
        self.error_label = QLabel(self)
        self.error_label.setObjectName("botCountError")
        self.error_label.setWordWrap(True)
        layout.addWidget(self.error_label)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.box.entered.connect(self.accept)
        self.box.lineEdit().textEdited.connect(lambda _text: self.error_label.clear())

    def value(self) -> int:
        """The number of bots accepted (as typed)."""
        return self.box.typed() or self.box.low

    def accept(self) -> None:
        """A number in range is accepted; any other keeps the dialog open and says why."""
        typed = self.box.typed()
        if typed is None or not self.box.low <= typed <= self.box.high:
            reason = self.tr("Choose {0} to {1} easy bots.").format(self.box.low, self.box.high)
            self.box.refuse(reason)
            self.error_label.setText(reason)
            return
        super().accept()
