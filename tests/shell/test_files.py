"""Save, open, autosave and resume; a bad file names the file and the problem, changes nothing."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from app.shell import filedialog
from app.shell.files import autosave_dir
from tests.shell.conftest import make_window, ttd_session

pytestmark = pytest.mark.gui


def play(window, moves: int) -> None:
    """Play `moves` first-listed moves for the humans (confirming and handing off)."""
    c = window.controller
    for _ in range(moves):
        if c.handoff_seat() is not None:
            window._on_handoff_accepted()
        assert window.page.moves.play_row(0)
        if c.awaiting_confirm():
            c.confirm_turn()


def test_save_as_then_open_restores_the_game(window, tmp_path, monkeypatch):
    window.start_session(ttd_session("hh"))
    play(window, 3)
    actions = list(window.controller.session.actions)
    target = tmp_path / "mygame"
    monkeypatch.setattr(filedialog, "get_save_file_name", lambda *a, **k: (str(target), ""))
    assert window.files.save_as()
    saved = tmp_path / "mygame.json"
    assert saved.exists()
    assert window.files.current_path == saved
    window.close_game()
    assert window.stack.currentWidget() is window.welcome
    monkeypatch.setattr(filedialog, "get_open_file_name", lambda *a, **k: (str(saved), ""))
    assert window.files.ask_open()
    assert window.controller is not None
    assert window.controller.session.actions == actions
    assert [s.name for s in window.controller.session.seats] == ["Anna", "Bea"]


def test_autosave_after_every_action_and_resume_offer(window, qtbot, tmp_path):
    window.start_session(ttd_session("hh"))
    autosave = window.files.autosave_file
    assert autosave is not None
    assert autosave.parent == autosave_dir(tmp_path / "data")
    window.files.flush()  # autosaves are written on their own thread
    assert autosave.exists()
    play(window, 2)
    window.files.flush()
    assert '"actions"' in autosave.read_text(encoding="utf-8")
    actions = list(window.controller.session.actions)
    assert len(actions) == 2
    second = make_window(qtbot, tmp_path)
    second.show()  # the autosave is read after the first paint (fast start-up)
    qtbot.waitUntil(lambda: second.welcome.resume_card.isVisibleTo(second.welcome), timeout=15000)
    assert "move 2" in second.welcome.resume_label.text()
    second.welcome.resume_button.click()
    assert second.controller is not None
    assert second.controller.session.actions == actions
    second.close_game()


def test_finished_or_missing_autosave_is_not_offered(qtbot, tmp_path):
    fresh = make_window(qtbot, tmp_path)
    assert not fresh.welcome.resume_card.isVisibleTo(fresh.welcome)


def test_bad_file_gives_a_dialog_and_changes_nothing(window, tmp_path, monkeypatch):
    window.start_session(ttd_session("hh"))
    play(window, 1)
    controller = window.controller
    actions = list(controller.session.actions)
    window.files.flush()
    autosave = window.files.autosave_file.read_text(encoding="utf-8")
    bad = tmp_path / "broken.json"
    bad.write_text('{"format": 1, "game_id": "through_the_desert"', encoding="utf-8")
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, title, text: shown.append((title, text)))
    assert not window.files.open_game(bad)
    assert len(shown) == 1
    assert "broken.json" in shown[0][1]
    assert "not a JSON save file" in shown[0][1]
    assert window.controller is controller
    assert controller.session.actions == actions
    window.files.flush()
    assert window.files.autosave_file.read_text(encoding="utf-8") == autosave


def test_edited_file_is_refused(window, tmp_path, monkeypatch):
    window.start_session(ttd_session("hh"))
    play(window, 2)
    path = tmp_path / "edited.json"
    monkeypatch.setattr(filedialog, "get_save_file_name", lambda *a, **k: (str(path), ""))
    window.files.save_as()
    text = path.read_text(encoding="utf-8").replace('"cell": ', '"cell": 1', 1)
    path.write_text(text, encoding="utf-8")
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: shown.append(text))
    assert not window.files.open_game(path)
    assert shown
    assert "edited.json" in shown[0]
