"""Texts of Blood Rage as data (STYLE.md §9), Qt-free.

Every sentence the rules produce is `t(key, **args)`: a message of this game's catalogue,
`resources/blood_rage/texts.<lang>.json` (English and Japanese, the Japanese terms from seed
003; RULES.md "Glossary"). Provinces, realms, clans, cards, monsters, effects, stats and
pillage tokens are catalogue names too, so no internal id reaches a player.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.text import Text
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.model import HIDDEN_CARD, NO_CARD

if TYPE_CHECKING:
    from app.engine.text import Arg

__all__ = [
    "DOMAIN",
    "age_text",
    "card_detail",
    "card_text",
    "choice_text",
    "clan_text",
    "effect_text",
    "figure_text",
    "fjord_text",
    "monster_strength",
    "monster_text",
    "phase_text",
    "province_text",
    "realm_text",
    "stat_text",
    "t",
    "token_text",
]

DOMAIN = "blood_rage"
"""The catalogue of this game (its id)."""


def t(key: str, **args: Arg) -> Text:
    """Return the message `key` of this game's catalogue with named arguments."""
    return Text.of(DOMAIN, key, **args)


def province_text(province: int) -> Text:
    """Return a province's name ("Gimle", 「ギムレー」)."""
    return t(f"province.{game_data().provinces[province].id}")


def realm_text(realm: str) -> Text:
    """Return a realm's name ("Manheim", 「マンハイム」)."""
    return t(f"realm.{realm}")


def fjord_text(fjord: int) -> Text:
    """Return a fjord by the two provinces it supports."""
    a, b = game_data().fjord_provinces[fjord]
    return t("fjord", a=province_text(a), b=province_text(b))


def clan_text(clan: str) -> Text:
    """Return a clan's name ("Wolf clan", 「狼の氏族」)."""
    return t(f"clan.{clan}")


def monster_text(monster: str) -> Text:
    """Return a monster's name."""
    return t(f"monster.{monster}")


def figure_text(kind: str) -> Text:
    """Return a figure's name: Leader, Warrior, Ship or the monster's name."""
    if kind in ("leader", "warrior", "ship"):
        return t(f"figure.{kind}")
    return monster_text(kind)


def card_text(card: int) -> Text:
    """Return a card's name (a monster card is named after its monster)."""
    c = game_data().cards[card]
    return monster_text(c.monster) if c.monster is not None else t(f"card.{c.name}")


def choice_text(choice: str) -> Text:
    """Return an effect's option: "stat:axes", "figure:troll", "province:3", "spot:p3:warrior"."""
    what, _, value = choice.partition(":")
    if what == "stat":  # "uses Lord of Axes: raise Axes one step", not "…Axes: Axes"
        return t("choice.raise_stat", stat=stat_text(value))
    if what == "figure":
        return figure_text(value)
    if what == "province":
        return province_text(int(value))
    place, _, kind = value.partition(":")
    where = fjord_text(int(place[1:])) if place.startswith("f") else province_text(int(place[1:]))
    return t("spot", figure=figure_text(kind), place=where)


def effect_text(key: str) -> Text:
    """Return what an effect does, in a short sentence (tooltips)."""
    return t(f"effect.{key}")


def stat_text(stat: str) -> Text:
    """Return a clan stat's name ("Rage", 「激情値」)."""
    return t(f"stat.{stat}")


def token_text(token: int) -> Text:
    """Return a pillage token's reward ("Axes +1 step", 「名誉5」)."""
    x = game_data().tokens[token]
    return t(f"token.{x.reward}", n=x.amount)


def phase_text(phase: str) -> Text:
    """Return a phase's name ("Gods' Gifts", 「神の恵みフェイズ」)."""
    return t(f"phase.{phase}")


def age_text(age: int) -> Text:
    """Return an Age's name ("Age 2", 「第二時代」)."""
    return t(f"age.{age}")


def monster_strength(monster: str) -> Text:
    """A monster's STR ("STR 1"), from monsters.json.

    Its STR in Yggdrasil (the Dark Elf's) is in the card's effect text: said twice, the card's
    text ran one line past its place in Japanese (the step walk, Blood Rage 4 players).
    """
    data = game_data()
    m = data.monsters[data.monster_index[monster]]
    return t("ui.card.str", n=m.strength)


def card_detail(card: int) -> Text:
    """A card's kind, cost and STR in one line ("Warrior upgrade · 2 Rage · STR 2")."""
    if card in (HIDDEN_CARD, NO_CARD):
        return t("ui.card.hidden")
    c = game_data().cards[card]
    parts: list[Text] = [t(f"ui.family.{c.family}")]
    if c.cost is not None:
        parts.append(t("ui.card.cost", n=c.cost))
    if c.strength is not None:
        parts.append(t("ui.card.plus" if c.family == "battle" else "ui.card.str", n=c.strength))
    elif c.monster is not None:  # the monster's own STR (monsters.json), never printed before
        parts.append(monster_strength(c.monster))
    if c.quest is not None:
        parts.append(t("ui.card.glory", n=c.quest.glory))
    names = "abc"
    return t(f"ui.card.detail{len(parts)}", **{names[k]: part for k, part in enumerate(parts)})
