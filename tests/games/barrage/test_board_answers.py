"""Issue 35, the Barrage leftovers: every item answers and shows what it can do now.

The line over the piece tray says what the move being built costs, never the cost of a target
hovered earlier; a contract in hand can be dragged onto its target and answers as its click;
items no action of the step can use are drawn greyed, with the engine's reason as their
tooltip; the construction wheel numbers its segments by when they come back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from app.games.barrage import GAME
from app.games.barrage.actions import FulfilContract
from tests.games.barrage.test_controller_steps import _start, make, production_ready

if TYPE_CHECKING:
    from app.games.barrage.controller import BarrageController

pytestmark = pytest.mark.gui


def _item(controller: BarrageController, item_id: str) -> Any:
    return next(i for i in controller.scene().board_items() if i.item_id == item_id)


def _mouse(kind: QEvent.Type, down: QPointF, at: QPointF) -> QGraphicsSceneMouseEvent:
    event = QGraphicsSceneMouseEvent(kind)
    event.setButton(Qt.MouseButton.LeftButton)
    event.setButtonDownScenePos(Qt.MouseButton.LeftButton, down)
    event.setButtonDownScreenPos(Qt.MouseButton.LeftButton, down.toPoint())
    event.setScenePos(at)
    event.setScreenPos(at.toPoint())
    event.setLastScenePos(down)
    return event


# -- the cost over the piece tray ---------------------------------------------------------------
def _base_target(controller: BarrageController) -> str:
    targets = controller.legal_targets("base")
    assert targets
    return targets[0]


def test_the_tray_line_shows_the_cost_of_the_move_being_built_or_nothing(qtbot):
    """The cost of a base hovered and dropped stayed over the tray after Cancel (the stranger
    read a cost for a move he was no longer making)."""
    controller, board = make(qtbot)
    scene = controller.scene()
    target = _base_target(controller)
    scene.select_piece("base")
    scene.item_hovered(target, True)
    hovered = board.hint.text()
    assert "credits" in hovered or "excavators" in hovered
    scene.item_clicked(target)  # dropped: the construction is being built
    narrow = controller.narrowing()
    assert narrow is not None
    assert narrow.chosen
    assert board.hint.text()
    controller.cancel_choice()
    assert board.hint.text() == ""  # was the base's cost
    seat = controller.acting_human()
    assert seat is not None
    water = next(a for a in controller.legal_for(seat) if a.kind == "manage_water")
    assert controller.pick_move(water)
    assert board.hint.text() != hovered  # the water's cost, not the base's


def test_a_hover_off_every_target_leaves_the_cost_of_the_move_being_built(qtbot):
    controller, board = make(qtbot)
    scene = controller.scene()
    scene.select_piece("base")
    scene.item_hovered(_base_target(controller), True)
    assert board.hint.text()
    scene.item_hovered(_base_target(controller), False)  # nothing chosen yet
    assert board.hint.text() == ""


# -- a contract in hand is dragged like it is clicked ------------------------------------------
def _at_contract_choice(qtbot) -> tuple[BarrageController, int]:
    session = production_ready()
    seat = session.state.turn_order[0]
    produce = [a for a in GAME.legal_actions(session.state, seat) if a.kind == "produce"]
    session.apply(max(produce, key=lambda a: a.drops))
    controller, _ = _start(qtbot, session)
    hand = session.state.seats[seat].contracts
    assert hand
    return controller, hand[0]


def test_a_contract_in_hand_dragged_onto_the_board_is_fulfilled_as_its_click(qtbot):
    """A contract in hand could only be clicked: dragged, it did nothing (PRODUCT.md: what can
    be clicked can be dragged). It follows the pointer, goes back and answers as a click."""
    controller, cid = _at_contract_choice(qtbot)
    card = _item(controller, f"contract:{cid}")
    assert card.drag_is_click
    start = card.sceneBoundingRect().center()
    away = start + QPointF(-300, -200)
    card.mousePressEvent(_mouse(QEvent.Type.GraphicsSceneMousePress, start, start))
    card.mouseMoveEvent(_mouse(QEvent.Type.GraphicsSceneMouseMove, start, away))
    assert card.pos() == away - start  # it follows the pointer
    card.mouseReleaseEvent(_mouse(QEvent.Type.GraphicsSceneMouseRelease, start, away))
    narrow = controller.narrowing()
    assert narrow is not None
    action = narrow.action()
    assert isinstance(action, FulfilContract)
    assert action.contract == cid
    assert _item(controller, f"contract:{cid}").pos() == QPointF(0, 0)  # back in the hand


def test_a_contract_in_hand_dragged_when_it_cannot_be_used_says_why(qtbot):
    controller, _ = make(qtbot)
    said: list[str] = []
    controller.action_rejected.connect(said.append)
    seat = controller.acting_human()
    assert seat is not None
    cid = controller.session.state.seats[seat].contracts[0]
    card = _item(controller, f"contract:{cid}")
    start = card.sceneBoundingRect().center()
    release = _mouse(QEvent.Type.GraphicsSceneMouseRelease, start, start + QPointF(0, -250))
    release.setScreenPos(QPoint(300, 10))
    card.mouseReleaseEvent(release)
    assert said
    assert "Nothing you can do there" not in said[-1]
