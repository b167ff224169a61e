"""The cards of the seat at the screen, under the Blood Rage board or large in its tab.

Under the board (issue 36 §3) the row shows every card whole at once: a grid of one, two or
three rows as wide as the row, whose cards shrink (name and kind/cost/STR, at 11 px) until all
of them fit; a card shows its effect too when its size leaves room (the tooltip and the "Your
cards" tab always give the whole text). Nothing scrolls, so a click never moves the card picked
away from the pointer. In the "Your cards" tab (`wrap`) the cards keep their full size in rows
as wide as the panel, which scroll down if they must.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QApplication,
    QGridLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.engine.phrases import BREAK, JOINER
from app.games.blood_rage.view.panels import (
    CARD_GAP,
    CARD_H,
    CARD_W,
    SELECTED_BORDER,
    CardButton,
)

if TYPE_CHECKING:
    from collections.abc import Sequence

    from PySide6.QtGui import QResizeEvent, QShowEvent

__all__ = ["COMPACT_PX", "MAX_ROWS", "MIN_CARD_W", "CardRow", "fit_grid"]

MIN_CARD_W = 96
"""Narrowest card of the row under the board: the longest phrase of a name or kind line fits."""
COMPACT_PX = 11
"""Text size of the cards under the board (the smallest readable size, PRODUCT.md "Board")."""
MAX_ROWS = 3
"""The row under the board stacks at most this many rows of cards."""
_MARGIN = 2


def fit_grid(count: int, width: int, height: int) -> tuple[int, int]:
    """Return (rows, columns) that show `count` cards whole in `width` × `height` pixels.

    The fewest rows whose cards are at least `MIN_CARD_W` wide (taller cards read better);
    `MAX_ROWS` if even those are narrower.
    """
    for rows in range(1, MAX_ROWS + 1):
        columns = max(1, math.ceil(count / rows))
        if (width - CARD_GAP * (columns - 1)) / columns >= MIN_CARD_W:
            return rows, columns
    return MAX_ROWS, max(1, math.ceil(count / MAX_ROWS))


def _breakable_kind(detail: str) -> str:
    """Let a Japanese kind line break after its 「・」 (a narrow card wraps it there)."""
    return detail.replace(f"{JOINER}・{JOINER}", f"・{BREAK}")


class CardRow(QScrollArea):
    """The cards of the seat at the screen, with a title above them.

    Under the board: a grid that fits its size (`fit_grid`), never scrolling. `wrap`: the
    "Your cards" tab, full-size cards in rows as wide as the panel that scroll down.
    """

    clicked = Signal(str)
    drag_started = Signal(str)

    def __init__(self, parent: QWidget | None = None, *, wrap: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("brCards")
        self.setWidgetResizable(True)
        self._wrap = wrap
        off = Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        self.setHorizontalScrollBarPolicy(off)
        if not wrap:
            self.setVerticalScrollBarPolicy(off)
        inner = QWidget(self)
        outer = QVBoxLayout(inner)
        outer.setContentsMargins(_MARGIN, _MARGIN, _MARGIN, _MARGIN)
        outer.setSpacing(CARD_GAP)
        self.title = QLabel(inner)
        self.title.setWordWrap(wrap)
        outer.addWidget(self.title)
        self._grid = QGridLayout()
        self._grid.setSpacing(CARD_GAP)
        self._grid.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        outer.addLayout(self._grid)
        outer.addStretch(1)
        self.setWidget(inner)
        self.cards: list[CardButton] = []
        self._slots: list[QWidget] = []
        """The cards and the empty slots a card taken left, in grid order."""
        self._shape = (0, 0, 0, 0)
        """(columns, width, height, cards) of the grid laid out last."""

    def show_cards(self, title: str, cards: Sequence[tuple[str, str, str, str, str, bool]]) -> None:
        """Show cards: (piece id, name, detail, effect, tooltip, usable).

        Under the board every card stays where it was when the same cards come back (a
        refresh after a click), since the grid depends only on how many there are. A piece id
        "" is an empty slot: a card taken from the offer leaves its place empty, so no card
        moves under the pointer before the next offer (s52 026).
        """
        self.title.setText(title)
        focused = self._hold_focus()
        for slot in self._slots:
            self._grid.removeWidget(slot)
            slot.hide()
            slot.deleteLater()
        self.cards = []
        self._slots = []
        for piece, name, detail, effect, tip, usable in cards:
            if not piece:
                gap = QWidget(self.widget())
                gap.setObjectName("brCardGap")
                self._slots.append(gap)
                continue
            button = CardButton(piece, self.widget())
            if not self._wrap:
                layout = button.layout()
                if layout is not None:  # every pixel of a small card's height for its words
                    layout.setContentsMargins(3, 1, 3, 1)
                    layout.setSpacing(0)
                for label in (button.name, button.detail, button.effect):
                    font = label.font()
                    font.setPixelSize(COMPACT_PX)
                    label.setFont(font)
            kind = detail if self._wrap else _breakable_kind(detail)
            button.show_card(name, kind, effect, tip, usable)
            button.clicked.connect(self.clicked.emit)
            button.drag_started.connect(self.drag_started.emit)
            self.cards.append(button)
            self._slots.append(button)
        if self._wrap:
            # rows of one height, as tall as the tallest card asks: a Japanese effect that
            # breaks only between phrases took a line more than `CARD_H` holds (issue 18 §2)
            tallest = max((card.heightForWidth(CARD_W) for card in self.cards), default=0)
            for slot in self._slots:
                slot.setFixedSize(CARD_W, max(CARD_H, tallest))
        self._shape = (0, 0, 0, 0)
        self._place()
        again = next((c for c in self.cards if c.piece_id == focused), None)
        if again is not None:
            again.setFocus(Qt.FocusReason.OtherFocusReason)

    def _hold_focus(self) -> str:
        """Keep the focus in the row while its cards are replaced; return the focused card's id.

        s52 019: a card that had the focus (clicked) was deleted on the refresh after a pick;
        Qt moved the focus on as if by Tab, and the stock's Leader showed the dashed keyboard
        outline, which read as a suggestion. The row takes the focus, then the same card.
        """
        app = QApplication.instance()
        widget = app.focusWidget() if isinstance(app, QApplication) else None
        if widget is None or not self.isAncestorOf(widget):
            return ""
        self.setFocus(Qt.FocusReason.OtherFocusReason)
        return widget.piece_id if isinstance(widget, CardButton) else ""

    def slot_ids(self) -> list[str]:
        """The piece ids in grid order, "" for an empty slot."""
        return [s.piece_id if isinstance(s, CardButton) else "" for s in self._slots]

    def columns(self) -> int:
        """How many cards stand side by side."""
        if not self._wrap:
            return self.grid_shape()[1]
        width = self.viewport().width() - 2 * _MARGIN
        return max(1, (width + CARD_GAP) // (CARD_W + CARD_GAP))

    def grid_shape(self) -> tuple[int, int]:
        """(rows, columns) of the grid under the board for the cards shown."""
        width, height = self._room()
        return fit_grid(len(self._slots), width, height)

    def _room(self) -> tuple[int, int]:
        """The width and height the cards under the board share (under the title)."""
        port = self.viewport()
        title = self.title.sizeHint().height() + CARD_GAP
        return port.width() - 2 * _MARGIN, port.height() - 2 * _MARGIN - title

    def set_selected(self, pieces: set[str]) -> None:
        """Outline the cards chosen so far."""
        for card in self.cards:
            card.set_selected(card.piece_id in pieces)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        """Lay the cards out again for the new size."""
        super().resizeEvent(event)
        self._place()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        """Fit the cards to the size it has now (it may have been resized while hidden)."""
        super().showEvent(event)
        self._place()

    def _place(self) -> None:
        if self._wrap:
            shape = (self.columns(), 0, 0, len(self._slots))
            if shape != self._shape:
                self._shape = shape
                self._place_grid(shape[0])
            return
        rows, columns = self.grid_shape()
        width, height = self._room()
        card_w = max(1, (width - CARD_GAP * (columns - 1)) // columns)
        card_h = max(1, (height - CARD_GAP * (rows - 1)) // rows)
        shape = (columns, card_w, card_h, len(self._slots))
        if shape == self._shape:
            return
        self._shape = shape
        for slot in self._slots:
            slot.setFixedSize(card_w, card_h)
        for card in self.cards:
            _fit_words(card, card_w, card_h)
        self._place_grid(columns)

    def _place_grid(self, columns: int) -> None:
        for k, slot in enumerate(self._slots):
            self._grid.removeWidget(slot)
            row, col = divmod(k, columns)
            self._grid.addWidget(slot, row, col)


def _fit_words(card: CardButton, width: int, height: int) -> None:
    """Show a card's effect only when name, kind line and effect all fit its size.

    The size is the one just set: a card not laid out yet still reports its old width, and an
    effect measured at that width was shown cut (the step walk's 2-player draft, en).
    """
    layout = card.layout()
    margins = layout.contentsMargins() if layout is not None else None
    gaps = 2 * max(0, layout.spacing()) if layout is not None else 0
    # a styled panel's edge, inside which the margins start; the chosen card's outline is
    # wider and takes its room from the words (an effect fitted unchosen was cut once chosen:
    # the step walk's Blood Rage, 2 seats, ja)
    frame = 2 * max(card.frameWidth(), SELECTED_BORDER)
    inner_w = width - frame - (margins.left() + margins.right() if margins else 0)
    inner_h = height - frame - (margins.top() + margins.bottom() if margins else 0)
    used = sum(label.heightForWidth(inner_w) for label in (card.name, card.detail))
    effect = card.effect.heightForWidth(inner_w)
    card.effect.setVisible(used + effect + gaps + 2 <= inner_h)
