"""The actions of the ten private buildings (reference §12; seed 000 私有建物のアクション).

Cofferdam: 1 drop from the supply into a neutral dam or an own dam with room. Control station:
a production with +3 (company bonus and ability apply). Customer office: pay 3 credits, fulfil
one contract from hand without producing. Development office: take a technology tile back
from the wheel (its machinery stays). Energy relay field: pay 1 credit, +4 energy (not for
contracts). Financial division: 5 credits. Loan agency: claim an external work on display
paying 2 credits per machinery it needs instead. Research lab: take back half the machinery of
one wheel segment (rounded down, types of choice). Robot factory: pay 1 credit, 2 machineries
of choice. Wind farm: pay 2 credits, produce 5 energy (usable for a contract).

`options` lists what a use may choose (`UseBuilding.target`, `excavators`, `mixers`) within
a budget of credits; an action that cannot be carried out in full has no option.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.flow import push_decision
from app.games.barrage.data.data import game_data
from app.games.barrage.model import DamDropChoice, ExtraProduction, HandContractChoice
from app.games.barrage.rules import contracts, dam_drops, external_works, production

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.engine.game import PlayerId
    from app.games.barrage.actions import UseBuilding
    from app.games.barrage.model import State

__all__ = ["carry_out", "options"]

Option = tuple[str, int, int]
"""(target, excavators, mixers) of a `UseBuilding`."""


def _splits(total: int, most_e: int = 99, most_m: int = 99) -> list[tuple[int, int]]:
    """Every (excavators, mixers) adding up to `total` within the given limits."""
    return [(e, total - e) for e in range(total + 1) if e <= most_e and total - e <= most_m]


def _segments(state: State, seat: int) -> list[Option]:
    wheel = state.seats[seat].wheel
    return [(str(i), 0, 0) for i, s in enumerate(wheel.segments) if s.tile is not None]


def _half_back(state: State, seat: int) -> list[Option]:
    out: list[Option] = []
    for i, s in enumerate(state.seats[seat].wheel.segments):
        half = (s.excavators + s.mixers) // 2
        if half:
            out += [(str(i), e, m) for e, m in _splits(half, s.excavators, s.mixers)]
    return out


def _loan(state: State, price: int, budget: int) -> list[Option]:
    out: list[Option] = []
    for slot, work in external_works.open_works(state):
        if price * (work.excavators + work.mixers) <= budget:
            out += [(f"{slot}:{k}", 0, 0) for k in external_works.patent_choices(state, work)]
    return out


def options(state: State, seat: PlayerId, bid: str, budget: int) -> list[Option]:
    """Return the ways `seat` can carry out building `bid`'s action with `budget` credits."""
    b = game_data().leeghwater.building(bid)
    budget -= b.pay
    if budget < 0:
        return []
    action = b.action
    if action in _LISTED:
        return _LISTED[action](state, seat, b.amount, budget)
    return [("", 0, 0)] if _possible(state, seat, action) else []


def _possible(state: State, seat: PlayerId, action: str) -> bool:
    """Whether an action without choices can be carried out in full now."""
    if action == "drop_in_dam":
        return bool(dam_drops.dams_with_room(state, seat, neutral=True))
    if action == "production":
        return bool(production.legal(state, seat, "control"))
    if action == "fulfil_contract":
        return bool(state.seats[seat].contracts)
    return True  # energy, credits, energy for a contract: always possible


_LISTED: dict[str, Callable[[State, PlayerId, int, int], list[Option]]] = {
    "tile_back": lambda state, seat, _n, _budget: _segments(state, seat),
    "machinery_back": lambda state, seat, _n, _budget: _half_back(state, seat),
    "machinery": lambda _state, _seat, n, _budget: [("", e, m) for e, m in _splits(n)],
    "external_work_for_credits": lambda state, _seat, n, budget: _loan(state, n, budget),
}
"""Actions whose options are listed (a target or a split of machinery)."""


def carry_out(state: State, action: UseBuilding) -> None:
    """Pay the action's printed cost and do it (choices follow as decisions)."""
    seat = action.player
    b = game_data().leeghwater.building(action.building)
    p = state.seats[seat]
    p.credits -= b.pay
    who = (seat,)
    if b.action == "drop_in_dam":
        push_decision(state.pending, DamDropChoice(waiting=who, neutral=True))
    elif b.action == "production":
        push_decision(state.pending, ExtraProduction(waiting=who, source="control"))
    elif b.action == "fulfil_contract":
        push_decision(state.pending, HandContractChoice(waiting=who, max_energy=-1))
    elif b.action == "tile_back":
        seg = p.wheel.segments[int(action.target)]
        p.tiles.append(seg.tile or "")
        seg.tile = None
    elif b.action == "machinery_back":
        seg = p.wheel.segments[int(action.target)]
        seg.excavators -= action.excavators
        seg.mixers -= action.mixers
        p.excavators += action.excavators
        p.mixers += action.mixers
    elif b.action == "machinery":
        p.excavators += action.excavators
        p.mixers += action.mixers
    elif b.action == "external_work_for_credits":
        slot, patent = (int(x) for x in action.target.split(":"))
        work = external_works.open_works(state)
        cost = next(w.excavators + w.mixers for k, w in work if k == slot)
        p.credits -= b.amount * cost
        external_works.claim(state, seat, slot, patent)
    else:
        _energy_or_credits(state, seat, b.action, b.amount)


def _energy_or_credits(state: State, seat: PlayerId, action: str, amount: int) -> None:
    p = state.seats[seat]
    if action == "credits":
        p.credits += amount
    elif action == "energy":
        p.energy += amount
    else:  # energy_for_contract
        p.energy += amount
        contracts.offer(state, seat, amount)
