"""The game's story as a graph: each seat's score after every move (issue 38 §3).

Drawn with QPainter: the graph is a handful of polylines, round marks and dots, and Qt Charts
lives in PySide6-Addons (a second, much larger wheel that the app does not otherwise need and
the installer would have to bundle); pyqtgraph would bring numpy. One line per seat in its
colour (`seat_style`), a dashed mark where each round or Age begins with its name, a ring on
each flagged move of a review; a click on the graph emits the step nearest to it (the board
after that move is then shown, as a click on its log line does).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from app.ui.i18n import show

if TYPE_CHECKING:
    from PySide6.QtGui import QMouseEvent, QPaintEvent

    from app.engine.story import Story

__all__ = ["StoryChart"]

MARGIN_LEFT = 34
"""Room for the score axis labels."""
MARGIN = 8
"""Room on the other sides."""
LABEL_ROW = 16
"""Room above the plot for the round names."""


class StoryChart(QWidget):
    """One seat's line per colour; `step_clicked(step)` when the user clicks the graph."""

    step_clicked = Signal(int)
    """The step (moves played) nearest to the click."""

    def __init__(
        self,
        story: Story,
        colours: list[QColor],
        names: list[str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("storyChart")
        self.story = story
        self.colours = colours
        self.names = names
        self.flagged: list[tuple[int, int]] = []
        """(step after the move, seat) of each flagged move to ring."""
        self.setMinimumHeight(140)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(self.tr("Each seat's score after every move; click to see the board then"))

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """A wide, low graph."""
        return QSize(480, 170)

    def set_flagged(self, flagged: list[tuple[int, int]]) -> None:
        """Ring these (step, seat) points: the moves a review flagged."""
        self.flagged = flagged
        self.update()

    def plot_rect(self) -> QRectF:
        """Return the area the lines are drawn in."""
        return QRectF(self.rect()).adjusted(
            MARGIN_LEFT, MARGIN + LABEL_ROW, -MARGIN, -MARGIN - self.fontMetrics().height()
        )

    def point(self, step: int, score: int) -> QPointF:
        """Return where (step, score) is drawn."""
        area, (low, high) = self.plot_rect(), self._range()
        x = area.left() + area.width() * step / max(1, self.story.steps)
        y = area.bottom() - area.height() * (score - low) / max(1, high - low)
        return QPointF(x, y)

    def step_at(self, x: float) -> int:
        """Return the step drawn nearest to `x`."""
        area = self.plot_rect()
        share = (x - area.left()) / max(1.0, area.width())
        return max(0, min(self.story.steps, round(share * self.story.steps)))

    def _range(self) -> tuple[int, int]:
        values = [v for row in self.story.scores for v in row]
        return min(0, *values), max(1, *values)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        """Draw the axes, round marks, one line per seat and the rings."""
        del event
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._axes(painter)
        self._rounds(painter)
        for seat, colour in enumerate(self.colours):
            points = [self.point(step, v) for step, v in enumerate(self.story.seat(seat))]
            painter.setPen(QPen(colour, 2))
            painter.drawPolyline(points)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for step, seat in self.flagged:
            if 0 <= step <= self.story.steps and seat < len(self.colours):
                painter.setPen(QPen(self.palette().text().color(), 2))
                painter.drawEllipse(self.point(step, self.story.scores[step][seat]), 5, 5)
        painter.end()

    def _axes(self, painter: QPainter) -> None:
        area, (low, high) = self.plot_rect(), self._range()
        text = self.palette().text().color()
        painter.setPen(QPen(self.palette().mid().color(), 1))
        painter.drawRect(area)
        painter.setPen(text)
        height = self.fontMetrics().height()
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for value in (low, high):
            y = self.point(0, value).y()
            box = QRectF(0, y - height / 2, MARGIN_LEFT - 4, height)
            painter.drawText(box, right, str(value))
        moves = self.tr("{0} moves").format(self.story.steps)
        box = QRectF(area.left(), area.bottom() + 2, area.width(), height)
        painter.drawText(box, Qt.AlignmentFlag.AlignRight, moves)
        x = area.left()
        for colour, name in zip(self.colours, self.names, strict=False):  # the legend
            painter.fillRect(QRectF(x, box.top() + height / 2 - 2, 14, 4), colour)
            painter.drawText(
                QRectF(x + 18, box.top(), 200, height), Qt.AlignmentFlag.AlignLeft, name
            )
            x += 26 + self.fontMetrics().horizontalAdvance(name)

    def _rounds(self, painter: QPainter) -> None:
        area = self.plot_rect()
        pen = QPen(self.palette().mid().color(), 1, Qt.PenStyle.DashLine)
        for step, name in self.story.rounds:
            x = self.point(step, 0).x()
            painter.setPen(pen)
            if step > 0:
                painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()))
            painter.setPen(self.palette().text().color())
            label = QRectF(x + 2, MARGIN, 120, LABEL_ROW)
            painter.drawText(label, Qt.AlignmentFlag.AlignLeft, show(name))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt's name)
        """Emit the step nearest to a left click."""
        if event.button() == Qt.MouseButton.LeftButton:
            self.step_clicked.emit(self.step_at(event.position().x()))
        super().mouseReleaseEvent(event)
