"""The one-line label that ends in "…" (the replay banner's long moves)."""

from __future__ import annotations

import pytest

from app.ui.widgets.elided import ElidedLabel

pytestmark = pytest.mark.gui

LONG = "Viewing move 32: Ann does external work A1 (1 excavator): 3 credits and fulfil a contract"


def test_a_long_text_ends_in_an_ellipsis_and_the_tooltip_has_it_whole(qtbot):
    label = ElidedLabel()
    qtbot.addWidget(label)
    label.setText(LONG)
    label.resize(200, 30)
    label.show()
    assert label.full_text() == LONG
    assert label.text().endswith("…")
    assert LONG.startswith(label.text()[:-1])
    assert label.fontMetrics().horizontalAdvance(label.text()) <= label.contentsRect().width()
    assert label.toolTip() == LONG
    label.resize(label.fontMetrics().horizontalAdvance(LONG) + 20, 30)
    assert label.text() == LONG  # wide enough again: whole, no tooltip
    assert label.toolTip() == ""


def test_the_text_never_widens_its_row(qtbot):
    label = ElidedLabel()
    qtbot.addWidget(label)
    label.setText(LONG)
    assert label.minimumSizeHint().width() < 30
