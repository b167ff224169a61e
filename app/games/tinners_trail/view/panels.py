"""Widgets under the Tinners' Trail board: the piece palette, the choice panel, the auction panel.

- `PiecePalette`: the acting seat's mines and the developments still on the board this round;
  drag one onto the map (or click it, then a region or border).
- `ChoicePanel`: the next step of the move being built (from the engine's legal list), with
  Back, Confirm and Cancel; Confirm shows what the move will cost first.
- `AuctionPanel`: the auction in progress: the region, the highest bid and who made it, the
  minimum bid, the bidders still in; Bid (with the amount) and Drop out. The panel stays on the
  board as the bid passes from seat to seat.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.games.tinners_trail.view.drawing import (
    draw_adit,
    draw_mine,
    draw_miner,
    draw_port,
    draw_pump,
    draw_rail,
)
from app.ui.board.supply import PieceButton

if TYPE_CHECKING:
    from collections.abc import Sequence

    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter

    from app.ui.palette import PlayerStyle

__all__ = ["PIECES", "AuctionPanel", "ChoicePanel", "PiecePalette"]

PIECES = ("mine", "dev:miner", "dev:port", "dev:rail", "dev:adit", "dev:pumps")
"""Pieces of the palette, in order."""
_ROLE = Qt.ItemDataRole.UserRole + 1


def _icon(piece: str, style: PlayerStyle | None):  # type: ignore[no-untyped-def]
    def draw(painter: QPainter, rect: QRectF) -> None:
        if piece == "mine":
            draw_mine(painter, rect, style)
            return
        drawings = {
            "dev:miner": draw_miner,
            "dev:port": draw_port,
            "dev:rail": draw_rail,
            "dev:adit": draw_adit,
            "dev:pumps": draw_pump,
        }
        drawings[piece](painter, rect)

    return draw


class PiecePalette(QWidget):
    """Mines of the acting seat and the developments left this round."""

    picked = Signal(str)
    """A piece was clicked: select it (then click a target)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tinPalette")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(3)
        self.buttons: dict[str, PieceButton] = {}
        for piece in PIECES:
            button = PieceButton(piece, _icon(piece, None), self)
            button.icon_size = 34
            button.picked.connect(self.picked.emit)
            layout.addWidget(button)
            self.buttons[piece] = button
        layout.addStretch(1)

    def show_pieces(
        self, style: PlayerStyle | None, counts: dict[str, int], tips: dict[str, str], enabled: bool
    ) -> None:
        """Show the pieces of the acting seat (`style`) with how many are left."""
        for piece, button in self.buttons.items():
            button.set_draw(_icon(piece, style))
            count = counts.get(piece, 0)
            button.set_count(str(count))
            button.setToolTip(tips.get(piece, ""))
            button.setAccessibleName(tips.get(piece, ""))
            button.setEnabled(enabled and count > 0)

    def set_selected(self, piece_id: str) -> None:
        """Show which piece is in the hand ("" for none)."""
        for piece, button in self.buttons.items():
            button.set_selected(piece == piece_id)


class ChoicePanel(QWidget):
    """The current step: question, choices, Back, Confirm and Cancel."""

    chosen = Signal(object)
    """A choice was activated: its value."""
    back_clicked = Signal()
    confirm_clicked = Signal()
    cancel_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tinChoices")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 0, 2, 0)
        layout.setSpacing(2)
        self.prompt = QLabel(self)
        self.prompt.setWordWrap(True)
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.prompt)
        self._values: list[Any] = []
        self.list = QListWidget(self)
        self.list.setObjectName("tinChoiceList")
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.itemActivated.connect(self._on_activated)
        self.list.itemClicked.connect(self._on_activated)
        layout.addWidget(self.list, 1)
        row = QHBoxLayout()
        self.back = QPushButton(self)
        self.confirm = QPushButton(self)
        self.cancel = QPushButton(self)
        for button in (self.confirm, self.back, self.cancel):
            row.addWidget(button)
        row.addStretch(1)
        layout.addLayout(row)
        self.back.clicked.connect(self.back_clicked.emit)
        self.confirm.clicked.connect(self.confirm_clicked.emit)
        self.cancel.clicked.connect(self.cancel_clicked.emit)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the button texts in the UI language."""
        self.back.setText(QCoreApplication.translate("TinnersTrail", "Back"))
        self.confirm.setText(QCoreApplication.translate("TinnersTrail", "Confirm"))
        self.cancel.setText(QCoreApplication.translate("TinnersTrail", "Cancel"))

    def show_step(
        self,
        prompt: str,
        choices: Sequence[tuple[Any, str]],
        can_back: bool,
        can_confirm: bool,
        tips: Sequence[str] = (),
    ) -> None:
        """Show a question with its choices (value, words) and which buttons work."""
        self.prompt.setText(prompt)
        self.list.clear()
        self._values = [value for value, _ in choices]
        for k, (_, text) in enumerate(choices):
            item = QListWidgetItem(text, self.list)
            item.setData(_ROLE, k)
            if k < len(tips) and tips[k]:
                item.setToolTip(tips[k])
        self.list.setVisible(bool(choices))
        self.back.setEnabled(can_back)
        self.cancel.setEnabled(can_back)
        self.confirm.setEnabled(can_confirm)
        self.confirm.setVisible(can_confirm or can_back)
        self.back.setVisible(can_confirm or can_back)
        self.cancel.setVisible(can_confirm or can_back)

    def choices(self) -> list[str]:
        """Return the words of the choices listed."""
        return [self.list.item(i).text() for i in range(self.list.count())]

    def choose_row(self, row: int) -> None:
        """Activate the choice in `row` (keyboard, tests)."""
        if 0 <= row < len(self._values):
            self.chosen.emit(self._values[row])

    def _on_activated(self, item: QListWidgetItem) -> None:
        self.choose_row(int(item.data(_ROLE)))


class AuctionPanel(QWidget):
    """The auction in progress: who leads, the minimum, Bid and Drop out for the seat to bid."""

    bid_clicked = Signal(int)
    """Bid this amount."""
    drop_clicked = Signal()
    """Drop out of the auction."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tinAuction")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 0, 2, 0)
        self.title = QLabel(self)
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        layout.addWidget(self.title)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.status)
        row = QHBoxLayout()
        self.amount = QSpinBox(self)
        self.amount.setPrefix("£")
        self.bid = QPushButton(self)
        self.drop = QPushButton(self)
        row.addWidget(self.amount)
        row.addWidget(self.bid)
        row.addWidget(self.drop)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addStretch(1)
        self.bid.clicked.connect(lambda: self.bid_clicked.emit(self.amount.value()))
        self.drop.clicked.connect(self.drop_clicked.emit)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the button texts in the UI language."""
        self.bid.setText(QCoreApplication.translate("TinnersTrail", "Bid"))
        self.drop.setText(QCoreApplication.translate("TinnersTrail", "Drop out"))

    def show_auction(
        self, title: str, status: str, low: int, high: int, can_bid: bool, can_drop: bool
    ) -> None:
        """Show the auction; the amount runs from the minimum bid to the bidder's money."""
        self.title.setText(title)
        self.status.setText(status)
        self.amount.setRange(low, max(low, high))
        if not low <= self.amount.value() <= high:
            self.amount.setValue(low)
        self.amount.setEnabled(can_bid)
        self.bid.setEnabled(can_bid)
        self.drop.setEnabled(can_drop)
