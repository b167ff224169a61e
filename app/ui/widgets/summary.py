"""The round summary: what every seat gained when a round ended, and why (issues 8 §2, 18 §4).

A panel laid over most of the game window (a child widget, not a separate window), with one
column per seat: its totals, then each gain of the round's end with its amounts from the
ledger ("+£15: Ann sells 3 tin for £15"); under the table, side by side, the standings after
the round and what comes next (the next round's key facts, then the lines about everyone: new
prices, turn order). The log opens it when a round ends and again when its "Round summary" row
is clicked.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
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

_BELOW_TABLE = 240
"""Room kept for the title, the standings, what comes next and Close (px)."""


class RoundSummaryPanel(QFrame):
    """Shows one `SummaryTable` over `parent`'s window; Close (or Escape) dismisses it.

    Args:
        table: The rendered summary.
        parent: The widget to lay it over (its window).
        step: The step whose action ended the round (the log keeps the header true).
    """

    closed = Signal()
    """Dismissed (the panel deletes itself)."""

    def __init__(self, table: SummaryTable, parent: QWidget, step: int = 0) -> None:
        super().__init__(parent)
        self.step = step
        """The step whose action ended the round summed up (0: not from a log)."""
        self.setObjectName("roundSummary")
        self.setProperty("moment", True)  # over the window until dismissed (hand-off waits)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        layout = QVBoxLayout(self)
        self.title = QLabel(table.title, self)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.title.setWordWrap(True)  # "Round 2 is over — the numbers as the round ended; …"
        layout.addWidget(self.title)
        self.table = self._table(table)
        layout.addWidget(self.table, 1)
        below = QHBoxLayout()
        self.standings = self._section(self.tr("Standings"), table.standings)
        self.next_up = self._section(self.tr("What comes next"), (*table.next_up, *table.footer))
        below.addWidget(self.standings, 2)
        below.addWidget(self.next_up, 3)
        layout.addLayout(below)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self.place()

    def place(self) -> None:
        """Center over the parent, wide enough for every seat's gains side by side.

        First as tall as the parent allows; once the table has laid its wrapped rows out
        (`fit`), only as tall as its lines need, so nothing scrolls and no space stays empty.
        """
        host = self.parentWidget()
        if host is None:
            return
        width = min(host.width() - 20, max(720, 300 * self.table.columnCount()))
        self._centre(width, host.height() - 20)
        QTimer.singleShot(0, self, self.fit)

    def fit(self) -> None:
        """Shrink the table to its rows and the panel to its lines (at most the parent)."""
        host = self.parentWidget()
        layout = self.layout()
        if host is None or layout is None:
            return
        layout.activate()
        grid = self.table
        # the columns get their widths now (a stretching header settles them later), so the
        # wrapped rows are measured at the widths they are shown at
        columns = max(1, grid.columnCount())
        for col in range(columns):
            grid.setColumnWidth(col, grid.viewport().width() // columns)
        grid.resizeRowsToContents()
        rows = grid.verticalHeader().length() + grid.horizontalHeader().height()
        needed = rows + 2 * grid.frameWidth() + 4
        most = host.height() - 20
        grid.setMaximumHeight(needed)
        # as tall as its rows, unless the window is too small: then it scrolls
        grid.setMinimumHeight(max(0, min(needed, most - _BELOW_TABLE)))
        layout.activate()
        self._centre(self.width(), min(most, max(320, self.sizeHint().height())))

    def _centre(self, width: int, height: int) -> None:
        host = self.parentWidget()
        if host is None:
            return
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

    def _section(self, heading: str, lines: tuple[str, ...]) -> QLabel:
        """A heading over its lines, word-wrapped ("" lines: nothing to say, shown hidden)."""
        label = QLabel(self)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        body = "<br>".join(html.escape(line) for line in lines)
        label.setText(f"<b>{html.escape(heading)}</b><br>{body}")
        label.setVisible(bool(lines))
        return label

    def _table(self, table: SummaryTable) -> QTableWidget:
        rows = 1 + max((len(lines) for lines in table.lines), default=0)
        grid = QTableWidget(rows, len(table.seats), self)
        grid.setHorizontalHeaderLabels(list(table.seats))
        grid.verticalHeader().setVisible(False)
        # rows follow their wrapped text as the columns get their final width
        grid.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        grid.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        grid.setWordWrap(True)
        grid.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
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
