"""Where everything of a Tinners' Trail board sits in the scene (scene units).

Two boards of the same size side by side, so each tab of the screen fits its view at the same
zoom: the map of Cornwall with the work track under it, and the shared boards (ore prices,
development board, investment board, the players' supplies). The map positions of
`resources/tinners_trail/map.json` are a schematic (west to east, north to south); the boxes
are as large as the closest neighbours allow, so region names stay readable at 1280×800 (the
text sizes below come out at 11-12 px on screen there).
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF

from app.games.tinners_trail.data.data import game_data

__all__ = [
    "BOARDS_RECT",
    "BOX_H",
    "BOX_W",
    "DEV_RECT",
    "FONT",
    "INVEST_RECT",
    "MAP_RECT",
    "PLAYERS_RECT",
    "PRICE_RECT",
    "SMALL",
    "TITLE",
    "TRACK_RECT",
    "border_point",
    "region_centre",
]

BOX_W, BOX_H = 140.0, 124.0
"""A region's box. Penzance–Breage and Helston–Gwennap are the tightest neighbours."""
MAP_RECT = QRectF(0, 0, 1360, 660)
"""The sea, the land and the regions."""
TRACK_RECT = QRectF(0, 672, 1360, 112)
"""The work track under the map (columns 0-10)."""
_X_SCALE, _Y_SCALE = 88.0, 138.0
"""Scene units per map unit: boxes of neighbours never overlap."""
_LEFT, _TOP = 14.0, 14.0

_BX = 1440.0
BOARDS_RECT = QRectF(_BX, 0, 1360, 784)
"""The shared boards (the second tab): same size as the map tab."""
PRICE_RECT = QRectF(_BX, 0, 640, 330)
DEV_RECT = QRectF(_BX + 680, 0, 640, 430)
INVEST_RECT = QRectF(_BX, 350, 640, 434)
PLAYERS_RECT = QRectF(_BX + 680, 450, 640, 334)

FONT = 20
"""Pixel size of ordinary board text (about 12 px on screen at 1280×800)."""
SMALL = 19
"""Smallest text on the board (counts on cubes): still 11 px on screen."""
TITLE = 24
"""Board titles."""


@cache
def region_centre(region: int) -> QPointF:
    """Return the centre of a region's box."""
    r = game_data().regions[region]
    x0 = min(x.x for x in game_data().regions)
    return QPointF(
        _LEFT + BOX_W / 2 + (r.x - x0) * _X_SCALE,
        _TOP + BOX_H / 2 + r.y * _Y_SCALE,
    )


@cache
def border_point(border: int) -> QPointF:
    """Return where a border's adit space sits: halfway between the two regions.

    The boxes have one size, so the middle of the centre line is as far from both.
    """
    a, b = game_data().borders[border]
    pa, pb = region_centre(a), region_centre(b)
    return QPointF((pa.x() + pb.x()) / 2, (pa.y() + pb.y()) / 2)
