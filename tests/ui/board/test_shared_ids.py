"""One model id shown by two boards in turn (issue 7: `QGraphicsScene::removeItem` warning).

A Barrage contract is "contract:<id>" on the offer and in a hand. When it comes back to the
offer (undo, or viewing an earlier move), the offer's new item replaces the hand's in the
scene; the hand then drops its old item. That must neither make Qt warn (the item is off the
board already) nor forget the id, which now names the offer's item.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainterPath

from app.ui.board.items import SlotItem
from app.ui.board.scene import BoardScene

pytestmark = pytest.mark.gui


def _slot(item_id: str) -> SlotItem:
    path = QPainterPath()
    path.addRect(QRectF(0, 0, 10, 10))
    return SlotItem(item_id, path)


def test_newer_item_replaces_older_and_survives_its_removal(qtbot):
    scene = BoardScene()
    in_hand = scene.add_board_item(_slot("contract:7"))
    on_offer = scene.add_board_item(_slot("contract:7"))  # back on the offer: replaces it
    assert in_hand.scene() is None
    scene.remove_board_item(in_hand)  # the hand lets go of its old item: no Qt warning
    assert scene.item_for("contract:7") is on_offer
    assert on_offer.scene() is scene


def test_removing_the_registered_item_forgets_its_id(qtbot):
    scene = BoardScene()
    item = scene.add_board_item(_slot("contract:7"))
    scene.remove_board_item(item)
    assert item.scene() is None
    assert scene.item_for("contract:7") is None
    scene.remove_board_item(item)  # twice: still no warning
    again = scene.add_board_item(_slot("contract:7"))
    assert scene.item_for("contract:7") is again


def test_adding_the_same_item_twice_keeps_it(qtbot):
    scene = BoardScene()
    item = scene.add_board_item(_slot("contract:7"))
    assert scene.add_board_item(item) is item
    assert item.scene() is scene
    assert scene.item_for("contract:7") is item
