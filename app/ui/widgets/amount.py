"""A number field that never changes what was typed (issue 35 §2).

A plain `QSpinBox` with a range refuses keystrokes past its maximum ("25" with £20 stays "£2")
and corrects a value under its minimum when it loses focus, both without a word. `AmountBox`
accepts any whole number a person can type (its range is wide); the arrows step only inside
the allowed range (`set_allowed`). Whoever reads the amount (`typed`) checks it and, when it is
refused, marks the field with the reason (`refuse`): the field keeps the typed number and stays
marked until it is edited again. Enter in the field emits `entered` (press the form's button).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QSpinBox, QWidget

if TYPE_CHECKING:
    from PySide6.QtGui import QKeyEvent

__all__ = ["AmountBox"]

_WIDE = 999_999
"""The highest number the field takes (any amount a person would type)."""

_MARKED = "QSpinBox { border: 2px solid #c0392b; background: #fdecea; }"


class AmountBox(QSpinBox):
    """A whole-number field whose typed value is checked by its reader, never clamped."""

    entered = Signal()
    """Enter was pressed in the field."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRange(0, _WIDE)
        self.setKeyboardTracking(True)
        self.low = 0
        """The lowest amount allowed (the arrows stop there)."""
        self.high = 0
        """The highest amount allowed (the arrows stop there)."""
        self.reason = ""
        """Why the typed amount was refused ("" while it is not)."""
        self.lineEdit().textEdited.connect(lambda _text: self.clear_refusal())

    def set_allowed(self, low: int, high: int) -> None:
        """Set the range the arrows step in; a typed amount outside it is the reader's to refuse."""
        self.low, self.high = low, max(low, high)

    def typed(self) -> int | None:
        """Return the number in the field as typed (None when it holds no number)."""
        text = self.cleanText().strip()
        return int(text) if text.isdigit() else None

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        """Enter: `entered` (the amount as typed, not interpreted); other keys as usual."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()
            self.entered.emit()
            return
        super().keyPressEvent(event)

    def stepBy(self, steps: int) -> None:  # noqa: N802 - Qt's name
        """Step with the arrows, inside the allowed range."""
        now = self.typed()
        start = self.low if now is None else now
        self.setValue(min(self.high, max(self.low, start + steps * self.singleStep())))
        self.clear_refusal()

    def stepEnabled(self) -> QSpinBox.StepEnabledFlag:  # noqa: N802 - Qt's name
        """The arrows are live while the amount can move inside the allowed range."""
        now = self.typed()
        flags = QSpinBox.StepEnabledFlag.StepNone
        if self.isEnabled() and (now is None or now > self.low):
            flags |= QSpinBox.StepEnabledFlag.StepDownEnabled
        if self.isEnabled() and (now is None or now < self.high):
            flags |= QSpinBox.StepEnabledFlag.StepUpEnabled
        return flags

    def refuse(self, reason: str) -> None:
        """Mark the field as refused with `reason` (kept until the amount is edited)."""
        self.reason = reason
        self.setStyleSheet(_MARKED)
        self.setToolTip(reason)
        self.setProperty("refused", True)

    def clear_refusal(self) -> None:
        """The amount changed: it is no longer the refused one."""
        if self.reason:
            self.reason = ""
            self.setStyleSheet("")
            self.setToolTip("")
            self.setProperty("refused", False)
