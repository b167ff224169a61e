"""A one-line label that ends in "…" when its text is too wide, the whole text in its tooltip.

A long move in the replay banner was cut off mid-word with no way to read the rest.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

if TYPE_CHECKING:
    from PySide6.QtGui import QResizeEvent

__all__ = ["ElidedLabel"]


class ElidedLabel(QLabel):
    """Shows as much of its text as fits, then "…"; the tooltip gives the rest.

    Args:
        parent: Qt parent.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def full_text(self) -> str:
        """Return the whole text (what `setText` was given)."""
        return self._full

    def setText(self, text: str) -> None:  # noqa: N802 - Qt override
        """Keep the whole text and show what fits."""
        self._full = text
        self._fit()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """As narrow as "…": the row, not the text, decides the width."""
        return QSize(self.fontMetrics().horizontalAdvance("…"), super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        """Fit the text to the new width."""
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        width = self.contentsRect().width()
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, width)
        super().setText(shown)
        self.setToolTip(self._full if shown != self._full else "")
