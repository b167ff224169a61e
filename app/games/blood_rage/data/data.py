"""Blood Rage components as validated data (seed 003 「ゲームの準備」; RULES.md "Data").

The JSON files under `resources/blood_rage/` hold the board, the clans, the monsters, the 102
Gods' Gifts cards and the rule constants. The state refers to provinces, fjords, cards,
monsters and pillage tokens by their index in these tables, the same for every player count.
`game_data()` reads and checks everything once; `deck(age, players)` gives an Age's deck for
a player count.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from app.engine.resources import resource_path
from app.games.blood_rage.data.models import (
    Card,
    Clan,
    FigureKind,
    Fjord,
    Monster,
    PillageToken,
    Province,
    Realm,
)

__all__ = ["STATS", "YGGDRASIL", "Data", "deck", "game_data"]

YGGDRASIL = 0
"""Index of Yggdrasil among the provinces (board.json lists it first)."""
STATS = ("rage", "axes", "horns")
"""The three clan stats, in the order of the clan sheet."""


def _load(name: str) -> dict[str, Any]:
    path = resource_path("blood_rage", name)
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def _fail(msg: str) -> ValueError:
    return ValueError(f"resources/blood_rage: {msg}")


class Data:
    """Every table, read once; plain attributes for speed on the hot path."""

    def __init__(self) -> None:
        self._board(_load("board.json"))
        clans = _load("clans.json")
        self.clans = tuple(Clan.model_validate(c) for c in clans["clans"])
        self.clan_index = {c.id: i for i, c in enumerate(self.clans)}
        self.figures = tuple(FigureKind.model_validate(f) for f in clans["figures"])
        self.monsters = tuple(Monster.model_validate(m) for m in _load("monsters.json")["monsters"])
        self.monster_index = {m.id: i for i, m in enumerate(self.monsters)}
        self.cards = tuple(Card.model_validate(c) for c in _load("cards.json")["cards"])
        self.card_index = {c.id: i for i, c in enumerate(self.cards)}
        self._setup(_load("setup.json"))
        self._check()

    def _board(self, raw: dict[str, Any]) -> None:
        self.provinces = tuple(Province.model_validate(p) for p in raw["provinces"])
        self.province_index = {p.id: i for i, p in enumerate(self.provinces)}
        if self.provinces[YGGDRASIL].id != raw["yggdrasil"]:
            raise _fail("Yggdrasil must be the first province")
        self.realms = tuple(Realm.model_validate(r) for r in raw["realms"])
        self.ring = tuple(self.province_index[p] for p in raw["ring"]["value"])
        """Outer provinces clockwise (indices)."""
        neighbours: list[set[int]] = [set() for _ in self.provinces]
        for a, b in raw["edges"]["value"]:
            i, j = self.province_index[a], self.province_index[b]
            neighbours[i].add(j)
            neighbours[j].add(i)
        self.neighbours = tuple(tuple(sorted(n)) for n in neighbours)
        """Adjacent provinces of each province (indices, sorted)."""
        self.fjords = tuple(Fjord.model_validate(f) for f in raw["fjords"])
        self.fjord_provinces = tuple(
            tuple(sorted(self.province_index[p] for p in f.provinces)) for f in self.fjords
        )
        """The two provinces each fjord supports (indices, sorted)."""
        self.fjord_of = tuple(
            next((k for k, pair in enumerate(self.fjord_provinces) if i in pair), -1)
            for i in range(len(self.provinces))
        )
        """The fjord supporting each province, or -1."""

    def _setup(self, raw: dict[str, Any]) -> None:
        values = {k: v["value"] for k, v in raw.items() if not k.startswith("//")}
        self.tracks: dict[str, tuple[int, ...]] = {
            s: tuple(values["stat_tracks"][s]) for s in STATS
        }
        """Value of each stat at steps 1-6 (index 0-5)."""
        self.legendary = tuple(values["legendary_glory"])
        """End-game glory of a stat at steps 1-6."""
        self.starting_rage = int(values["starting_rage"])
        self.ragnarok_glory = tuple(values["ragnarok_glory"])
        """Glory per figure destroyed at Ragnarök, by Age."""
        self.ages = int(values["ages"])
        self.destroyed_at_setup = {int(k): v for k, v in values["destroyed_at_setup"].items()}
        self.deck_markers = {int(k): tuple(v) for k, v in values["deck_markers"].items()}
        draft = values["draft"]
        self.dealt, self.kept = int(draft["dealt"]), int(draft["kept"])
        self.picks = {int(k): v for k, v in draft["picks"].items()}
        """Cards each seat picks per pass, by player count."""
        self.keep_after_age = tuple(values["keep_after_age"])
        self.slots: dict[str, int] = dict(values["upgrade_slots"])
        self.march_cost = int(values["march_cost"])
        self.free_invade_after: tuple[str, ...] = tuple(values["free_invade_after_upgrade"])
        """Card families whose upgrade lets the new figure invade at once for no Rage."""
        self.tokens = tuple(PillageToken.model_validate(t) for t in values["pillage_tokens"])

    def _check(self) -> None:
        """Cross-table checks the entry models cannot make on their own."""
        realms = {r.id for r in self.realms}
        for i, p in enumerate(self.provinces):
            outer = i != YGGDRASIL
            if outer != (p.realm in realms) or outer != (p.villages is not None):
                raise _fail(f"province {p.id}: outer provinces, and only they, have realm/villages")
        if sorted(self.ring) != list(range(1, len(self.provinces))):
            raise _fail("the ring must list every outer province once")
        for a, b in self.fjord_provinces:
            if b not in self.neighbours[a] or YGGDRASIL in (a, b):
                raise _fail(f"fjord between {a} and {b}: not two bordering outer provinces")
        for c in self.cards:
            if c.monster is not None and c.monster not in self.monster_index:
                raise _fail(f"card {c.id}: unknown monster {c.monster}")
        if [t.fixed for t in self.tokens].count(True) != 1:
            raise _fail("exactly one pillage token (Yggdrasil's) is fixed")
        if len(self.tokens) - 1 != len(self.ring):
            raise _fail("one shuffled pillage token per outer province")
        if len(self.card_index) != len(self.cards):
            raise _fail("card ids must be unique")

    def value(self, stat: str, step: int) -> int:
        """Return a stat's value at `step` (1-6)."""
        return self.tracks[stat][step - 1]


@cache
def game_data() -> Data:
    """Load and validate every table once."""
    return Data()


@cache
def deck(age: int, players: int) -> tuple[int, ...]:
    """Return the cards (indices, in table order) of Age `age`'s deck for `players` players.

    Seed 003 「カードの準備」: cards marked 3+ or 4+ stay in the box below that player count.
    """
    data = game_data()
    markers = data.deck_markers[players]
    return tuple(i for i, c in enumerate(data.cards) if c.age == age and c.marker in markers)
