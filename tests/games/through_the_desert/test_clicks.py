"""Issue 35 §1: a click on a desert space with no camel in the hand is answered.

It said nothing; now it names the camels that may go there, or the engine's reason why none
may. A click on the suggested space plays the suggested placement (Undo takes it back).
"""

from __future__ import annotations

import pytest

from app.games.through_the_desert.view.scene import cell_id
from tests.clickwalk import suggest
from tests.games.through_the_desert.test_controller import holder, make, play_riders

pytestmark = pytest.mark.gui


def _started(qtbot):
    controller = make()
    controller.create_board(holder(qtbot))
    said: list[str] = []
    controller.action_rejected.connect(said.append)
    return controller, said


def test_a_space_a_camel_may_go_to_names_the_camels(qtbot):
    controller, said = _started(qtbot)
    play_riders(controller)
    seat = controller.acting_human()
    action = controller.legal_for(seat)[0]
    steps = len(controller.session.actions)
    controller.scene().item_clicked(cell_id(action.cell))
    assert said
    assert "pick a camel" in said[-1]
    assert len(controller.session.actions) == steps  # nothing played


def test_a_space_no_camel_may_go_to_says_the_rule(qtbot):
    controller, said = _started(qtbot)
    play_riders(controller)
    seat = controller.acting_human()
    lit = {a.cell for a in controller.legal_for(seat)}
    cells = [i.item_id for i in controller.scene().board_items() if i.is_target]
    far = next(c for c in cells if int(c.partition(":")[2]) not in lit)
    controller.scene().item_clicked(far)
    assert said
    assert "pick a camel" not in said[-1]


def test_the_suggested_space_plays_the_suggested_camel(qtbot):
    controller, said = _started(qtbot)
    play_riders(controller)
    seat = controller.acting_human()
    action = controller.legal_for(seat)[-1]
    suggest(controller, action)
    steps = len(controller.session.actions)
    controller.scene().item_clicked(cell_id(action.cell))
    assert said == []
    assert controller.session.actions[steps:] == [action]
