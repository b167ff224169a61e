"""Board items of Barrage: one generic space item drawn from a small look, and the wheel.

Every clickable thing of the board (map spaces, management spaces, tiles, contracts, company
rows, construction spaces) is a `SpaceItem`: a rectangle or ellipse with a fill, an edge (red
outlines are thick red edges), up to three lines of text, discs (engineers, owners) and water
drops. Its `SpaceLook` is a frozen value, so `set_look` repaints only what changed. The
construction wheel is a `WheelItem` with six segments. All drawing is vector.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)

from app.ui.board.items import BoardItem, SlotItem

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

__all__ = [
    "RED_EDGE",
    "WATER",
    "SpaceItem",
    "SpaceLook",
    "WheelItem",
    "WheelLook",
    "draw_drop",
    "draw_engineer",
]

WATER = "#2f80d0"
"""Colour of water drops and rivers."""
RED_EDGE = "#c62828"
"""Edge of red-outlined spaces (they cost 3 credits more)."""


@dataclass(frozen=True)
class SpaceLook:
    """Everything a `SpaceItem` draws (compared to skip repaints)."""

    fill: str = "#f4f1e8"
    """Background colour."""
    edge: str = "#6b6b6b"
    """Edge colour (`RED_EDGE` for red-outlined spaces)."""
    edge_width: float = 1.2
    """Edge width in scene units."""
    title: str = ""
    """Small line at the top."""
    text: str = ""
    """Main text in the middle."""
    note: str = ""
    """Small line at the bottom."""
    text_colour: str = "#1e1e1e"
    """Colour of the texts."""
    discs: tuple[tuple[str, str], ...] = ()
    """Discs (fill colour, letter) along the bottom: engineers or owners."""
    drops: int = 0
    """Water drops drawn along the top right."""
    dim: bool = False
    """Not in play (drawn faded)."""
    dashed: bool = False
    """Dashed edge (a space that is used up)."""


def draw_drop(painter: QPainter, centre: QPointF, size: float) -> None:
    """Draw one water drop of height `size` centred on `centre`."""
    path = QPainterPath()
    top = centre + QPointF(0, -size / 2)
    path.moveTo(top)
    r = size * 0.32
    bottom = centre + QPointF(0, size / 2 - r)
    path.cubicTo(top + QPointF(r * 0.3, r), bottom + QPointF(r, -r * 0.3), bottom + QPointF(r, 0))
    path.arcTo(QRectF(bottom.x() - r, bottom.y() - r, 2 * r, 2 * r), 0, -180)
    path.cubicTo(bottom + QPointF(-r, -r * 0.3), top + QPointF(-r * 0.3, r), top)
    painter.setPen(QPen(QColor("#174a80"), max(0.6, size * 0.06)))
    painter.setBrush(QBrush(QColor(WATER)))
    painter.drawPath(path)


def draw_engineer(painter: QPainter, centre: QPointF, size: float, fill: str, letter: str) -> None:
    """Draw an engineer (a head over shoulders) of height `size` in colour `fill`."""
    colour = QColor(fill)
    painter.setPen(QPen(colour.darker(170), max(0.6, size * 0.06)))
    painter.setBrush(QBrush(colour))
    head = size * 0.22
    painter.drawEllipse(centre + QPointF(0, -size * 0.22), head, head)
    body = QPainterPath()
    body.addRoundedRect(
        QRectF(centre.x() - size * 0.34, centre.y() + size * 0.02, size * 0.68, size * 0.42),
        size * 0.18,
        size * 0.18,
    )
    painter.drawPath(body)
    if letter:
        _text(
            painter,
            QRectF(centre.x() - size / 2, centre.y(), size, size * 0.46),
            letter,
            size * 0.3,
            _readable(colour),
            bold=True,
        )


def _readable(colour: QColor) -> QColor:
    return QColor("#000000") if colour.lightnessF() > 0.6 else QColor("#ffffff")


def _text(
    painter: QPainter, rect: QRectF, text: str, pixels: float, colour: QColor, bold: bool = False
) -> None:
    """Draw `text` centred in `rect`, shrunk (and elided) to fit."""
    font = QFont()
    font.setPixelSize(max(6, round(pixels)))
    font.setBold(bold)
    lines = text.split("\n")
    metrics = QFontMetricsF(font)
    widest = max(metrics.horizontalAdvance(line) for line in lines)
    tall = metrics.height() * len(lines)
    scale = min(1.0, (rect.width() - 3) / max(1.0, widest), rect.height() / max(1.0, tall))
    if scale < 1.0:
        font.setPixelSize(max(6, int(pixels * scale)))
        metrics = QFontMetricsF(font)
        lines = [
            metrics.elidedText(line, Qt.TextElideMode.ElideRight, rect.width() - 2)
            for line in lines
        ]
    painter.setFont(font)
    painter.setPen(colour)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "\n".join(lines))


class SpaceItem(SlotItem):
    """A clickable space drawn from a `SpaceLook`.

    Args:
        item_id: Model id ("map:B5U", "mgmt:bank", "tile:0:base", ...).
        rect: Its rectangle in item coordinates.
        round_shape: An ellipse (powerhouses) instead of a rounded rectangle.
        parent: Qt parent item.
    """

    def __init__(
        self,
        item_id: str,
        rect: QRectF,
        round_shape: bool = False,
        parent: QGraphicsItem | None = None,
    ) -> None:
        path = QPainterPath()
        if round_shape:
            path.addEllipse(rect)
        else:
            path.addRoundedRect(rect, min(6.0, rect.height() / 4), min(6.0, rect.height() / 4))
        super().__init__(item_id, path, parent)
        self.rect = QRectF(rect)
        self.look = SpaceLook()

    def set_look(self, look: SpaceLook) -> bool:
        """Show `look`; return whether anything changed."""
        if look == self.look:
            return False
        self.look = look
        self.fill = QColor(look.fill)
        self.edge = QColor(look.edge)
        self.edge_width = look.edge_width
        self.setOpacity(0.4 if look.dim else 1.0)
        self.update()
        return True

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        """Draw the space, its content and the highlight."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        pen = QPen(self.edge, self.edge_width)
        if self.look.dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(QBrush(self.fill))
        painter.drawPath(self.outline())
        self.paint_content(painter)
        self.paint_highlight(painter)

    def paint_content(self, painter: QPainter) -> None:
        """Draw the texts, discs and drops of the look."""
        look, r = self.look, self.rect
        colour = QColor(look.text_colour)
        small = max(7.0, min(r.height() * 0.22, 12.0))
        if look.title:
            _text(
                painter,
                QRectF(r.left(), r.top() + 1, r.width(), small * 1.3),
                look.title,
                small,
                colour,
            )
        if look.text:
            big = max(8.0, min(r.height() * 0.34, 18.0))
            _text(
                painter,
                QRectF(r.left(), r.center().y() - big * 0.8, r.width(), big * 1.6),
                look.text,
                big,
                colour,
                bold=True,
            )
        if look.note:
            _text(
                painter,
                QRectF(r.left(), r.bottom() - small * 1.35, r.width(), small * 1.3),
                look.note,
                small,
                colour,
            )
        self._paint_discs(painter)
        self._paint_drops(painter)

    def _paint_discs(self, painter: QPainter) -> None:
        discs, r = self.look.discs, self.rect
        if not discs:
            return
        size = min(r.height() * 0.42, 16.0, (r.width() - 4) / max(1, len(discs)))
        y = r.bottom() - size * 0.62 - (r.height() * 0.22 if self.look.note else 2)
        x0 = r.center().x() - size * (len(discs) - 1) / 2
        for k, (fill, letter) in enumerate(discs):
            draw_engineer(painter, QPointF(x0 + k * size, y), size, fill, letter)

    def _paint_drops(self, painter: QPainter) -> None:
        drops, r = self.look.drops, self.rect
        size = min(12.0, r.height() * 0.3)
        # under the title line, so that the label naming the space stays readable
        small = max(7.0, min(r.height() * 0.22, 12.0))
        top = r.top() + (small * 1.3 if self.look.title and r.width() < 100 else 0.0)
        for k in range(min(drops, 6)):
            draw_drop(
                painter,
                QPointF(r.right() - size * 0.6 - k * size * 0.75, top + size * 0.7),
                size,
            )
        if drops > 6:
            _text(
                painter,
                QRectF(r.right() - 30, r.top() + size * 1.2, 28, size),
                f"×{drops}",
                size * 0.8,
                QColor(WATER),
                bold=True,
            )


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
            seg = (self.look.open + k) % 6
            start = 90 - 30 - 60 * k  # degrees, counter-clockwise from 3 o'clock
            path = QPainterPath(QPointF(0, 0))
            path.arcTo(QRectF(-r, -r, 2 * r, 2 * r), start, 60)
            path.closeSubpath()
            fill = QColor("#fff4c2") if k == 0 else QColor("#d9d4c7")
            painter.setPen(QPen(QColor("#5a5040"), 1.2 if k else 2.4))
            painter.setBrush(QBrush(fill))
            painter.drawPath(path)
            mid = math.radians(start + 30)
            centre = QPointF(math.cos(mid) * r * 0.62, -math.sin(mid) * r * 0.62)
            box = QRectF(centre.x() - r * 0.36, centre.y() - r * 0.2, r * 0.72, r * 0.4)
            _text(painter, box, self.look.segments[seg], r * 0.13, QColor("#1e1e1e"))
        painter.setPen(QPen(QColor("#5a5040"), 1.5))
        painter.setBrush(QBrush(QColor("#8d8270")))
        painter.drawEllipse(QPointF(0, 0), r * 0.12, r * 0.12)
        arrow = QPolygonF([QPointF(-6, -r - 3), QPointF(6, -r - 3), QPointF(0, -r + 6)])
        painter.setBrush(QBrush(QColor("#c62828")))
        painter.drawPolygon(arrow)
