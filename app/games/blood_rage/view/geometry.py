"""Where everything of the Blood Rage board sits in the scene (scene units).

Two parts of one size, shown one at a time by the screen's tabs, so either fills the view at
the same zoom: "board" (the round map: Yggdrasil in the centre, the ring of eight provinces
clockwise from the top left as `board.json` lists them, the four fjords on the rim; beside it
the Age track, the Ragnarök tokens and the clans' glory) and "clans" (one sheet per clan).
The text sizes below come out at 11-12 px on screen in a 1280×800 window.
"""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QPointF, QRectF

from app.games.blood_rage.data.data import YGGDRASIL, game_data

__all__ = [
    "BOARD_RECT",
    "CENTRE",
    "CLANS_RECT",
    "FIGURE",
    "FONT",
    "INNER",
    "MAP_RECT",
    "OUTER",
    "SIDE_RECT",
    "SMALL",
    "TITLE",
    "YGG_RADIUS",
    "fjord_centre",
    "polar",
    "sector_angles",
    "sheet_rect",
    "village_points",
    "yggdrasil_points",
]

BOARD_RECT = QRectF(0, 0, 1360, 800)
"""The first tab: the map and the side boards."""
MAP_RECT = QRectF(0, 0, 800, 800)
SIDE_RECT = QRectF(820, 0, 540, 800)
"""Age track, Ragnarök tokens and glory, right of the map."""
CLANS_RECT = QRectF(1440, 0, 1360, 800)
"""The second tab: the clan sheets."""
CENTRE = QPointF(400, 400)
YGG_RADIUS = 128.0
INNER, OUTER = 138.0, 348.0
"""Radii of the ring of provinces."""
FJORD_RADIUS = 30.0
FIGURE = 34.0
"""Size of a figure on a village."""

FONT = 21
"""Pixel size of ordinary board text (about 12 px on screen at 1280×800)."""
SMALL = 20
"""Smallest text on the board: still 11 px on screen."""
TITLE = 24
"""Titles."""


def polar(angle: float, radius: float) -> QPointF:
    """Return the point at `angle` degrees clockwise from 12 o'clock, `radius` from the centre."""
    a = math.radians(angle)
    return QPointF(CENTRE.x() + radius * math.sin(a), CENTRE.y() - radius * math.cos(a))


@cache
def sector_angles(province: int) -> tuple[float, float]:
    """Return the start and end angle of a ring province (clockwise, degrees)."""
    k = game_data().ring.index(province)
    start = -45.0 + 45.0 * k
    return start, start + 45.0


@cache
def village_points(province: int) -> tuple[QPointF, ...]:
    """Return the centre of each village of a ring province, along an arc."""
    villages = game_data().provinces[province].villages or 0
    start, end = sector_angles(province)
    radius = 305.0
    step = min(8.0, (end - start - 6) / max(1, villages))
    mid = (start + end) / 2
    first = mid - step * (villages - 1) / 2
    return tuple(polar(first + step * k, radius) for k in range(villages))


def yggdrasil_points(count: int) -> list[QPointF]:
    """Return where `count` figures stand in Yggdrasil (rows of five under its name)."""
    per_row = 5
    gap = FIGURE + 4
    out = []
    for k in range(count):
        row, col = divmod(k, per_row)
        in_row = min(per_row, count - row * per_row)
        x = CENTRE.x() + (col - (in_row - 1) / 2) * gap
        out.append(QPointF(x, CENTRE.y() - 8 + row * gap))
    return out


@cache
def fjord_centre(fjord: int) -> QPointF:
    """Return the centre of a fjord: on the rim, at the border of its two provinces."""
    a, b = game_data().fjord_provinces[fjord]
    ends = {*sector_angles(a)} & {*sector_angles(b)}
    if not ends:  # the ring wraps between the last and the first province
        ends = {sector_angles(a)[0] % 360} & {sector_angles(b)[1] % 360} or {315.0}
    return polar(min(ends), OUTER + FJORD_RADIUS - 4)


def sheet_rect(seat: int) -> QRectF:
    """Return the rectangle of a seat's clan sheet (two columns, two rows)."""
    col, row = seat % 2, seat // 2
    return QRectF(CLANS_RECT.left() + col * 690, row * 410, 670, 390)


assert YGGDRASIL == 0
