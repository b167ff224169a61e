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

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QTabBar,
    QVBoxLayout,
    QWidget,
)

from app.games.blood_rage.view.panels import CardRow, ChoicePanel, StockPalette
from app.ui.board.view import BoardView

if TYPE_CHECKING:
    from app.games.blood_rage.view.scene import BrScene

__all__ = ["TABS", "BrBoard"]

TABS = ("board", "clans")
"""The parts of the scene, in tab order."""
PANEL_HEIGHT = 172
"""Height of the row of stock, cards and choices (pixels)."""


class BrBoard(QWidget):
    """Tabs over the board view; hint, stock, cards and choices below."""

    language_changed = Signal()
    """The UI language changed: the controller writes the panels again."""

    def __init__(self, scene: BrScene, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("brBoard")
        self.scene = scene
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.tabs = QTabBar(self)
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
        self.hint.setTextFormat(Qt.TextFormat.PlainText)
        # A long hint is cut at the edge rather than widening the board.
        self.hint.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        layout.addWidget(self.hint)
        layout.addWidget(self._build_bottom())
        self.auto_tab = False
        """The clan sheets were brought up by a card drag (the map comes back after)."""
        self.retranslate()
        self.tabs.currentChanged.connect(self._on_tab)
        scene.selection_changed.connect(self.stock.set_selected)
        scene.selection_changed.connect(self._on_selection)
        self.stock.picked.connect(scene.select_piece)
        self.stock.drag_started.connect(lambda _piece: self.show_tab("board"))
        self.cards.drag_started.connect(self._on_card_drag)
        self.show_tab("board")
        self.view.set_text_scale(text_scale())

    def _build_bottom(self) -> QWidget:
        bottom = QWidget(self)
        bottom.setFixedHeight(PANEL_HEIGHT)
        row = QHBoxLayout(bottom)
        row.setContentsMargins(0, 0, 0, 0)
        self.stock = StockPalette(bottom)
        row.addWidget(self.stock, 0, Qt.AlignmentFlag.AlignTop)
        self.cards = CardRow(bottom)
        row.addWidget(self.cards, 3)
        self.choices = ChoicePanel(bottom)
        self.choices.setMinimumWidth(300)
        row.addWidget(self.choices, 2)
        return bottom

    # -- tabs -------------------------------------------------------------------------------
    def current_tab(self) -> str:
        """Return the part shown ("board" or "clans")."""
        index = self.tabs.currentIndex()
        return TABS[index] if 0 <= index < len(TABS) else "board"

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
        if piece.startswith(("reserve:", "figure:")):
            self.show_tab("board")
        elif piece.startswith("card:") and self.current_tab() != "clans":
            self.show_tab("clans")
            self.auto_tab = True

    def _on_card_drag(self, _piece: str) -> None:
        if self.current_tab() != "clans":
            self.show_tab("clans")
            self.auto_tab = True

    # -- Qt events -------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Rewrite texts on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.scene.retranslate()
            self.choices.retranslate()
            self.retranslate()
            self.language_changed.emit()
        elif event.type() == QEvent.Type.FontChange:
            self.view.set_text_scale(text_scale())
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Write the tab names again."""
        names = {
            "board": QCoreApplication.translate("BloodRage", "Board and Age track"),
            "clans": QCoreApplication.translate("BloodRage", "Clan sheets"),
        }
        for k, key in enumerate(TABS):
            self.tabs.setTabText(k, names[key])


def text_scale() -> float:
    """Return View ▸ Text size: the application font against its size at start (1.0 default)."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return 1.0
    base = app.property("hotseat_base_point_size")
    size = QApplication.font().pointSizeF()
    if not isinstance(base, float) or base <= 0 or size <= 0:
        return 1.0
    return size / base
