"""A survey card's log line carries the amounts it applied (issue 35 §3).

「…の利益を適用」 said a card took effect without what it added or removed.
"""

from __future__ import annotations

import pytest

from app.engine.text import render
from app.games.tinners_trail.data.data import game_data
from app.games.tinners_trail.rules.build import apply_card
from app.games.tinners_trail.texts import note_text
from tests.games.tinners_trail.builders import make_state
from tests.textcheck import JA_NAMES


def _card(benefit: str, amount: int | None = None) -> int:
    return next(
        i
        for i, c in enumerate(game_data().cards)
        if c.benefit == benefit and (amount is None or c.amount == amount)
    )


@pytest.mark.parametrize(
    ("benefit", "water", "en", "ja"),
    [
        ("tin", 0, "adds {a} tin", "スズ{a}個を追加"),
        ("drain", 1, "removes 1 water", "水1個を除去"),
        ("pump", 2, "removing 1 water", "水1個を除去"),
    ],
)
def test_the_card_line_says_what_it_did(benefit, water, en, ja):
    card = _card(benefit)
    region = 0
    state = make_state(3).model_copy(deep=True)
    state.water = tuple(water if r == region else w for r, w in enumerate(state.water))
    state.events = []
    apply_card(state, region, card)
    (line,) = [note_text(n) for n in state.events]
    amount = game_data().cards[card].amount
    assert en.format(a=amount) in render(line, "en")
    assert ja.format(a=amount) in render(line, "ja", JA_NAMES)
