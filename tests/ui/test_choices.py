"""The shared choice panel (`app.ui.widgets.choices`) and private-panel column (`seatlist`)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from app.engine.text import engine_text
from app.ui.widgets.choices import ChoicePanel
from app.ui.widgets.seatlist import SeatListPanel

pytestmark = pytest.mark.gui


def test_a_step_lists_its_choices_with_tips_and_a_row_emits_its_value(qtbot):
    panel = ChoicePanel("someChoices", "someList")
    qtbot.addWidget(panel)
    panel.show_step("Where?", [(("a", 1), "Here"), (7, "There")], True, False, ("tip", ""))
    assert panel.objectName() == "someChoices"
    assert panel.list.objectName() == "someList"
    assert panel.prompt.text() == "Where?"
    assert panel.choices() == ["Here", "There"]
    assert panel.tips() == ["tip", ""]
    assert panel.values() == [("a", 1), 7]
    with qtbot.waitSignal(panel.chosen) as chosen:
        panel.choose_row(1)
    assert chosen.args == [7]
    assert panel.back.isEnabled()
    assert panel.cancel.isEnabled()
    assert not panel.confirm.isEnabled()


def test_the_buttons_hide_with_nothing_to_do_unless_kept_on_screen(qtbot):
    panel = ChoicePanel("someChoices")
    qtbot.addWidget(panel)
    panel.show_step("", [], False, False)
    assert not panel.confirm.isVisibleTo(panel)
    assert not panel.list.isVisibleTo(panel)
    assert panel.prompt.isVisibleTo(panel)  # an empty question keeps its line unless hidden
    panel.show_step("Play it?", [], False, True)
    assert panel.confirm.isVisibleTo(panel)
    assert panel.confirm.isEnabled()

    class Kept(ChoicePanel):
        buttons_always_shown = True
        hide_empty_prompt = True

    kept = Kept("keptChoices")
    qtbot.addWidget(kept)
    kept.show_step("", [], False, False)
    assert kept.back.isVisibleTo(kept)
    assert not kept.back.isEnabled()
    assert not kept.prompt.isVisibleTo(kept)


def test_a_seat_list_shows_headings_and_lines_and_starts_again_empty(qtbot):
    panel = SeatListPanel(2, "someHand")
    qtbot.addWidget(panel)
    panel._heading("Hand")
    panel._line(engine_text("score.total"), "a tip", framed=True)
    assert panel.seat == 2
    assert panel.lines()[0] == "Hand"
    label = panel._items[1]
    assert isinstance(label, QLabel)
    assert label.toolTip() == "a tip"
    panel._clear()
    assert panel.lines() == []
