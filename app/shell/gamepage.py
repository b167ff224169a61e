"""The page of a game in progress: prompt and turn buttons, board, side panels."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
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

from app.engine.coach import topic_text
from app.shell.stepkeys import press_page_key, watch_keys
from app.ui.i18n import current_language
from app.ui.widgets.banner import ReplayBanner
from app.ui.widgets.coach import CoachPanel
from app.ui.widgets.intro import IntroMark, IntroOverlay
from app.ui.widgets.log import GameLogPanel
from app.ui.widgets.moves import LegalMovesPanel
from app.ui.widgets.players import PlayersPanel
from app.ui.widgets.prompt import PromptLine
from app.ui.widgets.rows import whole_rows
from app.ui.widgets.scoreline import ScoreSoFarLine
from app.ui.widgets.suggestbar import SuggestionBar
from app.ui.widgets.turnbar import TurnBar

if TYPE_CHECKING:
    from PySide6.QtGui import QResizeEvent, QShowEvent

    from app.ui.controller import GameController

__all__ = ["GamePage"]

_PRIVATE_MAX = 190
"""The private panel's most height at any window size (it scrolls inside beyond that)."""
_PRIVATE_OVER = 10
"""Pixels the private box may pass `_PRIVATE_MAX` by to end on a whole row (issue 36 §1)."""
_PRIVATE_FRAME = 30
"""The private box's title and margins around its panel (pixels)."""
_COACH_H = 250
"""The coach's box: its height for the whole game (its text scrolls inside; 170 showed two
lines of a topic once "Show me"'s reason was under it, issue 37)."""
_LIST_LINES = 8
"""The log shows at least this many lines (issue 36 §1)."""
_PRIVATE_LEAST = 70
"""The private box's least height while the coach is on (its title and about two lines)."""
_PRIVATE_KEEP = 120
"""What the private box keeps of its panel's height before the coach takes its whole
`_COACH_H` (pixels): the seat's own cards stay in view beside the lesson."""
_COACH_LEAST_LINES = 3
"""The coach's text keeps at least this many lines above its buttons (it scrolls inside)."""


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

    intro: IntroOverlay | None = None
    """The guided game's first page, while it shows (`show_intro`)."""

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
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        self.splitter.setSizes([900, 360])
        layout.addWidget(self.splitter, 1)
        self.private_panel: QWidget | None = None
        self._private_seat: int | None = None
        self.coach: CoachPanel | None = None
        controller.state_changed.connect(self.refresh_private)
        controller.state_changed.connect(self.fit_players)  # the same height unless fonts change
        self.retranslate()
        self.refresh_private()

    def _build_side(self) -> QWidget:
        """The side column's fixed plan (issue 36 §1), top to bottom.

        The players (one line a seat, a fixed height), the private panel of the seat at the
        screen (at most `_PRIVATE_MAX`, scrolling inside), the coach (`_COACH_H`, while it is
        on) and the log / moves pane with the rest, at least `_LIST_LINES` lines. Nothing in
        the column changes the board's size: its width is fixed and its boxes do not grow.
        """
        side = QWidget(self.splitter)
        side.setObjectName("sideColumn")
        column = QVBoxLayout(side)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(4)
        self.side = side
        self.players_box = QGroupBox(side)
        self.players = PlayersPanel(self.controller)
        self._players_area = _scrolled(self.players_box, self.players)
        self._players_area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.private_box = QGroupBox(side)
        self.private_holder = QWidget()
        self.private_layout = QVBoxLayout(self.private_holder)
        self.private_layout.setContentsMargins(0, 0, 0, 0)
        self._private_area = _scrolled(self.private_box, self.private_holder)
        self.coach_box = QGroupBox(side)
        self.coach_box.setObjectName("coachBox")
        self.coach_layout = QVBoxLayout(self.coach_box)
        self.coach_layout.setContentsMargins(4, 4, 4, 4)
        self.coach_box.setFixedHeight(_COACH_H)
        self.coach_box.hide()
        # The log and the full list of moves share one tabbed pane: the prompt under the board
        # already offers the current choices, so the full list is the second place to look.
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
        self.lists.addTab(self.log_box, "")
        self.lists.addTab(self.moves_box, "")
        column.addWidget(self.players_box)
        column.addWidget(self.private_box)
        column.addWidget(self.coach_box)
        column.addWidget(self.lists, 1)
        side.installEventFilter(self)  # a new height shares the column out again (s53)
        self.fit_players()
        return side

    def _show_bar(self) -> None:
        replaying = self.controller.replay_step() is not None
        self.bars.setCurrentWidget(self.banner if replaying else self.suggestion_bar)

    def fit_players(self) -> None:
        """Give the players box the height of one line a seat, and the log its least lines."""
        need = max(self.players.needed_height(), self.players.sizeHint().height())
        self._players_area.setFixedHeight(need + 2)
        self.players_box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        line = self.log.fontMetrics().lineSpacing()
        self.lists.setMinimumHeight(_LIST_LINES * line + 40)  # the tab bar and the frame

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        """Enter confirms the move being built, Escape steps back (keys no widget took)."""
        if self._step_key(event, refuse=True):
            event.accept()
            return
        super().keyPressEvent(event)

    def _step_key(self, event: QKeyEvent, *, refuse: bool = False) -> bool:
        """Press Confirm (Enter) or Back (Escape) of the move being built; True if pressed.

        With `refuse` (no widget took the key) an Escape with nothing to take back says why.
        """
        plain = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if plain != Qt.KeyboardModifier.NoModifier or not self.isVisible():
            return False
        return press_page_key(self.controller, event.key(), refuse=refuse)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """Enter/Escape anywhere on the page (a focused piece or card swallowed them).

        The private panel asks for more room (its wrapped lines laid out at their width, a card
        played): the box grows up to `_PRIVATE_MAX`, so rows that fit are never cut (issue 36
        §1). It does not shrink here: rows just added count only once shown.
        """
        kinds = (QEvent.Type.LayoutRequest, QEvent.Type.Resize)
        if event.type() in kinds and watched is self.private_panel:
            want = self.private_panel.sizeHint().height() + self._private_frame()
            if want > self._private_cap():
                self._fit_private_rows()
            elif want > self.private_box.height():
                self.private_box.setFixedHeight(want)
            return False
        if (event.type() == QEvent.Type.Resize and watched is self.side) or (
            event.type() == QEvent.Type.LayoutRequest
            and self.coach is not None
            and watched is self.coach
        ):
            self._fit_column()  # a new height, or the coach's reason line came or went
            return False
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
                self.private_panel.installEventFilter(self)  # its rows grow: see eventFilter
        self.private_box.setVisible(self.private_panel is not None)
        self.retranslate()  # the box's title first: its height is part of the frame
        self._fit_private()

    def _fit_private(self) -> None:
        """Give the private box its panel's height, up to its cap (it scrolls beyond)."""
        if self.private_panel is None:
            return
        want = self.private_panel.sizeHint().height() + self._private_frame()
        cap = self._private_cap()
        self.private_box.setFixedHeight(min(cap, want))
        if want > cap:
            self._fit_private_rows()

    def _column_room(self) -> int:
        """The column's height left for the private box and the coach (pixels; -1 unknown).

        The players' lines and the log's least lines come first (issue 36 §1).
        """
        height = self.side.height()
        if height <= 0:
            return -1
        column = self.side.layout()
        spacing = column.spacing() if column is not None else 0
        shown = [w for w in (self.private_box, self.coach_box) if not w.isHidden()]
        taken = self.players_box.height() + self.lists.minimumHeight()
        return height - taken - spacing * (1 + len(shown))

    def _coach_least(self) -> int:
        """The coach box's least height: its buttons whole and a few lines of its text."""
        if self.coach is None:
            return 0
        line = self.coach.text.fontMetrics().lineSpacing()
        box = self.coach_box.contentsMargins()
        inner = self.coach_layout.contentsMargins()
        frame = box.top() + box.bottom() + inner.top() + inner.bottom()
        panel = self.coach.layout()
        assert panel is not None
        rows = panel.contentsMargins().top() + panel.spacing() * 3
        buttons = self.coach.got_it.sizeHint().height()
        extra = self.coach.why.sizeHint().height() if not self.coach.why.isHidden() else 0
        extra += (
            self.coach.bot_line.sizeHint().height() if not self.coach.bot_line.isHidden() else 0
        )
        return frame + rows + buttons + extra + _COACH_LEAST_LINES * line + 12

    def _private_cap(self) -> int:
        """The private box's most height now: `_PRIVATE_MAX`, less while the coach needs room.

        s53: with the coach on, the column's parts wanted more than a 1280×760 window has and
        Qt drew the log's tabs over the coach's buttons.
        """
        room = self._column_room()
        if self.coach_box.isHidden() or room < 0:
            return _PRIVATE_MAX
        return max(_PRIVATE_LEAST, min(_PRIVATE_MAX, room - self.coach_box.height()))

    def _fit_column(self) -> None:
        """Share the column's height out (s53: the log's tabs covered the coach's buttons).

        The coach gets up to `_COACH_H`, never less than its buttons and a few lines; the
        private box what is left (at most `_PRIVATE_MAX`).
        """
        if self.coach is not None and not self.coach_box.isHidden():
            room = self._column_room()
            if room >= 0:
                private = 0
                if self.private_panel is not None and not self.private_box.isHidden():
                    want = self.private_panel.sizeHint().height() + self._private_frame()
                    private = max(_PRIVATE_LEAST, min(want, _PRIVATE_KEEP))
                fits = min(_COACH_H, max(self._coach_least(), room - private))
                if fits != self.coach_box.height():
                    self.coach_box.setFixedHeight(fits)
        self._fit_private()

    def _fit_private_rows(self) -> None:
        """A scrolling private box ends between two rows of its panel (issue 36 §1).

        At most `_PRIVATE_MAX` high, it showed a water hole or a card cut in half at its
        bottom; the rows are measured where the panel has laid them out.
        """
        panel = self.private_panel
        assert panel is not None
        frame = self._private_frame()
        cap = self._private_cap()
        over = _PRIVATE_OVER if cap == _PRIVATE_MAX else 0
        shown = whole_rows(panel, cap - frame, over)
        self.private_box.setFixedHeight(shown + frame)

    def _private_frame(self) -> int:
        """The private box's title and margins around its panel, measured (pixels).

        Issue 36 §1: a fixed `_PRIVATE_FRAME` was 4 px short with the taller Japanese title,
        so a hand that fitted lost half its last row and scrolled.
        """
        outer = self.private_box.contentsMargins()
        layout = self.private_box.layout()
        assert layout is not None
        inner = layout.contentsMargins()
        measured = outer.top() + outer.bottom() + inner.top() + inner.bottom()
        return max(measured, _PRIVATE_FRAME)

    def set_coach(self, on: bool, only: frozenset[str] | None = None) -> None:
        """Show the coach in its own box above the log, or take it away (issue 20 §1).

        Its own place (issue 36 §1): as a tab in front of the log it hid the log.
        """
        if on and self.coach is None:
            self.coach = CoachPanel(self.controller, self.coach_box, only)
            self.coach_layout.addWidget(self.coach)
            self.coach.installEventFilter(self)  # its "Show me" reason takes room: see eventFilter
            self.coach_box.show()
            self.suggestion_bar.shown_elsewhere = True  # whole in the coach, with its reason
            self.suggestion_bar.refresh()
            self.retranslate()
            self._fit_column()
        elif not on and self.coach is not None:
            self.suggestion_bar.shown_elsewhere = False
            self.suggestion_bar.refresh()
            self.coach_box.hide()
            self.coach.deleteLater()
            self.coach = None
            self._fit_column()

    def show_intro(self, title: str) -> IntroOverlay | None:
        """Lay the guided game's first page over this page (issue 37 §1); None: no coach.

        `title` is the game's name. The page points at the parts of the screen and holds the
        coach's texts of the game's intro topics; closing it counts them as read.
        """
        coach = self.coach
        if coach is None:
            return None
        game, language = self.controller.game, current_language()
        topics = coach.coach.intro()
        options = self.controller.session.options  # the rules of this game's player count
        body = "".join(topic_text(game, t, language, options).body for t in topics)
        marks = [
            IntroMark(
                self.board,
                self.tr("The board: drag or click your pieces; lit places are legal"),
                "bottom",
            ),
            IntroMark(
                self.prompt,
                self.tr("What to do now, and who must do it (? opens the rules)"),
                "below",
            ),
            IntroMark(self.turn_bar, self.tr("Undo, and Confirm to end your turn"), "below"),
            IntroMark(self.players_box, self.tr("Every player: points, money, pieces")),
            IntroMark(self.private_box, self.tr("Only yours: your hand and your supply")),
            IntroMark(
                self.coach_box,
                self.tr(
                    "The coach: one rule at a time (Got it for the next); Show me suggests a move"
                ),
                "bottom",
            ),
            IntroMark(
                self.lists,
                self.tr("The log: every change with its amount; click a line to see that moment"),
                "bottom",
            ),
        ]
        marks[1:1] = [IntroMark(w, label) for w, label in self.controller.intro_marks()]
        heading = self.tr("{0}: your first game").format(title)
        self.intro = IntroOverlay(self, heading, body, marks)
        self.intro.closed.connect(lambda: self._intro_closed(topics))
        self.intro.show()
        return self.intro

    def _intro_closed(self, topics: list[str]) -> None:
        self.intro = None
        if self.coach is not None:
            self.coach.intro_read(topics)

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
        self.coach_box.setTitle(self.tr("Coach"))
        if self._private_seat is not None:
            name = self.controller.seat_name(self._private_seat)
            self.private_box.setTitle(self.tr("Private to {0}").format(name))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Retranslate on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
