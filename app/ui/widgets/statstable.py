"""A finished game's statistics as small tables (issue 38 §3), read from the ledger.

`app.engine.gamestats` adds up the log's lines; here they are shown: for a game with rounds or
Ages, one table per seat (a row per statistic: points by source, their total, then energy
produced, battles won, tin sold…; a column per round and one for the whole game); for a game
without rounds, one table with a column per seat.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from app.ui.i18n import show

if TYPE_CHECKING:
    from app.engine.gamestats import GameStats

__all__ = ["StatsTable", "seat_tables"]

Row = tuple[str, list[int], bool]
"""A table row: its label, its numbers, whether it is bold (the total)."""


class StatsTable(QTableWidget):
    """One small read-only table: rows of statistics, columns of rounds (or of seats)."""

    def __init__(self, rows: list[Row], columns: list[str], parent: QWidget | None) -> None:
        super().__init__(len(rows), len(columns), parent)
        self.setObjectName("statsTable")
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # read only: no current cell drawn
        self.setHorizontalHeaderLabels(columns)
        self.setVerticalHeaderLabels([label for label, _values, _bold in rows])
        for r, (_label, values, bold) in enumerate(rows):
            for c, value in enumerate(values):
                item = QTableWidgetItem(str(value))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if bold:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.setItem(r, c, item)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def full_width(self) -> int:
        """Return the width that shows every heading whole.

        The columns stretch to equal widths, so each needs the widest one's room (Blood Rage's
        "End of game" beside "Age 1").
        """
        metrics = self.horizontalHeader().fontMetrics()
        widest = 0
        for c in range(self.columnCount()):
            item = self.horizontalHeaderItem(c)
            text = item.text() if item is not None else ""
            widest = max(widest, metrics.horizontalAdvance(text) + 16, self.sizeHintForColumn(c))
        columns = widest * self.columnCount()
        return columns + self.verticalHeader().sizeHint().width() + 2 * self.frameWidth()

    def full_height(self) -> int:
        """Return the height that shows every row."""
        self.resizeRowsToContents()
        rows = sum(self.rowHeight(row) for row in range(self.rowCount()))
        return rows + self.horizontalHeader().sizeHint().height() + 2 * self.frameWidth()


def _with_total(stats: GameStats, rows: list[Row], total: Row) -> list[Row]:
    """Put the total row after the last points row (the points rows come first).

    A single points row (Tinners' Trail's VP from investing) is its own total.
    """
    points = sum(1 for row in stats.rows if row.points)
    if points < 2:
        return rows
    return [*rows[:points], total, *rows[points:]]


def _seat_rows(stats: GameStats, seat: int, total: str) -> list[Row]:
    """One seat's rows: each value by round, then the whole game's."""
    rows: list[Row] = []
    for row in stats.rows:
        values = list(row.values[seat])
        rows.append((show(row.label), [*values, sum(values)], False))
    sums = [
        sum(row.values[seat][p] for row in stats.rows if row.points)
        for p in range(len(stats.periods))
    ]
    return _with_total(stats, rows, (total, [*sums, sum(sums)], True))


def seat_tables(
    stats: GameStats, names: list[str], total: str, whole: str, parent: QWidget | None
) -> list[tuple[str, StatsTable]]:
    """Return the tables to show, each with its tab's title.

    Args:
        stats: The game's statistics.
        names: Seat names.
        total: The word for the points rows' sum ("Total").
        whole: The heading of the whole game's column ("Game").
        parent: Qt parent.
    """
    if len(stats.periods) > 1:
        columns = [show(p) for p in stats.periods] + [whole]
        return [
            (name, StatsTable(_seat_rows(stats, seat, total), columns, parent))
            for seat, name in enumerate(names)
        ]
    seats = range(len(names))
    rows: list[Row] = [
        (show(row.label), [row.total(s) for s in seats], False) for row in stats.rows
    ]
    totals = (total, [stats.total(s) for s in seats], True)
    return [("", StatsTable(_with_total(stats, rows, totals), names, parent))]
