"""Bots of a game in the GUI think in that game's worker process, which ends with the game."""

from __future__ import annotations

import pytest

from app.engine.game import PlayerId
from tests.engine.test_botworker import is_running, wait_for_pid
from tests.ui.test_controller import end, make, take

pytestmark = pytest.mark.gui


def test_bot_moves_come_from_the_worker_and_closing_the_game_ends_it(qtbot):
    c = make("hb")
    worker = c._bots.background().worker
    assert worker is not None
    assert worker.pid() is None  # started by the first bot move, not before
    c.try_apply(take(0, 2))
    c.try_apply(end(0))
    c.confirm_turn()
    pid = wait_for_pid(worker)
    qtbot.waitUntil(lambda: c.acting_human() == 0, timeout=60000)
    assert all(a.player == 1 for a in c.session.actions[2:])
    assert is_running(pid)  # kept for the game's next bot move
    c.shutdown()
    assert not is_running(pid)
    assert worker.pid() is None


def test_closing_while_a_bot_thinks_drops_its_move_and_ends_the_worker(qtbot):
    c = make("bh")
    assert c.thinking_seat() == PlayerId(0)
    worker = c._bots.background().worker
    assert worker is not None
    pid = wait_for_pid(worker)
    c.shutdown()
    assert not is_running(pid)
    qtbot.wait(50)
    assert c.session.actions == []
