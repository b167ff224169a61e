"""STYLE.md §1: Barrage rules code never imports Qt."""

from __future__ import annotations

import subprocess
import sys


def test_rules_modules_do_not_load_pyside6() -> None:
    code = (
        "import sys\n"
        "import app.games.barrage.rules.apply, app.games.barrage.rules.endgame\n"
        "import app.games.barrage.game, app.games.barrage.bots, app.games.barrage.texts\n"
        "import app.games.barrage.describe, app.games.barrage.printing\n"
        "import app.games.barrage.data.data as d\n"
        "d.game_data()\n"
        "assert 'PySide6' not in sys.modules, sorted(m for m in sys.modules if 'PySide' in m)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
