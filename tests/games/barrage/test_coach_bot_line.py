"""The coach's line after a bot's move names the move, and a contract it fulfilled apart.

Issue 35: a bot's production and the contract it then fulfilled (seed 000 契約の達成: a
production's energy may fulfil one contract) are two actions of one move; the line took the
last action for the move, so the contract's reward was labelled with the rule of a move. Now
the move is named by its first action's rule, and the contract it fulfilled is said apart,
truly (its number), in English and Japanese; the tooltip has every action's log line.
"""

from __future__ import annotations

import random  # noqa: TID251 - a test driver, not game state
from typing import TYPE_CHECKING

import pytest
from PySide6.QtWidgets import QApplication

from app.engine.coach import last_move
from app.engine.phrases import plain
from app.engine.session import Seat, Session
from app.games.barrage import GAME
from app.games.barrage.actions import FulfilContract, Produce
from app.games.barrage.model import BarrageOptions
from app.shell.language import LanguageManager
from app.ui.controller import GameController
from app.ui.widgets.coach import CoachPanel

if TYPE_CHECKING:
    from collections.abc import Iterator

pytestmark = pytest.mark.gui

BOT = 1


def _bot_produced_and_fulfilled() -> tuple[Session, int]:
    """A session whose last move is the bot's production and the contract it fulfilled."""
    seats = [Seat(name="Ann"), Seat(name="Bot", kind="bot", level="random")]
    session = Session(GAME, BarrageOptions(players=2), 4, seats)
    rng = random.Random("coach bot line")
    produced_at = -1
    for _ in range(2000):
        state = session.state
        seat = sorted(GAME.to_act(state))[0]
        legal = GAME.legal_actions(state, seat)
        fulfil = [a for a in legal if isinstance(a, FulfilContract)]
        produce = [a for a in legal if isinstance(a, Produce)]
        if seat == BOT and fulfil and produced_at >= 0:
            session.apply(fulfil[0])
            return session, produced_at
        if seat == BOT and produce:
            produced_at = len(session.actions)
            session.apply(produce[0])
            continue
        produced_at = -1
        session.apply(rng.choice(legal))
    raise AssertionError("no production with a contract in 2000 moves")


def test_a_production_and_its_contract_are_one_move_named_by_the_production(qtbot):
    session, produced_at = _bot_produced_and_fulfilled()
    steps = last_move(GAME, session.actions, session.state_at)
    assert list(steps) == [produced_at, produced_at + 1]
    contract = session.actions[-1]
    assert isinstance(contract, FulfilContract)
    controller = GameController(session)
    coach = CoachPanel(controller)
    qtbot.addWidget(coach)
    line = plain(coach.bot_line.full_text())
    assert line.startswith("Last bot move: Bot (rule: Production); then fulfilled contract #")
    assert f"contract #{contract.contract} (" in line
    details = plain(coach.bot_line.whole_text())
    assert details.startswith("Bot produces ")
    assert f"Bot fulfils contract #{contract.contract} " in details


@pytest.fixture
def japanese(qapp) -> Iterator[None]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    manager = LanguageManager(app)
    assert manager.set_language("ja")
    yield
    manager.set_language("en")


def test_the_line_in_japanese(qtbot, japanese):
    session, _ = _bot_produced_and_fulfilled()
    coach = CoachPanel(GameController(session))
    qtbot.addWidget(coach)
    line = plain(coach.bot_line.full_text())  # without the line-break hints
    number = session.actions[-1].contract
    assert line.startswith("ボットの直前の手：Bot（ルール：発電）")
    assert f"。続けて契約#{number}（発電量" in line
    assert line.endswith("）を達成")
