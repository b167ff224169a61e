"""End of the game and final scoring (seed 000 "ゲーム終了と最終得点", "目的タイルの条件一覧").

After round 5's water flow and scoring: the objective tile ranks the players by its count and
pays 15/10/5 VP; tied players share the VP of the places they take, rounded up. Then 1 VP per 5
credits + excavators + mixers in supply (the wheel does not count) and 1 VP per drop held in
own dams. The most VP wins; a tie goes to the most energy produced in the last round.

Objective counts (RULES.md decision 4): tiles 3, 4 and 6 count "自色建物", every structure
piece on the map: a dam is its base plus each elevation (seed 000 lists the pieces as bases 5,
elevations 5, conduits 5, powerhouses 4, and tile 6's "最大5" needs elevations to be reachable),
a conduit counts in the basin it starts from, a powerhouse where it stands. Tiles 1 and 2 name
"ダム基礎" (bases) and count a dam once.
"""

from __future__ import annotations

import math
from collections import Counter
from typing import TYPE_CHECKING

from app.engine.game import Outcome, PlayerId, ScoreLine, winners_of
from app.engine.text import TextList
from app.games.barrage.data.data import game_data, geometry
from app.games.barrage.rules import notes, private_buildings
from app.games.barrage.rules.bookkeeping import entry
from app.games.barrage.rules.rewards import add_vp
from app.games.barrage.texts import count

if TYPE_CHECKING:
    from collections.abc import Sequence

    from app.games.barrage.model import State

__all__ = [
    "RESOURCES_PER_VP",
    "RESOURCES_VP",
    "WATER_VP_PER_DROP",
    "final_scoring",
    "objective_count",
    "objective_vp",
    "outcome_of",
    "structures_by_basin",
]

RESOURCES_PER_VP = 5
"""Seed 000 ゲーム終了: every 5 credits and machinery left in the supply score 1 VP."""
RESOURCES_VP = 1
"""VP for each full `RESOURCES_PER_VP` left over."""
WATER_VP_PER_DROP = 1
"""Seed 000 ゲーム終了: VP per drop in the seat's own dams."""
LOWER_PLAINS = (11, 12)
"""Seed 000 objective 6: the two lower-plain basins do not count."""


def structures_by_basin(state: State, seat: int) -> Counter[int]:
    """Return the seat's structure pieces per basin (base + elevations, conduits, powerhouses)."""
    geo = geometry()
    out: Counter[int] = Counter()
    for i, d in enumerate(state.dams):
        if d.owner == seat:
            out[geo.dam_basin[i]] += d.level  # the base and each elevation are pieces
    for i, owner in enumerate(state.conduits):
        if owner == seat:
            out[geo.conduit_basin[i]] += 1
    for i, owner in enumerate(state.powerhouses):
        if owner == seat:
            out[geo.powerhouse_basin[i]] += 1
    return out


def _linked_dams(state: State, seat: int) -> int:
    geo = geometry()
    own_ph_basins = {geo.powerhouse_basin[i] for i, o in enumerate(state.powerhouses) if o == seat}
    count = 0
    for i, d in enumerate(state.dams):
        if d.owner != seat:
            continue
        conduits = geo.conduits_of[geo.dam_basin[i]]
        if any(
            state.conduits[c] == seat and geo.conduits[c].to_basin in own_ph_basins
            for c in conduits
        ):
            count += 1
    return count


def objective_count(state: State, seat: int, objective: str) -> int:
    """Return what the objective tile counts for a seat."""
    geo = geometry()
    if objective == "red_spaces":
        dams = sum(1 for i, d in enumerate(state.dams) if d.owner == seat and geo.dams[i].red)
        phs = sum(
            1 for i, o in enumerate(state.powerhouses) if o == seat and geo.powerhouses[i].red
        )
        return dams + phs
    if objective == "linked_dams":
        return _linked_dams(state, seat)
    per_basin = structures_by_basin(state, seat)
    if objective in ("most_area", "fewest_area"):
        by_area = {
            area: sum(per_basin[b] for b in basins) for area, basins in geo.data.areas.items()
        }
        return max(by_area.values()) if objective == "most_area" else min(by_area.values())
    if objective == "basins_with_1":
        return sum(1 for n in per_basin.values() if n >= 1)
    if objective == "basins_with_3":
        return sum(1 for b, n in per_basin.items() if n >= 3 and b not in LOWER_PLAINS)
    msg = f"unknown objective {objective}"
    raise ValueError(msg)


def objective_vp(counts: Sequence[int]) -> list[int]:
    """Return each seat's objective VP: 15/10/5 by rank, ties share their places rounded up."""
    places = game_data().objectives.vp_by_rank
    out = [0] * len(counts)
    taken = 0
    for level in sorted(set(counts), reverse=True):
        tied = [i for i, c in enumerate(counts) if c == level]
        pool = sum(places[taken : taken + len(tied)])
        for i in tied:
            out[i] = math.ceil(pool / len(tied))
        taken += len(tied)
    return out


def final_scoring(state: State) -> None:
    """Add the end-of-game VP: objective, leftover resources, water in own dams."""
    counts = [objective_count(state, s, state.objective) for s in range(state.players)]
    for seat, vp in enumerate(objective_vp(counts)):
        with entry():
            notes.objective(seat, state.objective, counts[seat], vp)
            add_vp(state, seat, "objective", vp)
    for seat, p in enumerate(state.seats):
        left = (p.credits + p.excavators + p.mixers) // RESOURCES_PER_VP * RESOURCES_VP
        what = TextList(
            (
                count("credits", p.credits),
                count("excavators", p.excavators),
                count("mixers", p.mixers),
            )
        )
        with entry():
            notes.final(seat, "resources", left, what)
            add_vp(state, seat, "resources", left)
        drops = sum(d.drops for d in state.dams if d.owner == seat)
        with entry():
            notes.final(seat, "water", drops * WATER_VP_PER_DROP, count("drops", drops))
            add_vp(state, seat, "water", drops * WATER_VP_PER_DROP)
    if state.lwp is not None:
        private_buildings.final_vp(state)


def outcome_of(state: State) -> Outcome:
    """Return the result of a finished game (tie-break: energy of the last round)."""
    scores = tuple(p.vp for p in state.seats)
    winners = winners_of(scores, tuple(p.last_energy for p in state.seats))
    breakdown = tuple(
        tuple(ScoreLine(source=k, points=v) for k, v in p.vp_sources.items()) for p in state.seats
    )
    return Outcome(scores=scores, winners=tuple(PlayerId(w) for w in winners), breakdown=breakdown)
