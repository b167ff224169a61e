"""Texts of Tinners' Trail as data (STYLE.md §9), Qt-free.

Every sentence the rules produce is `t(key, **args)`: a message of this game's catalogue,
`resources/tinners_trail/texts.<lang>.json` (English and Japanese). Regions, ores, letters and
survey cards are catalogue names too (`region_text`, `ore_text`, `group_text`, `card_text`), so
no internal id reaches a player. Log notes stored in the state (`model.Note`) become texts with
`note_text`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.text import Seat, Text
from app.games.tinners_trail.data.data import GROUPS, game_data

if TYPE_CHECKING:
    from app.engine.text import Arg
    from app.games.tinners_trail.model import Note

__all__ = [
    "DOMAIN",
    "ORES",
    "benefit_text",
    "border_text",
    "card_text",
    "group_text",
    "note_text",
    "ore_only",
    "ore_text",
    "region_text",
    "t",
    "tile_text",
]

DOMAIN = "tinners_trail"
"""The catalogue of this game (its id)."""
ORES = ("tin", "copper")
"""Ores by index (price rows, `State.prices`)."""


def t(key: str, **args: Arg) -> Text:
    """Return the message `key` of this game's catalogue with named arguments."""
    return Text.of(DOMAIN, key, **args)


def region_text(region: int) -> Text:
    """Return a region's name with its letter ("Redruth (B)", 「レッドルース（B）」)."""
    r = game_data().regions[region]
    return t("region", name=t(f"region.{r.id}"), group=r.group)


def border_text(border: int) -> Text:
    """Return a border as its two regions ("Redruth–Gwennap")."""
    a, b = game_data().borders[border]
    return t(
        "border",
        a=t(f"region.{game_data().regions[a].id}"),
        b=t(f"region.{game_data().regions[b].id}"),
    )


def ore_text(ore: int) -> Text:
    """Return the name of an ore (0 tin, 1 copper)."""
    return t(f"ore.{ORES[ore]}")


def group_text(group: int) -> Text:
    """Return a letter group ("A") or the wild deck by name."""
    return t("group.wild") if GROUPS[group] == "W" else t("group", letter=GROUPS[group])


def benefit_text(card: int) -> Text:
    """Return what a survey card does ("+2 copper", "a steam pump")."""
    c = game_data().cards[card]
    return t(f"benefit.{c.benefit}", n=c.amount)


def card_text(card: int) -> Text:
    """Return a survey card by label, benefit and price ("B4: +2 copper, £3")."""
    c = game_data().cards[card]
    return t("card", label=c.id, benefit=benefit_text(card), money=c.price)


def tile_text(tile: int) -> Text:
    """Return an area tile's contents ("3 tin, 1 copper, 2 water")."""
    x = game_data().tiles[tile]
    return t("tile", label=x.id, tin=x.tin, copper=x.copper, water=x.water)


def note_text(entry: Note) -> Text:
    """Return a log note of the state as a message (`event.<key>`)."""
    args: dict[str, Arg] = dict(entry.nums)
    for name, key in entry.names:
        args[name] = _named(key)
    if entry.seat >= 0:
        args["who"] = Seat(entry.seat)
    return t(f"event.{entry.key}{ore_only(entry)}{_benefit_of(entry)}{_quiet(entry)}", **args)


def _quiet(entry: Note) -> str:
    """A face-up tile is used, not revealed ("_up"); a drainage token with no water "_dry"."""
    nums = dict(entry.nums)
    if entry.key == "tile" and nums.get("up"):
        return "_up"
    if entry.key == "drainage" and nums.get("removed", 1) == 0:
        return "_dry"
    return ""


def _benefit_of(entry: Note) -> str:
    """A survey card's line says what it did, with its amount: "_tin", "_drain"… (else "").

    Notes of older saves carry no amount: they keep the plain line.
    """
    if entry.key != "card" or "n" not in dict(entry.nums):
        return ""
    card = dict(entry.names)["card"].partition(":")[2]
    return f"_{game_data().cards[int(card)].benefit}"


def ore_only(entry: Note) -> str:
    """A sale of one ore names only that ore: "_tin" or "_copper" (else "")."""
    if entry.key != "sale":
        return ""
    nums = dict(entry.nums)
    return "_copper" if not nums["tin"] else "_tin" if not nums["copper"] else ""


def _named(key: str) -> Text:
    """A catalogue name stored in a note: `region:<i>`, `card:<i>`, `tile:<i>` or a key."""
    kind, _, index = key.partition(":")
    if kind == "region":
        return region_text(int(index))
    if kind == "card":
        return card_text(int(index))
    if kind == "tile":
        return tile_text(int(index))
    if kind == "border":
        return border_text(int(index))
    if kind == "ore":
        return ore_text(int(index))
    return t(key)
