"""Derived company-board facts (seed 000 "個別能力：企業ボード"; seed 004 Phase 1 "Income").

Pieces built are counted on the map, never stored: a base is a dam of the company, an elevation
each dam piece above its base, conduits and powerhouses the spaces it owns. Building the n-th
piece of a row uncovers the incomes printed with `after <= n`; the powerhouse row gives +1
production after the 2nd, the company ability after the 3rd, and +2 more after the 4th.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Literal

from app.games.barrage.data.data import game_data

if TYPE_CHECKING:
    from app.games.barrage.data.components import Company, Officer, Reward
    from app.games.barrage.model import State

__all__ = [
    "StructureName",
    "ability_active",
    "built",
    "company_of",
    "has_officer_ability",
    "new_incomes",
    "officer_of",
    "production_bonus",
    "uncovered_incomes",
]

StructureName = Literal["base", "elevation", "conduit", "powerhouse"]
"""A structure type counted on the map."""


@cache
def _officer_abilities() -> dict[str, str]:
    return {o.id: o.ability for o in game_data().officers.officers}


@cache
def _companies() -> dict[str, Company]:
    return {c.id: c for c in game_data().companies.companies}


@cache
def _officers() -> dict[str, Officer]:
    return {o.id: o for o in game_data().officers.officers}


def company_of(state: State, seat: int) -> Company:
    """Return the company board data of a seat."""
    return _companies()[state.seats[seat].company]


def officer_of(state: State, seat: int) -> Officer:
    """Return the executive officer data of a seat."""
    return _officers()[state.seats[seat].officer]


def has_officer_ability(state: State, seat: int, ability: str) -> bool:
    """Return True if the seat's officer (or the one Sekibo copies this turn) has `ability`."""
    p = state.seats[seat]
    abilities = _officer_abilities()
    return any(oid and abilities[oid] == ability for oid in (p.officer, p.copied_officer))


def built(state: State, seat: int, structure: StructureName) -> int:
    """Return how many pieces of `structure` the seat has built (counted on the map)."""
    if structure == "base":
        return sum(1 for d in state.dams if d.owner == seat)
    if structure == "elevation":
        return sum(d.level - 1 for d in state.dams if d.owner == seat and d.level > 1)
    if structure == "conduit":
        return sum(1 for owner in state.conduits if owner == seat)
    return sum(1 for owner in state.powerhouses if owner == seat)


def uncovered_incomes(state: State, seat: int) -> list[Reward]:
    """Return the incomes the seat has uncovered, row by row (base, elevation, conduit).

    None before the seat has a company (the standard setup's draft).
    """
    out: list[Reward] = []
    if not state.seats[seat].company:
        return out
    for row in company_of(state, seat).rows:
        count = built(state, seat, row.structure)
        out += [i.reward for i in row.incomes if i.after <= count]
    return out


def new_incomes(before: State, after: State, seat: int) -> list[Reward]:
    """Return the incomes the seat uncovered from `before` to `after` (a construction's)."""
    left = uncovered_incomes(before, seat)
    out = []
    for income in uncovered_incomes(after, seat):
        if income in left:
            left.remove(income)
        else:
            out.append(income)
    return out


def production_bonus(state: State, seat: int) -> int:
    """Return the bonus the powerhouse row adds to every production (0, 1 or 3)."""
    count = built(state, seat, "powerhouse")
    bonuses = game_data().companies.powerhouse_bonuses
    return sum(b.production_bonus for b in bonuses if b.after <= count)


def ability_active(state: State, seat: int) -> bool:
    """Return True once the company ability is uncovered (3rd powerhouse)."""
    count = built(state, seat, "powerhouse")
    bonuses = game_data().companies.powerhouse_bonuses
    return any(b.unlocks_ability and b.after <= count for b in bonuses)
