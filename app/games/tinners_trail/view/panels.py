"""Widgets under the Tinners' Trail board: the piece palette, the choice panel, the auction panel.

- `PiecePalette`: the acting seat's mines, then, in a frame of its own titled as the shared
  supply, the developments still on the board this round (everyone takes from them: they are
  not the seat's pieces, issue 18 §3); drag one onto the map (or click it, then a region or
  border).
- `ChoicePanel`: the next step of the move being built (from the engine's legal list), with
  Back, Confirm and Cancel; Confirm shows what the move will cost first.
- `AuctionPanel`: the auction in progress: the region, the highest bid and who made it, the
  minimum bid, the bidders still in; Bid (with the amount) and Drop out. The panel stays on the
  board as the bid passes from seat to seat.
- `InvestPanel`: a human's investing turn: the seat's money and VP per £10 and £5, the amount
  (£5 steps, up to the seat's money) with what it scores, Invest and Stop investing. Its words
  come from the game's catalogue (`TurnPanels`), set at every refresh.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
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
from app.games.tinners_trail.view.orepicker import OrePicker
from app.ui.board.supply import PieceButton
from app.ui.widgets.amount import AmountBox
from app.ui.widgets.choices import ChoicePanel as SharedChoicePanel

if TYPE_CHECKING:
    from collections.abc import Collection, Hashable, Sequence
    from typing import Any

    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter

    from app.ui.palette import PlayerStyle

__all__ = ["PIECES", "AuctionPanel", "ChoicePanel", "InvestPanel", "PiecePalette"]

PIECES = ("mine", "dev:miner", "dev:port", "dev:rail", "dev:adit", "dev:pumps")
"""Pieces of the palette, in order."""


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
    """Mines of the acting seat, and the developments left this round in the shared supply."""

    picked = Signal(str)
    """A piece was clicked: select it (then click a target)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tinPalette")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        self.buttons: dict[str, PieceButton] = {}
        own, self.own_title, own_row = _group(self, "tinOwnPieces")
        self.supply, self.supply_title, supply_row = _group(self, "tinSupply")
        # the shared supply: a dashed frame on a neutral ground, unlike the seat's own pieces
        self.supply.setStyleSheet(
            "QFrame#tinSupply { border: 2px dashed #8a7a5a; border-radius: 6px;"
            " background: #efe8d8; }"
        )
        for piece in PIECES:
            holder, row = (own, own_row) if piece == "mine" else (self.supply, supply_row)
            button = PieceButton(piece, _icon(piece, None), holder)
            button.icon_size = 34
            button.picked.connect(self.picked.emit)
            row.addWidget(button)
            self.buttons[piece] = button
        layout.addWidget(own, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.supply, 0, Qt.AlignmentFlag.AlignTop)
        layout.addStretch(1)
        self.retranslate()

    def retranslate(self) -> None:
        """Write the two titles in the UI language."""
        self.own_title.setText(QCoreApplication.translate("TinnersTrail", "Your mines"))
        self.supply_title.setText(QCoreApplication.translate("TinnersTrail", "Supply (shared)"))

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
            button.set_usable(enabled and count > 0)

    def set_selected(self, piece_id: str) -> None:
        """Show which piece is in the hand ("" for none)."""
        for piece, button in self.buttons.items():
            button.set_selected(piece == piece_id)


def _group(parent: QWidget, name: str) -> tuple[QFrame, QLabel, QHBoxLayout]:
    """A titled frame for a row of piece buttons: (the frame, its title, the row)."""
    frame = QFrame(parent)
    frame.setObjectName(name)
    column = QVBoxLayout(frame)
    column.setContentsMargins(4, 2, 4, 4)
    column.setSpacing(2)
    title = QLabel(frame)
    title.setObjectName(f"{name}Title")
    font = title.font()
    font.setBold(True)
    title.setFont(font)
    column.addWidget(title)
    row = QHBoxLayout()
    row.setSpacing(3)
    column.addLayout(row)
    return frame, title, row


class ChoicePanel(SharedChoicePanel):
    """The current step: question, choices (or the ore picker), Confirm, Back and Cancel."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("tinChoices", "tinChoiceList", parent)
        self.ore = OrePicker(self)
        self.ore.hide()
        self.column.insertWidget(self.column.indexOf(self.list) + 1, self.ore, 1)
        self.ore.confirm_requested.connect(self._on_enter)
        QWidget.setTabOrder(self.back, self.confirm)  # Back first for the keyboard, as always

    def show_step(
        self,
        prompt: str,
        choices: Sequence[tuple[Any, str]],
        can_back: bool,
        can_confirm: bool,
        tips: Sequence[str] = (),
    ) -> None:
        """Show a question with its choices (the ore picker hides: `show_ore` shows it)."""
        self.ore.hide()
        super().show_step(prompt, choices, can_back, can_confirm, tips)

    def show_ore(
        self, allowed: Collection[tuple[int, int]], default: tuple[int, int], key: Hashable
    ) -> None:
        """Show the ore picker instead of the list, with Confirm (it plays the load shown)."""
        shown = self.ore.isVisibleTo(self)
        self.list.clear()  # no rows of loads: the steppers are the only way to choose one
        self._values = []
        self.list.hide()
        self.ore.show_loads(allowed, default, key)
        self.ore.show()
        self.confirm.setEnabled(True)
        for button in (self.confirm, self.back, self.cancel):
            button.setVisible(True)
        if not shown:  # the list row that led here had the focus: the picker takes it (Enter)
            self.ore.setFocus(Qt.FocusReason.OtherFocusReason)

    def _on_enter(self) -> None:
        if self.confirm.isEnabled() and self.confirm.isVisibleTo(self):
            self.confirm_clicked.emit()


class AuctionPanel(QWidget):
    """The auction in progress: who leads, the minimum, Bid and Drop out for the seat to bid."""

    bid_clicked = Signal(object)
    """Bid this amount, as typed (None: the field holds no number)."""
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
        self.amount = AmountBox(self)
        self.amount.setPrefix("£")
        self.bid = QPushButton(self)
        self.drop = QPushButton(self)
        row.addWidget(self.amount)
        row.addWidget(self.bid)
        row.addWidget(self.drop)
        self.refusal = _refusal_label(self)  # beside the field: the panel's height is fixed
        row.addWidget(self.refusal, 1)
        layout.addLayout(row)
        layout.addStretch(1)
        self._shown: tuple[str, int] | None = None
        self.bid.clicked.connect(lambda: self.bid_clicked.emit(self.amount.typed()))
        self.amount.entered.connect(self.bid.click)
        self.amount.lineEdit().textEdited.connect(lambda _text: self.refusal.clear())
        self.drop.clicked.connect(self.drop_clicked.emit)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the button texts in the UI language."""
        self.bid.setText(QCoreApplication.translate("TinnersTrail", "Bid"))
        self.drop.setText(QCoreApplication.translate("TinnersTrail", "Drop out"))

    def show_auction(
        self, title: str, status: str, low: int, high: int, can_bid: bool, can_drop: bool
    ) -> None:
        """Show the auction; the arrows run from the minimum bid to the bidder's money.

        A typed amount is never changed here (issue 35 §2): the controller refuses one outside
        the range with its reason (`refuse`).
        """
        self.title.setText(title)
        self.status.setText(status)
        self.amount.set_allowed(low, high)
        # a new auction or a new minimum starts at the minimum: the amount left from the last
        # auction (£7 when the minimum was £1) read as the price (issue 18 §5)
        if (title, low) != self._shown:
            self.amount.setValue(low)
            self.amount.clear_refusal()
            self.refusal.clear()
        self._shown = (title, low)
        self.amount.setEnabled(can_bid)
        self.bid.setEnabled(can_bid)
        self.drop.setEnabled(can_drop)

    def refuse(self, reason: str) -> None:
        """The typed bid was refused: keep it, mark the field and say why under it."""
        self.amount.refuse(reason)
        self.refusal.setText(reason)


def _refusal_label(parent: QWidget) -> QLabel:
    """The line under an amount that says why the typed amount was refused."""
    label = QLabel(parent)
    label.setObjectName("amountRefusal")
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setStyleSheet("color: #a93226;")
    return label


class InvestPanel(QWidget):
    """A human's investing turn: the amount in £5 steps, what it scores, Invest and Stop."""

    invest_clicked = Signal(object)
    """Invest this amount, as typed (None: the field holds no number)."""
    stop_clicked = Signal()
    """Stop investing for the round."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tinInvest")
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
        self.amount = AmountBox(self)
        self.amount.setPrefix("£")
        self.amount.setSingleStep(5)
        self.gain = QLabel(self)
        self.gain.setTextFormat(Qt.TextFormat.PlainText)
        self.invest = QPushButton(self)
        self.stop = QPushButton(self)
        row.addWidget(self.amount)
        row.addWidget(self.gain)
        row.addWidget(self.invest)
        row.addWidget(self.stop)
        self.refusal = _refusal_label(self)
        row.addWidget(self.refusal, 1)
        layout.addLayout(row)
        layout.addStretch(1)
        self._gains: dict[int, str] = {}
        self._turn: tuple[str, int] | None = None
        self.amount.valueChanged.connect(self._show_gain)
        self.invest.clicked.connect(lambda: self.invest_clicked.emit(self.amount.typed()))
        self.amount.entered.connect(self.invest.click)
        self.amount.lineEdit().textEdited.connect(lambda _text: self.refusal.clear())
        self.stop.clicked.connect(self.stop_clicked.emit)

    def show_invest(
        self,
        title: str,
        status: str,
        buttons: tuple[str, str],
        gains: dict[int, str],
        can_stop: bool,
    ) -> None:
        """Show the turn; `gains` has every amount allowed (£5 steps) and what it scores."""
        self.title.setText(title)
        self.status.setText(status)
        self.invest.setText(buttons[0])
        self.stop.setText(buttons[1])
        self._gains = gains
        can_invest = bool(gains)
        low, high = (min(gains), max(gains)) if gains else (0, 0)
        self.amount.set_allowed(low, high)
        if (title, high) != self._turn:  # a new turn starts at all one's money
            self.amount.setValue(high)
            self.amount.clear_refusal()
            self.refusal.clear()
        self._turn = (title, high)
        self.amount.setEnabled(can_invest)
        self.invest.setEnabled(can_invest)
        self.stop.setEnabled(can_stop)
        self._show_gain(self.amount.value())

    def refuse(self, reason: str) -> None:
        """The typed amount was refused: keep it, mark the field and say why under it."""
        self.amount.refuse(reason)
        self.refusal.setText(reason)

    def _show_gain(self, amount: int) -> None:
        self.gain.setText(self._gains.get(amount, ""))
