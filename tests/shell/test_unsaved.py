"""Unsaved moves (issue 7): Open, New game and Quit ask first; the title shows file and mark."""

from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths

from app.shell import filedialog
from app.shell.files import write_file
from app.shell.newgame import NewGameDialog
from tests.shell.conftest import ttd_session

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


def answering(window, answer: str) -> list[str]:
    """Answer the unsaved-moves question with `answer`; return the list of questions asked."""
    asked: list[str] = []

    def ask() -> str:
        asked.append(window.files.title())
        return answer

    window.files.ask_unsaved = ask
    return asked


def saved_game(tmp_path: Path) -> Path:
    """A save file of another game (three seats), to open."""
    path = tmp_path / "other.json"
    write_file(ttd_session("hhh", seed=9), path)
    return path


def test_open_asks_and_cancel_keeps_the_game(window, tmp_path, monkeypatch):
    window.start_session(ttd_session("hh"))
    play(window, 2)
    controller = window.controller
    other = saved_game(tmp_path)
    monkeypatch.setattr(filedialog, "get_open_file_name", lambda *a, **k: (str(other), ""))
    asked = answering(window, "cancel")
    assert not window.files.ask_open()
    assert len(asked) == 1
    assert window.controller is controller
    assert len(controller.session.actions) == 2
    answering(window, "discard")
    assert window.files.ask_open()
    assert window.controller is not controller
    assert window.controller.session.seed == 9


def test_save_answer_writes_the_file_before_replacing(window, tmp_path, monkeypatch):
    window.start_session(ttd_session("hh"))
    play(window, 1)
    actions = list(window.controller.session.actions)
    target = tmp_path / "kept.json"
    monkeypatch.setattr(filedialog, "get_save_file_name", lambda *a, **k: (str(target), ""))
    other = saved_game(tmp_path)
    asked = answering(window, "save")
    assert window.files.open_game(other)
    assert len(asked) == 1
    assert target.exists()
    window.files.ask_unsaved = lambda: pytest.fail("nothing unsaved: no question")
    assert window.files.open_game(target)
    assert window.controller.session.actions == actions


def test_cancelled_save_dialog_keeps_the_game(window, tmp_path, monkeypatch):
    window.start_session(ttd_session("hh"))
    play(window, 1)
    controller = window.controller
    monkeypatch.setattr(filedialog, "get_save_file_name", lambda *a, **k: ("", ""))
    answering(window, "save")
    assert not window.files.open_game(saved_game(tmp_path))
    assert window.controller is controller


def test_new_game_asks_after_the_dialog(window, monkeypatch):
    window.start_session(ttd_session("hh"))
    play(window, 1)
    controller = window.controller

    def accept_defaults(dialog: NewGameDialog) -> int:
        dialog.accept()
        return int(dialog.result())

    monkeypatch.setattr(NewGameDialog, "exec", accept_defaults)
    asked = answering(window, "cancel")
    window.new_game()
    assert len(asked) == 1
    assert window.controller is controller
    answering(window, "discard")
    window.new_game()
    assert window.controller is not controller
    assert window.controller.session.actions == []


def test_quit_asks_and_cancel_keeps_the_window_open(window):
    window.start_session(ttd_session("hh"))
    play(window, 1)
    asked = answering(window, "cancel")
    assert not window.close()
    assert window.isVisible()
    assert len(asked) == 1
    answering(window, "discard")
    assert window.close()


def test_nothing_to_ask_without_unsaved_moves(window, tmp_path, monkeypatch):
    window.files.ask_unsaved = lambda: pytest.fail("no unsaved moves: no question")
    window.start_session(ttd_session("hh"))  # a new game without moves loses nothing
    assert window.files.open_game(saved_game(tmp_path))  # opened: nothing new yet
    play(window, 1)
    target = tmp_path / "saved.json"
    monkeypatch.setattr(filedialog, "get_save_file_name", lambda *a, **k: (str(target), ""))
    assert window.files.save_as()
    assert window.files.open_game(saved_game(tmp_path))
    assert window.close()


def test_title_shows_the_file_and_marks_unsaved_moves(window, tmp_path, monkeypatch):
    assert window.windowTitle() == "Hotseat"
    window.start_session(ttd_session("hh"))
    assert window.windowTitle() == "Through the Desert[*] — Hotseat"
    assert not window.isWindowModified()
    play(window, 1)
    assert window.isWindowModified()
    target = tmp_path / "desert.json"
    monkeypatch.setattr(filedialog, "get_save_file_name", lambda *a, **k: (str(target), ""))
    assert window.files.save_as()
    assert window.windowTitle() == "desert.json[*] — Hotseat"
    assert not window.isWindowModified()
    window._on_handoff_accepted()
    assert window.page.moves.play_row(0)  # the turn waits for Confirm: it can be undone
    assert window.isWindowModified()
    assert window.controller.undo()  # back to what the file holds
    assert not window.isWindowModified()
    window.close_game()
    assert window.windowTitle() == "Hotseat"


def test_save_dialog_starts_in_documents_with_a_name_from_game_and_time(window, monkeypatch):
    window.start_session(ttd_session("hh"))
    when = datetime(2026, 12, 1, 15, 30)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    assert window.files.default_save_path(when) == (
        Path(documents) / "through-the-desert-2026-12-01-1530.json"
    )
    offered: list[str] = []

    def cancel(_parent: object, _title: str, start: str, _filter: str) -> tuple[str, str]:
        offered.append(start)
        return "", ""

    monkeypatch.setattr(filedialog, "get_save_file_name", cancel)
    assert not window.files.save_as()
    start = Path(offered[0])
    assert start.parent == Path(documents)
    assert re.fullmatch(r"through-the-desert-\d{4}-\d\d-\d\d-\d{4}\.json", start.name)


def test_a_missing_documents_folder_is_made_not_replaced_by_the_working_folder(
    window, monkeypatch, tmp_path
):
    # Issue 22: with no Documents folder the dialog opened in the app's source folder.
    from app.shell import filemenu

    documents = tmp_path / "home" / "Documents"
    monkeypatch.setattr(filemenu, "_documents_location", lambda: str(documents))
    window.prefs.last_dir = str(tmp_path / "gone")  # a folder used last time, since deleted
    window.start_session(ttd_session("hh"))
    start = window.files.default_save_path(datetime(2026, 12, 1, 15, 30))
    assert start.parent == documents
    assert documents.is_dir()
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setattr(filemenu, "_documents_location", lambda: str(blocker / "Documents"))
    assert window.files.default_save_path().parent == Path.home()
