"""The bots' worker process: same moves as in this process, cancel and close end it."""

from __future__ import annotations

import os
import signal
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from app.engine.bots import make_bot
from app.engine.botworker import BotCancelled, BotFailed, BotWorker, game_ref
from app.engine.game import PlayerId
from app.games import GAMES
from tests.engine.toy import TOY, ToyGame

if TYPE_CHECKING:
    from collections.abc import Iterator

    from app.engine.game import GameBase


class StuckGame(ToyGame):
    """The toy game, but asking for the legal moves never returns (a search that never ends)."""

    def legal_actions(self, state: Any, player: PlayerId) -> list[Any]:
        threading.Event().wait()
        return []  # pragma: no cover


STUCK = StuckGame()
"""Found by the worker as `tests.engine.test_botworker:STUCK`."""


@pytest.fixture
def worker() -> Iterator[BotWorker]:
    made = BotWorker()
    yield made
    made.close()


def is_running(pid: int) -> bool:
    """Whether process `pid` exists and is not a zombie."""
    try:
        status = Path(f"/proc/{pid}/status").read_text(encoding="ascii")
    except FileNotFoundError:
        return False
    return "\nState:\tZ" not in status


def wait_for_pid(worker: BotWorker) -> int:
    """Wait (without a time limit of its own) until the worker process exists."""
    while (pid := worker.pid()) is None:
        time.sleep(0.01)
    return pid


def positions(game: GameBase[Any, Any], seed: int, plies: int) -> list[Any]:
    """Return the states of a game played `plies` moves by `random` bots, from `seed`."""
    state = game.setup(game.Options(players=3), seed)
    found = [state]
    for ply in range(plies):
        if game.outcome(state) is not None:
            break
        seat = min(game.to_act(state))
        state = game.apply(state, make_bot("random", game, seat, f"walk:{ply}").choose(state))
        found.append(state)
    return found


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_worker_moves_equal_the_moves_chosen_here(worker, game_id):
    game = GAMES[game_id]
    for number, state in enumerate(positions(game, 4, 12)[::4]):
        seat = min(game.to_act(state))
        view = game.view_for(state, seat)
        for level in ("random", "easy"):
            seed = f"4:{number}"
            here = make_bot(level, game, seat, seed).choose(view)
            assert worker.choose(game, level, seat, seed, view) == here
    assert worker.started == 1  # one process for the whole game


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_search_bots_of_the_toy_game_agree_too(worker, level: str):
    # the toy game's budgets end long before the bots' time limits, so each search is whole
    for seed in range(3):
        state = TOY.setup(TOY.Options(players=2), seed)
        view = TOY.view_for(state, PlayerId(0))
        here = make_bot(level, TOY, PlayerId(0), seed).choose(view)
        assert worker.choose(TOY, level, PlayerId(0), seed, view) == here


def test_a_bot_error_comes_back_with_its_message(worker):
    state = TOY.setup(TOY.Options(players=2), 1)
    with pytest.raises(BotFailed, match="genius") as caught:
        worker.choose(TOY, "genius", PlayerId(0), 1, TOY.view_for(state, PlayerId(0)))
    assert "Traceback" in caught.value.trace
    assert worker.choose(TOY, "easy", PlayerId(0), 1, state) in TOY.legal_actions(
        state, PlayerId(0)
    )


def test_cancel_terminates_the_search_and_the_next_request_starts_a_new_worker(worker):
    state = STUCK.setup(STUCK.Options(players=2), 1)
    stop = threading.Event()
    outcome: list[BaseException] = []

    def search() -> None:
        try:
            worker.choose(STUCK, "random", PlayerId(0), 1, state, stop)
        except BotCancelled as error:
            outcome.append(error)

    thread = threading.Thread(target=search)
    thread.start()
    pid = wait_for_pid(worker)
    stop.set()
    thread.join()
    assert len(outcome) == 1
    assert not is_running(pid)
    assert worker.pid() is None
    toy_state = TOY.setup(TOY.Options(players=2), 1)
    assert worker.choose(TOY, "easy", PlayerId(0), 1, toy_state) is not None
    assert worker.started == 2


def test_close_ends_the_worker_even_while_it_searches(worker):
    state = STUCK.setup(STUCK.Options(players=2), 1)
    outcome: list[BaseException] = []

    def search() -> None:
        try:
            worker.choose(STUCK, "random", PlayerId(0), 1, state)
        except BotCancelled as error:
            outcome.append(error)

    thread = threading.Thread(target=search)
    thread.start()
    pid = wait_for_pid(worker)
    worker.close()
    thread.join()
    assert len(outcome) == 1
    assert not is_running(pid)
    with pytest.raises(BotCancelled):  # closed for good
        worker.choose(TOY, "easy", PlayerId(0), 1, TOY.setup(TOY.Options(players=2), 1))
    assert worker.started == 1


def test_a_worker_that_dies_is_a_failure_not_a_silent_wait(worker):
    state = STUCK.setup(STUCK.Options(players=2), 1)
    outcome: list[BaseException] = []

    def search() -> None:
        try:
            worker.choose(STUCK, "random", PlayerId(0), 1, state)
        except BotFailed as error:
            outcome.append(error)

    thread = threading.Thread(target=search)
    thread.start()
    os.kill(wait_for_pid(worker), signal.SIGKILL)
    thread.join()
    assert len(outcome) == 1
    assert "ended unexpectedly" in str(outcome[0])


def test_game_ref_names_each_game_and_nothing_unnamed():
    for game in GAMES.values():
        ref = game_ref(game)
        assert ref is not None
        assert ref.endswith(":GAME")
    assert game_ref(TOY) == "tests.engine.toy:TOY"
    assert game_ref(ToyGame()) is None  # no module-level name: bots think in this process
