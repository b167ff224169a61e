"""GUI speed numbers (run by `make bench`): start-up ratio and board redraw after a move.

Start-up is measured the same way for the app and for a bare PySide6 window: a fresh Python
process that builds the window, shows it, processes events until it is exposed, and exits.
The ratio app / bare is the number that matters (aim <= 1.5); absolute times depend on disk
caches. The two are run alternately so that other load on the machine hits both alike, and
the children's CPU time is reported too (it depends much less on load than wall time). The
app's data folder is made by this script, so the child imports nothing the app would not.
Redraw: `bench_redraw` of the Through the Desert board (aim <= 30 ms).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

RUNS = 7
ROOT = Path(__file__).resolve().parents[1]

BARE = """
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
w = QMainWindow(); w.resize(1280, 820); w.show()
while not w.windowHandle().isExposed():
    app.processEvents()
app.processEvents()
"""

APP = """
import sys
from pathlib import Path
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from app.shell.language import LanguageManager
from app.shell.settings import Preferences
from app.shell.window import MainWindow
app = QApplication([])
tmp = sys.argv[1]
prefs = Preferences(QSettings(tmp + "/s.ini", QSettings.Format.IniFormat))
language = LanguageManager(app)
language.set_language(prefs.language)
w = MainWindow(prefs, language, Path(tmp)); w.show()
while not w.windowHandle().isExposed():
    app.processEvents()
app.processEvents()
"""


def _run(code: str) -> tuple[float, float]:
    """Run `code` in a fresh Python (an empty data folder as its argument).

    Returns:
        Wall time and CPU time (user + system) of the child, in seconds.
    """
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as folder:
        before = os.times()
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", code, folder], check=True, cwd=ROOT, env=env)
        wall = time.perf_counter() - start
        after = os.times()
    cpu = (after.children_user - before.children_user) + (
        after.children_system - before.children_system
    )
    return wall, cpu


def _start_up() -> str:
    """Return the start-up line: app and bare window run alternately (fair under load)."""
    _run(BARE)  # warm the disk cache for both
    _run(APP)
    bare: list[tuple[float, float]] = []
    app: list[tuple[float, float]] = []
    for _ in range(RUNS):
        bare.append(_run(BARE))
        app.append(_run(APP))
    wall_bare, wall_app = (statistics.median(w for w, _ in runs) for runs in (bare, app))
    cpu_bare, cpu_app = (statistics.median(c for _, c in runs) for runs in (bare, app))
    line = (
        f"  start-up to first shown window: app {wall_app * 1000:.0f} ms, "
        f"bare PySide6 window {wall_bare * 1000:.0f} ms, ratio {wall_app / wall_bare:.2f} "
        "(aim <= 1.5)"
    )
    if cpu_bare > 0:  # children's CPU times are not reported on Windows
        line += (
            f"; CPU time ratio {cpu_app / cpu_bare:.2f} ({cpu_app * 1000:.0f} / "
            f"{cpu_bare * 1000:.0f} ms, less sensitive to machine load)"
        )
    return line + "\n"


def main() -> int:
    """Print the GUI numbers."""
    out = sys.stdout
    out.write("GUI\n")
    out.write(_start_up())
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from app.games.through_the_desert.view.scene import bench_redraw  # noqa: PLC0415

    for players in (3, 5):
        ms = bench_redraw(50, players)
        out.write(f"  Through the Desert board redraw after a move ({players} players): ")
        out.write(f"{ms:.1f} ms (aim <= 30)\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
