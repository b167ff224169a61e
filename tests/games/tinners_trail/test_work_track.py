"""Markers in one work-track column stand one above the other in acting order (issue 35 §3).

Seed 002: 「上側のマーカーが先」. They were drawn side by side.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QGraphicsScene

from app.games.tinners_trail.view.boards import BoardFrame
from app.games.tinners_trail.view.geometry import TRACK_RECT
from app.games.tinners_trail.view.tracks import Looks, render_track
from app.ui.palette import player_style
from tests.games.tinners_trail.builders import make_state

pytestmark = pytest.mark.gui

NAMES = ("Anna", "Bea", "Carl", "Dora", "Emil")


def _markers(players: int, slots: dict[int, int]):
    seats = {str(s): {"work": 3, "slot": slot} for s, slot in slots.items()}
    state = make_state(players, seats=seats)
    scene = QGraphicsScene()
    frame = BoardFrame(scene, TRACK_RECT)
    looks = Looks([player_style(None, False, s) for s in range(players)], NAMES[:players])
    render_track(frame, state, looks)
    found = {}
    for item in scene.items():
        for seat, name in enumerate(NAMES[:players]):
            if item.toolTip().startswith(name) and "work" in item.toolTip():
                found[seat] = item
    return scene, found


@pytest.mark.parametrize("players", [3, 5])
def test_a_column_stacks_its_markers_top_first(qtbot, players):
    slots = {s: (players - 1 - s) for s in range(players)}  # the last seat acts first
    _, markers = _markers(players, slots)
    assert sorted(markers) == list(range(players))
    boxes = {s: m.sceneBoundingRect() for s, m in markers.items()}
    xs = {round(b.center().x()) for b in boxes.values()}
    assert len(xs) == 1  # one column, not side by side
    order = sorted(boxes, key=lambda s: boxes[s].center().y())
    assert order == sorted(slots, key=lambda s: slots[s])  # top first = acts first
    for box in boxes.values():
        assert TRACK_RECT.contains(box)
