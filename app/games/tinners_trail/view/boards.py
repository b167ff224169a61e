"""The shared boards of Tinners' Trail: work track, ore prices, development and investment.

Each board is a frame in the scene holding cells (rectangles with a text and a tooltip) and
tokens in the seats' colours. A render draws its moving parts again from the state; cells
and tokens are few, so they are simply made anew (the frames and titles stay).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from app.games.tinners_trail.view.drawing import draw_cube, draw_token
from app.games.tinners_trail.view.geometry import FONT, TITLE
from app.games.tinners_trail.view.mapitems import make_text
from app.ui.board.items import PaintedItem

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QGraphicsScene

    from app.ui.palette import PlayerStyle

__all__ = ["BoardFrame", "CellItem", "PaintedItem"]

PAPER = QColor("#fbf7ee")
LINE = QColor("#8a7a5a")
CURRENT = QColor("#f3d9a0")


class CellItem(QGraphicsRectItem):
    """A space of a board: a rectangle with a centred text and a tooltip."""

    def __init__(self, rect: QRectF, parent: QGraphicsItem, fill: QColor = PAPER) -> None:
        super().__init__(rect, parent)
        self.setPen(QPen(LINE, 1.2))
        self.setBrush(QBrush(fill))
        self.label = make_text(self, FONT)

    def set_text(self, text: str, bold: bool = False, size: int = FONT) -> None:
        """Centre `text` in the cell."""
        font = self.label.font()
        font.setBold(bold)
        font.setPixelSize(size)
        self.label.setFont(font)
        self.label.setText(text)
        box = self.label.boundingRect()
        rect = self.rect()
        self.label.setPos(rect.center().x() - box.width() / 2, rect.center().y() - box.height() / 2)


class BoardFrame:
    """A board's frame and title in the scene, with its cells and tokens made per render."""

    def __init__(self, scene: QGraphicsScene, rect: QRectF) -> None:
        self.rect = rect
        self.frame = QGraphicsRectItem(rect)
        self.frame.setPen(QPen(LINE, 2))
        self.frame.setBrush(QBrush(QColor("#efe6d2")))
        scene.addItem(self.frame)
        self.title = make_text(self.frame, TITLE, bold=True)
        self.title.setPos(rect.left() + 12, rect.top() + 6)
        self._parts: list[QGraphicsItem] = []

    def set_title(self, text: str, tip: str = "") -> None:
        """Write the board's title (and the frame's tooltip)."""
        self.title.setText(text)
        self.frame.setToolTip(tip)

    def clear(self) -> None:
        """Remove the cells and tokens of the last render."""
        scene = self.frame.scene()
        for part in self._parts:
            if scene is not None:
                scene.removeItem(part)  # takes it off its parent too
        self._parts = []

    def cell(self, rect: QRectF, text: str = "", tip: str = "", current: bool = False) -> CellItem:
        """Add a cell (board coordinates are scene coordinates)."""
        item = CellItem(rect, self.frame, CURRENT if current else PAPER)
        item.set_text(text, bold=current)
        item.setToolTip(tip)
        self._parts.append(item)
        return item

    def label(self, pos: QPointF, text: str, tip: str = "", bold: bool = False) -> None:
        """Add a text at `pos` (its top left)."""
        item = make_text(self.frame, FONT, bold)
        item.setText(text)
        item.setPos(pos)
        item.setToolTip(tip)
        self._parts.append(item)

    def token(self, centre: QPointF, radius: float, style: PlayerStyle, tip: str = "") -> None:
        """Add a seat's token."""
        rect = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
        item = PaintedItem(
            rect, lambda p, r: draw_token(p, r.center(), r.width() / 2, style), self.frame
        )
        item.setToolTip(tip)
        self._parts.append(item)

    def cube(self, rect: QRectF, kind: str, tip: str = "") -> None:
        """Add an ore or water cube."""
        item = PaintedItem(rect, lambda p, r: draw_cube(p, r, kind), self.frame)
        item.setToolTip(tip)
        self._parts.append(item)

    def picture(
        self, rect: QRectF, draw: Callable[[QPainter, QRectF], None], tip: str = ""
    ) -> None:
        """Add any drawing."""
        item = PaintedItem(rect, draw, self.frame)
        item.setToolTip(tip)
        self._parts.append(item)
