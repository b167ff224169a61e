"""The shipped Japanese catalogue: complete, compiled, and covering every string in the code."""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from app.engine.resources import resource_path

pytestmark = pytest.mark.gui

TS = resource_path("i18n", "hotseat_ja.ts")
ROOT = Path(__file__).resolve().parents[2]


def _messages(path: Path) -> dict[tuple[str, str], tuple[str, str | None]]:
    """(context, source) -> (translation, type) of every message in a .ts file."""
    out = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            out[name, message.findtext("source", "")] = (
                translation.text or "",
                translation.get("type"),
            )
    return out


def test_every_message_is_translated():
    unfinished = [key for key, (text, kind) in _messages(TS).items() if kind or not text]
    assert unfinished == []


def test_compiled_catalogue_matches_the_source():
    translator = QTranslator()
    assert translator.load("hotseat_ja", str(resource_path("i18n")))
    stale = [
        key
        for key, (text, _kind) in _messages(TS).items()
        if translator.translate(key[0], key[1]) != text
    ]
    assert stale == [], "run `make translations` (lrelease) after editing hotseat_ja.ts"


def test_every_string_in_the_code_is_in_the_catalogue(tmp_path):
    lupdate = Path(sys.executable).with_name("pyside6-lupdate")
    if not lupdate.exists():
        pytest.skip("pyside6-lupdate is not installed next to this Python")
    sources = sorted(str(p) for p in (ROOT / "app").rglob("*.py"))
    fresh = tmp_path / "fresh.ts"
    subprocess.run([str(lupdate), *sources, "-ts", str(fresh)], check=True, capture_output=True)
    missing = sorted(set(_messages(fresh)) - set(_messages(TS)))
    assert missing == [], "new UI strings: run `make translations` and translate them"
