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

from app.engine.text import Text, TextList
from app.games.tinners_trail.data.data import GROUPS, board, game_data
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


def _texts(key: str, **args: Arg) -> Text:
    """One phrase of the rules summary's tables, from the game's catalogue (`rules.<key>`)."""
    return Text.of("tinners_trail", f"rules.{key}", **args)


def _price_table(ore: int) -> TextList:
    """Which dice total gives which price ("£4 up to 5, £5 on 6, …, £7 from 8")."""
    values, lowest = game_data().price_values[ore], game_data().price_lowest[ore]
    out = []
    for space, price in enumerate(values):
        low = lowest[space]
        if space == 0:
            out.append(_texts("price_upto", price=price, total=lowest[1] - 1))
        elif space == len(values) - 1:
            out.append(_texts("price_from", price=price, total=low))
        elif lowest[space + 1] - 1 == low:
            out.append(_texts("price_on", price=price, total=low))
        else:
            out.append(_texts("price_span", price=price, low=low, high=lowest[space + 1] - 1))
    return TextList(tuple(out))


def _mines_table() -> TextList:
    """Mines per player by player count, equal neighbours joined ("5 with 3–4 players")."""
    mines = {n: int(str(m)) for n, m in _by_players("mines_per_player").items()}
    out: list[Arg] = []
    counts = sorted(mines)
    while counts:
        low = high = counts.pop(0)
        while counts and mines[counts[0]] == mines[low]:
            high = counts.pop(0)
        if low == high:
            out.append(_texts("mines_at", mines=mines[low], players=low))
        else:
            out.append(_texts("mines_span", mines=mines[low], low=low, high=high))
    return TextList(tuple(out))


def _summary_args(low: int) -> dict[str, Arg]:
    """The rules summary's numbers beyond the topics': dice faces, tables, component counts."""
    data = game_data()
    orange, blue, grey = ("/".join(str(f) for f in faces) for faces in data.dice)  # seed order
    tin, copper = data.price_values
    d = GROUPS.index("D")
    regions = {n: len(board(n).regions) for n in _by_players("groups_in_play")}
    tiles = {g: sum(1 for t in data.tiles if t.group == g) for g in GROUPS[:-1]}
    cards = {GROUPS[g]: sum(1 for c in data.card_group if c == g) for g in range(len(GROUPS))}
    (per_letter,) = {n for g, n in cards.items() if g != "W"}
    (tiles_abc,) = {n for g, n in tiles.items() if g != "D"}
    top = [_texts("invest_round", round=c.round, ten=c.ten[0], five=c.five[0]) for c in data.invest]
    peekers = {n: int(str(v)) for n, v in _by_players("round_end_peekers").items()}
    return {
        "orange_die": orange,
        "blue_die": blue,
        "grey_die": grey,
        "price_spaces": len(tin),
        "tin_prices": TextList(tuple(f"£{p}" for p in tin)),
        "copper_prices": TextList(tuple(f"£{p}" for p in copper)),
        "tin_table": _price_table(0),
        "copper_table": _price_table(1),
        "pass_cost": int(data.costs["pass"]),
        "peekers_fewest": peekers[low],
        "regions_most": max(regions.values()),
        "regions_fewest": min(regions.values()),
        "no_d_max": max(n for n in regions if d not in board(n).groups),
        "tiles_per_letter": tiles_abc,
        "tiles_d": tiles["D"],
        "cards_per_group": per_letter,
        "wild_cards_total": cards["W"],
        "invest_top_row": TextList(tuple(top)),
        "invest_odd_max": 2 * UNIT - 1,
        "mines_table": _mines_table(),
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
        **_summary_args(low),
        **(_game_args(options.players) if options is not None else {}),
    }
