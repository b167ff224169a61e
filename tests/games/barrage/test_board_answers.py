"""Issue 35, the Barrage leftovers: every item answers and shows what it can do now.

The line over the piece tray says what a drop on the target under the pointer costs, never the
cost of a target hovered earlier; a contract in hand can be dragged onto its target and answers
as its click; items no action of the step can use are drawn greyed, with the engine's reason as
their tooltip; the construction wheel numbers its segments by when they come back.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from app.games.barrage import GAME
from app.games.barrage.actions import FulfilContract
from app.games.barrage.rules.wheel import turn
from app.games.barrage.view.company import _segment_look
from app.games.barrage.view.wheel import WheelLook
from tests.games.barrage.test_controller_steps import (  # noqa: F401 - fixture
    _start,
    japanese,
    make,
    production_ready,
)

if TYPE_CHECKING:
    from app.games.barrage.controller import BarrageBoard, BarrageController

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


def test_the_tray_line_shows_a_hovered_drops_cost_and_never_a_stale_one(qtbot):
    """The cost of a base hovered and dropped stayed over the tray after Cancel (the stranger
    read a cost for a move he was no longer making). It shows while the piece is over the
    target; the move being built says its cost once, in the choice panel."""
    controller, board = make(qtbot)
    scene = controller.scene()
    target = _base_target(controller)
    scene.select_piece("base")
    scene.item_hovered(target, True)
    hovered = board.hint.text()
    assert "credits" in hovered.lower() or "excavators" in hovered.lower()
    scene.item_clicked(target)  # dropped: the construction is being built
    narrow = controller.narrowing()
    assert narrow is not None
    assert narrow.chosen
    assert board.hint.text() == ""  # was the hovered cost, shown twice with the panel's
    assert "engineers −1" in board.choices.prompt.text()
    controller.cancel_choice()
    assert board.hint.text() == ""
    seat = controller.acting_human()
    assert seat is not None
    water = next(a for a in controller.legal_for(seat) if a.kind == "manage_water")
    assert controller.pick_move(water)
    assert board.hint.text() == ""


def test_a_hover_off_every_target_takes_its_cost_away(qtbot):
    controller, board = make(qtbot)
    scene = controller.scene()
    scene.select_piece("base")
    scene.item_hovered(_base_target(controller), True)
    assert board.hint.text()
    scene.item_hovered(_base_target(controller), False)
    assert board.hint.text() == ""


# -- a contract in hand is dragged like it is clicked ------------------------------------------
def _at_contract_choice(qtbot) -> tuple[BarrageController, int]:
    controller, _ = _board_at_contract_choice(qtbot)
    seat = controller.acting_human()
    assert seat is not None
    hand = controller.session.state.seats[seat].contracts
    assert hand
    return controller, hand[0]


def _board_at_contract_choice(qtbot) -> tuple[BarrageController, BarrageBoard]:
    """A production of 14 energy made: its contract (or none) is chosen next."""
    session = production_ready()
    seat = session.state.turn_order[0]
    produce = [a for a in GAME.legal_actions(session.state, seat) if a.kind == "produce"]
    session.apply(max(produce, key=lambda a: a.drops))
    return _start(qtbot, session)


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
    release = _mouse(QEvent.Type.GraphicsSceneMouseRelease, start, away)
    port = controller.scene().views()[0].viewport()
    release.setScreenPos(port.mapToGlobal(port.rect().center()))  # on the board's view
    release.setButtonDownScreenPos(Qt.MouseButton.LeftButton, port.mapToGlobal(QPoint(0, 0)))
    card.mouseReleaseEvent(release)
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


# -- items no action of the step can use are greyed and say why ----------------------------------
def _tip(controller: BarrageController, item_id: str) -> str:
    item = _item(controller, item_id)
    return controller.scene().tip_at(item.sceneBoundingRect().center()) or ""


def test_spaces_no_action_can_use_are_greyed_and_say_the_engines_reason(qtbot):
    """Every action space was drawn in full ink although most refused a click (the stranger
    tried them one by one): the unusable ones are greyed, their tooltip and click say why."""
    controller, _ = make(qtbot)
    said: list[str] = []
    controller.action_rejected.connect(said.append)
    turbine = _item(controller, "mgmt:turbine_b2")  # no powerhouse yet
    assert turbine.opacity() < 1
    why = "you have no powerhouse to produce from"
    assert why in _tip(controller, "mgmt:turbine_b2")
    controller.scene().item_clicked("mgmt:turbine_b2")
    assert said[-1] == why
    costly = _item(controller, "mgmt:machinery_bc")  # 8 credits, the seat has fewer
    assert costly.opacity() < 1
    assert "costs 8 credits; you have" in _tip(controller, "mgmt:machinery_bc")
    seat = controller.acting_human()
    assert seat is not None
    for action in controller.legal_for(seat):  # what can be used keeps its full ink
        anchor = controller.anchor_of(action)
        item = controller.scene().item_for(anchor or "")
        if item is not None:
            assert item.opacity() == 1, anchor
    hand = controller.session.state.seats[seat].contracts[0]
    assert _item(controller, f"contract:{hand}").opacity() < 1
    later = _item(controller, f"cslot:{seat}:1")  # not the leftmost free construction space
    assert later.opacity() < 1
    leftmost = "construction spaces fill from the left"
    assert leftmost in later.toolTip()
    controller.scene().item_clicked(f"cslot:{seat}:1")
    assert said[-1].startswith(leftmost)
    assert _item(controller, f"cbuild:{seat}").opacity() == 1
    assert "not possible on a turn of the action phase" in _tip(controller, f"contract:{hand}")


def test_lit_items_are_never_greyed_and_a_step_greys_what_it_cannot_use(qtbot):
    controller, cid = _at_contract_choice(qtbot)
    scene = controller.scene()
    seat = controller.acting_human()
    assert seat is not None
    lit = set(scene.highlighted()) | {f"contract:{cid}"}
    assert not lit & set(scene.unavailable())
    assert _item(controller, f"contract:{cid}").opacity() == 1  # it can be fulfilled now
    # the action spaces and the wheel wait for this step: greyed, the prompt said
    assert _item(controller, "mgmt:bank").opacity() < 1
    assert "\n\nfirst finish this step: Anna" in _tip(controller, "mgmt:bank")
    wheel = _item(controller, f"wheel:{seat}")
    assert wheel.opacity() < 1
    assert "\n\nfirst finish this step: Anna" in _tip(controller, f"wheel:{seat}")
    other = _item(controller, f"wheel:{1 - seat}")
    assert other.opacity() == 1  # another company's board is read, not greyed


def test_tray_pieces_with_no_target_in_the_step_are_greyed_and_say_why(qtbot):
    """At a production's contract step the engineers and structures in the tray were drawn
    ready to drag, and every drag was refused: they are greyed and their tooltip says why."""
    controller, board = make(qtbot)
    buttons = board.palette_widget.buttons
    assert buttons["engineer"].is_usable()  # engineers go on action spaces now
    assert buttons["base"].is_usable() == bool(controller.legal_targets("base"))
    controller, board = _board_at_contract_choice(qtbot)
    buttons = board.palette_widget.buttons
    for piece in ("engineer", "base", "elevation", "conduit", "powerhouse"):
        assert not buttons[piece].is_usable(), piece
    assert buttons["engineer"].greyed_tip().startswith("first finish this step")


@pytest.mark.usefixtures("japanese")
def test_greyed_items_say_why_in_japanese(qtbot):
    controller, _ = make(qtbot)
    tip = _tip(controller, "mgmt:turbine_b2")
    reason = tip.rpartition("\n\n")[2]
    assert reason
    assert not re.search(r"[A-Za-z]{3,}", reason), reason


def test_nothing_is_greyed_while_a_turn_waits_for_confirm(qtbot):
    controller, _ = make(qtbot)
    seat = controller.acting_human()
    assert seat is not None
    move = next(a for a in controller.legal_for(seat) if a.kind == "manage_water")
    assert controller.try_apply(move)
    assert controller.awaiting_confirm()
    assert controller.scene().unavailable() == []


# -- the wheel numbers its segments by when they come back -----------------------------------------
def test_the_wheel_numbers_say_after_how_many_turns_a_segment_comes_back(qtbot):
    """Nothing on the wheel said when pieces return: each segment carries the number of turns
    before its contents come back (1 next to the opening, clockwise; 6 the open one)."""
    controller, _ = make(qtbot)
    seat = controller.acting_human()
    assert seat is not None
    wheel = _item(controller, f"wheel:{seat}")
    runs = wheel.text_runs()
    assert [text for text, _ in runs[:6]] == ["6", "1", "2", "3", "4", "5"]
    assert all(px == wheel.text_px for _, px in runs[:6])
    # the numbers tell the rules' order: load segment k (from the top) with k excavators
    player = controller.session.state.seats[seat].model_copy(deep=True)
    for k in range(1, 6):
        player.wheel.segments[(player.wheel.open + k) % 6].excavators = k
    for turns in range(1, 6):
        before = player.excavators
        turn(player, 1, seat=seat)
        assert player.excavators - before == turns  # segment "turns" came back now
    # each number sits on its own disc inside its wedge, clear of the pictures
    full = WheelLook(segments=(_segment_look("base", 12, 12),) * 6)
    wheel.set_look(full)
    discs = wheel.number_rects()
    for k, (parts, at) in enumerate(wheel._layout()):
        for part in parts:
            assert not part.size.translated(at + part.at).intersects(discs[k]), (k, part)
    assert "turns of the wheel before its contents come back" in wheel.toolTip()
    # readable at 1280×800: the numbers are among the wheel's texts that
    # test_screen.test_every_board_text_is_11_px_at_1280_by_800 measures


def test_a_contract_dropped_off_the_board_does_nothing_and_says_where(qtbot):
    """A card dropped onto the game log was taken as its click (issue 35 §1, s50 085)."""
    controller, cid = _at_contract_choice(qtbot)
    said: list[str] = []
    controller.action_rejected.connect(said.append)
    card = _item(controller, f"contract:{cid}")
    view = controller.scene().views()[0]
    start = card.sceneBoundingRect().center()
    away = start + QPointF(900, 0)
    card.mousePressEvent(_mouse(QEvent.Type.GraphicsSceneMousePress, start, start))
    card.mouseMoveEvent(_mouse(QEvent.Type.GraphicsSceneMouseMove, start, away))
    release = _mouse(QEvent.Type.GraphicsSceneMouseRelease, start, away)
    release.setButtonDownScreenPos(
        Qt.MouseButton.LeftButton, view.viewport().mapToGlobal(QPoint(5, 5))
    )
    release.setScreenPos(view.viewport().mapToGlobal(QPoint(-2000, 5)))  # over the log
    card.mouseReleaseEvent(release)
    narrow = controller.narrowing()
    assert narrow is not None
    assert narrow.action() is None  # no contract chosen
    assert said
    assert said[-1] == "Nothing happens: drop the card on the board, or click it."
    assert _item(controller, f"contract:{cid}").pos() == QPointF(0, 0)  # back in the hand
