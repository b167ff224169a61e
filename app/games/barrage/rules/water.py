"""Water (seed 000 "水流フェイズ", "アクション：水源", "アクション：発電"; seed 004 Phase 3).

Drops move one at a time along the river graph. Entering a basin, a drop first passes the
basin's powerhouse spaces, then meets its dams in order (upstream U, then L): it stops in the
first dam with room, otherwise flows on to the next basin downstream; a drop leaving the bottom
of the map is removed. A dam holds as many drops as its level (base 1, +1 per elevation, at
most 3); Graziano Del Monte's level-3 dams hold 4 (reference §6). Water used for a production
re-enters the river at the powerhouse's basin and meets that basin's dams next.

USA (seed 000 企業ボード 1): once its ability is on, every drop that passes one of its
powerhouses by natural flow advances its energy by 1; the passage caused by a production (the
drop arriving at the powerhouse used) does not count.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.barrage.data.data import geometry
from app.games.barrage.model import NEUTRAL, NOBODY
from app.games.barrage.rules import notes, trace
from app.games.barrage.rules.board import ability_active, company_of, has_officer_ability
from app.games.barrage.rules.bookkeeping import entry
from app.games.barrage.rules.droppath import DropPath

if TYPE_CHECKING:
    from collections.abc import Sequence

    from app.games.barrage.model import State

__all__ = [
    "DropPath",
    "add_drops",
    "capacity",
    "drops_in_play",
    "flow_all",
    "flow_from_basin",
    "flow_from_headstream",
    "flow_now",
    "flow_now_each",
    "release",
    "room",
]

GRAZIANO_LEVEL = 3
"""Graziano Del Monte: dams of this level hold one drop more (reference §6)."""


def capacity(state: State, dam: int) -> int:
    """Return how many drops a dam space holds (0 with no dam)."""
    d = state.dams[dam]
    if d.owner == NOBODY:
        return 0
    if (
        d.owner != NEUTRAL
        and d.level == GRAZIANO_LEVEL
        and has_officer_ability(state, d.owner, "level3_holds_four")
    ):
        return d.level + 1
    return d.level


def room(state: State, dam: int) -> int:
    """Return how many more drops a dam space can take."""
    return capacity(state, dam) - state.dams[dam].drops


def _usa_energy(state: State, basin: int) -> None:
    geo = geometry()
    owners = {state.powerhouses[i] for i in geo.powerhouses_of[basin]} - {NOBODY}
    for seat in sorted(owners):
        if company_of(state, seat).ability == "usa_natural_flow" and ability_active(state, seat):
            with entry():
                state.seats[seat].energy += 1
                notes.usa_energy(seat, basin)


def flow_from_basin(state: State, basin: int, *, after_production: bool = False) -> DropPath:
    """Let one drop enter `basin` from upstream and flow until it stops or leaves the map.

    Args:
        state: The draft state (mutated).
        basin: Basin the drop enters.
        after_production: The drop comes out of a powerhouse of `basin`: it does not pass
            that basin's powerhouses again.
    """
    geo = geometry()
    passed: list[int] = []
    current: int | None = basin
    while current is not None:
        if geo.powerhouses_of[current] and not (after_production and current == basin):
            passed.append(current)
            _usa_energy(state, current)
        for dam in geo.dams_of[current]:
            if room(state, dam) > 0:
                state.dams[dam].drops += 1
                return DropPath(passed=tuple(passed), dam=dam, exit=None)
        last = geo.basin[current]
        current = last.downstream
    state.drops_exited += 1
    return DropPath(passed=tuple(passed), dam=None, exit=last.exit)


def add_drops(state: State, slot: int, count: int) -> None:
    """Put `count` drops from the supply on a headstream slot (they wait for the flow)."""
    state.headstream_drops[slot] += count
    state.drops_added += count
    for _ in range(count):
        trace.moved(None, f"head:{slot}")


def _place_of(path: DropPath) -> str:
    return trace.EXIT if path.dam is None else f"dam:{path.dam}"


def flow_from_headstream(state: State, slot: int) -> DropPath:
    """Let one drop waiting on a headstream slot flow down."""
    if state.headstream_drops[slot] <= 0:
        msg = f"no drop waits on headstream {geometry().data.headstreams[slot].id}"
        raise ValueError(msg)
    state.headstream_drops[slot] -= 1
    basin = geometry().data.headstreams[slot].basin
    path = flow_from_basin(state, basin)
    trace.moved(f"head:{slot}", _place_of(path), basin)
    return path


def flow_now(state: State, slot: int) -> DropPath:
    """Seed 000 水源 2: put one drop on a headstream and let it flow at once."""
    add_drops(state, slot, 1)
    return flow_from_headstream(state, slot)


def flow_now_each(state: State, slots: Sequence[int]) -> None:
    """Seed 000 水源 2: `flow_now` for each slot in turn; drops that leave the map say so.

    A drop stopping in a dam shows as that dam's water on the action's line; one that passes
    every dam changes no number, so its own line tells where it went (issue: two drops put,
    one accounted).
    """
    gone: dict[int, list[DropPath]] = {}
    for slot in slots:
        path = flow_now(state, slot)
        if path.dam is None:
            gone.setdefault(slot, []).append(path)
    for slot, paths in gone.items():
        notes.flows(state, slot, paths)


def flow_all(state: State) -> list[DropPath]:
    """Water flow phase: every waiting drop flows, one at a time, headstreams left to right.

    The end result does not depend on the order: each basin keeps min(inflow, room).
    """
    paths: list[DropPath] = []
    for slot in range(len(state.headstream_drops)):
        mine = []
        with entry():
            while state.headstream_drops[slot] > 0:
                mine.append(flow_from_headstream(state, slot))
            notes.flows(state, slot, mine)
        paths += mine
    return paths


def release(
    state: State, dam: int, drops: int, powerhouse_basin: int, conduit: int | None = None
) -> list[DropPath]:
    """Production: move `drops` from a dam through a conduit to a powerhouse, then downstream.

    `conduit` (its index) is only for the animation's trace.
    """
    if not 0 < drops <= state.dams[dam].drops:
        msg = f"dam {geometry().dams[dam].id} does not hold {drops} drop(s)"
        raise ValueError(msg)
    state.dams[dam].drops -= drops
    paths = [flow_from_basin(state, powerhouse_basin, after_production=True) for _ in range(drops)]
    for path in paths:
        trace.moved(f"dam:{dam}", _place_of(path), powerhouse_basin, conduit)
    return paths


def drops_in_play(state: State) -> int:
    """Return the drops on the map: held in dams plus waiting on headstreams."""
    return sum(d.drops for d in state.dams) + sum(state.headstream_drops)
