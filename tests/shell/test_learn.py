"""Game ▸ Learn a game and View ▸ Coach (issue 20 §1): a guided first game against easy bots
with the coach's tab in front, the topic of the first question shown at once, in both
languages; "Show me" asks for the suggestion; "Topics" reopens a topic shown before."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from app.engine.coach import topic_text
from app.engine.phrases import plain
from app.games import GAMES
from app.shell.learn import LESSONS

pytestmark = [
    pytest.mark.gui,
]


def _coach_of(page):
    """The page's coach panel now (the menu adds and removes it)."""
    return page.coach


def _learn(window, key: str, bots: int = 2):
    window.files.confirm_replace = lambda: True
    window.resize(1280, 800)
    assert window.learn(key, bots=bots)
    QApplication.processEvents()
    page = window.page
    assert page is not None
    assert page.coach is not None
    return page


@pytest.mark.parametrize("language", ["en", "ja"])
def test_a_guided_game_starts_with_the_coach_in_front(window, qtbot, language):
    window.set_language(language)
    page = _learn(window, "tinners_trail", bots=2)
    session = window.controller.session
    assert [s.kind for s in session.seats] == ["human", "bot", "bot"]
    assert {s.level for s in session.seats[1:]} == {"easy"}
    assert page.coach.isVisible()  # its own box above the log (issue 36 §1)
    assert page.log.isVisible()
    # the goal first, then (seed 002 「ゲームの準備」) the first question: the cards to keep
    assert page.coach.topic == "goal"
    assert page.coach.next_button.isVisible()
    page.coach.next_button.click()
    assert page.coach.topic == "setup"
    expected = topic_text(GAMES["tinners_trail"], "setup", language)
    assert plain(expected.title) in plain(page.coach.text.toPlainText())
    assert not page.coach.next_button.isVisible()
    title = plain(page.coach_box.title())
    assert title == ("Coach" if language == "en" else "コーチ")
    assert window.controller._anim_ms >= 800  # bots' moves paced to be followed


@pytest.mark.parametrize("lesson", [lesson.key for lesson in LESSONS])
def test_every_lesson_starts(window, qtbot, lesson):
    page = _learn(window, lesson, bots=1)
    assert page.coach is not None
    if lesson == "barrage_leeghwater":
        assert window.controller.session.options.leeghwater
        assert page.coach.coach.only == {
            "leeghwater",
            "external_works",
            "buildings",
            "building_use",
        }
    else:
        assert page.coach.topic is not None


def test_show_me_asks_for_the_suggestion(window, qtbot):
    page = _learn(window, "through_the_desert", bots=1)
    assert page.coach.show_me.isEnabled()
    page.coach.show_me.click()
    c = window.controller
    qtbot.waitUntil(  # the search runs in the bots' worker process: generous on a busy machine
        lambda: c.suggestions.thinking_seat() is None and page.suggestion_bar.isVisible(),
        timeout=60_000,
    )
    assert c.suggestions.shown() is not None


def test_topics_reopen_a_topic_shown_before(window, qtbot):
    page = _learn(window, "tinners_trail", bots=1)
    coach = page.coach
    first = coach.topic
    coach.show_topic("rail")
    assert coach.topic == "rail"
    titles = [a.text() for a in coach.topics_menu.actions()]
    assert topic_text(GAMES["tinners_trail"], first, "en").title in titles
    coach.topics_menu.actions()[0].trigger()
    assert coach.topic == first


def test_the_view_menu_switches_the_coach_on_in_a_normal_game(window, qtbot):
    from tests.shell.conftest import ttd_session

    assert window.start_session(ttd_session("hh"))
    page = window.page
    assert _coach_of(page) is None
    window.actions_.coach.setChecked(True)
    coach = _coach_of(page)
    assert coach is not None
    assert coach.topic == "goal"  # what the game is about, then seed 001 「騎手の配置」
    coach.show_next()
    assert coach.topic == "riders"
    window.actions_.coach.setChecked(False)
    assert _coach_of(page) is None
    assert window.prefs.coach is False


def test_after_a_bot_moves_the_coach_says_what_it_did_and_by_which_rule(window, qtbot):
    page = _learn(window, "through_the_desert", bots=1)
    c = window.controller
    c.set_bot_delay(0)
    seat = c.acting_human()
    assert seat is not None
    assert c.try_apply(c.legal_for(seat)[0])
    if c.awaiting_confirm():
        c.confirm_turn()
    qtbot.waitUntil(lambda: c.is_bot(int(c.session.actions[-1].player)), timeout=30_000)
    coach = page.coach
    assert coach is not None
    text = coach.bot_line.text()
    assert coach.bot_line.isVisibleTo(page)
    assert text.startswith("Last bot move: ")
    assert text.endswith("(rule: 1. Riders)")  # seed 001 「騎手の配置」
