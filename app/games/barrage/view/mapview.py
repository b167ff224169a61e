"""The Alps map drawn by the app (reference §1; seed 000 "メインボードの盆地概念").

Three bands (mountains, hills, plains), twelve basins laid out so that every river runs
downwards, four headstream slots on top with their tiles, blue rivers, dam spaces (red
outline: +3 credits), flow arrows and the letters of the headstreams each river carries
(`rivers`), conduit spaces with their production value and a faint line to the
basin they feed, powerhouse spaces, and whatever stands on them with its water. Every space
a text can name carries the label of its name (`texts.map_space`): "basin 8" above each
basin, "left dam" / "right conduit" on its spaces, the number of each powerhouse, and
"headstream A" on the headstreams. Item ids: "map:<space id>" (dams, conduits,
powerhouses), "head:<slot>" (headstreams).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsRectItem, QGraphicsSimpleTextItem

from app.games.barrage import texts
from app.games.barrage.data.data import game_data, geometry
from app.games.barrage.model import NEUTRAL, NOBODY
from app.games.barrage.texts import count, t
from app.games.barrage.view.items import RED_EDGE, SpaceItem, SpaceLook
from app.games.barrage.view.labels import area_name, map_space_name
from app.games.barrage.view.maplayout import MAP_RECT, basin_rect
from app.games.barrage.view.rivers import RiverLayer, dam_flow_lines, powerhouse_flow_line
from app.ui.i18n import current_language, show

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.engine.text import Text
    from app.games.barrage.model import State
    from app.ui.board.scene import BoardScene
    from app.ui.palette import PlayerStyle

__all__ = ["MAP_RECT", "MapLayer", "Seats"]

PX = 18.0
"""Pixel size (scene units) of the texts on the map: fitted to the main view of a 1280×800
window the map is drawn at about 0.64, so this is 11.5 px on screen."""
_BANDS = (
    ("mountain", 62.0, 260.0, "#dde5ee"),
    ("hill", 260.0, 518.0, "#d3e6c4"),
    ("plain", 518.0, 1004.0, "#eef0cc"),
)
"""Area bands: id, top, bottom, colour (the label stands right, on the first basin row)."""
_DAM_W, _DAM_H = 104.0, 54.0
_CONDUIT_H = 96.0
_PH_W, _PH_H = 118.0, 54.0
_PH_ROW = 2
"""Powerhouses side by side in a basin (more go on the next line)."""
_HEAD = QRectF(-103, 2, 206, 70)
"""A headstream slot about its x (title, its drops under it, the tile's rounds at the bottom)."""
EMPTY = "#f7f4ea"
"""Fill of an empty building space."""
NEUTRAL_FILL = "#8f8f8f"
"""Fill of a neutral dam."""


@dataclass(frozen=True)
class Seats:
    """How seats look and are called (palette and names)."""

    styles: tuple[PlayerStyle, ...]
    """Colours and letters by seat."""
    names: tuple[str, ...]
    """Seat names."""

    def fill(self, owner: int) -> str:
        """Return the fill colour of an owner (seat, NEUTRAL or NOBODY)."""
        if owner == NEUTRAL:
            return NEUTRAL_FILL
        if 0 <= owner < len(self.styles):
            return str(self.styles[owner].colour.name())
        return EMPTY

    def text(self, owner: int) -> str:
        """Return a readable text colour on an owner's fill."""
        if 0 <= owner < len(self.styles):
            return str(self.styles[owner].text.name())
        return "#ffffff" if owner == NEUTRAL else "#1e1e1e"

    def owner_name(self, owner: int) -> str:
        """Return who owns a structure, in words."""
        if owner == NEUTRAL:
            return QCoreApplication.translate("Barrage", "neutral")
        if 0 <= owner < len(self.names):
            return self.names[owner]
        return QCoreApplication.translate("Barrage", "nobody")


def roman(level: int) -> str:
    """Return a dam's level as the seeds print it (Ⅰ, Ⅱ, Ⅲ in Japanese; I, II, III)."""
    return "ⅠⅡⅢ"[level - 1] if current_language() == "ja" and 1 <= level <= 3 else "I" * level


def dam_pieces(level: int) -> Text:
    """Return what a dam of `level` is made of: its base and its elevations.

    Issue 37: the neutral dams' levels were not read off the map.
    """
    if level <= 1:
        return t("ui.dam_base_only")
    return t("ui.dam_elevations", n=level - 1)


def _band_name(area: str) -> str:
    return area_name(area).upper()


class MapLayer:
    """Builds the map items on a scene and updates them from a state.

    Args:
        scene: The board scene the items go to.
    """

    def __init__(self, scene: BoardScene) -> None:
        self.scene = scene
        self.geo = geometry()
        self.dams: dict[str, SpaceItem] = {}
        self.conduits: dict[str, SpaceItem] = {}
        self.powerhouses: dict[str, SpaceItem] = {}
        self.heads: dict[str, SpaceItem] = {}
        self.titles: list[tuple[QGraphicsSimpleTextItem, Callable[[], str]]] = []
        """Fixed labels with the function that writes them (written again on a language change)."""
        self._build()

    # -- building ---------------------------------------------------------------------------
    def _build(self) -> None:
        for area, top, bottom, colour in _BANDS:
            band = QGraphicsRectItem(QRectF(0, top, MAP_RECT.width(), bottom - top))
            band.setBrush(QBrush(QColor(colour)))
            band.setPen(QPen(Qt.PenStyle.NoPen))
            band.setZValue(-20)
            self.scene.addItem(band)
            label = self._label(partial(_band_name, area), QPointF(0, top + 10), "#5d6770")
            label.setX(MAP_RECT.width() - 6 - label.boundingRect().width())
            label.setZValue(4)  # over a river's arrowhead (headstream D enters below MOUNTAINS)
        for basin in self.geo.data.basins:
            self._basin(basin.id)
        self._headstreams()
        self.rivers = RiverLayer(self.scene, self.dams, self.heads)
        self._conduit_lines()
        self.legend = self._space("legend:red", QRectF(MAP_RECT.width() - 150, 912, 148, 62))
        self.legend.title_lines = 2
        self.legend.is_target = False

    def _label(self, text: Callable[[], str], pos: QPointF, colour: str) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem(text())
        font = QFont()
        font.setPixelSize(round(PX))
        font.setBold(True)
        item.setFont(font)
        item.setBrush(QBrush(QColor(colour)))
        item.setPos(pos)
        item.setZValue(-5)
        self.scene.addItem(item)
        self.titles.append((item, text))
        return item

    def retranslate(self) -> None:
        """Write the fixed labels again in the UI language."""
        self.rivers.retranslate()
        for item, text in self.titles:
            right = item.x() + item.boundingRect().width()
            item.setText(text())
            if item.x() > MAP_RECT.width() / 2:  # an area label: right-aligned
                item.setX(right - item.boundingRect().width())

    def _basin(self, basin: int) -> None:
        box = basin_rect(basin)
        frame = QGraphicsPathItem()
        path = QPainterPath()
        path.addRoundedRect(box, 12, 12)
        frame.setPath(path)
        frame.setBrush(QBrush(QColor(255, 255, 255, 150)))
        frame.setPen(QPen(QColor("#7a8a7a"), 1.5))
        frame.setZValue(-8)
        area = texts.area(self.geo.area_of(basin))
        frame.setToolTip(show(t("ui.in_area", place=texts.basin(basin), area=area)))
        self.scene.addItem(frame)
        self._label(lambda: show(texts.basin(basin)), box.topLeft() + QPointF(4, -24), "#3c4a3c")
        data = self.geo.basin[basin]
        cx = box.center().x()
        for k, dam in enumerate(data.dams):
            rect = QRectF(cx - _DAM_W - 2 + k * (_DAM_W + 4), box.top() + 6, _DAM_W, _DAM_H)
            self.dams[dam.id] = self._space(f"map:{dam.id}", rect)
        n = len(data.powerhouses)
        top = box.top() + (6 if not data.dams else 6 + _DAM_H + 6)
        for k, ph in enumerate(data.powerhouses):
            row, col = divmod(k, _PH_ROW)
            in_row = min(_PH_ROW, n - row * _PH_ROW)
            x = cx + (col - (in_row - 1) / 2) * (_PH_W + 4)
            rect = QRectF(x - _PH_W / 2, top + row * (_PH_H + 4), _PH_W, _PH_H)
            self.powerhouses[ph.id] = self._space(f"map:{ph.id}", rect, lines=2)
        for k, c in enumerate(data.conduits):
            rect = QRectF(
                cx - _DAM_W - 2 + k * (_DAM_W + 4),
                box.bottom() - _CONDUIT_H - 6,
                _DAM_W,
                _CONDUIT_H,
            )
            self.conduits[c.id] = self._space(f"map:{c.id}", rect, lines=2)

    def _space(self, item_id: str, rect: QRectF, lines: int = 1) -> SpaceItem:
        item = SpaceItem(item_id, rect)
        item.set_text_px(PX, PX + 2)
        item.title_lines = lines
        item.setZValue(2)
        self.scene.add_board_item(item)
        return item

    def _headstreams(self) -> None:
        for h in self.geo.data.headstreams:
            x = basin_rect(h.basin).center().x()
            item = self._space(f"head:{h.id}", _HEAD.translated(x, 0))
            self.heads[h.id] = item

    def _conduit_lines(self) -> None:
        pen = QPen(QColor(90, 70, 40, 70), 1.6, Qt.PenStyle.DashLine)
        for cid, item in self.conduits.items():
            c = self.geo.conduits[self.geo.conduit_index[cid]]
            start = item.rect.center()
            end = basin_rect(c.to_basin).center()
            path = QPainterPath(start)
            path.lineTo(end)
            line = QGraphicsPathItem(path)
            line.setPen(pen)
            line.setZValue(-7)
            self.scene.addItem(line)

    # -- state --------------------------------------------------------------------------------
    def render(self, state: State, seats: Seats) -> None:
        """Update every space from `state`."""
        geo = self.geo
        for i, dam in enumerate(geo.dams):
            d = state.dams[i]
            edge = RED_EDGE if dam.red else "#6b6b6b"
            look = SpaceLook(
                fill=seats.fill(d.owner),
                edge=edge,
                edge_width=3.0 if dam.red else 1.2,
                title=show(texts.map_label(dam.id)),
                text=roman(d.level) if d.level else "",  # "level II" was elided on small spaces
                text_colour=seats.text(d.owner),
                drops=d.drops,
            )
            self._set(self.dams[dam.id], look, self._dam_tip(state, i, seats))
        for i, c in enumerate(geo.conduits):
            owner = state.conduits[i]
            look = SpaceLook(
                fill=seats.fill(owner) if owner != NOBODY else "#efe3c8",
                title=show(texts.map_label(c.id)),
                text=f"⚡{c.production}",
                note=QCoreApplication.translate("Barrage", "→ %1").replace(
                    "%1", show(texts.basin(c.to_basin))
                ),
                text_colour=seats.text(owner),
            )
            self._set(self.conduits[c.id], look, self._conduit_tip(i, owner, seats))
        for i, ph in enumerate(geo.powerhouses):
            owner = state.powerhouses[i]
            look = SpaceLook(
                fill=seats.fill(owner),
                edge=RED_EDGE if ph.red else "#6b6b6b",
                edge_width=3.0 if ph.red else 1.2,
                title=show(texts.map_label(ph.id)),
                text_colour=seats.text(owner),
            )
            self._set(self.powerhouses[ph.id], look, self._ph_tip(i, owner, seats))
        self._render_heads(state)
        self.legend.set_look(
            SpaceLook(
                edge=RED_EDGE,
                edge_width=3.0,
                title=QCoreApplication.translate("Barrage", "Red outline:\n3 credits more"),
            )
        )
        self.legend.setToolTip(
            QCoreApplication.translate(
                "Barrage", "Building on a space with a red outline costs 3 credits more."
            )
        )

    def _render_heads(self, state: State) -> None:
        tiles = {t.id: t for t in game_data().headstreams.tiles}
        for k, (hid, item) in enumerate(self.heads.items()):
            tile = tiles.get(state.headstream_tiles[k]) if k < len(state.headstream_tiles) else None
            rounds = " ".join(str(n) for n in tile.drops) if tile is not None else "?"
            look = SpaceLook(
                fill="#e3eefa",
                edge="#2f5f90",
                title=show(texts.headstream(hid)),
                note=QCoreApplication.translate("Barrage", "rounds 1-4: %1").replace("%1", rounds),
                drops=state.headstream_drops[k] if k < len(state.headstream_drops) else 0,
            )
            waiting = state.headstream_drops[k] if k < len(state.headstream_drops) else 0
            tip = t(
                "ui.headstream_tip",
                headstream=texts.headstream(hid),
                rounds=rounds,
                waiting=count("drops", waiting),
            )
            self._set(item, look, show(tip))

    @staticmethod
    def _set(item: SpaceItem, look: SpaceLook, tip: str) -> None:
        item.set_look(look)
        if item.toolTip() != tip:
            item.setToolTip(tip)

    def _dam_tip(self, state: State, i: int, seats: Seats) -> str:
        dam, d = self.geo.dams[i], state.dams[i]
        area = texts.area(self.geo.area_of(self.geo.dam_basin[i]))
        text = show(t("ui.in_area", place=texts.map_space(dam.id), area=area))
        if dam.red and d.owner == NOBODY:  # a built space: no base is built there any more
            text += "\n" + QCoreApplication.translate(
                "Barrage", "Red outline: a base here costs 3 credits more."
            )
        if d.owner != NOBODY:
            held = t("ui.dam_tip", owner=seats.owner_name(d.owner), level=d.level)
            text += "\n" + show(t("ui.dam_holds", dam=held, drops=count("drops", d.drops)))
            text += "\n" + show(dam_pieces(d.level))
        return "\n".join([text, *(show(line) for line in dam_flow_lines(self.geo, i))])

    def _conduit_tip(self, i: int, owner: int, seats: Seats) -> str:
        c = self.geo.conduits[i]
        tip = t(
            "ui.conduit_tip",
            conduit=texts.map_space(c.id),
            value=c.production,
            basin=texts.basin(c.to_basin),
        )
        text = show(tip)
        if owner != NOBODY:
            text += "\n" + QCoreApplication.translate("Barrage", "Built by %1").replace(
                "%1", seats.owner_name(owner)
            )
            text += "\n" + QCoreApplication.translate(
                "Barrage", "Others pay its owner 1 credit per drop (the owner scores 1 VP each)."
            )
        return text

    def _ph_tip(self, i: int, owner: int, seats: Seats) -> str:
        ph = self.geo.powerhouses[i]
        text = map_space_name(ph.id)
        if ph.red:
            text += "\n" + QCoreApplication.translate(
                "Barrage", "Red outline: building here costs 3 credits more."
            )
        if owner != NOBODY:
            text += "\n" + QCoreApplication.translate("Barrage", "Built by %1").replace(
                "%1", seats.owner_name(owner)
            )
        return text + "\n" + show(powerhouse_flow_line(self.geo, i))
