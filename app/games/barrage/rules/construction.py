"""Construction (seed 000 "アクション：建設", "必要な重機コマ", "ホイールの使用"; seed 004).

Engineers go on the company board's construction spaces left to right (1, 2, 3, 3 + 3 credits).
A technology tile for the structure (or a joker) and its machinery go into the open wheel
segment and the wheel turns one step. Costs: a base 5/4/3 excavators in mountains/hills/plains,
an elevation 4/3/2 mixers, a conduit 2 excavators per production point, a powerhouse 2/3/4/5
mixers for the 1st..4th. A base or powerhouse on a red space costs 3 credits more. One own base
and one own powerhouse per basin; elevations only on own bases, at most 2. The piece comes from
the left of its row: an income uncovered is gained at once (and in every income phase).

Officers: Wilhelm Adler pays 3 excavators for any base; Jill McDowell may pay a conduit with 1
mixer per production point; Solomon P. Jordan may replace any machinery by 3 credits each.
Anton Krylov's tile copies a tile lying on his wheel. Advanced tiles: see `rules.advanced`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from app.engine.text import TextList
from app.games.barrage.actions import Construct, trusted
from app.games.barrage.data.data import game_data, geometry
from app.games.barrage.data.ids import ANTON_TILE
from app.games.barrage.rules import wheel
from app.games.barrage.rules.board import has_officer_ability
from app.games.barrage.rules.structures import candidate_spaces, pieces_left, place_structure
from app.games.barrage.texts import count, map_space, structure, t, tile_phrase

if TYPE_CHECKING:
    from app.engine.game import PlayerId
    from app.engine.text import Text
    from app.games.barrage.data.components import ConstructionSpace, Structure
    from app.games.barrage.model import PlayerState, State

__all__ = [
    "ANTON_TILE",
    "TileInfo",
    "can_build_without_engineers",
    "construct_reason",
    "legal",
    "next_slot",
    "on_construct",
    "tile_info",
]

SOLOMON_PRICE = 3
"""Solomon P. Jordan: credits per machinery replaced."""
STRUCTURES: tuple[Structure, ...] = ("base", "elevation", "conduit", "powerhouse")


@dataclass(frozen=True)
class TileInfo:
    """What a technology tile builds and does."""

    builds: tuple[Structure, ...]
    """Structures it may build."""
    effect: str | None
    """Advanced effect id, None for a basic tile."""
    no_engineers: bool
    """Builds without engineers (level I powerhouse, level III base)."""


@cache
def _tiles() -> dict[str, TileInfo]:
    tech = game_data().technology
    out = {b.id: TileInfo(b.builds, None, no_engineers=False) for b in tech.basic}
    for a in tech.advanced:
        if a.expansion is None:
            builds = STRUCTURES if a.structure == "joker" else (a.structure,)
            out[a.id] = TileInfo(builds, a.effect, a.no_engineers)  # type: ignore[arg-type]
    return out


def tile_info(tile: str, copy: str | None = None) -> TileInfo:
    """Return what `tile` (or Anton's tile copying `copy`) builds and does."""
    return _tiles()[copy if tile == ANTON_TILE and copy else tile]


def _usable_tiles(p: PlayerState) -> list[tuple[str, str | None]]:
    out: list[tuple[str, str | None]] = []
    known = _tiles()
    for tile in sorted(set(p.tiles)):
        if tile != ANTON_TILE:
            if tile in known:  # Leeghwater: building and Leslie's tiles build no structure
                out.append((tile, None))
            continue
        on_wheel = {s.tile for s in p.wheel.segments if s.tile in known}
        out += [(tile, c) for c in sorted(on_wheel)]
    return out


def next_slot(p: PlayerState) -> ConstructionSpace | None:
    """Return the next free construction space of the company board, or None."""
    spaces = game_data().companies.construction_spaces
    return spaces[p.constructions] if p.constructions < len(spaces) else None


@dataclass(frozen=True)
class _Seat:
    """What every space's construction needs from the seat, computed once per listing."""

    base_three: bool
    """Wilhelm Adler: any base costs 3 excavators."""
    jill: bool
    """Jill McDowell: a conduit may be paid with 1 mixer per production point."""
    solomon: bool
    """Solomon P. Jordan: any machinery may be replaced by 3 credits."""
    powerhouses: int
    """Powerhouses the seat has built (the next one's cost)."""


def _seat_facts(state: State, seat: int) -> _Seat:
    return _Seat(
        base_three=has_officer_ability(state, seat, "base_costs_three"),
        jill=has_officer_ability(state, seat, "conduit_with_mixers"),
        solomon=has_officer_ability(state, seat, "machinery_for_credits"),
        powerhouses=sum(1 for o in state.powerhouses if o == seat),
    )


def _machinery(
    facts: _Seat, structure: Structure, idx: int, effect: str | None
) -> list[tuple[int, int]]:
    """Return the (excavators, mixers) requirements a construction may be paid with."""
    geo, costs = geometry(), game_data().construction.costs
    if effect == "no_engineers_no_machinery":
        return [(0, 0)]
    if structure == "base":
        area = geo.area_of(geo.dam_basin[idx])
        by_area = costs["base"].by_area or {}
        n = 3 if facts.base_three else by_area[area]
        return [(n, 0)]
    if structure == "elevation":
        return [(0, (costs["elevation"].by_area or {})[geo.area_of(geo.dam_basin[idx])])]
    if structure == "conduit":
        prod = geo.conduits[idx].production
        n = (costs["conduit"].per_production or 0) * prod
        if effect == "conduit_cap_five":
            n = min(n, 5)
        out = [(n, 0)]
        if facts.jill:
            out.append((0, prod))
        return out
    return [(0, (costs["powerhouse"].by_number_built or ())[facts.powerhouses])]


def _payments(
    reqs: list[tuple[int, int]], effect: str | None, *, solomon: bool
) -> list[tuple[int, int, int]]:
    """Return every (excavators, mixers, machineries paid in credits) way to pay."""
    out: set[tuple[int, int, int]] = set()
    for e, m in reqs:
        total = e + m
        splits = (
            [(x, total - x) for x in range(total + 1)] if effect == "swap_machinery" else [(e, m)]
        )
        for x, y in splits:
            if not solomon:
                out.add((x, y, 0))
                continue
            out.update((x - a, y - b, a + b) for a in range(x + 1) for b in range(y + 1))
    return sorted(out)


def _surcharge(structure: Structure, idx: int, effect: str | None) -> int:
    if structure not in ("base", "powerhouse") or effect == "no_red_surcharge":
        return 0
    geo = geometry()
    return (geo.dams[idx] if structure == "base" else geo.powerhouses[idx]).surcharge


def _slot_cost(p: PlayerState, info: TileInfo) -> int | None:
    """Return the credits of the construction space to use, or None if none is usable."""
    if info.no_engineers:
        return 0
    slot = next_slot(p)
    if slot is None or p.engineers < slot.engineers:
        return None
    return slot.space_cost


def legal(
    state: State,
    seat: PlayerId,
    *,
    tile: str | None = None,
    structure: str | None = None,
    space: str | None = None,
    no_engineers_only: bool = False,
) -> list[Construct]:
    """Return every construction `seat` can carry out in full (optionally filtered)."""
    p = state.seats[seat]
    out: list[Construct] = []
    facts: _Seat | None = None
    spaces: dict[Structure, list[tuple[int, str]]] = {}
    for tile_id, copy in _usable_tiles(p):
        if tile is not None and tile_id != tile:
            continue
        info = tile_info(tile_id, copy)
        slot_cost = _slot_cost(p, info)
        if slot_cost is None or (no_engineers_only and not info.no_engineers):
            continue
        for st in info.builds:
            if (structure is None or st == structure) and pieces_left(state, seat, st) > 0:
                if facts is None:
                    facts = _seat_facts(state, seat)
                if st not in spaces:
                    spaces[st] = candidate_spaces(state, seat, st)
                out += _at_spaces(
                    p,
                    seat,
                    (tile_id, copy, st),
                    slot_cost,
                    facts=facts,
                    spaces=spaces[st],
                    only=space,
                )
    return out


def _at_spaces(  # noqa: PLR0913 (the per-listing facts are passed in, not recomputed)
    p: PlayerState,
    seat: PlayerId,
    what: tuple[str, str | None, Structure],
    slot_cost: int,
    *,
    facts: _Seat,
    spaces: list[tuple[int, str]],
    only: str | None,
) -> list[Construct]:
    """Return the constructions of `what` (tile, copied tile, structure) on each space."""
    excavators, mixers, credits = p.excavators, p.mixers, p.credits
    tile, copy, structure = what
    out = []
    table = _table(what, facts)
    for idx, sid in spaces:
        if only is not None and sid != only:
            continue
        options = table.get(idx)
        if options is None:
            options = table[idx] = _options(what, idx, facts)
        for e, m, cost, k in options:
            if e <= excavators and m <= mixers and slot_cost + cost <= credits:
                out.append(_construct(seat, tile, copy, structure, sid, (e, m, k)))
    return out


@cache
def _table(
    what: tuple[str, str | None, Structure], facts: _Seat
) -> dict[int, tuple[tuple[int, int, int, int], ...]]:
    """The `_options` of `what` by space index, filled as spaces come up (kept here)."""
    return {}


def _options(
    what: tuple[str, str | None, Structure], idx: int, facts: _Seat
) -> tuple[tuple[int, int, int, int], ...]:
    """Every way to pay for `what` on one space: (excavators, mixers, credits, replaced).

    Credits are the red surcharge plus Solomon's replaced machinery (not the construction
    space). Depends only on its arguments, so `_table` keeps it.
    """
    tile, copy, structure = what
    effect = tile_info(tile, copy).effect
    fixed = _surcharge(structure, idx, effect)
    reqs = _machinery(facts, structure, idx, effect)
    return tuple(
        (e, m, fixed + SOLOMON_PRICE * k, k)
        for e, m, k in _payments(reqs, effect, solomon=facts.solomon)
    )


@cache
def _construct(
    seat: PlayerId,
    tile: str,
    copy: str | None,
    structure: Structure,
    sid: str,
    paid: tuple[int, int, int],
) -> Construct:
    """One construction, built once and shared (actions are frozen)."""
    e, m, k = paid
    return trusted(
        Construct,
        player=seat,
        tile=tile,
        copies=copy,
        structure=structure,
        space=sid,
        excavators=e,
        mixers=m,
        credits_for_machinery=k,
    )


def construct_reason(state: State, action: Construct) -> Text:
    """Return a readable reason why `action` (not in `legal`) cannot be done."""
    p = state.seats[action.player]
    what = structure(action.structure)
    if action.tile not in p.tiles:
        return t("reason.tile_not_in_supply", tile=tile_phrase(action.tile, action.copies))
    # Any tile of the game may be named (`data.ids.TILE`); the building tile, Leslie Spencer's
    # and the expansion's building tiles build no structure, nor does Anton's copying one.
    info = _tiles().get(
        action.copies if action.tile == ANTON_TILE and action.copies else action.tile
    )
    if info is None or action.structure not in info.builds:
        return t(
            "reason.tile_cannot_build", tile=tile_phrase(action.tile, action.copies), structure=what
        )
    if pieces_left(state, action.player, action.structure) <= 0:
        return t("reason.no_piece", structure=what)
    if _slot_cost(p, info) is None:
        return t("reason.no_construction_space")
    spaces = {sid: idx for idx, sid in candidate_spaces(state, action.player, action.structure)}
    if action.space not in spaces:
        return t("reason.cannot_build_on", structure=what, space=map_space(action.space))
    return _pay_reason(state, action, info, spaces[action.space])


def _pay_reason(state: State, action: Construct, info: TileInfo, idx: int) -> Text:
    """What the cheapest way to pay this construction needs, against what the seat has."""
    p = state.seats[action.player]
    slot = _slot_cost(p, info) or 0
    what = (action.tile, action.copies, action.structure)
    options = _options(what, idx, _seat_facts(state, action.player))
    if not options:
        return t("reason.cannot_pay")
    have = (p.excavators, p.mixers, p.credits)

    def short(o: tuple[int, int, int, int]) -> int:
        return sum(max(0, n - h) for n, h in zip((o[0], o[1], slot + o[2]), have, strict=True))

    cheapest = min(options, key=short)
    if short(cheapest) == 0:
        return t("reason.cannot_pay")  # affordable, but not with the payment the action names
    e, m, credits, _ = cheapest
    names = ("excavators", "mixers", "credits")
    need = [count(n, k) for n, k in zip(names, (e, m, slot + credits), strict=True) if k]
    mine = [count(n, k) for n, k, w in zip(names, have, (e, m, slot + credits), strict=True) if w]
    if not need:
        return t("reason.cannot_pay")
    return t("reason.cannot_pay_needs", need=TextList(tuple(need)), have=TextList(tuple(mine)))


def can_build_without_engineers(state: State, seat: PlayerId) -> bool:
    """Return True if `seat` has a no-engineer tile it can use now."""
    return bool(legal(state, seat, no_engineers_only=True))


def on_construct(state: State, action: Construct) -> int:
    """Carry out a legal construction; return the index of the space built on."""
    p = state.seats[action.player]
    info = tile_info(action.tile, action.copies)
    if not info.no_engineers:
        slot = next_slot(p)
        assert slot is not None
        p.engineers -= slot.engineers
        p.credits -= slot.space_cost
        p.constructions += 1
    idx = _index(action.structure, action.space)
    p.credits -= _surcharge(action.structure, idx, info.effect)
    p.credits -= SOLOMON_PRICE * action.credits_for_machinery
    wheel.load_and_turn(p, action.tile, action.excavators, action.mixers, seat=action.player)
    place_structure(state, action.player, action.structure, idx)
    return idx


def _index(structure: Structure, space: str) -> int:
    geo = geometry()
    if structure in ("base", "elevation"):
        return geo.dam_index[space]
    return geo.conduit_index[space] if structure == "conduit" else geo.powerhouse_index[space]
