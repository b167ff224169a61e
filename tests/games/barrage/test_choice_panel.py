"""The choice panel's question keeps its whole text (issue 36 §1).

A water preview was cut after about four lines (「…マップの外へ」 lost) while an empty list sat
under it: with no choices the list goes and the question takes the panel; a longer one scrolls.
The panel keeps one height whatever the step.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from app.games.barrage.view.panels import ChoicePanel

pytestmark = pytest.mark.gui

PREVIEW = " ".join(
    f"Water from headstream {h} flows through dam space {h}{k} to basin {k} and on."
    for h in "AB"
    for k in range(1, 5)
)


def _panel(qtbot) -> ChoicePanel:
    panel = ChoicePanel()
    qtbot.addWidget(panel)
    panel.resize(300, panel.height())
    panel.show()
    return panel


def test_a_long_preview_takes_the_list_room_and_scrolls_whole(qtbot):
    panel = _panel(qtbot)
    height = panel.height()
    panel.show_step("Where?", [(1, "A1"), (2, "A2")], can_back=False, can_confirm=False)
    QApplication.processEvents()
    assert panel.list.isVisible()
    panel.show_step(PREVIEW, [], can_back=True, can_confirm=True)
    QApplication.processEvents()
    assert not panel.list.isVisible()  # no empty box under the preview
    assert panel.height() == height
    area = panel.prompt_area
    shown = area.viewport().height()
    assert shown > 4 * panel.prompt.fontMetrics().lineSpacing()
    # the whole text is in the scroll area: what does not fit scrolls
    need = panel.prompt.heightForWidth(area.viewport().width())
    assert panel.prompt.height() >= need
    assert area.verticalScrollBar().maximum() >= need - shown - 2
