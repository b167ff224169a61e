"""The coach's tab: each topic of the game explained the first time it matters (issue 20 §1).

It follows the controller: after every move it asks `app.engine.coach.Coach` which topics
became due (a decision of the learner's that can use them, a phase reached, a log line such as a
water hole taken) and shows the oldest one not shown yet. A topic stays on screen until the
learner closes it with "Got it"; the others queue behind it (issue 37 §1). "Show me" asks for
the `normal` bot's
suggestion on the learner's turn (its outline on the board and its reason, as Help ▸ Suggest a
move); "Topics" reopens any topic shown before. After a bot's move one line says who moved
and by which rule (the log has the amounts).
The coach never refuses a move: it only reads the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from app.engine.bots import make_bot
from app.engine.coach import Coach, last_move, topic_group, topic_text
from app.engine.phrases import breakable, plain
from app.engine.topics import load_topics
from app.ui.i18n import current_language
from app.ui.widgets.elided import ElidedLabel
from app.ui.widgets.suggestbar import suggestion_why

if TYPE_CHECKING:
    from PySide6.QtGui import QResizeEvent

    from app.ui.controller import GameController

__all__ = ["CoachPanel"]

translate = QCoreApplication.translate


class CoachPanel(QWidget):
    """The coach for one game page.

    Args:
        controller: The game's controller.
        parent: Qt parent.
        only: Teach only these topics (a lesson about an expansion); None: all.
    """

    attention = Signal()
    """A new topic is shown: the page brings the coach's tab to the front."""

    def __init__(
        self,
        controller: GameController,
        parent: QWidget | None = None,
        only: frozenset[str] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("coachPanel")
        self._controller = controller
        self.coach = Coach(controller.game, only=only, likely=self._likely)
        self.topic: str | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        self.text = QTextBrowser(self)
        self.text.setOpenLinks(False)
        # One short line (issue 36 §1: the whole move with its amounts took up to five lines
        # and said again what the log says): who moved and by which rule; the whole move is
        # in the tooltip and one click away, its amounts in the log.
        self.bot_line = ElidedLabel(self)
        self.bot_line.setObjectName("coachBotLine")
        # "Show me": its whole reason, wrapped (issue 37: the suggestion bar's one line cut it
        # off; the bar names the move, the board outlines it)
        self.why = QLabel(self)
        self.why.setObjectName("coachSuggestion")
        self.why.setWordWrap(True)
        self.why.setTextFormat(Qt.TextFormat.PlainText)
        self.why.setStyleSheet("color: #195ac8; font-weight: bold;")
        self.why.hide()
        row = QHBoxLayout()
        self.show_me = QPushButton(self)
        self.show_me.clicked.connect(self._show_me)
        self.got_it = QPushButton(self)
        self.got_it.setObjectName("coachGotIt")
        self.got_it.clicked.connect(self.close_topic)
        # A push button, as its neighbours: its size hint leaves room for the menu's arrow,
        # which a tool button's drew over the last character (issue 36: 「項目一覧」).
        self.topics_button = QPushButton(self)
        self.topics_menu = QMenu(self.topics_button)
        self.topics_button.setMenu(self.topics_menu)
        row.addWidget(self.show_me)
        row.addWidget(self.got_it)
        row.addStretch(1)
        row.addWidget(self.topics_button)
        for widget in (self.text, self.bot_line, self.why):
            layout.addWidget(widget)
        layout.addLayout(row)
        controller.state_changed.connect(self.follow)
        controller.suggestions.changed.connect(self._on_suggestion_changed)
        self.retranslate()
        self.follow()

    # -- following the game --------------------------------------------------------------
    def follow(self) -> None:
        """Take in the moves made since the last call; show a topic that became due."""
        c = self._controller
        if c.replay_step() is not None:  # a past position: nothing new happened
            return
        self.coach.learners = frozenset(
            seat for seat in range(len(c.session.seats)) if not c.is_bot(seat)
        )
        self.coach.follow(c.session.actions, c.displayed_state(), c.session.state_at)
        picked = self._consider_picked()
        self._bot_line()
        self._suggestion_line()
        if self.topic is None:  # a topic on screen stays there until it is closed
            self.show_next(picked)
        self._buttons()

    def _likely(self, view: Any, seat: Any) -> Any:
        """The learner's likely move: an easy bot's, from the seat's view (instant).

        Its action's topic opens as the turn starts, before the learner picks it (issue 37).
        """
        try:
            return make_bot("easy", self._controller.game, seat, "coach").choose(view)
        except (ValueError, IndexError):  # a view in which the seat has nothing to choose
            return None

    def _consider_picked(self) -> str | None:
        """The learner picked an action on the board: its topic is due before it is confirmed.

        Returns the topic of the action picked, or None (nothing picked, or several kinds left).
        """
        narrowing = getattr(self._controller, "narrowing", None)
        narrow = narrowing() if callable(narrowing) else None
        if narrow is None or not narrow.chosen:
            return None
        kinds = {getattr(a, "kind", "") for a in narrow.remaining()}
        if len(kinds) != 1:
            return None
        due = self.coach.consider(kinds.pop())
        return due[0] if due else None

    def _on_suggestion_changed(self) -> None:
        """Show me answered: the suggested action's topic is due now, and the reason shown."""
        shown = self._controller.suggestions.shown()
        due = self.coach.consider(getattr(shown.action, "kind", "")) if shown is not None else []
        self._suggestion_line()
        if due and not self.is_open():
            self.show_next(due[0])
        self._buttons()

    def _suggestion_line(self) -> None:
        """Why the suggestion shown is a good move, whole and wrapped (no suggestion: hidden)."""
        shown = self._controller.suggestions.shown()
        text = suggestion_why(self._controller, shown) if shown is not None else ""
        self.why.setText(text)
        self.why.setVisible(bool(text))
        self._fit_why()

    def _fit_why(self) -> None:
        """Give the reason the height of its wrapped lines: the topic's text gives way."""
        if self.why.text():
            self.why.setFixedHeight(self.why.heightForWidth(max(1, self.width())))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        """Refit the reason to the new width."""
        super().resizeEvent(event)
        self._fit_why()

    def intro_read(self, topics: list[str]) -> None:
        """The guided game's first page was closed: its topics are read; the next one comes."""
        self.coach.read(topics)
        if self.topic in topics:
            self.topic = None
            self.show_next()
        self._topics_menu()
        self._buttons()

    def is_open(self) -> bool:
        """A topic is on screen that the learner has not closed yet."""
        return self.topic is not None and self.topic not in self.coach.seen

    def show_next(self, prefer: str | None = None) -> None:
        """Show `prefer` if it waits, else the topic of what the game asks now, else the oldest."""
        if self.is_open():
            return
        state = self._controller.displayed_state()
        topic = self.coach.next_topic(
            prefer if prefer in self.coach.waiting else self.coach.topic_now(state)
        )
        if topic is not None:
            self.show_topic(topic)
            self.attention.emit()
        self._buttons()

    def close_topic(self) -> None:
        """Got it: the topic on screen is seen; the next one waiting comes, if any."""
        if self.topic is not None:
            self.coach.close(self.topic)
        self.topic = None
        self.show_next()
        if self.topic is None:
            self._idle()
            self._topics_menu()
        self._buttons()

    def _idle(self) -> None:
        """What the panel says when every topic due has been read."""
        self.text.setHtml(
            breakable(
                translate(
                    "CoachPanel",
                    "<p>Nothing new to learn now. Make your move, or press Show me to see "
                    "what a good player would do and why.</p>"
                    "<p>Topics opens again any topic you have read.</p>",
                )
            )
        )

    def show_topic(self, topic: str) -> None:
        """Show `topic` (one seen before, from "Topics", or a new one).

        A new topic on screen that was not closed goes back to the front of the queue.
        """
        if self.topic is not None and self.topic != topic and self.is_open():
            self.coach.put_back(self.topic)
        self.topic = topic
        c = self._controller
        text = topic_text(c.game, topic, current_language(), c.session.options)
        self.text.setHtml(breakable(text.body))
        self._topics_menu()

    def _bot_line(self) -> None:
        """Name the bot's last move by its rule, and a contract it fulfilled apart (issue 35).

        A move may take several actions (a production, then the contract it fulfils, then
        the drops of that reward: `last_move`): the line names the move by its first action,
        then says what is worth saying of the follow-ups (`GameBase.follow_up_note`); the
        tooltip has every action's log line.
        """
        c = self._controller
        actions = c.session.actions
        if not actions or not c.is_bot(int(actions[-1].player)):
            self.bot_line.clear()
            self.bot_line.hide()
            return
        steps = last_move(c.game, actions, c.session.state_at)
        befores = {k: c.view_of(c.session.state_at(k)) for k in steps}
        lines = [plain(c.engine_text(c.game.describe(befores[k], actions[k]))) for k in steps]
        main = actions[steps[0]]
        topics = load_topics(c.game.id)
        topic = topics.actions.get(main.kind) if topics is not None else None
        if topic is None:  # no rule to name it by: the move itself, cut to the line
            said = translate("CoachPanel", "Last bot move: {0}").format(lines[0])
        else:  # who, and the rule it played by (to look up); the amounts are the log's
            who = c.session.seats[int(main.player)].name
            title = plain(topic_text(c.game, topic, current_language()).title)
            said = translate("CoachPanel", "{0} (rule: {1})").format(
                translate("CoachPanel", "Last bot move: {0}").format(who), title
            )
        for k in steps[1:]:
            note = c.game.follow_up_note(befores[k], actions[k])
            if note is not None:
                said = translate("CoachPanel", "{0}; then {1}").format(
                    said, plain(c.engine_text(note))
                )
        self.bot_line.setText(said)
        self.bot_line.set_details("\n".join(lines))
        self.bot_line.show()

    def _show_me(self) -> None:
        self._controller.suggestions.request()

    def _buttons(self) -> None:
        why_not = self._controller.suggestions.unavailable_reason()
        self.show_me.setEnabled(why_not is None)
        self.show_me.setToolTip(
            why_not or translate("CoachPanel", "The normal bot's move for you now, and why")
        )
        waiting = len(self.coach.waiting)
        self.got_it.setVisible(self.topic is not None)
        self.got_it.setText(
            translate("CoachPanel", "Got it: next ({0} more)").format(waiting)
            if waiting and self.topic is not None
            else translate("CoachPanel", "Got it")
        )

    def _topics_menu(self) -> None:
        """List the topics read so far, a group of the summary's in a submenu of its own.

        Flat, a game's 30 topics ran off a 1280×800 screen (issue 36).
        """
        self.topics_menu.clear()
        game, language = self._controller.game, current_language()
        groups: dict[str, list[str]] = {}
        listed = list(self.coach.seen)
        if self.topic is not None and self.topic not in listed:
            listed.append(self.topic)
        for topic in listed:
            groups.setdefault(topic_group(game.id, topic), []).append(topic)
        order = {t: n for n, t in enumerate(listed)}
        for head, topics in groups.items():
            menu = self.topics_menu
            if len(topics) > 1:
                menu = self.topics_menu.addMenu(topic_text(game, head, language).title)
                topics.sort(key=lambda t: (t != head, order[t]))
            for topic in topics:
                action = QAction(topic_text(game, topic, language).title, menu)
                action.triggered.connect(lambda _=False, t=topic: self.show_topic(t))
                menu.addAction(action)

    # -- language ------------------------------------------------------------------------
    def retranslate(self) -> None:
        """Set the texts in the UI language (the topic too: it has both)."""
        self.show_me.setText(translate("CoachPanel", "Show me"))
        self.topics_button.setText(translate("CoachPanel", "Topics"))
        if self.topic is not None:
            self.show_topic(self.topic)
        elif self.coach.seen:
            self._idle()
        self._buttons()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Retranslate on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
