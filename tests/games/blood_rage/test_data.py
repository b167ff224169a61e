"""The Blood Rage tables hold together and say where each value comes from (RULES.md "Data")."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from pydantic import ValidationError

from app.engine.resources import resource_path
from app.engine.text import catalogue
from app.games.blood_rage.data.data import STATS, YGGDRASIL, deck, game_data
from app.games.blood_rage.data.models import FAMILIES, Card

TABLES = ("board.json", "clans.json", "monsters.json", "cards.json", "setup.json")


def _entries(node: object) -> list[dict[str, object]]:
    """Every object in a table that looks like an entry (has an id, kind or value)."""
    if isinstance(node, dict):
        own = [node] if {"id", "kind", "value"} & node.keys() and "reward" not in node else []
        return own + [e for v in node.values() for e in _entries(v)]
    if isinstance(node, list):
        return [e for v in node for e in _entries(v)]
    return []


@pytest.mark.parametrize("name", TABLES)
def test_every_entry_says_where_it_comes_from(name: str):
    raw = json.loads(resource_path("blood_rage", name).read_text(encoding="utf-8"))
    entries = _entries(raw)
    assert entries
    for entry in entries:
        assert len(str(entry.get("provenance", ""))) >= 5, entry


def test_102_base_cards_34_per_age():
    cards = game_data().cards
    assert len(cards) == 102
    assert Counter(c.age for c in cards) == {1: 34, 2: 34, 3: 34}
    for age in (1, 2, 3):
        marks = Counter(c.marker for c in cards if c.age == age)
        # seed 003 「カードの準備」: each deck holds eight 4+ cards and six 3+ cards
        assert marks == {"-": 20, "3+": 6, "4+": 8}


@pytest.mark.parametrize(("players", "size"), [(2, 20), (3, 26), (4, 34)])
def test_deck_sizes_by_player_count(players: int, size: int):
    data = game_data()
    for age in (1, 2, 3):
        cards = deck(age, players)
        assert len(cards) == size
        assert all(data.cards[c].age == age for c in cards)
        assert all(data.cards[c].min_players <= players for c in cards)
        # every player is dealt 8 from it (seed 「1. 神の恵みフェイズ」)
        assert size - 8 * players == {2: 4, 3: 2, 4: 2}[players]


def test_every_family_in_every_age():
    data = game_data()
    for age in (1, 2, 3):
        families = Counter(c.family for c in data.cards if c.age == age)
        assert set(families) == set(FAMILIES)
        assert families["monster"] == 3
        assert (families["leader"], families["warrior"], families["ship"]) == (1, 1, 1)
        assert families["clan"] == 6
        assert families["quest"] == 9
        assert families["battle"] == 13


def test_quests_and_their_glory():
    data = game_data()
    glory = {(c.age, c.quest.target): c.quest.glory for c in data.cards if c.quest}
    for realm in ("alfheim", "jotunheim", "manheim"):
        assert [glory[a, realm] for a in (1, 2, 3)] == [5, 7, 9]
    for target in ("glorious_death", "yggdrasil"):
        assert [glory[a, target] for a in (1, 2, 3)] == [6, 8, 11]  # RULES.md D7


def test_effect_keys_are_one_per_effect():
    data = game_data()
    en = catalogue("blood_rage", "en")
    family_of: dict[str, str] = {}
    effect_of_name: dict[str, str] = {}
    for c in data.cards:
        assert family_of.setdefault(c.effect, c.family) == c.family, c.id
        assert effect_of_name.setdefault(c.name, c.effect) == c.effect, c.id
    for m in data.monsters:
        assert family_of[m.ability] == "monster"
    texts = {key: en[f"effect.{key}"] for key in family_of}
    assert len(set(texts.values())) == len(texts)  # no effect under two keys
    assert family_of["free_monster"] == "monster"  # Dwarf Chieftain and Soldier of Hel share it
    assert {f"effect.{k}" for k in family_of} == {k for k in en if k.startswith("effect.")}


def test_card_ids_unique_and_copies_share_a_name():
    data = game_data()
    assert len({c.id for c in data.cards}) == 102
    copies = Counter((c.age, c.name) for c in data.cards)
    assert copies[2, "heimdalls_eye"] == 3
    assert copies[1, "quest_alfheim"] == 2
    assert copies[3, "quest_yggdrasil"] == 1


def test_no_expansion_cards():
    names = {c.name for c in game_data().cards} | {m.id for m in game_data().monsters}
    for out in ("widespread", "tyrs_judgement", "mountain_giant", "garm", "fenrir", "ymir",
                "hildisvini", "wolfman", "nidhoggr", "mystic_troll", "ram"):  # fmt: skip
        assert not any(out in n for n in names)
    assert {c.id for c in game_data().clans} == {"wolf", "raven", "serpent", "bear"}


def test_monsters_and_their_cards():
    data = game_data()
    assert len(data.monsters) == 9
    assert Counter(m.age for m in data.monsters) == {1: 3, 2: 3, 3: 3}
    for m in data.monsters:
        (c,) = [c for c in data.cards if c.monster == m.id]
        assert c.age == m.age
        assert c.effect == m.ability
        free = m.id in ("dwarf_chieftain", "soldier_of_hel")
        assert (c.cost, m.invade_cost) == ((0, 0) if free else (m.strength, m.strength))
    assert [m.id for m in data.monsters if m.ship] == ["sea_serpent"]
    dark_elf = data.monsters[data.monster_index["dark_elf"]]
    assert (dark_elf.strength, dark_elf.in_yggdrasil) == (1, 3)


def test_board_ring_and_adjacency():
    data = game_data()
    ids = [p.id for p in data.provinces]
    assert ids[YGGDRASIL] == "yggdrasil"
    assert [ids[i] for i in data.ring] == ["myrkulor", "elvagar", "angerboda", "muspelheim",
                                          "horgr", "utgard", "andlang", "gimle"]  # fmt: skip
    for a, near in enumerate(data.neighbours):
        for b in near:
            assert a in data.neighbours[b]  # symmetric
        assert a not in near
    assert data.neighbours[YGGDRASIL] == tuple(range(1, 9))
    for k, p in enumerate(data.ring):
        ring_near = {data.ring[k - 1], data.ring[(k + 1) % 8]}
        assert set(data.neighbours[p]) == ring_near | {YGGDRASIL}


def test_realms_villages_and_fjords():
    data = game_data()
    villages: Counter[str] = Counter()
    for p in data.provinces[1:]:
        assert p.realm is not None
        assert p.villages is not None
        villages[p.realm] += p.villages
    assert villages == {"manheim": 12, "jotunheim": 12, "alfheim": 8}
    assert data.provinces[YGGDRASIL].villages is None
    assert len(data.fjords) == 4
    for a, b in data.fjord_provinces:
        assert b in data.neighbours[a]
        assert YGGDRASIL not in (a, b)
    assert sorted(p for pair in data.fjord_provinces for p in pair) == list(range(1, 9))
    assert data.fjord_of[YGGDRASIL] == -1


def test_tracks_and_constants():
    data = game_data()
    assert data.tracks == {"rage": (6, 7, 8, 9, 12, 12), "axes": (3, 4, 5, 6, 8, 8),
                           "horns": (4, 5, 6, 7, 10, 10)}  # fmt: skip
    assert [data.value(s, 1) for s in STATS] == [6, 3, 4]  # seed 「自分の氏族の準備」
    assert data.legendary == (0, 0, 0, 10, 10, 20)  # seed 「ゲームの終了条件」
    assert data.ragnarok_glory == (2, 3, 4)  # seed 「ラグナロクフェイズ」
    assert data.destroyed_at_setup == {2: 3, 3: 2, 4: 1}  # seed 「ボードの準備」
    assert (data.dealt, data.kept, data.picks) == (8, 6, {2: 2, 3: 1, 4: 1})
    assert data.keep_after_age == (1, 1, 0)
    assert data.slots == {"leader": 1, "warrior": 1, "ship": 1, "monster": 2, "clan": 3}
    figures = {f.kind: (f.count, f.strength, f.invade_cost) for f in data.figures}
    assert figures == {"leader": (1, 3, 0), "warrior": (8, 1, 1), "ship": (1, 2, 2)}


def test_pillage_tokens():
    tokens = game_data().tokens
    assert len(tokens) == 9
    assert [(t.reward, t.amount) for t in tokens if t.fixed] == [("all_stats", 1)]
    mix = Counter((t.reward, t.amount) for t in tokens if not t.fixed)
    assert mix == {("rage", 1): 3, ("axes", 1): 2, ("horns", 1): 2, ("glory", 5): 1}


def test_card_entries_are_validated():
    base = {"id": "x", "name": "x", "age": 1, "marker": "-", "effect": "x",
            "provenance": "a test entry"}  # fmt: skip
    Card.model_validate({**base, "family": "battle", "strength": 2})
    with pytest.raises(ValidationError):
        Card.model_validate({**base, "family": "battle", "cost": 1})
    with pytest.raises(ValidationError):
        Card.model_validate({**base, "family": "clan"})  # no cost
    with pytest.raises(ValidationError):
        Card.model_validate({**base, "family": "quest"})  # no quest
    with pytest.raises(ValidationError):
        Card.model_validate({**base, "family": "battle", "marker": "5+"})
