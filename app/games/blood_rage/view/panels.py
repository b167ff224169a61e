"""Widgets under the Blood Rage board: the stock palette, the card row and the choice panel.

- `StockPalette`: the acting seat's figures in its stock, one button per kind with how many;
  drag one onto a province or fjord (invade), or click it and then a target.
- `CardButton`: one card of the seat at the screen (the hand, or the draft offer in front of
  it; `view.cardrow` lays them out): its name, kind, cost and STR, and its effect in words;
  drag an upgrade onto the clan sheet, or click a card to pick, keep, play or commit it. Shown
  only to that seat, after the hand-off screen.
- `ChoicePanel`: the battle or Call to Battle in progress (who is in, STR so far, who has
  chosen) or the last battle's reveal, then the next step of the move being built with Back,
  Confirm and Cancel.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.games.blood_rage.view.drawing import figure_painter
from app.ui.board.dnd import start_piece_drag
from app.ui.board.supply import PieceButton
from app.ui.widgets.choices import ChoicePanel as SharedChoicePanel

if TYPE_CHECKING:
    from PySide6.QtGui import QMouseEvent

    from app.ui.palette import PlayerStyle

__all__ = [
    "CARD_GAP",
    "CARD_H",
    "CARD_W",
    "SELECTED_BORDER",
    "CardButton",
    "ChoicePanel",
    "StockPalette",
]

CARD_W = 150
"""Width of a card (pixels)."""
CARD_H = 150
"""Height of a card in the wrapped grid: name, kind and cost, the longest effect at 11 px."""
CARD_GAP = 4
"""Space between cards."""
SELECTED_BORDER = 3
"""Pixels of the chosen card's outline (its words are fitted inside it, chosen or not)."""


class StockPalette(QWidget):
    """The figures in the acting seat's stock (two rows of buttons)."""

    picked = Signal(str)
    """A figure was clicked: select it (then click a target)."""
    drag_started = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("brStock")
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setSpacing(3)
        self.buttons: dict[str, PieceButton] = {}

    def show_stock(
        self,
        style: PlayerStyle | None,
        counts: dict[str, int],
        tips: dict[str, str],
        enabled: dict[str, bool],
    ) -> None:
        """Show one button per figure kind in the stock, with how many are there."""
        if list(self.buttons) != list(counts):
            for button in self.buttons.values():
                self._grid.removeWidget(button)
                button.hide()
                button.deleteLater()
            self.buttons = {}
            for n, kind in enumerate(counts):
                button = PieceButton(f"reserve:{kind}", figure_painter(kind, style), self)
                button.icon_size = 30
                button.picked.connect(self.picked.emit)
                button.drag_started.connect(self.drag_started.emit)
                self._grid.addWidget(button, n // 3, n % 3)
                self.buttons[kind] = button
        for kind, button in self.buttons.items():
            button.set_draw(figure_painter(kind, style))
            button.set_count(f"×{counts[kind]}")
            button.setToolTip(tips.get(kind, ""))
            button.setAccessibleName(tips.get(kind, ""))
            button.set_usable(enabled.get(kind, False))

    def set_selected(self, piece_id: str) -> None:
        """Show which figure is in the hand ("" for none)."""
        for button in self.buttons.values():
            button.set_selected(button.piece_id == piece_id)


class CardButton(QFrame):
    """One card: name, kind/cost/STR and effect; click to choose it, drag it to a slot."""

    clicked = Signal(str)
    drag_started = Signal(str)

    def __init__(self, piece_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.piece_id = piece_id
        self.setObjectName("brCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setFixedWidth(CARD_W)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 3, 4, 3)
        layout.setSpacing(1)
        self.name = QLabel(self)
        font = self.name.font()
        font.setBold(True)
        self.name.setFont(font)
        self.detail = QLabel(self)
        self.effect = QLabel(self)
        for label in (self.name, self.detail, self.effect):
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            layout.addWidget(label)
        layout.addStretch(1)
        self._press: QPoint | None = None
        self.selected = False
        self.usable = True

    def show_card(self, name: str, detail: str, effect: str, tip: str, usable: bool) -> None:
        """Write the card's words; an unusable card is greyed (it still shows its tooltip)."""
        self.name.setText(name)
        self.detail.setText(detail)
        self.effect.setText(effect)
        self.setToolTip(tip)
        self.setAccessibleName(name)
        self.usable = usable
        self._restyle()

    def set_selected(self, selected: bool) -> None:
        """Outline the card chosen so far."""
        self.selected = selected
        self._restyle()

    def _restyle(self) -> None:
        """Outline the chosen card; grey the text of one that cannot be used now.

        A card that cannot be used stays clickable and draggable, so trying it says why not.
        """
        style = (
            f"QFrame#brCard {{ border: {SELECTED_BORDER}px solid #e08a00; border-radius: 4px; }}"
        )
        grey = "QFrame#brCard QLabel { color: #6a6a6a; }"
        self.setStyleSheet((style if self.selected else "") + ("" if self.usable else grey))

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        """Remember the press: it becomes a click or a drag."""
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
            event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        """Start a `QDrag` of the card once the pointer moved far enough."""
        if self._press is None:
            return
        if (event.position().toPoint() - self._press).manhattanLength() < (
            QApplication.startDragDistance()
        ):
            return
        self._press = None
        self.drag_started.emit(self.piece_id)
        start_piece_drag(self, self.piece_id, self.grab())

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        """A press and release without a drag is a click."""
        if self._press is not None:
            self._press = None
            self.clicked.emit(self.piece_id)

    def keyPressEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        """Space or Enter chooses the card (keyboard operation)."""
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.clicked.emit(self.piece_id)
            return
        super().keyPressEvent(event)


class ChoicePanel(SharedChoicePanel):
    """The battle in progress, then the current step: question, choices, Confirm/Back/Cancel."""

    hide_empty_prompt = True

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("brChoices", parent=parent)
        # the battle's lines scroll when the panel is short (a reveal in Japanese runs to 7 lines
        # of taller glyphs; a clipped label hid who won)
        self.status_box = QScrollArea(self)
        self.status_box.setWidgetResizable(True)
        self.status_box.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.status_box.setFrameShape(QFrame.Shape.StyledPanel)
        self.status = QLabel(self.status_box)
        self.status.setObjectName("brBattle")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.status_box.setWidget(self.status)
        self.status_box.setVisible(False)
        self.column.insertWidget(0, self.status_box, 1)
        self.list.setMinimumHeight(28)

    def show_status(self, text: str) -> None:
        """Show the battle in progress or the last reveal ("" hides it)."""
        self.status.setText(text)
        self.status_box.setVisible(bool(text))
