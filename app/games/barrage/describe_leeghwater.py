"""Log lines of the Leeghwater Project's actions as `Text` values (STYLE.md §9; `describe`).

An external work names the tile, what was paid and what it gives; a private building its
construction (tile and payment) or its use (which space, what it does with the choice made);
the architect and a drop put into a dam their own lines. Qt-free.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.games.barrage.data.data import game_data
from app.games.barrage.texts import map_space, payment, t, tile_phrase
from app.games.barrage.texts_leeghwater import (
    building,
    building_action,
    external_work,
    work_reward,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.engine.text import Seat, Text
    from app.games.barrage.model import State

__all__ = ["LINES"]


def _work(state: State, a: Any, who: Seat) -> Text:
    ex = state.lwp
    wid = ex.display[a.slot - 1] if ex is not None and 0 < a.slot <= len(ex.display) else None
    if wid is None:
        return t("log.other", who=who, what=t("kind.external_work"))
    w = game_data().leeghwater.work(wid)
    key = "log.external_work_leslie" if a.leslie else "log.external_work"
    return t(
        key,
        who=who,
        work=external_work(wid),
        cost=payment(w.excavators, w.mixers),
        reward=work_reward(wid),
    )


def _build(_state: State, a: Any, who: Seat) -> Text:
    return t(
        "log.build_building",
        who=who,
        building=building(a.building),
        tile=tile_phrase(a.tile),
        paid=payment(a.excavators, a.mixers, a.credits_for_machinery),
    )


def _use(_state: State, a: Any, who: Seat) -> Text:
    what: Text = building_action(a.building)
    if a.excavators or a.mixers:
        what = payment(a.excavators, a.mixers)
    elif a.target and ":" not in a.target:
        what = t("lwp.segment", n=int(a.target) + 1)
    return t(
        "log.use_building",
        who=who,
        building=building(a.building),
        via=t(f"lwp.via.{a.via}"),
        what=what,
    )


LINES: dict[str, Callable[[State, Any, Seat], Text]] = {
    "external_work": _work,
    "build_building": _build,
    "use_building": _use,
    "use_architect": lambda _s, _a, who: t("log.use_architect", who=who),
    "put_drop": lambda _s, a, who: t("log.put_drop", who=who, dam=map_space(a.dam)),
}
"""The log line of each expansion action kind."""
