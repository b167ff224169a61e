"""A straightforward reference of Barrage's turn legality, for comparison tests.

The listing as it was before the engine computed each seat's facts once per listing and shared
its action objects (issue 12): every space asks `placement_reason`, every construction space
recomputes the officer abilities, machinery and payments, and every action is built anew. Slow
and plain on purpose; the engine's lists must equal these item for item, in the same order.
"""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement
from typing import TYPE_CHECKING

from app.games.barrage.actions import (
    BankCredits,
    BuyMachinery,
    BuyPatent,
    Construct,
    ManageWater,
    Pass,
    Produce,
    TakeContracts,
    TurnWheel,
)
from app.games.barrage.data.data import game_data, geometry
from app.games.barrage.rules import officers
from app.games.barrage.rules.board import has_officer_ability, production_bonus
from app.games.barrage.rules.construction import (
    ANTON_TILE,
    SOLOMON_PRICE,
    next_slot,
    tile_info,
)
from app.games.barrage.rules.contracts import face_up, hand_limit
from app.games.barrage.rules.placement import placement_reason, space_in_play
from app.games.barrage.rules.production import systems
from app.games.barrage.rules.structures import candidate_spaces, pieces_left

if TYPE_CHECKING:
    from typing import Any

    from app.engine.game import PlayerId
    from app.games.barrage.model import State, Turn

__all__ = ["production_legal", "turn_legal"]


def turn_legal(state: State, seat: PlayerId, turn: Turn) -> list[Any]:
    """Every action of a turn: management, production, construction, Sekibo's copy, pass."""
    out: list[Any] = []
    out += _management(state, seat)
    out += production_legal(state, seat)
    out += _construction(state, seat)
    out += officers.legal(state, seat, turn)
    if state.seats[seat].engineers == 0:
        out.append(Pass(player=seat))
    return out


def _management(state: State, seat: PlayerId) -> list[Any]:
    out: list[Any] = []
    sections = ("water", "bank", "workshop", "contract", "machinery", "patent")
    for space in game_data().board.spaces:
        if not space_in_play(state, space) or space.section not in sections:
            continue
        if space.section == "bank":
            engineers = state.seats[seat].engineers
            out += [BankCredits(player=seat, engineers=n) for n in range(1, engineers + 1)]
        elif placement_reason(state, seat, space) is None:
            out += _options(state, seat, space)
    return out


def _options(state: State, seat: PlayerId, space: Any) -> list[Any]:
    if space.section == "water":
        ids = [h.id for h in geometry().data.headstreams]
        return [
            ManageWater(player=seat, space=space.uid, headstreams=combo)
            for combo in combinations_with_replacement(ids, space.drops)
        ]
    if space.section == "workshop":
        return [TurnWheel(player=seat, space=space.uid)]
    if space.section == "machinery":
        sets = [(space.excavators, space.mixers)]
        if space.either:
            sets = [(space.either, 0), (0, space.either)]
        return [BuyMachinery(player=seat, space=space.uid, excavators=e, mixers=m) for e, m in sets]
    if space.section == "contract":
        out = []
        hand = state.seats[seat].contracts
        for taken in combinations(face_up(state), space.take):
            new_hand = sorted([*hand, *taken])
            over = max(0, len(new_hand) - hand_limit())
            out += [
                TakeContracts(player=seat, space=space.uid, contracts=taken, discard=discard)
                for discard in combinations(new_hand, over)
            ]
        return out
    if space.section == "patent" and state.patent_display[space.slot - 1] is not None:
        return [BuyPatent(player=seat, space=space.uid)]
    return []


def production_legal(state: State, seat: PlayerId, source: str = "turbine") -> list[Any]:
    """Every production of `seat` (turbine station, or Germany's / the bonus tile's)."""
    geo = geometry()
    triples = systems(state, seat)
    if not triples:
        return []
    spaces: list[Any] = [None]
    if source == "turbine":
        spaces = [
            s
            for s in game_data().board.spaces
            if s.section == "turbine"
            and space_in_play(state, s)
            and placement_reason(state, seat, s) is None
        ]
    p = state.seats[seat]
    out = []
    for s in spaces:
        cost = s.space_cost if s is not None else 0
        modifier = None if source == "germany" else (s.modifier if s is not None else 2)
        for d, c, ph in triples:
            own = state.conduits[c] == seat
            for drops in range(1, state.dams[d].drops + 1):
                if not own and p.credits < cost + drops:
                    break
                energy = geo.conduits[c].production * drops
                if modifier is not None:
                    if has_officer_ability(state, seat, "production_minimum_four"):
                        energy = max(energy, 4)
                    energy += modifier + production_bonus(state, seat)
                if energy < 1:
                    continue
                out.append(
                    Produce(
                        player=seat,
                        space=s.uid if s is not None else "",
                        dam=geo.dams[d].id,
                        conduit=geo.conduits[c].id,
                        powerhouse=geo.powerhouses[ph].id,
                        drops=drops,
                    )
                )
    return out


def _usable_tiles(state: State, seat: int) -> list[tuple[str, str | None]]:
    p = state.seats[seat]
    out: list[tuple[str, str | None]] = []
    for tile in sorted(set(p.tiles)):
        if tile != ANTON_TILE:
            out.append((tile, None))
            continue
        on_wheel = {s.tile for s in p.wheel.segments if s.tile and s.tile != ANTON_TILE}
        out += [(tile, c) for c in sorted(on_wheel)]
    return out


def _construction(state: State, seat: PlayerId) -> list[Any]:
    p = state.seats[seat]
    out: list[Any] = []
    for tile, copy in _usable_tiles(state, seat):
        info = tile_info(tile, copy)
        slot_cost = 0
        if not info.no_engineers:
            slot = next_slot(p)
            if slot is None or p.engineers < slot.engineers:
                continue
            slot_cost = slot.space_cost
        for structure in info.builds:
            if pieces_left(state, seat, structure) <= 0:
                continue
            for idx, sid in candidate_spaces(state, seat, structure):
                fixed = slot_cost + _surcharge(structure, idx, info.effect)
                for e, m, k in _payments(state, seat, structure, idx, info.effect):
                    if (
                        e <= p.excavators
                        and m <= p.mixers
                        and fixed + SOLOMON_PRICE * k <= p.credits
                    ):
                        out.append(
                            Construct(
                                player=seat,
                                tile=tile,
                                copies=copy,
                                structure=structure,
                                space=sid,
                                excavators=e,
                                mixers=m,
                                credits_for_machinery=k,
                            )
                        )
    return out


def _surcharge(structure: str, idx: int, effect: str | None) -> int:
    if structure not in ("base", "powerhouse") or effect == "no_red_surcharge":
        return 0
    geo = geometry()
    return (geo.dams[idx] if structure == "base" else geo.powerhouses[idx]).surcharge


def _requirements(
    state: State, seat: int, structure: str, idx: int, effect: str | None
) -> list[tuple[int, int]]:
    geo, costs = geometry(), game_data().construction.costs
    if effect == "no_engineers_no_machinery":
        return [(0, 0)]
    if structure == "base":
        area = geo.area_of(geo.dam_basin[idx])
        n = 3 if has_officer_ability(state, seat, "base_costs_three") else 0
        return [(n or (costs["base"].by_area or {})[area], 0)]
    if structure == "elevation":
        return [(0, (costs["elevation"].by_area or {})[geo.area_of(geo.dam_basin[idx])])]
    if structure == "conduit":
        prod = geo.conduits[idx].production
        n = (costs["conduit"].per_production or 0) * prod
        if effect == "conduit_cap_five":
            n = min(n, 5)
        if has_officer_ability(state, seat, "conduit_with_mixers"):
            return [(n, 0), (0, prod)]
        return [(n, 0)]
    built = sum(1 for o in state.powerhouses if o == seat)
    return [(0, (costs["powerhouse"].by_number_built or ())[built])]


def _payments(
    state: State, seat: int, structure: str, idx: int, effect: str | None
) -> list[tuple[int, int, int]]:
    solomon = has_officer_ability(state, seat, "machinery_for_credits")
    out: set[tuple[int, int, int]] = set()
    for e, m in _requirements(state, seat, structure, idx, effect):
        total = e + m
        splits = (
            [(x, total - x) for x in range(total + 1)] if effect == "swap_machinery" else [(e, m)]
        )
        for x, y in splits:
            if solomon:
                out.update((x - a, y - b, a + b) for a in range(x + 1) for b in range(y + 1))
            else:
                out.add((x, y, 0))
    return sorted(out)
