"""The page shown when no game runs: New game, Open, and Resume the interrupted game.

This page is built before the window first shows, so it avoids PySide6's `Qt` namespace, whose
first use creates all of its ~90 enum classes (about 15 ms): alignments are set by name
through Qt properties, and widgets are centred between stretches.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

__all__ = ["WelcomePage"]


def _add_centred(layout: QVBoxLayout, widget: QWidget) -> None:
    """Add `widget` to `layout` at its preferred width, centred horizontally."""
    row = QHBoxLayout()
    row.addStretch(1)
    row.addWidget(widget)
    row.addStretch(1)
    layout.addLayout(row)


class WelcomePage(QWidget):
    """Big buttons; the resume card appears when an unfinished autosave exists.

    Args:
        parent: Qt parent.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcomePage")
        self._resume_text = ""
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.title = QLabel("Hotseat", self)
        self.title.setProperty("alignment", "AlignCenter")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 2.5)
        font.setBold(True)
        self.title.setFont(font)
        self.subtitle = QLabel(self)
        self.subtitle.setProperty("alignment", "AlignCenter")
        self.subtitle.setWordWrap(True)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addSpacing(24)
        self.resume_card = QFrame(self)
        self.resume_card.setObjectName("resumeCard")
        self.resume_card.setStyleSheet(
            "#resumeCard { border: 2px solid #2e7d32; border-radius: 6px; background: #eef7ee; }"
            " #resumeCard QLabel { color: #1b3d1c; }"
        )
        self.resume_card.setFixedWidth(480)
        card = QVBoxLayout(self.resume_card)
        card.setContentsMargins(12, 10, 12, 10)
        self.resume_label = QLabel(self.resume_card)
        self.resume_label.setWordWrap(True)
        self.resume_label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.resume_button = QPushButton(self.resume_card)
        self.resume_button.setMinimumHeight(36)
        card.addWidget(self.resume_label)
        card.addWidget(self.resume_button)
        _add_centred(layout, self.resume_card)
        self.new_button = QPushButton(self)
        self.open_button = QPushButton(self)
        for button in (self.new_button, self.open_button):
            button.setMinimumWidth(300)
            button.setMinimumHeight(36)
            _add_centred(layout, button)
        layout.addStretch(2)
        self.set_resume(None)
        self.retranslate()

    def set_resume(self, description: str | None) -> None:
        """Offer to resume a game described in words (None hides the offer)."""
        self._resume_text = description or ""
        self.resume_card.setVisible(description is not None)
        self.retranslate()
        if description is not None:
            self.resume_button.setDefault(True)
            self.resume_button.setFocus()

    def retranslate(self) -> None:
        """Set the texts in the UI language."""
        self.subtitle.setText(
            self.tr("Heavy board games for one screen: hot-seat, bots, printed setups")
        )
        self.resume_label.setText(
            self.tr("An interrupted game was found: {0}. Resume it?").format(self._resume_text)
        )
        self.resume_button.setText(self.tr("Resume the interrupted game"))
        self.new_button.setText(self.tr("New game…"))
        self.open_button.setText(self.tr("Open a saved game…"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Retranslate on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
