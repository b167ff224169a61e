"""A deliberate quit is not an interruption (issue 36).

After Ctrl+Q (answered Save or Discard, or with nothing unsaved) the next start offered "An
interrupted game was found". Quitting closes the game as the unsaved-moves box says: it stays
in Recent games, and only a game the app never closed (a crash) is offered to resume.
"""

from __future__ import annotations

import pytest

from app.shell import filedialog
from tests.shell.conftest import make_window, ttd_session
from tests.shell.test_unsaved import answering, play

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("answer", ["discard", "save", "nothing unsaved"])
def test_after_quit_the_game_is_recent_not_interrupted(qtbot, tmp_path, monkeypatch, answer):
    first = make_window(qtbot, tmp_path)
    first.show()
    first.start_session(ttd_session("hh", seed=1))
    play(first, 2)
    if answer == "nothing unsaved":
        saved = tmp_path / "kept.json"
        monkeypatch.setattr(filedialog, "get_save_file_name", lambda *a, **k: (str(saved), ""))
        assert first.files.save()
    else:
        saved = tmp_path / "quit.json"
        monkeypatch.setattr(filedialog, "get_save_file_name", lambda *a, **k: (str(saved), ""))
        answering(first, answer)
    first.actions_.quit.trigger()  # Game ▸ Quit, Ctrl+Q
    assert not first.isVisible()
    second = make_window(qtbot, tmp_path)
    second.show()
    qtbot.waitUntil(lambda: bool(second.files.recent), timeout=15000)
    assert not second.welcome.resume_card.isVisibleTo(second.welcome)
    assert not second.files.resume()
    assert second.files.recent[0].moves == 2  # still there to continue, from Recent games
    assert second.files.open_recent(second.files.recent[0].path)
    assert second.controller is not None
    assert len(second.controller.session.actions) == 2
    second.close_game()
