"""The designed tables hold together (RULES.md "Tables") and say where each value comes from."""

from __future__ import annotations

import json

import pytest

from app.engine.resources import resource_path
from app.games.tinners_trail.data.data import GROUPS, board, game_data

TABLES = ("map.json", "tiles.json", "survey_cards.json", "prices.json", "developments.json",
          "investment.json", "setup.json")  # fmt: skip


def _provenance(node: object) -> list[str]:
    if isinstance(node, dict):
        found = [node["provenance"]] if "provenance" in node else []
        return found + [p for v in node.values() for p in _provenance(v)]
    if isinstance(node, list):
        return [p for v in node for p in _provenance(v)]
    return []


@pytest.mark.parametrize("name", TABLES)
def test_every_table_marks_its_provenance(name: str):
    raw = json.loads(resource_path("tinners_trail", name).read_text(encoding="utf-8"))
    marks = _provenance(raw)
    assert marks
    assert set(marks) <= {"rules", "designed"}
    for entry in raw.get("regions", []) + raw.get("tiles", []) + raw.get("cards", []):
        assert entry["provenance"] in ("rules", "designed")


def test_map():
    data = game_data()
    assert 16 <= len(data.regions) <= 20
    counts = {g: sum(r.group == g for r in data.regions) for g in "ABCD"}
    assert all(n >= 4 for n in counts.values())
    assert len(set(data.borders)) == len(data.borders)
    for players in (2, 3, 4, 5):
        b = board(players)
        seen, todo = set(), [b.regions[0]]
        while todo:  # the regions in play are connected
            r = todo.pop()
            if r not in seen:
                seen.add(r)
                todo += b.neighbours[r]
        assert seen == set(b.regions)
        assert b.coastal
        assert len(b.coastal) < len(b.regions)
    assert not any(board(3).in_play[r] for r, x in enumerate(data.regions) if x.group == "D")


def test_tiles_and_cards_cover_every_deal():
    data = game_data()
    for g in "ABCD":
        regions = sum(r.group == g for r in data.regions)
        assert sum(t.group == g for t in data.tiles) > regions
        assert sum(c.group == g for c in data.cards) >= 2 * 5  # two each for five players
    assert sum(c.group == "W" for c in data.cards) >= 5
    assert {c.benefit for c in data.cards} == {"tin", "copper", "drain", "miner", "port", "pump"}
    assert GROUPS[-1] == "W"


def test_price_rows():
    data = game_data()
    assert data.price_values == ((4, 5, 6, 7), (2, 4, 8, 10))  # seed 002
    assert data.dice == ((0, 1, 2, 2, 3, 3), (2, 2, 3, 3, 4, 4), (0, 1, 1, 2, 2, 3))
    for ore in (0, 1):
        spaces = [data.price_space(ore, total) for total in range(1, 12)]
        assert spaces == sorted(spaces)
        assert (spaces[0], spaces[-1]) == (0, 3)


def test_development_boards():
    data = game_data()
    for players in (2, 3, 4, 5):
        dev = data.dev_boards[players]
        assert all(1 <= g <= 3 for column in dev.pumps for g in column)
    assert data.dev_boards[5].pumps[0] == (1, 1)  # seed 002: two groups of one in round 1
    assert data.costs == {"mine": 2, "mining": 1, "miner": 1, "port": 2, "rail": 2, "adit": 3,
                          "pump": 1, "pasty": 1, "pass": 0}  # fmt: skip


def test_investment_falls_each_round():
    rounds = game_data().invest
    for row in range(5):
        tens = [r.ten[row] for r in rounds]
        fives = [r.five[row] for r in rounds]
        assert tens == sorted(tens, reverse=True)
        assert len(set(tens)) == 4
        assert fives == sorted(fives, reverse=True)
    for r in rounds:
        assert list(r.ten) == sorted(r.ten, reverse=True)
        assert all(t >= 2 * f for t, f in zip(r.ten, r.five, strict=True))
