"""Water-hole values on the right screen only (issue 34 §4; seed 001 "水場の占拠").

A water hole taken lies face down: the log, the hand-off list and the score so far tell its
value to its owner only, unless the game uses open scores or is over. The seat at the screen
sees its own total in the score so far and in its private panel.
"""

from __future__ import annotations

import pytest

from app.games.through_the_desert.secrets import secret_texts
from app.games.through_the_desert.view.scene import cell_id
from tests.games.through_the_desert.test_controller import (
    make,
    piece_of,
    play_camels_until_water,
    ready,
)

pytestmark = pytest.mark.gui


def log_text(controller) -> str:
    return "\n".join("\n".join((e.text, *e.events)) for e in controller.log_entries())


def test_another_seat_reads_no_water_hole_value(qtbot):
    controller = make()
    owner = play_camels_until_water(controller)
    controller.confirm_turn()
    other = ready(controller)
    assert other is not None
    assert other != owner
    assert controller.viewer() == other
    state = controller.session.state
    secrets = secret_texts(state, owner)
    assert secrets
    shown = log_text(controller)
    assert "takes a water hole on" in shown
    assert not [s for s in secrets if s in shown]
    lines, _ = controller.since_last_turn(other)
    assert not [s for s in secrets if s in "\n".join(lines)]
    # the seat's own log still tells it what it took
    assert not secret_texts(state, other) or any(s in shown for s in secret_texts(state, other))


def finish_turn(controller) -> None:
    """Play the acting seat's camels (the first legal ones) and confirm."""
    while not controller.awaiting_confirm():
        seat = ready(controller)
        assert seat is not None
        action = controller.legal_for(seat)[0]
        assert controller.drop_piece(piece_of(action), cell_id(action.cell))
    controller.confirm_turn()


def test_the_owner_reads_its_values_and_its_total(qtbot):
    controller = make()
    owner = play_camels_until_water(controller)
    if not controller.awaiting_confirm():
        finish_turn(controller)
    else:
        controller.confirm_turn()
    while ready(controller) != owner:
        finish_turn(controller)
    assert controller.viewer() == owner
    water = controller.session.state.seats[owner].water
    shown = log_text(controller)
    assert any("takes the water hole on" in line for line in shown.split("\n"))
    line = controller.score_so_far_line()
    assert f"your water holes: {sum(water)}" in line


def test_open_scores_tell_everyone(qtbot):
    controller = make(open_scores=True)
    owner = play_camels_until_water(controller)
    controller.confirm_turn()
    ready(controller)
    assert "takes the water hole on" in log_text(controller)
    assert not secret_texts(controller.session.state, owner)
