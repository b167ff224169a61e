"""Ctrl+N (Game ▸ New game…) works after a game ended, with the results window in front.

A stranger (issue 35 context, Tinners' Trail in Japanese) pressed Ctrl+N once the game was over
and nothing happened: the results are a window of their own (modeless, issue 36), and the main
window's shortcuts answered only while it was the active window. The file commands now answer
from any window of the app (a modal dialog still shadows them), in every game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.engine.game import Outcome, PlayerId
from app.engine.session import Seat, Session
from app.games import GAMES
from tests.guikit import let_guard_pass

if TYPE_CHECKING:
    from app.shell.window import MainWindow

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_ctrl_n_in_the_results_window_opens_the_new_game_dialog(
    window: MainWindow, qtbot, monkeypatch, game_id: str
) -> None:
    asked: list[str] = []

    def record(dialog) -> int:
        asked.append(dialog.windowTitle())
        return 0  # the dialog is modal: the test answers Cancel at once

    monkeypatch.setattr("app.shell.newgame.NewGameDialog.exec", record)
    game = GAMES[game_id]
    seats = [Seat(name="Aya"), Seat(name="Ken")]
    assert window.start_session(Session(game, game.Options(players=2), 3, seats))
    if window.handoff_up():
        let_guard_pass(window.handoff)
        qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    window._on_game_finished(Outcome(scores=(1, 0), winners=(PlayerId(0),)))
    dialog = window.end_dialog
    assert dialog is not None
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    focus = QApplication.focusWidget()
    target = focus if focus is not None and focus.window() is dialog else dialog
    qtbot.keyClick(target, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert len(asked) == 1, "Ctrl+N in the results window did nothing"
    assert window.controller is not None  # cancelled: the finished game is still shown
