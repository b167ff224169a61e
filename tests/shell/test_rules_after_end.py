"""The "?" opens the rules summary after the game ends, at its end (issue 36: it did nothing).

The results dialog held the whole window while it was shown (window-modal), so a click on "?"
(or on the board, the log) did nothing; the results now stay beside a window that answers.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.engine.bots import make_bot
from tests.shell.conftest import ttd_session

pytestmark = pytest.mark.gui


def _play_to_the_end(window) -> None:
    """Play a two-person Through the Desert to its end through the controller."""
    window.start_session(ttd_session("hh", seed=2))
    c = window.controller
    game = c.game
    n = 0
    while not c.is_over():
        if c.handoff_seat() is not None:
            window._on_handoff_accepted()
        seat = sorted(c.session.to_act())[0]
        bot = make_bot("easy", game, seat, f"t:{n}")
        assert c.try_apply(bot.choose(game.view_for(c.session.state, seat)))
        if c.awaiting_confirm():
            c.confirm_turn()
        n += 1
    QApplication.processEvents()


def test_question_mark_opens_the_summary_at_the_end(window, qtbot, monkeypatch):
    _play_to_the_end(window)
    assert window.end_dialog is not None
    assert window.end_dialog.isVisible()  # the results are shown
    shown: list[str] = []
    monkeypatch.setattr(
        "app.shell.rulesdialog.RulesDialog.show_topic", lambda _self, topic: shown.append(topic)
    )
    qtbot.mouseClick(window.page.rules_help, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    dialog = getattr(window, "rules_dialog", None)
    assert dialog is not None, '"?" did nothing while the results were shown'
    assert dialog.isVisible()
    assert shown == ["end"]
    dialog.close()
    assert window.end_dialog.isVisible()  # the results are still there to read
