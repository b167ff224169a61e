"""The wheel works once installed (issue 19): built from a copy of the source, installed into
a fresh virtual environment outside the source tree, and run there like a player would.

Slow (a build, a venv, a dozen program starts): run by `.ci/run` and `-m slow`. The wheel is
installed without its dependencies; PySide6 and pydantic come from the project's own virtual
environment through a `.pth` line, which Python reads as a plain folder after the fresh
environment's own site-packages. That folder holds only an editable install of `hotseat`, whose
import hook Python never runs from there, so `app` can only come from the wheel: the test
proves it by the path of the imported package.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

from app import __version__
from app.games import GAMES

ROOT = Path(__file__).resolve().parents[1]
COPY_SKIPS = (".venv", ".git", "build", "dist", "*.egg-info", "__pycache__", "*_cache", "tests")
"""Left out of the copy the wheel is built from (the wheel never holds them)."""

pytestmark = pytest.mark.slow


def _build_wheel(tmp: Path) -> Path:
    """Build the wheel from a clean copy of the sources (no stale build folder) and return it."""
    source = tmp / "source"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(*COPY_SKIPS))
    wheels = tmp / "wheels"
    build = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(wheels), "."],
        cwd=source,
        capture_output=True,
        text=True,
        check=False,
    )
    assert build.returncode == 0, build.stderr[-3000:]
    (wheel,) = wheels.glob("hotseat-*.whl")
    return wheel


def _fresh_venv(tmp: Path, wheel: Path) -> Path:
    """Make a venv in `tmp`, install the wheel alone into it, give it this venv's libraries."""
    venv = tmp / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    install = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "--python",
            str(python),
            "install",
            "--quiet",
            "--no-deps",
            "--no-index",
            str(wheel),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert install.returncode == 0, install.stderr[-3000:]
    site = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    (Path(site) / "hotseat-test-deps.pth").write_text(
        sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8"
    )
    return venv


def _env() -> dict[str, str]:
    env = {
        k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "DISPLAY", "WAYLAND_DISPLAY")
    }
    env["QT_QPA_PLATFORM"] = "offscreen"
    return env


def _run(command: list[str], cwd: Path, timeout: float = 120) -> str:
    done = subprocess.run(
        command, cwd=cwd, env=_env(), capture_output=True, text=True, check=False, timeout=timeout
    )
    assert done.returncode == 0, f"{command}: {done.stdout[-2000:]}\n{done.stderr[-3000:]}"
    return done.stdout


def test_installed_wheel_runs_every_command(tmp_path: Path) -> None:
    wheel = _build_wheel(tmp_path)
    names = zipfile.ZipFile(wheel).namelist()
    for data in (
        "app/resources/through_the_desert/board.json",
        "app/resources/blood_rage/board.json",
        "app/resources/i18n/hotseat_ja.qm",
    ):
        assert data in names
    assert not [n for n in names if n.startswith(("resources/", "tests/"))]
    assert not [n for n in names if n.endswith(".ts")]
    venv = _fresh_venv(tmp_path, wheel)
    hotseat = str(venv / "bin" / "hotseat")
    run = tmp_path / "run"  # outside the source tree, so `app` cannot come from the cwd
    run.mkdir()

    where = json.loads(
        _run(
            [
                str(venv / "bin" / "python"),
                "-c",
                "import json, app; from app.engine.resources import resources_root; "
                "print(json.dumps([app.__file__, str(resources_root()), app.__version__]))",
            ],
            run,
        )
    )
    assert Path(where[0]).is_relative_to(venv)
    assert Path(where[1]).is_relative_to(venv)
    assert where[1].endswith("app/resources")
    assert where[2] == __version__

    assert _run([hotseat, "--version"], run) == f"hotseat {__version__}\n"
    for game_id, game in sorted(GAMES.items()):
        players = str(game.min_players)
        sheet = run / f"{game_id}.pdf"
        out = _run(
            [
                hotseat,
                "print-setup",
                game_id,
                "--players",
                players,
                "--seed",
                "3",
                "--lang",
                "ja",
                "-o",
                str(sheet),
            ],
            run,
        )
        assert f"wrote {sheet}" in out
        assert sheet.read_bytes().startswith(b"%PDF-")
        out = _run([hotseat, "simulate", game_id, "--games", "1", "--bots", "random,random"], run)
        assert "1 games in" in out
    out = _run(
        [
            hotseat,
            "print-setup",
            "barrage",
            "--players",
            "2",
            "--option",
            "leeghwater=true",
            "-o",
            str(run / "lw.pdf"),
        ],
        run,
    )
    assert "wrote" in out

    report = _run([hotseat, "self-test", "--lang", "ja"], run, timeout=180)
    assert f"hotseat {__version__}" in report
    assert "welcome page: shown" in report
    for game_id in GAMES:
        assert f"{game_id}: game page shown" in report
    assert report.rstrip().endswith("self-test passed")
