"""Where the basins of the Barrage map stand, and the way a river runs between two of them.

The layout is the screen's (rivers run downwards); which basin feeds which is the map data's
(`Geometry`). A river whose straight bend would cross another basin runs along a corridor at
the map's edge instead (basin 1 to basin 8 passes beside basin 5, issue 36 §3), so that a
glance never sees water enter a basin it does not reach.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath

__all__ = [
    "MAP_RECT",
    "basin_centre",
    "basin_rect",
    "river_curve",
    "river_to_basin",
]

MAP_RECT = QRectF(0, 0, 880, 1004)
"""Scene rectangle of the map (headstreams on top, exits at the bottom)."""
_ROWS = (
    ((1, 2, 3, 4), 216.0, 96.0, 164.0),
    ((5, 6, 7), 244.0, 294.0, 224.0),
    ((8, 9, 10), 244.0, 552.0, 282.0),
    ((11, 12), 244.0, 868.0, 124.0),
)
"""Rows of basins (rivers run downwards): basins, box width, top, height."""
_CENTRE_X = {5: 174.0, 12: 596.0}
"""Basins not centred in their share of the row (basin 5: room for a corridor at its left;
basin 12: room for the legend at the bottom right)."""
_CORRIDOR = 24.0
"""Distance from the map's edge of the corridor a river takes around a basin in its way."""
_SAMPLES = 64
"""Points tested along a river for basins in its way."""


def basin_rect(basin: int) -> QRectF:
    """Return the scene rectangle of a basin's box."""
    for basins, width, top, height in _ROWS:
        if basin in basins:
            step = MAP_RECT.width() / len(basins)
            x = _CENTRE_X.get(basin, step * (basins.index(basin) + 0.5))
            return QRectF(x - width / 2, top, width, height)
    msg = f"no basin {basin}"
    raise ValueError(msg)


def basin_centre(basin: int) -> QPointF:
    """Return the scene point where a basin's river runs through (its box centre)."""
    return basin_rect(basin).center()


def river_curve(path: QPainterPath, end: QPointF) -> None:
    """Extend `path` to `end` with the river's S-shaped bend (as the rivers are drawn)."""
    start = path.currentPosition()
    mid = (start.y() + end.y()) / 2
    path.cubicTo(QPointF(start.x(), mid), QPointF(end.x(), mid), end)


def _all_basins() -> tuple[int, ...]:
    return tuple(b for basins, *_ in _ROWS for b in basins)


def _crosses(path: QPainterPath, keep: tuple[int, ...]) -> bool:
    """Whether `path` runs through a basin other than those in `keep`."""
    others = [basin_rect(b) for b in _all_basins() if b not in keep]
    points = (path.pointAtPercent(k / _SAMPLES) for k in range(_SAMPLES + 1))
    return any(box.contains(p) for p in points for box in others)


def river_to_basin(path: QPainterPath, start: int, end: int) -> None:
    """Extend `path` (standing in basin `start`) down the river into basin `end`.

    The S-shaped bend when it crosses no other basin, else down a corridor at the nearer map
    edge, then into `end`.
    """
    target = basin_centre(end)
    trial = QPainterPath(path.currentPosition())
    river_curve(trial, target)
    if not _crosses(trial, (start, end)):
        river_curve(path, target)
        return
    here = path.currentPosition()
    left = here.x() < MAP_RECT.center().x()
    x = MAP_RECT.left() + _CORRIDOR if left else MAP_RECT.right() - _CORRIDOR
    out = basin_rect(start).bottom()
    into = basin_rect(end).top()
    river_curve(path, QPointF(x, out))
    path.lineTo(QPointF(x, into))
    river_curve(path, target)
