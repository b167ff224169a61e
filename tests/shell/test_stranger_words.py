"""Words a stranger found untrue or awkward in a Japanese Through the Desert game (issue 35 §3)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QCoreApplication

from app.engine.resources import resource_path
from app.ui.widgets.handoff import HandoffPage

pytestmark = pytest.mark.gui


def _texts(language: str) -> dict[str, str]:
    path = resource_path("through_the_desert", f"texts.{language}.json")
    return json.loads(path.read_text(encoding="utf-8"))


def test_the_coach_says_a_careful_player_can_count_the_exact_total():
    """Water holes lie face up until taken and replayed steps show them: not a rough guess."""
    en, ja = _texts("en")["topic.secret_water"], _texts("ja")["topic.secret_water"]
    assert "guess" not in en
    assert "exact total" in en
    assert "おおよそ" not in ja
    assert "正確に" in ja


def test_the_bots_moments_menu_reads_naturally_in_japanese(window):
    window.set_language("ja")
    text = QCoreApplication.translate("Menus", "&Moments between bots")
    text = text.replace("\u2060", "").replace("\u200b", "")  # the line-break marks
    assert "ボット同士" not in text
    assert text.startswith("ボットだけの手番")


def test_the_handoff_button_leaves_room_round_its_words(window, qtbot):
    window.set_language("ja")
    page = HandoffPage()
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.set_player("あや")
    page.show()
    qtbot.waitExposed(page)
    words = page.button.fontMetrics().horizontalAdvance(page.button.text())
    assert page.button.width() >= words + 48
    assert page.button.height() >= 48
