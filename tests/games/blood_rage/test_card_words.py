"""Every card's words fit the card's width in both languages (issue 18 §2).

A card in the hand or the offer is `CARD_W` wide; its labels wrap, in Japanese only between
phrases (`app.engine.phrases.breakable`). A phrase wider than the label cannot wrap and is cut at
the card's edge (「…移動させてもかまいません」 lost its last letters), so each phrase (and each
English word) of every card's name, detail and effect must fit the label's width.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QLocale

from app.engine.phrases import BREAK, JOINER
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.texts import card_text, effect_text
from app.games.blood_rage.view.cardrow import COMPACT_PX, MIN_CARD_W, CardRow
from app.games.blood_rage.view.looks import card_detail
from app.games.blood_rage.view.panels import CardButton
from app.ui.i18n import show

pytestmark = pytest.mark.gui

_UNBREAKABLE = re.compile(f"[^\\s{BREAK}]+")


def _too_wide(label, text: str) -> list[str]:
    width = label.contentsRect().width()
    metrics = label.fontMetrics()
    chunks = _UNBREAKABLE.findall(text.replace(JOINER, ""))
    return [c for c in chunks if metrics.horizontalAdvance(c) > width]


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_phrase_of_every_card_fits_the_card(qtbot, language):
    before = QLocale()
    japanese = QLocale(QLocale.Language.Japanese)
    QLocale.setDefault(japanese if language == "ja" else QLocale(QLocale.Language.English))
    try:
        _check_every_card(qtbot)
    finally:
        QLocale.setDefault(before)


def _check_every_card(qtbot) -> None:
    data = game_data()
    card = CardButton("card:0")
    qtbot.addWidget(card)
    card.show()
    wide: list[str] = []
    for number, facts in enumerate(data.cards):
        name = show(card_text(number))
        detail = show(card_detail(number))
        effect = show(effect_text(facts.effect))
        card.show_card(name, detail, effect, "", usable=True)
        qtbot.wait(0)
        for label, text in ((card.name, name), (card.detail, detail), (card.effect, effect)):
            wide += [f"{number} {text!r}: {c}" for c in _too_wide(label, text)]
    assert not wide, "\n".join(wide)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_name_and_kind_line_fits_the_smallest_card_of_the_row(qtbot, language):
    """Issue 36 §3: the row under the board shrinks its cards to `MIN_CARD_W`, 11 px text."""
    before = QLocale()
    japanese = QLocale(QLocale.Language.Japanese)
    QLocale.setDefault(japanese if language == "ja" else QLocale(QLocale.Language.English))
    try:
        row = CardRow()
        qtbot.addWidget(row)
        row.resize(4 * MIN_CARD_W + 20, 400)
        row.show()
        data = game_data()
        cards = [
            (f"card:{n}", show(card_text(n)), show(card_detail(n)), "", "", True)
            for n in range(len(data.cards))
        ]
        wide: list[str] = []
        for start in range(0, len(cards), 4):
            row.show_cards("", cards[start : start + 4])
            qtbot.wait(0)
            for card in row.cards:
                assert card.width() >= MIN_CARD_W
                for label in (card.name, card.detail):
                    assert label.font().pixelSize() == COMPACT_PX
                    wide += [f"{label.text()!r}: {c}" for c in _too_wide(label, label.text())]
        assert not wide, "\n".join(wide)
    finally:
        QLocale.setDefault(before)
