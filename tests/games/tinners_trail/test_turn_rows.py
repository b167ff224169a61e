"""A turn's list keeps its rows in place between turns (issue 35, a Japanese player's misclick).

A steam-pump row appeared, Pass moved down, and a click meant for Pass sold a pasty. Now the
turn's list always holds its three rows in one order: steam pumps, pasties, pass; a row that
cannot be chosen now is greyed, its tooltip says the engine's reason, and a click on it says
that reason and chooses nothing.
"""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.game import PlayerId
from app.games.tinners_trail.actions import TakePumps
from tests.games.tinners_trail.builders import make_state
from tests.games.tinners_trail.gui import make, session_of
from tests.guikit import take_screen

pytestmark = pytest.mark.gui


def _board(qtbot, **spec: Any):
    session = session_of("hh", kept=False)
    session.snapshots = [make_state(2, **spec)]
    controller, board = make(qtbot, session)
    take_screen(controller)
    assert controller.acting_human() == 0
    return controller, board


def test_pass_keeps_its_row_with_and_without_steam_pumps(qtbot):
    with_pumps, board = _board(qtbot)
    state = with_pumps.session.state
    assert with_pumps.game.check(state, TakePumps(player=PlayerId(0))) is None
    rows = board.choices.values()
    assert rows == ["decision:pumps", "decision:pasty", "decision:pass"]
    _without, board = _board(qtbot, pumps=[[] for _ in state.pumps])
    rows = board.choices.values()
    assert rows == ["off:pumps", "decision:pasty", "decision:pass"]  # Pass did not move


def test_a_greyed_row_says_why_and_chooses_nothing(qtbot):
    from app.games.tinners_trail.texts import t

    controller, board = _board(qtbot, pumps=[[] for _ in range(6)])
    reason = controller.engine_text(t("reason.no_pumps"))
    assert board.choices.tips()[0] == reason
    # s53: the greyed row itself says why (its tooltip was not found)
    assert board.choices.list.item(0).text().endswith(f" — {reason}")
    said: list[str] = []
    controller.action_rejected.connect(said.append)
    before = len(controller.session.actions)
    board.choices.choose_row(0)
    assert said == [reason]
    assert len(controller.session.actions) == before
    assert board.choices.values()[0] == "off:pumps"
