"""A one-line label that ends in "…" when its text is too wide, the whole text one click away.

A long move in the replay banner was cut off mid-word with no way to read the rest; a long
prompt or suggestion wrapped onto more lines and moved the board (issue 36 §1). The label keeps
its one line: what does not fit ends in "…", the tooltip has it whole, and a click opens the
whole text in a frame laid over the window under the label (`ElidedLabel.reader`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QFrame, QLabel, QSizePolicy, QVBoxLayout, QWidget

if TYPE_CHECKING:
    from PySide6.QtGui import QMouseEvent, QResizeEvent

__all__ = ["ElidedLabel", "WholeText", "line_height"]

_READER_W = 520
"""Width of the whole text's frame (px); it is never wider than the window."""


def line_height(font: QFont) -> int:
    """The height a label needs for one line in `font`, Latin or Japanese (fallback glyphs)."""
    metrics = QFontMetrics(font)
    return max(metrics.height(), metrics.boundingRect("Ag漢字").height()) + 2


class WholeText(QFrame):
    """The whole text laid over the window under its label, word-wrapped; a click closes it.

    A frame inside the window (not a popup window of its own): it also goes when the label's
    text changes.

    Args:
        text: The whole text.
        label: The label it belongs to.
    """

    def __init__(self, text: str, label: QWidget) -> None:
        window = label.window()
        super().__init__(window)
        self.setObjectName("wholeText")
        self.setFrameShape(QFrame.Shape.Box)
        self.setAutoFillBackground(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        self.label = QLabel(text, self)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setWordWrap(True)
        layout.addWidget(self.label)
        width = min(max(label.width(), _READER_W), window.width() - 12)
        self.setFixedWidth(width)
        self.adjustSize()
        where = label.mapTo(window, QPoint(0, label.height()))
        x = max(6, min(where.x(), window.width() - width - 6))
        y = min(where.y(), max(0, window.height() - self.height() - 6))
        self.move(x, y)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        """A click on the text closes it."""
        event.accept()
        self.close()  # the label deletes it when it opens another or its text changes


class ElidedLabel(QLabel):
    """Shows as much of its text as fits, then "…"; the tooltip and a click give the rest.

    Args:
        parent: Qt parent.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self._details = ""
        self.reader: WholeText | None = None
        """The whole text's window while it is open."""
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def full_text(self) -> str:
        """Return the whole text (what `setText` was given)."""
        return self._full

    def set_details(self, details: str) -> None:
        """Give a longer text for the tooltip and the click (a seat's every fact); "" for none."""
        self._details = details
        self._fit()

    def whole_text(self) -> str:
        """Return what a click shows: the details if any, else the whole text."""
        return self._details or self._full

    def is_elided(self) -> bool:
        """Whether the text shown is cut short (then a click shows it whole)."""
        return self.text() != self._full

    def setText(self, text: str) -> None:  # noqa: N802 - Qt override
        """Keep the whole text and show what fits (an open whole text of another one goes)."""
        if text != self._full and self.reader is not None:
            self.reader.close()
            self.reader.deleteLater()
            self.reader = None
        self._full = text
        self._fit()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """As narrow as "…": the row, not the text, decides the width."""
        return QSize(self.fontMetrics().horizontalAdvance("…"), super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        """Fit the text to the new width."""
        super().resizeEvent(event)
        self._fit()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        """A click on a shortened text opens it whole."""
        if (self.is_elided() or self._details) and event.button() == Qt.MouseButton.LeftButton:
            self.show_whole()
            event.accept()
            return
        super().mousePressEvent(event)

    def show_whole(self) -> WholeText:
        """Open the whole text under the label (keyboard, tests); return its window."""
        if self.reader is not None:
            self.reader.close()
            self.reader.deleteLater()
        self.reader = WholeText(self.whole_text(), self)
        self.reader.show()
        self.reader.raise_()
        return self.reader

    def _fit(self) -> None:
        width = self.contentsRect().width()
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, width)
        super().setText(shown)
        more = shown != self._full or bool(self._details)
        self.setToolTip(self.whole_text() if more else "")
        self.setCursor(Qt.CursorShape.PointingHandCursor if more else Qt.CursorShape.ArrowCursor)
