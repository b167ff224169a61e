"""Issue 35 §1: a refused click or drop in Blood Rage names its rule and numbers.

At the Horns limit the stock's figures were greyed, their tooltip still said "drag it onto a
province to invade", and a click or a drag did nothing and said nothing.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.games.blood_rage.builders import make_state
from tests.games.blood_rage.gui import make, session_of
from tests.guikit import take_screen

pytestmark = pytest.mark.gui

BOARD: dict[str, Any] = {"phase": "action", "first_player": 0, "destroyed": ["utgard", "andlang"]}


def _at_horns_limit(qtbot):
    """Seat 0 to act with Horns 1 (4 figures) and 4 warriors on the board."""
    session = session_of("hh")
    four = {"gimle": {"0": ["warrior", "warrior"]}, "horgr": {"0": ["warrior", "warrior"]}}
    spec = {**BOARD, "figures": four, "stats": {"0": {"horns": 1}}}
    session.snapshots[-1] = make_state(2, **spec)
    controller, board = make(qtbot, session)
    assert take_screen(controller) == 0
    said: list[str] = []
    controller.action_rejected.connect(said.append)
    return controller, board, said


def test_a_greyed_stock_figure_says_why_in_its_tooltip_and_on_click(qtbot):
    controller, board, said = _at_horns_limit(qtbot)
    button = board.stock.buttons["warrior"]
    assert not button.is_usable()
    assert button.isEnabled()  # still takes a click
    assert "Horns" in button.toolTip()
    assert "drag it onto" not in button.toolTip()
    button.picked.emit(button.piece_id)
    assert said
    assert "Horns" in said[-1]
    assert controller.scene().selected_piece() is None


def test_a_drag_of_a_figure_at_the_horns_limit_says_why(qtbot):
    controller, _board, said = _at_horns_limit(qtbot)
    scene = controller.scene()
    assert scene.begin_gesture("reserve:warrior") is not None
    assert said
    assert "Horns" in said[-1]
    scene.drop_on("province:3")
    assert "Horns" in said[-1]
