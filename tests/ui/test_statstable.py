"""The results' statistics tables (issue 38 §3): every heading whole at the width they ask for."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from app.ui.widgets.statstable import StatsTable

pytestmark = pytest.mark.gui


def test_a_long_heading_beside_short_ones_is_shown_whole_at_the_full_width(qtbot):
    """The columns stretch to equal widths: "End of game" needs its room in every column."""
    columns = ["Age 1", "Age 2", "Age 3", "End of game", "Game"]
    table = StatsTable([("Quests", [5, 0, 37, 0, 42], False)], columns, None)
    qtbot.addWidget(table)
    table.resize(table.full_width(), table.full_height())
    table.show()
    QApplication.processEvents()
    header = table.horizontalHeader()
    metrics = header.fontMetrics()
    for c, text in enumerate(columns):
        assert metrics.horizontalAdvance(text) + 8 <= header.sectionSize(c), text
