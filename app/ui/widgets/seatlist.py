"""A seat's private panel as a column of headings and lines (cards, tiles it has seen).

Shown behind the hot-seat hand-off screen (`BoardController.private_panel`). A game's panel
subclasses it and writes `show_state(state)` with `_heading` and `_line`: each call to
`show_state` starts from an empty column (`_clear`). Texts are engine `Text` values (shown in
the UI language) or strings already translated.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from app.ui.i18n import show

if TYPE_CHECKING:
    from PySide6.QtGui import QResizeEvent

    from app.engine.text import Text

__all__ = ["SeatListPanel"]


class SeatListPanel(QWidget):
    """A seat's private facts: bold headings and lines (framed for a card), with tooltips.

    Args:
        seat: The seat whose panel it is.
        name: Object name (stylesheets, tests).
        parent: Qt parent.
    """

    def __init__(self, seat: int, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName(name)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(2, 2, 2, 2)
        self._layout.setSpacing(3)
        self._layout.setAlignment(Qt.AlignmentFlag.AlignTop)  # a short column stays at the top
        self._items: list[QWidget] = []

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        """Give each wrapped line the height its text needs at the new width.

        The panel sits in a scroll area, which does not ask for heights by width: a card's
        three wrapped lines were cut at the bottom once the panel was shown (issue 34 §4).
        """
        super().resizeEvent(event)
        self._fit_lines()

    def _fit_lines(self) -> None:
        margins = self._layout.contentsMargins()
        width = self.width() - margins.left() - margins.right()
        for item in self._items:
            if isinstance(item, QLabel) and item.wordWrap() and width > 0:
                _fit(item, width)

    def lines(self) -> list[str]:
        """Return the texts shown (tests)."""
        return [w.text() for w in self._items if isinstance(w, QLabel)]

    def _clear(self) -> None:
        """Remove every heading and line."""
        for item in self._items:
            self._layout.removeWidget(item)
            item.hide()
            item.deleteLater()
        self._items = []

    def _heading(self, text: Text | str) -> None:
        label = QLabel(show(text), self)
        font = label.font()
        font.setBold(True)
        label.setFont(font)
        self._add(label)

    def _line(self, text: Text | str, tip: Text | str | None = None, framed: bool = False) -> None:
        label = QLabel(show(text), self)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        tip_text = show(tip)
        if tip_text:
            label.setToolTip(tip_text)
        if framed:
            label.setFrameShape(QFrame.Shape.StyledPanel)
            label.setMargin(3)
        self._add(label)

    def _add(self, widget: QWidget) -> None:
        self._layout.addWidget(widget)
        self._items.append(widget)
        if isinstance(widget, QLabel) and widget.wordWrap() and self.width() > 0:
            margins = self._layout.contentsMargins()
            _fit(widget, self.width() - margins.left() - margins.right())


def _fit(label: QLabel, width: int) -> None:
    """Set `label`'s minimum height to what its text needs at `width`.

    A label's height for a width never goes below its minimum height, so the old minimum is
    dropped first: lines set up at a panel's first, narrow width kept two or three lines'
    height once it was wide (issue 35: uneven rows in the private list).
    """
    label.setMinimumHeight(0)
    label.setMinimumHeight(label.heightForWidth(width))
