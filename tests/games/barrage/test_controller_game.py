"""Whole Barrage games in the controller: bots alone, and humans through the narrowing."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from app.engine.rng import bot_random
from app.engine.session import Seat, Session
from app.games.barrage import GAME
from app.games.barrage.controller import BarrageController
from app.games.barrage.model import BarrageOptions, Phase
from app.games.barrage.view.items import SpaceItem
from app.games.barrage.view.narrowing import steps_of

pytestmark = pytest.mark.gui


def test_a_bot_game_reaches_the_end(qtbot):
    seats = [
        Seat(name="Random", kind="bot", level="random"),
        Seat(name="Easy", kind="bot", level="easy"),
    ]
    session = Session(GAME, BarrageOptions(players=2), 21, seats)
    controller = BarrageController(session)
    parent = QWidget()
    qtbot.addWidget(parent)
    controller.create_board(parent)
    controller.set_bot_delay(0)
    with qtbot.waitSignal(controller.game_finished, timeout=240_000) as blocker:
        controller.start()
    controller.shutdown()
    outcome = blocker.args[0]
    assert session.state.phase is Phase.OVER
    assert outcome == session.outcome()
    assert len(outcome.breakdown) == 2
    assert all(outcome.breakdown)
    assert controller.legal_targets("engineer") == []
    # the board shows the final position
    header = controller.scene().item_for("company:0")
    assert isinstance(header, SpaceItem)
    assert str(session.state.seats[0].vp) in header.look.text


def _play_by_steps(controller: BarrageController, action: object) -> None:
    """Make `action` by choosing its steps one by one, as a user would."""
    narrow = controller.narrowing()
    assert narrow is not None
    wanted = dict(steps_of(action))
    before = len(controller.session.actions)
    while len(controller.session.actions) == before:
        step = narrow.next_step()
        if step is None:
            assert narrow.action() == action
            assert controller.confirm_choice()
            break
        value = wanted[step.key] if step.key != "choice" else None
        assert controller.choose(step.key, value)
        if len(controller.session.actions) != before:
            break
        narrow = controller.narrowing()
        assert narrow is not None
    assert controller.session.actions[before] == action


@pytest.mark.parametrize(("players", "introductory"), [(2, True), (3, False)])
def test_humans_play_a_whole_game_through_the_narrowing(qtbot, players, introductory):
    names = ["Anna", "Bea", "Carl"][:players]
    session = Session(
        GAME,
        BarrageOptions(players=players, introductory=introductory),
        8,
        [Seat(name=n) for n in names],
    )
    controller = BarrageController(session)
    parent = QWidget()
    qtbot.addWidget(parent)
    controller.create_board(parent)
    finished: list[object] = []
    controller.game_finished.connect(finished.append)
    rejected: list[str] = []
    controller.action_rejected.connect(rejected.append)
    controller.start()
    rng = bot_random("narrowing", players)
    moves = 0
    while not finished:
        if controller.awaiting_confirm():
            assert controller.confirm_turn()
            continue
        seat = controller.acting_human()
        assert seat is not None
        _play_by_steps(controller, rng.choice(controller.legal_for(seat)))
        moves += 1
        assert moves < 1500
    assert rejected == []
    assert session.state.phase is Phase.OVER
