"""The page of a game in progress: prompt and turn buttons, board, side panels."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.shell.stepkeys import press_page_key, watch_keys
from app.ui.widgets.banner import ReplayBanner
from app.ui.widgets.coach import CoachPanel
from app.ui.widgets.log import GameLogPanel
from app.ui.widgets.moves import LegalMovesPanel
from app.ui.widgets.players import PlayersPanel
from app.ui.widgets.prompt import PromptLine
from app.ui.widgets.scoreline import ScoreSoFarLine
from app.ui.widgets.suggestbar import SuggestionBar
from app.ui.widgets.turnbar import TurnBar

if TYPE_CHECKING:
    from PySide6.QtGui import QShowEvent

    from app.ui.controller import GameController

__all__ = ["GamePage"]

_LISTS_MIN = 110
"""The log / moves pane's least height when the players box grows (a few lines stay readable)."""
_PRIVATE_MIN = 90
"""The private panel's least height when the players box grows (it scrolls below that)."""
_PRIVATE_ROOM = 240
"""The most a private panel just shown takes from the log's pane (it scrolls beyond)."""


def _scrolled(box: QGroupBox, content: QWidget) -> QScrollArea:
    """Put `content` in a frameless vertical scroll area filling `box`; return the area."""
    area = QScrollArea(box)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setWidget(content)
    layout = QVBoxLayout(box)
    layout.setContentsMargins(4, 4, 4, 4)
    layout.addWidget(area)
    return area


class GamePage(QWidget):
    """Everything of one game; private information only for the seat that took the hand-off.

    Args:
        controller: The game's controller (its board is created here).
        parent: Qt parent.
    """

    rules_wanted = Signal(str)
    """The "?" beside the prompt: open the rules summary at this topic (anchor)."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("gamePage")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        top = QHBoxLayout()
        lines = QVBoxLayout()
        lines.setSpacing(0)
        self.prompt = PromptLine(controller, self)
        self.score_line = ScoreSoFarLine(controller, self)
        lines.addWidget(self.prompt)
        self.turn_bar = TurnBar(controller, self)
        top.addLayout(lines, 1)
        self.rules_help = self._help_button()
        top.addWidget(self.rules_help, 0, Qt.AlignmentFlag.AlignTop)
        top.addWidget(self.turn_bar)
        layout.addLayout(top)
        # The replay banner takes the suggestion bar's row while a past move is shown (a
        # suggestion is for the present): the board below keeps its place (issue 22: it jumped
        # when the banner appeared).
        self.bars = QStackedWidget(self)
        self.suggestion_bar = SuggestionBar(controller, self.bars)
        self.banner = ReplayBanner(controller, self.bars, in_stack=True)
        self.bars.addWidget(self.suggestion_bar)
        self.bars.addWidget(self.banner)
        self.bars.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        rows = (self.suggestion_bar.sizeHint().height(), self.banner.sizeHint().height())
        self.bars.setFixedHeight(rows[0])  # the suggestion bar's: the board keeps its size
        # the score so far shares that row (a line of its own took the board's height away)
        self.score_line.setWordWrap(False)
        self.score_line.setMaximumHeight(rows[0])
        self.score_line.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        bar_row = QHBoxLayout()
        bar_row.addWidget(self.bars, 1)
        bar_row.addWidget(self.score_line)
        layout.addLayout(bar_row)
        controller.state_changed.connect(self._show_bar)
        self._show_bar()
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
        self.coach: CoachPanel | None = None
        controller.state_changed.connect(self.refresh_private)
        controller.state_changed.connect(self.fit_players)
        # A narrower players area wraps the seats onto more lines (the side column's width
        # settles after a move's texts change): fit again once it has its new width.
        self._players_area.installEventFilter(self)
        self.retranslate()
        self.refresh_private()

    def _build_side(self) -> QWidget:
        side = QSplitter(Qt.Orientation.Vertical, self.splitter)
        self.side = side
        self.players_box = QGroupBox(side)
        self.players = PlayersPanel(self.controller)
        self._players_area = _scrolled(self.players_box, self.players)
        self.private_box = QGroupBox(side)
        self.private_holder = QWidget()
        self.private_layout = QVBoxLayout(self.private_holder)
        self.private_layout.setContentsMargins(0, 0, 0, 0)
        self._private_area = _scrolled(self.private_box, self.private_holder)
        # The log and the full list of moves share one tabbed pane: the prompt under the board
        # already offers the current choices, so the full list is the second place to look, and
        # one pane less leaves the seats room to be seen whole (issue 18 §2, §3).
        self.lists = QTabWidget(side)
        self.lists.setDocumentMode(True)
        self.log_box = QWidget(self.lists)
        log_layout = QVBoxLayout(self.log_box)
        log_layout.setContentsMargins(0, 4, 0, 0)
        self.log = GameLogPanel(self.controller, self.log_box)
        log_layout.addWidget(self.log)
        self.moves_box = QWidget(self.lists)
        moves_layout = QVBoxLayout(self.moves_box)
        moves_layout.setContentsMargins(0, 4, 0, 0)
        self.moves = LegalMovesPanel(self.controller, self.moves_box)
        moves_layout.addWidget(self.moves)
        # explicit floors: the splitter would otherwise keep the panes' larger size hints
        self.lists.setMinimumHeight(_LISTS_MIN)
        self.private_box.setMinimumHeight(_PRIVATE_MIN)
        self.lists.addTab(self.log_box, "")
        self.lists.addTab(self.moves_box, "")
        for box in (self.players_box, self.private_box, self.lists):
            side.addWidget(box)
            side.setCollapsible(side.indexOf(box), False)
        # The private panel (title, tiles, five lines) gets room for all of it at 1280×800.
        side.setSizes([230, 230, 380])
        return side

    def _show_bar(self) -> None:
        replaying = self.controller.replay_step() is not None
        self.bars.setCurrentWidget(self.banner if replaying else self.suggestion_bar)

    def fit_players(self) -> None:
        """Give the players box the height that shows every seat, taking it from the log.

        The seats are the one list a player must see whole (PRODUCT.md: the table); the log, the
        moves list and the private panel scroll anyway and keep `_LISTS_MIN` / `_PRIVATE_MIN`.
        """
        area = self._players_area
        if not self.side.isVisible():
            return
        sizes = self.side.sizes()
        frame = self.players_box.height() - area.height()
        # Measured as if the scroll bar took its width: the height then fits at either width,
        # where measuring at the full width let the bar appear and the narrower text outgrow it.
        width = area.width() - area.verticalScrollBar().sizeHint().width()
        wanted = self.players.needed_height(width) + frame + 2
        extra = wanted - sizes[0]
        lists = self.side.indexOf(self.lists)
        if extra < 0:  # room to spare: the log gets it back
            sizes[lists] -= extra
            sizes[0] = wanted
        private = self.side.indexOf(self.private_box)
        for index, floor in ((lists, _LISTS_MIN), (private, _PRIVATE_MIN)):
            take = max(0, min(extra, sizes[index] - floor))
            sizes[index] -= take
            sizes[0] += take
            extra -= take
        self.side.setSizes(sizes)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        """Enter confirms the move being built, Escape steps back (keys no widget took)."""
        if self._step_key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def _step_key(self, event: QKeyEvent) -> bool:
        """Press Confirm (Enter) or Back (Escape) of the move being built; True if pressed."""
        plain = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if plain != Qt.KeyboardModifier.NoModifier or not self.isVisible():
            return False
        return press_page_key(self.controller, event.key())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """Enter/Escape anywhere on the page; fit the players box when its area changes width."""
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and isinstance(watched, QWidget)
            and self.isAncestorOf(watched)
            and watched is QApplication.focusWidget()
            and self._step_key(event)
        ):
            event.accept()
            return True
        if (
            watched is self._players_area
            and event.type() == QEvent.Type.Resize
            and isinstance(event, QResizeEvent)
            and event.oldSize().width() != event.size().width()
        ):
            QTimer.singleShot(0, self.fit_players)
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        """Keep every seat in view at the new size."""
        super().resizeEvent(event)
        self.fit_players()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        """Fit the players box once the page has its real size; watch Enter and Escape."""
        super().showEvent(event)
        watch_keys(self)  # installed again it is not doubled (Qt moves it to the front)
        self.fit_players()

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
        # each seat's panel opens at its top (the last seat's scroll position stayed)
        self._private_area.verticalScrollBar().setValue(0)
        if seat is not None:
            self.private_panel = c.private_panel(seat, self.private_holder)
            if self.private_panel is not None:
                self.private_layout.addWidget(self.private_panel)
        self.private_box.setVisible(self.private_panel is not None)
        self._room_for_private()
        self.retranslate()

    def _room_for_private(self) -> None:
        """Give a private panel just shown at least its floor, taken from the log's pane.

        A splitter pane hidden when the sizes were set comes back with no height at all: the
        seat's own water holes and cards were on a pane nobody could see (issue 34 §4).
        """
        if self.private_panel is None:
            return
        sizes = self.side.sizes()
        private, lists = self.side.indexOf(self.private_box), self.side.indexOf(self.lists)
        frame = self.private_box.height() - self.private_holder.height()
        want = min(_PRIVATE_ROOM, self.private_panel.sizeHint().height() + max(frame, 24))
        need = max(_PRIVATE_MIN, want) - sizes[private]
        take = min(need, sizes[lists] - _LISTS_MIN)
        if sizes[private] >= _PRIVATE_MIN and take <= 0:
            return
        give = max(take, _PRIVATE_MIN - sizes[private])
        sizes[private] += give
        sizes[lists] = max(_LISTS_MIN, sizes[lists] - give)
        self.side.setSizes(sizes)

    def set_coach(self, on: bool, only: frozenset[str] | None = None) -> None:
        """Show the coach's tab (first, in front) or take it away (issue 20 §1)."""
        if on and self.coach is None:
            self.coach = CoachPanel(self.controller, self.lists, only)
            self.lists.insertTab(0, self.coach, "")
            self.coach.attention.connect(lambda: self.lists.setCurrentWidget(self.coach))
            self.lists.setCurrentWidget(self.coach)
            self.retranslate()
        elif not on and self.coach is not None:
            self.lists.removeTab(self.lists.indexOf(self.coach))
            self.coach.deleteLater()
            self.coach = None

    def _help_button(self) -> QToolButton:
        """The "?" beside the prompt: the rules summary at this step's paragraph (issue 20 §2)."""
        button = QToolButton(self)
        button.setObjectName("rulesHelp")
        button.setText("?")
        button.clicked.connect(self._ask_rules)
        return button

    def _ask_rules(self) -> None:
        self.rules_wanted.emit(self.controller.rules_topic() or "")

    def retranslate(self) -> None:
        """Set the box titles in the UI language."""
        self.rules_help.setToolTip(self.tr("The rules for this step (the whole summary: F1)"))
        self.rules_help.setAccessibleName(self.tr("Rules for this step"))
        self.players_box.setTitle(self.tr("Players"))
        self.lists.setTabText(self.lists.indexOf(self.log_box), self.tr("Game log"))
        self.lists.setTabToolTip(
            self.lists.indexOf(self.log_box), self.tr("Click a move to view the board as it was")
        )
        self.lists.setTabText(self.lists.indexOf(self.moves_box), self.tr("All legal moves"))
        if self.coach is not None:
            self.lists.setTabText(self.lists.indexOf(self.coach), self.tr("Coach"))
        if self._private_seat is not None:
            name = self.controller.seat_name(self._private_seat)
            self.private_box.setTitle(self.tr("Private to {0}").format(name))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Retranslate on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
