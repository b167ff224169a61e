"""Setup-sheet templates: seen by lupdate, translated to Japanese, used in the chosen language."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from app.engine.printlayout import Text
from app.engine.resources import resource_path
from app.games.through_the_desert import GAME
from app.games.through_the_desert.model import TtdOptions
from app.printing.pdf import sheet_translator, translate, write_setup_pdf
from app.printing.sheet import setup_layout
from app.printing.sheet_strings import SHEET_TEMPLATES
from tests.printing.pdfbytes import page_count

if TYPE_CHECKING:
    from collections.abc import Iterator
    from pathlib import Path

    from app.engine.printlayout import PrintLayout

pytestmark = pytest.mark.gui

TTD_TEMPLATES = SHEET_TEMPLATES["through_the_desert"]
PLACEHOLDER = re.compile(r"\{(\w+)\}")


def _used_templates() -> set[str]:
    """Every template the Qt-free layout passes to `tr` for 2-5 players, both papers."""
    used: set[str] = set()

    def record(text: str) -> str:
        used.add(text)
        return text

    for players in (2, 3, 4, 5):
        for paper in ("a4", "letter"):
            for seed in (1, 7):
                setup_layout(GAME, TtdOptions(players=players), seed, paper, record)
    return used


def _words(sheet: PrintLayout) -> Iterator[str]:
    for page in sheet.pages:
        for shape in page.shapes:
            if isinstance(shape, Text):
                yield shape.text


def test_the_list_holds_exactly_the_templates_the_layout_uses() -> None:
    listed = set(TTD_TEMPLATES)
    assert len(listed) == len(TTD_TEMPLATES), "a template is listed twice"
    used = _used_templates()
    assert sorted(used - listed) == [], "add these to app/printing/sheet_strings.py"
    assert sorted(listed - used) == [], "no sheet uses these any more"


def test_every_template_has_japanese_with_the_same_placeholders(qapp) -> None:
    ja = sheet_translator("ja")
    for template in TTD_TEMPLATES:
        text = ja(template)
        assert text != template, f"no Japanese for {template!r}"
        assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", text), text
        assert set(PLACEHOLDER.findall(text)) <= set(PLACEHOLDER.findall(template)), text


def test_a_japanese_sheet_has_no_english_template_left(qapp) -> None:
    sheet = setup_layout(GAME, TtdOptions(players=5), 11, "a4", sheet_translator("ja"))
    words = " | ".join(_words(sheet))
    for japanese in ("オアシスと水場", "準備", "セットアップコード", "騎手を返却", "5人用"):
        assert japanese in words
    english = [t for t in TTD_TEMPLATES if "{" not in t and len(t) > 6]
    assert [t for t in english if t in words] == []
    assert sheet.title.startswith("スルー・ザ・デザート — TTD-5-")


def test_english_unless_asked_and_unknown_languages_refused(qapp) -> None:
    assert sheet_translator("en")("Setting up") == "Setting up"
    assert sheet_translator(None) is translate
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        sheet_translator("fr")


def test_the_ui_language_comes_from_the_installed_translator(qapp) -> None:
    assert translate("Setting up") == "Setting up"
    catalogue = QTranslator()
    assert catalogue.load("hotseat_ja", str(resource_path("i18n")))
    QCoreApplication.installTranslator(catalogue)
    try:
        assert translate("Setting up") == "準備"
    finally:
        QCoreApplication.removeTranslator(catalogue)
    assert translate("Setting up") == "Setting up"


def test_japanese_pdf(qapp, tmp_path: Path) -> None:
    path = tmp_path / "ja.pdf"
    assert write_setup_pdf(GAME, TtdOptions(players=2), 7, "a4", path, language="ja") == 1
    assert page_count(path.read_bytes()) == 1
