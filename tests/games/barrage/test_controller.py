"""Barrage board and controller: engineer drops, narrowing with Back, undo, tooltips."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from app.engine.session import Seat, Session
from app.games.barrage import GAME
from app.games.barrage.actions import Construct, Produce, TurnWheel
from app.games.barrage.controller import BarrageBoard, BarrageController
from app.games.barrage.model import BarrageOptions, DamState, Phase
from app.games.barrage.view.items import SpaceItem
from app.games.barrage.view.narrowing import WHERE, Narrowing, anchor_of, steps_of

pytestmark = pytest.mark.gui


def make(qtbot, players: int = 2, seed: int = 4) -> tuple[BarrageController, BarrageBoard]:
    """A started hot-seat game of humans with its board widget."""
    names = ["Anna", "Bea", "Carl", "Dora"][:players]
    session = Session(GAME, BarrageOptions(players=players), seed, [Seat(name=n) for n in names])
    controller = BarrageController(session)
    parent = QWidget()
    qtbot.addWidget(parent)
    board = controller.create_board(parent)
    assert isinstance(board, BarrageBoard)
    controller.start()
    _KEEP.append(parent)
    return controller, board


_KEEP: list[QWidget] = []
"""Parents of the boards made by `make`, alive until the end of the module."""


def test_engineer_dropped_on_a_workshop_space_turns_the_wheel(qtbot):
    controller, _ = make(qtbot)
    seat = controller.acting_human()
    assert seat is not None
    assert seat == controller.session.state.turn_order[0]
    assert "mgmt:workshop_r1" in controller.legal_targets("engineer")
    engineers = controller.session.state.seats[seat].engineers
    with qtbot.waitSignal(controller.state_changed):
        assert controller.drop_piece("engineer", "mgmt:workshop_r1")
    # one rule for every action: nothing is played before Confirm
    assert controller.session.actions == []
    assert controller.confirm_choice()
    state = controller.session.state
    assert controller.session.actions == [TurnWheel(player=seat, space="workshop_r1")]
    assert [(o.uid, o.player, o.engineers) for o in state.occupied] == [("workshop_r1", seat, 1)]
    assert state.seats[seat].engineers == engineers - 1
    # Confirm ended the turn too; the space is closed now: the next seat is told why
    assert not controller.awaiting_confirm()
    assert controller.acting_human() != seat
    assert "mgmt:workshop_r1" not in controller.legal_targets("engineer")
    with qtbot.waitSignal(controller.action_rejected) as refused:
        assert not controller.drop_piece("engineer", "mgmt:workshop_r1")
    assert "already taken" in refused.args[0]
    assert len(controller.session.actions) == 1


def test_engineer_on_the_bank_asks_how_many(qtbot):
    controller, board = make(qtbot)
    seat = controller.acting_human()
    assert controller.drop_piece("engineer", "mgmt:bank")
    narrow = controller.narrowing()
    assert narrow is not None
    step = narrow.next_step()
    assert step is not None
    assert step.key == "engineers"
    assert board.choices.choices()[0] == "1 engineer"
    board.choices.choose_row(1)  # 2 engineers
    assert narrow.action() is not None
    assert board.choices.confirm.isEnabled()
    assert controller.confirm_choice()
    assert controller.session.actions[-1].kind == "bank"
    assert controller.session.actions[-1].engineers == 2
    assert controller.session.state.seats[seat].engineers == 10


def test_construction_through_the_narrowing_steps_with_back(qtbot):
    controller, board = make(qtbot)
    seat = controller.acting_human()
    assert seat is not None
    assert controller.drop_piece("engineer", f"cbuild:{seat}")
    narrow = controller.narrowing()
    assert narrow is not None
    first = narrow.next_step()
    assert first is not None
    assert first.key == "tile"
    assert f"tile:{seat}:base" in controller.scene().highlighted()
    # tile -> structure is implied by a basic tile -> location
    assert controller.click_target(f"tile:{seat}:base")
    step = narrow.next_step()
    assert step is not None
    assert step.key == "location"
    assert "map:B1U" in controller.scene().highlighted()
    assert controller.click_target("map:B1U")
    assert narrow.action() is not None
    assert board.choices.choices() == []
    assert board.choices.confirm.isEnabled()
    # Back: choose another dam instead
    assert controller.back()
    step = narrow.next_step()
    assert step is not None
    assert step.key == "location"
    assert controller.click_target("map:B1L")
    action = narrow.action()
    assert isinstance(action, Construct)
    assert action.space == "B1L"
    assert "Confirm" in board.choices.prompt.text()
    assert controller.confirm_choice()
    state = controller.session.state
    assert state.dams[0 + 1].owner == seat  # B1L is the second dam space
    assert state.seats[seat].constructions == 1
    assert state.seats[seat].wheel.segments[0].tile == "base"


def test_structure_dropped_on_the_map_narrows_to_payment_or_plays(qtbot):
    controller, _ = make(qtbot)
    seat = controller.acting_human()
    targets = controller.legal_targets("base")
    assert "map:B5U" in targets
    assert "map:C1L" not in targets
    assert controller.can_drop("base", "map:C1L") is not None
    assert controller.drop_piece("base", "map:B5U")
    # base tile or joker: the tile is still to choose
    narrow = controller.narrowing()
    assert narrow is not None
    step = narrow.next_step()
    assert step is not None
    assert step.key == "tile"
    assert controller.click_target(f"tile:{seat}:joker")
    assert controller.confirm_choice()
    assert controller.session.state.dams[8].owner == seat  # B5U


def production_ready(seed: int = 4) -> Session:
    """A session where the first seat owns a dam with water, a conduit and a powerhouse."""
    session = Session(GAME, BarrageOptions(players=2), seed, [Seat(name="Anna"), Seat(name="Bea")])
    state = session.state
    seat = state.turn_order[0]
    dams = list(state.dams)
    dams[0] = DamState(owner=seat, level=1, drops=3)  # B1U
    conduits = list(state.conduits)
    conduits[1] = seat  # C1R: value 4 -> basin 5
    powerhouses = list(state.powerhouses)
    powerhouses[0] = seat  # P5_0
    session.snapshots[-1] = state.model_copy(
        update={"dams": dams, "conduits": conduits, "powerhouses": powerhouses}
    )
    return session


def test_production_steps_with_back_then_undo_inside_the_turn(qtbot):
    session = production_ready()
    controller = BarrageController(session)
    parent = QWidget()
    qtbot.addWidget(parent)
    board = controller.create_board(parent)
    assert isinstance(board, BarrageBoard)
    _KEEP.append(parent)
    controller.start()
    seat = controller.acting_human()
    assert seat is not None
    before = session.state.model_dump()
    assert controller.drop_piece("engineer", "mgmt:turbine_b2")
    narrow = controller.narrowing()
    assert narrow is not None
    # one dam, one conduit, one powerhouse: the first real choice is the drops
    step = narrow.next_step()
    assert step is not None
    assert step.key == "drops"
    assert step.values == (1, 2, 3)
    assert board.choices.choices()[0].endswith("energy")
    board.choices.choose_row(2)
    assert narrow.action() == Produce(
        player=seat, space="turbine_b2", dam="B1U", conduit="C1R", powerhouse="P5_0", drops=3
    )
    assert {"map:B1U", "map:C1R", "map:P5_0"} <= set(controller.scene().highlighted())
    assert controller.back()
    board.choices.choose_row(1)
    chosen = narrow.action()
    assert isinstance(chosen, Produce)
    assert chosen.drops == 2
    assert controller.confirm_choice()
    state = session.state
    assert state.seats[seat].energy == 4 * 2 + 2
    assert state.dams[0].drops == 1
    # the contract follow-up is the same seat's: undo is still possible inside the turn
    assert not controller.awaiting_confirm()
    assert state.pending[-1].kind == "contract_choice"
    assert controller.can_undo()
    assert controller.undo()
    assert session.state.model_dump() == before
    fresh = controller.narrowing()
    assert fresh is not None
    assert fresh.chosen == []


def test_narrowing_is_generic_over_action_shapes():
    state = GAME.setup(BarrageOptions(players=3, introductory=False), 9)
    seat = sorted(GAME.to_act(state))[0]
    legal = GAME.legal_actions(state, seat)
    narrow = Narrowing(legal)
    seen = 0
    while (step := narrow.next_step()) is not None:
        assert len(step.values) > 1
        assert narrow.choose(step.key, step.values[-1])
        seen += 1
    action = narrow.action()
    assert action in legal
    assert seen >= 1
    assert dict(steps_of(action))[WHERE] == anchor_of(action)
    while narrow.back():
        pass
    assert len(narrow.remaining()) == len(legal)
    assert not narrow.choose("tile", "no such tile")


def test_board_items_have_tooltips(qtbot):
    controller, _ = make(qtbot)
    scene = controller.scene()
    for item_id in (
        "map:B1U",
        "map:C1L",
        "map:P5_1",
        "mgmt:turbine_b2c",
        "officer:0",
        "company:0",
        "struct:0:base",
        "tile:0:base",
        "head:HA",
    ):
        item = scene.item_for(item_id)
        assert item is not None, item_id
        assert item.toolTip(), item_id
    red = scene.item_for("mgmt:turbine_b2c")
    assert isinstance(red, SpaceItem)
    assert red.look.edge_width > 2
    assert "3" in red.toolTip()
    assert controller.session.state.phase is Phase.ACTIONS
    company = controller.session.state.seats[0].company
    rows = controller.player_summary(0)
    name = controller.engine_text(rows[-2][1])
    assert name.casefold().startswith(company[:3])
    # the numbers lead the seat's line, the names come last (issue 36 §1: the line ends in "…")
    labels = [controller.engine_text(label) for label, _ in rows]
    assert labels[:3] == ["VP", "Credits", "Energy"]
    assert labels[-2:] == ["Company", "Officer"]
