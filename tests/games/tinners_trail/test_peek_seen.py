"""At the round's end a look at a tile the seat already saw is marked "already seen" (issue 35).

Seed 002 「フェイズ4」 lets a seat look at any face-down tile, so a second look stays legal; the
list and the Confirm line now say that it shows nothing new.
"""

from __future__ import annotations

import pytest

from app.engine.text import render
from app.games.tinners_trail.model import Phase
from app.games.tinners_trail.texts import t
from app.games.tinners_trail.view.steps import WHERE
from tests.games.tinners_trail.gui import make, session_of
from tests.guikit import take_screen

pytestmark = pytest.mark.gui


def test_a_second_look_is_marked_already_seen(qtbot):
    session = session_of("hh", seed=5)
    game = session.game
    while session.state.phase is not Phase.PEEK and session.state.round == 1:
        seat = min(session.to_act())
        legal = game.legal_actions(session.state, seat)
        quiet = [a for a in legal if a.kind in ("pass", "stop_investing", "drop_out", "no_card")]
        session.apply((quiet or legal)[0])
        session.end_turn()
    peeker = min(session.to_act())
    peeks = [a for a in game.legal_actions(session.state, peeker) if a.kind == "peek"]
    seen, fresh = peeks[0].region, peeks[1].region
    state = session.state
    known = tuple(k | (1 << peeker) if r == seen else k for r, k in enumerate(state.known))
    session.snapshots[-1] = state.model_copy(update={"known": known})
    controller, _board = make(qtbot, session)
    take_screen(controller)
    again, _ = controller.choice_words(WHERE, f"region:{seen}")
    other, _ = controller.choice_words(WHERE, f"region:{fresh}")
    assert again.endswith("(already seen: you looked at this tile before)")
    assert "already seen" not in other
    assert "already seen" in controller.action_text(peeks[0])
    assert "確認済み" in render(t("ui.peek.seen", move="x"), "ja")
