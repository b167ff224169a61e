"""Barrage's guided games, the base game and the Leeghwater expansion's, played to their end by
following only the coach (issue 20 §3): every topic the game needed was shown when it applied,
in English and Japanese."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tests.coachkit import follow_the_coach, late_topics
from tests.games.barrage.test_mouse_only import MousePlayer
from tests.shell.conftest import make_window

pytestmark = [pytest.mark.gui, pytest.mark.slow]


@pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform, the end dialog
@pytest.mark.parametrize(
    ("lesson", "language"),
    [
        ("barrage", "en"),
        ("barrage", "ja"),
        ("barrage_leeghwater", "en"),
        ("barrage_leeghwater", "ja"),
    ],
)
def test_the_guided_game_played_by_following_the_coach(
    qtbot, tmp_path, monkeypatch, lesson, language
):
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
        player = MousePlayer(window)
        shown_at, decisions = follow_the_coach(qtbot, window, player, seconds=900)
        assert controller.session.outcome() is not None
        assert not late_topics(window, shown_at, decisions)
        # the guided game reaches the game's core (seed 000 「ゲームの流れ」)
        core = (
            {"actions", "construction", "production", "water_flow"}
            if lesson == "barrage"
            else set()
        )
        assert core <= set(shown_at)
    finally:
        window.set_language("en")
        QApplication.processEvents()
