"""The rules at the point of need (issue 20 §2): "?" beside the prompt opens the summary at the
paragraph of the step being played, and the summary can be searched, in both languages."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.engine.phrases import plain
from app.engine.session import Seat, Session
from app.games import GAMES
from app.shell.rulesdialog import RulesDialog

pytestmark = [
    pytest.mark.gui,
]


def _tinners() -> Session:
    game = GAMES["tinners_trail"]
    seats = [Seat(name="Anna"), Seat(name="Bea"), Seat(name="Carl")]
    return Session(game, game.Options(players=3), 4, seats)


def _open_help(window, qtbot) -> RulesDialog:
    page = window.page
    assert page is not None
    qtbot.mouseClick(page.rules_help, Qt.MouseButton.LeftButton)
    dialog = window.rules_dialog
    assert isinstance(dialog, RulesDialog)
    qtbot.waitExposed(dialog)
    QApplication.processEvents()
    return dialog


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_question_mark_opens_the_paragraph_of_this_step(window, qtbot, language):
    """Tinners' Trail starts with keeping survey cards (seed 002 「ゲームの準備」)."""
    window.set_language(language)
    window.resize(1280, 800)
    assert window.start_session(_tinners())
    QApplication.processEvents()
    assert window.controller.rules_topic() == "setup"
    dialog = _open_help(window, qtbot)
    bar = dialog.browser.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.value() > 0)
    # the top line shown is the setup paragraph's, not the summary's title
    top = dialog.browser.cursorForPosition(dialog.browser.viewport().rect().topLeft())
    shown = plain(top.block().text())
    assert ("Setup" if language == "en" else "ゲームの準備") in shown
    dialog.close()


def test_help_f1_opens_the_summary_at_its_top(window, qtbot):
    window.resize(1280, 800)
    assert window.start_session(_tinners())
    window.show_rules()
    dialog = window.rules_dialog
    qtbot.waitExposed(dialog)
    assert dialog.browser.verticalScrollBar().value() == 0
    dialog.close()


@pytest.mark.parametrize(
    ("language", "word", "title"),
    [("en", "drainage token", "Rules summary"), ("ja", "排水トークン", "ルール概要")],
)
def test_the_summary_is_searchable(window, qtbot, language, word, title):
    window.set_language(language)
    assert window.start_session(_tinners())
    dialog = _open_help(window, qtbot)
    assert title in plain(dialog.windowTitle())
    dialog.search.setText(word)
    assert dialog.matches() >= 2
    first = dialog.browser.textCursor().selectionStart()
    assert plain(dialog.browser.textCursor().selectedText()).lower() == word.lower()
    n = dialog.matches()
    counts = {
        "en": ("1 of {0}", "2 of {0}", "Not found"),
        "ja": ("{0}件中1件目", "{0}件中2件目", "見つかりません"),
    }
    first_count, second_count, none = counts[language]
    assert plain(dialog.found.text()) == first_count.format(n)
    qtbot.keyClick(dialog.search, Qt.Key.Key_Return)
    assert dialog.isVisible()  # Enter finds the next match; it used to close the window too
    assert dialog.result() == 0
    assert dialog.browser.textCursor().selectionStart() > first
    assert plain(dialog.found.text()) == second_count.format(n)
    qtbot.keyClick(dialog.search, Qt.Key.Key_Enter)
    assert dialog.isVisible()
    dialog.search.setText("zzzz-not-in-the-rules")
    assert dialog.matches() == 0
    assert plain(dialog.found.text()) == none
    dialog.close()


def test_a_japanese_word_across_a_phrase_break_is_found(window, qtbot):
    """The Japanese summary is marked with break opportunities between phrases; the search
    ignores them ("作業トラック。各プレイヤー" spans two phrases)."""
    window.set_language("ja")
    assert window.start_session(_tinners())
    dialog = _open_help(window, qtbot)
    dialog.search.setText("作業トラック。各プレイヤーは")
    assert dialog.matches() == 1
    dialog.close()
