"""Play this setup starts the game of a setup code, after showing what will start (issue 36)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton

from app.engine.setupcode import encode
from app.games.barrage.model import BarrageOptions
from app.shell.newgame import NewGameDialog, NewGameSetup
from tests.shell.conftest import make_window

if TYPE_CHECKING:
    from app.shell.window import MainWindow

pytestmark = pytest.mark.gui

CODE = encode("barrage", BarrageOptions(players=3, auction=True), 4711)


def test_play_this_setup_starts_the_game_after_the_summary(qtbot, tmp_path, monkeypatch):
    window: MainWindow = make_window(qtbot, tmp_path)
    asked: list[str] = []

    def confirm(dialog: NewGameDialog, setup: NewGameSetup) -> bool:
        asked.append(dialog.start_box(setup).informativeText())
        return True

    def type_code(dialog: NewGameDialog) -> int:
        dialog.code_edit.setText(CODE)
        buttons = dialog.findChildren(QPushButton)
        play = next(b for b in buttons if b.text() == "Play this setup")
        qtbot.mouseClick(play, Qt.MouseButton.LeftButton)
        return int(dialog.result())

    monkeypatch.setattr(NewGameDialog, "confirm_start", confirm, raising=False)
    monkeypatch.setattr(NewGameDialog, "exec", type_code)
    window.new_game()
    assert window.controller is not None, "Play this setup only filled the dialog"
    session = window.controller.session
    assert (session.game.id, session.seed) == ("barrage", 4711)
    assert session.options == BarrageOptions(players=3, auction=True)
    summary = asked[0]
    assert "Game: Barrage" in summary
    assert "Players: 3" in summary
    for n, seat in enumerate(session.seats, 1):
        assert f"{n}. {seat.name} — " in summary
    assert "Turn-order auction: on" in summary or "auction: on" in summary.lower()
    assert "Seed: 4711" in summary
    assert CODE in summary


def test_cancelling_the_summary_starts_nothing(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.confirm_start = lambda setup: False  # type: ignore[method-assign]
    dialog.code_edit.setText(CODE)
    assert not dialog.play_code()
    assert dialog.result() != int(NewGameDialog.DialogCode.Accepted)
    assert dialog.setup() is None
    assert dialog.players_spin.value() == 3  # still filled in from the code


def test_the_summary_box_offers_start_and_cancel(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.code_edit.setText(CODE)
    assert dialog.use_code()
    setup = dialog._built()
    assert setup is not None
    box = dialog.start_box(setup)
    assert box.text() == "Start this game?"
    roles = {box.buttonRole(b) for b in box.buttons()}
    assert roles == {QMessageBox.ButtonRole.AcceptRole, QMessageBox.ButtonRole.RejectRole}


def test_enter_in_the_code_box_asks_too_and_cancel_starts_nothing(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    asked: list[NewGameSetup] = []

    def refuse(setup: NewGameSetup) -> bool:
        asked.append(setup)
        return False

    dialog.confirm_start = refuse  # type: ignore[method-assign]
    dialog.code_edit.setText(CODE)
    dialog.code_edit.setFocus()
    qtbot.keyClick(dialog.code_edit, Qt.Key.Key_Return)
    assert len(asked) == 1
    assert dialog.setup() is None  # the dialog's own Start game did not follow the Enter
    assert dialog.isVisible()
