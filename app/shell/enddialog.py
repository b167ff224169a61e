"""The game-end dialog: winner(s), a score breakdown by source, New game / Rematch / Review."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.engine.phrases import plain
from app.ui.i18n import join_names, show
from app.ui.widgets.statstable import StatsTable, seat_tables
from app.ui.widgets.storychart import StoryChart

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtGui import QColor

    from app.engine.game import Outcome
    from app.engine.gamestats import GameStats
    from app.engine.story import Story
    from app.engine.text import Text

__all__ = ["GameEndDialog"]


class GameEndDialog(QDialog):
    """Shows an `Outcome`; `choice` tells what the user picked.

    Args:
        outcome: The engine's result.
        names: Seat names.
        parent: Qt parent.
        source_name: The game's name of a score source (`GameBase.source_text`); without it
            the source keys are shown.
    """

    NEW_GAME = 2
    """Result code: open the new-game dialog."""
    REMATCH = 3
    """Result code: same seats and options, new seed."""
    REVIEW = 4
    """Result code: review the game (each person's costliest moves, issue 21 §2)."""

    step_clicked = Signal(int)
    """A point of the story graph was clicked: show the board after that many moves."""

    def __init__(
        self,
        outcome: Outcome,
        names: list[str],
        parent: QWidget | None = None,
        source_name: Callable[[str], Text] | None = None,
    ) -> None:
        super().__init__(parent)
        self._source_name = source_name
        self.setWindowTitle(plain(self.tr("Game over")))
        self.choice = 0
        layout = QVBoxLayout(self)
        winners = [names[w] for w in outcome.winners]
        if len(winners) == 1:
            title = self.tr("{0} wins!").format(winners[0])
        else:
            title = self.tr("{0} share the win!").format(join_names(winners))
        self.title = QLabel(title, self)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.title)
        self.table = self._table(outcome, names)
        layout.addWidget(self.table)
        self.chart: StoryChart | None = None
        self.tabs: QTabWidget | None = None
        """The score table and the statistics' tables, once `show_stats` added them."""
        self.stats_tables: list[StatsTable] = []
        buttons = QDialogButtonBox(self)
        rematch = buttons.addButton(self.tr("Rematch"), QDialogButtonBox.ButtonRole.AcceptRole)
        new_game = buttons.addButton(self.tr("New game"), QDialogButtonBox.ButtonRole.ActionRole)
        self.review_button = buttons.addButton(
            self.tr("Review…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.review_button.setToolTip(
            self.tr(
                "The bot lists the moves that clearly cost each person (at most three), and why"
            )
        )
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        rematch.clicked.connect(lambda: self._choose(self.REMATCH))
        new_game.clicked.connect(lambda: self._choose(self.NEW_GAME))
        self.review_button.clicked.connect(lambda: self._choose(self.REVIEW))
        close.clicked.connect(self.reject)
        layout.addWidget(buttons)
        self._fit_width()

    def _fit_width(self) -> None:
        """Be as wide as the table asks.

        Every name whole over its column, every source whole beside its row (a long name was
        cut at both ends: the fit walk of the results, issue 36).
        """
        table = self.table
        columns = table.columnCount() * table.horizontalHeader().minimumSectionSize()
        side = table.verticalHeader()
        side_w = max(side.minimumWidth(), side.sizeHint().width())
        layout = self.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        need = side_w + columns + 2 * table.frameWidth() + 4 + margins.left() + margins.right()
        self.setMinimumWidth(max(160 + 110 * table.columnCount(), need))

    def show_story(self, story: Story, colours: list[QColor], names: list[str]) -> None:
        """Add the graph of each seat's score after every move (issue 38 §3) under the table."""
        heading = QLabel(self.tr("Scores over the game (click a point to see the board then)"))
        heading.setWordWrap(True)
        self.chart = StoryChart(story, colours, names, self)
        self.chart.step_clicked.connect(self.step_clicked)
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.insertWidget(2, heading)
        layout.insertWidget(3, self.chart)
        # the graph takes the room below: the table keeps every row in sight (Japanese rows
        # are taller than the table's first guess)
        self.table.setMinimumHeight(self._full_height(self.table))
        self.adjustSize()

    def show_stats(self, stats: GameStats, names: list[str]) -> None:
        """Put the score table in a tab beside the game's statistics from the ledger (issue 38 §3).

        A game with rounds or Ages gets a tab per seat (a column per round), one without a single
        "Statistics" tab (a column per seat).
        """
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        tabs = QTabWidget(self)
        tabs.setObjectName("resultTabs")
        index = layout.indexOf(self.table)
        layout.removeWidget(self.table)
        tabs.addTab(self._page(self.table, self._full_height(self.table)), self.tr("Score"))
        by_round = len(stats.periods) > 1
        tables = seat_tables(stats, names, self.tr("Total"), self.tr("Game"), tabs)
        for title, table in tables:
            page = self._page(table, table.full_height())
            tab = tabs.addTab(page, title or self.tr("Statistics"))
            if by_round:
                tabs.setTabToolTip(
                    tab,
                    self.tr(
                        "{0}: a column per round (or Age), the last one for the whole game"
                    ).format(title),
                )
        layout.insertWidget(index, tabs)
        self.tabs, self.stats_tables = tabs, [table for _title, table in tables]
        # wide enough for every round's heading (two seats leave the dialog narrow otherwise)
        margins = layout.contentsMargins()
        room = max(table.full_width() for table in self.stats_tables) + 8  # the tab's frame
        self.setMinimumWidth(max(self.minimumWidth(), room + margins.left() + margins.right()))
        self.adjustSize()

    def _page(self, table: QTableWidget, height: int) -> QWidget:
        """A tab's page: the table at the height of all its rows, the dialog's ground below."""
        page = QWidget(self)
        box = QVBoxLayout(page)
        box.setContentsMargins(0, 0, 0, 0)
        table.setMinimumHeight(height)
        table.setMaximumHeight(height)
        box.addWidget(table)
        box.addStretch(1)
        return page

    @staticmethod
    def _full_height(table: QTableWidget) -> int:
        table.resizeRowsToContents()
        rows = sum(table.rowHeight(row) for row in range(table.rowCount()))
        return rows + table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()

    def _choose(self, choice: int) -> None:
        self.choice = choice
        self.done(choice)

    def _table(self, outcome: Outcome, names: list[str]) -> QTableWidget:
        sources: list[str] = []
        for lines in outcome.breakdown:
            sources += [line.source for line in lines if line.source not in sources]
        table = QTableWidget(len(sources) + 1, len(names), self)
        table.setObjectName("scoreTable")
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setHorizontalHeaderLabels(names)
        name = self._source_name
        labels = [show(name(source)) if name else source for source in sources]
        table.setVerticalHeaderLabels([*labels, self.tr("Total")])
        for seat in range(len(names)):
            points = {}
            if seat < len(outcome.breakdown):
                points = {line.source: line.points for line in outcome.breakdown[seat]}
            for row, source in enumerate(sources):
                table.setItem(row, seat, self._cell(str(points.get(source, 0)), bold=False))
            total = outcome.scores[seat] if seat < len(outcome.scores) else 0
            table.setItem(len(sources), seat, self._cell(str(total), bold=True))
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        _fit_headers(table)
        table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        return table

    def show_suggestions(self, counts: list[int]) -> None:
        """Add a row under the total: how many suggested moves each seat asked for."""
        table = self.table
        row = table.rowCount()
        table.insertRow(row)
        table.setVerticalHeaderItem(row, QTableWidgetItem(self.tr("Suggestions used")))
        for seat in range(table.columnCount()):
            count = counts[seat] if seat < len(counts) else 0
            table.setItem(row, seat, self._cell(str(count), bold=False))
        _fit_headers(table)
        self._fit_width()

    def _cell(self, text: str, bold: bool) -> QTableWidgetItem:
        item = QTableWidgetItem(text)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        if bold:
            font = item.font()
            font.setBold(True)
            item.setFont(font)
        return item


_PAD = 12
"""Pixels a header keeps beside its text (its edges and the style's margins)."""


def _fit_headers(table: QTableWidget) -> None:
    """Give the columns room for the widest seat name and the side for the widest source."""
    top = table.horizontalHeader()
    metrics = top.fontMetrics()
    heads = [table.horizontalHeaderItem(c) for c in range(table.columnCount())]
    widest = max((metrics.horizontalAdvance(h.text()) for h in heads if h is not None), default=0)
    top.setMinimumSectionSize(max(60, widest + _PAD))
    side = table.verticalHeader()
    metrics = side.fontMetrics()
    rows = [table.verticalHeaderItem(r) for r in range(table.rowCount())]
    widest = max((metrics.horizontalAdvance(h.text()) for h in rows if h is not None), default=0)
    side.setMinimumWidth(widest + _PAD)
