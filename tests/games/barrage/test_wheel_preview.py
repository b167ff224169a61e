"""The preview says what the construction wheel gives back (seed 000 ホイールの使用).

The stranger's workshop preview (「ホイールを3区間回す」) listed credits and engineers while the
log line of the same move showed machinery coming back.
"""

from __future__ import annotations

from app.engine.game import PlayerId
from app.engine.text import render
from app.games.barrage import GAME
from app.games.barrage.actions import TurnWheel
from app.games.barrage.model import Segment
from app.games.barrage.view.preview import preview
from tests.games.barrage.builders import make_state


def _workshop(state, seat, steps):
    """The workshop space whose turn is `steps` segments (measured on the wheel)."""
    for a in GAME.legal_actions(state, seat):
        if isinstance(a, TurnWheel):
            after = GAME.apply(state, a).seats[seat].wheel.open
            if (after - state.seats[seat].wheel.open) % 6 == steps:
                return a
    raise AssertionError(steps)


def test_the_workshop_preview_names_what_comes_back():
    state = make_state()
    seat = PlayerId(min(GAME.to_act(state)))
    wheel = state.seats[seat].wheel
    wheel.segments[(wheel.open + 2) % 6] = Segment(excavators=2, mixers=1)
    turn = _workshop(state, seat, 3)
    en = [render(x, "en") for x in preview(GAME, state, turn)]
    ja = [render(x, "ja") for x in preview(GAME, state, turn)]
    assert "The wheel turns and gives back 2 excavators and 1 mixer" in en
    assert "ホイールが回り、掘削機2個、ミキサー1個が戻ります" in ja


def test_a_turn_that_brings_nothing_back_says_so():
    state = make_state()
    seat = PlayerId(min(GAME.to_act(state)))
    turn = _workshop(state, seat, 1)
    en = [render(x, "en") for x in preview(GAME, state, turn)]
    assert "The wheel turns; nothing comes back" in en
