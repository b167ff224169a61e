"""Files that are not files, saves the rules trip over, and an unusable data folder (issue 17).

The window must neither hang nor raise: a pipe or folder named like an autosave is refused
before it is opened, a save whose replay raises is refused with its name and move (and no
longer offered), and a data folder that cannot be written starts the app without autosave.
"""

from __future__ import annotations

import os
from datetime import datetime
from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from app.engine.errors import InvalidSave
from app.games.through_the_desert import GAME
from app.shell import main
from app.shell.files import autosave_dir, autosave_files, new_autosave_path, write_file
from app.shell.recent import read_recent, recent_games
from tests.shell.conftest import make_window, ttd_session

if TYPE_CHECKING:
    from pathlib import Path

    from app.engine.session import Session

pytestmark = pytest.mark.gui


def _played(moves: int) -> Session:
    session = ttd_session("hh")
    for _ in range(moves):
        actor = min(GAME.to_act(session.state))
        session.apply(GAME.legal_actions(session.state, actor)[0])
    return session


def _autosave(data: Path, moves: int = 2) -> Path:
    path = new_autosave_path(data, GAME.id, datetime(2026, 12, 1, 15, 30))
    write_file(_played(moves), path)
    return path


def test_a_pipe_or_folder_named_like_an_autosave_is_refused_unopened(tmp_path):
    data = tmp_path / "data"
    good = _autosave(data)
    fifo = autosave_dir(data) / "x.json"
    os.mkfifo(fifo)  # reading it would wait for a writer forever: the window would freeze
    (autosave_dir(data) / "folder.json").mkdir()
    with pytest.raises(InvalidSave, match=r"x\.json: cannot read the file \(it is a pipe"):
        read_recent(fifo)
    with pytest.raises(InvalidSave, match=r"folder\.json: cannot read the file \(it is a folder"):
        read_recent(autosave_dir(data) / "folder.json")
    assert [r.path for r in recent_games(data)] == [good]


def test_the_welcome_page_lists_around_a_pipe(qtbot, tmp_path):
    data = tmp_path / "data"
    good = _autosave(data)
    os.mkfifo(autosave_dir(data) / "x.json")
    window = make_window(qtbot, tmp_path)
    window.files.refresh_welcome()
    assert [r.path for r in window.welcome.recent_rows()] == [str(good)]
    assert window.welcome.resume_card.isVisibleTo(window.welcome)


def test_resuming_an_autosave_the_rules_trip_over_says_so_and_stops_offering_it(
    qtbot, tmp_path, monkeypatch
):
    data = tmp_path / "data"
    path = _autosave(data, moves=2)
    window = make_window(qtbot, tmp_path)
    window.files.refresh_welcome()
    assert window.welcome.resume_card.isVisibleTo(window.welcome)
    real_apply = GAME.apply
    calls = {"n": 0}

    def tripping(state: Any, action: Any) -> Any:
        calls["n"] += 1
        if calls["n"] == 2:
            raise MemoryError
        return real_apply(state, action)

    monkeypatch.setattr(GAME, "apply", tripping)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: shown.append(text))
    window.welcome.resume_button.click()  # inside the button's handler: nothing may escape
    assert window.controller is None
    assert len(shown) == 1
    assert f"{path.name}: move 2 could not be replayed (MemoryError: )" in shown[0]
    assert not window.welcome.resume_card.isVisibleTo(window.welcome)
    assert window.files.recent == []
    assert not path.exists()
    assert path.with_name(path.name + ".broken").exists()  # kept, but no longer offered
    assert autosave_files(data) == []


def test_open_of_a_save_the_rules_trip_over_shows_the_message(qtbot, tmp_path, monkeypatch):
    path = tmp_path / "mine.json"
    write_file(_played(3), path)
    window = make_window(qtbot, tmp_path)

    def tripping(_state: Any, _action: Any) -> Any:
        raise IndexError("list index out of range")

    monkeypatch.setattr(GAME, "apply", tripping)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: shown.append(text))
    assert not window.files.open_game(path)
    assert window.controller is None
    assert (
        "mine.json: move 1 could not be replayed (IndexError: list index out of range)"
        in (shown[0])
    )
    assert path.exists()  # the user's own file is never renamed


def _start(qtbot, tmp_path: Path, monkeypatch, data: Path, *files: str):
    monkeypatch.setattr(main, "_data_dir", lambda: data)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = main.start_window(["hotseat", "-platform", "offscreen", *files], settings)
    window.files.ask_unsaved = lambda: "discard"  # type: ignore[method-assign]
    qtbot.addWidget(window)
    return window


def _unusable_by_file(tmp_path: Path, _monkeypatch) -> Path:
    plain = tmp_path / "plain-file"
    plain.write_text("not a folder", encoding="utf-8")
    return plain


def _unusable_read_only(tmp_path: Path, monkeypatch) -> Path:
    # A read-only folder cannot be made so for root (these tests may run as root): the probe
    # write fails as it would there.
    def refuse(*_args: Any, **_kwargs: Any) -> Any:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("app.shell.main.tempfile.mkstemp", refuse)
    folder = tmp_path / "read-only"
    folder.mkdir()
    return folder


@pytest.mark.parametrize("make", [_unusable_by_file, _unusable_read_only])
def test_an_unusable_data_folder_starts_the_app_without_autosave(
    qtbot, tmp_path, monkeypatch, capsys, make
):
    data = make(tmp_path, monkeypatch)
    before = sorted(p.name for p in tmp_path.rglob("*"))
    window = _start(qtbot, tmp_path, monkeypatch, data)
    assert window.files.data_dir is None
    message = window.statusBar().currentMessage()
    assert message.startswith("The data folder cannot be used, games are not autosaved: ")
    assert str(data) in message
    assert "no autosave" in capsys.readouterr().err
    window.start_session(ttd_session("hh"))
    assert window.controller is not None
    if window.controller.handoff_seat() is not None:
        window._on_handoff_accepted()
    assert window.page.moves.play_row(0)
    assert len(window.controller.session.actions) == 1
    window.close_game()
    assert window.files.recent == []
    after = sorted(p.name for p in tmp_path.rglob("*") if p.name != "settings.ini")
    assert after == before  # nothing was autosaved anywhere


def test_a_save_file_on_the_command_line_opens_in_the_app(qtbot, tmp_path, monkeypatch):
    path = tmp_path / "evening.json"
    write_file(_played(3), path)
    window = _start(qtbot, tmp_path, monkeypatch, tmp_path / "data", str(path))
    assert window.controller is not None
    assert window.files.current_path == path
    assert len(window.controller.session.actions) == 3
    window.close_game()
