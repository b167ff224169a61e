"""Rows of a private panel have the height of their text (issue 35: uneven rows)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from app.ui.widgets.seatlist import SeatListPanel

pytestmark = pytest.mark.gui


class _Panel(SeatListPanel):
    def fill(self, lines: list[str]) -> None:
        self._clear()
        self._heading("Survey cards")
        for line in lines:
            self._line(line, framed=True)


def test_lines_made_while_narrow_shrink_to_one_line_once_wide(qtbot):
    panel = _Panel(0, "test")
    qtbot.addWidget(panel)
    panel.resize(100, 400)  # a panel's first width, before its layout gives it room
    panel.fill(["A3: +3 tin, £4", "A7: −2 water, £2", "B10: a steam pump that stays, £4"])
    panel.resize(400, 400)
    panel.show()
    qtbot.waitExposed(panel)
    heights = {w.minimumHeight() for w in panel._items if isinstance(w, QLabel) and w.wordWrap()}
    assert len(heights) == 1, heights
