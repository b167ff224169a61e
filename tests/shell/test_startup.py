"""Fast start-up: the main window shows without importing the games, the engine or pydantic."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from app.shell.files import autosave_dir, write_file
from tests.shell.conftest import ttd_session

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[2]

SHOW_WINDOW = """
import json, sys
from pathlib import Path
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from app.shell.language import LanguageManager
from app.shell.settings import Preferences
from app.shell.window import MainWindow

def heavy():
    prefixes = ("pydantic", "app.games", "app.engine.saves", "app.engine.session")
    return sorted(m for m in sys.modules if m.startswith(prefixes))

report = {"imported": heavy()}
folder = Path(sys.argv[1])
app = QApplication([])
prefs = Preferences(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
window = MainWindow(prefs, LanguageManager(app), folder / "data")
report["built"] = heavy()
window.show()
while not window.windowHandle().isExposed():
    app.processEvents()
app.processEvents()
report["shown"] = heavy()
report["resume"] = window.welcome.resume_card.isVisibleTo(window.welcome)
report["text"] = window.welcome.resume_label.text()
report["settings_written"] = (folder / "settings.ini").exists()
print(json.dumps(report))
"""


def _show_window(folder: Path) -> dict[str, Any]:
    """Build and show the main window in a fresh Python; return what it reported."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-c", SHOW_WINDOW, str(folder)],
        check=True,
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
    )
    report: dict[str, Any] = json.loads(result.stdout.splitlines()[-1])
    return report


def test_window_shows_without_games_engine_or_pydantic(tmp_path):
    report = _show_window(tmp_path)
    assert report["imported"] == []
    assert report["built"] == []
    assert report["shown"] == []
    assert report["resume"] is False
    assert report["settings_written"] is False  # showing the preferences does not write them


def test_autosave_is_offered_after_the_first_paint(tmp_path):
    autosave = autosave_dir(tmp_path / "data") / "through-the-desert-2026-12-01-153000.json"
    write_file(ttd_session("hh"), autosave)
    report = _show_window(tmp_path)
    assert report["built"] == []
    assert report["resume"] is True
    assert "Through the Desert, move 0: Anna, Bea" in report["text"]
    assert "pydantic" in report["shown"]
