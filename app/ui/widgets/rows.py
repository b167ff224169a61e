"""Where a scrolled panel may end on screen without cutting a row in two (issue 36 §1).

A private box scrolls when its panel is taller than the box may be; its visible part should
still end between two rows (a water hole, a card, a heading), not through the middle of one,
so that what is shown reads whole and the rest is clearly below, one scroll away.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QWidget

__all__ = ["row_cuts", "whole_rows"]


def _rows(panel: QWidget, room: int) -> list[tuple[int, int]]:
    """(top, bottom) in `panel`'s coordinates of each visible widget in it shorter than `room`.

    Taller ones (frames around every row) are containers, not rows.
    """
    out = []
    for child in panel.findChildren(QWidget):
        if not child.isVisibleTo(panel) or child.height() <= 0 or child.height() >= room:
            continue
        top = child.mapTo(panel, QPoint(0, 0)).y()
        out.append((top, top + child.height()))
    return out


def row_cuts(panel: QWidget, room: int) -> list[int]:
    """Every height up to `room` at which `panel` may end without cutting a row, ascending."""
    rows = _rows(panel, room)
    ends = sorted({bottom for _, bottom in rows if bottom <= room} | {top for top, _ in rows})
    return [y for y in ends if 0 < y <= room and not any(t < y < b for t, b in rows)]


def whole_rows(panel: QWidget, room: int, over: int = 0) -> int:
    """The largest height up to `room` (or `over` px more) at which `panel` ends between rows.

    The few pixels `over` show a tall last row whole rather than end on the heading above it
    (a Blood Rage hand: cards 80 px high in 156 px). `room` itself when no cut lies in its
    lower half (a box so small would hide too much).
    """
    cuts = [y for y in row_cuts(panel, room + over) if y > room // 2]
    return cuts[-1] if cuts else room
