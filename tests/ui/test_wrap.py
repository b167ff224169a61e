"""Item views that wrap long lines (`app.ui.widgets.wrap`): rows as tall as their wrapped text."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QListWidget, QTreeWidget, QTreeWidgetItem

from app.ui.widgets.wrap import wrap_lines

pytestmark = pytest.mark.gui

LONG = "12. Carl-Friedrich Gauss places the turquoise rider camel on X13 next to the oasis"


def _line(view: QTreeWidget | QListWidget) -> int:
    return view.fontMetrics().lineSpacing()


def test_a_tree_row_grows_with_its_wrapped_text_and_shrinks_when_wider(qtbot):
    tree = QTreeWidget()
    qtbot.addWidget(tree)
    tree.setHeaderHidden(True)
    wrap_lines(tree)
    heading = QTreeWidgetItem(tree, ["Camel turn 4"])
    child = QTreeWidgetItem(heading, [LONG])
    tree.expandAll()
    tree.resize(220, 300)
    tree.show()
    qtbot.waitExposed(tree)
    QApplication.processEvents()
    narrow = tree.visualItemRect(child)
    assert narrow.height() >= 3 * _line(tree)  # wrapped inside the indented width
    assert narrow.right() <= tree.viewport().width()
    assert tree.horizontalScrollBar().maximum() == 0
    tree.resize(900, 300)
    QApplication.processEvents()
    qtbot.waitUntil(lambda: tree.visualItemRect(child).height() < 2 * _line(tree))


def test_a_list_row_wraps_too(qtbot):
    moves = QListWidget()
    qtbot.addWidget(moves)
    wrap_lines(moves)
    moves.addItems([LONG, "short"])
    moves.resize(200, 300)
    moves.show()
    qtbot.waitExposed(moves)
    QApplication.processEvents()
    long_row = moves.visualItemRect(moves.item(0))
    assert long_row.height() >= 3 * _line(moves)
    assert moves.visualItemRect(moves.item(1)).height() < 2 * _line(moves)
    assert moves.horizontalScrollBar().maximum() == 0
