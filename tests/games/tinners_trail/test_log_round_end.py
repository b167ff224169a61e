"""The log shows the round's end as lines of its own under the move that set it off (issue 18 §1).

Seed 002 「フェイズ3:売却と投資」: when everybody has passed, the ore mined this round is sold.
"""

from __future__ import annotations

import pytest

from app.games.tinners_trail.controller import TinnersTrailController
from app.ui.widgets.log import GameLogPanel
from tests.games.tinners_trail.gui import session_of

pytestmark = pytest.mark.gui


def test_the_sale_after_the_last_pasty_is_its_own_row_under_the_move(qtbot):
    session = session_of("hhh")
    game = session.game
    # everybody sells pasties until the round ends (the mine auction is never started)
    while session.state.round == 1 and session.state.phase.value == "actions":
        seat = min(session.to_act())
        moves = game.legal_actions(session.state, seat)
        session.apply(next((a for a in moves if a.kind == "pasty"), moves[-1]))
        session.end_turn()
    step = len(session.actions)
    last = session.actions[-1]
    controller = TinnersTrailController(session)
    log = GameLogPanel(controller)
    log.auto_summary = False
    qtbot.addWidget(log)
    item = log.item_for_step(step)
    assert item is not None
    rows = [row.text(0) for i in range(item.childCount()) if (row := item.child(i)) is not None]
    assert last.kind == "pasty"
    # the move's row says what the pasty did, nothing of the round's end
    assert item.text(0).endswith("sells pasties for £1: 1 work point")
    assert "round ends" not in item.text(0)
    # the round's end is a row of its own under it, named as what followed
    assert any(r.startswith("Then the round ends, as everybody has passed") for r in rows)
