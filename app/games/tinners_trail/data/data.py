"""Tinners' Trail components as validated data (seed 002 「ゲームの準備」; RULES.md "Tables").

The JSON files under `resources/tinners_trail/` hold the map, the area tiles, the survey cards,
the price rows, the development board, the investment board and the setup constants. Every
entry says whether it is a fact of the rules (`"provenance": "rules"`) or designed for this
project (`"designed"`). The state refers to regions, borders, tiles and cards by their index in
these lists, so indices are the same for every player count.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from app.engine.resources import resource_path

__all__ = [
    "GROUPS",
    "WILD",
    "Board",
    "Card",
    "Data",
    "DevBoard",
    "Region",
    "Tile",
    "board",
    "game_data",
]

GROUPS = ("A", "B", "C", "D", "W")
"""Letter groups by index; "W" is the wild survey deck (no region belongs to it)."""
WILD = 4
"""Index of the wild group."""
Provenance = Literal["rules", "designed"]
Benefit = Literal["tin", "copper", "drain", "miner", "port", "pump"]


class _Frozen(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Region(_Frozen):
    """One region of the map."""

    id: str
    """Stable id; the catalogue names it as `region.<id>`."""
    group: Literal["A", "B", "C", "D"]
    """Letter of its area tile and survey cards."""
    coastal: bool
    """Touches the sea (a port may be built there)."""
    face_up: bool
    """Its area tile starts face up."""
    x: float
    """East position in map units (printed map)."""
    y: float
    """South position in map units (printed map)."""
    provenance: Provenance


class Tile(_Frozen):
    """An area tile: the cubes a new mine starts with."""

    id: str
    """Printed label ("B4")."""
    group: Literal["A", "B", "C", "D"]
    """Its letter."""
    tin: int = Field(ge=0)
    copper: int = Field(ge=0)
    water: int = Field(ge=0)
    provenance: Provenance


class Card(_Frozen):
    """A survey card."""

    id: str
    """Printed label ("W3")."""
    group: Literal["A", "B", "C", "D", "W"]
    """Its letter, or W for wild."""
    benefit: Benefit
    """What it does to the region (seed 002 「調査カード」)."""
    amount: int = Field(ge=1)
    """Cubes added or removed (1 for a piece)."""
    price: int = Field(ge=1)
    """£ paid to play it after an auction; the minimum bid with 2 players."""
    provenance: Provenance


class DevBoard(_Frozen):
    """The development board for one player count."""

    players: int
    miner: tuple[int, int, int, int]
    port: tuple[int, int, int, int]
    rail: tuple[int, int, int, int]
    adit: tuple[int, int, int, int]
    pumps: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]]
    """Steam-pump groups per round column (each 1-3 pumps)."""
    provenance: Provenance
    note: str = ""


class InvestRound(_Frozen):
    """One column of the investment board."""

    round: int
    ten: tuple[int, ...]
    """VP per £10, by row (pass order)."""
    five: tuple[int, ...]
    """VP per £5, by row."""


class Data:
    """Every table, read once; plain attributes for speed on the hot path."""

    def __init__(self) -> None:
        raw_map = _load("map.json")
        self.regions = tuple(Region.model_validate(r) for r in raw_map["regions"])
        self.region_index = {r.id: i for i, r in enumerate(self.regions)}
        self.borders = tuple(
            tuple(sorted((self.region_index[a], self.region_index[b])))
            for a, b in raw_map["borders"]
        )
        self.tiles = tuple(Tile.model_validate(t) for t in _load("tiles.json")["tiles"])
        cards = _load("survey_cards.json")
        self.cards = tuple(Card.model_validate(c) for c in cards["cards"])
        self.card_group = tuple(GROUPS.index(c.group) for c in self.cards)
        self.tile_group = tuple(GROUPS.index(t.group) for t in self.tiles)
        self.region_group = tuple(GROUPS.index(r.group) for r in self.regions)
        prices = _load("prices.json")
        self.dice: tuple[tuple[int, ...], ...] = tuple(tuple(d) for d in prices["dice"]["value"])
        self.price_values = tuple(tuple(prices[o]["prices"]["value"]) for o in ("tin", "copper"))
        self.price_lowest = tuple(
            tuple(prices[o]["lowest_total"]["value"]) for o in ("tin", "copper")
        )
        devs = _load("developments.json")
        self.costs: dict[str, int] = dict(devs["costs"]["value"])
        self.dev_boards = {b["players"]: DevBoard.model_validate(b) for b in devs["boards"]}
        invest = _load("investment.json")
        self.invest = tuple(InvestRound.model_validate(r) for r in invest["rounds"])
        setup = _load("setup.json")
        self.setup: dict[str, Any] = {k: v["value"] for k, v in setup.items() if k != "//"}

    def price_space(self, ore: int, total: int) -> int:
        """Return the price space (0 = cheapest) of an adjusted dice total for ore 0/1."""
        return sum(1 for low in self.price_lowest[ore][1:] if total >= low)


def _load(name: str) -> dict[str, Any]:
    path = resource_path("tinners_trail", name)
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


@cache
def game_data() -> Data:
    """Load and validate every table once."""
    return Data()


class Board:
    """Derived, read-only facts for one player count (cached; never stored in states)."""

    def __init__(self, data: Data, players: int) -> None:
        groups = data.setup["groups_in_play"][str(players)]
        self.players = players
        self.in_play = tuple(r.group in groups for r in data.regions)
        self.regions = tuple(i for i, ok in enumerate(self.in_play) if ok)
        self.borders = tuple(
            i for i, (a, b) in enumerate(data.borders) if self.in_play[a] and self.in_play[b]
        )
        neighbours: list[list[int]] = [[] for _ in data.regions]
        for i in self.borders:
            a, b = data.borders[i]
            neighbours[a].append(b)
            neighbours[b].append(a)
        self.neighbours = tuple(tuple(sorted(n)) for n in neighbours)
        self.groups = tuple(GROUPS.index(g) for g in groups)
        self.coastal = tuple(i for i in self.regions if data.regions[i].coastal)
        self.dev = data.dev_boards[players]
        self.mines = int(data.setup["mines_per_player"][str(players)])
        self.wild_drawn = int(data.setup["wild_cards_drawn"][str(players)])
        self.peekers = int(data.setup["round_end_peekers"][str(players)])


@cache
def board(players: int) -> Board:
    """Return the board facts for `players` players."""
    return Board(game_data(), players)
