"""Every Blood Rage prompt fits the prompt line of a 1280×800 window (s52 163).

The prompt is one line; a long one ends in "…" (the whole text one click away). A new user read
"…She may escape to Yggdrasil, or decline (she di…" at Ragnarök: the prompts are worded to fit,
with the longest card, province and seat name they can hold, in both languages.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pytest
from PySide6.QtGui import QFontMetrics

from app.engine.text import catalogue, render
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.texts import DOMAIN, card_text, province_text
from tests.games.blood_rage.gui import session_of
from tests.guikit import big_window, settle

if TYPE_CHECKING:
    from collections.abc import Iterator

    from app.shell.window import MainWindow

pytestmark = pytest.mark.gui

NAME = "Anna"
"""A seat's name (the players' own names are theirs to keep short)."""


@pytest.fixture
def window(qtbot, tmp_path) -> Iterator[MainWindow]:
    yield from big_window(qtbot, tmp_path)


def _longest(texts: list[str], metrics: QFontMetrics) -> str:
    return max(texts, key=metrics.horizontalAdvance)


def _fill(template: str, words: dict[str, str]) -> str:
    return re.sub(r"\{(\w+)\}", lambda m: words.get(m.group(1), "xxxxxxxx"), template)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_prompt_fits_the_prompt_line(window, qtbot, lang):
    window.set_language(lang)
    window.start_session(session_of("hbb"))
    settle(qtbot)
    assert window.page is not None
    line = window.page.prompt
    metrics = QFontMetrics(line.font())
    data = game_data()
    cards = [render(card_text(c), lang) for c in range(len(data.cards))]
    provinces = [render(province_text(p), lang) for p in range(len(data.provinces))]
    values = {
        "card": _longest(cards, metrics),
        "province": _longest(provinces, metrics),
        "who": NAME,
        "n": "12",
    }
    room = line.contentsRect().width()
    assert room > 900
    too_long = []
    for key, template in catalogue(DOMAIN, lang).items():
        if not key.startswith("prompt."):
            continue
        effect = key.split(".")[2] if key.startswith("prompt.choice.") else ""
        own = [cards[c] for c in range(len(data.cards)) if data.cards[c].effect == effect]
        words = {**values, "card": _longest(own, metrics)} if own else values
        text = _fill(template, words)
        if metrics.horizontalAdvance(text) > room:
            too_long.append((key, metrics.horizontalAdvance(text), room))
    assert not too_long
