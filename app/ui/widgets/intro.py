"""The guided game's first page: the goal, how a round goes, where things are (issue 37 §1).

Laid over the game page before the first move: the rest of the page is dimmed, and each part
of the screen the learner will use is outlined and named where it stands (the prompt, the turn
buttons, the board, the players, the private panel, the coach). A card over the board holds
the game's own words: the coach's texts of the topics the game lists as its intro
(`TopicMap.intro`: the goal, then how a round goes), their numbers filled from the data. One
button closes it; the coach then counts those topics as read.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from app.engine.phrases import breakable

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent, QShowEvent

__all__ = ["IntroMark", "IntroOverlay"]

translate = QCoreApplication.translate

_DIM = QColor(20, 24, 32, 150)
_OUTLINE = QColor(255, 193, 7)
_CARD_WIDTH = 780
"""Wide enough that Barrage's first page (five short topics) fits 800 px high without scrolling."""


@dataclass(frozen=True)
class IntroMark:
    """A part of the screen the intro points at, and what it is for."""

    widget: QWidget
    label: str
    at: str = "top"
    """Where the label stands: inside at the "top" or "bottom", or "below" the part."""


class IntroOverlay(QWidget):
    """The first page of a guided game, over the game page.

    Args:
        parent: The game page (the overlay covers it and follows its size).
        title: The card's heading.
        body: The card's rich text (the intro topics' texts).
        marks: The parts of the screen to outline, each with its label.
    """

    closed = Signal()
    """The learner closed the page ("Start the game")."""

    def __init__(self, parent: QWidget, title: str, body: str, marks: list[IntroMark]) -> None:
        super().__init__(parent)
        self._page = parent
        self.setObjectName("introOverlay")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        self.marks = marks
        self.labels: list[QLabel] = []
        for mark in marks:
            label = QLabel(breakable(mark.label), self)
            label.setObjectName("introMarkLabel")
            label.setWordWrap(True)
            label.setStyleSheet(
                "#introMarkLabel { background: #fff8e1; color: #1a1a1a; border: 2px solid"
                " #ffc107; border-radius: 4px; padding: 3px 6px; }"
            )
            self.labels.append(label)
        self.card = QFrame(self)
        self.card.setObjectName("introCard")
        self.card.setStyleSheet(
            "#introCard { background: palette(base); border: 2px solid #ffc107;"
            " border-radius: 8px; }"
        )
        layout = QVBoxLayout(self.card)
        layout.setContentsMargins(16, 12, 16, 12)
        self.title = QLabel(title, self.card)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        self.text = QLabel(breakable(body))
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        # a page taller than the window scrolls instead of running under the button (issue 37)
        self.pane = QScrollArea(self.card)
        self.pane.setFrameShape(QFrame.Shape.NoFrame)
        self.pane.setWidgetResizable(True)
        self.pane.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.pane.setWidget(self.text)
        self.pane.viewport().setAutoFillBackground(False)  # the card's colour, not a grey box
        self.text.setAutoFillBackground(False)
        self.where = QLabel(
            translate(
                "IntroOverlay",
                "The outlined parts of the screen are named where they stand. The coach on the "
                "right then explains each rule before you need it.",
            ),
            self.card,
        )
        self.where.setWordWrap(True)
        self.start = QPushButton(translate("IntroOverlay", "Start the game"), self.card)
        self.start.setObjectName("introStart")
        self.start.setMinimumHeight(32)
        self.start.clicked.connect(self.finish)
        for widget in (self.title, self.pane, self.where):
            layout.addWidget(widget)
        layout.addWidget(self.start, 0, Qt.AlignmentFlag.AlignRight)
        parent.installEventFilter(self)
        self.setGeometry(parent.rect())
        self.raise_()

    def finish(self) -> None:
        """Close the page and say so."""
        self.hide()
        self.closed.emit()
        self.deleteLater()

    # -- geometry ----------------------------------------------------------------------
    def mark_rect(self, mark: IntroMark) -> QRect:
        """Return where `mark`'s widget lies, in the overlay's coordinates (empty: hidden)."""
        widget = mark.widget
        if not widget.isVisible():
            return QRect()
        top_left = widget.mapTo(self._page, QPoint(0, 0))
        return QRect(top_left, widget.size()).adjusted(1, 1, -1, -1)

    def place(self) -> None:
        """Lay the labels on their parts of the screen and the card over the board.

        A label that would cover one laid before it moves down past it.
        """
        taken: list[QRect] = []
        for mark, label in zip(self.marks, self.labels, strict=True):
            rect = self.mark_rect(mark)
            label.setVisible(not rect.isEmpty())
            if rect.isEmpty():
                continue
            width = min(max(180, rect.width() - 16), 330)
            label.setFixedWidth(width)
            label.setFixedHeight(max(label.heightForWidth(width), label.sizeHint().height()))
            x = min(rect.left() + 8, self.width() - width - 4)
            if mark.at == "below":
                x, y = min(rect.left(), self.width() - width - 4), rect.bottom() + 4
            elif mark.at == "bottom":
                y = rect.bottom() - label.height() - 8
            else:
                y = rect.top() + 24
            spot = QRect(x, y, width, label.height())
            while any(spot.intersects(t) for t in taken):
                spot.moveTop(max(t.bottom() for t in taken if spot.intersects(t)) + 4)
            taken.append(spot)
            label.move(spot.topLeft())
            label.raise_()
        board = self.mark_rect(self.marks[0]) if self.marks else self.rect()
        width = min(_CARD_WIDTH, max(320, board.width() - 40))
        self.card.setFixedWidth(width)
        layout = self.card.layout()
        inner = width - 2 * self.card.frameWidth() - 36  # the layout's margins, and a border
        for label in (self.title, self.where):  # wrapped: its height at this width
            label.setFixedHeight(label.heightForWidth(inner))
        bar = self.pane.verticalScrollBar().sizeHint().width()
        text = self.text.heightForWidth(inner)
        rest = self.title.height() + self.where.height() + self.start.sizeHint().height() + 60
        room = max(80, self.height() - 40 - rest)
        self.text.setFixedHeight(text if text <= room else self.text.heightForWidth(inner - bar))
        self.pane.setFixedHeight(min(text, room))
        if layout is not None:
            layout.activate()
        self.card.adjustSize()
        height = min(self.card.sizeHint().height(), self.height() - 8)
        self.card.resize(width, height)
        y = max(
            4,
            min(board.top() + max(40, (board.height() - height) // 2), self.height() - height - 4),
        )
        # over the board, where it covers no label: centred, else at its left or right edge
        spots = [
            QRect(max(4, x), y, width, height)
            for x in (
                board.left() + (board.width() - width) // 2,
                board.left() + 8,
                board.right() - width - 8,
            )
        ]
        free = [spot for spot in spots if not any(spot.intersects(t) for t in taken)]
        self.card.move((free or spots)[0].topLeft())
        self.card.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """Follow the page's size."""
        if watched is self._page and event.type() == QEvent.Type.Resize:
            self.setGeometry(self._page.rect())
            self.place()
        return super().eventFilter(watched, event)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        """Place the labels once the page has its size."""
        super().showEvent(event)
        self.place()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        """Dim the page but the outlined parts, and outline them."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        dim = QPainterPath()
        dim.addRect(self.rect().toRectF())
        holes = [r for r in (self.mark_rect(m) for m in self.marks) if not r.isEmpty()]
        for rect in holes:
            hole = QPainterPath()
            hole.addRoundedRect(rect.toRectF(), 6, 6)
            dim = dim.subtracted(hole)
        painter.fillPath(dim, _DIM)
        painter.fillRect(self.rect(), QColor(20, 24, 32, 40))  # the holes a little dimmed too
        painter.setPen(QPen(_OUTLINE, 3))
        for rect in holes:
            painter.drawRoundedRect(rect.toRectF(), 6, 6)
        painter.end()
