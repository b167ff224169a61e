"""The hot-seat hand-off screen: "Pass to Bea — click when ready" (PRODUCT.md, hidden info)."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QVBoxLayout, QWidget

if TYPE_CHECKING:
    from PySide6.QtGui import QKeyEvent, QMouseEvent

__all__ = ["HandoffPage"]


class HandoffPage(QWidget):
    """A full-window page with nothing of the game on it; a click or Enter/Space accepts.

    Args:
        parent: Qt parent.
    """

    accepted = Signal()
    """The named player has the screen."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handoffPage")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(
            "#handoffPage { background: #2b2d42; } #handoffPage QLabel { color: #edf2f4; }"
        )
        self._name = ""
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        self.title = QLabel(self)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.hint = QLabel(self)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.recent = QLabel(self)
        """What happened since the named player's last turn (their rivals' and bots' moves)."""
        self.recent.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.recent.setWordWrap(True)
        self._lines: list[str] = []
        self._more = 0
        self.button = QPushButton(self)
        self.button.setMinimumHeight(48)
        self.button.clicked.connect(self.accepted)
        layout.addWidget(self.title)
        layout.addWidget(self.hint)
        layout.addSpacing(24)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addSpacing(24)
        layout.addWidget(self.recent)
        layout.addStretch(3)
        self._apply_font()
        self.retranslate()

    def set_player(self, name: str, recent: tuple[list[str], int] = ([], 0)) -> None:
        """Name the player who must take the screen, with the moves made since their last turn.

        Args:
            name: The player's name.
            recent: The moves in words (newest last) and how many earlier ones are left out.
        """
        self._name = name
        self._lines, self._more = recent
        self.retranslate()

    def retranslate(self) -> None:
        """Set the texts in the UI language."""
        self.title.setText(self.tr("Pass to {0}").format(self._name))
        self.hint.setText(
            self.tr("Only {0} should look at the screen now. Click when ready.").format(self._name)
        )
        self.button.setText(self.tr("I am {0}: show my turn").format(self._name))
        self.recent.setVisible(bool(self._lines))
        if self._lines:
            lines = [html.escape(line) for line in self._lines]
            if self._more:
                lines.insert(
                    0,
                    html.escape(
                        self.tr("… {0} earlier moves (in the game log)").format(self._more)
                    ),
                )
            heading = html.escape(self.tr("Since your last turn:"))
            self.recent.setText(f"<b>{heading}</b><br>" + "<br>".join(lines))

    def _apply_font(self) -> None:
        font = QApplication.font()
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        self.title.setFont(font)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        """A click anywhere accepts."""
        if event.button() == Qt.MouseButton.LeftButton:
            self.accepted.emit()
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        """Enter or Space accepts."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.accepted.emit()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Retranslate on a language change; follow the text size."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.ApplicationFontChange:
            self._apply_font()
        super().changeEvent(event)
