"""The one-line label that ends in "…" (the replay banner's long moves)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

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


def test_a_click_on_a_shortened_text_shows_it_whole(qtbot):
    # issue 36 §1: a suggestion cut mid-sentence with no way to read the rest
    label = ElidedLabel()
    qtbot.addWidget(label)
    label.setText(LONG)
    label.resize(200, 30)
    label.show()
    qtbot.mouseClick(label, Qt.MouseButton.LeftButton)
    assert label.reader is not None
    assert label.reader.isVisible()
    assert label.reader.label.text() == LONG
    label.reader.close()


def test_details_are_one_click_away_even_when_the_line_fits(qtbot):
    label = ElidedLabel()
    qtbot.addWidget(label)
    label.setText("Anna")
    label.set_details("Anna\nMoney: £20\nPoints: 218 (by round: 39, 77, 17, 85)")
    label.resize(300, 30)
    label.show()
    assert label.text() == "Anna"
    assert "by round" in label.toolTip()
    assert "by round" in label.show_whole().label.text()
