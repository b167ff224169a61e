"""The page of a game in progress: prompt and turn buttons, board, side panels."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from app.ui.widgets.banner import ReplayBanner
from app.ui.widgets.log import GameLogPanel
from app.ui.widgets.moves import LegalMovesPanel
from app.ui.widgets.players import PlayersPanel
from app.ui.widgets.prompt import PromptLine
from app.ui.widgets.suggestbar import SuggestionBar
from app.ui.widgets.turnbar import TurnBar

if TYPE_CHECKING:
    from app.ui.controller import GameController

__all__ = ["GamePage"]


def _scrolled(box: QGroupBox, content: QWidget) -> None:
    """Put `content` in a frameless vertical scroll area filling `box`."""
    area = QScrollArea(box)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setWidget(content)
    layout = QVBoxLayout(box)
    layout.setContentsMargins(4, 4, 4, 4)
    layout.addWidget(area)


class GamePage(QWidget):
    """Everything of one game; private information only for the seat that took the hand-off.

    Args:
        controller: The game's controller (its board is created here).
        parent: Qt parent.
    """

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("gamePage")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        top = QHBoxLayout()
        self.prompt = PromptLine(controller, self)
        self.turn_bar = TurnBar(controller, self)
        top.addWidget(self.prompt, 1)
        top.addWidget(self.turn_bar)
        layout.addLayout(top)
        self.suggestion_bar = SuggestionBar(controller, self)
        layout.addWidget(self.suggestion_bar)
        self.banner = ReplayBanner(controller, self)
        layout.addWidget(self.banner)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.board = controller.create_board(self.splitter)
        self.splitter.addWidget(self.board)
        self.splitter.addWidget(self._build_side())
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([900, 360])
        layout.addWidget(self.splitter, 1)
        self.private_panel: QWidget | None = None
        self._private_seat: int | None = None
        controller.state_changed.connect(self.refresh_private)
        self.retranslate()
        self.refresh_private()

    def _build_side(self) -> QWidget:
        side = QSplitter(Qt.Orientation.Vertical, self.splitter)
        self.players_box = QGroupBox(side)
        self.players = PlayersPanel(self.controller)
        _scrolled(self.players_box, self.players)
        self.private_box = QGroupBox(side)
        self.private_holder = QWidget()
        self.private_layout = QVBoxLayout(self.private_holder)
        self.private_layout.setContentsMargins(0, 0, 0, 0)
        _scrolled(self.private_box, self.private_holder)
        self.moves_box = QGroupBox(side)
        moves_layout = QVBoxLayout(self.moves_box)
        self.moves = LegalMovesPanel(self.controller, self.moves_box)
        moves_layout.addWidget(self.moves)
        self.log_box = QGroupBox(side)
        log_layout = QVBoxLayout(self.log_box)
        self.log = GameLogPanel(self.controller, self.log_box)
        log_layout.addWidget(self.log)
        for box in (self.players_box, self.private_box, self.moves_box, self.log_box):
            side.addWidget(box)
        # The private panel (title, tiles, five lines) gets room for all of it at 1280×800.
        side.setSizes([230, 230, 150, 230])
        return side

    def private_seat(self) -> int | None:
        """Return the seat whose private panel is shown, if any."""
        return self._private_seat

    def refresh_private(self) -> None:
        """Show the private panel of the viewer (never while a hand-off is pending)."""
        c = self.controller
        seat = c.viewer() if c.handoff_seat() is None else None
        if seat == self._private_seat and (seat is None or self.private_panel is not None):
            self.private_box.setVisible(self.private_panel is not None)
            return
        if self.private_panel is not None:
            self.private_panel.hide()
            self.private_panel.deleteLater()
            self.private_panel = None
        self._private_seat = seat
        if seat is not None:
            self.private_panel = c.private_panel(seat, self.private_holder)
            if self.private_panel is not None:
                self.private_layout.addWidget(self.private_panel)
        self.private_box.setVisible(self.private_panel is not None)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the box titles in the UI language."""
        self.players_box.setTitle(self.tr("Players"))
        self.moves_box.setTitle(self.tr("Legal moves"))
        self.log_box.setTitle(self.tr("Game log (click a move to view it)"))
        if self._private_seat is not None:
            name = self.controller.seat_name(self._private_seat)
            self.private_box.setTitle(self.tr("Private to {0}").format(name))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Retranslate on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
