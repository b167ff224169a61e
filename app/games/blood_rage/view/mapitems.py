"""Map items of Blood Rage: provinces, fjords and the figures on them.

A ring province ("province:<i>") is a sector of the ring in its realm's colour: its name at
the rim, its villages along an arc (free, or holding a clan's figure), its pillage token face
up (reward or pillaged) and the Doom token when Ragnarök comes for it; a destroyed province is
dark and says so. Yggdrasil ("province:0") is the disc in the centre, its figures in rows. A
fjord ("fjord:<i>") is a round bay on the rim with the ships in it. A figure
("figure:<seat>:<province>:<kind>") can be dragged to another province when the acting seat may
march it or bring it into a battle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsSimpleTextItem

from app.games.blood_rage.data.data import YGGDRASIL, game_data
from app.games.blood_rage.view.drawing import INK, draw_figure, draw_village
from app.games.blood_rage.view.frames import make_text
from app.games.blood_rage.view.geometry import (
    CENTRE,
    FIGURE,
    FJORD_RADIUS,
    FONT,
    INNER,
    OUTER,
    SMALL,
    TITLE,
    YGG_RADIUS,
    fjord_centre,
    polar,
    sector_angles,
    village_points,
    yggdrasil_points,
)
from app.ui.board.items import PieceItem, SlotItem

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

    from app.ui.palette import PlayerStyle

__all__ = ["REALM_FILL", "FigureItem", "FjordItem", "ProvinceItem", "sector_path"]

REALM_FILL = {"manheim": "#efe0a2", "jotunheim": "#c6dbef", "alfheim": "#dedad0"}
"""Province colour by realm (yellow, blue, grey as on the box)."""
YGG_FILL = QColor("#cfe3b8")
DESTROYED = QColor("#5b5149")
WATER = QColor("#9cc3e4")


def sector_path(province: int) -> QPainterPath:
    """Return the outline of a ring province (scene coordinates)."""
    start, end = sector_angles(province)
    path = QPainterPath()
    outer = QRectF(CENTRE.x() - OUTER, CENTRE.y() - OUTER, 2 * OUTER, 2 * OUTER)
    inner = QRectF(CENTRE.x() - INNER, CENTRE.y() - INNER, 2 * INNER, 2 * INNER)
    # Qt's arcs run counter-clockwise from 3 o'clock; our angles clockwise from 12 o'clock.
    path.arcMoveTo(outer, 90 - start)
    path.arcTo(outer, 90 - start, -(end - start))
    path.arcTo(inner, 90 - end, end - start)
    path.closeSubpath()
    return path


class FigureItem(PieceItem):
    """A clan's figure on the board, drawn by kind in the seat's colour."""

    def __init__(self, item_id: str, kind: str, style: PlayerStyle, size: float) -> None:
        super().__init__(item_id, size / 2)
        self.kind = kind
        self.style = style

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Draw the figure (a movable one has a light ring under it)."""
        r = self.radius
        if self.movable:
            painter.setPen(QPen(QColor("#ffffff"), 3))
            painter.setBrush(QBrush(QColor(255, 255, 255, 90)))
            painter.drawEllipse(QPointF(0, 0), r + 1, r + 1)
        draw_figure(painter, QRectF(-r, -r, 2 * r, 2 * r), self.kind, self.style)


_LABEL_RADII = (212.0, 204.0, 196.0, 188.0, 220.0, 228.0, 236.0)
"""Distances from the centre tried for a province's labels: the usual one, then inwards
(outwards the labels would run into the villages and their figures)."""
_LABEL_TURNS = (0.0, -4.0, 4.0, -8.0, 8.0, -12.0, 12.0)
"""Turns (degrees) off the sector's middle line tried for its labels, none first."""


class ProvinceItem(SlotItem):
    """A province: a ring sector (or Yggdrasil's disc) with villages, token and figures."""

    def __init__(self, province: int) -> None:
        if province == YGGDRASIL:
            path = QPainterPath()
            path.addEllipse(CENTRE, YGG_RADIUS, YGG_RADIUS)
        else:
            path = sector_path(province)
        super().__init__(f"province:{province}", path)
        self.province = province
        self.villages: tuple[QPointF, ...] = (
            () if province == YGGDRASIL else village_points(province)
        )
        realm = game_data().provinces[province].realm
        self.base = YGG_FILL if realm is None else QColor(REALM_FILL.get(realm, "#e0dccf"))
        self.fill = self.base
        self.edge = QColor("#6f604a")
        self.edge_width = 2.0
        self.name = make_text(self, TITLE if province == YGGDRASIL else FONT, bold=True)
        self.token_box = QGraphicsRectItem(self)
        self.token = make_text(self.token_box, SMALL, bold=True)
        self.doom_box = QGraphicsRectItem(self)
        self.doom_box.setBrush(QBrush(QColor("#b3261e")))
        self.doom_box.setPen(QPen(QColor("#5e0f0b"), 1.5))
        self.doom = make_text(self.doom_box, SMALL, bold=True)
        self.doom.setBrush(QBrush(QColor("#ffffff")))
        self.figures: list[FigureItem] = []
        self.removed: list[FigureItem] = []
        self.destroyed = False

    def _mid(self) -> float:
        start, end = sector_angles(self.province)
        return (start + end) / 2

    def show_labels(self, name: str, token: tuple[str, bool, str], doom: tuple[str, str]) -> None:
        """Write the name, the pillage token's face and the Doom token, stacked in one block.

        `token` is (face, pillaged, tooltip) and `doom` (text, tooltip); "" hides either. The
        block sits between Yggdrasil and the villages (which run along the rim), so it never
        covers a figure, whatever the angle of the province.
        """
        self.name.setText(name)
        self._badge(self.token_box, self.token, token[0], token[2])
        self.token_box.setBrush(QBrush(QColor("#b9b1a1" if token[1] else "#fff6d8")))
        self.token_box.setPen(QPen(QColor("#6d6457" if token[1] else "#2e7d32"), 2))
        self._badge(self.doom_box, self.doom, doom[0], doom[1])
        rows: list[tuple[QGraphicsItem, float]] = [(self.name, self.name.boundingRect().height())]
        for box in (self.token_box, self.doom_box):
            if box.isVisible():
                rows.append((box, box.rect().height()))
        if self.province == YGGDRASIL:
            self._stack(rows, CENTRE, CENTRE.y() - YGG_RADIUS + 14)
            return
        # the first distance from the centre at which the name lies in the sector and the
        # block clear of the villages (where the figures stand): a long name in a sector near
        # the horizontal ran over its border at 212, a leader on a village covered
        # アングルボザ's name (issue 18 §2); else the first with the name in the sector
        total = sum(h for _, h in rows) + 4 * (len(rows) - 1)
        # ranks: 0 all clear, 1 the name clear (a badge by a village), 2 the name in the sector
        best: dict[int, QPointF] = {}
        spots = self._village_spots()
        for turn in _LABEL_TURNS:
            for radius in _LABEL_RADII:
                centre = polar(self._mid() + turn, radius)
                block = self._stack(rows, centre, centre.y() - total / 2)
                ink = self.name.mapRectToParent(self.name.boundingRect())
                if not self.shape().contains(ink):
                    continue
                if not any(block.intersects(spot) for spot in spots):
                    return
                best.setdefault(2 if any(ink.intersects(s) for s in spots) else 1, centre)
        centre = best.get(1, best.get(2, polar(self._mid(), _LABEL_RADII[0])))
        self._stack(rows, centre, centre.y() - total / 2)

    def _village_spots(self) -> list[QRectF]:
        """Where a figure on each village is drawn."""
        half = FIGURE / 2
        return [QRectF(at.x() - half, at.y() - half, FIGURE, FIGURE) for at in self.villages]

    def _stack(self, rows: list[tuple[QGraphicsItem, float]], centre: QPointF, y: float) -> QRectF:
        """Put `rows` one under another from `y`, centred on `centre`; return their box."""
        box = QRectF()
        for item, height in rows:
            width = item.boundingRect().width() - (0 if item is self.name else 1)
            left = centre.x() - width / 2
            if item is self.name:
                self.name.setPos(left, y)
            else:
                assert isinstance(item, QGraphicsRectItem)
                item.setPos(left - item.rect().left(), y - item.rect().top())
            box = box.united(QRectF(left, y, width, height))
            y += height + 4
        return box

    def _badge(
        self, box: QGraphicsRectItem, label: QGraphicsSimpleTextItem, text: str, tip: str
    ) -> None:
        box.setVisible(bool(text))
        label.setText(text)
        box.setToolTip(tip)
        label.setToolTip(tip)
        size = label.boundingRect()
        box.setRect(QRectF(0, 0, size.width() + 12, size.height() + 4))
        label.setPos(6, 2)

    def set_destroyed(self, destroyed: bool) -> None:
        """Darken a destroyed province."""
        self.destroyed = destroyed
        self.fill = DESTROYED if destroyed else self.base
        self.name.setBrush(QBrush(QColor("#f4efe2") if destroyed else INK))
        self.update()

    def show_figures(self, figures: list[tuple[str, str, PlayerStyle, bool, str]]) -> None:
        """Put figures (id, kind, style, movable, tooltip) on the villages (or in rows)."""
        scene = self.scene()
        for item in self.figures:
            if scene is not None:
                scene.removeItem(item)
        # Kept alive until the next render: the one being dragged is still in its mouse event.
        self.removed = self.figures
        self.figures = []
        points = self.villages if self.province != YGGDRASIL else yggdrasil_points(len(figures))
        for (item_id, kind, style, movable, tip), at in zip(figures, points, strict=False):
            item = FigureItem(item_id, kind, style, FIGURE)
            item.setParentItem(self)
            item.setPos(at)
            item.movable = movable
            item.setToolTip(tip)
            item.setZValue(2)
            self.figures.append(item)

    def paint_content(self, painter: QPainter) -> None:
        """Draw the free villages (hatched when destroyed)."""
        if self.destroyed:
            painter.setPen(QPen(QColor("#7d7167"), 2))
            painter.setBrush(QBrush(QColor("#7d7167"), Qt.BrushStyle.BDiagPattern))
            painter.drawPath(self.outline())
            return
        for at in self.villages:
            draw_village(painter, at, FIGURE / 2 + 1)


class FjordItem(SlotItem):
    """A fjord on the rim: a bay with the ships in it (a target for ships)."""

    def __init__(self, fjord: int) -> None:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), FJORD_RADIUS, FJORD_RADIUS)
        super().__init__(f"fjord:{fjord}", path)
        self.fjord = fjord
        self.setPos(fjord_centre(fjord))
        self.fill = WATER
        self.edge = QColor("#2d6a9f")
        self.edge_width = 2.0
        self.setZValue(1)
        self.ships: list[FigureItem] = []
        self.closed = False
        """Both its provinces are destroyed: it takes no more ships (RULES.md R12)."""

    def set_closed(self, closed: bool) -> None:
        """Darken a fjord whose two provinces are destroyed (open while one of them stands)."""
        if closed != self.closed:
            self.closed = closed
            self.fill = DESTROYED if closed else WATER
            self.update()

    def paint_content(self, painter: QPainter) -> None:
        """Two waves across the bay, so an empty fjord reads as water (a cross when closed)."""
        if self.closed:
            painter.setPen(QPen(QColor("#f4efe2"), 2.5))
            r = FJORD_RADIUS * 0.55
            painter.drawLine(QPointF(-r, -r), QPointF(r, r))
            painter.drawLine(QPointF(-r, r), QPointF(r, -r))
            return
        painter.setPen(QPen(QColor("#e8f2fb"), 2))
        for dy in (-8.0, 8.0):
            wave = QPainterPath(QPointF(-18, dy))
            wave.cubicTo(QPointF(-9, dy - 6), QPointF(0, dy + 6), QPointF(9, dy))
            wave.cubicTo(QPointF(13, dy - 3), QPointF(16, dy - 3), QPointF(18, dy))
            painter.drawPath(wave)

    def show_ships(self, ships: list[tuple[str, str, PlayerStyle, str]]) -> None:
        """Show the ships (id, kind, style, tooltip), up to four at once."""
        scene = self.scene()
        for item in self.ships:
            if scene is not None:
                scene.removeItem(item)
        self.ships = []
        size = 24.0
        spots = [QPointF(-12, -12), QPointF(12, -12), QPointF(-12, 12), QPointF(12, 12)]
        if len(ships) == 1:
            spots = [QPointF(0, 0)]
        for (item_id, kind, style, tip), at in zip(ships, spots, strict=False):
            item = FigureItem(item_id, kind, style, size)
            item.setParentItem(self)
            item.setPos(at)
            item.setToolTip(tip)
            self.ships.append(item)
