"""Widgets around the Barrage board: the piece palette and the step-by-step choice panel.

The palette holds the acting seat's engineers (drag them onto an action space) and its four
structure types (drag one onto a map space: legal spaces light up). The choice panel shows
the question of the current narrowing step, its choices as a list (the same choices light up
on the board), and Back / Confirm / Cancel.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.games.barrage.view.items import draw_engineer
from app.ui.board.supply import PieceButton

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

__all__ = ["ChoicePanel", "PiecePalette", "engineer_icon", "structure_icon"]

_CHOICE_ROLE = Qt.ItemDataRole.UserRole
"""List item data: the value chosen."""


def engineer_icon(fill: str, letter: str) -> Callable[[QPainter, QRectF], None]:
    """Return a painter of an engineer in a seat's colour."""

    def draw(painter: QPainter, rect: QRectF) -> None:
        draw_engineer(painter, rect.center(), rect.height() * 0.9, fill, letter)

    return draw


def structure_icon(structure: str, fill: str) -> Callable[[QPainter, QRectF], None]:
    """Return a painter of a structure piece (base, elevation, conduit, powerhouse)."""

    def draw(painter: QPainter, rect: QRectF) -> None:
        colour = QColor(fill)
        painter.setPen(QPen(colour.darker(160), 1.5))
        painter.setBrush(QBrush(colour))
        c, w, h = rect.center(), rect.width(), rect.height()
        if structure == "base":
            painter.drawRect(QRectF(c.x() - w * 0.4, c.y() - h * 0.2, w * 0.8, h * 0.4))
        elif structure == "elevation":
            painter.drawRect(QRectF(c.x() - w * 0.4, c.y() - h * 0.1, w * 0.8, h * 0.2))
            painter.drawRect(QRectF(c.x() - w * 0.4, c.y() - h * 0.35, w * 0.8, h * 0.2))
        elif structure == "building":  # Leeghwater: a private building piece (a small house)
            roof = QPolygonF(
                [
                    c + QPointF(-w * 0.4, -h * 0.05),
                    c + QPointF(0, -h * 0.4),
                    c + QPointF(w * 0.4, -h * 0.05),
                ]
            )
            painter.drawPolygon(roof)
            painter.drawRect(QRectF(c.x() - w * 0.3, c.y() - h * 0.05, w * 0.6, h * 0.42))
        elif structure == "conduit":
            painter.drawRect(QRectF(c.x() - w * 0.1, c.y() - h * 0.42, w * 0.2, h * 0.84))
        else:
            painter.drawEllipse(c, w * 0.36, h * 0.36)
            painter.setPen(QPen(QColor("#ffffff"), 2))
            painter.drawLine(c + QPointF(-3, -h * 0.2), c + QPointF(3, 0))
            painter.drawLine(c + QPointF(3, 0), c + QPointF(-3, h * 0.2))

    return draw


class PiecePalette(QWidget):
    """The acting seat's engineers and structure pieces (drag, or click then click a space)."""

    picked = Signal(str)
    """A piece button was clicked: select that piece."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("barragePalette")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 2, 4, 2)
        self.title = QLabel(self)
        self.title.setWordWrap(True)
        layout.addWidget(self.title, 1)
        self.buttons: dict[str, PieceButton] = {}
        for piece in ("engineer", "base", "elevation", "conduit", "powerhouse", "building"):
            button = PieceButton(piece, engineer_icon("#b8b2a5", ""), self)
            button.icon_size = 30
            button.picked.connect(self.picked.emit)
            layout.addWidget(button)
            self.buttons[piece] = button

    def show_seat(
        self, title: str, fill: str, letter: str, counts: dict[str, int], enabled: bool
    ) -> None:
        """Show a seat's pieces; `counts` gives how many of each are left."""
        self.title.setText(title)
        for piece, button in self.buttons.items():
            if piece == "engineer":
                button.set_draw(engineer_icon(fill, letter))
            else:
                button.set_draw(structure_icon(piece, fill))
            button.set_count(str(counts.get(piece, 0)))
            button.setEnabled(enabled and counts.get(piece, 0) > 0)
            button.setVisible(piece in counts)  # the building piece: Leeghwater only

    def set_selected(self, piece_id: str) -> None:
        """Show which piece is in the hand ("" for none)."""
        for piece, button in self.buttons.items():
            button.set_selected(piece == piece_id)


class ChoicePanel(QWidget):
    """The current narrowing step: question, choices, Back, Confirm and Cancel."""

    chosen = Signal(object)
    """A choice of the list was activated: its value."""
    back_clicked = Signal()
    """Back: take the last choice back."""
    confirm_clicked = Signal()
    """Confirm: play the action the choices name."""
    cancel_clicked = Signal()
    """Cancel: drop every choice."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("barrageChoices")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 2, 4, 2)
        self.prompt = QLabel(self)
        self.prompt.setWordWrap(True)
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.prompt)
        self._values: list[Any] = []
        self.list = QListWidget(self)
        self.list.setObjectName("barrageChoiceList")
        self.list.setMaximumHeight(130)
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.itemActivated.connect(self._on_activated)
        self.list.itemClicked.connect(self._on_activated)
        layout.addWidget(self.list)
        row = QHBoxLayout()
        self.back = QPushButton(self)
        self.confirm = QPushButton(self)
        self.cancel = QPushButton(self)
        for button in (self.back, self.confirm, self.cancel):
            row.addWidget(button)
        row.addStretch(1)
        layout.addLayout(row)
        self.back.clicked.connect(self.back_clicked.emit)
        self.confirm.clicked.connect(self.confirm_clicked.emit)
        self.cancel.clicked.connect(self.cancel_clicked.emit)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the button texts in the UI language."""
        self.back.setText(self.tr("Back"))
        self.confirm.setText(self.tr("Confirm"))
        self.cancel.setText(self.tr("Cancel"))

    def show_step(
        self,
        prompt: str,
        choices: Sequence[tuple[Any, str]],
        can_back: bool,
        can_confirm: bool,
        tips: Sequence[str] = (),
    ) -> None:
        """Show a question with its choices (value, words) and which buttons work.

        `tips` gives each choice's tooltip, in the order of `choices` (missing: none).
        """
        self.prompt.setText(prompt)
        self.list.clear()
        self._values = [value for value, _ in choices]
        for k, (_, text) in enumerate(choices):
            item = QListWidgetItem(text, self.list)
            item.setData(_CHOICE_ROLE, k)
            if k < len(tips) and tips[k]:
                item.setToolTip(tips[k])
        self.list.setVisible(bool(choices))
        self.back.setEnabled(can_back)
        self.cancel.setEnabled(can_back)
        self.confirm.setEnabled(can_confirm)

    def choices(self) -> list[str]:
        """Return the words of the choices listed."""
        return [self.list.item(i).text() for i in range(self.list.count())]

    def tips(self) -> list[str]:
        """Return the tooltips of the choices listed ("" for none)."""
        return [self.list.item(i).toolTip() for i in range(self.list.count())]

    def values(self) -> list[Any]:
        """Return the values of the choices listed, in their rows' order."""
        return list(self._values)

    def choose_row(self, row: int) -> None:
        """Activate the choice in `row` (keyboard, tests)."""
        if 0 <= row < len(self._values):
            self.chosen.emit(self._values[row])

    def _on_activated(self, item: QListWidgetItem) -> None:
        self.choose_row(int(item.data(_CHOICE_ROLE)))
