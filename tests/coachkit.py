"""A guided game played by following the coach (issue 20 §3): the shared loop of the games'
`test_coach_game.py`.

The learner reads every topic the coach has waiting ("Next topic" until none is left), clicks
"Show me", and plays the suggested move with the game's mouse-only gestures (its `MouseKit`
subclass). Afterwards every topic that applied during the game — the question of each step
(`topics.topic_of`), each action kind anyone played, and each log line or prompt that names a
topic (`TopicMap.said`: hidden information, points scored in play) — is checked against the
step at which
the coach first showed it: at that step or before, or, for a bot's move, by the learner's next
decision.
"""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtWidgets import QApplication

from app.engine.coach import said_keys
from app.engine.topics import load_topics, topic_of

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path

    from PySide6.QtWidgets import QWidget

    from app.shell.window import MainWindow

__all__ = ["Learner", "follow_the_coach", "late_topics", "play_lesson"]


class Learner(Protocol):
    """The learner's hands: a game's mouse-only player (`tests/games/*/test_mouse_only.py`)."""

    def button(self, widget: QWidget, what: str) -> None: ...

    def play(self, seat: int, action: Any) -> None: ...


LOG = logging.getLogger(__name__)


def follow_the_coach(
    qtbot: Any, window: MainWindow, player: Learner, seconds: float
) -> tuple[dict[str, int], list[int]]:
    """Play the learner's moves as the coach shows them until the game ends.

    Returns the step (number of actions played) at which each topic was first shown, and the
    steps at which the learner decided.
    """
    page, controller = window.page, window.controller
    assert page is not None
    assert page.coach is not None
    assert controller is not None
    coach = page.coach
    shown_at: dict[str, int] = {}
    decisions: list[int] = []
    started = time.monotonic()

    def note_shown() -> None:
        for topic in coach.coach.shown:
            shown_at.setdefault(topic, len(controller.session.actions))

    while not controller.is_over():
        assert time.monotonic() < started + seconds, "the guided game took too long"
        QApplication.processEvents()
        note_shown()
        if controller.awaiting_confirm():
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
        while coach.next_button.isVisible():
            player.button(coach.next_button, "next topic")
        note_shown()
        decisions.append(len(controller.session.actions))
        player.button(coach.show_me, "show me")
        qtbot.waitUntil(lambda: controller.suggestions.shown() is not None, timeout=60_000)
        suggestion = controller.suggestions.shown()
        assert suggestion is not None
        player.play(int(seat), suggestion.action)
    QApplication.processEvents()
    while coach.next_button.isVisible():  # the final scoring's topics
        player.button(coach.next_button, "next topic")
    note_shown()
    topics = load_topics(controller.game.id)
    LOG.info(
        "guided game: %d decisions, %d moves in all, %.1f s; %d of %d topics shown: %s",
        len(decisions),
        len(controller.session.actions),
        time.monotonic() - started,
        len(shown_at),
        len(topics.topics) if topics else 0,
        sorted(shown_at),
    )
    return shown_at, decisions


def late_topics(window: MainWindow, shown_at: dict[str, int], decisions: list[int]) -> list[str]:
    """Return the topics that applied before the coach showed them (empty when all were on time).

    A topic applies at step k when the question after k actions maps to it, when action k
    is of its kind or one of its log lines names it, or when the prompt after k actions names
    it (`said`); the learner's question must have its topic by then, and a topic set off by a
    bot's move by the learner's next decision.
    """
    controller = window.controller
    assert controller is not None
    game, session = controller.game, controller.session
    topics = load_topics(game.id)
    assert topics is not None
    only = window.page.coach.coach.only if window.page and window.page.coach else None
    late = []
    seen: set[str] = set()
    for step in range(len(session.actions) + 1):
        state = session.state_at(step)
        applied: list[str | None] = list(topics.start) if step == 0 else []
        if step < len(session.actions) and step in decisions:
            acting = sorted(game.to_act(state))
            applied.append(topic_of(game, game.view_for(state, acting[0])))
        if step > 0:
            action = session.actions[step - 1]
            applied.append(topics.actions.get(action.kind))
            before = session.state_at(step - 1)
            for key in said_keys(game, before, action, state) if topics.said else ():
                applied += topics.said.get(key, ())
        prompt = game.prompt(state)
        if prompt is not None:
            applied += topics.said.get(prompt.key.removesuffix("_one").removesuffix("_other"), ())
        for topic in applied:
            if topic is None or topic in seen or (only is not None and topic not in only):
                continue
            seen.add(topic)
            due = min((d for d in decisions if d >= step), default=len(session.actions))
            if shown_at.get(topic, 1 << 30) > due:
                late.append(f"{topic} (applied at step {step}, shown at {shown_at.get(topic)})")
    return late


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
        controller.set_bot_delay(0)  # the pace is for people; the test need not wait
        shown_at, decisions = follow_the_coach(qtbot, window, make_player(window), seconds=900)
        assert controller.session.outcome() is not None
        assert not late_topics(window, shown_at, decisions)
        return set(shown_at)
    finally:  # the translator is process-wide: later tests expect English
        window.set_language("en")
        QApplication.processEvents()
