"""Opening a game saved by an earlier version whose moves today's rules replay differently
(issue 19, section 3): the game opens, one sentence says what changed, and the file stays as it
was until the player saves."""

from __future__ import annotations

import json
import shutil
from typing import TYPE_CHECKING

import pytest

from app import __version__
from app.engine.phrases import plain
from app.shell.files import autosave_dir
from tests.fixtures.saves.expect import HERE

if TYPE_CHECKING:
    from pathlib import Path

pytestmark = [
    pytest.mark.gui,
]

CHANGED = "barrage-unfinished-bb2f600.json"  # Barrage's rules replay it to other credits today


def _copy(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / CHANGED
    shutil.copy(HERE / CHANGED, target)
    return target


def test_a_changed_game_opens_with_one_sentence_and_the_file_untouched(window, tmp_path):
    path = _copy(tmp_path / "games")
    before = path.read_bytes()
    assert window.files.open_game(path)
    controller = window.controller
    assert controller is not None
    assert len(controller.session.actions) == 45
    box = window.files.notice_box
    assert box is not None
    assert box.isVisible()
    sentence = box.text()
    assert sentence.startswith("This game was saved with Hotseat 0.1.0, and the rules of ")
    assert f"Hotseat {__version__}" in sentence
    assert sentence.count(". ") == 0  # one sentence
    assert window.statusBar().currentMessage() == sentence
    assert window.files.autosave_file != path
    assert not window.files.is_modified()  # nothing to save: closing does not ask
    window.close_game()
    assert window.files.notice_box is None  # the note goes with its game
    assert path.read_bytes() == before

    assert window.files.open_game(path)
    assert window.files.save()  # the player saves: now the file holds today's replay
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["app_version"] == __version__
    assert len(saved["actions"]) == 45
    window.close_game()
    assert window.files.open_game(path)
    assert window.files.notice_box is None  # this version's own file: nothing to say


def test_a_changed_autosave_goes_on_in_a_new_one(window, tmp_path):
    path = _copy(autosave_dir(tmp_path / "data"))
    before = path.read_bytes()
    assert window.files.open_recent(path)
    assert window.files.notice_box is not None
    assert window.files.autosave_file is not None
    assert window.files.autosave_file != path
    assert window.files.autosave_file.is_file()
    assert path.read_bytes() == before


def test_the_sentence_is_in_japanese_in_a_japanese_window(window, tmp_path):
    window.set_language("ja")
    path = _copy(tmp_path / "games")
    assert window.files.open_game(path)
    box = window.files.notice_box
    assert box is not None
    assert plain(box.text()).startswith("このゲームは Hotseat 0.1.0 で保存されましたが、")
    assert plain(box.windowTitle()) == "別のバージョンで保存されたゲーム"
