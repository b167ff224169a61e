"""The clan sheet's stock and Valhalla row: no title over a count (issue 36).

At the end of a seeded game a clan had five kinds of figures in its stock (leader, ship, two
monsters, warriors) and Valhalla's title, at a fixed column, was drawn over the stock's last
"×5" (「ヴァルハラ」 in Japanese). Every part of the row is now placed after what precedes it,
measured in its font.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

import pytest
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from app.games.blood_rage.view.sheets import ClanSheet
from app.ui.board.scene import BoardScene
from app.ui.palette import player_style
from tests.games.blood_rage.builders import make_state
from tests.guikit import big_window

if TYPE_CHECKING:
    from PySide6.QtCore import QRectF

pytestmark = pytest.mark.gui

STOCK = ("leader", "ship", "troll", "dwarf_chieftain", *["warrior"] * 5)
VALHALLA = ("warrior", "warrior", "warrior")


@pytest.fixture
def window(qtbot, tmp_path):
    """A main window (its language switch is the app's)."""
    yield from big_window(qtbot, tmp_path)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_stock_and_valhalla_counts_never_meet_a_title(window, language):
    window.set_language(language)
    state = make_state(2)
    state.seats[0].reserve = STOCK
    state.seats[0].valhalla = VALHALLA
    scene = BoardScene()
    sheet = ClanSheet(scene, 0)
    sheet.render(state, player_style(None, False, 0), ["Anna", "Bea"])
    frame = sheet.frame.frame
    row = [
        item
        for item in frame.childItems()
        if isinstance(item, QGraphicsSimpleTextItem)
        and item.sceneBoundingRect().top() > frame.rect().top() + 300
        and item.sceneBoundingRect().top() < frame.rect().top() + 340
    ]
    texts = [item.text() for item in row]
    assert texts.count("×5") == 1
    assert "×3" in texts
    assert len(row) == 2 + 5 + 1  # two titles, five kinds in the stock, one in Valhalla
    boxes = sorted(((item.sceneBoundingRect(), item.text()) for item in row), key=_left)
    for (a, ta), (b, tb) in itertools.pairwise(boxes):
        assert a.right() <= b.left(), f"{ta!r} runs into {tb!r}"
    assert boxes[-1][0].right() <= frame.rect().right() - 4


def _left(box: tuple[QRectF, str]) -> float:
    return box[0].left()


@pytest.mark.parametrize("language", ["en", "ja"])
def test_four_kinds_in_valhalla_stay_inside_the_sheet(window, language):
    """s52 071: a leader, two monsters and a warrior in Valhalla ran past the sheet's frame and
    the last "×1" was cut; the kinds stand closer when the room runs short."""
    from app.ui.board.items import PaintedItem

    window.set_language(language)
    state = make_state(2)
    state.seats[0].reserve = ("ship", *["warrior"] * 7)
    state.seats[0].valhalla = ("troll", "leader", "dwarf_chieftain", "warrior")
    scene = BoardScene()
    sheet = ClanSheet(scene, 0)
    sheet.render(state, player_style(None, False, 0), ["Anna", "Bea"])
    frame = sheet.frame.frame
    row = [
        item
        for item in frame.childItems()
        if isinstance(item, QGraphicsSimpleTextItem | PaintedItem)
        and frame.rect().top() + 300 < item.sceneBoundingRect().top() < frame.rect().top() + 340
    ]
    assert sum(1 for item in row if isinstance(item, PaintedItem)) == 2 + 4
    boxes = sorted((item.sceneBoundingRect() for item in row), key=lambda box: box.left())
    assert boxes[-1].right() <= frame.rect().right() - 4
    for a, b in itertools.pairwise(boxes):
        assert a.right() <= b.left() + 2  # a picture's bounds have a 2-unit margin
