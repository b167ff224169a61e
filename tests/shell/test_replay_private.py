"""Replay (issue 7): the private panel shows the position viewed from the log, like the board."""

from __future__ import annotations

import pytest

from tests.shell.conftest import ttd_session

pytestmark = pytest.mark.gui


def _play_towards_water(window, qtbot) -> None:
    """Play seat 0's turn, placing on a water hole when it can; let the bot answer."""
    c = window.controller
    if c.acting_human() != 0:
        qtbot.waitUntil(lambda: c.acting_human() == 0 or c.is_over(), timeout=20000)
        return
    state = c.session.state
    actions = window.page.moves.actions()
    water = [i for i, a in enumerate(actions) if state.water[a.cell]]
    assert window.page.moves.play_row(water[0] if water else 0)
    if c.awaiting_confirm():
        c.confirm_turn()


def test_private_panel_follows_the_replayed_step(window, qtbot):
    window.start_session(ttd_session("hb", seed=3))
    c = window.controller
    page = window.page
    for _ in range(200):
        if len(c.session.state.seats[0].water) >= 2 and c.acting_human() == 0:
            break
        _play_towards_water(window, qtbot)
    present = c.session.state.seats[0].water
    assert len(present) >= 2
    panel = page.private_panel
    assert panel is not None
    assert panel.tiles.values == tuple(sorted(present))
    before = next(
        step
        for step in range(len(c.session.actions), -1, -1)
        if not c.session.state_at(step).seats[0].water
    )
    c.show_step(before)
    assert page.private_panel is panel
    assert panel.tiles.values == ()  # no water hole yet at that step, as on the board
    assert "0" in panel.lines["water_holes"].text()
    c.return_to_present()
    assert panel.tiles.values == tuple(sorted(present))
