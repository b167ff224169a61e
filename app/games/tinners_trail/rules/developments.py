"""Developments (seed 002 「開発アクション」): miner, port, rail, adit, steam pumps.

A development is taken from the current round's column of the development board (steam pumps:
from that column or any column to its left) and may go on any region, with or without a mine.
At most one miner, one port and one rail per region and one adit per border; pieces never
move. Water is removed from a region with a mine; on a region without one a drainage token is
placed instead.

- Miner (1 work point): +1 capacity.
- Port (2): coastal regions only; 1 water; +1 capacity.
- Rail (2): 2 water on its region, 1 on each neighbour; +1 capacity on its region only.
- Adit (3): on a border; 1 water and +1 tin +1 copper on both regions.
- Steam pumps (1): take the rightmost available group (1-3 pumps); each removes one water cube
  from any region; unused pumps go back; the groups are refilled at the end of the round.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.game import PlayerId
from app.games.tinners_trail.data.data import board, game_data
from app.games.tinners_trail.model import Pumping, note
from app.games.tinners_trail.rules.build import remove_water
from app.games.tinners_trail.rules.edit import add_at, log, replaced, set_at
from app.games.tinners_trail.rules.worktrack import spend

if TYPE_CHECKING:
    from app.games.tinners_trail.actions import PlaceAdit, PumpWater
    from app.games.tinners_trail.model import State

__all__ = [
    "ADIT_DRAIN",
    "ADIT_ORE",
    "COSTS",
    "KINDS",
    "PORT_DRAIN",
    "PUMP_DRAIN",
    "RAIL_DRAIN",
    "RAIL_NEIGHBOUR_DRAIN",
    "drain",
    "on_adit",
    "on_miner",
    "on_port",
    "on_pump_water",
    "on_rail",
    "on_stop_pumping",
    "on_take_pumps",
    "pump_group",
    "wet_regions",
]

KINDS = ("miner", "port", "rail", "adit")
"""Developments counted in `State.devs`, in that order."""
COSTS = {
    kind: int(game_data().costs["pump" if kind == "pumps" else kind]) for kind in (*KINDS, "pumps")
}
"""Work points of each development (seed 002; developments.json)."""
PORT_DRAIN = 1
"""Water cubes a port removes from its region."""
RAIL_DRAIN = 2
"""Water cubes a rail removes from its own region."""
RAIL_NEIGHBOUR_DRAIN = 1
"""Water cubes a rail removes from each neighbouring region."""
ADIT_DRAIN = 1
"""Water cubes an adit removes from each of its two regions."""
ADIT_ORE = 1
"""Tin cubes, and copper cubes, an adit adds to each of its two regions."""
PUMP_DRAIN = 1
"""Water cubes one steam pump removes."""


def drain(draft: State, region: int, n: int) -> None:
    """Remove `n` water from a region with a mine; else put `n` drainage tokens there."""
    if draft.mine[region] >= 0:
        remove_water(draft, region, n)
    else:
        add_at(draft, "drains", region, n)


def _take(draft: State, kind: str, player: int) -> None:
    draft.pending[-1].waiting = ()
    k = KINDS.index(kind)
    devs = list(draft.devs)
    devs[k] -= 1
    draft.devs = (devs[0], devs[1], devs[2], devs[3])
    spend(draft, player, COSTS[kind])


def on_miner(draft: State, player: int, region: int) -> None:
    """Place a miner."""
    _take(draft, "miner", player)
    set_at(draft, "miner", region, True)


def on_port(draft: State, player: int, region: int) -> None:
    """Place a port: 1 water (or a drainage token)."""
    _take(draft, "port", player)
    set_at(draft, "port", region, True)
    drain(draft, region, PORT_DRAIN)


def on_rail(draft: State, player: int, region: int) -> None:
    """Place a rail: 2 water on the region, 1 on each neighbour (or tokens)."""
    _take(draft, "rail", player)
    set_at(draft, "rail", region, True)
    drain(draft, region, RAIL_DRAIN)
    for other in board(draft.players).neighbours[region]:
        drain(draft, other, RAIL_NEIGHBOUR_DRAIN)


def on_adit(draft: State, action: PlaceAdit) -> None:
    """Place an adit: on both regions 1 water (or a token) and +1 tin +1 copper."""
    _take(draft, "adit", action.player)
    draft.adits = tuple(sorted((*draft.adits, action.border)))
    for region in game_data().borders[action.border]:
        drain(draft, region, ADIT_DRAIN)
        add_at(draft, "tin", region, ADIT_ORE)
        add_at(draft, "copper", region, ADIT_ORE)


def pump_group(state: State) -> tuple[int, int] | None:
    """Return (column, group index) of the rightmost available steam-pump group, or None."""
    for column in range(min(state.round, len(state.pumps)) - 1, -1, -1):
        groups = state.pumps[column]
        if groups:
            return column, len(groups) - 1
    return None


def wet_regions(state: State) -> list[int]:
    """Regions with at least one water cube."""
    return [r for r, w in enumerate(state.water) if w > 0]


def on_take_pumps(draft: State, player: int) -> None:
    """Take the rightmost group; its pumps then remove water one by one (`Pumping`)."""
    draft.pending[-1].waiting = ()
    where = pump_group(draft)
    assert where is not None  # check() allows the action only with a group available
    column, index = where
    size = draft.pumps[column][index]
    draft.pumps = replaced(draft.pumps, column, draft.pumps[column][:index])
    spend(draft, player, COSTS["pumps"])
    log(draft, note("pumps_taken", player, n=size))
    if wet_regions(draft):
        draft.pending.append(Pumping(waiting=(PlayerId(player),), left=size))
    else:
        log(draft, note("pumps_unused", player, n=size))


def on_pump_water(draft: State, action: PumpWater) -> None:
    """One pump removes one water cube; stop when the group is used up or all is dry."""
    top = draft.pending[-1]
    assert isinstance(top, Pumping)
    remove_water(draft, action.region, PUMP_DRAIN)
    top.left -= 1
    if top.left == 0 or not wet_regions(draft):
        if top.left:
            log(draft, note("pumps_unused", action.player, n=top.left))
        top.waiting = ()


def on_stop_pumping(draft: State, player: int) -> None:
    """Send the unused pumps back to the supply."""
    top = draft.pending[-1]
    assert isinstance(top, Pumping)
    log(draft, note("pumps_unused", player, n=top.left))
    top.waiting = ()
