"""Words of the Barrage board in the UI language: names, rewards, tooltips, step choices.

Names of components (structures, areas, tiles, companies, officers, spaces, contracts) and
anything with a number of things come from Barrage's catalogue (`app.games.barrage.texts`,
rendered by `app.ui.i18n.show`), so each thing has one name in the log, the prompts and on the
board. The remaining board words are literal `QCoreApplication.translate("Barrage", ...)`
calls so lupdate finds them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from app.engine.text import TextList
from app.games.barrage import texts, texts_leeghwater
from app.games.barrage.data.data import game_data
from app.games.barrage.texts import count, t
from app.ui.i18n import show

if TYPE_CHECKING:
    from collections.abc import Callable, Hashable, Sequence

    from app.games.barrage.data.boards import ActionSpace
    from app.games.barrage.data.components import Reward

__all__ = [
    "area_name",
    "company_name",
    "company_tooltip",
    "contract_text",
    "lwp_target",
    "lwp_where",
    "map_space_name",
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
    "where_text",
]


def structure_name(structure: str) -> str:
    """Return the name of a structure type (a joker tile builds any)."""
    return show(t("tile.joker") if structure == "joker" else texts.structure(structure))


def area_name(area: str) -> str:
    """Return the name of a map area."""
    return show(texts.area(area))


def tile_name(tile: str) -> str:
    """Return the name of a technology tile ("dam base II", 「ダム基礎Ⅱ」)."""
    return show(texts.tile(tile))


def tile_tooltip(tile: str) -> str:
    """Return what a technology tile builds and does."""
    adv = next((a for a in game_data().technology.advanced if a.id == tile), None)
    text = QCoreApplication.translate("Barrage", "Technology tile: %1.").replace(
        "%1", tile_name(tile)
    )
    if adv is not None:
        text += "\n" + show(t(f"tile.{adv.id}.effect"))
        if adv.no_engineers:
            text += "\n" + QCoreApplication.translate("Barrage", "Builds without engineers.")
    elif tile == "joker":
        text += "\n" + QCoreApplication.translate("Barrage", "Builds any structure.")
    return text


def reward_text(reward: Reward) -> str:
    """Return a reward in words ("2 credits and 1 VP")."""
    return show(texts.reward(reward))


def contract_text(cid: int) -> str:
    """Return a contract's number, need and reward in one line."""
    return show(texts.contract_line(cid))


def company_name(company: str) -> str:
    """Return a company's name ("USA", 「アメリカ」)."""
    return show(texts.company(company))


def officer_name(officer: str) -> str:
    """Return an executive officer's name."""
    return show(texts.officer(officer))


def company_tooltip(company: str) -> str:
    """Return a company's name and ability."""
    head = QCoreApplication.translate("Barrage", "Company ability (after the 3rd powerhouse):")
    return f"{company_name(company)}\n{head}\n{show(t(f'company.{company}.ability'))}"


def officer_tooltip(officer: str) -> str:
    """Return an executive officer's name and ability."""
    head = QCoreApplication.translate("Barrage", "Executive officer:")
    gap = "" if head.endswith("：") else " "  # no space after a full-width colon
    return f"{head}{gap}{officer_name(officer)}\n{show(t(f'officer.{officer}.ability'))}"


def space_name(uid: str) -> str:
    """Return a management space's full name ("Water management: 2 drops … · 1 engineer")."""
    return show(texts.space(uid))


def space_tooltip(space: ActionSpace, players: int) -> str:
    """Return a management space's tooltip: its name, red outline, player gating."""
    lines = [space_name(space.uid)]
    if space.space_cost:
        lines.append(
            QCoreApplication.translate("Barrage", "Red outline: %1 credits more").replace(
                "%1", str(space.space_cost)
            )
        )
    if space.section == "bank":
        lines.append(QCoreApplication.translate("Barrage", "Never closed: anyone may use it."))
    if space.min_players > players:
        lines.append(
            QCoreApplication.translate("Barrage", "Only with %1+ players").replace(
                "%1", str(space.min_players)
            )
        )
    return "\n".join(lines)


def map_space_name(sid: str) -> str:
    """Return a map space's name as the map labels it ("basin 8 left dam")."""
    return show(texts.map_space(sid))


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
        "building": QCoreApplication.translate("Barrage", "Choose the private building"),
        "target": QCoreApplication.translate("Barrage", "Choose what the action takes"),
        "leslie": QCoreApplication.translate("Barrage", "Choose where the machinery goes"),
        "patent": QCoreApplication.translate("Barrage", "Choose the free advanced tile"),
    }
    return prompts.get(key, QCoreApplication.translate("Barrage", "Choose"))


def _where_label(target: str) -> str:
    kind, _, rest = target.partition(":")
    if kind == "mgmt":
        return space_name(rest)
    if kind == "cbuild":
        return QCoreApplication.translate("Barrage", "Construction")
    if kind == "officer":
        return show(t("ui.copy_officer", officer=texts.officer("mahiri_sekibo")))
    if kind == "contract":
        return contract_text(int(rest))
    if kind in ("map", "ework", "buse", "bldg"):
        return map_space_name(rest) if kind == "map" else lwp_where(kind, rest)
    decisions = {
        "skip": QCoreApplication.translate("Barrage", "Decline"),
        "pass": QCoreApplication.translate("Barrage", "Pass"),
        "produce": QCoreApplication.translate("Barrage", "Produce"),
        "pick_company": QCoreApplication.translate("Barrage", "Take a company"),
        "bid": QCoreApplication.translate("Barrage", "Bid for a turn position"),
        "choose_machinery": QCoreApplication.translate("Barrage", "Take machinery"),
        "place_drops": QCoreApplication.translate("Barrage", "Put drops on headstreams"),
        "put_drop": QCoreApplication.translate("Barrage", "Put a drop into a dam"),
        "use_architect": QCoreApplication.translate("Barrage", "It was the architect"),
    }
    return decisions.get(rest, QCoreApplication.translate("Barrage", "Choose"))


def _list(items: tuple[Any, ...], name: Callable[[Any], Any]) -> str:
    if not items:
        return show(t("reward.none"))
    return show(t("reward.list", items=TextList(tuple(name(v) for v in items))))


_LABELS: dict[str, Callable[[Any], str]] = {
    "where": lambda v: _where_label(str(v)),
    "tile": lambda v: show(texts.tile(v[0], v[1])),
    "structure": lambda v: structure_name(str(v)),
    "location": lambda v: map_space_name(str(v)),
    "dam": lambda v: map_space_name(str(v)),
    "conduit": lambda v: map_space_name(str(v)),
    "powerhouse": lambda v: map_space_name(str(v)),
    "payment": lambda v: show(texts.payment(*v)),
    "machinery": lambda v: show(texts.payment(*v)),
    "contracts": lambda v: _list(v, texts.contract_line),
    "discard": lambda v: _list(v, texts.contract_line),
    "headstreams": lambda v: show(t("reward.list", items=texts.drops_on(v))),
    "engineers": lambda v: show(count("engineers", int(v))),
    "drops": lambda v: show(count("drops", int(v))),
    "officer": lambda v: officer_name(str(v)),
    "company": lambda v: company_name(str(v)),
    "contract": lambda v: contract_text(int(v)),
    "position": lambda v: QCoreApplication.translate("Barrage", "Turn position %1").replace(
        "%1", str(v)
    ),
    "vp": lambda v: show(count("vp", int(v))),
    "building": lambda v: show(texts_leeghwater.building(str(v))),
    "target": lambda v: lwp_target(str(v)),
    "leslie": lambda v: (
        QCoreApplication.translate("Barrage", "Machinery onto the wheel with Leslie's tile")
        if v
        else QCoreApplication.translate("Barrage", "Machinery to the general supply")
    ),
    "patent": lambda v: (
        show(t("patent.display", slot=v)) if v else QCoreApplication.translate("Barrage", "No tile")
    ),
}
"""Words of a choice by step key."""


def option_label(key: str, value: Hashable) -> str:
    """Return one choice of a narrowing step in words."""
    label = _LABELS.get(key)
    return label(value) if label is not None else str(value)


def lwp_where(kind: str, rest: str) -> str:
    """Return where a Leeghwater action starts: an external work, a private building."""
    if kind == "ework":
        return QCoreApplication.translate("Barrage", "External work space %1").replace("%1", rest)
    name = show(texts_leeghwater.building(rest))
    if kind == "buse":
        return QCoreApplication.translate("Barrage", "Use %1").replace("%1", name)
    return QCoreApplication.translate("Barrage", "Use %1 with the building tile").replace(
        "%1", name
    )


def where_text(where: Hashable, remaining: Sequence[Any]) -> str:
    """Return where an action starts; Margot Fouche's officer space says what it is for."""
    if str(where).startswith("officer:") and any(a.kind == "use_building" for a in remaining):
        return QCoreApplication.translate(
            "Barrage", "Officer's space: use one of your private buildings again"
        )
    return option_label("where", where)


def lwp_target(target: str) -> str:
    """Return what a private building's action takes: a wheel segment or an external work."""
    if not target:
        return "–"
    if ":" in target:
        slot, patent = target.split(":")
        text = QCoreApplication.translate("Barrage", "External work space %1").replace("%1", slot)
        if patent != "0":
            text += show(t("ui.separator")) + show(t("patent.display", slot=int(patent)))
        return text
    return show(t("lwp.segment", n=int(target) + 1))
