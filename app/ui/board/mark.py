"""The mark of a suggested move: an outline drawn over a board item ("Suggest a move").

The outline follows the item's shape (a hex, a slot) and is its own item above the board, so
the items it marks keep their looks; it takes no mouse buttons or hovers, so clicks and drops
reach the board underneath. Black dashes on white read on any colour, and for colour-blind eyes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

if TYPE_CHECKING:
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

__all__ = ["SuggestionMarkItem"]

_WIDTH = 5.0
"""Width of the dashes in scene units (the white under them is wider)."""


class SuggestionMarkItem(QGraphicsItem):
    """Black dashes over a white band along a scene path.

    Args:
        outline: The marked item's shape, in scene coordinates.
        item_id: Id of the marked item.
    """

    def __init__(self, outline: QPainterPath, item_id: str) -> None:
        super().__init__()
        self.item_id = item_id
        self._outline = outline
        self.setZValue(1000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        """The outline with its pens."""
        pad = _WIDTH * 2
        return self._outline.boundingRect().adjusted(-pad, -pad, pad, pad)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        """Draw the outline."""
        painter.setRenderHint(painter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        under = QPen(QColor("white"), _WIDTH * 2)
        under.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(under)
        painter.drawPath(self._outline)
        dashes = QPen(QColor(20, 20, 20), _WIDTH)
        dashes.setStyle(Qt.PenStyle.DashLine)
        dashes.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(dashes)
        painter.drawPath(self._outline)
