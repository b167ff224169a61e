"""A guided game played by following the coach (issue 20 §3): the shared loop of the games'
`test_coach_game.py`.

The learner reads every topic the coach has queued and closes each ("Got it" until none is
left), clicks "Show me", and plays the suggested move with the game's mouse-only gestures (its
`MouseKit` subclass). Afterwards every topic is checked against the step at which the learner
closed it (issue 37 §1: taught before the need, and read): the question of each of the
learner's decisions (`topics.topic_of`) and the kind of action the learner chose there by that
decision; what a round's end does (`TopicMap.round_end`, the phases passed) by the learner's last
decision before it; how the game ends (`TopicMap.game_end`) by the learner's last decision (a
paced game, issue 37: its last decision before the last round); a topic a bot's move or a log
line brought (`TopicMap.said`) by the learner's next decision; in a paced game the topic of an
action of `TopicMap.when_legal`, and each topic of `TopicMap.before`, by the learner's first
decision that may choose it (one of its action kinds). The learner
reads what "Show me" brought (the suggested action's topic) before playing the move, and what
the move brought before confirming it.
"""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtWidgets import QApplication

from app.engine.coach import Coach, said_keys
from app.engine.topics import load_topics, topic_of
from app.ui.widgets.suggestbar import suggestion_why

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path

    from PySide6.QtWidgets import QWidget

    from app.engine.suggestion import Suggestion
    from app.shell.window import MainWindow
    from app.ui.widgets.coach import CoachPanel

__all__ = ["Learner", "follow_the_coach", "late_topics", "play_lesson", "play_lesson_steps"]


class Learner(Protocol):
    """The learner's hands: a game's mouse-only player (`tests/games/*/test_mouse_only.py`)."""

    def button(self, widget: QWidget, what: str) -> None: ...

    def play(self, seat: int, action: Any) -> None: ...


LOG = logging.getLogger(__name__)


def follow_the_coach(
    qtbot: Any, window: MainWindow, player: Learner, seconds: float
) -> tuple[dict[str, int], list[int]]:
    """Play the learner's moves as the coach shows them until the game ends.

    Returns the step (number of actions played) at which each topic was first closed after
    being read, and the steps at which the learner decided.
    """
    page, controller = window.page, window.controller
    assert page is not None
    assert page.coach is not None
    assert controller is not None
    coach = page.coach
    shown_at: dict[str, int] = {}
    decisions: list[int] = []
    topics = load_topics(controller.game.id)
    assert topics is not None
    started = time.monotonic()

    def note_shown() -> None:
        for topic in coach.coach.seen:
            shown_at.setdefault(topic, len(controller.session.actions))

    def read_all() -> None:
        while coach.got_it.isVisible():
            assert coach.topic is not None
            player.button(coach.got_it, "got it")
            note_shown()

    while not controller.is_over():
        assert time.monotonic() < started + seconds, "the guided game took too long"
        QApplication.processEvents()
        note_shown()
        if controller.awaiting_confirm():
            read_all()  # what the move brought is read before it is confirmed
            player.button(page.turn_bar.confirm_button, "confirm turn")
            continue
        seat = controller.acting_human()
        if seat is None:
            qtbot.wait(2)
            continue
        close = getattr(player, "close_summaries", None)
        if callable(close):  # a summary or a reveal that came up after the last move: read
            close()
        assert coach.isVisible()  # the coach has its own box beside the log (issue 36 §1)
        read_all()
        decisions.append(len(controller.session.actions))
        player.button(coach.show_me, "show me")
        qtbot.waitUntil(lambda: controller.suggestions.shown() is not None, timeout=60_000)
        suggestion = controller.suggestions.shown()
        assert suggestion is not None
        _check_shown(coach, suggestion, paced=bool(topics.paced))
        read_all()  # the suggested action's own topic, if it is new (a paced game)
        player.play(int(seat), suggestion.action)
    QApplication.processEvents()
    read_all()  # the final scoring's topics
    assert not coach.coach.waiting
    assert set(coach.coach.shown) == set(coach.coach.seen)  # every topic opened was closed
    LOG.info(
        "guided game: %d decisions, %d moves in all, %.1f s; %d of %d topics shown: %s",
        len(decisions),
        len(controller.session.actions),
        time.monotonic() - started,
        len(shown_at),
        len(topics.topics),
        sorted(shown_at),
    )
    return shown_at, decisions


def _check_shown(coach: CoachPanel, suggestion: Suggestion, *, paced: bool) -> None:
    """The move's reason is in the coach, whole (issue 37: cut in the one-line bar)."""
    why = suggestion_why(coach._controller, suggestion)
    assert coach.why.isVisible() == bool(why)
    assert coach.why.text() == why
    if paced:  # Barrage: "Show me" always says why (issue 37)
        assert suggestion.reason is not None


class _Needs:
    """When each topic was first needed in a played guided game, and by which step it had to
    be read (`late_topics`)."""

    def __init__(self, window: MainWindow, decisions: list[int]) -> None:
        controller = window.controller
        assert controller is not None
        self.game, self.session = controller.game, controller.session
        topics = load_topics(self.game.id)
        assert topics is not None
        self.topics = topics
        self.only = window.page.coach.coach.only if window.page and window.page.coach else None
        self.decisions = decisions
        self.end = len(self.session.actions)
        self.needed: dict[str, tuple[int, int]] = {}
        """topic -> (the step it applied, the step by which it had to be read)"""

    def need(self, topic: str | None, step: int, by: int) -> None:
        if topic is None or (self.only is not None and topic not in self.only):
            return
        if topic not in self.needed or by < self.needed[topic][1]:
            self.needed[topic] = (step, by)

    def walk(self) -> None:
        decisions, end, topics = self.decisions, self.end, self.topics
        for topic in topics.start:
            self.need(topic, 0, min(decisions, default=end))
        phases = Coach(self.game)
        for step in range(end + 1):
            state = self.session.state_at(step)
            last = max((d for d in decisions if d < step), default=-1)
            for phase in phases._phases_passed(state, topics.cycle):
                if topics.phases.get(phase) in topics.round_end and last >= 0:
                    self.need(topics.phases[phase], step, last)  # read before the round ended
            self.step(step, state)
        last = next(
            (s for s in range(end + 1) if self.game.is_last_round(self.session.state_at(s))), end
        )
        if topics.paced:  # before the last round begins: by the learner's last decision before
            by = max((d for d in decisions if d < last), default=end)
        else:
            by = max(decisions, default=end)
        for topic in topics.game_end:
            self.need(topic, last, by)

    def step(self, step: int, state: Any) -> None:
        game, session, topics = self.game, self.session, self.topics
        after = min((d for d in self.decisions if d >= step), default=self.end)
        if step in self.decisions and step < self.end:  # the question and the action chosen
            acting = sorted(game.to_act(state))
            self.need(topic_of(game, game.view_for(state, acting[0])), step, step)
            self.need(topics.actions.get(session.actions[step].kind), step, step)
            kinds = {a.kind for a in game.legal_actions(state, acting[0])}
            for kind in set(topics.when_legal) & kinds:  # its first chance, taken or not
                self.need(topics.actions.get(kind), step, step)
            for topic, need in topics.before.items():  # what the choice needs, before it
                if kinds & set(need):
                    self.need(topic, step, step)
        said: list[str] = []
        if step > 0:
            action = session.actions[step - 1]
            self.need(topics.actions.get(action.kind), step, after)
            for key in said_keys(game, session.state_at(step - 1), action, state):
                said += topics.said.get(key, ())
        prompt = game.prompt(state)
        if prompt is not None:
            said += topics.said.get(prompt.key.removesuffix("_one").removesuffix("_other"), ())
        for topic in said:
            self.need(topic, step, after)


def late_topics(window: MainWindow, shown_at: dict[str, int], decisions: list[int]) -> list[str]:
    """Return the topics the learner had not read when they were needed (empty: all in time).

    `shown_at` is the step at which each topic was closed; `decisions` the learner's steps.
    """
    needs = _Needs(window, decisions)
    needs.walk()
    return [
        f"{topic} (needed at step {step}, by {by}; read at {shown_at.get(topic)})"
        for topic, (step, by) in sorted(needs.needed.items())
        if shown_at.get(topic, 1 << 30) > by
    ]


def play_lesson(
    qtbot: Any,
    tmp_path: Path,
    lesson: str,
    language: str,
    make_player: Callable[[MainWindow], Learner],
) -> set[str]:
    """Play guided game `lesson` in a 1280×800 window in `language`, following the coach.

    Checks that the game ended and that no topic came late; returns the topics shown.
    """
    return set(play_lesson_steps(qtbot, tmp_path, lesson, language, make_player))


def play_lesson_steps(
    qtbot: Any,
    tmp_path: Path,
    lesson: str,
    language: str,
    make_player: Callable[[MainWindow], Learner],
) -> dict[str, int]:
    """As `play_lesson`; returns the step at which each topic was read (0: before move 1)."""
    from tests.shell.conftest import make_window

    window = make_window(qtbot, tmp_path)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.set_language(language)
    try:
        assert window.learn(lesson, bots=1)
        controller = window.controller
        assert controller is not None
        player = make_player(window)
        controller.set_bot_delay(0)  # the pace is for people; the test need not wait
        page = window.page
        assert page is not None
        overlay, coach = page.intro, page.coach
        assert overlay is not None  # the first page: the goal, a round, where things are
        assert coach is not None
        assert overlay.isVisible()
        intro = coach.coach.intro()
        player.button(overlay.start, "start the game")
        assert getattr(page, "intro", None) is None
        assert set(intro) <= set(coach.coach.seen)
        shown_at, decisions = follow_the_coach(qtbot, window, player, seconds=900)
        assert controller.session.outcome() is not None
        late = late_topics(window, shown_at, decisions)
        assert not late, late
        return shown_at
    finally:  # the translator is process-wide: later tests expect English
        window.set_language("en")
        QApplication.processEvents()
