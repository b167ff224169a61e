"""The Blood Rage screen: one scene in a tabbed view, with the stock, cards and choices under it.

The map (with the Age track and the clans' glory) and the clan sheets have one size, so either
fills the view at the same zoom, large enough to read at 1280×800. Under the view: a one-line
hint (why a drop would be refused, or what it costs), then the acting seat's stock of figures,
the cards of the seat at the screen, and the choice panel (battle status, the step being
chosen, Back / Confirm / Cancel). Taking a figure shows the map; dragging a card shows the
clan sheets, where its slot is. A third tab, "Your cards", shows the same cards large in the
view's place; the draft brings it up, so that a whole offer of 8 reads at once.

One place for each thing (issue 18 §3): while the tab shows the cards, the row under the board
gives its place to a line saying where they are, so the hand is never shown twice. The stock
and the choice panel have fixed widths, so Confirm stays where it is whatever the stock holds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QLabel, QSizePolicy, QStackedWidget, QVBoxLayout

from app.games.blood_rage.view.cardrow import CardRow
from app.games.blood_rage.view.panels import ChoicePanel, StockPalette
from app.ui.board.screen import TabbedBoard

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QHBoxLayout, QWidget

    from app.games.blood_rage.view.scene import BrScene

__all__ = ["SCENE_TABS", "TABS", "BrBoard"]

SCENE_TABS = ("board", "clans")
"""The tabs that show a part of the scene."""
TABS = (*SCENE_TABS, "cards")
"""The tabs: the parts of the scene, then the cards of the seat at the screen."""
PANEL_HEIGHT = 172
"""Height of the row of stock, cards and choices (pixels): one row of cards and their title."""
STOCK_W = 3 * 44 + 2 * 3
"""Width of the stock: three figure buttons (icon 30 + frame) and their gaps, however many."""
CHOICES_W = 320
"""Width of the choice panel: fixed, so its buttons keep their place between steps."""


class BrBoard(TabbedBoard):
    """Tabs over the board view; hint, stock, cards and choices below."""

    scene: BrScene
    cards_place_changed = Signal()
    """The cards moved between the row under the board and the "Your cards" tab."""

    def __init__(self, scene: BrScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, TABS, PANEL_HEIGHT, parent)
        self.setObjectName("brBoard")
        # A long hint is cut at the edge rather than widening the board.
        self.hint.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        scene.selection_changed.connect(self.stock.set_selected)
        scene.selection_changed.connect(self._on_selection)
        self.stock.picked.connect(scene.select_piece)
        self.stock.drag_started.connect(lambda _piece: self.show_tab("board"))
        self.cards.drag_started.connect(self._on_card_drag)
        # "Your cards": the same cards as the row below, large, in the view's place
        self.hand = CardRow(self, wrap=True)
        self.hand.setObjectName("brHand")
        self.hand.setVisible(False)
        self.hand.drag_started.connect(self._on_card_drag)
        self.card_tab: Callable[[str], str] | None = None
        """The tab where a dragged card's targets are ("clans" if unset; the controller's)."""
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.insertWidget(layout.indexOf(self.view) + 1, self.hand, 1)
        self.drafting = False
        """The seat at the screen is drafting (its cards' tab was brought up)."""
        self._in_tab = False
        self.picks_in_row = False
        """The row under the board shows the cards picked in the draft (the offer is above)."""
        self.retranslate_panels()
        self.start()

    def set_drafting(self, drafting: bool) -> None:
        """Bring the "Your cards" tab while the seat at the screen drafts, and the map after.

        The row under the board shows every card, small (name and kind line); the tab shows a
        whole offer of 8 at 1280×800, each card with its full text. The user can still switch
        tabs.
        """
        if drafting and not self.drafting:
            self.show_tab("cards")
            self.auto_tab = True
        elif not drafting and self.drafting and self.auto_tab:
            self.show_tab(TABS[0])
        self.drafting = drafting

    def show_tab(self, key: str) -> None:
        """Show one part of the scene, or the cards in the view's place."""
        self._show_cards(key == "cards")
        super().show_tab(key)

    def _on_tab(self, index: int) -> None:
        self._show_cards(0 <= index < len(TABS) and TABS[index] == "cards")
        super()._on_tab(index)

    def _show_cards(self, shown: bool) -> None:
        """The cards large in the view's place, or the view and the row of cards below it."""
        moved = shown != self._in_tab
        self._in_tab = shown
        self.hand.setVisible(shown)
        self.view.setVisible(not shown)
        self._show_row()
        if moved:
            self.cards_place_changed.emit()

    def _show_row(self) -> None:
        above = self._in_tab and not self.picks_in_row
        self.row_stack.setCurrentWidget(self.cards_above if above else self.cards)

    def show_picks_in_row(self, shown: bool) -> None:
        """While the offer is in the tab, the row under the board shows the cards picked.

        s52 023: the picks were in a small scrolling box of the private panel, cut mid-line,
        while the row under the board only said the cards were above.
        """
        self.picks_in_row = shown
        self._show_row()

    def cards_in_tab(self) -> bool:
        """Whether the cards are in the "Your cards" tab (else in the row under the board)."""
        return self._in_tab

    def _build_bottom(self, bottom: QWidget, row: QHBoxLayout) -> None:
        self.stock = StockPalette(bottom)
        self.stock.setFixedWidth(STOCK_W)
        row.addWidget(self.stock, 0, Qt.AlignmentFlag.AlignTop)
        # the row of cards, or (while the "Your cards" tab shows them) where they are instead
        self.row_stack = QStackedWidget(bottom)
        self.cards = CardRow(self.row_stack)
        self.cards_above = QLabel(self.row_stack)
        self.cards_above.setObjectName("brCardsAbove")
        self.cards_above.setWordWrap(True)
        self.cards_above.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.cards_above.setFrameShape(QLabel.Shape.StyledPanel)
        self.row_stack.addWidget(self.cards)
        self.row_stack.addWidget(self.cards_above)
        row.addWidget(self.row_stack, 1)
        self.choices = ChoicePanel(bottom)
        self.choices.setFixedWidth(CHOICES_W)
        row.addWidget(self.choices, 0)

    def tab_names(self) -> dict[str, str]:
        """Return the tab names in the UI language."""
        return {
            "board": QCoreApplication.translate("BloodRage", "Board and Age track"),
            "clans": QCoreApplication.translate("BloodRage", "Clan sheets"),
            "cards": QCoreApplication.translate("BloodRage", "Your cards"),
        }

    def retranslate_panels(self) -> None:
        """Write the choice panel's buttons and the line in the card row's place again."""
        self.choices.retranslate()
        self.cards_above.setText(
            QCoreApplication.translate(
                "BloodRage", "Your cards are shown large above, in the “Your cards” tab."
            )
        )

    def _on_selection(self, piece: str) -> None:
        if piece.startswith(("reserve:", "figure:")):
            self.show_tab("board")
        elif piece.startswith("card:"):
            # where the card may go: a battle card's province is on the map (a drag reaching
            # the board selects the card; the clan sheets then hid the drop, stranger s43)
            tab = self.card_tab(piece) if self.card_tab is not None else "clans"
            if self.current_tab() != tab:
                self.show_tab(tab)
                self.auto_tab = True

    def _on_card_drag(self, piece: str) -> None:
        """A card dragged from the row or the "Your cards" tab: show where it may go.

        The clan sheets (an upgrade's slot, a quest's place, a card picked or kept) or the map
        (a battle card's province): from the tab, the view was hidden and nothing could take
        the drop (issue 35 §1).
        """
        tab = self.card_tab(piece) if self.card_tab is not None else "clans"
        if self.current_tab() != tab:
            self.show_tab(tab)
            self.auto_tab = True
