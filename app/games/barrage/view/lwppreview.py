"""Preview of the Leeghwater Project's actions before Confirm (PRODUCT.md "Preview").

An external work says what it gives; building a private building says where the piece goes
(and the red surcharge), its VP at the end of the game and what its action will do; using
one says what the action does. When the action leaves a choice to make (a dam for the drop,
a contract from hand, the architect…), the next question is named. Measured on the state the
engine's `apply` returns, never guessed. Returns `Text` values. Qt-free.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.games.barrage.data.data import game_data
from app.games.barrage.describe import prompt
from app.games.barrage.model import NOBODY, Turn
from app.games.barrage.texts import count, t
from app.games.barrage.texts_leeghwater import (
    building,
    building_action,
    external_work,
    work_reward,
)

if TYPE_CHECKING:
    from app.engine.text import Text
    from app.games.barrage.model import State

__all__ = ["KINDS", "lwp_lit", "lwp_preview"]

KINDS = frozenset({"external_work", "build_building", "use_building"})
"""The action kinds previewed here."""


def lwp_preview(state: State, after: State, action: Any) -> list[Text]:
    """Return the preview lines of a legal Leeghwater action (`after`: the state it leads to)."""
    ex = state.lwp
    if ex is None:
        return []
    lines: list[Text] = []
    if action.kind == "external_work":
        wid = ex.display[action.slot - 1] or ""
        lines.append(t("preview.lwp_work", work=external_work(wid), reward=work_reward(wid)))
    elif action.kind == "build_building":
        lines.append(_build(state, after, action))
    elif action.kind == "use_building":
        lines.append(
            t(
                "preview.lwp_use",
                building=building(action.building),
                action=building_action(action.building),
            )
        )
    top = after.pending[-1] if after.pending else None
    if top is not None and not isinstance(top, Turn) and action.player in top.waiting:
        lines.append(t("preview.lwp_next", prompt=prompt(after)))
    return lines


def _build(state: State, after: State, action: Any) -> Text:
    assert state.lwp is not None
    assert after.lwp is not None
    index = state.lwp.buildings.index(action.building)
    before, now = state.lwp.built[index], after.lwp.built[index]
    slot = next(
        (k for k, (b, a) in enumerate(zip(before, now, strict=True)) if b == NOBODY != a), 0
    )
    data = game_data().leeghwater
    surcharge = data.construction_slots[slot].surcharge
    return t(
        "preview.lwp_build_red" if surcharge else "preview.lwp_build",
        building=building(action.building),
        slot=slot + 1,
        surcharge=count("credits", surcharge),
        vp=count("vp", data.building(action.building).vp),
        action=building_action(action.building),
    )


def lwp_lit(state: State, action: Any) -> list[str]:
    """Return the board items a Leeghwater action's preview lights: where the piece goes."""
    if action.kind != "build_building" or state.lwp is None:
        return []
    index = state.lwp.buildings.index(action.building)
    slots = game_data().leeghwater.construction_slots
    free = [
        k
        for k, owner in enumerate(state.lwp.built[index])
        if owner == NOBODY and slots[k].min_players <= state.players
    ]
    return [f"bslot:{action.building}:{free[0]}"] if free else []
