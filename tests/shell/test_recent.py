"""Recent games (issue 7): an autosave per game, the last 10 listed, resumable; bad ones skipped."""

from __future__ import annotations

import os
from datetime import datetime

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from app.engine.phrases import plain
from app.games.through_the_desert import GAME
from app.shell.files import RECENT_LIMIT, autosave_dir, new_autosave_path, write_file
from app.shell.recent import recent_games
from app.ui.i18n import show
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


def _age(path, seconds: int) -> None:
    """Make `path` look written `seconds` ago (file times order the list)."""
    when = datetime.now().timestamp() - seconds
    os.utime(path, (when, when))


def test_each_game_keeps_its_own_autosave_listed_newest_first(window, tmp_path):
    window.start_session(ttd_session("hh", seed=1))
    play(window, 2)
    first = window.files.autosave_file
    _age(first, 60)
    window.start_session(ttd_session("hhh", seed=2))
    play(window, 1)
    second = window.files.autosave_file
    assert second != first
    window.close_game()
    rows = window.welcome.recent_rows()
    assert [r.path for r in rows] == [str(second), str(first)]
    assert rows[0].game == "Through the Desert"
    assert rows[0].players == "Anna, Bea, Carl"
    assert rows[1].players == "Anna, Bea"
    state = window.files.recent[1]
    assert state.moves == 2
    assert "move 2" in rows[1].progress
    heading = show(state.heading, ["Anna", "Bea"])
    assert heading
    assert heading in rows[1].progress
    assert rows[1].when  # the date and time, in the UI language's short format
    listed = window.welcome.recent_list
    assert listed is not None
    assert listed.topLevelItemCount() == 2
    assert listed.topLevelItem(1).text(2) == "Anna, Bea"


def test_a_recent_game_resumes_and_keeps_its_autosave(window, tmp_path):
    window.start_session(ttd_session("hh", seed=1))
    play(window, 3)
    window.files.flush()
    actions = list(window.controller.session.actions)
    path = window.files.autosave_file
    _age(path, 60)
    window.start_session(ttd_session("hh", seed=2))
    window.close_game()
    row = next(i for i, r in enumerate(window.welcome.recent_rows()) if r.path == str(path))
    window.welcome.choose_recent(row)
    assert window.controller is not None
    assert window.controller.session.actions == actions
    assert window.files.autosave_file == path
    play(window, 1)
    window.files.flush()  # the autosave is written on the writer's thread
    assert recent_games(tmp_path / "data")[0].path == path  # written on, now the newest
    assert recent_games(tmp_path / "data")[0].moves == 4


def test_only_the_last_ten_are_kept(window, tmp_path):
    data = tmp_path / "data"
    old = []
    for n in range(RECENT_LIMIT + 2):
        path = new_autosave_path(data, GAME.id, datetime(2026, 1, 1, 12, n))
        write_file(ttd_session("hh", seed=n), path)
        _age(path, 1000 - n)
        old.append(path)
    window.start_session(ttd_session("hh", seed=99))
    window.files.flush()  # its first autosave, written on the writer's thread
    kept = sorted(autosave_dir(data).glob("*.json"))
    assert len(kept) == RECENT_LIMIT
    assert window.files.autosave_file in kept
    assert not old[0].exists()
    assert not old[1].exists()
    assert not old[2].exists()
    assert old[-1].exists()


def test_bad_autosaves_are_skipped_and_never_crash(qtbot, tmp_path, monkeypatch):
    data = tmp_path / "data"
    folder = autosave_dir(data)
    folder.mkdir(parents=True)
    good = new_autosave_path(data, GAME.id, datetime(2026, 12, 1, 15, 30))
    write_file(ttd_session("hh"), good)
    (folder / "truncated.json").write_text('{"format": 1, "game_id": "thr', encoding="utf-8")
    (folder / "foreign.json").write_text('{"hello": "world"}', encoding="utf-8")
    (folder / "list.json").write_text("[1, 2, 3]", encoding="utf-8")
    (folder / "binary.json").write_bytes(b"\xff\xfe\x00garbage")
    text = good.read_text(encoding="utf-8")
    (folder / "unknown-game.json").write_text(
        text.replace('"through_the_desert"', '"chess"'), encoding="utf-8"
    )
    (folder / "bad-state.json").write_text(
        text.replace('"final_state": {', '"final_state": {"nonsense": 1, ', 1), encoding="utf-8"
    )
    # Reads as a save (its header and position are fine) but a move was edited: resuming it
    # must refuse with the file's name, not crash.
    edited = folder / "edited.json"
    edited.write_text(text.replace('"seed": 5', '"seed": 6', 1), encoding="utf-8")
    window = make_window(qtbot, tmp_path)
    window.files.refresh_welcome()
    paths = [r.path for r in window.welcome.recent_rows()]
    assert sorted(paths) == sorted([str(good), str(edited)])
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: shown.append(text))
    assert not window.files.open_recent(edited)
    assert window.controller is None
    assert shown
    assert "edited.json" in shown[0]


def test_resume_card_offers_an_interrupted_game_only(window, qtbot, tmp_path):
    # Issue 18 §5: after a clean save and quit the start page said "An interrupted game was
    # found". A game the app closed is in Recent games; only one it never closed is offered.
    window.start_session(ttd_session("hh", seed=1))
    play(window, 2)
    window.close_game()
    assert not window.welcome.resume_card.isVisibleTo(window.welcome)
    assert window.files.recent[0].moves == 2  # listed under Recent games
    # resumed from the list, the game is open again: if the app dies now, it is offered
    assert window.files.open_recent(window.files.recent[0].path)
    play(window, 1)
    window.files.flush()
    crashed = make_window(qtbot, tmp_path)  # the first window never closed its game
    crashed.show()
    qtbot.waitUntil(lambda: crashed.welcome.resume_card.isVisibleTo(crashed.welcome), timeout=15000)
    assert "Through the Desert, move 3: Anna, Bea" in crashed.welcome.resume_label.text()
    crashed.welcome.resume_button.click()
    assert crashed.controller is not None
    assert len(crashed.controller.session.actions) == 3
    crashed.close_game()


def test_recent_list_follows_the_language(window, tmp_path):
    window.start_session(ttd_session("hh", seed=1))
    play(window, 1)
    window.close_game()
    window.set_language("ja")
    QApplication.processEvents()
    row = window.welcome.recent_rows()[0]
    assert plain(row.players) == "Anna、Bea"
    assert "1手目" in plain(row.progress)
    assert plain(window.welcome.recent_list.headerItem().text(0)) == "ゲーム"
