"""The new-game dialog remembers the last choices per game (issue 36: player count, seats, bots)."""

from __future__ import annotations

import pytest

from app.shell.newgame import NewGameDialog
from tests.shell.conftest import make_window

pytestmark = pytest.mark.gui


def _choose_barrage(dialog: NewGameDialog) -> None:
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("barrage"))
    dialog.players_spin.setValue(2)
    dialog.rows[0].name.setText("Mio")
    dialog.rows[1].name.setText("Ren")
    dialog.rows[1].kind.setCurrentIndex(3)  # bot (hard)
    assert dialog.options_form is not None
    dialog.options_form.set_values({"auction": True})


def test_next_dialog_shows_the_last_choices_of_each_game(qtbot, tmp_path, monkeypatch):
    window = make_window(qtbot, tmp_path)
    shown: list[NewGameDialog] = []

    def play_barrage(dialog: NewGameDialog) -> int:
        _choose_barrage(dialog)
        dialog.accept()
        return int(dialog.result())

    monkeypatch.setattr(NewGameDialog, "exec", play_barrage)
    window.new_game()
    assert window.controller is not None
    assert window.controller.game.id == "barrage"
    window.close_game()

    def look(dialog: NewGameDialog) -> int:
        shown.append(dialog)
        return int(NewGameDialog.DialogCode.Rejected)

    monkeypatch.setattr(NewGameDialog, "exec", look)
    window.new_game()
    dialog = shown[-1]
    assert dialog.game_id() == "barrage"
    assert dialog.players_spin.value() == 2
    assert [r.name.text() for r in dialog.rows[:2]] == ["Mio", "Ren"]
    assert [r.kind.currentData() for r in dialog.rows[:2]] == [("human", None), ("bot", "hard")]
    assert dialog.options_form is not None
    assert dialog.options_form.values()["auction"] is True
    # another game keeps its own defaults, and Barrage's choices come back when it is chosen again
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("tinners_trail"))
    assert dialog.players_spin.value() == 3
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("barrage"))
    assert dialog.players_spin.value() == 2
    assert dialog.rows[1].kind.currentData() == ("bot", "hard")


def test_damaged_memory_is_ignored(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.prefs.settings.setValue("newgame/barrage", "{not json")
    assert window.prefs.newgame_choices("barrage") == {}
    window.prefs.set_newgame_choices("barrage", {"players": 9, "seats": ["x", {"kind": "alien"}]})
    dialog = NewGameDialog(None, None, "barrage", window.prefs.newgame_choices)
    qtbot.addWidget(dialog)
    assert dialog.players_spin.value() == 4  # clamped to Barrage's range
