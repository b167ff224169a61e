"""Ctrl+P while a turn waits for Confirm, wherever the focus is (stranger: once it did nothing)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QWidget

from app.engine.session import Seat, Session
from app.games import GAMES
from tests.guikit import big_window, settle, take_screen
from tests.shell.test_print_shortcut import focus_places, press_ctrl_p

pytestmark = pytest.mark.gui


@pytest.fixture
def window(qtbot, tmp_path):
    yield from big_window(qtbot, tmp_path)


@pytest.fixture
def printed(monkeypatch) -> list[str]:
    calls: list[str] = []

    def record(_parent: Any, game: Any, _options: Any, _seed: int, public: bool = False) -> int:
        calls.append(game.id)
        return 0

    monkeypatch.setattr("app.printing.preview.show_print_preview", record)
    return calls


@pytest.mark.parametrize("game_id", ["through_the_desert", "tinners_trail", "blood_rage"])
def test_ctrl_p_while_a_turn_waits_for_confirm(window, qtbot, printed, game_id):
    game = GAMES[game_id]
    seats = [Seat(name="Aya"), Seat(name="Ken"), Seat(name="Saki")]
    seats.append(Seat(name="Kenji", kind="bot", level="easy"))
    assert window.start_session(Session(game, game.Options(players=4), 1, seats))
    c = window.controller
    for _ in range(30):
        take_screen(c)
        if c.awaiting_confirm():
            break
        assert c.try_apply(c.legal_for(c.acting_human())[0])
    settle(qtbot)
    assert c.awaiting_confirm()
    for name, widget in focus_places(window).items():
        if not widget.isVisible():
            continue
        widget.setFocus()
        settle(qtbot)
        before = len(printed)
        press_ctrl_p(qtbot, window)
        assert len(printed) == before + 1, (game_id, name, QApplication.focusWidget())
    assert isinstance(window, QWidget)


def test_ctrl_p_works_while_the_rules_summary_window_has_the_focus(window, qtbot, printed):
    """The stranger read the rules summary (a window of its own) and pressed Ctrl+P there."""
    game = GAMES["through_the_desert"]
    seats = [Seat(name="Aya"), Seat(name="Kenji", kind="bot", level="easy")]
    assert window.start_session(Session(game, game.Options(players=2), 1, seats))
    settle(qtbot)
    window.show_rules()
    dialog = window.rules_dialog
    assert dialog is not None
    dialog.activateWindow()
    settle(qtbot)
    focus = QApplication.focusWidget()
    target = focus if focus is not None and focus.window() is dialog else dialog
    from PySide6.QtCore import Qt

    qtbot.keyClick(target, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    assert printed == ["through_the_desert"], (QApplication.activeWindow(), focus)
    dialog.close()
