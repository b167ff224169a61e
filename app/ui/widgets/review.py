"""The Review panel (issues 21 §2, 38): the moves that clearly cost each person, and the story.

A panel laid over the right side of the game page (a child widget, like the round summary), so
the board stays in sight: clicking a move shows the board after it (the controller's replay, as
a click on that move in the log does: the banner names the move), and the banner leads back to
the end. Above the list, the game's story (each seat's score after every move) rings the
flagged moves; a click on it shows the board then too. While the review is searched
(`app.ui.reviewrunner`) it shows a progress bar and Cancel.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.engine.gamestats import game_stats
from app.engine.review import History
from app.engine.reviewtext import intro, mistake_lines, seat_heading
from app.engine.story import story_of
from app.engine.text import engine_text
from app.ui.i18n import show
from app.ui.reviewrunner import ReviewRunner
from app.ui.widgets.storychart import StoryChart
from app.ui.widgets.wrap import wrap_lines

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent, QKeyEvent

    from app.engine.review import Mistake, Review
    from app.ui.controller import GameController

__all__ = ["ReviewPanel"]

translate = QCoreApplication.translate
_STEP_ROLE = Qt.ItemDataRole.UserRole
"""Item data of a move's rows: the step the replay shows (the board after that move)."""
_MARGIN = 8
"""Space between the panel and its host's edges."""


class ReviewPanel(QFrame):
    """Searches the review of `controller`'s finished game and lists it; Close dismisses it.

    Args:
        controller: The game's controller (its session is reviewed; its replay shows moves).
        parent: The widget to lay it over (the game page).
        iterations: Search iterations per decision (None: the game's own budget).
    """

    closed = Signal()
    """Dismissed (the panel deletes itself)."""

    def __init__(
        self, controller: GameController, parent: QWidget, iterations: int | None = None
    ) -> None:
        super().__init__(parent)
        self._controller = controller
        self.review: Review | None = None
        """The review, once searched."""
        self.setObjectName("reviewPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.runner = ReviewRunner(self, iterations)
        self.runner.progressed.connect(self._on_progressed)
        self.runner.finished.connect(self._on_finished)
        self.runner.failed.connect(self._on_failed)
        self.runner.cancelled.connect(self._on_cancelled)
        layout = QVBoxLayout(self)
        self.title = QLabel(self)
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.title.setFont(font)
        layout.addWidget(self.title)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        row = QHBoxLayout()
        self.progress = QProgressBar(self)
        self.cancel_button = QPushButton(self)
        self.cancel_button.clicked.connect(self.runner.cancel)
        row.addWidget(self.progress, 1)
        row.addWidget(self.cancel_button)
        layout.addLayout(row)
        self.chart = self._story_chart()
        if self.chart is not None:
            layout.addWidget(self.chart)
        self.moves = QTreeWidget(self)
        self.moves.setObjectName("reviewMoves")
        self.moves.setHeaderHidden(True)
        self.moves.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        wrap_lines(self.moves)
        self.moves.itemClicked.connect(self._on_item_clicked)
        self.moves.itemActivated.connect(self._on_item_clicked)
        layout.addWidget(self.moves, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self._state = "running"
        self._failure = ""
        parent.installEventFilter(self)
        self.retranslate()
        self.place()

    def _story_chart(self) -> StoryChart | None:
        """The game's story (issue 38 §3), its flagged moves ringed once the review is in."""
        session = self._controller.session
        outcome = session.outcome()
        seats = len(session.seats)
        final = outcome.scores if outcome is not None else ()
        stats = None
        if outcome is not None:  # once the game is over everything is public (issue 38 §3)
            events = self._controller.step_events_at
            stats = game_stats(self._controller.game, session.snapshots, session.actions, events)
        running = stats.running if stats is not None else ()
        story = story_of(self._controller.game, session.snapshots, seats, final, running)
        if story is None:
            return None
        colours = [self._controller.seat_style(seat).colour for seat in range(seats)]
        chart = StoryChart(story, colours, [seat.name for seat in session.seats], self)
        chart.step_clicked.connect(self._controller.show_step)
        return chart

    # -- running ------------------------------------------------------------------------
    def start(self) -> None:
        """Search the review of the game as it is now (it must be over)."""
        self.review = None
        self._state = "running"
        self.moves.clear()
        self.progress.setRange(0, 0)  # busy until the number of decisions is known
        self._show_running(True)
        self.retranslate()
        self.runner.start(History.of(self._controller.session))

    def _show_running(self, running: bool) -> None:
        self.progress.setVisible(running)
        self.cancel_button.setVisible(running)

    def _on_progressed(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)
        self.progress.setFormat(translate("ReviewPanel", "%v of %m decisions"))

    def _on_finished(self, review: Review) -> None:
        self.review = review
        self._state = "done"
        if self.chart is not None:
            flagged = [(m.number, int(s.seat)) for s in review.seats for m in s.mistakes]
            self.chart.set_flagged(flagged)
        self._show_running(False)
        self._fill()
        self.retranslate()

    def _on_failed(self, message: str) -> None:
        self._state = "failed"
        self._failure = message
        self._show_running(False)
        self.retranslate()

    def _on_cancelled(self) -> None:
        self._state = "cancelled"
        self._show_running(False)
        self.retranslate()

    # -- the list -----------------------------------------------------------------------
    def _fill(self) -> None:
        self.moves.clear()
        review = self.review
        if review is None:
            return
        names = [seat.name for seat in self._controller.session.seats]
        for seat in review.seats:
            head = QTreeWidgetItem(self.moves, [show(seat_heading(seat), names)])
            font = head.font(0)
            font.setBold(True)
            head.setFont(0, font)
            head.setFlags(Qt.ItemFlag.ItemIsEnabled)
            if not seat.mistakes:
                row = QTreeWidgetItem(head, [show(engine_text("review.clean"), names)])
                row.setFlags(Qt.ItemFlag.ItemIsEnabled)
            for mistake in seat.mistakes:
                self._add_mistake(head, mistake, names)
        self.moves.expandAll()

    def _add_mistake(self, head: QTreeWidgetItem, mistake: Mistake, names: list[str]) -> None:
        """Add the move played (bold), and under it the bot's move, its reason, the estimate."""
        first, *rest = [show(text, names) for text in mistake_lines(mistake)]
        tip = translate("ReviewPanel", "Click to view the board after this move")
        row = QTreeWidgetItem(head, [first])
        font = row.font(0)
        font.setBold(True)
        row.setFont(0, font)
        for line in rest:
            QTreeWidgetItem(row, [line])
        for item in (row, *(row.child(i) for i in range(row.childCount()))):
            if item is not None:
                item.setData(0, _STEP_ROLE, mistake.number)
                item.setToolTip(0, tip)

    def move_items(self, seat: int) -> list[QTreeWidgetItem]:
        """Return the rows of one seat's listed moves (for tests); their children say the rest."""
        review = self.review
        for index in range(self.moves.topLevelItemCount()):
            head = self.moves.topLevelItem(index)
            if head is None or review is None or review.seats[index].seat != seat:
                continue
            rows = [head.child(i) for i in range(head.childCount())]
            return [row for row in rows if row is not None and row.data(0, _STEP_ROLE) is not None]
        return []

    def _on_item_clicked(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        step = item.data(0, _STEP_ROLE)
        if isinstance(step, int):
            self._controller.show_step(step)

    # -- words and place ----------------------------------------------------------------
    def retranslate(self) -> None:
        """Set every text in the UI language (the list too)."""
        self.title.setText(translate("ReviewPanel", "Review of the game"))
        self.cancel_button.setText(translate("ReviewPanel", "Cancel"))
        names = [seat.name for seat in self._controller.session.seats]
        if self._state == "done" and self.review is not None:
            self.status.setText(show(intro(self.review), names))
        elif self._state == "cancelled":
            self.status.setText(translate("ReviewPanel", "The review was cancelled."))
        elif self._state == "failed":
            text = translate("ReviewPanel", "The review failed: {0}")
            self.status.setText(text.format(self._failure))
        else:
            self.status.setText(
                translate(
                    "ReviewPanel",
                    "The bot searches each person's decisions again, from what that person "
                    "could see at the time. This can take a few minutes.",
                )
            )

    def place(self) -> None:
        """Lie along the host's right side below its bars (the board stays in sight).

        A game page's `bars` row holds the replay banner with "Return to the present", which a
        click on a move shows: the panel starts under it, so that button is never covered.
        """
        host = self.parentWidget()
        if host is None:
            return
        bars = getattr(host, "bars", None)
        top = _MARGIN
        if isinstance(bars, QWidget) and bars.isVisibleTo(host):
            top += bars.mapTo(host, QPoint(0, bars.height())).y()
        width = min(host.width() - 2 * _MARGIN, max(400, host.width() // 3))
        left = host.width() - width - _MARGIN
        top = max(top, _below_zoom_buttons(host, left))
        height = max(0, host.height() - top - _MARGIN)
        self.setGeometry(left, top, width, height)
        self.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """Follow the host's size."""
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.place()
        return False

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Show the texts in the new language."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._fill()
        super().changeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        """Escape dismisses the panel."""
        if event.key() == Qt.Key.Key_Escape:
            self.close()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        """Stop the search (and its worker process) and say the panel is gone."""
        self.runner.shutdown()
        self.closed.emit()
        super().closeEvent(event)


def _below_zoom_buttons(host: QWidget, left: int) -> int:
    """Return the top a panel from `left` to the right edge needs to leave the zoom buttons free.

    The board's −, + and ⤢ sit in its top-right corner, under a panel on the right: the TtD
    stranger could not zoom the board while reviewing (0: no zoom buttons in the way).
    """
    top = 0
    for bar in host.findChildren(QWidget, "zoomBar"):
        if bar.isVisibleTo(host):
            corner = bar.mapTo(host, QPoint(bar.width(), bar.height()))
            if corner.x() > left:
                top = max(top, corner.y() + _MARGIN)
    return top
