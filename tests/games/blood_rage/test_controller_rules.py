"""Help ▸ Rules summary of Blood Rage: the pages the controller hands out, in both languages.

The pages live in `resources/blood_rage/rules_<language>.html`, as the other games' do; the
controller returns the one of the UI language. The Japanese page uses the seed's terms and no
English word (STR is the seed's own usage).
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication

from app.engine.topictext import summary_html
from app.games.blood_rage import GAME
from app.shell.language import LanguageManager
from tests.games.blood_rage.gui import make, session_of

pytestmark = pytest.mark.gui

_TAG = re.compile(r"<[^>]+>")


def _text(lang: str) -> str:
    return _TAG.sub(" ", summary_html(GAME, lang))  # as shown: its numbers filled


def test_the_pages_cover_every_phase_and_the_app_in_both_languages():
    en, ja = _text("en"), _text("ja")
    for words in ("Gods' Gifts", "Call to Battle", "Ragnarök", "Valhalla", "Horns", "hand-off"):
        assert words in en
    terms = ("神の恵みフェイズ", "戦の呼び声", "ラグナロク", "ヴァルハラ", "指揮値", "戦勝名誉値")
    for words in terms:
        assert words in ja
    # STR as the seed writes it; the app's name and the keys' labels as on screen and keyboard
    assert set(re.findall(r"[A-Za-z]{2,}", ja)) <= {"STR", "Hotseat", "Ctrl", "Enter", "Esc"}
    assert ", " not in ja  # Japanese punctuation (JAPANESE.md)


def test_the_controller_hands_out_the_page_of_the_ui_language(qtbot):
    controller, _ = make(qtbot, session_of("hh"))
    assert controller.rules_summary().startswith('<h3><a name="overview"></a>Blood Rage')
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    manager = LanguageManager(app)
    assert manager.set_language("ja")
    try:
        assert controller.rules_summary().startswith('<h3><a name="overview"></a>ブラッド・レイジ')
    finally:
        manager.set_language("en")
