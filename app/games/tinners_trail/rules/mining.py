"""Mining ore (seed 002 「鉱石の採掘」, 1 work point).

In a region with one of your mines, take up to its capacity in tin and copper cubes, in any mix:
capacity 2, +1 for each miner, port and rail on the region. Each cube costs £1 per water cube
in the region. Then exactly one water cube is added, however many cubes were taken. The ore
is sold in phase 3. "Up to" the capacity includes none (RULES.md, issue 33): a mining action may
take no cube at all, and its water cube is added all the same.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.tinners_trail.data.data import game_data
from app.games.tinners_trail.model import note
from app.games.tinners_trail.rules.edit import add_at, log, update_seat
from app.games.tinners_trail.rules.worktrack import spend

if TYPE_CHECKING:
    from app.games.tinners_trail.actions import MineOre
    from app.games.tinners_trail.model import State

__all__ = [
    "CAPACITY_STEP",
    "MINING_COST",
    "WATER_ADDED",
    "WATER_COST",
    "capacity",
    "choices",
    "on_mine",
]

MINING_COST = int(game_data().costs["mining"])
"""Work points of a mining action (developments.json)."""
CAPACITY_STEP = 1
"""Capacity each miner, port and rail on a region adds (seed 002 「採掘能力」)."""
WATER_COST = 1
"""£ each ore cube costs per water cube in its region (seed 002)."""
WATER_ADDED = 1
"""Water cubes added to the region after each mining action, whatever was taken (seed 002)."""


def capacity(state: State, region: int) -> int:
    """Cubes one mining action may take: 2 + miner + port + rail."""
    base = int(game_data().setup["mining_capacity"])
    return base + CAPACITY_STEP * (state.miner[region] + state.port[region] + state.rail[region])


def choices(state: State, player: int, region: int) -> list[tuple[int, int]]:
    """Every (tin, copper) `player` may mine in `region` (capacity, cubes there, money).

    (0, 0) is always among them: seed 002 「採掘能力に等しい数までの鉱石駒」 sets no least number.
    """
    if state.mine[region] != player:
        return []
    cap, water = capacity(state, region), state.water[region]
    money = state.seats[player].money
    out = []
    for tin in range(min(cap, state.tin[region]) + 1):
        for copper in range(min(cap - tin, state.copper[region]) + 1):
            if WATER_COST * water * (tin + copper) <= money:
                out.append((tin, copper))
    return out


def on_mine(draft: State, action: MineOre) -> None:
    """Take the cubes, pay for the water, add one water cube."""
    draft.pending[-1].waiting = ()
    player, region = action.player, action.region
    n = action.tin + action.copper
    cost = WATER_COST * draft.water[region] * n
    seat = draft.seats[player]
    update_seat(
        draft,
        player,
        money=seat.money - cost,
        tin=seat.tin + action.tin,
        copper=seat.copper + action.copper,
    )
    add_at(draft, "tin", region, -action.tin)
    add_at(draft, "copper", region, -action.copper)
    add_at(draft, "water", region, WATER_ADDED)
    spend(draft, player, MINING_COST)
    where = {"region": f"region:{region}"}
    if cost:
        log(
            draft,
            note(
                "water_cost",
                player,
                names=where,
                money=cost,
                water=draft.water[region] - WATER_ADDED,
                n=n,
            ),
        )
    log(draft, note("water_added", names=where))
