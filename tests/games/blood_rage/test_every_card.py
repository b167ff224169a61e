"""Every one of the 102 base Gods' Gifts cards played through the public API (issue: one test
per card at least). The cases live in `cardcases.CASES`, one per effect key; each runs with the
card's own id and data (seed 003 「2. カードのプレイ」「アップグレード」「4. クエストフェイズ」;
reference §3; RULES.md C1–C29)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.games.blood_rage.data.data import game_data
from tests.games.blood_rage.cardcases import CASES

CARDS_JSON = Path(__file__).parents[3] / "resources" / "blood_rage" / "cards.json"
CARDS: list[dict[str, object]] = json.loads(CARDS_JSON.read_text(encoding="utf-8"))["cards"]
IDS = [str(c["id"]) for c in CARDS]
EFFECT = {str(c["id"]): str(c["effect"]) for c in CARDS}


@pytest.mark.parametrize("cid", IDS, ids=IDS)
def test_card(cid: str) -> None:
    """The card's case (`CASES[effect key]`) with its id: a card without a case fails."""
    CASES[EFFECT[cid]](cid)


def test_every_card_has_a_case() -> None:
    """The parametrized ids are exactly the 102 cards of `cards.json` and of the loaded data;
    every effect key has a case and no case is left without a card."""
    assert len(IDS) == len(set(IDS)) == 102
    assert set(IDS) == {c.id for c in game_data().cards}
    assert set(EFFECT.values()) == set(CASES)
