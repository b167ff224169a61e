"""The construction wheel of a company board: six segments, the open one at the top, lit.

A segment shows what lies in it as pictures with numbers: the technology tile (the structure
it builds, as the piece palette draws it, on a tile; an advanced tile adds its level) and the
machinery (an excavator or a mixer with "×n"). Words did not fit a 60° wedge at a readable
size: "powerhouse 2 mix." shrank under 11 px on screen and Japanese segments ran into each
other (issue 18 §2). `WheelLegend`, beside the wheel, names each picture; the wheel's tooltip
names each segment's contents in words.

Each segment carries a number near the hub: the turns of the wheel before its contents come
back (1 next to the opening, clockwise, up to 6 for the open segment, whose contents come back
after the construction's own turn and five more), so a player sees when pieces return (issue
35). The numbers keep the text size; the pictures keep out of their ring (`number_ring`).

Each segment's pictures are laid out as a small block (one per row, or the machinery side by
side under the tile) and placed inside its wedge (`_place`): no corner outside the wedge's
edges or rim, so nothing crosses into a neighbour.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from functools import cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)

from app.games.barrage.view.items import GREYED, draw_engineer, draw_text
from app.games.barrage.view.panels import structure_icon
from app.ui.board.items import BoardItem, SlotItem

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

__all__ = [
    "EXCAVATOR",
    "MIXER",
    "SegmentLook",
    "WheelItem",
    "WheelLegend",
    "WheelLook",
    "draw_machine",
    "draw_tile",
    "number_ring",
    "returns_after",
    "segment_layout",
    "wheel_layout",
]

EXCAVATOR = "#e3a21a"
"""Colour of an excavator picture."""
MIXER = "#8fa1b3"
"""Colour of a mixer picture."""
_TILE = "#e8eef8"
"""Fill of a technology tile (as the tiles in supply are drawn)."""
_INK = QColor("#1e1e1e")
_EDGE = QColor("#5a5040")
_TILE_SIZE = 26.0
"""Side of a tile picture in a segment (scene units)."""
_MACHINE = 19.0
"""Size of a machinery picture in a segment."""
_GAP = 3.0
_MARGIN = 3.0
"""Room kept between a segment's pictures and its wedge's edges and rim."""


@dataclass(frozen=True)
class SegmentLook:
    """What lies in one segment of the wheel."""

    tile: str = ""
    """Picture of the tile: a structure ("base" … "building"), "joker", "officer", or ""."""
    level: str = ""
    """Level of an advanced tile ("II"), "" for a basic one."""
    excavators: int = 0
    mixers: int = 0


@dataclass(frozen=True)
class WheelLook:
    """A construction wheel: the open segment, what lies in each segment, the seat's colour."""

    open: int = 0
    """Segment index at the opening."""
    segments: tuple[SegmentLook, ...] = (SegmentLook(),) * 6
    """Contents per segment, by absolute index."""
    fill: str = "#b8b2a5"
    """Colour of the structure pictures (the seat's)."""


def draw_tile(painter: QPainter, rect: QRectF, tile: str, fill: str) -> None:
    """Draw a technology tile: a light tile with what it builds on it."""
    painter.setPen(QPen(_EDGE, 1.0))
    painter.setBrush(QBrush(QColor(_TILE)))
    painter.drawRoundedRect(rect, rect.width() * 0.15, rect.width() * 0.15)
    inner = rect.adjusted(rect.width() * 0.1, rect.height() * 0.1, -rect.width() * 0.1, 0)
    inner.setHeight(rect.height() * 0.8)
    if tile == "joker":  # builds any structure: a star
        c, r = inner.center(), inner.width() * 0.45
        points = [
            QPointF(
                c.x() + (r if k % 2 == 0 else r * 0.45) * math.sin(math.pi * k / 5),
                c.y() - (r if k % 2 == 0 else r * 0.45) * math.cos(math.pi * k / 5),
            )
            for k in range(10)
        ]
        colour = QColor(fill)
        painter.setPen(QPen(colour.darker(160), 1.2))
        painter.setBrush(QBrush(colour))
        painter.drawPolygon(QPolygonF(points))
    elif tile == "officer":  # an executive officer's own tile
        draw_engineer(painter, inner.center(), inner.height() * 0.95, fill, "")
    else:
        structure_icon(tile, fill)(painter, inner)


def draw_machine(painter: QPainter, rect: QRectF, kind: str) -> None:
    """Draw an excavator ("excavators") or a concrete mixer ("mixers") in `rect`."""
    s, c = min(rect.width(), rect.height()), rect.center()
    dark = QColor("#4a4038")
    painter.setPen(QPen(dark, max(0.6, s * 0.05)))
    if kind == "excavators":
        colour = QColor(EXCAVATOR)
        painter.setBrush(QBrush(dark))
        painter.drawRoundedRect(
            QRectF(c.x() - s * 0.46, c.y() + s * 0.18, s * 0.7, s * 0.24), s * 0.1, s * 0.1
        )
        painter.setBrush(QBrush(colour))
        painter.drawRect(QRectF(c.x() - s * 0.42, c.y() - s * 0.1, s * 0.6, s * 0.28))
        painter.drawRect(QRectF(c.x() - s * 0.34, c.y() - s * 0.36, s * 0.26, s * 0.26))
        arm = QPainterPath(QPointF(c.x() + s * 0.12, c.y() - s * 0.05))
        arm.lineTo(c.x() + s * 0.34, c.y() - s * 0.42)
        arm.lineTo(c.x() + s * 0.48, c.y() + s * 0.12)
        painter.setPen(QPen(colour.darker(140), s * 0.12))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(arm)
        return
    colour = QColor(MIXER)
    painter.setBrush(QBrush(dark))
    painter.drawRect(QRectF(c.x() - s * 0.46, c.y() + s * 0.14, s * 0.92, s * 0.12))
    painter.drawEllipse(QPointF(c.x() - s * 0.28, c.y() + s * 0.32), s * 0.1, s * 0.1)
    painter.drawEllipse(QPointF(c.x() + s * 0.3, c.y() + s * 0.32), s * 0.1, s * 0.1)
    painter.setBrush(QBrush(colour.darker(125)))
    painter.drawRect(QRectF(c.x() + s * 0.2, c.y() - s * 0.22, s * 0.26, s * 0.36))
    painter.save()
    painter.translate(c.x() - s * 0.1, c.y() - s * 0.08)
    painter.rotate(-18)
    painter.setBrush(QBrush(colour))
    painter.drawEllipse(QPointF(0, 0), s * 0.34, s * 0.22)
    painter.drawLine(QPointF(-s * 0.1, -s * 0.2), QPointF(-s * 0.1, s * 0.2))
    painter.drawLine(QPointF(s * 0.1, -s * 0.2), QPointF(s * 0.1, s * 0.2))
    painter.restore()


def _font(px: float) -> QFont:
    """The numbers' font in the application's font of now (the language sets its families)."""
    return _font_of(px, QGuiApplication.font().key())


@cache
def _font_of(px: float, app_font: str) -> QFont:
    """`_font`, kept per application font: one made in Japanese measured English numbers."""
    del app_font  # the cache's key: QFont() takes the application's font
    font = QFont()
    font.setPixelSize(round(px))
    font.setBold(True)
    return font


def _advance(text: str, px: float) -> float:
    return QFontMetricsF(_font(px)).horizontalAdvance(text) + 4


@dataclass(frozen=True)
class _Part:
    """One picture of a segment with its number or level (`text`), at `at` in the block."""

    kind: str
    """"tile" or a machinery kind ("excavators", "mixers")."""
    text: str
    at: QPointF
    """Top-left in the block."""
    size: QRectF
    """The picture and its text (origin top-left)."""
    picture: float = _MACHINE
    """Side of the picture (scene units)."""
    below: bool = False
    """The text under the picture (an advanced tile's level), not beside it."""


_LAYOUTS = ("column", "beside", "row")
"""How a segment's pictures may be laid out, tried in this order: all in one column; the tile
left of the machinery's column; the machinery side by side under the tile."""


def _parts(
    look: SegmentLook, text_px: float, layout: str, scale: float = 1.0
) -> tuple[list[_Part], QRectF]:
    """Lay out a segment's pictures as a block (`layout`, one of `_LAYOUTS`).

    Return the parts (each placed in the block) and the block's size. The numbers keep their
    size; only the pictures get smaller (`scale`) where nothing else fits.
    """
    side, icon, line = _TILE_SIZE * scale, _MACHINE * scale, text_px * 1.25
    tile = []
    if look.tile:
        level = _advance(look.level, text_px) if look.level else 0.0
        below = layout == "beside" and bool(level)  # the level under the tile, to stay narrow
        size = QRectF(0, 0, max(side, level), side + line)
        if not below:
            size = QRectF(0, 0, side + level, side)
        tile = [_Part("tile", look.level, QPointF(), size, side, below)]
    machines = [
        _Part(
            kind,
            str(n),
            QPointF(),
            QRectF(0, 0, icon + _advance(str(n), text_px), max(icon, line)),
            icon,
        )
        for kind, n in (("excavators", look.excavators), ("mixers", look.mixers))
        if n
    ]
    if layout == "beside" and tile and machines:
        groups = [tile, [_stack(machines)]]
        return _arrange(groups, across=True, inner=machines)
    if layout == "row" and machines:
        return _arrange([tile, machines] if tile else [machines], across=False)
    return _arrange([[p] for p in tile + machines], across=False)


def _stack(parts: list[_Part]) -> _Part:
    """A stand-in part as large as `parts` one above the other."""
    width = max(p.size.width() for p in parts)
    height = sum(p.size.height() for p in parts) + _GAP * (len(parts) - 1)
    return _Part("stack", "", QPointF(), QRectF(0, 0, width, height))


def _arrange(
    groups: list[list[_Part]], across: bool, inner: list[_Part] | None = None
) -> tuple[list[_Part], QRectF]:
    """Place groups of parts; return the parts placed and the block's size.

    Each group is a row (groups one under another), or with `across` the groups stand side by
    side (a "stack" part then holds `inner`, one under another).
    """
    sizes = [
        (
            sum(p.size.width() for p in g) + _GAP * (len(g) - 1),
            max(p.size.height() for p in g),
        )
        for g in groups
    ]
    if across:
        width = sum(w for w, _ in sizes) + _GAP * (len(sizes) - 1)
        height = max(h for _, h in sizes)
    else:
        width = max(w for w, _ in sizes)
        height = sum(h for _, h in sizes) + _GAP * (len(sizes) - 1)
    out: list[_Part] = []
    x = y = 0.0
    for group, (gw, gh) in zip(groups, sizes, strict=True):
        gx = x if across else (width - gw) / 2
        gy = (height - gh) / 2 if across else y
        for p in group:
            if p.kind == "stack":
                sy = gy
                for q in inner or []:
                    out.append(replace(q, at=QPointF(gx, sy)))
                    sy += q.size.height() + _GAP
            else:
                out.append(replace(p, at=QPointF(gx, gy + (gh - p.size.height()) / 2)))
            gx += p.size.width() + _GAP
        x += gw + _GAP
        y += gh + _GAP
    return out, QRectF(0, 0, width, height)


_HUB = 0.1
"""Radius of the hub, as a share of the wheel's."""
_RING = 0.27
"""Distance of the segments' numbers from the centre, as a share of the wheel's radius."""


def returns_after(k: int) -> int:
    """Turns of the wheel before the contents of the k-th segment from the top come back.

    The wheel turns one segment at a time and the segment reaching the opening comes back
    (`rules.wheel.turn`): the next one clockwise after 1 turn, the open one after 6.
    """
    return k % 6 or 6


def number_ring(radius: float, text_px: float) -> tuple[float, float]:
    """Return (distance from the centre, radius) of the discs carrying the segments' numbers.

    A quarter of the way out: the discs stand clear of each other and of the wedge's edges (a
    disc fits its 60° wedge from twice its radius out), the pictures keep the wider part.
    """
    disc = text_px * 0.7
    return max(radius * _RING, radius * _HUB + disc + 1.5, 2 * disc + 1.5), disc


def _clearance(
    corners: list[tuple[float, float]], k: int, radius: float, inner: float = 0.0
) -> float:
    """How far the nearest corner lies inside wedge `k` (from the top, clockwise).

    From the rim, from both edges and from the ring of numbers (the block's nearest point to
    the centre stays `inner` away from it); negative: outside.
    """
    mid = math.radians(90 - 60 * k)
    xs, ys = [x for x, _ in corners], [y for _, y in corners]
    room = math.hypot(max(min(xs), -max(xs), 0.0), max(min(ys), -max(ys), 0.0)) - inner
    for x, y in corners:
        room = min(room, radius - math.hypot(x, y))
        for edge, side in ((mid - math.radians(30), 1), (mid + math.radians(30), -1)):
            # signed distance from the edge's line, positive towards the wedge's middle
            room = min(room, side * (-math.sin(edge) * x + math.cos(edge) * y))
    return room


@cache
def _place(
    width: float, height: float, k: int, radius: float, inner: float = 0.0
) -> tuple[float, float] | None:
    """Top-left (scene) of a `width` × `height` block in wedge `k`, or None if it fits nowhere.

    The place with the most room around the block (the nearest corner farthest inside), so
    the block sits in the middle of what the wedge leaves it.
    """
    mid = math.radians(90 - 60 * k)
    along, across = (math.cos(mid), math.sin(mid)), (-math.sin(mid), math.cos(mid))
    best: tuple[float, float, float] | None = None
    steps = 40
    for i in range(steps + 1):
        for j in range(-steps // 2, steps // 2 + 1):
            rho, off = radius * i / steps, radius * j / steps
            cx = along[0] * rho + across[0] * off
            cy = along[1] * rho + across[1] * off  # y upwards
            corners = [
                (cx + dx * width / 2, cy + dy * height / 2) for dx in (-1, 1) for dy in (-1, 1)
            ]
            room = _clearance(corners, k, radius, inner)
            if room >= _MARGIN and (best is None or room > best[0]):
                best = (room, cx - width / 2, -cy - height / 2)
    return None if best is None else (best[1], best[2])


_SCALES = (1.3, 1.15, 1.0, 0.8, 0.65)
"""Sizes of the pictures tried, largest first: one size for the whole wheel."""


def segment_layout(
    look: SegmentLook, k: int, radius: float, text_px: float, scale: float = 1.0
) -> tuple[list[_Part], QPointF] | None:
    """The parts of a segment and where its block goes in wedge `k` (None: nothing fits)."""
    if not (look.tile or look.excavators or look.mixers):
        return [], QPointF()
    centre, disc = number_ring(radius, text_px)
    inner = round(centre + disc, 1)
    for layout in _LAYOUTS:
        parts, block = _parts(look, text_px, layout, scale)
        at = _place(round(block.width(), 1), round(block.height(), 1), k, radius, inner)
        if at is not None:
            return parts, QPointF(*at)
    return None


def wheel_layout(
    segments: tuple[SegmentLook, ...], radius: float, text_px: float
) -> tuple[tuple[list[_Part], QPointF], ...]:
    """Every segment's parts and place (from the top, clockwise).

    The pictures have one size: the largest at which every segment fits. Kept per application
    font: a layout measured in another language's font (its families differ) shrank the
    numbers under 11 px after a switch (the fit walk after a Japanese walk, issue 36).
    """
    return _wheel_layout(segments, radius, text_px, QGuiApplication.font().key())


@cache
def _wheel_layout(
    segments: tuple[SegmentLook, ...], radius: float, text_px: float, app_font: str
) -> tuple[tuple[list[_Part], QPointF], ...]:
    del app_font  # the cache's key: the measures below use the application's font
    for scale in _SCALES:
        laid = [segment_layout(look, k, radius, text_px, scale) for k, look in enumerate(segments)]
        if all(laid):
            return tuple(x for x in laid if x is not None)
    raise ValueError(segments)  # the smallest pictures fit any contents (tested)


class WheelItem(SlotItem):
    """The six-segment construction wheel; the open segment is drawn at the top, lit.

    A target like the other items a player acts on: a click or a drop on it is answered, and
    when no action of the step loads or turns it, it is greyed and says why (issue 35).

    Args:
        item_id: Model id ("wheel:0").
        radius: Radius in scene units.
        parent: Qt parent item.
    """

    def __init__(self, item_id: str, radius: float, parent: QGraphicsItem | None = None) -> None:
        disc = QPainterPath()
        disc.addEllipse(QPointF(0, 0), radius, radius)
        super().__init__(item_id, disc, parent)
        self.radius = radius
        self.look = WheelLook()
        self.text_px = 16.0
        """Pixel size (scene units) of the numbers."""
        self.unavailable = False
        """No legal action of the step loads or turns it: drawn greyed."""

    def set_unavailable(self, unavailable: bool) -> None:
        """Draw the wheel greyed or in full ink."""
        if unavailable != self.unavailable:
            self.unavailable = unavailable
            self.setOpacity(GREYED if unavailable else 1.0)

    def text_runs(self) -> list[tuple[str, float]]:
        """Return each text drawn with its pixel size in scene units (the numbers first)."""
        numbers = [(str(returns_after(k)), self.text_px) for k in range(6)]
        return numbers + [
            (part.text, self.text_px) for parts, _ in self._layout() for part in parts if part.text
        ]

    def number_rects(self) -> list[QRectF]:
        """Return the disc of each segment's number, from the top clockwise (item units)."""
        centre, disc = number_ring(self.radius, self.text_px)
        out = []
        for k in range(6):
            mid = math.radians(90 - 60 * k)
            x, y = centre * math.cos(mid), -centre * math.sin(mid)
            out.append(QRectF(x - disc, y - disc, 2 * disc, 2 * disc))
        return out

    def _layout(self) -> tuple[tuple[list[_Part], QPointF], ...]:
        segments = tuple(self._segment(k) for k in range(6))
        return wheel_layout(segments, self.radius, self.text_px)

    def _segment(self, k: int) -> SegmentLook:
        """The contents of the k-th segment from the top (clockwise)."""
        return self.look.segments[(self.look.open + k) % 6]

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
            painter.setPen(QPen(_EDGE, 1.2 if k else 2.4))
            painter.setBrush(QBrush(fill))
            painter.drawPath(path)
        for k, laid in enumerate(self._layout()):
            self._paint_segment(painter, self._segment(k), laid)
        painter.setPen(QPen(_EDGE, 1.5))
        painter.setBrush(QBrush(QColor("#8d8270")))
        painter.drawEllipse(QPointF(0, 0), r * _HUB, r * _HUB)
        for k, disc in enumerate(self.number_rects()):
            painter.setPen(QPen(_EDGE, 1.0))
            painter.setBrush(QBrush(QColor("#ffffff")))
            painter.drawEllipse(disc)
            draw_text(painter, disc, str(returns_after(k)), self.text_px, _INK, bold=True)
        arrow = QPolygonF([QPointF(-6, -r - 3), QPointF(6, -r - 3), QPointF(0, -r + 6)])
        painter.setBrush(QBrush(QColor("#c62828")))
        painter.drawPolygon(arrow)

    def _paint_segment(
        self, painter: QPainter, look: SegmentLook, laid: tuple[list[_Part], QPointF]
    ) -> None:
        parts, at = laid
        for part in parts:
            box, side = part.size.translated(at + part.at), part.picture
            if part.below:
                picture = QRectF(box.center().x() - side / 2, box.top(), side, side)
                rest = QRectF(box.left(), picture.bottom(), box.width(), box.height() - side)
            else:
                picture = QRectF(box.left(), box.center().y() - side / 2, side, side)
                rest = QRectF(picture.right(), box.top(), box.width() - side, box.height())
            if part.kind == "tile":
                draw_tile(painter, picture, look.tile, self.look.fill)
            else:
                draw_machine(painter, picture, part.kind)
            if part.text:
                draw_text(painter, rest, part.text, self.text_px, _INK, bold=True)


class WheelLegend(BoardItem):
    """What the wheel's pictures mean: one row per picture (drawn, then its name).

    Args:
        item_id: Model id ("wheel_legend:0").
        width: Width of the rows in scene units.
        parent: Qt parent item.
    """

    ROW = 26.0
    """Height of a row (scene units)."""

    def __init__(self, item_id: str, width: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(item_id, parent)
        self.width = width
        self.text_px = 16.0
        self.fill = "#b8b2a5"
        self.rows: tuple[tuple[str, str], ...] = ()
        """(picture, name): a tile picture ("base" … "joker") or a machinery kind."""

    def set_rows(self, rows: tuple[tuple[str, str], ...], fill: str) -> None:
        """Show `rows` with structure pictures in `fill`."""
        if (rows, fill) != (self.rows, self.fill):
            self.rows, self.fill = rows, fill
            self.prepareGeometryChange()
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        """Return the area the legend paints in."""
        return QRectF(0, 0, self.width, self.ROW * len(self.rows))

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        """Draw each picture with its name beside it."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        pic = self.ROW - 4
        for j, (what, name) in enumerate(self.rows):
            top = j * self.ROW + 2
            icon = QRectF(0, top, pic, pic)
            if what in {"excavators", "mixers"}:
                draw_machine(painter, icon, what)
            else:
                draw_tile(painter, icon, what, self.fill)
            box = QRectF(pic + 4, top, self.width - pic - 4, pic)
            font = QFont()
            font.setPixelSize(round(self.text_px))
            painter.setFont(font)
            painter.setPen(_INK)
            flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            painter.drawText(box, int(flags), name)
