"""The Blood Rage screen: one scene in a tabbed view, with the stock, cards and choices under it.

The map (with the Age track and the clans' glory) and the clan sheets have one size, so either
fills the view at the same zoom, large enough to read at 1280×800. Under the view: a one-line
hint (why a drop would be refused, or what it costs), then the acting seat's stock of figures,
the cards of the seat at the screen, and the choice panel (battle status, the step being
chosen, Back / Confirm / Cancel). Taking a figure shows the map; dragging a card shows the
clan sheets, where its slot is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QSizePolicy

from app.games.blood_rage.view.panels import CardRow, ChoicePanel, StockPalette
from app.ui.board.screen import TabbedBoard

if TYPE_CHECKING:
    from PySide6.QtWidgets import QHBoxLayout, QWidget

    from app.games.blood_rage.view.scene import BrScene

__all__ = ["TABS", "BrBoard"]

TABS = ("board", "clans")
"""The parts of the scene, in tab order."""
PANEL_HEIGHT = 172
"""Height of the row of stock, cards and choices (pixels)."""


class BrBoard(TabbedBoard):
    """Tabs over the board view; hint, stock, cards and choices below."""

    scene: BrScene

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
        self.start()

    def _build_bottom(self, bottom: QWidget, row: QHBoxLayout) -> None:
        self.stock = StockPalette(bottom)
        row.addWidget(self.stock, 0, Qt.AlignmentFlag.AlignTop)
        self.cards = CardRow(bottom)
        row.addWidget(self.cards, 3)
        self.choices = ChoicePanel(bottom)
        self.choices.setMinimumWidth(300)
        row.addWidget(self.choices, 2)

    def tab_names(self) -> dict[str, str]:
        """Return the tab names in the UI language."""
        return {
            "board": QCoreApplication.translate("BloodRage", "Board and Age track"),
            "clans": QCoreApplication.translate("BloodRage", "Clan sheets"),
        }

    def retranslate_panels(self) -> None:
        """Write the choice panel's buttons again."""
        self.choices.retranslate()

    def _on_selection(self, piece: str) -> None:
        if piece.startswith(("reserve:", "figure:")):
            self.show_tab("board")
        elif piece.startswith("card:") and self.current_tab() != "clans":
            self.show_tab("clans")
            self.auto_tab = True

    def _on_card_drag(self, _piece: str) -> None:
        if self.current_tab() != "clans":
            self.show_tab("clans")
            self.auto_tab = True
