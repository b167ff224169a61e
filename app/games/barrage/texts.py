"""Barrage's texts as data (STYLE.md §9): `t(key, **args)` and the names of every component.

Rules code returns `Text` values (`app.engine.text`); their templates, in English and
Japanese, live in `resources/barrage/texts.<lang>.json` (terms: seed 000 and JAPANESE.md).
This module names every id a text may mention, so that no id ever reaches a player:
management spaces by their section and what they do ("Water management: 2 drops on
headstreams (1 engineer)"), map spaces by basin and place ("basin 8 left dam"; the map labels
each basin, dam, conduit and powerhouse the same way), headstreams by their letter, contracts
by the number and energy printed on the board, tiles, companies and officers by name.
Qt-free.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from typing import TYPE_CHECKING, Any

from app.engine.text import Text, TextList
from app.games.barrage.data.data import game_data, geometry

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from app.engine.text import Arg
    from app.games.barrage.data.boards import ActionSpace
    from app.games.barrage.data.components import Reward

__all__ = [
    "DOMAIN",
    "area",
    "basin",
    "bonus",
    "company",
    "contract",
    "contract_line",
    "count",
    "drops_on",
    "headstream",
    "map_label",
    "map_space",
    "objective",
    "officer",
    "payment",
    "reward",
    "section",
    "signed",
    "space",
    "space_action",
    "space_cost",
    "structure",
    "t",
    "tile",
    "tile_phrase",
]

DOMAIN = "barrage"
"""The catalogue of Barrage's messages (`resources/barrage/texts.<lang>.json`)."""
_LESLIE_TILE = "leslie_tile"
"""Leslie Spencer's special tile (Leeghwater; external works machinery onto her wheel)."""
_ANTON_TILE = "anton_tile"
"""Anton Krylov's special tile (officers.json `extra_component`; copies a tile on his wheel)."""


def t(key: str, **args: Arg) -> Text:
    """Return Barrage's message `key` with named arguments."""
    return Text.of(DOMAIN, key, **args)


def count(what: str, n: int) -> Text:
    """Return an amount with its unit and plural ("2 credits", 「2クレジット」).

    `what`: credits, vp, energy, engineers, excavators, mixers, machinery (of choice), drops,
    segments (of the wheel), sections (of the energy track), contracts.
    """
    return t(f"count.{what}", n=n)


def signed(n: int) -> str:
    """Return a modifier as printed on the board: "+2", "0", "−1"."""
    return f"+{n}" if n > 0 else str(n).replace("-", "−")


# -- components ---------------------------------------------------------------------------
def structure(kind: str) -> Text:
    """Return a structure's name: base, elevation, conduit, powerhouse (building)."""
    return t(f"structure.{kind}")


def area(kind: str) -> Text:
    """Return an area's name: mountain, hill, plain."""
    return t(f"area.{kind}")


def basin(number: int) -> Text:
    """Return a basin's name as the map labels it ("basin 8")."""
    return t("map.basin", basin=number)


def company(cid: str) -> Text:
    """Return a company's name ("USA", 「アメリカ」)."""
    return t(f"company.{cid}")


def officer(oid: str) -> Text:
    """Return an executive officer's name (katakana in Japanese)."""
    return t(f"officer.{oid}")


def headstream(hid: str) -> Text:
    """Return a headstream slot's name as the map labels it ("headstream A")."""
    return t("map.headstream", letter=hid.removeprefix("H"))


@cache
def _advanced_levels() -> dict[str, tuple[int, str]]:
    return {a.id: (a.level, a.structure) for a in game_data().technology.advanced}


def tile(tid: str, copies: str | None = None) -> Text:
    """Return a technology tile's name; Anton's tile names the tile it copies."""
    if tid == _ANTON_TILE:
        return t("tile.anton_as", tile=tile(copies)) if copies else t("tile.anton")
    if tid == _LESLIE_TILE:
        return t("tile.leslie")
    adv = _advanced_levels().get(tid)
    if adv is not None:
        level, kind = adv
        what = t("tile.joker") if kind == "joker" else structure(kind)
        return t("tile.advanced", structure=what, level=t(f"level.{level}"))
    return t("tile.joker") if tid == "joker" else structure(tid)


def tile_phrase(tid: str, copies: str | None = None) -> Text:
    """Return a tile as a sentence names it ("the dam base II tile", "Anton's tile as …")."""
    if tid == _ANTON_TILE:
        return t("tile.anton_as_phrase", tile=tile(copies)) if copies else t("tile.anton")
    return t("tile.the", tile=tile(tid))


@cache
def _energy_of_contracts() -> dict[int, int]:
    return {c.id: c.energy for tier in game_data().contracts.tiers for c in tier.contracts}


def contract(cid: int) -> Text:
    """Return a contract's name: its number and energy, as the board shows them."""
    energy = _energy_of_contracts().get(cid)
    if energy is None:
        return t("contract.unknown")
    return t("contract.name", number=cid, energy=count("energy", energy))


def contract_line(cid: int) -> Text:
    """Return a contract with its need and reward ("#203: 2 energy → 2 VP and 3 energy")."""
    c = next(
        (c for tier in game_data().contracts.tiers for c in tier.contracts if c.id == cid), None
    )
    if c is None:
        return t("contract.unknown")
    return t("contract.line", number=cid, energy=count("energy", c.energy), reward=reward(c.reward))


def payment(excavators: int, mixers: int, replaced: int = 0) -> Text:
    """Return what a construction puts on the wheel (and Solomon's credits for machinery)."""
    paid: list[Arg] = [
        count(k, n) for k, n in (("excavators", excavators), ("mixers", mixers)) if n
    ]
    if replaced:
        machinery = count("machines", replaced)
        paid.append(
            t("pay.for_machinery", credits=count("credits", 3 * replaced), machinery=machinery)
        )
    return t("reward.list", items=TextList(tuple(paid))) if paid else t("pay.nothing")


def drops_on(heads: Iterable[str]) -> TextList:
    """Return drops by headstream, in slot order ("2 drops on headstream A")."""
    per = Counter(heads)
    return TextList(
        tuple(
            t("log.drops_on", drops=count("drops", per[h]), headstream=headstream(h))
            for h in sorted(per)
        )
    )


def reward(r: Reward) -> Text:
    """Return a reward in words ("7 VP and a 4-segment wheel turn"; "–" for none)."""
    parts: list[Arg] = []
    for name, key in _REWARD_COUNTS:
        n = int(getattr(r, name))
        if n:
            parts.append(count(key, n) if key else t(f"reward.{name}", n=n))
    if r.build_base is not None:
        areas = TextList(tuple(area(a) for a in r.build_base), "or")
        parts.append(t("reward.build_base_in", areas=areas) if r.build_base else t("reward.base"))
    return t("reward.list", items=TextList(tuple(parts))) if parts else t("reward.none")


_REWARD_COUNTS = (
    ("vp", "vp"),
    ("credits", "credits"),
    ("excavator", "excavators"),
    ("mixer", "mixers"),
    ("any_machine", "machinery"),
    ("rotate_wheel", ""),
    ("energy", "energy"),
    ("place_drops", ""),
    ("flow_drops", ""),
    ("build_conduit_max", ""),
    ("build_elevation", ""),
    ("build_powerhouse", ""),
)
"""Reward fields in the order they are written; "" = a `reward.<field>` message with `n`."""


def bonus(tile_id: str) -> Text:
    """Return a round bonus tile's condition ("4 VP per dam base built")."""
    b = next((b for b in game_data().bonus_tiles.tiles if b.id == tile_id), None)
    if b is None:
        return t("bonus.unknown")
    return t(f"bonus.{b.counts}", vp=count("vp", b.vp_each))


def objective(oid: str) -> Text:
    """Return the objective tile's condition."""
    return t(f"objective.{oid}")


# -- the map ------------------------------------------------------------------------------
@cache
def _map_places() -> dict[str, tuple[int, Text]]:
    """Map space id -> (basin, label on the map)."""
    out: dict[str, tuple[int, Text]] = {}
    for b in geometry().data.basins:
        for k, dam in enumerate(b.dams):
            out[dam.id] = (b.id, t("map.dam_label", side=t(f"map.side.{_SIDES[k]}")))
        for c in b.conduits:
            out[c.id] = (b.id, t("map.conduit_label", side=t(f"map.side.{c.side}")))
        for k, ph in enumerate(b.powerhouses, start=1):
            out[ph.id] = (b.id, t("map.powerhouse_label", number=k))
    return out


_SIDES = ("left", "right")
"""Dam spaces of a basin, as the map draws them (the red-outlined one on the left)."""


@cache
def map_space(sid: str) -> Text:
    """Return a map space's name: its basin and its label ("basin 8 left dam")."""
    place = _map_places().get(sid)
    if place is None:
        return t("map.unknown")
    return t("map.in_basin", basin=place[0], label=place[1])


def map_label(sid: str) -> Text:
    """Return the label the map prints on a space ("left dam", "powerhouse 1")."""
    place = _map_places().get(sid)
    return place[1] if place is not None else t("map.unknown")


# -- the management board -----------------------------------------------------------------
def section(name: str) -> Text:
    """Return a management board section's title ("Water management", 「水源」)."""
    return t(f"section.{name}")


def space_action(s: ActionSpace) -> Text:
    """Return what a management space does, as its board space says ("produce +2")."""
    x: Any = s
    return _ACTIONS[s.section](x)


def _machinery_action(s: Any) -> Text:
    if s.either:
        return count("machinery", s.either)
    parts = [count(k, n) for k, n in (("excavators", s.excavators), ("mixers", s.mixers)) if n]
    return t("reward.list", items=TextList(tuple(parts)))


_ACTIONS: dict[str, Callable[[Any], Text]] = {
    "turbine": lambda s: t("space.turbine", modifier=signed(s.modifier)),
    "water": lambda s: (
        t("space.water_flow", n=s.drops)
        if s.flow_now
        else t("space.water", drops=count("drops", s.drops))
    ),
    "bank": lambda s: t("space.bank"),
    "workshop": lambda s: t("wheel.turn", segments=count("segments", s.rotate)),
    "contract": lambda s: t("space.contract", contracts=count("contracts", s.take)),
    "machinery": _machinery_action,
    "patent": lambda s: t("space.patent", slot=s.slot),
}
"""What the spaces of each section do."""


def space_cost(s: ActionSpace) -> Text:
    """Return what a management space takes: engineers, credits (its board note)."""
    engineers = count("engineers", s.engineers)
    credits = s.space_cost + int(getattr(s, "pay", 0))
    cost = t("space.cost_credits", engineers=engineers, credits=count("credits", credits))
    base = cost if credits else t("space.cost", engineers=engineers)
    if s.uid in _twins():
        return t("space.cost_players", cost=base, players=s.min_players)
    return base


@cache
def _twins() -> frozenset[str]:
    """Spaces that do the same as another of their section: their name adds the player count."""
    seen: dict[tuple[object, ...], list[str]] = {}
    for s in game_data().board.spaces:
        key = (s.section, space_action(s), s.engineers, s.space_cost, getattr(s, "pay", 0))
        seen.setdefault(key, []).append(s.uid)
    board = game_data().board
    return frozenset(
        uid
        for uids in seen.values()
        if len(uids) > 1
        for uid in uids
        if board.space(uid).min_players > 2
    )


@cache
def space(uid: str) -> Text:
    """Return a management space's name: section, what it does and what it takes."""
    if uid == "bank":
        return section("bank")
    s = next((s for s in game_data().board.spaces if s.uid == uid), None)
    if s is None:
        return t("space.unknown")
    return t("space.name", section=section(s.section), action=space_action(s), cost=space_cost(s))
