"""The Tinners' Trail screen: one scene in a tabbed view, with the palette and panels under it.

The map (with the work track) and the shared boards (prices, developments, investment,
players) have one size, so either fills the view at the same zoom, large enough to read at
1280×800. Under the view: a one-line hint (why a drop would be refused, or what it costs),
then the piece palette beside the choice panel, or the auction panel while an auction runs.
Picking a piece shows the map, so its targets are on screen; the investment phase shows the
boards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QStackedWidget,
    QTabBar,
    QVBoxLayout,
    QWidget,
)

from app.games.tinners_trail.view.panels import AuctionPanel, ChoicePanel, PiecePalette
from app.ui.board.view import BoardView

if TYPE_CHECKING:
    from app.games.tinners_trail.view.scene import TinScene

__all__ = ["TABS", "TinBoard"]

TABS = ("map", "boards")
"""The parts of the scene, in tab order."""
PANEL_HEIGHT = 150
"""Height of the row of palette and panels (pixels)."""


class TinBoard(QWidget):
    """Tabs over the board view; hint, palette and the choice or auction panel below."""

    language_changed = Signal()
    """The UI language changed: the controller writes the panels again."""

    def __init__(self, scene: TinScene, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tinBoard")
        self.scene = scene
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.tabs = QTabBar(self)
        self.tabs.setObjectName("tinTabs")
        self.tabs.setExpanding(False)
        self.tabs.setDocumentMode(True)
        for _ in TABS:
            self.tabs.addTab("")
        self.view = BoardView(scene, self)
        self.view.setMinimumSize(320, 240)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.tabs)
        top.addStretch(1)
        top.addWidget(self.view.detach_zoom_bar())
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        self.hint = QLabel(self)
        self.hint.setObjectName("tinHint")
        self.hint.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.hint)
        layout.addWidget(self._build_bottom())
        self.auto_tab = False
        """The boards tab was brought up by the investment phase (the map comes back after)."""
        self.retranslate()
        self.tabs.currentChanged.connect(self._on_tab)
        scene.selection_changed.connect(self.palette_widget.set_selected)
        scene.selection_changed.connect(self._on_selection)
        self.palette_widget.picked.connect(scene.select_piece)
        self.show_tab("map")
        self.view.set_text_scale(text_scale())  # View ▸ Text size chosen before this game

    def _build_bottom(self) -> QWidget:
        bottom = QWidget(self)
        bottom.setFixedHeight(PANEL_HEIGHT)
        row = QHBoxLayout(bottom)
        row.setContentsMargins(0, 0, 0, 0)
        self.palette_widget = PiecePalette(bottom)
        row.addWidget(self.palette_widget, 0, Qt.AlignmentFlag.AlignTop)
        self.panels = QStackedWidget(bottom)
        self.choices = ChoicePanel(self.panels)
        self.auction = AuctionPanel(self.panels)
        self.panels.addWidget(self.choices)
        self.panels.addWidget(self.auction)
        row.addWidget(self.panels, 1)
        return bottom

    def show_auction(self, shown: bool) -> None:
        """Show the auction panel (True) or the choice panel."""
        self.panels.setCurrentWidget(self.auction if shown else self.choices)

    # -- tabs -------------------------------------------------------------------------------
    def current_tab(self) -> str:
        """Return the part shown ("map" or "boards")."""
        index = self.tabs.currentIndex()
        return TABS[index] if 0 <= index < len(TABS) else "map"

    def show_tab(self, key: str) -> None:
        """Show one part of the scene in the view."""
        if key in TABS and self.tabs.currentIndex() != TABS.index(key):
            self.tabs.setCurrentIndex(TABS.index(key))  # calls _on_tab
        else:
            self.view.set_region(self.scene.region(key))

    def _on_tab(self, index: int) -> None:
        self.auto_tab = False
        if 0 <= index < len(TABS):
            self.view.set_region(self.scene.region(TABS[index]))

    def _on_selection(self, piece: str) -> None:
        if piece:
            self.show_tab("map")

    # -- Qt events -------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Rewrite texts on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.scene.retranslate()
            self.choices.retranslate()
            self.auction.retranslate()
            self.retranslate()
            self.language_changed.emit()
        elif event.type() == QEvent.Type.FontChange:
            self.view.set_text_scale(text_scale())
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Write the tab names again."""
        names = {
            "map": QCoreApplication.translate("TinnersTrail", "Map and work track"),
            "boards": QCoreApplication.translate(
                "TinnersTrail", "Prices, developments, investment"
            ),
        }
        for k, key in enumerate(TABS):
            self.tabs.setTabText(k, names[key])


def text_scale() -> float:
    """Return View ▸ Text size: the application font against its size at start (1.0 default).

    A larger text size draws the board that much larger (pan for the rest), so no label
    shrinks below what it was.
    """
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return 1.0
    base = app.property("hotseat_base_point_size")
    size = QApplication.font().pointSizeF()
    if not isinstance(base, float) or base <= 0 or size <= 0:
        return 1.0
    return size / base
