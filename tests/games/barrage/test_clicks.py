"""Issue 35 §1: every click on the Barrage board is answered.

A lit item does on click what its light promises (two contracts, drops on headstreams, the
items of the suggested move); a refused click on an item some action of the step involves says
the engine's reason, with its numbers, instead of the generic line.
"""

from __future__ import annotations

import random  # noqa: TID251 - a test driver, not game state
from typing import TYPE_CHECKING, Any, cast

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from app.engine.session import Seat, Session
from app.games.barrage import GAME
from app.games.barrage.data.data import geometry
from app.games.barrage.model import BarrageOptions, DamState
from app.games.barrage.view.narrowing import WHERE
from tests.clickwalk import GENERIC, suggest
from tests.games.barrage.test_controller_steps import _start, make, production_ready

if TYPE_CHECKING:
    from app.games.barrage.controller import BarrageController

pytestmark = pytest.mark.gui


def _narrow(controller: BarrageController) -> Any:
    narrow = controller.narrowing()
    assert narrow is not None
    return narrow


def _rejections(controller: BarrageController) -> list[str]:
    out: list[str] = []
    controller.action_rejected.connect(out.append)
    return out


def _played_to(predicate, seed: int = 2, players: int = 2) -> Session:
    """A session of humans played by a seeded random policy until `predicate(legal)` holds."""
    names = ["Anna", "Bea", "Carl", "Dora"][:players]
    session = Session(GAME, BarrageOptions(players=players), seed, [Seat(name=n) for n in names])
    rng = random.Random(seed)
    for _ in range(400):
        seat = sorted(session.to_act())[0]
        legal = GAME.legal_actions(session.state, seat)
        if predicate(legal):
            return session
        session.apply(rng.choice(legal))
        session.end_turn()
    raise AssertionError("never reached")


def test_two_contracts_are_taken_by_clicking_both_cards(qtbot):
    controller, board = make(qtbot)
    said = _rejections(controller)
    assert controller.choose(WHERE, "mgmt:contract_t")
    step = _narrow(controller).next_step()
    assert step is not None
    assert step.key == "contracts"
    first, second = cast("tuple[int, int]", step.values[0])
    scene = controller.scene()
    assert f"contract:{first}" in scene.highlighted()
    scene.item_clicked(f"contract:{first}")
    assert said == []
    assert _narrow(controller).value_of(WHERE) == "mgmt:contract_t"  # not switched
    rows = board.choices.values()
    assert rows
    assert all(first in pair for pair in rows)  # only the pairs with the card clicked are left
    scene.item_clicked(f"contract:{second}")
    assert said == []
    action = _narrow(controller).action()
    assert action is not None
    assert action.space == "contract_t"
    assert sorted(action.contracts) == sorted((first, second))


def test_drops_are_placed_by_clicking_the_lit_headstreams(qtbot):
    session = _played_to(lambda legal: any(a.kind == "place_drops" for a in legal))
    controller, _board = _start(qtbot, session)
    said = _rejections(controller)
    scene = controller.scene()
    assert "head:HA" in scene.highlighted()
    scene.item_clicked("head:HA")
    scene.item_clicked("head:HB")
    assert said == []
    action = _narrow(controller).action()
    assert action is not None
    assert sorted(action.headstreams) == ["HA", "HB"]


def test_an_item_of_the_suggested_move_takes_the_move_up(qtbot):
    controller, _board = make(qtbot)
    said = _rejections(controller)
    seat = controller.acting_human()
    assert seat is not None
    legal = controller.legal_for(seat)
    action = next(a for a in legal if a.kind == "take_contracts" and len(a.contracts) == 2)
    suggest(controller, action)
    scene = controller.scene()
    card = f"contract:{action.contracts[1]}"
    assert card in scene.suggested()
    scene.item_clicked(card)
    assert said == []
    assert _narrow(controller).action() == action


def test_a_refused_management_space_says_the_rule_and_its_numbers(qtbot):
    session = Session(GAME, BarrageOptions(players=2), 4, [Seat(name="A"), Seat(name="B")])
    seat = sorted(session.to_act())[0]
    session.state.seats[seat].credits = 4  # the wheel's 3 segments cost 5
    controller, _board = _start(qtbot, session)
    said = _rejections(controller)
    controller.scene().item_clicked("mgmt:workshop_r3")
    assert said
    assert said[-1] != GENERIC
    assert "5" in said[-1]
    assert "4" in said[-1]


def test_a_construction_it_cannot_pay_names_what_it_needs_and_has():
    session = _played_to(lambda legal: any(a.kind == "construct" for a in legal), seed=4)
    state = session.state
    seat = sorted(session.to_act())[0]
    action = next(a for a in GAME.legal_actions(state, seat) if a.kind == "construct")
    me = state.seats[seat]
    me.excavators = me.mixers = me.credits = 0
    reason = GAME.check(state, action)
    assert reason is not None
    assert reason.key == "reason.cannot_pay_needs"
    assert "you have 0" in str(reason)


def test_a_construction_space_not_the_leftmost_says_so(qtbot):
    controller, _board = make(qtbot)
    said = _rejections(controller)
    seat = controller.acting_human()
    controller.scene().item_clicked(f"cslot:{seat}:2")
    assert said
    assert said[-1] != GENERIC
    assert "leftmost" in said[-1]


def test_a_headstream_or_a_tile_clicked_in_a_turn_says_why(qtbot):
    controller, _board = make(qtbot)
    said = _rejections(controller)
    seat = controller.acting_human()
    scene = controller.scene()
    scene.item_clicked("head:HA")
    assert said
    assert "water management" in said[-1]
    assert seat is not None
    other = 1 - seat
    scene.item_clicked(f"tile:{other}:base")
    assert "another company" in said[-1]


def test_an_empty_dam_clicked_during_a_production_says_it_holds_no_water(qtbot):
    """A production under way (「水を出すダムを選んでください」): the stranger's own empty dam
    clicked said 「この建設の支払いができません…」 (an elevation's reason). The production's
    reason comes instead: the dam holds no water; another company's dam is not his to use."""
    session = production_ready()
    state = session.state
    seat = state.turn_order[0]
    dams = list(state.dams)
    geo = geometry()
    dams[geo.dam_index["B2U"]] = DamState(owner=seat, level=1, drops=0)
    dams[geo.dam_index["B3U"]] = DamState(owner=1 - seat, level=1, drops=2)
    after = state.model_copy(update={"dams": dams}, deep=True)
    me = after.seats[seat]
    me.excavators = me.mixers = me.credits = 0  # no elevation he could pay (the stranger's case)
    session.snapshots[-1] = after
    controller, _ = _start(qtbot, session)
    said = _rejections(controller)
    assert controller.drop_piece("engineer", "mgmt:turbine_b2")
    assert controller.narrowing().chosen  # type: ignore[union-attr]
    controller.scene().item_clicked("map:B2U")
    assert said[-1] == (
        "basin 2 left dam holds no water to release"
        " (your move: Turbine station: produce +2 · 2 engineers)"
    )
    controller.scene().item_clicked("map:B3U")
    assert said[-1].startswith("basin 3 left dam is another company's dam")


def test_a_face_up_contract_clicked_at_the_action_choice_says_how_to_take_one(qtbot):
    """The stranger clicked a face-up contract when choosing an action and read that he could
    not fulfil it now (059): the click says how to take one (the contract office)."""
    controller, _ = make(qtbot)
    said = _rejections(controller)
    state = controller.session.state
    cid = state.private[0].face_up[0]
    controller.scene().item_clicked(f"contract:{cid}")
    assert said
    assert said[-1].startswith("to take a face-up contract, place engineers on a contract office")
    assert "fulfil" not in said[-1].partition(";")[0]


def _item(controller: BarrageController, item_id: str) -> Any:
    return next(i for i in controller.scene().board_items() if i.item_id == item_id)


def test_a_face_up_contract_dragged_away_says_how_to_take_one(qtbot):
    """A face-up card dragged onto the company board did nothing and said nothing: a drag that
    lets go anywhere answers as the click does (issue 35 §1)."""
    controller, _ = make(qtbot)
    said = _rejections(controller)
    cid = controller.session.state.private[0].face_up[0]
    release = QGraphicsSceneMouseEvent(QEvent.Type.GraphicsSceneMouseRelease)
    release.setButton(Qt.MouseButton.LeftButton)
    port = controller.scene().views()[0].viewport()
    # let go on the board's view (off the board a card only says where to drop it), well past
    # the drag distance
    release.setButtonDownScreenPos(Qt.MouseButton.LeftButton, port.mapToGlobal(QPoint(0, 0)))
    release.setScreenPos(port.mapToGlobal(port.rect().center()))
    _item(controller, f"contract:{cid}").mouseReleaseEvent(release)
    assert said
    assert said[-1].startswith("to take a face-up contract, place engineers on a contract office")


def test_the_introductory_patent_office_says_why_it_is_greyed(qtbot):
    """Greyed in the introductory game, the patent office only named its tile and cost; a click
    on its display said nothing telling (issue 35 §1)."""
    controller, _ = make(qtbot)
    assert controller.session.state.introductory
    why = "the patent office is not used with the introductory rules"
    assert why in _item(controller, "mgmt:patent_1").toolTip()
    assert _item(controller, "patent:1").toolTip() == why
    said = _rejections(controller)
    controller.scene().item_clicked("patent:2")
    assert said == [why]


def test_a_taken_space_clicked_while_the_turn_waits_for_confirm_says_so(qtbot):
    """The space just taken, clicked before Confirm, was silent: it says it is taken this round;
    another item says to confirm or undo first (as a drop does)."""
    controller, _ = make(qtbot)
    said = _rejections(controller)
    seat = controller.acting_human()
    assert seat is not None
    move = next(a for a in controller.legal_for(seat) if a.kind == "manage_water")
    assert controller.try_apply(move)
    assert controller.awaiting_confirm()
    controller.scene().item_clicked(f"mgmt:{move.space}")
    assert said
    assert said[-1].endswith("is already taken this round")
    controller.scene().item_clicked("mgmt:workshop_r1")
    assert said[-1] == "confirm or undo first"
