"""One drop from the supply into a dam (Leeghwater: the Netherlands' ability, the cofferdam).

Reference §5: after a production the Netherlands (ability on: 3rd powerhouse) may put 1 drop
from the general supply into one of its own dams with room, not the dam just used. Reference
§12: the cofferdam's action puts 1 drop into a neutral dam or one of the company's dams with
room. Both are a `DamDropChoice` answered by `PutDrop` (or declined with `Skip`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.flow import pop_decision, push_decision
from app.games.barrage.actions import PutDrop
from app.games.barrage.data.data import geometry
from app.games.barrage.model import NEUTRAL, DamDropChoice
from app.games.barrage.rules import trace
from app.games.barrage.rules.board import ability_active, company_of
from app.games.barrage.rules.water import room

if TYPE_CHECKING:
    from app.engine.game import PlayerId
    from app.games.barrage.model import State

__all__ = ["dams_with_room", "legal", "offer_netherlands", "on_put"]


def dams_with_room(state: State, seat: int, *, neutral: bool, exclude: str = "") -> list[int]:
    """Return the dams `seat` may put a drop into (own; neutral ones too if `neutral`)."""
    geo = geometry()
    owners = (seat, NEUTRAL) if neutral else (seat,)
    return [
        i
        for i, d in enumerate(state.dams)
        if d.owner in owners and room(state, i) > 0 and geo.dams[i].id != exclude
    ]


def legal(state: State, seat: PlayerId, top: DamDropChoice) -> list[PutDrop]:
    """Return the dams the choice on top allows."""
    ids = geometry().dams
    found = dams_with_room(state, seat, neutral=top.neutral, exclude=top.exclude)
    return [PutDrop(player=seat, dam=ids[i].id) for i in found]


def on_put(state: State, action: PutDrop) -> None:
    """Put the drop from the supply into the dam."""
    pop_decision(state.pending)
    i = geometry().dam_index[action.dam]
    state.dams[i].drops += 1
    state.drops_added += 1
    trace.moved(None, f"dam:{i}")


def offer_netherlands(state: State, seat: PlayerId, used_dam: str) -> None:
    """After a production: the Netherlands' drop, if its ability is on and a dam has room."""
    if (
        state.lwp is None
        or company_of(state, seat).ability != "netherlands_refill_dam"
        or not ability_active(state, seat)
        or not dams_with_room(state, seat, neutral=False, exclude=used_dam)
    ):
        return
    push_decision(state.pending, DamDropChoice(waiting=(seat,), neutral=False, exclude=used_dam))
