"""Names and phrases of the Leeghwater Project's components (STYLE.md §9), Qt-free.

External works are named by their deck letter and number as printed on their backs ("external
work A1", 「外注仕事A1」), private buildings by their name; a work's line says what it costs and
gives, a building's what its action does. Templates: `resources/barrage/texts.<lang>.json`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.text import TextList
from app.games.barrage.data.data import game_data
from app.games.barrage.texts import count, payment, reward, t

if TYPE_CHECKING:
    from app.engine.text import Arg, Text

__all__ = ["building", "building_action", "external_work", "work_line", "work_reward"]


def external_work(wid: str) -> Text:
    """Return an external work's name ("external work A1")."""
    return t("lwp.work", id=wid)


def building(bid: str) -> Text:
    """Return a private building's name."""
    return t(f"lwp.building.{bid}")


def building_action(bid: str) -> Text:
    """Return what a private building's action does, with its printed numbers."""
    b = game_data().leeghwater.building(bid)
    return t(
        f"lwp.action.{b.action}",
        n=b.amount,
        credits=count("credits", b.pay),
        machinery=count("machinery", b.amount),
    )


def work_line(wid: str) -> Text:
    """Return an external work with its cost and reward ("external work A1: 1 excavator → …")."""
    w = game_data().leeghwater.work(wid)
    return t(
        "lwp.work_line",
        work=external_work(wid),
        cost=payment(w.excavators, w.mixers),
        reward=work_reward(wid),
    )


def work_reward(wid: str) -> Text:
    """Return what an external work gives ("3 credits and a 2-segment wheel turn")."""
    w = game_data().leeghwater.work(wid)
    parts: list[Arg] = [reward(w.reward)] if w.reward != type(w.reward)() else []
    if w.fulfil_contract_max:
        parts.append(
            t("lwp.reward.fulfil_any")
            if w.fulfil_contract_max < 0
            else t("lwp.reward.fulfil_max", n=w.fulfil_contract_max)
        )
    if w.energy_produced:
        parts.append(t("lwp.reward.energy_produced", energy=count("energy", w.energy_produced)))
    if w.advanced_tile:
        parts.append(t("lwp.reward.advanced_tile"))
    return t("reward.list", items=TextList(tuple(parts)))
