"""Through the Desert board items and the vector drawings they share with the palettes.

Everything is drawn by the app: sand and mountain hexes, the central range, palm oases, water
holes with their value, camels in five pastel colours with an owner ring (and the owner's
letter in the colour-blind palette), riders sitting on their camel, enclosed areas tinted in
the owner's colour, the last placement outlined, and each space's name ("G3", as the log writes
it) small at the top of its hex.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from app.games.through_the_desert.data.data import camel_fills
from app.ui.board.items import HexItem, hex_corners

if TYPE_CHECKING:
    from app.ui.palette import PlayerStyle

__all__ = [
    "CAMEL_COLOURS",
    "RADIUS",
    "CellLook",
    "MountainItem",
    "TtdHexItem",
    "cell_centre",
    "draw_camel",
    "draw_palm",
    "draw_peaks",
    "draw_rider",
    "draw_water_hole",
    "sand_shade",
]

RADIUS = 30.0
"""Hex radius in scene units (centre to corner)."""
SQRT3 = math.sqrt(3.0)

LABEL_MIN_PX = 11.0
"""A space's name is drawn only this large on screen or larger (PRODUCT.md, Board)."""
CAMEL_COLOURS = tuple(QColor(fill) for fill in camel_fills())
"""Fill of each camel colour (index as in `data.COLOURS`; `camel_colours.json`)."""
SAND = QColor("#ecd7a5")
MOUNTAIN = QColor("#b49a7a")
RANGE = QColor("#8d7458")
INK = QColor("#3b2f24")
WATER = QColor("#3f8fd2")
LAST = QColor("#ff6a00")


def cell_centre(x: int, y: int) -> QPointF:
    """Return the scene position of the centre of hex (x, y) (odd-q, flat-topped)."""
    return QPointF(1.5 * RADIUS * x, SQRT3 * RADIUS * (y + 0.5 * (x % 2)))


@dataclass(frozen=True)
class CellLook:
    """Everything a board hex shows; items redraw only when their look changes."""

    terrain: str
    """Printed terrain ("plain", "palm", "circle")."""
    water: int = 0
    """Value of the water hole lying there (0: none)."""
    oasis: bool = False
    """A palm tree (oasis) stands there."""
    owner: int = -1
    """Seat whose camel stands there (-1: none)."""
    colour: int = -1
    """Pastel colour of that camel."""
    rider: bool = False
    """The camel carries its owner's rider."""
    area: int = -1
    """Seat that enclosed this space (-1: none)."""
    last: bool = False
    """The most recent placement."""


# -- drawings ---------------------------------------------------------------------------------
@cache
def _camel_path() -> QPainterPath:
    """The camel silhouette in a unit box (facing left, feet at y = 0.75)."""
    parts = QPainterPath()
    parts.addEllipse(QPointF(0.12, 0.08), 0.55, 0.27)  # body
    parts.addEllipse(QPointF(0.16, -0.14), 0.3, 0.27)  # hump
    neck = QPolygonF(
        [QPointF(-0.32, 0.0), QPointF(-0.62, -0.44), QPointF(-0.44, -0.56), QPointF(-0.14, 0.1)]
    )
    parts.addPolygon(neck)
    parts.addEllipse(QPointF(-0.64, -0.52), 0.2, 0.12)  # head
    for x in (-0.28, -0.12, 0.34, 0.5):
        parts.addRoundedRect(QRectF(x - 0.055, 0.2, 0.11, 0.55), 0.04, 0.04)
    tail = QPolygonF([QPointF(0.62, 0.0), QPointF(0.75, 0.25), QPointF(0.68, 0.27)])
    parts.addPolygon(tail)
    parts.setFillRule(Qt.FillRule.WindingFill)
    return parts.simplified()


@cache
def _rider_path() -> QPainterPath:
    """A seated rider on the hump, in the camel's unit box."""
    path = QPainterPath()
    path.addEllipse(QPointF(0.14, -0.78), 0.13, 0.13)
    body = QPolygonF(
        [QPointF(0.0, -0.63), QPointF(0.28, -0.63), QPointF(0.36, -0.33), QPointF(-0.08, -0.33)]
    )
    path.addPolygon(body)
    path.setFillRule(Qt.FillRule.WindingFill)
    return path.simplified()


def draw_camel(painter: QPainter, centre: QPointF, size: float, fill: QColor) -> None:
    """Draw a camel of pastel `fill`, `size` scene units wide, centred on `centre`."""
    painter.save()
    painter.translate(centre)
    painter.scale(size / 2, size / 2)
    pen = QPen(INK, 0.07)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(QBrush(fill))
    painter.drawPath(_camel_path())
    painter.setBrush(QBrush(INK))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawEllipse(QPointF(-0.7, -0.55), 0.035, 0.035)  # eye
    painter.restore()


def draw_rider(painter: QPainter, centre: QPointF, size: float, style: PlayerStyle) -> None:
    """Draw the rider of `style`'s player on a camel drawn with the same centre and size."""
    painter.save()
    painter.translate(centre)
    painter.scale(size / 2, size / 2)
    painter.setPen(QPen(INK, 0.06))
    painter.setBrush(QBrush(style.colour))
    painter.drawPath(_rider_path())
    painter.restore()


def draw_water_hole(painter: QPainter, centre: QPointF, radius: float, value: int) -> None:
    """Draw a water-hole tile showing its value (1, 2 or 3) as a number and as drops."""
    painter.save()
    painter.setPen(QPen(QColor("#1d5f99"), radius * 0.12))
    painter.setBrush(QBrush(WATER))
    painter.drawEllipse(centre, radius, radius)
    font = QFont()
    font.setPixelSize(max(1, round(radius * 1.25)))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("#ffffff"))
    box = QRectF(centre.x() - radius, centre.y() - radius * 1.05, 2 * radius, 1.7 * radius)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(value))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(QColor("#d8ecff")))
    step = radius * 0.32
    for k in range(value):
        dx = (k - (value - 1) / 2) * step
        painter.drawEllipse(
            QPointF(centre.x() + dx, centre.y() + radius * 0.62), 0.09 * radius, 0.09 * radius
        )
    painter.restore()


def draw_palm(painter: QPainter, centre: QPointF, size: float, faint: bool = False) -> None:
    """Draw a palm tree over a small pond (an oasis); `faint` draws the printed palm symbol."""
    painter.save()
    painter.translate(centre)
    painter.scale(size / 2, size / 2)
    if faint:
        painter.setOpacity(0.35)
    else:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(QColor("#5fb3e6")))
        painter.drawEllipse(QPointF(0.05, 0.62), 0.62, 0.2)
    trunk = QPainterPath(QPointF(-0.02, 0.62))
    trunk.cubicTo(QPointF(0.0, 0.2), QPointF(0.18, -0.1), QPointF(0.1, -0.42))
    painter.setPen(QPen(QColor("#7a5230"), 0.13, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(trunk)
    top = QPointF(0.1, -0.42)
    painter.setPen(QPen(QColor("#1f6b2a"), 0.04))
    painter.setBrush(QBrush(QColor("#3f9a3a")))
    for angle in (-160, -120, -75, -30, 15):
        painter.drawPath(_frond(top, math.radians(angle)))
    painter.setBrush(QBrush(QColor("#8a5a2b")))
    painter.drawEllipse(top + QPointF(0.02, 0.06), 0.07, 0.07)
    painter.restore()


def _frond(top: QPointF, angle: float) -> QPainterPath:
    """One curved palm leaf from `top` in direction `angle` (radians, y down)."""
    length = 0.62
    tip = top + QPointF(math.cos(angle) * length, math.sin(angle) * length + 0.22)
    mid = top + QPointF(math.cos(angle) * length * 0.55, math.sin(angle) * length * 0.55 - 0.08)
    normal = QPointF(-math.sin(angle), math.cos(angle)) * 0.1
    path = QPainterPath(top)
    path.quadTo(mid + normal, tip)
    path.quadTo(mid - normal, top)
    return path


def draw_peaks(painter: QPainter, centre: QPointF, size: float, dark: bool) -> None:
    """Draw two or three mountain peaks with snow caps."""
    painter.save()
    painter.translate(centre)
    painter.scale(size / 2, size / 2)
    rock = QColor("#6f5a45") if dark else QColor("#8b7458")
    painter.setPen(QPen(QColor("#4a3b2c"), 0.05))
    peaks = ((0.0, 0.32, 0.72), (-0.34, 0.44, 0.5), (0.34, 0.46, 0.42))
    for px, base, height in peaks:
        painter.setBrush(QBrush(rock))
        tri = QPolygonF(
            [QPointF(px - 0.42, base), QPointF(px, base - height), QPointF(px + 0.42, base)]
        )
        painter.drawPolygon(tri)
        painter.setBrush(QBrush(QColor("#f4efe6")))
        cap = QPolygonF(
            [
                QPointF(px - 0.12, base - height * 0.72),
                QPointF(px, base - height),
                QPointF(px + 0.12, base - height * 0.72),
            ]
        )
        painter.drawPolygon(cap)
    painter.restore()


def _mix(a: QColor, b: QColor, t: float) -> QColor:
    return QColor(
        round(a.red() * (1 - t) + b.red() * t),
        round(a.green() * (1 - t) + b.green() * t),
        round(a.blue() * (1 - t) + b.blue() * t),
    )


def sand_shade(cell: int) -> QColor:
    """Return a slightly varied sand colour for a cell (a little texture, deterministic)."""
    wobble = ((cell * 2654435761) >> 7) % 5 - 2
    return SAND.lighter(100 + wobble) if wobble >= 0 else SAND.darker(100 - wobble)


def _paint_label(painter: QPainter, label: str, plate: bool) -> None:
    """Write a space's name small under the top edge of its hex (on a plate over a piece).

    Only when zoomed in far enough that the name is at least `LABEL_MIN_PX` on screen: at the
    fitted zoom of a 1280×800 window it would be ~7 px (issue 18 §2), and the column letters
    and row numbers around the board name every space there anyway.
    """
    font = QFont()
    font.setPixelSize(round(RADIUS * 0.3))
    shown = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
    if font.pixelSize() * shown < LABEL_MIN_PX:
        return
    painter.setFont(font)
    box = QRectF(-RADIUS * 0.4, -RADIUS * 0.84, RADIUS * 0.8, RADIUS * 0.32)
    if plate:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(QColor(243, 234, 216, 215)))
        width = painter.fontMetrics().horizontalAdvance(label) + 4
        painter.drawRoundedRect(QRectF(-width / 2, box.top(), width, box.height()), 2, 2)
    painter.setPen(QColor("#6b5638"))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, label)


# -- items ------------------------------------------------------------------------------------
class MountainItem(HexItem):
    """A mountain hex of the edge ranges or the central range.

    Nothing may ever go there, yet it is a drop target: a piece let go on a mountain gets the
    rules' refusal in the status bar, like any other refused drop, instead of a silent
    snap-back. It is never lit as a legal target.
    """

    def __init__(self, item_id: str, central: bool, parent: QGraphicsItem | None = None) -> None:
        super().__init__(item_id, RADIUS, True, parent)
        self.central = central
        self.fill = RANGE if central else MOUNTAIN
        self.edge = QColor("#7c664e")
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def paint_content(self, painter: QPainter) -> None:
        """Draw the peaks over the rocky hex."""
        draw_peaks(painter, QPointF(0, -2), RADIUS * 1.75, self.central)


class TtdHexItem(HexItem):
    """A desert space: terrain, water hole, oasis, camel, area tint and last-move mark."""

    def __init__(
        self, item_id: str, cell: int, label: str = "", parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(item_id, RADIUS, True, parent)
        # Painted once per zoom level into a device-pixel cache: sharp on HiDPI, cheap to pan.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.cell = cell
        self.label = label
        """The space's name as texts write it ("G3"), printed small at the top of the hex."""
        self.look = CellLook(terrain="plain")
        self.styles: tuple[PlayerStyle, ...] = ()
        self.letters = False
        self.base = sand_shade(cell)
        self.fill = self.base
        self.edge = QColor("#c9ad78")
        self.piece_hidden = False
        """The camel is left out while its arrival is animated above the space."""

    def set_piece_hidden(self, hidden: bool) -> None:
        """Leave the camel out (its arriving picture is drawn above) or show it again."""
        if hidden != self.piece_hidden:
            self.piece_hidden = hidden
            self.update()

    def piece_bounds(self) -> QRectF:
        """Return the area the camel (with its rings and letter) paints in."""
        r = RADIUS * 0.8 + 4.0
        return QRectF(-r, -r, 2 * r, 2 * r)

    def set_look(self, look: CellLook, styles: tuple[PlayerStyle, ...], letters: bool) -> bool:
        """Show `look` with these player styles; return whether anything changed."""
        if look == self.look and styles == self.styles and letters == self.letters:
            return False
        self.look, self.styles, self.letters = look, styles, letters
        if look.area >= 0 and look.area < len(styles):
            self.fill = _mix(self.base, styles[look.area].colour, 0.42)
        elif look.oasis:
            self.fill = _mix(self.base, QColor("#9fd49a"), 0.55)
        else:
            self.fill = self.base
        self.update()
        return True

    def paint_content(self, painter: QPainter) -> None:
        """Draw what lies on the space (called between the hex and the highlight)."""
        look = self.look
        if look.area >= 0 and look.area < len(self.styles):
            painter.setPen(QPen(self.styles[look.area].colour.darker(130), 1.6))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolygon(hex_corners(RADIUS - 2.5))
        if look.terrain == "palm" and not look.oasis and look.water == 0 and look.owner < 0:
            draw_palm(painter, QPointF(0, 0), RADIUS * 1.1, faint=True)
        if look.terrain == "circle" and look.water == 0 and look.owner < 0:
            painter.setPen(QPen(QColor(90, 70, 40, 90), 1.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), RADIUS * 0.3, RADIUS * 0.3)
        if look.oasis:
            draw_palm(painter, QPointF(0, -1), RADIUS * 1.35)
        if look.water:
            draw_water_hole(painter, QPointF(0, 0), RADIUS * 0.5, look.water)
        if look.last:
            # an outline around the piece, under it: the camel keeps its colour and its owner's
            # ring (the TtD stranger: drawn over them, purple looked pink and the ring was hidden)
            pen = QPen(LAST, 3.2)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolygon(hex_corners(RADIUS - 2.0))
        if not self.piece_hidden:
            self.paint_piece(painter)
        if self.label:
            _paint_label(painter, self.label, plate=look.owner >= 0 or look.oasis)

    def paint_piece(self, painter: QPainter) -> None:
        """Draw the camel on this space (if any) around (0, 0); also used by its arrival."""
        look = self.look
        if look.owner < 0 or look.colour < 0:
            return
        style = self.styles[look.owner] if look.owner < len(self.styles) else None
        ring = style.colour if style is not None else INK
        painter.setPen(QPen(ring, 4.2 if look.rider else 3.2))
        painter.setBrush(QBrush(CAMEL_COLOURS[look.colour].lighter(112)))
        painter.drawEllipse(QPointF(0, 0), RADIUS * 0.8, RADIUS * 0.8)
        if look.rider:
            painter.setPen(QPen(INK, 1.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), RADIUS * 0.8 + 2.6, RADIUS * 0.8 + 2.6)
        draw_camel(
            painter, QPointF(0, 3 if look.rider else 0), RADIUS * 1.25, CAMEL_COLOURS[look.colour]
        )
        if look.rider and style is not None:
            draw_rider(painter, QPointF(0, 3), RADIUS * 1.25, style)
        if self.letters and style is not None:
            self._paint_letter(painter, style)

    def _paint_letter(self, painter: QPainter, style: PlayerStyle) -> None:
        centre = QPointF(RADIUS * 0.46, RADIUS * 0.44)
        r = RADIUS * 0.26
        painter.setPen(QPen(INK, 1.0))
        painter.setBrush(QBrush(style.colour))
        painter.drawEllipse(centre, r, r)
        font = QFont()
        font.setPixelSize(max(1, round(r * 1.45)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(style.text)
        painter.drawText(
            QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r),
            Qt.AlignmentFlag.AlignCenter,
            style.letter,
        )
