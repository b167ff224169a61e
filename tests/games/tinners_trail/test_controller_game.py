"""Whole Tinners' Trail games through the controller: a human with bots, humans only."""

from __future__ import annotations

import random  # noqa: TID251 - a test driver choosing among legal moves, not game state

import pytest

from app.games.tinners_trail.view.steps import steps_of
from tests.games.tinners_trail.gui import make, session_of
from tests.games.tinners_trail.test_controller import RAW
from tests.guikit import take_screen

pytestmark = pytest.mark.gui

_BUSY = ("start_auction", "mine", "miner", "port", "rail", "adit", "pumps", "invest")


def _human_move(controller, board, rng: random.Random) -> None:
    """Make one move of the acting human as a person would: panel, board or move list."""
    shown = [*board.choices.choices(), board.choices.prompt.text(), board.auction.status.text()]
    assert [w for w in shown if RAW.search(w)] == []
    seat = controller.acting_human()
    legal = controller.legal_for(seat)
    state = controller.session.state
    if state.pending[-1].kind == "auction":
        bids = [a.amount for a in legal if a.kind == "bid"]
        if bids and (rng.random() < 0.5 or not any(a.kind == "drop_out" for a in legal)):
            assert controller.bid(min(bids))
        else:
            assert controller.drop_out()
        return
    busy = [a for a in legal if a.kind in _BUSY]
    action = rng.choice(busy) if busy and rng.random() < 0.8 else rng.choice(legal)
    narrow = controller.narrowing()
    assert narrow is not None
    for key, value in steps_of(action):  # the steps of the panel, one choice at a time
        if narrow.action() is not None:
            break
        step = narrow.next_step()
        if step is not None and step.key == key:
            controller.choose(key, value)
    if narrow.action() != action:
        assert controller.pick_move(action)
    assert controller.confirm_choice(), action


def _play(qtbot, controller, board, seed: int, limit: int = 3000) -> None:
    rng = random.Random(seed)
    for _ in range(limit):
        if controller.is_over():
            return
        take_screen(controller)
        if controller.acting_human() is not None:
            _human_move(controller, board, rng)
        else:
            qtbot.waitUntil(
                lambda: (
                    controller.is_over()
                    or controller.acting_human() is not None
                    or controller.handoff_seat() is not None
                ),
                timeout=20000,
            )
    raise AssertionError("the game did not end")


def test_a_human_and_two_bots_play_a_whole_game(qtbot):
    controller, board = make(qtbot, session_of("hbb", seed=11, kept=False))
    with qtbot.waitSignal(controller.game_finished, timeout=600000) as finished:
        _play(qtbot, controller, board, seed=11)
    outcome = finished.args[0]
    assert len(outcome.scores) == 3
    assert controller.session.state.phase.value == "over"


def test_two_humans_play_a_whole_game_through_the_panels(qtbot):
    controller, board = make(qtbot, session_of("hh", seed=4, kept=False))
    _play(qtbot, controller, board, seed=4)
    assert controller.is_over()
    outcome = controller.session.outcome()
    assert outcome is not None
    assert outcome.winners
    # the end dialog's breakdown: VP by round of investment, each source named in words
    assert len(outcome.breakdown) == 2
    sources = {line.source for lines in outcome.breakdown for line in lines}
    assert sources <= {"round1", "round2", "round3", "round4", "total"}
    for source in sources:
        assert "." not in controller.engine_text(controller.game.source_text(source))
