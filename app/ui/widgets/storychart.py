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
    from app.engine.text import Text

__all__ = ["StoryChart"]


def _number(name: Text, index: int) -> str:
    """A round's or Age's number, its short name under a narrow round ("2" for "Round 2")."""
    n = dict(name.args).get("n")
    return str(n) if isinstance(n, int) else str(index + 1)


MARGIN_LEFT = 34
"""Room for the score axis labels."""
MARGIN = 8
"""Room on the other sides."""
LABEL_ROW = 16
"""Room above the plot for the round names."""
_SWATCH = 18
"""Room of a seat's colour mark before its name in the legend."""
_LEGEND_GAP = 8
"""Room between two names of the legend."""


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
        tip = self.tr("Each seat's score after every move; click to see the board then")
        self.setToolTip("\n".join([tip, *names]))  # the legend may cut a long name

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """A wide, low graph."""
        return QSize(480, 170)

    def set_flagged(self, flagged: list[tuple[int, int]]) -> None:
        """Ring these (step, seat) points: the moves a review flagged."""
        self.flagged = flagged
        self.update()

    def plot_rect(self) -> QRectF:
        """Return the area the lines are drawn in."""
        rows = 2 if self._legend_apart() else 1
        return QRectF(self.rect()).adjusted(
            MARGIN_LEFT, MARGIN + self._label_row(), -MARGIN, -MARGIN - rows * self._line()
        )

    def _legend_width(self) -> float:
        """The legend's width with every name whole."""
        metrics = self.fontMetrics()
        names = sum(metrics.horizontalAdvance(name) + 1 for name in self.names)
        return names + len(self.names) * (_SWATCH + _LEGEND_GAP)

    def _moves_text(self) -> str:
        return self.tr("{0} moves").format(self.story.steps)

    def _legend_apart(self) -> bool:
        """Whether the legend takes a row of its own (its names do not fit beside the moves)."""
        moves = self.fontMetrics().horizontalAdvance(self._moves_text()) + 2
        room = self.width() - MARGIN - MARGIN_LEFT - moves - 12
        return self._legend_width() > room

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
        """Draw the axes, round marks, one line per seat, the rings and the texts."""
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
        painter.setPen(self.palette().text().color())
        for box, flags, text in self.drawn_texts():
            painter.drawText(box, flags, text)
        painter.end()

    def drawn_texts(self) -> list[tuple[QRectF, int, str]]:
        """Every text the graph draws: (box, alignment, text), each fitted to its box.

        The fit walk measures them (issue 36: the legend ran under "N moves", round names
        over each other): the axis values, the round names (each elided to the room before
        the next round's mark), the legend (names elided to an equal share of the room left
        of "N moves"; the tooltip names every seat whole) and the number of moves.
        """
        area, (low, high) = self.plot_rect(), self._range()
        metrics = self.fontMetrics()
        height = self._line()
        right = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        left = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        out: list[tuple[QRectF, int, str]] = []
        for value in dict.fromkeys((low, high)):
            y = self.point(0, value).y()
            out.append((QRectF(0, y - height / 2, MARGIN_LEFT - 4, height), right, str(value)))
        moves, box = self._moves_box()
        out.append((box, right, moves))
        out += self._legend()
        marks = [(self.point(step, 0).x(), name) for step, name in self.story.rounds]
        for k, (x, name) in enumerate(marks):
            end = marks[k + 1][0] if k + 1 < len(marks) else area.right()
            room = end - x - 6
            # the whole name, else its number alone: a cut 「第一時…」 read as nothing (issue 36)
            fitting = [
                w for w in (show(name), _number(name, k)) if metrics.horizontalAdvance(w) <= room
            ]
            if fitting:
                width = metrics.horizontalAdvance(fitting[0]) + 1
                out.append((QRectF(x + 2, MARGIN, width, self._label_row()), left, fitting[0]))
        return out

    def _moves_box(self) -> tuple[str, QRectF]:
        """The number of moves, right under the plot's right end."""
        area = self.plot_rect()
        moves = self._moves_text()
        width = self.fontMetrics().horizontalAdvance(moves) + 2
        return moves, QRectF(area.right() - width, area.bottom() + 2, width, self._line())

    def _line(self) -> int:
        """A line of text: Japanese glyphs come from a taller fallback font."""
        return max(self.fontMetrics().height(), self.fontMetrics().boundingRect("漢字").height())

    def _label_row(self) -> int:
        return max(LABEL_ROW, self._line())

    def _legend(self) -> list[tuple[QRectF, int, str]]:
        """Each seat's name after its colour, left of the number of moves.

        Names too long for that place get a row of their own under it, and there, if still
        too long, are elided to an equal share of the row.
        """
        area = self.plot_rect()
        _, moves = self._moves_box()
        room = QRectF(area.left(), moves.top(), moves.left() - 12 - area.left(), moves.height())
        if self._legend_apart():
            room = QRectF(area.left(), moves.bottom(), area.width(), moves.height())
        metrics = self.fontMetrics()
        count = max(1, len(self.names))
        widths = [metrics.horizontalAdvance(name) + 1 for name in self.names]
        whole = self._legend_width()
        share = room.width() / count - _SWATCH - _LEGEND_GAP
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        out = []
        x = room.left()
        for name, natural in zip(self.names, widths, strict=False):
            shown, width = name, natural
            if whole > room.width():
                shown = metrics.elidedText(name, Qt.TextElideMode.ElideRight, max(1, int(share)))
                width = metrics.horizontalAdvance(shown) + 1
            out.append((QRectF(x + _SWATCH, room.top(), width, room.height()), flags, shown))
            x += _SWATCH + width + _LEGEND_GAP
        return out

    def _axes(self, painter: QPainter) -> None:
        area = self.plot_rect()
        painter.setPen(QPen(self.palette().mid().color(), 1))
        painter.drawRect(area)
        for (box, _, _), colour in zip(self._legend(), self.colours, strict=False):
            top = box.center().y() - 2
            painter.fillRect(QRectF(box.left() - _SWATCH, top, _SWATCH - 4, 4), colour)

    def _rounds(self, painter: QPainter) -> None:
        area = self.plot_rect()
        painter.setPen(QPen(self.palette().mid().color(), 1, Qt.PenStyle.DashLine))
        for step, _name in self.story.rounds:
            x = self.point(step, 0).x()
            if step > 0:
                painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt's name)
        """Emit the step nearest to a left click."""
        if event.button() == Qt.MouseButton.LeftButton:
            self.step_clicked.emit(self.step_at(event.position().x()))
        super().mouseReleaseEvent(event)
