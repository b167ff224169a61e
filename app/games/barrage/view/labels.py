"""Words of the Barrage board in the UI language: names, rewards, tooltips, step choices.

Every string is a literal `QCoreApplication.translate("Barrage", ...)` so lupdate finds it;
numbers go in with `%1`-style placeholders replaced afterwards.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from app.games.barrage.data.data import game_data, geometry
from app.games.barrage.view.texts import japanese_text
from app.ui.i18n import current_language, translate_engine_text

if TYPE_CHECKING:
    from collections.abc import Callable, Hashable

    from app.games.barrage.data.boards import ActionSpace
    from app.games.barrage.data.components import Reward

__all__ = [
    "area_name",
    "company_name",
    "company_tooltip",
    "contract_text",
    "officer_name",
    "officer_tooltip",
    "option_label",
    "reward_text",
    "space_name",
    "space_tooltip",
    "step_prompt",
    "structure_name",
    "tile_name",
    "tile_tooltip",
]


def _fill(text: str, *values: object) -> str:
    for k, value in enumerate(values, start=1):
        text = text.replace(f"%{k}", str(value))
    return text


def structure_name(structure: str) -> str:
    """Return the translated name of a structure type."""
    names = {
        "base": QCoreApplication.translate("Barrage", "dam base"),
        "elevation": QCoreApplication.translate("Barrage", "elevation"),
        "conduit": QCoreApplication.translate("Barrage", "conduit"),
        "powerhouse": QCoreApplication.translate("Barrage", "powerhouse"),
        "joker": QCoreApplication.translate("Barrage", "any structure"),
    }
    return names.get(structure, structure)


def area_name(area: str) -> str:
    """Return the translated name of a map area."""
    names = {
        "mountain": QCoreApplication.translate("Barrage", "mountains"),
        "hill": QCoreApplication.translate("Barrage", "hills"),
        "plain": QCoreApplication.translate("Barrage", "plains"),
    }
    return names.get(area, area)


@cache
def _advanced() -> dict[str, Any]:
    return {a.id: a for a in game_data().technology.advanced}


def tile_name(tile: str) -> str:
    """Return the short name of a technology tile."""
    adv = _advanced().get(tile)
    if adv is not None:
        level = "I" * adv.level
        return _fill(
            QCoreApplication.translate("Barrage", "%1 (adv. %2)"),
            structure_name(adv.structure),
            level,
        )
    if tile == "joker":
        return QCoreApplication.translate("Barrage", "joker")
    if tile == "anton_tile":
        return QCoreApplication.translate("Barrage", "Anton's copy tile")
    return structure_name(tile)


def tile_tooltip(tile: str) -> str:
    """Return what a technology tile builds and does."""
    adv = _advanced().get(tile)
    text = _fill(QCoreApplication.translate("Barrage", "Technology tile: %1."), tile_name(tile))
    if adv is not None:
        text += "\n" + _in_ui_language("advanced", adv.id, adv.summary)
        if adv.no_engineers:
            text += "\n" + QCoreApplication.translate("Barrage", "Builds without engineers.")
    elif tile == "joker":
        text += "\n" + QCoreApplication.translate("Barrage", "Builds any structure.")
    return text


def reward_text(reward: Reward) -> str:
    """Return a reward in words ("+2 credits, 1 VP")."""
    table = (
        (reward.credits, QCoreApplication.translate("Barrage", "%1 credits")),
        (reward.vp, QCoreApplication.translate("Barrage", "%1 VP")),
        (reward.excavator, QCoreApplication.translate("Barrage", "%1 excavators")),
        (reward.mixer, QCoreApplication.translate("Barrage", "%1 mixers")),
        (reward.any_machine, QCoreApplication.translate("Barrage", "%1 machinery of choice")),
        (reward.rotate_wheel, QCoreApplication.translate("Barrage", "turn the wheel %1")),
        (reward.energy, QCoreApplication.translate("Barrage", "%1 energy")),
        (reward.place_drops, QCoreApplication.translate("Barrage", "%1 drops on headstreams")),
        (reward.flow_drops, QCoreApplication.translate("Barrage", "%1 drops flow now")),
        (reward.build_conduit_max, QCoreApplication.translate("Barrage", "free conduit (≤ %1)")),
        (reward.build_elevation, QCoreApplication.translate("Barrage", "free elevation")),
        (reward.build_powerhouse, QCoreApplication.translate("Barrage", "free powerhouse")),
    )
    parts = [_fill(text, n) for n, text in table if n]
    if reward.build_base is not None:
        parts.append(QCoreApplication.translate("Barrage", "free dam base"))
    return ", ".join(parts) or "–"


@cache
def _contracts() -> dict[int, Any]:
    return {c.id: c for t in game_data().contracts.tiers for c in t.contracts}


def contract_text(cid: int) -> str:
    """Return a contract's need and reward in one line."""
    c = _contracts()[cid]
    return _fill(
        QCoreApplication.translate("Barrage", "Contract %1: %2 energy → %3"),
        cid,
        c.energy,
        reward_text(c.reward),
    )


def _in_ui_language(kind: str, key: str, english: str) -> str:
    """Return a game-data text in the UI language (Japanese from `texts_ja.json`)."""
    if current_language() == "ja":
        return japanese_text(kind, key) or english
    return english


@cache
def _companies() -> dict[str, Any]:
    return {c.id: c for c in game_data().companies.companies}


@cache
def _officers() -> dict[str, Any]:
    return {o.id: o for o in game_data().officers.officers}


def company_name(company: str) -> str:
    """Return a company's name in the UI language ("USA", "アメリカ")."""
    c = _companies().get(company)
    return translate_engine_text(c.name) if c is not None else company


def officer_name(officer: str) -> str:
    """Return an executive officer's name in the UI language."""
    o = _officers().get(officer)
    return translate_engine_text(o.name) if o is not None else officer


def company_tooltip(company: str) -> str:
    """Return a company's name and ability."""
    c = _companies().get(company)
    if c is None:
        return company
    head = QCoreApplication.translate("Barrage", "Company ability (after the 3rd powerhouse):")
    ability = _in_ui_language("companies", c.id, c.ability_summary)
    return f"{company_name(company)}\n{head}\n{ability}"


def officer_tooltip(officer: str) -> str:
    """Return an executive officer's name and ability."""
    o = _officers().get(officer)
    if o is None:
        return officer
    head = QCoreApplication.translate("Barrage", "Executive officer:")
    ability = _in_ui_language("officers", o.id, o.summary)
    gap = "" if head.endswith("：") else " "  # no space after a full-width colon
    return f"{head}{gap}{officer_name(officer)}\n{ability}"


def space_name(space: ActionSpace) -> str:
    """Return a management space's action in a few words."""
    s: Any = space
    if s.section == "water":
        if s.flow_now:
            return QCoreApplication.translate("Barrage", "1 drop flows now")
        return _fill(QCoreApplication.translate("Barrage", "%1 drops on headstreams"), s.drops)
    if s.section == "machinery":
        return _machinery_name(s)
    names = {
        "turbine": lambda: _fill(
            QCoreApplication.translate("Barrage", "Produce %1"), f"{s.modifier:+d}"
        ),
        "bank": lambda: QCoreApplication.translate("Barrage", "Bank: 1 credit per engineer"),
        "workshop": lambda: _fill(
            QCoreApplication.translate("Barrage", "Turn the wheel %1"), s.rotate
        ),
        "contract": lambda: _fill(
            QCoreApplication.translate("Barrage", "Take %1 contract(s)"), s.take
        ),
        "patent": lambda: _fill(QCoreApplication.translate("Barrage", "Patent slot %1"), s.slot),
    }
    return names[s.section]()


def _machinery_name(s: Any) -> str:
    if s.either:
        return QCoreApplication.translate("Barrage", "1 machinery of choice")
    if s.mixers:
        return QCoreApplication.translate("Barrage", "1 excavator + 1 mixer")
    return QCoreApplication.translate("Barrage", "1 excavator")


def space_tooltip(space: ActionSpace, players: int) -> str:
    """Return a management space's tooltip: action, engineers, costs, player gating."""
    s: Any = space
    lines = [space_name(space)]
    lines.append(_fill(QCoreApplication.translate("Barrage", "Engineers: %1"), s.engineers))
    pay = int(getattr(s, "pay", 0))
    if pay:
        lines.append(_fill(QCoreApplication.translate("Barrage", "Pay %1 credits"), pay))
    if s.space_cost:
        lines.append(
            _fill(
                QCoreApplication.translate("Barrage", "Red outline: %1 credits more"),
                s.space_cost,
            )
        )
    if s.section == "bank":
        lines.append(QCoreApplication.translate("Barrage", "Never closed: anyone may use it."))
    if s.min_players > players:
        lines.append(
            _fill(QCoreApplication.translate("Barrage", "Only with %1+ players"), s.min_players)
        )
    return "\n".join(lines)


def _map_space(space: str) -> str:
    geo = geometry()
    if space in geo.dam_index:
        basin = geo.dam_basin[geo.dam_index[space]]
        kind = QCoreApplication.translate("Barrage", "dam")
    elif space in geo.conduit_index:
        c = geo.conduits[geo.conduit_index[space]]
        basin = geo.conduit_basin[geo.conduit_index[space]]
        return _fill(
            QCoreApplication.translate("Barrage", "conduit %1 (basin %2, value %3 → basin %4)"),
            space,
            basin,
            c.production,
            c.to_basin,
        )
    elif space in geo.powerhouse_index:
        basin = geo.powerhouse_basin[geo.powerhouse_index[space]]
        kind = QCoreApplication.translate("Barrage", "powerhouse")
    else:
        return space
    return _fill(
        QCoreApplication.translate("Barrage", "%1 %2 (basin %3, %4)"),
        kind,
        space,
        basin,
        area_name(geo.area_of(basin)),
    )


def step_prompt(key: str) -> str:
    """Return the question asked at a narrowing step."""
    prompts = {
        "where": QCoreApplication.translate("Barrage", "Choose an action"),
        "tile": QCoreApplication.translate("Barrage", "Choose the technology tile"),
        "structure": QCoreApplication.translate("Barrage", "Choose the structure"),
        "location": QCoreApplication.translate("Barrage", "Choose where to build"),
        "payment": QCoreApplication.translate("Barrage", "Choose how to pay"),
        "dam": QCoreApplication.translate("Barrage", "Choose the dam the water comes from"),
        "conduit": QCoreApplication.translate("Barrage", "Choose the conduit"),
        "powerhouse": QCoreApplication.translate("Barrage", "Choose the powerhouse"),
        "drops": QCoreApplication.translate("Barrage", "Choose how many drops"),
        "headstreams": QCoreApplication.translate("Barrage", "Choose the headstreams"),
        "engineers": QCoreApplication.translate("Barrage", "Choose how many engineers"),
        "contracts": QCoreApplication.translate("Barrage", "Choose the contracts"),
        "discard": QCoreApplication.translate("Barrage", "Choose contracts to give up"),
        "machinery": QCoreApplication.translate("Barrage", "Choose the machinery"),
        "officer": QCoreApplication.translate("Barrage", "Choose the officer to copy"),
        "company": QCoreApplication.translate(
            "Barrage", "Choose a company (its executive officer comes with it)"
        ),
        "contract": QCoreApplication.translate("Barrage", "Choose a starting contract"),
        "position": QCoreApplication.translate("Barrage", "Choose the turn position to bid for"),
        "vp": QCoreApplication.translate("Barrage", "Choose your bid (VP paid if it wins)"),
        "choice": QCoreApplication.translate("Barrage", "Choose one"),
    }
    return prompts.get(key, QCoreApplication.translate("Barrage", "Choose"))


def _where_label(target: str) -> str:
    kind, _, rest = target.partition(":")
    if kind == "mgmt":
        return space_name(game_data().board.space(rest))
    if kind == "cbuild":
        return QCoreApplication.translate("Barrage", "Construction")
    if kind == "officer":
        return QCoreApplication.translate("Barrage", "Copy an officer (Mahiri Sekibo)")
    if kind == "contract":
        return contract_text(int(rest))
    if kind == "map":
        return _map_space(rest)
    decisions = {
        "skip": QCoreApplication.translate("Barrage", "Decline"),
        "pass": QCoreApplication.translate("Barrage", "Pass"),
        "produce": QCoreApplication.translate("Barrage", "Produce"),
        "pick_company": QCoreApplication.translate("Barrage", "Take a company"),
        "bid": QCoreApplication.translate("Barrage", "Bid for a turn position"),
        "choose_machinery": QCoreApplication.translate("Barrage", "Take machinery"),
        "place_drops": QCoreApplication.translate("Barrage", "Put drops on headstreams"),
    }
    return decisions.get(rest, rest.replace("_", " "))


def _payment_label(value: Any) -> str:
    e, m, k = value
    text = _fill(QCoreApplication.translate("Barrage", "%1 excavators, %2 mixers"), e, m)
    if k:
        text += " " + _fill(QCoreApplication.translate("Barrage", "+ %1 × 3 credits"), k)
    return text


def _tile_label(v: Any) -> str:
    tile, copies = v
    return tile_name(tile) + (f" → {tile_name(copies)}" if copies else "")


def _contracts_label(v: Any) -> str:
    return ", ".join(contract_text(c) for c in v) or QCoreApplication.translate("Barrage", "none")


_LABELS: dict[str, Callable[[Any], str]] = {
    "where": lambda v: _where_label(str(v)),
    "tile": _tile_label,
    "structure": lambda v: structure_name(str(v)),
    "location": lambda v: _map_space(str(v)),
    "dam": lambda v: _map_space(str(v)),
    "conduit": lambda v: _map_space(str(v)),
    "powerhouse": lambda v: _map_space(str(v)),
    "payment": _payment_label,
    "machinery": lambda v: _fill(
        QCoreApplication.translate("Barrage", "%1 excavators, %2 mixers"), *v
    ),
    "contracts": _contracts_label,
    "discard": _contracts_label,
    "headstreams": ", ".join,
    "officer": lambda v: officer_name(str(v)),
    "company": lambda v: company_name(str(v)),
    "contract": lambda v: contract_text(int(v)),
    "position": lambda v: _fill(QCoreApplication.translate("Barrage", "Turn position %1"), v),
    "vp": lambda v: _fill(QCoreApplication.translate("Barrage", "%1 VP"), v),
}
"""Words of a choice by step key."""


def option_label(key: str, value: Hashable) -> str:
    """Return one choice of a narrowing step in words."""
    label = _LABELS.get(key)
    return label(value) if label is not None else str(value)
