"""The Confirm / Undo / Redo button bar.

"Confirm turn" shows only while a turn waits for it (issue 18 §3: one Confirm). The rest of the
time a game's own panel (the step being built, with its Confirm) is the way on, and a greyed
second Confirm beside it only competed; its room is kept, so Undo and Redo never move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from app.ui.undonote import undo_refusal

if TYPE_CHECKING:
    from app.ui.controller import GameController

__all__ = ["TurnBar"]

_WAITING = "QPushButton { font-weight: bold; background: #2e7d32; color: white; }"
"""Style of "Confirm turn" while a turn waits for it."""


class TurnBar(QWidget):
    """Buttons that end or take back the current human's turn.

    Args:
        controller: The game's controller.
        parent: Qt parent.
    """

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.confirm_button = QPushButton(self)
        self.confirm_button.setObjectName("confirmButton")
        self.undo_button = QPushButton(self)
        self.redo_button = QPushButton(self)
        for button in (self.undo_button, self.redo_button, self.confirm_button):
            layout.addWidget(button)
        keep = self.confirm_button.sizePolicy()
        keep.setRetainSizeWhenHidden(True)  # hidden, it keeps its room: Undo and Redo stay put
        self.confirm_button.setSizePolicy(keep)
        self.confirm_button.clicked.connect(controller.confirm_turn)
        self.undo_button.clicked.connect(controller.undo)
        self.redo_button.clicked.connect(controller.redo)
        controller.state_changed.connect(self.refresh)
        self.retranslate()
        self.refresh()

    def retranslate(self) -> None:
        """Set the button texts in the UI language."""
        self.confirm_button.setText(self.tr("Confirm turn"))
        self.undo_button.setText(self.tr("Undo"))
        self.redo_button.setText(self.tr("Redo"))
        self._fix_width()

    def _fix_width(self) -> None:
        """Give "Confirm turn" the width of its bolder look, so Undo and Redo never move."""
        button = self.confirm_button
        sheet = button.styleSheet()
        widths = []
        for look in ("", _WAITING):
            button.setStyleSheet(look)
            button.setMinimumWidth(0)
            button.setMaximumWidth(16777215)
            widths.append(button.sizeHint().width())
        button.setStyleSheet(sheet)
        button.setFixedWidth(max(widths))

    def refresh(self) -> None:
        """Enable what the controller allows now."""
        c = self._controller
        waiting = c.awaiting_confirm() and c.replay_step() is None
        self.confirm_button.setEnabled(waiting)
        self.confirm_button.setVisible(waiting)
        self.confirm_button.setDefault(waiting)
        self.confirm_button.setStyleSheet(_WAITING if waiting else "")
        self.undo_button.setEnabled(c.can_undo())
        # grey, it says why (a stranger could not tell whether a drop-out could be taken back)
        self.undo_button.setToolTip(undo_refusal(c) or self.tr("Take back your last move"))
        self.redo_button.setEnabled(c.can_redo())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Retranslate on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
