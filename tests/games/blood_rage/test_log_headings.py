"""The log tree heads a phase run inside a step under that phase (issue 35 §3).

The last card kept in the discard phase runs the quests at once: their lines came under the
action's heading ("Age 1: Discard") in the tree although the log line before them said
"— Age 1: Quests —". Log headings come before what they head.
"""

from __future__ import annotations

import random  # noqa: TID251 - a test driver, not game state
from typing import TYPE_CHECKING

import pytest

from app.engine.session import Seat, Session
from app.games.blood_rage import GAME
from app.games.blood_rage.texts import phase_text
from app.ui.controller import GameController
from app.ui.widgets.log import GameLogPanel

if TYPE_CHECKING:
    from PySide6.QtWidgets import QTreeWidgetItem

pytestmark = pytest.mark.gui


def _walk(item: QTreeWidgetItem) -> list[QTreeWidgetItem]:
    rows = [item]
    for i in range(item.childCount()):
        child = item.child(i)
        assert child is not None
        rows += _walk(child)
    return rows


def _texts(item: QTreeWidgetItem) -> list[object]:
    return [item.text(0), [_texts(item.child(i)) for i in range(item.childCount())]]  # type: ignore[arg-type]


def _rows(log: GameLogPanel) -> list[object]:
    return [_texts(log.topLevelItem(i)) for i in range(log.topLevelItemCount())]  # type: ignore[arg-type]


def _play_past_the_quests(controller: GameController) -> None:
    """Random moves (seeded) until a quest is completed, and a few moves more."""
    rng = random.Random(1)
    quests_at = None
    while quests_at is None or len(controller.session.actions) < quests_at + 3:
        state = controller.session.state
        action = rng.choice(GAME.legal_actions(state, sorted(GAME.to_act(state))[0]))
        lines = GAME.step_events(state, action, GAME.apply(state, action))
        assert controller.try_apply(action)
        if controller.awaiting_confirm():
            controller.confirm_turn()
        if controller.handoff_seat() is not None:
            controller.accept_handoff()
        if quests_at is None and any(line.key == "note.quest_done" for line in lines):
            quests_at = len(controller.session.actions)


def _quest_rows(controller: GameController, log: GameLogPanel) -> list[QTreeWidgetItem]:
    done = {
        controller.engine_text(line)
        for step in range(1, len(controller.session.actions) + 1)
        for line in controller._events_at(step)[0]
        if line.key == "note.quest_done"
    }
    assert done
    rows = [
        row
        for i in range(log.topLevelItemCount())
        for row in _walk(log.topLevelItem(i))  # type: ignore[arg-type]
        if row.text(0) in done
    ]
    assert len(rows) >= len(done)
    return rows


def test_quest_completions_sit_under_a_quests_heading(qtbot):
    seats = [Seat(name="Ann", kind="human"), Seat(name="Bea", kind="human")]
    controller = GameController(Session(GAME, GAME.Options(players=2), 1, seats))
    controller.start()
    log = GameLogPanel(controller)  # follows the game move by move (kept rows)
    qtbot.addWidget(log)
    _play_past_the_quests(controller)
    quests = controller.engine_text(phase_text("quest"))
    for row in _quest_rows(controller, log):
        top = row
        while (parent := top.parent()) is not None:
            top = parent
        assert quests in top.text(0), (row.text(0), top.text(0))
        assert top.text(0) not in {row.text(0) for row in _walk(top)[1:]}  # not said twice
    fresh = GameLogPanel(controller)  # built from nothing: the same rows
    qtbot.addWidget(fresh)
    assert _rows(log) == _rows(fresh)
    for _ in range(4):  # undone moves take their rows (and headings) with them
        if controller.can_undo():
            assert controller.undo()
            assert _rows(log) == _rows(GameLogPanel(controller))
