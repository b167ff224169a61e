"""A move that uses the seat's last engineers says the round's actions end (issue 35 §2)."""

from __future__ import annotations

from app.engine.game import PlayerId
from app.engine.text import render
from app.games.barrage import GAME
from app.games.barrage.model import BarrageOptions
from app.games.barrage.view.preview import preview


def _turn():
    state = GAME.setup(BarrageOptions(players=2), 3)
    while state.phase.value != "actions":
        seat = min(GAME.to_act(state))
        state = GAME.apply(state, GAME.legal_actions(state, seat)[0])
    return state, PlayerId(min(GAME.to_act(state)))


def test_the_last_engineer_says_the_rounds_actions_end():
    state, seat = _turn()
    state = state.model_copy(deep=True)
    state.seats[seat].engineers = 1
    action = next(a for a in GAME.legal_actions(state, seat) if a.kind == "bank")
    lines = [render(x, "en") for x in preview(GAME, state, action)]
    assert "these are your last engineers: you take no more actions this round" in lines


def test_engineers_left_say_nothing_of_it():
    state, seat = _turn()
    action = next(a for a in GAME.legal_actions(state, seat) if a.kind == "bank")
    assert not [x for x in preview(GAME, state, action) if "last engineers" in render(x, "en")]
