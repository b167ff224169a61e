"""The Tinners' Trail screen: one scene in a tabbed view, with the palette and panels under it.

The map (with the work track) and the shared boards (prices, developments, investment,
players) have one size, so either fills the view at the same zoom, large enough to read at
1280×800. Under the view: a one-line hint (why a drop would be refused, or what it costs),
then the piece palette beside the choice panel, or the auction panel while an auction runs, or
the investing panel while a human invests.
Picking a piece shows the map, so its targets are on screen; the investment phase shows the
boards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QStackedWidget

from app.games.tinners_trail.view.panels import (
    AuctionPanel,
    ChoicePanel,
    InvestPanel,
    PiecePalette,
)
from app.ui.board.screen import TabbedBoard

if TYPE_CHECKING:
    from PySide6.QtWidgets import QHBoxLayout, QWidget

    from app.games.tinners_trail.view.scene import TinScene

__all__ = ["TABS", "TinBoard"]

TABS = ("map", "boards")
"""The parts of the scene, in tab order."""
PANEL_HEIGHT = 150
"""Height of the row of palette and panels (pixels)."""


class TinBoard(TabbedBoard):
    """Tabs over the board view; hint, palette and the choice or auction panel below."""

    scene: TinScene

    def __init__(self, scene: TinScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, TABS, PANEL_HEIGHT, parent)
        self.setObjectName("tinBoard")
        self.tabs.setObjectName("tinTabs")
        self.hint.setObjectName("tinHint")
        scene.selection_changed.connect(self.palette_widget.set_selected)
        scene.selection_changed.connect(self._on_selection)
        self.palette_widget.picked.connect(scene.select_piece)
        self.start()

    def _build_bottom(self, bottom: QWidget, row: QHBoxLayout) -> None:
        self.palette_widget = PiecePalette(bottom)
        row.addWidget(self.palette_widget, 0, Qt.AlignmentFlag.AlignTop)
        self.panels = QStackedWidget(bottom)
        self.choices = ChoicePanel(self.panels)
        self.auction = AuctionPanel(self.panels)
        self.investing = InvestPanel(self.panels)
        self.panels.addWidget(self.choices)
        self.panels.addWidget(self.auction)
        self.panels.addWidget(self.investing)
        row.addWidget(self.panels, 1)

    def show_auction(self, shown: bool) -> None:
        """Show the auction panel (True) or the choice panel."""
        self.panels.setCurrentWidget(self.auction if shown else self.choices)

    def show_investing(self) -> None:
        """Show the investing panel (a human's investing turn)."""
        self.panels.setCurrentWidget(self.investing)

    def tab_names(self) -> dict[str, str]:
        """Return the tab names in the UI language."""
        return {
            "map": QCoreApplication.translate("TinnersTrail", "Map and work track"),
            "boards": QCoreApplication.translate(
                "TinnersTrail", "Prices, developments, investment"
            ),
        }

    def retranslate_panels(self) -> None:
        """Write the palette's titles and the choice and auction panels' buttons again."""
        self.palette_widget.retranslate()
        self.choices.retranslate()
        self.auction.retranslate()

    def _on_selection(self, piece: str) -> None:
        if piece:
            self.show_tab("map")
