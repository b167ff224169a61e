"""What things are worth to a seat, in £ (the bots' heuristics; seed 002 for the rules used).

Everything here reads only what the seat may see (a view): unseen face-down tiles count as the
average tile of their letter. Values are money a seat can expect to make from the thing; the
bots compare them per work point and turn money into VP at the investment rate.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from app.games.tinners_trail.data.data import GROUPS, board, game_data
from app.games.tinners_trail.model import HIDDEN_TILE, NO_TILE
from app.games.tinners_trail.rules.investment import LAST_ROUND
from app.games.tinners_trail.rules.mining import capacity
from app.games.tinners_trail.rules.prices import price

if TYPE_CHECKING:
    from app.games.tinners_trail.model import State

__all__ = [
    "WORK_VALUE",
    "card_value",
    "expected_prices",
    "extraction",
    "invest_rate",
    "later_rate",
    "mine_actions",
    "region_value",
    "tile_contents",
]

WORK_VALUE = 1.5
"""£ a work point is worth when nothing better is on offer (a pasty is £1)."""


@cache
def _average_prices() -> tuple[float, float]:
    """Mean price of tin and copper over the dice distribution (no adjustment)."""
    data = game_data()
    totals: dict[int, int] = {}
    for a in data.dice[0]:
        for b in data.dice[1]:
            for c in data.dice[2]:
                totals[a + b + c] = totals.get(a + b + c, 0) + 1
    count = sum(totals.values())
    means = [
        sum(n * data.price_values[ore][data.price_space(ore, s)] for s, n in totals.items()) / count
        for ore in (0, 1)
    ]
    return means[0], means[1]


def expected_prices(state: State, this_round: bool) -> tuple[float, float]:
    """This round's prices (ore mined now), or the long-run average (later rounds)."""
    if this_round:
        return float(price(state, 0)), float(price(state, 1))
    return _average_prices()


@cache
def _group_average(group: int) -> tuple[float, float, float]:
    tiles = [t for t in game_data().tiles if GROUPS.index(t.group) == group]
    n = len(tiles)
    return (
        sum(t.tin for t in tiles) / n,
        sum(t.copper for t in tiles) / n,
        sum(t.water for t in tiles) / n,
    )


def tile_contents(state: State, region: int) -> tuple[float, float, float]:
    """Tin, copper and water the region will hold once built (an unseen tile: its average)."""
    tile = state.tile[region]
    if tile == HIDDEN_TILE:
        tin, copper, water = _group_average(game_data().region_group[region])
    elif tile == NO_TILE:
        tin = copper = water = 0.0
    else:
        x = game_data().tiles[tile]
        tin, copper, water = float(x.tin), float(x.copper), float(x.water)
    water = max(0.0, water - state.drains[region])
    return tin + state.tin[region], copper + state.copper[region], water + state.water[region]


MINING_PER_ROUND = 5
"""Mining actions a seat takes in a round, shared by its mines."""


def mine_actions(state: State, player: int, spare: int) -> int:
    """Mining actions a seat may give one more mine: `spare` points now, a share later."""
    mines = sum(1 for owner in state.mine if owner == player) + 1
    share = min(3, max(1, round(MINING_PER_ROUND / mines)))
    return max(0, spare) + (LAST_ROUND - state.round) * share


def extraction(
    ore: tuple[float, float], water: float, cap: int, actions: int, prices: tuple[float, float]
) -> float:
    """Net £ of mining up to `actions` times: dearer ore first, stop when it no longer pays."""
    tin, copper = ore
    value = 0.0
    dear = 1 if prices[1] >= prices[0] else 0
    for _ in range(actions):
        if tin + copper < 0.5:
            break
        left = [tin, copper]
        take = [0.0, 0.0]
        room = float(cap)
        for o in (dear, 1 - dear):
            take[o] = min(left[o], room)
            room -= take[o]
        n = take[0] + take[1]
        gain = take[0] * prices[0] + take[1] * prices[1] - water * n - WORK_VALUE
        if gain <= 0:
            break
        value += gain
        tin, copper = tin - take[0], copper - take[1]
        water += 1
    return value


def region_value(
    state: State, player: int, region: int, extra: tuple[float, float, float]
) -> float:
    """Net £ a new mine on `region` should bring `player` (`extra`: a card's cubes)."""
    tin, copper, water = tile_contents(state, region)
    tin, copper = tin + extra[0], copper + extra[1]
    water = max(0.0, water - extra[2])
    cap = capacity(state, region)
    spare = 10 - state.seats[player].work - 2
    now = extraction((tin, copper), water, cap, min(spare, 3), expected_prices(state, True))
    if state.round == LAST_ROUND:
        return now
    later = mine_actions(state, player, 0)
    rest = extraction((tin, copper), water, cap, later, expected_prices(state, False))
    # Money made later buys fewer VP than money invested this round.
    return max(now, rest * later_rate(state) / invest_rate(state))


def card_value(card: int) -> tuple[float, float, float]:
    """A survey card's benefit as (tin, copper, water removed) equivalents."""
    c = game_data().cards[card]
    if c.benefit == "tin":
        return float(c.amount), 0.0, 0.0
    if c.benefit == "copper":
        return 0.0, float(c.amount), 0.0
    if c.benefit == "drain":
        return 0.0, 0.0, float(c.amount)
    if c.benefit == "pump":
        return 0.0, 0.0, 2.0
    return 0.0, 0.0, 1.0  # miner or port: about a water cube's worth of saved cost


def invest_rate(state: State, ahead: int = 0) -> float:
    """VP per £ invested in this round (or `ahead` rounds later), middle row."""
    r = min(state.round + ahead, LAST_ROUND) - 1
    rows = board(state.players).players
    column = game_data().invest[r]
    return sum(column.ten[:rows]) / rows / 10


def later_rate(state: State) -> float:
    """Mean VP per £ of the rounds after this one (this round's in round 4)."""
    ahead = range(1, LAST_ROUND - state.round + 1) or range(1)
    return sum(invest_rate(state, a) for a in ahead) / len(ahead)
