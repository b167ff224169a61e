"""A whole two-player game played through the controller's drop handler reaches the end."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from app.engine.game import PlayerId
from app.engine.rng import bot_random
from app.engine.session import Seat, Session
from app.games.through_the_desert import GAME
from app.games.through_the_desert.actions import PlaceRider
from app.games.through_the_desert.controller import ThroughTheDesertController
from app.games.through_the_desert.model import TtdOptions, TtdPhase
from app.games.through_the_desert.view.items import TtdHexItem
from app.games.through_the_desert.view.scene import cell_id

pytestmark = pytest.mark.gui


def holder(qtbot) -> QWidget:
    """A parent widget closed by qtbot (the test keeps a reference)."""
    parent = QWidget()
    qtbot.addWidget(parent)
    return parent


def test_whole_two_player_game_through_drops(qtbot):
    session = Session(GAME, TtdOptions(players=2), 11, [Seat(name="Anna"), Seat(name="Bea")])
    controller = ThroughTheDesertController(session)
    parent = holder(qtbot)
    board = controller.create_board(parent)
    assert board is controller.board()
    finished: list[object] = []
    controller.game_finished.connect(finished.append)
    rejected: list[str] = []
    controller.action_rejected.connect(rejected.append)
    controller.start()
    rng = bot_random("drops", 0)
    moves = 0
    while not finished:
        if controller.awaiting_confirm():
            assert controller.confirm_turn()
            continue
        if controller.handoff_seat() is not None:
            controller.accept_handoff()
        seat = controller.acting_human()
        assert seat is not None
        legal = controller.legal_for(seat)
        action = rng.choice(legal)
        kind = "rider" if isinstance(action, PlaceRider) else "camel"
        before = len(session.actions)
        assert controller.drop_piece(f"{kind}:{action.colour}", cell_id(action.cell)), rejected
        assert session.actions[before:] == [action]
        moves += 1
        assert moves < 400
    assert rejected == []
    assert session.state.phase is TtdPhase.OVER
    outcome = session.outcome()
    assert outcome is not None
    assert finished == [outcome]
    assert min(session.state.supply) == 0 or not any(
        GAME.legal_actions(session.state, PlayerId(p)) for p in range(2)
    )
    # the board shows the final position
    scene = controller.scene()
    for cell in scene.hex_cells():
        item = scene.item_for(cell_id(cell))
        assert isinstance(item, TtdHexItem)
        assert item.look.owner == session.state.owner[cell]
        assert item.look.area == session.state.area[cell]
    assert controller.legal_targets("camel:0") == []
