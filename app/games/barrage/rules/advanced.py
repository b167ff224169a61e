"""Advanced technology tiles (seed 000 "上級技術タイル"; reference §10).

Each builds like a basic tile (the joker tiles any structure) and then does its effect. The
effects that change the construction itself live in `rules.construction` (no engineers, no
machinery, the 5-excavator cap, machinery swapping, no red surcharge); the others are here:

I: put 1 drop into each own empty dam; turn the wheel 1 step per elevation built; credits equal
to twice the new conduit's value. II: energy equal to the bases built (usable for a contract);
fill the raised dam; a production with +2 using any own powerhouse. III: 3 VP per own dam with
an elevation; energy equal to twice the new conduit's value (usable for a contract); 3 VP per
powerhouse built; 3 VP per advanced tile owned (supply and wheel).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.game import PlayerId
from app.games.barrage.data.data import game_data, geometry
from app.games.barrage.rules import contracts, trace, wheel
from app.games.barrage.rules.board import built
from app.games.barrage.rules.production import offer_bonus_production
from app.games.barrage.rules.rewards import add_vp
from app.games.barrage.rules.water import capacity

if TYPE_CHECKING:
    from app.games.barrage.model import State

__all__ = ["VP_EACH", "advanced_owned", "apply_effect"]

VP_EACH = 3
"""Level III tiles: VP per counted item."""
SOURCE = "advanced_tiles"
"""Breakdown line of the VP these tiles give."""


def advanced_owned(state: State, seat: int) -> int:
    """Return the advanced tiles a seat owns, in supply and on the wheel."""
    advanced = {a.id for a in game_data().technology.advanced}
    p = state.seats[seat]
    on_wheel = [s.tile for s in p.wheel.segments if s.tile is not None]
    return sum(1 for t in (*p.tiles, *on_wheel) if t in advanced)


def _fill_empty(state: State, seat: int, _idx: int) -> None:
    for i, d in enumerate(state.dams):
        if d.owner == seat and d.drops == 0:
            d.drops = 1
            state.drops_added += 1
            trace.moved(None, f"dam:{i}")


def _fill_dam(state: State, _seat: int, idx: int) -> None:
    add = capacity(state, idx) - state.dams[idx].drops
    state.dams[idx].drops += add
    state.drops_added += add
    for _ in range(add):
        trace.moved(None, f"dam:{idx}")


def _energy(state: State, seat: int, amount: int) -> None:
    state.seats[seat].energy += amount
    contracts.offer(state, PlayerId(seat), amount)


def apply_effect(state: State, seat: int, effect: str | None, idx: int) -> None:
    """Do the effect of the advanced tile just used to build on space `idx`."""
    p = state.seats[seat]
    if effect == "fill_empty_own_dams":
        _fill_empty(state, seat, idx)
    elif effect == "rotate_per_elevation":
        wheel.turn(p, built(state, seat, "elevation"), seat=seat)
    elif effect == "credits_twice_production":
        p.credits += 2 * geometry().conduits[idx].production
    elif effect == "energy_per_base":
        _energy(state, seat, built(state, seat, "base"))
    elif effect == "fill_dam":
        _fill_dam(state, seat, idx)
    elif effect == "production_plus_two":
        offer_bonus_production(state, PlayerId(seat))
    elif effect == "vp_per_raised_dam":
        raised = sum(1 for d in state.dams if d.owner == seat and d.level > 1)
        add_vp(state, seat, SOURCE, VP_EACH * raised)
    elif effect == "energy_twice_production":
        _energy(state, seat, 2 * geometry().conduits[idx].production)
    elif effect == "vp_per_powerhouse":
        add_vp(state, seat, SOURCE, VP_EACH * built(state, seat, "powerhouse"))
    elif effect == "vp_per_advanced_tile":
        add_vp(state, seat, SOURCE, VP_EACH * advanced_owned(state, seat))
