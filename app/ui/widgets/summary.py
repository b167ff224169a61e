"""The round summary: what every seat gained when a round ended, and why (issue 8 §2).

A panel laid over the game window (a child widget, not a separate window), with one column per
seat: its VP and credits before and after, then the lines of the automatic steps that name it;
under the table the lines about everyone (the new turn order). The log opens it when a round
ends and again when its "Round summary" row is clicked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialogButtonBox,
    QFrame,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent, QKeyEvent

    from app.ui.words import SummaryTable

__all__ = ["RoundSummaryPanel"]


class RoundSummaryPanel(QFrame):
    """Shows one `SummaryTable` over `parent`'s window; Close (or Escape) dismisses it.

    Args:
        table: The rendered summary.
        parent: The widget to lay it over (its window).
    """

    closed = Signal()
    """Dismissed (the panel deletes itself)."""

    def __init__(self, table: SummaryTable, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("roundSummary")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        layout = QVBoxLayout(self)
        self.title = QLabel(table.title, self)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        layout.addWidget(self.title)
        self.table = self._table(table)
        layout.addWidget(self.table)
        self.footer = QLabel("\n".join(table.footer), self)
        self.footer.setWordWrap(True)
        layout.addWidget(self.footer)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self.place()

    def place(self) -> None:
        """Center over the parent at a readable size (at most the parent's)."""
        host = self.parentWidget()
        if host is None:
            return
        width = min(host.width() - 20, 260 * max(1, self.table.columnCount()))
        height = min(host.height() - 20, 460)
        left, top = max(0, (host.width() - width) // 2), max(0, (host.height() - height) // 2)
        self.setGeometry(left, top, width, height)
        self.raise_()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        """Escape dismisses the summary."""
        if event.key() == Qt.Key.Key_Escape:
            self.close()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        """Tell the log the summary is gone."""
        self.closed.emit()
        super().closeEvent(event)

    def _table(self, table: SummaryTable) -> QTableWidget:
        rows = 1 + max((len(lines) for lines in table.lines), default=0)
        grid = QTableWidget(rows, len(table.seats), self)
        grid.setHorizontalHeaderLabels(list(table.seats))
        grid.verticalHeader().setVisible(False)
        # rows follow their wrapped text as the columns get their final width
        grid.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        grid.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        grid.setWordWrap(True)
        grid.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        for col, total in enumerate(table.totals):
            item = QTableWidgetItem(total)
            font = item.font()
            font.setBold(True)
            item.setFont(font)
            grid.setItem(0, col, item)
        for col, lines in enumerate(table.lines):
            for row, line in enumerate(lines, start=1):
                item = QTableWidgetItem(line)
                item.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
                grid.setItem(row, col, item)
        return grid

    def cell_texts(self, seat: int) -> list[str]:
        """Return the texts of a seat's column, top to bottom (for tests)."""
        out = []
        for row in range(self.table.rowCount()):
            item = self.table.item(row, seat)
            if item is not None:
                out.append(item.text())
        return out
