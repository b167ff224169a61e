"""The numbers of Tinners' Trail's coach texts, from its data and rules (issue 37 §3).

Each `topic.<id>` text in `resources/tinners_trail/texts.<lang>.json` is a template whose
numbers (rounds, work points, costs, prices, water, capacities, player counts) are the named
fields returned here: read from the JSON under `resources/tinners_trail/` or from the rules'
own constants, so a text cannot disagree with the game it explains
(`tests/games/tinners_trail/test_topic_numbers.py`). Qt-free.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from annotated_types import Ge, Le

from app.engine.text import TextList
from app.games.tinners_trail.data.data import GROUPS, game_data
from app.games.tinners_trail.model import TinOptions
from app.games.tinners_trail.rules import auction, developments, mining, prices, worktrack
from app.games.tinners_trail.rules.investment import LAST_ROUND, UNIT

if TYPE_CHECKING:
    from app.engine.text import Arg

__all__ = ["TWO", "topic_args", "topic_variant"]

TWO = "two"
"""The variant of the texts for a two-player game (`topic.<id>.two`)."""


def _players() -> tuple[int, int]:
    """The fewest and most players the options allow."""
    meta = TinOptions.model_fields["players"].metadata
    low = next(m.ge for m in meta if isinstance(m, Ge))
    high = next(m.le for m in meta if isinstance(m, Le))
    assert isinstance(low, int), low
    assert isinstance(high, int), high
    return low, high


def _by_players(key: str) -> dict[int, object]:
    """A setup.json table by player count ("3": 1 -> 3: 1)."""
    table: dict[str, object] = game_data().setup[key]
    return {int(n): v for n, v in table.items()}


def _setup_args(low: int, high: int) -> dict[str, Arg]:
    """Player counts, starting money, survey cards, peeks, spare tiles."""
    data = game_data()
    groups = _by_players("groups_in_play")
    wild = {n: int(str(v)) for n, v in _by_players("wild_cards_drawn").items()}
    peekers = {n: int(str(v)) for n, v in _by_players("round_end_peekers").items()}
    spare = {
        sum(1 for t in data.tiles if t.group == g) - sum(1 for r in data.regions if r.group == g)
        for g in GROUPS[:-1]
    }
    assert len(spare) == 1, spare  # the texts say "N tiles of each letter"
    (wild_cards,) = {w for w in wild.values() if w}
    return {
        "players_min": low,
        "players_max": high,
        "three_from": low + 1,
        "d_from": min(n for n, g in groups.items() if isinstance(g, list) and "D" in g),
        "money": int(data.setup["starting_money"]),
        "cards_per_letter": int(data.setup["cards_drawn_per_group"]),
        "wild_cards": wild_cards,
        "wild_from": min(n for n, w in wild.items() if w),
        "peekers_most": max(peekers.values()),
        "peek_more_from": min(n for n, k in peekers.items() if k == max(peekers.values())),
        "spare_tiles": spare.pop(),
    }


def _price_args() -> dict[str, Arg]:
    """Dice, price ranges and the adjustment after the cheapest or dearest price."""
    tin, copper = game_data().price_values
    return {
        "dice": len(game_data().dice),
        "tin_min": min(tin),
        "tin_max": max(tin),
        "copper_min": min(copper),
        "copper_max": max(copper),
        "price_shift": prices.SHIFT,
    }


def _action_args() -> dict[str, Arg]:
    """Work points, action costs and what each action does to water, ore and capacity."""
    costs = developments.COSTS
    groups = [g for b in game_data().dev_boards.values() for column in b.pumps for g in column]
    return {
        "work_points": worktrack.WORK_POINTS,
        "pasty_cost": worktrack.PASTY_COST,
        "pasty_money": worktrack.PASTY_MONEY,
        "mine_cost": auction.MINE_COST,
        "min_bid": auction.MIN_BID,
        "bid_step": auction.BID_PER_PASS,
        "mining_cost": mining.MINING_COST,
        "capacity": int(game_data().setup["mining_capacity"]),
        "capacity_step": mining.CAPACITY_STEP,
        "water_cost": mining.WATER_COST,
        "water_added": mining.WATER_ADDED,
        "miner_cost": costs["miner"],
        "port_cost": costs["port"],
        "rail_cost": costs["rail"],
        "adit_cost": costs["adit"],
        "pumps_cost": costs["pumps"],
        "port_drain": developments.PORT_DRAIN,
        "rail_drain": developments.RAIL_DRAIN,
        "rail_neighbour_drain": developments.RAIL_NEIGHBOUR_DRAIN,
        "adit_drain": developments.ADIT_DRAIN,
        "adit_ore": developments.ADIT_ORE,
        "pump_drain": developments.PUMP_DRAIN,
        "pumps_min": min(groups),
        "pumps_max": max(groups),
    }


def topic_variant(options: TinOptions) -> str | None:
    """Return the texts' variant for `options`: `TWO` when the two-player changes apply.

    Seed 002 「2人プレイゲームでの変更」: a game of more players never reads them, and back.
    """
    return TWO if options.players == _players()[0] else None


def _game_args(players: int) -> dict[str, Arg]:
    """The fields of one player count: the letters in play, the wild cards, the peekers."""
    letters = _by_players("groups_in_play")[players]
    assert isinstance(letters, list), letters
    return {
        "players": players,
        "letters": TextList(tuple(str(g) for g in letters)),
        "wild_dealt": int(str(_by_players("wild_cards_drawn")[players])),
        "peekers": int(str(_by_players("round_end_peekers")[players])),
    }


def topic_args(options: TinOptions | None = None) -> dict[str, Arg]:
    """Return every field of Tinners' Trail's topic texts (`GameBase.topic_args`).

    With `options`, also those of that player count alone (`_game_args`).
    """
    low, high = _players()
    return {
        "rounds": LAST_ROUND,
        "invest_unit": UNIT,
        "invest_big": 2 * UNIT,
        **_setup_args(low, high),
        **_price_args(),
        **_action_args(),
        **(_game_args(options.players) if options is not None else {}),
    }
