"""The log keeps its rows between moves (issue 17 §4: no stall at the end of a long game).

`GameLogPanel` used to clear and re-render every row after each move, which at the end of a
long game took the GUI thread hundreds of milliseconds. Now the rows of the unchanged entries
stay (the same items) and the result must still equal a log built from nothing.
"""

from __future__ import annotations

import random  # noqa: TID251 - a test driver, not game state
from typing import TYPE_CHECKING

import pytest

from app.engine.session import Seat, Session
from app.games.through_the_desert import GAME
from app.ui.controller import GameController
from app.ui.widgets.log import GameLogPanel

if TYPE_CHECKING:
    from PySide6.QtWidgets import QTreeWidgetItem

pytestmark = pytest.mark.gui


def _texts(item: QTreeWidgetItem | None) -> list[object]:
    assert item is not None
    return [item.text(0), [_texts(item.child(i)) for i in range(item.childCount())]]


def _rows(log: GameLogPanel) -> list[object]:
    return [_texts(log.topLevelItem(i)) for i in range(log.topLevelItemCount())]


def _heading(log: GameLogPanel, i: int) -> str:
    item = log.topLevelItem(i)
    assert item is not None
    return item.text(0)


def _legal_move(controller: GameController, rng: random.Random) -> object:
    state = controller.session.state
    seat = sorted(GAME.to_act(state))[0]
    return rng.choice(GAME.legal_actions(state, seat))


def _play(controller: GameController, rng: random.Random, moves: int) -> None:
    for _ in range(moves):
        if controller.is_over():
            return
        assert controller.try_apply(_legal_move(controller, rng))
        if controller.awaiting_confirm():
            controller.confirm_turn()
        if controller.handoff_seat() is not None:
            controller.accept_handoff()


def test_rows_of_earlier_moves_are_kept_and_equal_a_fresh_log(qtbot):
    seats = [Seat(name="Ann", kind="human"), Seat(name="Bea", kind="human")]
    controller = GameController(Session(GAME, GAME.Options(players=2), 5, seats))
    controller.start()
    log = GameLogPanel(controller)
    qtbot.addWidget(log)
    rng = random.Random("log rows")
    _play(controller, rng, 12)
    first = log.item_for_step(1)
    assert first is not None
    _play(controller, rng, 6)
    assert log.item_for_step(1) is first  # kept, not rebuilt
    assert log.item_for_step(len(controller.session.actions)) is not None
    fresh = GameLogPanel(controller)
    qtbot.addWidget(fresh)
    assert _rows(log) == _rows(fresh)
    # an undone move's row goes; the rest still equals a fresh log
    steps = len(controller.session.actions)
    if controller.can_undo():
        assert controller.undo()
        assert len(controller.session.actions) < steps
        assert log.item_for_step(steps) is None
        assert _rows(log) == _rows(GameLogPanel(controller))


def test_a_finished_game_has_one_final_scoring_after_incremental_updates(qtbot):
    seats = [Seat(name="Ann", kind="human"), Seat(name="Bea", kind="human")]
    controller = GameController(Session(GAME, GAME.Options(players=2), 9, seats))
    controller.start()
    log = GameLogPanel(controller)
    qtbot.addWidget(log)
    _play(controller, random.Random("to the end"), 10_000)
    assert controller.is_over()
    assert log.final_item is not None
    headings = [_heading(log, i) for i in range(log.topLevelItemCount())]
    assert headings.count(log.final_item.text(0)) == 1
    assert _rows(log) == _rows(GameLogPanel(controller))


def test_a_move_played_after_an_undo_has_its_own_line(qtbot):
    # A stranger undid a yellow camel on N1, placed purple on U2 instead, and the log kept
    # "places a yellow camel on N1" for that step: the line was cached by the position before
    # the move only, which the undone move and the new one share.
    seats = [Seat(name="Ann", kind="human"), Seat(name="Bea", kind="human")]
    controller = GameController(Session(GAME, GAME.Options(players=2), 5, seats))
    controller.start()
    log = GameLogPanel(controller)
    qtbot.addWidget(log)
    rng = random.Random("undo line")
    _play(controller, rng, 8)
    state = controller.session.state
    seat = sorted(GAME.to_act(state))[0]
    first, second = GAME.legal_actions(state, seat)[:2]
    assert controller.try_apply(first)
    step = len(controller.session.actions)
    undone = log.item_for_step(step)
    assert undone is not None
    undone_text = undone.text(0)
    assert controller.undo()
    assert controller.try_apply(second)
    assert len(controller.session.actions) == step
    line = controller.log_entries()[-1].text
    assert line == controller.engine_text(
        GAME.describe(controller.view_of(controller.session.state_at(step - 1)), second)
    )
    row = log.item_for_step(step)
    assert row is not None
    assert row.text(0) == f"{step}. {line}" != undone_text
    assert _rows(log) == _rows(GameLogPanel(controller))
