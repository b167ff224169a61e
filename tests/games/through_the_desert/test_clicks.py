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

_KEEP: list[object] = []


def _started(qtbot):
    controller = make()
    parent = holder(qtbot)
    _KEEP.append(parent)  # the board lives as long as its parent
    controller.create_board(parent)
    said: list[str] = []
    controller.action_rejected.connect(said.append)
    return controller, said


def _cells_by_fits(controller) -> dict[int, list[int]]:
    """Each space the acting seat may place on, with the colours that may go there."""
    fits: dict[int, list[int]] = {}
    for a in controller.legal_for(controller.acting_human()):
        fits.setdefault(a.cell, []).append(a.colour)
    return fits


def test_a_space_a_camel_may_go_to_names_the_camels(qtbot):
    """With no camel chosen yet and several colours fitting, the click names them."""
    controller, said = _started(qtbot)
    play_riders(controller)
    controller._chosen.clear()  # no camel chosen yet (the riders' colour would be placed)
    cell = next(c for c, colours in _cells_by_fits(controller).items() if len(colours) > 1)
    action = next(a for a in controller.legal_for(controller.acting_human()) if a.cell == cell)
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


def test_a_space_clicked_alone_places_the_camel_chosen_last(qtbot):
    """The rules summary: "clicking a space alone places the camel chosen last" (it refused)."""
    controller, said = _started(qtbot)
    play_riders(controller)
    fits = _cells_by_fits(controller)
    cell, colours = next((c, k) for c, k in fits.items() if len(k) > 1)
    colour = colours[-1]
    controller.board().palette_widget.picked.emit(f"camel:{colour}")  # the player picks it
    controller.scene().cancel_gesture()  # and puts it back
    steps = len(controller.session.actions)
    controller.scene().item_clicked(cell_id(cell))
    assert said == []
    placed = controller.session.actions[steps:]
    assert [(a.cell, a.colour) for a in placed] == [(cell, colour)]


def test_a_space_only_one_colour_fits_takes_that_colour(qtbot):
    controller, said = _started(qtbot)
    play_riders(controller)
    controller._chosen.clear()
    cell, colours = next((c, k) for c, k in _cells_by_fits(controller).items() if len(k) == 1)
    steps = len(controller.session.actions)
    controller.scene().item_clicked(cell_id(cell))
    assert said == []
    assert [(a.cell, a.colour) for a in controller.session.actions[steps:]] == [(cell, colours[0])]


def test_a_bare_click_never_places_a_last_camel(qtbot, monkeypatch):
    """Placing the last camel of a colour ends the game at once: only a chosen camel does it."""
    controller, said = _started(qtbot)
    play_riders(controller)
    cell, _ = next((c, k) for c, k in _cells_by_fits(controller).items() if len(k) == 1)
    monkeypatch.setattr(controller, "ending_colour", lambda _colour: True)
    steps = len(controller.session.actions)
    controller.scene().item_clicked(cell_id(cell))
    assert len(controller.session.actions) == steps
    assert said
