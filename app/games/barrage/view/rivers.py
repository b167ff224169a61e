"""The rivers of the Barrage map with flow arrows, and where a dam space's water comes from.

Issue 36 §3: a glance shows where each headstream's water goes. Every connection of the map
data gets an arrowhead item in `RiverLayer.arrows`: headstream → its basin ("flow:HA:1"),
basin → the next basin ("flow:1:8") or off the map ("flow:11:EXIT_L"), and inside a basin the
dam water meets first → the next one ("flow:B1U:B1L"). The river between two basins carries
the letters of the headstreams whose water runs there. `dam_flow_lines` says in words which
headstreams feed a dam space and where the water it cannot keep goes (its tooltip);
`powerhouse_flow_line` where the water used in a powerhouse goes on.
"""

from __future__ import annotations

from itertools import pairwise
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsSimpleTextItem

from app.engine.text import TextList
from app.games.barrage import texts
from app.games.barrage.data.data import geometry
from app.games.barrage.texts import t
from app.games.barrage.view.items import WATER
from app.games.barrage.view.maplayout import MAP_RECT, basin_rect, river_curve, river_to_basin
from app.ui.i18n import show

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.engine.text import Text
    from app.games.barrage.data.mapdata import Geometry
    from app.games.barrage.view.items import SpaceItem
    from app.ui.board.scene import BoardScene

__all__ = ["RiverLayer", "dam_flow_lines", "heads_into", "powerhouse_flow_line", "produced_into"]

_ARROW_LEN, _ARROW_HALF = 24.0, 12.0
"""Arrowhead length and half width (scene units: about 15 × 15 px on screen)."""
_BADGE_PX = 18
"""Pixel size of a river's headstream letters (11.5 px on screen at the map's fitted zoom)."""
_ARROW = "#174a80"
"""Fill of the arrowheads (the water's dark blue)."""


def heads_into(geo: Geometry, basin: int) -> tuple[str, ...]:
    """Return the headstreams whose water runs through `basin`, in slot order."""
    return tuple(h.id for h in geo.data.headstreams if basin in geo.path_from(h.basin))


def produced_into(geo: Geometry, basin: int) -> tuple[int, ...]:
    """Return the basins whose conduits bring produced water to the powerhouses of `basin`."""
    return tuple(sorted({geo.conduit_basin[c] for c in geo.conduits_into(basin)}))


def _onward(geo: Geometry, basin: int) -> list[Text]:
    """The places water leaving `basin` runs through, ending off the map."""
    return [
        texts.basin(s) if isinstance(s, int) else t("ui.off_map") for s in geo.path_from(basin)[1:]
    ]


def _letters(heads: tuple[str, ...]) -> Text:
    return t("map.river_letters", letters=TextList(tuple(h.removeprefix("H") for h in heads)))


def _heads(heads: tuple[str, ...]) -> TextList:
    return TextList(tuple(texts.headstream(h) for h in heads))


def dam_flow_lines(geo: Geometry, dam: int) -> list[Text]:
    """Return where the water of dam space `dam` (index) comes from and where it goes on."""
    basin = geo.dam_basin[dam]
    lines: list[Text] = []
    if heads := heads_into(geo, basin):
        lines.append(t("ui.dam_fed", heads=_heads(heads)))
    if producers := produced_into(geo, basin):
        basins = TextList(tuple(texts.basin(b) for b in producers))
        lines.append(t("ui.dam_fed_produced", basins=basins))
    order = geo.dams_of[basin]
    pos = order.index(dam)
    if pos > 0:
        lines.append(t("ui.dam_after", first=texts.map_label(geo.dams[order[pos - 1]].id)))
    later: list[Text] = [texts.map_label(geo.dams[d].id) for d in order[pos + 1 :]]
    path = TextList(tuple(later + _onward(geo, basin)))
    lines.append(t("ui.dam_onward", path=path))
    return lines


def _fixed(text: Text) -> Callable[[], Text]:
    """A text that does not change (its words are written again in the next language)."""
    return lambda: text


def powerhouse_flow_line(geo: Geometry, powerhouse: int) -> Text:
    """Return where the water used in powerhouse space `powerhouse` (index) flows on.

    Water from upstream passes the powerhouses of a basin before its dams; water used to
    produce comes out here and meets the dams of this basin, then runs down the river.
    """
    basin = geo.powerhouse_basin[powerhouse]
    dams: list[Text] = [texts.map_label(geo.dams[d].id) for d in geo.dams_of[basin]]
    path = dams + _onward(geo, basin)
    if len(path) == 1:  # no dam here, and the river leaves the map (basins 11 and 12)
        return t("ui.powerhouse_off")
    return t("ui.powerhouse_onward", path=TextList(tuple(path)))


def _arrowhead(tip: QPointF, angle: float) -> QPainterPath:
    """A triangle with its point at `tip`, pointing along `angle` (degrees, Qt's convention)."""
    head = QPainterPath(QPointF(0, 0))
    head.lineTo(-_ARROW_LEN, -_ARROW_HALF)
    head.lineTo(-_ARROW_LEN * 0.7, 0)
    head.lineTo(-_ARROW_LEN, _ARROW_HALF)
    head.closeSubpath()
    turn = QTransform()
    turn.translate(tip.x(), tip.y())
    turn.rotate(-angle)
    return turn.map(head)


def _entry(path: QPainterPath, box: QRectF) -> float:
    """The share of `path` where it first enters `box` (1.0 if it never does)."""
    steps = 200
    return next(
        (k / steps for k in range(steps + 1) if box.contains(path.pointAtPercent(k / steps))), 1.0
    )


class RiverLayer:
    """Draws the rivers, their arrows and headstream letters on the map.

    Args:
        scene: The board scene.
        dams: Dam space items by space id (for the arrows between the dams of a basin).
        heads: Headstream items by slot id.
    """

    def __init__(
        self, scene: BoardScene, dams: dict[str, SpaceItem], heads: dict[str, SpaceItem]
    ) -> None:
        self.scene = scene
        self.geo = geometry()
        self.arrows: dict[str, QGraphicsPathItem] = {}
        """Arrowheads by connection ("flow:<from>:<to>")."""
        self.rivers: dict[str, QGraphicsPathItem] = {}
        """River lines by connection, like `arrows` (none inside a basin)."""
        self.badges: dict[str, QGraphicsSimpleTextItem] = {}
        """Headstream letters by river ("flow:<basin>:<basin>")."""
        self._words: list[tuple[Callable[[str], None], Callable[[], Text]]] = []
        """What writes each text, for a language change."""
        self._build(dams, heads)
        self.retranslate()

    def retranslate(self) -> None:
        """Write the letters and tooltips again in the UI language."""
        for write, text in self._words:
            write(show(text()))

    def _build(self, dams: dict[str, SpaceItem], heads: dict[str, SpaceItem]) -> None:
        geo = self.geo
        for h in geo.data.headstreams:
            start = QPointF(basin_rect(h.basin).center().x(), heads[h.id].rect.bottom())
            path = QPainterPath(start)
            path.lineTo(basin_rect(h.basin).center())
            tip = t(
                "ui.river_tip",
                heads=_heads((h.id,)),
                source=texts.headstream(h.id),
                target=texts.basin(h.basin),
            )
            self._river(path, f"flow:{h.id}:{h.basin}", basin_rect(h.basin), _fixed(tip))
        for b in geo.data.basins:
            path = QPainterPath(basin_rect(b.id).center())
            feeding = heads_into(geo, b.id)
            if b.downstream is not None:
                river_to_basin(path, b.id, b.downstream)
                key, box = f"flow:{b.id}:{b.downstream}", basin_rect(b.downstream)
                target: Text = texts.basin(b.downstream)
            else:
                river_curve(path, QPointF(path.currentPosition().x(), MAP_RECT.bottom() - 2))
                key, box = f"flow:{b.id}:{b.exit}", QRectF()
                target = t("ui.off_map")
            tip = t("ui.river_tip", heads=_heads(feeding), source=texts.basin(b.id), target=target)
            self._river(path, key, box, _fixed(tip))
            if b.downstream is not None and feeding:
                self._badge(key, path, (basin_rect(b.id), box), feeding, tip)
            self._dam_order(b.id, dams)

    def _river(self, path: QPainterPath, key: str, box: QRectF, tip: Callable[[], Text]) -> None:
        pen = QPen(QColor(WATER), 9.0)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        river = QGraphicsPathItem(path)
        river.setPen(pen)
        river.setZValue(-10)
        self.scene.addItem(river)
        self.rivers[key] = river
        share = _entry(path, box) if not box.isNull() else 1.0
        at = path.pointAtPercent(share)
        self._arrow(key, _arrowhead(at, path.angleAtPercent(share)), tip)

    def _arrow(self, key: str, shape: QPainterPath, tip: Callable[[], Text]) -> None:
        arrow = QGraphicsPathItem(shape)
        arrow.setBrush(QBrush(QColor(_ARROW)))
        arrow.setPen(QPen(QColor("#ffffff"), 2.0))
        arrow.setZValue(3)
        self.scene.addItem(arrow)
        self.arrows[key] = arrow
        self._words.append((arrow.setToolTip, tip))

    def _badge(
        self,
        key: str,
        path: QPainterPath,
        boxes: tuple[QRectF, QRectF],
        heads: tuple[str, ...],
        tip: Text,
    ) -> None:
        """Put the letters of `heads` beside the river, halfway between its two basins."""
        start, end = boxes
        out = next(
            (k / 100 for k in range(101) if not start.contains(path.pointAtPercent(k / 100))), 0.5
        )
        centre = path.pointAtPercent((out + _entry(path, end)) / 2)
        plate = QGraphicsPathItem()
        plate.setBrush(QBrush(QColor(_ARROW)))
        plate.setPen(QPen(QColor("#ffffff"), 1.5))
        plate.setZValue(3)
        label = QGraphicsSimpleTextItem(plate)
        font = QFont()
        font.setPixelSize(_BADGE_PX)
        font.setBold(True)
        label.setFont(font)
        label.setBrush(QBrush(QColor("#ffffff")))

        def write(text: str) -> None:
            label.setText(text)
            box = label.boundingRect()
            # beside the river (right of it), so that neither hides the other
            at = centre + QPointF(_ARROW_HALF + 4, -box.height() / 2)
            label.setPos(at)
            shape = QPainterPath()
            shape.addRoundedRect(QRectF(at, box.size()).adjusted(-4, 0, 4, 0), 6, 6)
            plate.setPath(shape)

        self.scene.addItem(plate)
        self.badges[key] = label
        self._words.append((write, lambda: _letters(heads)))
        self._words.append((plate.setToolTip, lambda: tip))

    def _dam_order(self, basin: int, dams: dict[str, SpaceItem]) -> None:
        """A small arrow between two dams of a basin: the water meets the first one first."""
        order = [self.geo.dams[d].id for d in self.geo.dams_of[basin]]
        for first, second in pairwise(order):
            a, b = dams[first].rect, dams[second].rect
            y = a.top() + a.height() * 0.28
            left = a.right() < b.left()
            tip = QPointF(b.left() + 9 if left else b.right() - 9, y)
            shape = QTransform.fromScale(0.7, 0.7)
            head = _arrowhead(QPointF(0, 0), 0.0 if left else 180.0)
            moved = shape.map(head).translated(tip)
            words = t("ui.dam_order", first=texts.map_label(first), second=texts.map_label(second))
            self._arrow(f"flow:{first}:{second}", moved, _fixed(words))
