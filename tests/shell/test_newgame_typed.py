"""Number fields of the new-game dialog keep what was typed (issue 35 §2: every input kept).

A plain `QSpinBox` dropped a keystroke past its maximum ("9" players stayed "3") and corrected
a value under its minimum without a word, then Start began a game of another size. Now the
typed number stays, the field is marked with the reason and Start refuses; the arrows still
step inside the range.
"""

from __future__ import annotations

import pytest
from pydantic import BaseModel, Field
from PySide6.QtCore import Qt

from app.shell.newgame import NewGameDialog
from app.shell.optionsform import OptionsForm
from app.ui.widgets.amount import AmountBox
from tests.shell.test_newgame import language  # noqa: F401 - the en/ja fixture

pytestmark = pytest.mark.gui


def _type(qtbot, box, text: str) -> None:
    box.setFocus()
    box.lineEdit().selectAll()
    qtbot.keyClicks(box.lineEdit(), text)


@pytest.mark.parametrize("typed", ["9", "1"])
def test_a_player_count_outside_the_range_is_kept_and_refused(qtbot, typed, language):  # noqa: F811
    dialog = NewGameDialog(["Ann"], None, "through_the_desert")  # 2 to 5 players
    qtbot.addWidget(dialog)
    box = dialog.players_spin
    _type(qtbot, box, typed)
    assert box.text() == typed  # kept as typed, not dropped or corrected
    title = "砂漠を抜けて" if language == "ja" else "Through the Desert"
    reason = f"{title}は2〜5人で遊びます" if language == "ja" else f"{title} takes 2 to 5 players"
    assert dialog.error_label.text() == reason  # said at once, before Start (the stranger's 186)
    dialog.accept()
    assert dialog.setup() is None  # nothing started
    assert dialog.result() != NewGameDialog.DialogCode.Accepted
    assert dialog.error_label.text() == reason
    assert box.property("refused") is True
    assert box.toolTip() == reason
    assert box.text() == typed  # still what was typed
    qtbot.keyClick(box.lineEdit(), Qt.Key.Key_Return)  # Enter is Start: refused again
    assert dialog.setup() is None
    # editing clears the mark; an allowed count starts
    _type(qtbot, box, "4")
    assert box.property("refused") is False
    assert dialog.error_label.text() == ""
    dialog.accept()
    setup = dialog.setup()
    assert setup is not None
    assert setup.options.model_dump()["players"] == 4
    assert len(setup.seats) == 4


def test_the_arrows_step_inside_the_range(qtbot):
    dialog = NewGameDialog(["Ann"], None, "through_the_desert")
    qtbot.addWidget(dialog)
    box = dialog.players_spin
    box.setValue(5)
    box.stepUp()
    assert box.value() == 5
    box.stepDown()
    assert box.value() == 4
    box.setValue(2)
    box.stepDown()
    assert box.value() == 2


class _Numbers(BaseModel):
    players: int = 2
    rounds: int = Field(3, ge=1, le=9)


def test_an_int_option_outside_its_bounds_is_kept_and_refused(qtbot):
    form = OptionsForm(_Numbers)
    qtbot.addWidget(form)
    box = form._editors["rounds"]
    assert isinstance(box, AmountBox)
    _type(qtbot, box, "12")
    assert form.values() == {"rounds": 12}  # not clamped to 9
    assert form.refusal() == "Rounds: 1 to 9"
    assert box.property("refused") is True
    box.stepDown()  # the arrows come back inside the bounds
    assert form.values() == {"rounds": 9}
    assert form.refusal() is None
    assert box.property("refused") is False


def test_letters_typed_in_the_seed_stay_and_the_rule_is_said_at_once(qtbot, language):  # noqa: F811
    """The seed field dropped letters without a word (the stranger's 189)."""
    dialog = NewGameDialog(["Ann"], None, "through_the_desert")
    qtbot.addWidget(dialog)
    edit = dialog.seed_edit
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClicks(edit, "12ab")
    assert edit.text() == "12ab"
    rule = (
        "シードは15桁までの整数です（例：12345）。文字は使えません。"
        if language == "ja"
        else "The seed is a whole number of up to 15 digits (such as 12345), no letters."
    )
    assert dialog.error_label.text() == rule
    assert edit.toolTip() == rule
    dialog.accept()
    assert dialog.setup() is None
    edit.selectAll()
    qtbot.keyClicks(edit, "1234")
    assert dialog.error_label.text() == ""
    dialog.accept()
    assert dialog.setup() is not None
