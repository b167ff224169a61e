"""Whose screen it is (issue 34 §1): the human who last took it, never a bot nor a replayed seat.

Found by a group at 1280×800: while Ann confirmed, the line read "Ben's score so far"; while a
bot thought, Tinners' Trail's "Your mines" (「自分の鉱山駒」) showed the bot's pieces; while an old
move was shown, the line showed another seat's score.
"""

from __future__ import annotations

import pytest

from app.engine.session import Seat, Session
from app.games import GAMES
from app.games.through_the_desert.controller import ThroughTheDesertController
from tests.games.tinners_trail.gui import make as make_tinners
from tests.games.tinners_trail.gui import session_of as tinners_session
from tests.guikit import take_screen

pytestmark = pytest.mark.gui

TTD = GAMES["through_the_desert"]


def desert(qtbot, kinds: str = "hh") -> ThroughTheDesertController:
    names = ["Ann", "Ben", "Cleo"]
    seats = [
        Seat(name=names[i]) if k == "h" else Seat(name=names[i], kind="bot", level="easy")
        for i, k in enumerate(kinds)
    ]
    c = ThroughTheDesertController(Session(TTD, TTD.Options(players=len(kinds)), 5, seats))
    c.set_bot_delay(0)
    c.start()
    return c


def play_until_confirm(c) -> None:
    """The acting human plays first legal moves until the turn waits for Confirm."""
    while not c.awaiting_confirm():
        seat = c.acting_human()
        assert seat is not None
        assert c.try_apply(c.legal_for(seat)[0])


def test_while_ann_confirms_the_score_line_is_anns(qtbot):
    c = desert(qtbot)
    assert take_screen(c) == 0
    play_until_confirm(c)
    assert c.present_actor() == 1  # Ben is to act once Ann confirms
    assert c.score_so_far_seat() == 0
    assert "Ann" in c.score_so_far_line()
    assert "Ben" not in c.score_so_far_line()
    assert c.owner() == 0
    c.confirm_turn()
    assert c.owner() == 0  # the hand-off screen is up: it is Ann's until Ben takes it
    assert take_screen(c) == 1
    assert c.owner() == 1
    assert c.score_so_far_seat() == 1
    c.shutdown()


def test_a_replayed_move_does_not_change_whose_screen_it_is(qtbot):
    c = desert(qtbot)
    take_screen(c)
    play_until_confirm(c)
    c.confirm_turn()
    take_screen(c)  # Ben
    play_until_confirm(c)
    c.confirm_turn()
    take_screen(c)  # Ann again
    ben_to_act = next(
        step
        for step in range(len(c.session.actions))
        if 1 in TTD.to_act(c.session.state_at(step))
        and 0 not in TTD.to_act(c.session.state_at(step))
    )
    c.show_step(ben_to_act)
    assert c.replay_step() == ben_to_act
    assert c.score_so_far_seat() == 0
    assert "Ann" in c.score_so_far_line()
    assert c.owner() == 0
    assert c.viewer() == 0
    c.return_to_present()
    c.shutdown()


def test_one_human_owns_the_screen_while_the_bot_thinks(qtbot):
    c = desert(qtbot, "hb")
    assert c.owner() == 0
    play_until_confirm(c)
    c.set_bot_delay(60_000)  # the bot's move waits: it is still "thinking"
    c.confirm_turn()
    assert c.thinking_seat() == 1
    assert c.score_so_far_seat() == 0
    assert c.owner() == 0
    c.shutdown()


def test_with_bots_only_the_line_follows_the_seat_to_act(qtbot):
    c = desert(qtbot, "bb")
    assert c.owner() is None
    c.shutdown()
    acting = sorted(TTD.to_act(c.shown_state()))
    assert c.score_so_far_seat() == (acting[0] if acting else None)


def test_tinners_your_mines_never_shows_a_thinking_bots(qtbot):
    session = tinners_session("hb", kept=True)
    c, board = make_tinners(qtbot, session)
    c.set_bot_delay(60_000)
    for _ in range(200):
        take_screen(c)
        if c.thinking_seat() == 1:
            break
        seat = c.acting_human()
        assert seat is not None
        assert c.try_apply(c.legal_for(seat)[0])
        c.confirm_turn()
    assert c.thinking_seat() == 1
    assert c.score_so_far_seat() == 0
    assert c.owner() == 0
    assert c.palette_seat() == 0
    own = board.palette_widget.own_title.text()
    assert own == "Your mines"
    mines = board.palette_widget.buttons["mine"]
    assert mines.count() == str(c.session.state.seats[0].mines)
    assert not mines.is_usable()  # greyed (issue 35 §1: greyed pieces stay clickable and say why)
    c.shutdown()
