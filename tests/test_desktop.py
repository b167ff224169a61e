"""The Linux desktop files: the menu entry, the icons, the AppStream metainfo and the script that
installs them (issue 19, section 4). The validators come from Debian's `desktop-file-utils` and
`appstream` packages, which `.ci/run` installs."""

from __future__ import annotations

import configparser
import os
import shutil
import struct
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from app import __version__

ROOT = Path(__file__).resolve().parents[1]
INSTALLER = ROOT / "installer"
APP_ID = "org.hotseat.hotseat"
METAINFO = INSTALLER / f"{APP_ID}.metainfo.xml"
SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def _tool(name: str) -> str:
    path = shutil.which(name)
    assert path is not None, f"{name} is missing: apt-get install desktop-file-utils appstream"
    return path


def _validate_desktop(path: Path) -> None:
    done = subprocess.run(
        [_tool("desktop-file-validate"), str(path)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout == "", done.stdout  # not even a hint or a warning


def _entry(path: Path) -> configparser.SectionProxy:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(path, encoding="utf-8")
    return entry["Desktop Entry"]


def test_desktop_entry_is_valid():
    _validate_desktop(INSTALLER / "hotseat.desktop")
    section = _entry(INSTALLER / "hotseat.desktop")
    assert section["Type"] == "Application"
    assert section["Exec"] == "hotseat"
    assert section["Icon"] == "hotseat"
    assert "Game" in section["Categories"].split(";")
    assert section["Comment[ja]"]


def test_metainfo_is_valid_in_english_and_japanese():
    done = subprocess.run(
        [_tool("appstreamcli"), "validate", "--no-net", "--pedantic", str(METAINFO)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "pedantic" not in done.stdout  # clean even for the pedantic checks
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == "hotseat.desktop"
    for tag in ("name", "summary", "developer_name"):
        langs = {e.get(LANG) for e in root.findall(tag)}
        assert langs == {None, "ja"}, tag
    paragraphs = root.findall("description/p") + root.findall("description/ul/li")
    english = [p for p in paragraphs if p.get(LANG) is None]
    japanese = [p for p in paragraphs if p.get(LANG) == "ja"]
    assert english
    assert len(japanese) == len(english)
    newest = root.find("releases/release")
    assert newest is not None
    assert newest.get("version") == __version__  # the release the app reports


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_icons_at_every_standard_size():
    svg = (INSTALLER / "hotseat.svg").read_text(encoding="utf-8")
    assert svg.lstrip().startswith("<?xml")
    assert "<svg" in svg
    pngs = sorted((INSTALLER / "icons" / "hicolor").glob("*/apps/hotseat.png"))
    assert len(pngs) == len(SIZES)
    for size in SIZES:
        path = INSTALLER / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "hotseat.png"
        assert _png_size(path) == (size, size)


def _install(tmp_path: Path, *args: str, path_dir: Path | None = None) -> Path:
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    env = {**os.environ, "HOME": str(home), "XDG_DATA_HOME": str(home / "data")}
    if path_dir is not None:
        env["PATH"] = f"{path_dir}:{env['PATH']}"
    done = subprocess.run(
        ["bash", str(INSTALLER / "install-linux.sh"), *args],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return home


def _fake_program(folder: Path) -> Path:
    folder.mkdir(parents=True)
    program = folder / "hotseat"
    program.write_text("#!/bin/sh\necho hotseat\n", encoding="utf-8")
    program.chmod(0o755)
    return folder


def _check_installed(data: Path) -> Path:
    icons = data / "icons" / "hicolor"
    assert (icons / "scalable" / "apps" / "hotseat.svg").is_file()
    for size in SIZES:
        assert _png_size(icons / f"{size}x{size}" / "apps" / "hotseat.png") == (size, size)
    assert (data / "metainfo" / f"{APP_ID}.metainfo.xml").read_bytes() == METAINFO.read_bytes()
    entry = data / "applications" / "hotseat.desktop"
    _validate_desktop(entry)
    return entry


def test_install_script_puts_the_bundle_and_desktop_files_in_place(tmp_path):
    bundle = _fake_program(tmp_path / "bundle")
    home = _install(tmp_path, str(bundle))
    program = home / ".local" / "opt" / "hotseat" / "hotseat"
    assert program.is_file()
    assert (home / ".local" / "bin" / "hotseat").resolve() == program.resolve()
    section = _entry(_check_installed(home / "data"))
    assert section["Exec"] == str(program)
    assert section["TryExec"] == str(program)


def test_install_script_for_a_pipx_install(tmp_path):
    path_dir = _fake_program(tmp_path / "pipx-bin")  # `hotseat` on PATH, as pipx leaves it
    home = _install(tmp_path, "--desktop-only", path_dir=path_dir)
    assert not (home / ".local" / "opt").exists()
    section = _entry(_check_installed(home / "data"))
    assert section["Exec"] == "hotseat"


def test_install_script_refuses_without_a_bundle(tmp_path):
    env = {**os.environ, "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "data")}
    done = subprocess.run(
        ["bash", str(INSTALLER / "install-linux.sh"), str(tmp_path / "nothing")],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 1
    assert "make installer" in done.stderr
    assert not (tmp_path / "data").exists()


@pytest.mark.parametrize("size", SIZES)
def test_make_icons_renders_each_size(qapp, size):
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_icons", INSTALLER / "make_icons.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    image = module.render(size)
    assert (image.width(), image.height()) == (size, size)
    assert image.pixelColor(size // 2, size // 2).alpha() == 255  # the icon fills its middle
    assert image.pixelColor(0, 0).alpha() == 0  # rounded corners stay transparent
