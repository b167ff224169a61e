"""The PyInstaller bundle builds and starts (slow: run by `.ci/run` and `-m slow`)."""

from __future__ import annotations

import configparser
import os
import subprocess
import sys
from pathlib import Path

import pytest

from app import __version__

ROOT = Path(__file__).resolve().parents[1]
INSTALLER = ROOT / "installer"


def test_desktop_entry_and_icon():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(INSTALLER / "hotseat.desktop", encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Type"] == "Application"
    assert section["Exec"] == "hotseat"
    assert section["Icon"] == "hotseat"
    assert "Game" in section["Categories"].split(";")
    icon = (INSTALLER / "hotseat.svg").read_text(encoding="utf-8")
    assert icon.lstrip().startswith("<?xml")
    assert "<svg" in icon


@pytest.mark.slow
def test_bundle_builds_and_reports_version(tmp_path):
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
    assert (bundle / "_internal" / "resources" / "through_the_desert").is_dir()
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    done = subprocess.run(
        [str(bundle / "hotseat"), "--version"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout == f"hotseat {__version__}\n"


def _has_pyinstaller() -> bool:
    done = subprocess.run(
        [sys.executable, "-c", "import PyInstaller"], capture_output=True, check=False
    )
    return done.returncode == 0
