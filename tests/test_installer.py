"""The PyInstaller bundle builds and runs: version, printed setups, the window with each game
(slow: run by `.ci/run` and `-m slow`)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from app import __version__
from app.games import GAMES

ROOT = Path(__file__).resolve().parents[1]
INSTALLER = ROOT / "installer"


@pytest.mark.slow
def test_bundle_builds_and_runs(tmp_path):
    if not _has_pyinstaller():
        if os.environ.get("CI"):
            pytest.fail("PyInstaller missing: run `make installer-deps`")
        pytest.skip("PyInstaller not installed (make installer-deps)")
    build = subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--distpath",
            str(tmp_path / "dist"),
            "--workpath",
            str(tmp_path / "build"),
            str(INSTALLER / "hotseat.spec"),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert build.returncode == 0, build.stderr[-3000:]
    bundle = tmp_path / "dist" / "hotseat"
    assert (bundle / "_internal" / "app" / "resources" / "through_the_desert").is_dir()
    assert not list((bundle / "_internal").rglob("*.ts"))
    run = tmp_path / "run"  # the bundle is started away from the source tree
    run.mkdir()
    assert _run_bundle(bundle, run, "--version") == f"hotseat {__version__}\n"
    for game_id, game in sorted(GAMES.items()):
        sheet = run / f"{game_id}.pdf"
        out = _run_bundle(
            bundle, run, "print-setup", game_id, "--players", str(game.min_players),
            "--lang", "ja", "-o", str(sheet),
        )  # fmt: skip
        assert f"wrote {sheet}" in out
        assert sheet.read_bytes().startswith(b"%PDF-")
    report = _run_bundle(bundle, run, "self-test")
    assert "/_internal/app/resources" in report  # found through importlib.resources
    for game_id in GAMES:
        assert f"{game_id}: game page shown" in report
    assert "bot worker: move chosen (" in report  # the bundle starts its worker processes
    assert report.rstrip().endswith("self-test passed")


def _run_bundle(bundle: Path, cwd: Path, *args: str) -> str:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    done = subprocess.run(
        [str(bundle / "hotseat"), *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=180,
    )
    assert done.returncode == 0, f"{args}: {done.stdout[-2000:]}\n{done.stderr[-3000:]}"
    return done.stdout


def _has_pyinstaller() -> bool:
    done = subprocess.run(
        [sys.executable, "-c", "import PyInstaller"], capture_output=True, check=False
    )
    return done.returncode == 0
