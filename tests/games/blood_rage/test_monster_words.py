"""A monster card says its STR, and a stock figure's tooltip names where it may go (s52).

A new user read "Dwarf Chieftain · Monster upgrade · 0 Rage" in the draft with no STR, for every
monster; and the stock's tooltip told them to drag a Troll "onto a province or fjord", although
only ships and the ship-like Sea Serpent go into fjords (RULES.md R12, monsters.json `ship`).
"""

from __future__ import annotations

import pytest

from app.engine.text import render
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.texts import card_detail
from app.games.blood_rage.view.turnpanel import stock_tip


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_monster_card_shows_its_monsters_str(lang):
    data = game_data()
    monsters = [(i, c) for i, c in enumerate(data.cards) if c.family == "monster"]
    assert len(monsters) >= 9
    for index, card in monsters:
        assert card.monster is not None
        monster = data.monsters[data.monster_index[card.monster]]
        words = render(card_detail(index), lang)
        strength = {"en": f"STR {monster.strength}", "ja": f"STR{monster.strength}"}[lang]
        assert strength in words, (card.id, words)


def test_the_dark_elf_card_says_its_str_once():
    """Its STR in Yggdrasil is in its effect text; said twice it ran past the card (ja)."""
    data = game_data()
    index = next(i for i, c in enumerate(data.cards) if c.monster == "dark_elf")
    assert render(card_detail(index), "en").endswith("STR 1")
    assert render(card_detail(index), "ja").endswith("STR1")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_only_ships_and_the_sea_serpent_are_told_to_go_into_a_fjord(lang):
    fjord = {"en": "fjord", "ja": "フィヨルド"}[lang]
    for monster in game_data().monsters:
        words = render(stock_tip(monster.id), lang)
        assert (fjord in words) == monster.ship, (monster.id, words)
    assert fjord in render(stock_tip("ship"), lang)
    for kind in ("leader", "warrior"):
        assert fjord not in render(stock_tip(kind), lang)
