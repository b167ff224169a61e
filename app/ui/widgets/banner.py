"""The replay banner: "Viewing move 12 — Return to the present"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QWidget

from app.ui.widgets.elided import ElidedLabel

if TYPE_CHECKING:
    from app.ui.controller import GameController

__all__ = ["ReplayBanner"]


class ReplayBanner(QFrame):
    """Shown while the board displays a past step; its button returns to the present.

    Args:
        controller: The game's controller.
        parent: Qt parent.
        in_stack: Whether a stacked row shows and hides it (else it does so itself).
    """

    def __init__(
        self, controller: GameController, parent: QWidget | None = None, *, in_stack: bool = False
    ) -> None:
        super().__init__(parent)
        self._controller = controller
        self._in_stack = in_stack
        """In a stacked row the stack shows and hides it (`GamePage`), not the banner itself."""
        self.setObjectName("replayBanner")
        self.setStyleSheet("#replayBanner { background: #fff3c4; border: 1px solid #d9b400; }")
        layout = QHBoxLayout(self)
        # as low as the suggestion bar whose row it takes: the board below keeps its size
        layout.setContentsMargins(8, 0, 8, 0)
        self.label = ElidedLabel(self)  # a long move ends in "…", whole in the tooltip
        self.label.setStyleSheet("color: #3a2f00;")
        self.button = QPushButton(self)
        self.button.clicked.connect(controller.return_to_present)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.button)
        controller.state_changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        """Show or hide, and say which move is shown."""
        c = self._controller
        step = c.replay_step()
        if not self._in_stack:
            self.setVisible(step is not None)
        if step is not None:
            if step > 0:
                entry = c.log_entries()[step - 1]
                self.label.setText(self.tr("Viewing move {0}: {1}").format(step, entry.text))
            else:
                self.label.setText(self.tr("Viewing the start of the game"))
        self.button.setText(self.tr("Return to the present"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Retranslate on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)
