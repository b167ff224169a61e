"""Rules code, the games and the command line never load Qt (STYLE.md §1.1)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

_SCRIPT = """
import importlib, json, pkgutil, sys
import app.engine
for info in pkgutil.walk_packages(app.engine.__path__, "app.engine."):
    importlib.import_module(info.name)
import app.cli, app.sim
from app.games import GAMES
loaded = []
for game in GAMES.values():
    package = importlib.import_module(type(game).__module__.rsplit(".", 1)[0])
    if hasattr(package, "__path__"):
        for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            last = info.name.rsplit(".", 1)[-1]
            if last in ("controller", "view") or ".view." in info.name:
                continue  # the Qt part of a game
            importlib.import_module(info.name)
            loaded.append(info.name)
app.cli.main(["--version"])
qt = sorted(m for m in sys.modules if m.split(".")[0] == "PySide6")
sys.stderr.write(json.dumps({"games": sorted(GAMES), "loaded": loaded, "qt": qt}))
"""


def test_rules_code_and_cli_do_not_import_qt():
    done = subprocess.run(
        [sys.executable, "-c", _SCRIPT], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stderr)
    assert report["games"], "app.games.GAMES is empty"
    assert report["loaded"], "no game modules were imported"
    assert report["qt"] == []
