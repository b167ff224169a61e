"""The construction wheel of a company board: six segments, the open one at the top, lit."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF

from app.games.barrage.view.items import FLOOR, draw_text, fitted_lines
from app.ui.board.items import BoardItem

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

__all__ = ["WheelItem", "WheelLook"]


@dataclass(frozen=True)
class WheelLook:
    """A construction wheel: the open segment and what lies in each segment."""

    open: int = 0
    """Segment index at the opening."""
    segments: tuple[str, ...] = ("",) * 6
    """Short text per segment (tile and machinery), by absolute index."""


class WheelItem(BoardItem):
    """The six-segment construction wheel; the open segment is drawn at the top, lit.

    Args:
        item_id: Model id ("wheel:0").
        radius: Radius in scene units.
        parent: Qt parent item.
    """

    def __init__(self, item_id: str, radius: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(item_id, parent)
        self.radius = radius
        self.look = WheelLook()
        self.text_px = radius * 0.13
        """Pixel size (scene units) of the segment texts."""

    def text_runs(self) -> list[tuple[str, float]]:
        """Return each text drawn (its lines) with its pixel size in scene units."""
        runs = []
        for k in range(6):
            box, text = self._segment_box(k)
            if text:
                px = self.text_px
                font, lines = fitted_lines(box, text, px, False, px * FLOOR)
                runs += [(line, float(font.pixelSize())) for line in lines if line.strip()]
        return runs

    def _segment_box(self, k: int) -> tuple[QRectF, str]:
        """Return the text box of the k-th segment from the top and its text."""
        r = self.radius
        start = 90 - 30 - 60 * k
        mid = math.radians(start + 30)
        centre = QPointF(math.cos(mid) * r * 0.6, -math.sin(mid) * r * 0.6)
        box = QRectF(centre.x() - r * 0.4, centre.y() - r * 0.3, r * 0.8, r * 0.6)
        return box, self.look.segments[(self.look.open + k) % 6]

    def set_look(self, look: WheelLook) -> bool:
        """Show `look`; return whether anything changed."""
        if look == self.look:
            return False
        self.look = look
        self.update()
        return True

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        """Return the area the wheel paints in."""
        r = self.radius + 4
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        """Draw six wedges, the open one at the top, each with its contents."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self.radius
        for k in range(6):
            start = 90 - 30 - 60 * k  # degrees, counter-clockwise from 3 o'clock
            path = QPainterPath(QPointF(0, 0))
            path.arcTo(QRectF(-r, -r, 2 * r, 2 * r), start, 60)
            path.closeSubpath()
            fill = QColor("#fff4c2") if k == 0 else QColor("#d9d4c7")
            painter.setPen(QPen(QColor("#5a5040"), 1.2 if k else 2.4))
            painter.setBrush(QBrush(fill))
            painter.drawPath(path)
            box, text = self._segment_box(k)
            px = self.text_px
            draw_text(painter, box, text, px, QColor("#1e1e1e"), floor=px * FLOOR)
        painter.setPen(QPen(QColor("#5a5040"), 1.5))
        painter.setBrush(QBrush(QColor("#8d8270")))
        painter.drawEllipse(QPointF(0, 0), r * 0.12, r * 0.12)
        arrow = QPolygonF([QPointF(-6, -r - 3), QPointF(6, -r - 3), QPointF(0, -r + 6)])
        painter.setBrush(QBrush(QColor("#c62828")))
        painter.drawPolygon(arrow)
