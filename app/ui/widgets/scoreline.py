"""The "score so far" line under the prompt: the public score of the seat whose turn it is.

Issue 22: players could not see where they stood without adding up the players panel. One line,
for the seat to act at the step shown (the replayed one while replaying), with only what
everyone may see (`GameBase.score_so_far` on the public view). Empty once the game is over: the
log's "Final scoring" has the totals then.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

if TYPE_CHECKING:
    from app.ui.controller import GameController

__all__ = ["ScoreSoFarLine"]


class ScoreSoFarLine(QLabel):
    """A small one-line label that follows the controller.

    Args:
        controller: The game's controller.
        parent: Qt parent.
    """

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self.setObjectName("scoreSoFar")
        self.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        # a line's height even when empty: the board below does not jump when it empties
        self.setMinimumHeight(self.fontMetrics().height())
        controller.state_changed.connect(self.refresh)
        controller.history_changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        """Show the acting seat's public score now (or at the replayed step)."""
        self.setText(self._controller.score_so_far_line())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Retranslate on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        elif event.type() == QEvent.Type.FontChange:
            self.setMinimumHeight(self.fontMetrics().height())
        super().changeEvent(event)
