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


def _one_left(controller) -> int:
    """Leave one camel of a colour of the acting seat in the supply; return the colour."""
    state = controller.session.state
    colour: int = state.seats[controller.acting_human()].colours[1]
    supply = tuple(1 if c == colour else n for c, n in enumerate(state.supply))
    controller.session.snapshots[-1] = state.model_copy(update={"supply": supply})
    controller.state_changed.emit()
    controller._refresh()
    return colour


def test_the_last_camel_of_a_colour_is_announced_before_it_is_placed(qtbot):
    """The game-ending placement is final at once: the prompt and the tray say so first."""
    from app.games.through_the_desert.view.tips import colour_name
    from app.ui.widgets.prompt import prompt_text

    controller, _ = _started(qtbot)
    play_riders(controller)
    assert "ends the game" not in prompt_text(controller)
    colour = _one_left(controller)
    prompt = prompt_text(controller)
    assert f"the last {colour_name(colour)} camel ends the game (no Undo)" in prompt
    palette = controller.board().palette_widget
    button = palette.buttons[f"camel:{colour}"]
    assert "ends the game after this turn" in button.toolTip()
    assert "final at once (no Undo)" in button.toolTip()
    assert "ends the game after this turn" in palette.title.toolTip()  # one line: no jump
    others = [b for p, b in palette.buttons.items() if p != f"camel:{colour}"]
    assert all("ends the game" not in b.toolTip() for b in others)


def test_with_open_scores_the_warning_leaves_out_no_undo(qtbot):
    from app.ui.widgets.prompt import prompt_text

    controller = make(open_scores=True)
    parent = holder(qtbot)
    _KEEP.append(parent)
    controller.create_board(parent)
    play_riders(controller)
    _one_left(controller)
    prompt = prompt_text(controller)
    assert "ends the game" in prompt
    assert "no Undo" not in prompt
