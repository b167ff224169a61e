"""Frames of the Blood Rage boards: a framed area holding cells, labels and pictures.

A frame (the Age track, the glory list, a clan sheet) stays in the scene; what it shows is
made anew at each render (it is little), so `clear()` then `cell()`, `label()`, `picture()`.
Every text is a `QGraphicsSimpleTextItem` of at least `SMALL` pixels (the readable-text test
measures them) and is elided to the width it has, the whole text being in the tooltip.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsSimpleTextItem

from app.games.blood_rage.view.drawing import INK
from app.games.blood_rage.view.geometry import FONT, SMALL, TITLE
from app.ui.board.items import PaintedItem, text_item

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtCore import QPointF
    from PySide6.QtWidgets import QGraphicsScene

__all__ = ["CURRENT", "LINE", "PAPER", "Frame", "PaintedItem", "make_text"]

PAPER = QColor("#fbf7ee")
LINE = QColor("#8a7a5a")
CURRENT = QColor("#f3d9a0")


def make_text(
    parent: QGraphicsItem | None, size: int = FONT, bold: bool = False
) -> QGraphicsSimpleTextItem:
    """Return a text item of `size` pixels in ink colour."""
    return text_item(parent, size, INK, bold)


def fit_text(item: QGraphicsSimpleTextItem, text: str, width: float) -> None:
    """Show `text`, elided to `width` (the tooltip keeps the whole text when it is cut)."""
    metrics = QFontMetricsF(item.font())
    shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, width) if width > 0 else text
    item.setText(shown)
    if shown != text and not item.toolTip():
        item.setToolTip(text)


class Frame:
    """A framed board area with a title; its cells and pictures are made per render."""

    def __init__(self, scene: QGraphicsScene, rect: QRectF, fill: str = "#efe6d2") -> None:
        self.rect = rect
        self.frame = QGraphicsRectItem(rect)
        self.frame.setPen(QPen(LINE, 2))
        self.frame.setBrush(QBrush(QColor(fill)))
        scene.addItem(self.frame)
        self.title = make_text(self.frame, TITLE, bold=True)
        self.title.setPos(rect.left() + 10, rect.top() + 4)
        self._parts: list[QGraphicsItem] = []

    def set_title(self, text: str, tip: str = "") -> None:
        """Write the title (and the frame's tooltip)."""
        self.title.setToolTip(tip)
        fit_text(self.title, text, self.rect.width() - 20)
        self.frame.setToolTip(tip)

    def clear(self) -> None:
        """Remove the cells and pictures of the last render."""
        scene = self.frame.scene()
        for part in self._parts:
            if scene is not None:
                scene.removeItem(part)
        self._parts = []

    def cell(
        self,
        rect: QRectF,
        text: str = "",
        tip: str = "",
        fill: QColor = PAPER,
        bold: bool = False,
        size: int = SMALL,
    ) -> QGraphicsRectItem:
        """Add a cell with a centred text (elided to its width)."""
        item = QGraphicsRectItem(rect, self.frame)
        item.setPen(QPen(LINE, 1.2))
        item.setBrush(QBrush(fill))
        item.setToolTip(tip)
        label = make_text(item, size, bold)
        label.setToolTip(tip)
        fit_text(label, text, rect.width() - 6)
        box = label.boundingRect()
        label.setPos(rect.center().x() - box.width() / 2, rect.center().y() - box.height() / 2)
        self._parts.append(item)
        return item

    def label(
        self,
        pos: QPointF,
        text: str,
        tip: str = "",
        bold: bool = False,
        width: float = 0,
        size: int = FONT,
    ) -> QGraphicsSimpleTextItem:
        """Add a text with its top left at `pos` (elided to `width` when given)."""
        item = make_text(self.frame, size, bold)
        item.setToolTip(tip)
        fit_text(item, text, width)
        item.setPos(pos)
        self._parts.append(item)
        return item

    def picture(
        self, rect: QRectF, draw: Callable[[QPainter, QRectF], None], tip: str = ""
    ) -> PaintedItem:
        """Add any drawing."""
        item = PaintedItem(rect, draw, self.frame)
        item.setToolTip(tip)
        self._parts.append(item)
        return item
