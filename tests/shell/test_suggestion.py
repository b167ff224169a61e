"""Suggest a move in the main window: the option, the menu item, the button, the end dialog."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.game import Outcome, PlayerId
from app.engine.suggestion import suggest
from app.shell.enddialog import GameEndDialog
from app.shell.newgame import NewGameDialog
from app.ui import suggestion as suggestion_module
from tests.shell.conftest import ttd_session

pytestmark = pytest.mark.gui


def test_new_game_suggests_with_the_normal_bot_unless_changed(qtbot):
    dialog = NewGameDialog(["Ann"])
    qtbot.addWidget(dialog)
    assert dialog.suggestions_combo.currentText() == "From the Normal bot"
    dialog.accept()
    setup = dialog.setup()
    assert setup is not None
    assert (setup.allow_suggestions, setup.suggestion_level) == (True, "normal")


def test_hard_suggestions_ask_the_hard_bot_and_a_rematch_keeps_it(window, qtbot, monkeypatch):
    # Issue 21: suggestions may use `hard` when the new-game dialog picks it.
    monkeypatch.setattr(window.files, "ask_unsaved", lambda: "discard")
    levels: list[str] = []

    def recording(*args: Any, level: str) -> Any:
        levels.append(level)
        return suggest(*args)  # the normal bot answers faster

    monkeypatch.setattr(suggestion_module, "suggest", recording)
    session = ttd_session("hb")
    session.suggestion_level = "hard"
    window.start_session(session)
    c = window.controller
    assert window.page.suggestion_bar.suggest_button.toolTip().startswith("Ask the Hard bot")
    window.actions_.suggest.trigger()
    qtbot.waitUntil(lambda: c.suggestions.shown() is not None, timeout=20000)
    assert levels == ["hard"]
    window.rematch()
    assert window.controller.session.suggestion_level == "hard"
    window.controller.shutdown()


def test_menu_and_button_ask_and_show_then_the_log_notes_it(window, qtbot, monkeypatch):
    monkeypatch.setattr(window.files, "ask_unsaved", lambda: "discard")
    window.start_session(ttd_session("hb"))
    c = window.controller
    a = window.actions_
    assert a.suggest.isEnabled()
    a.suggest.trigger()
    assert window.page.prompt.full_text() == "Thinking about a suggestion for Anna…"
    qtbot.waitUntil(lambda: c.suggestions.shown() is not None, timeout=20000)
    assert window.page.suggestion_bar.line.full_text().startswith("Suggested: Anna places")
    shown = c.suggestions.shown()
    assert window.page.moves.list.currentItem().font().bold()
    assert c.try_apply(shown.action)
    log = window.page.log
    row = log.item_for_step(1)
    assert row is not None
    notes = [row.child(i).text(0) for i in range(row.childCount())]
    assert notes == ["Anna played the suggested move"]
    c.shutdown()


def test_switched_off_disables_menu_and_button_with_the_reason(window, monkeypatch):
    monkeypatch.setattr(window.files, "ask_unsaved", lambda: "discard")
    session = ttd_session("hb")
    session.allow_suggestions = False
    window.start_session(session)
    a = window.actions_
    assert not a.suggest.isEnabled()
    assert "switched off" in a.suggest.toolTip()
    button = window.page.suggestion_bar.suggest_button
    assert not button.isEnabled()
    assert "switched off" in button.toolTip()
    window.rematch()
    assert window.controller.session.allow_suggestions is False  # a rematch keeps the option


def test_end_dialog_shows_suggestions_per_seat(qtbot):
    outcome = Outcome(scores=(12, 8), winners=(PlayerId(0),))
    dialog = GameEndDialog(outcome, ["Anna", "Bea"])
    qtbot.addWidget(dialog)
    dialog.show_suggestions([3, 0])
    table = dialog.table
    last = table.rowCount() - 1
    assert table.verticalHeaderItem(last).text() == "Suggestions used"
    assert [table.item(last, s).text() for s in (0, 1)] == ["3", "0"]  # type: ignore[union-attr]


def test_the_suggest_button_keeps_its_place_and_size(window, qtbot, monkeypatch):
    """The TtD stranger: the button's width followed the score text beside it, and it shrank
    while a suggestion was shown."""
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QApplication

    monkeypatch.setattr(window.files, "ask_unsaved", lambda: "discard")
    window.resize(1280, 800)
    window.start_session(ttd_session("hb"))
    c = window.controller
    page = window.page
    button = page.suggestion_bar.suggest_button

    def where() -> tuple[int, int, int, int]:
        QApplication.processEvents()
        corner = button.mapTo(window, QPoint(0, 0))
        return corner.x(), corner.y(), button.width(), button.height()

    first = where()
    assert button.width() < 2 * button.sizeHint().width()  # its own size, not the row's
    page.score_line.setText(
        "Anna's public score: 12 (oasis tiles and areas; water holes lie face down)"
    )
    assert where() == first
    page.score_line.setText("0")
    assert where() == first
    window.actions_.suggest.trigger()
    qtbot.waitUntil(lambda: c.suggestions.shown() is not None, timeout=20000)
    assert page.suggestion_bar.line.full_text()
    assert where() == first
    c.shutdown()
