"""Blood Rage never loads Qt nor another game (STYLE.md §1.1, §2), though not in `GAMES` yet."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]

_SCRIPT = """
import importlib, json, pkgutil, sys
import app.games.blood_rage as package
loaded = []
for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
    last = info.name.rsplit(".", 1)[-1]
    if last in ("controller", "view") or ".view." in info.name:
        continue  # the Qt board (STYLE.md §2: controller.py and view/ are Qt)
    importlib.import_module(info.name)
    loaded.append(info.name)
qt = sorted(m for m in sys.modules if m.split(".")[0] == "PySide6")
sys.stderr.write(json.dumps({"loaded": loaded, "qt": qt}))
"""


def test_blood_rage_does_not_import_qt():
    done = subprocess.run(
        [sys.executable, "-c", _SCRIPT], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stderr)
    assert "app.games.blood_rage.rules.draft" in report["loaded"]
    assert "app.games.blood_rage.cards.battle" in report["loaded"]
    assert report["qt"] == []


def test_no_import_of_another_game():
    """Games are independent (STYLE.md §2): Blood Rage imports only the engine and itself."""
    for path in (ROOT / "app" / "games" / "blood_rage").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            for name in names:
                if name.startswith("app."):
                    allowed: tuple[str, ...] = ("app.engine", "app.games.blood_rage")
                    if path.name == "controller.py" or "view" in path.parts:
                        allowed += ("app.ui",)  # the Qt board uses the shared board toolkit
                    assert name.startswith(allowed), (path, name)
