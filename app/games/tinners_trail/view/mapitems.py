"""Map items of Tinners' Trail: a region's box and a border's adit space.

A region ("region:<index>") is a box in its letter's colour, with a blue edge when coastal:
its name and letter at the top, then its area tile (face up with its cubes, face down with the
peek tokens of those who looked, or its cubes when the viewer looked), or, once built, the
owner's mine with the ore and water cubes left; under that its miner, port, rail, steam pump
and drainage tokens. A border ("border:<index>") is a small diamond between two regions where
an adit is dug. The texts are child text items (measured by the readable-text test); the rest
is painted.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from app.games.tinners_trail.view.drawing import (
    INK,
    draw_adit,
    draw_cube,
    draw_drain,
    draw_mine,
    draw_miner,
    draw_port,
    draw_pump,
    draw_rail,
    draw_token,
)
from app.games.tinners_trail.view.geometry import BOX_H, BOX_W, FONT, SMALL
from app.ui.board.items import SlotItem, text_item

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem

    from app.ui.palette import PlayerStyle

__all__ = ["GROUP_FILL", "BorderItem", "RegionItem", "RegionLook", "make_text"]

GROUP_FILL = {"A": "#f6d7c3", "B": "#d9e8c9", "C": "#e3d9ef", "D": "#f5ecb8"}
"""Box colour by letter (the printed sheet's)."""
COAST = QColor("#2f6db5")
OFF = QColor("#dcdcdc")
TILE_BACK = QColor("#8c7b66")
AUCTION = QColor("#e07b00")
"""Outline of the region under the auction marker."""
_W, _H = BOX_W / 2, BOX_H / 2
_ROW1, _ROW2 = -12.0, 30.0
"""Tops of the tile/mine row and of the pieces row (box coordinates)."""
_BADGE = QPointF(_W - 20, _H - 20)
"""Centre of the letter badge (bottom right, clear of the name and of the adit spaces)."""


def make_text(
    parent: QGraphicsItem, size: int = FONT, bold: bool = False
) -> QGraphicsSimpleTextItem:
    """Return a child text item of `size` pixels in ink colour."""
    return text_item(parent, size, INK, bold)


@dataclass(frozen=True)
class RegionLook:
    """Everything a region box shows (built from the viewer's state by `view.looks`)."""

    name_lines: tuple[str, ...]
    letter: str
    group: str
    in_play: bool = True
    coastal: bool = False
    closed: bool = False
    status: str = ""
    """Text in place of the tile ("Closed", "Not in play"), else ""."""
    tile: str = "none"
    """"up" (face up), "seen" (face down, the viewer knows it), "down" (unknown), "none"."""
    tile_cubes: tuple[int, int, int] = (0, 0, 0)
    peeks: tuple[PlayerStyle, ...] = ()
    """Seats that looked at the face-down tile."""
    mine: PlayerStyle | None = None
    cubes: tuple[int, int, int] = (0, 0, 0)
    """Tin, copper, water on the mine."""
    drains: int = 0
    miner: bool = False
    port: bool = False
    rail: bool = False
    pump: bool = False
    auction: bool = False
    """A mine is being auctioned here (the auction marker)."""


_NAME_ROOM = BOX_W - 16
"""Width a name line has: from its left margin to clear of the box's rounded right corner."""


def _narrowed(font: QFont, text: str) -> QFont:
    """`font` narrowed just enough for `text` to fit `_NAME_ROOM`, its height kept.

    "Perranporth" and "Hensbarrow" are one word each, wider than the box: they ran over its
    right edge (issue 18 §2); a smaller font would fall under the readable size.
    """
    font = QFont(font)
    font.setStretch(QFont.Stretch.Unstretched)
    wide = QFontMetricsF(font).horizontalAdvance(text)
    if wide > _NAME_ROOM:
        font.setStretch(max(75, int(100 * _NAME_ROOM / wide)))
    return font


class RegionItem(SlotItem):
    """A region of Cornwall (a drop target for mines, miners, ports, rails and pumping)."""

    def __init__(self, region: int) -> None:
        path = QPainterPath()
        path.addRoundedRect(QRectF(-_W, -_H, BOX_W, BOX_H), 10, 10)
        super().__init__(f"region:{region}", path)
        self.region = region
        self.look: RegionLook | None = None
        self.names = [make_text(self, FONT, bold=True) for _ in range(2)]
        self.letter = make_text(self, SMALL, bold=True)
        self.status = make_text(self, SMALL)
        self.counts = [make_text(self, SMALL, bold=True) for _ in range(3)]
        self.question = make_text(self, 26, bold=True)
        self.question.setBrush(QBrush(QColor("#ffffff")))
        self.drain_count = make_text(self, SMALL, bold=True)

    def show_look(self, look: RegionLook) -> None:
        """Show `look` (texts placed now, the rest painted)."""
        if look == self.look:
            return
        self.look = look
        self.fill = QColor(GROUP_FILL[look.group]) if look.in_play else OFF
        self.edge = COAST if look.coastal and look.in_play else QColor("#8a7a5a")
        self.edge_width = 3.5 if look.coastal and look.in_play else 1.5
        for k, item in enumerate(self.names):
            text = look.name_lines[k] if k < len(look.name_lines) else ""
            item.setFont(_narrowed(item.font(), text))
            item.setText(text)
            item.setPos(-_W + 8, -_H + 1 + 21 * k)
        self.letter.setText(look.letter)
        box = self.letter.boundingRect()
        self.letter.setPos(_BADGE.x() - box.width() / 2, _BADGE.y() - box.height() / 2)
        self.status.setText(look.status)
        self.status.setPos(-self.status.boundingRect().width() / 2, _ROW1 + 6)
        self._place_counts(look)
        self.question.setText("?" if look.tile == "down" and not look.status else "")
        self.question.setPos(-40 - self.question.boundingRect().width() / 2, _ROW1 + 2)
        self.drain_count.setText(f"×{look.drains}" if look.drains > 1 else "")
        self.drain_count.setPos(self._drain_x(look) + 28, _ROW2 + 2)
        self.update()

    def _cube_xs(self, look: RegionLook) -> tuple[float, ...]:
        # Clear of the right edge, where a neighbour's adit space may overlap the box (at 36
        # the last count ran under an adit space: "5" in Redruth, issue 18 §2).
        return (-31.0, -1.0, 29.0) if look.mine is not None else (-62.0, -24.0, 14.0)

    def _place_counts(self, look: RegionLook) -> None:
        shown = look.mine is not None or look.tile in ("up", "seen")
        values = look.cubes if look.mine is not None else look.tile_cubes
        for item, x, value in zip(self.counts, self._cube_xs(look), values, strict=True):
            item.setText(str(value) if shown and not look.status else "")
            item.setPos(x + 16, _ROW1 + 6)

    def _piece_step(self, look: RegionLook) -> float:
        """Distance between the pieces of the bottom row (closer when the drains need room).

        The drainage count ("×4") ran into the letter badge (issue 18 §2): with two pieces or
        more the pieces close up (overlapping a little, like a stack) to keep it clear.
        """
        pieces = sum((look.miner, look.port, look.rail, look.pump))
        if look.drains <= 1 or pieces == 0:
            return 30.0
        room = _BADGE.x() - 14 - 4 - self.drain_count.boundingRect().width() - 28 - (-_W + 6)
        return max(12.0, min(30.0, room / pieces))

    def _drain_x(self, look: RegionLook) -> float:
        pieces = sum((look.miner, look.port, look.rail, look.pump))
        return -_W + 6 + self._piece_step(look) * pieces

    # -- painting ------------------------------------------------------------------------
    def paint_content(self, painter: QPainter) -> None:
        """Draw the badge, the tile or mine with its cubes, the pieces and tokens."""
        look = self.look
        if look is None:
            return
        painter.setPen(QPen(INK, 1.2))
        painter.setBrush(QBrush(QColor(255, 255, 255, 170)))
        painter.drawEllipse(_BADGE, 14, 14)
        if look.auction:
            pen = QPen(AUCTION, 5)
            pen.setDashPattern([3, 2])
            painter.setPen(pen)
            painter.setBrush(QBrush())
            painter.drawRoundedRect(QRectF(-_W + 2, -_H + 2, BOX_W - 4, BOX_H - 4), 9, 9)
        if look.status:
            return
        if look.mine is not None:
            draw_mine(painter, QRectF(-_W + 3, _ROW1, 34, 38), look.mine)
            self._paint_cubes(painter, look)
        elif look.tile in ("up", "seen", "down"):
            self._paint_tile(painter, look)
        self._paint_pieces(painter, look)

    def _paint_tile(self, painter: QPainter, look: RegionLook) -> None:
        rect = QRectF(-_W + 6, _ROW1, BOX_W - 26, 36)
        if look.tile == "down":
            painter.setPen(QPen(INK, 1.2))
            painter.setBrush(QBrush(TILE_BACK))
            painter.drawRoundedRect(QRectF(rect.left(), rect.top(), 72, rect.height()), 5, 5)
            for k, style in enumerate(look.peeks):
                draw_token(
                    painter,
                    QPointF(rect.left() + 86 + 17 * (k % 3), rect.top() + 9 + 18 * (k // 3)),
                    8,
                    style,
                )
            return
        pen = QPen(INK, 1.4)
        if look.tile == "seen":
            pen.setDashPattern([4, 3])
        painter.setPen(pen)
        painter.setBrush(QBrush(QColor("#fbf7ee")))
        painter.drawRoundedRect(rect, 5, 5)
        self._paint_cubes(painter, look)

    def _paint_cubes(self, painter: QPainter, look: RegionLook) -> None:
        for x, kind in zip(self._cube_xs(look), ("tin", "copper", "water"), strict=True):
            draw_cube(painter, QRectF(x, _ROW1 + 11, 14, 14), kind)

    def _paint_pieces(self, painter: QPainter, look: RegionLook) -> None:
        x, step = -_W + 6, self._piece_step(look)
        for shown, draw in (
            (look.miner, draw_miner),
            (look.port, draw_port),
            (look.rail, draw_rail),
            (look.pump, draw_pump),
        ):
            if shown:
                draw(painter, QRectF(x, _ROW2, 26, 26))
                x += step
        if look.drains:
            draw_drain(painter, QRectF(x, _ROW2, 26, 26))


class BorderItem(SlotItem):
    """The adit space of a border (a drop target for adits)."""

    def __init__(self, border: int) -> None:
        path = QPainterPath()
        r = 11.0
        path.moveTo(0, -r)
        path.lineTo(r, 0)
        path.lineTo(0, r)
        path.lineTo(-r, 0)
        path.closeSubpath()
        super().__init__(f"border:{border}", path)
        self.border = border
        self.adit = False
        self.fill = QColor("#efe6d2")
        self.edge = QColor("#8a7a5a")

    def set_adit(self, adit: bool) -> None:
        """Show whether an adit is dug here."""
        if adit != self.adit:
            self.adit = adit
            self.update()

    def paint_content(self, painter: QPainter) -> None:
        """Draw the adit when there is one."""
        if self.adit:
            draw_adit(painter, QRectF(-8, -8, 16, 16))
