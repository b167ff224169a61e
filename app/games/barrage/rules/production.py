"""Production (seed 000 "アクション：発電", "個別能力"; seed 004 "Production (Using Energy)").

A production needs an own or neutral dam holding water, a conduit of that dam's basin (any
owner) and an own powerhouse in the basin the conduit leads to. Any number of the dam's drops
go through; another company's conduit costs 1 credit per drop, paid to its owner, who scores
1 VP per drop (no credits: no production). Energy = production value x drops (Viktor Fiesler:
at least 4) + the turbine space's modifier + the company's powerhouse bonus; below 1 is illegal.
The used water flows on from the powerhouse's basin. Then one contract may be fulfilled with
that energy. Italy (ability on) adds 3 energy afterwards, not for contracts; Germany (ability
on) may produce a second time after any production action (turbine space, level II tile,
control station; not after the second one), counting drops x value only, with its own contract.
The level II powerhouse tile grants a production with +2 instead of a space modifier, the
Leeghwater control station one with +3; after a production the Netherlands (ability on) may put
a drop into another of its dams (`rules.dam_drops`).
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from app.engine.flow import pop_decision, push_decision, top_decision
from app.games.barrage.actions import Produce
from app.games.barrage.data.data import game_data, geometry
from app.games.barrage.model import NEUTRAL, NOBODY, ExtraProduction
from app.games.barrage.rules import contracts, dam_drops, notes, water
from app.games.barrage.rules.board import (
    ability_active,
    company_of,
    has_officer_ability,
    production_bonus,
)
from app.games.barrage.rules.bookkeeping import entry
from app.games.barrage.rules.placement import board_spaces, can_place, place, taken_spaces
from app.games.barrage.rules.rewards import add_vp

if TYPE_CHECKING:
    from app.engine.game import PlayerId
    from app.games.barrage.data.boards import TurbineSpace
    from app.games.barrage.model import State

__all__ = [
    "FEE_PER_DROP",
    "FEE_VP_PER_DROP",
    "Source",
    "energy_of",
    "lapse_extra",
    "legal",
    "on_produce",
    "systems",
]

Source = str
"""`turbine` (an action space), `bonus` (level II tile), `control` (Leeghwater control station):
the production actions; `germany` (Germany's second production, which offers no other)."""
VIKTOR_MINIMUM = 4
"""Reference §6: Viktor Fiesler's drops x value counts as at least 4."""
ITALY_EXTRA = 3
"""Seed 000 企業ボード 3: Italy's energy after each production."""
BONUS_TILE_MODIFIER = 2
"""Seed 000 上級技術タイル 発電所 II: the granted production gets +2."""
CONTROL_MODIFIER = 3
"""Reference §12 (Leeghwater): the control station's production gets +3."""
FEE_PER_DROP = 1
"""Seed 004 Production: credits per drop paid to the owner of the conduit used."""
FEE_VP_PER_DROP = 1
"""Seed 004 Production: VP per drop the conduit's owner scores."""


def systems(state: State, seat: int) -> list[tuple[int, int, int]]:
    """Return every (dam, conduit, powerhouse) index triple `seat` may produce with now."""
    geo = geometry()
    out = []
    for d, dam in enumerate(state.dams):
        if dam.drops <= 0 or dam.owner not in (seat, NEUTRAL):
            continue
        for c in geo.conduits_of[geo.dam_basin[d]]:
            if state.conduits[c] == NOBODY:
                continue
            to_basin = geo.conduits[c].to_basin
            out += [
                (d, c, ph) for ph in geo.powerhouses_of[to_basin] if state.powerhouses[ph] == seat
            ]
    return out


def energy_of(state: State, seat: int, conduit: int, drops: int, modifier: int | None) -> int:
    """Return a production's energy; `modifier` None means Germany's bare second production."""
    if modifier is None:
        return _energy(conduit, drops, None, viktor=False, bonus=0)
    viktor = has_officer_ability(state, seat, "production_minimum_four")
    return _energy(conduit, drops, modifier, viktor=viktor, bonus=production_bonus(state, seat))


def _modifier(source: Source, space: TurbineSpace | None) -> int | None:
    if source == "germany":
        return None
    if source == "control":
        return CONTROL_MODIFIER
    return space.modifier if space is not None else BONUS_TILE_MODIFIER


def _spaces(
    state: State, seat: PlayerId, source: Source, only: str | None
) -> list[TurbineSpace | None]:
    if source != "turbine":
        return [None]
    spaces: list[TurbineSpace] = board_spaces(state, "turbine")  # type: ignore[assignment]
    taken = taken_spaces(state)
    return [
        s for s in spaces if (only is None or s.uid == only) and can_place(state, seat, s, taken)
    ]


def legal(
    state: State,
    seat: PlayerId,
    source: Source = "turbine",
    *,
    space: str | None = None,
    dam: str | None = None,
) -> list[Produce]:
    """Return every production `seat` can carry out in full (optionally filtered)."""
    geo = geometry()
    triples = [t for t in systems(state, seat) if dam is None or geo.dams[t[0]].id == dam]
    if not triples:
        return []
    credits = state.seats[seat].credits
    viktor = has_officer_ability(state, seat, "production_minimum_four")
    bonus = production_bonus(state, seat)
    out = []
    for s in _spaces(state, seat, source, space):
        cost = s.space_cost if s is not None else 0
        modifier = _modifier(source, s)
        uid = s.uid if s is not None else ""
        for d, c, ph in triples:
            own = state.conduits[c] == seat
            for drops in range(1, state.dams[d].drops + 1):
                if not own and credits < cost + drops * FEE_PER_DROP:
                    break
                if _energy(c, drops, modifier, viktor=viktor, bonus=bonus) < 1:
                    continue
                out.append(_produce(seat, uid, d, c, ph, drops))
    return out


def _energy(conduit: int, drops: int, modifier: int | None, *, viktor: bool, bonus: int) -> int:
    """`energy_of` with the seat's facts looked up once (Viktor Fiesler, powerhouse bonus)."""
    energy = geometry().conduits[conduit].production * drops
    if modifier is None:
        return energy
    if viktor:
        energy = max(energy, VIKTOR_MINIMUM)
    return energy + modifier + bonus


@cache
def _produce(seat: PlayerId, uid: str, d: int, c: int, ph: int, drops: int) -> Produce:
    """One production, built once and shared (actions are frozen)."""
    geo = geometry()
    return Produce(
        player=seat,
        space=uid,
        dam=geo.dams[d].id,
        conduit=geo.conduits[c].id,
        powerhouse=geo.powerhouses[ph].id,
        drops=drops,
    )


def on_produce(state: State, action: Produce, source: Source) -> None:
    """Carry out a legal production and offer its follow-ups (contract, second production)."""
    geo = geometry()
    seat = action.player
    space = None
    if source == "turbine":
        space = game_data().board.space(action.space)
        place(state, seat, space)
    d, c = geo.dam_index[action.dam], geo.conduit_index[action.conduit]
    ph = geo.powerhouse_index[action.powerhouse]
    owner = state.conduits[c]
    if owner != seat:
        with entry():
            state.seats[seat].credits -= action.drops * FEE_PER_DROP
            state.seats[owner].credits += action.drops * FEE_PER_DROP
            add_vp(state, owner, "conduit_fees", action.drops * FEE_VP_PER_DROP)
            notes.conduit_fee(owner, action.drops, action.conduit)
    water.release(state, d, action.drops, geo.powerhouse_basin[ph], c)
    energy = energy_of(state, seat, c, action.drops, _modifier(source, space))  # type: ignore[arg-type]
    p = state.seats[seat]
    p.energy += energy
    ability = company_of(state, seat).ability if ability_active(state, seat) else ""
    if ability == "italy_extra_energy":
        p.energy += ITALY_EXTRA
    if source != "germany" and ability == "germany_second_production":
        # RULES.md decision 14: after every production action (turbine, level II tile, control
        # station), never after the second one itself; offered under the contract choice, so
        # after the contract is resolved (its reward may refill a dam); `lapse_extra` drops it
        # if nothing is possible
        push_decision(state.pending, ExtraProduction(waiting=(seat,), source="germany"))
    dam_drops.offer_netherlands(state, seat, action.dam)
    contracts.offer(state, seat, energy)


def offer_bonus_production(state: State, seat: PlayerId) -> None:
    """Level II powerhouse tile: offer a production with +2 if one is possible."""
    if legal(state, seat, "bonus"):
        push_decision(state.pending, ExtraProduction(waiting=(seat,), source="bonus"))


def lapse_extra(state: State) -> bool:
    """Drop a second-production offer on top of the stack that has no legal production.

    Returns:
        True if an offer was dropped (an automatic step of `rules.round.step`).
    """
    top = top_decision(state.pending)
    if isinstance(top, ExtraProduction) and not legal(state, top.waiting[0], top.source):
        pop_decision(state.pending)
        return True
    return False
