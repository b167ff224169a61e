"""The ledger of Tinners' Trail (STYLE.md §3 "Ledger", issue 18 §1).

Counters here: each seat's money, victory points (all rounds together), the tin and copper
cubes it holds, its mines left and its work-track column; the ore prices; the development
board's supplies and steam pumps; each region's tin, copper and water cubes and drainage tokens.
`ledger_pieces` adds the hands, decks, tiles, peek tokens, map pieces, dice, pass rows and VP by
round. The action's log line carries what the action itself pays, gains and changes on the board
(mining, pasties, the survey card paid after an auction, ports, rails, adits and pumps, seed 002
「フェイズ2」), and shows the board's changes ("St Just: water 3 → 2"); the automatic steps'
notes carry theirs (the auction price and insurance, the tile, drainage tokens and survey card
of a new mine, water costs and the water added, the sale and the investments, the round's
pumps, a closed region, the price rolls, a new round's developments: 「鉱山の建設」「採掘」
「フェイズ3」). When a move ends the action phase, the round's automatic end is named by a line
of its own (`round_end_at`, `round_end_line`), never folded into the move's line.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.text import Seat, Text, TextList
from app.games.tinners_trail import ledger_pieces
from app.games.tinners_trail.actions import (
    MineOre,
    PlaceAdit,
    PlaceMiner,
    PlacePort,
    PlaceRail,
    PlayCard,
    PumpWater,
    SellPasty,
    TakePumps,
)
from app.games.tinners_trail.data.data import board, game_data
from app.games.tinners_trail.model import AfterCard, Phase
from app.games.tinners_trail.rules.auction import MINE_COST
from app.games.tinners_trail.rules.developments import (
    ADIT_DRAIN,
    ADIT_ORE,
    COSTS,
    PORT_DRAIN,
    PUMP_DRAIN,
    RAIL_DRAIN,
    RAIL_NEIGHBOUR_DRAIN,
    pump_group,
)
from app.games.tinners_trail.rules.mining import MINING_COST
from app.games.tinners_trail.rules.prices import price
from app.games.tinners_trail.rules.worktrack import PASTY_COST, PASTY_MONEY
from app.games.tinners_trail.texts import card_text, region_text, t

if TYPE_CHECKING:
    from app.games.tinners_trail.actions import AnyAction
    from app.games.tinners_trail.model import Note, State

__all__ = [
    "action_line",
    "counters",
    "note_deltas",
    "round_end_at",
    "round_end_line",
    "shown_values",
]

_MONEY_SIGN = {"won": -1, "insurance": 1, "water_cost": -1, "sale": 1, "invested": -1}
"""Notes that move the seat's money by their `money` number, and which way."""


def counters(state: State) -> dict[str, int]:
    """Return the numbers of each seat shown in `state` (a view), by stable key."""
    out: dict[str, int] = {}
    for p, seat in enumerate(state.seats):
        out[f"seat:{p}:money"] = seat.money
        out[f"seat:{p}:vp"] = sum(seat.vp)
        out[f"seat:{p}:tin"] = seat.tin
        out[f"seat:{p}:copper"] = seat.copper
        out[f"seat:{p}:mines"] = seat.mines
        out[f"seat:{p}:work"] = seat.work
    data = game_data()
    for ore, name in enumerate(ORES):
        out[f"price:{name}"] = data.price_values[ore][state.prices[ore]]
    for kind, left in zip(DEVELOPMENTS, state.devs, strict=True):
        out[f"supply:{kind}"] = left
    out["supply:pumps"] = sum(map(sum, state.pumps))
    for r, region in enumerate(game_data().regions):
        for field in _FIELDS:
            out[f"region:{region.id}:{field}"] = getattr(state, field)[r]
    return out | ledger_pieces.counters(state)


ORES = ("tin", "copper")
"""Ore names by index (the price track's order)."""
DEVELOPMENTS = ("miner", "port", "rail", "adit")
"""The development board's supplies (`State.devs`), in that order."""
_DEV_OF = {PlaceMiner: 0, PlacePort: 1, PlaceRail: 2, PlaceAdit: 3}
"""The supply each development action takes from."""
_WORK = {
    PlaceMiner: COSTS["miner"],
    PlacePort: COSTS["port"],
    PlaceRail: COSTS["rail"],
    PlaceAdit: COSTS["adit"],
    TakePumps: COSTS["pumps"],
    MineOre: MINING_COST,
    SellPasty: PASTY_COST,
}
"""Work points each action spends (seed 002 「作業トラック」; a pasty costs 1 for £1)."""
_FIELDS = ("tin", "copper", "water", "drains")
"""A region's counted pieces (fields of `State`, per region)."""


def _key(region: int, field: str) -> str:
    return f"region:{game_data().regions[region].id}:{field}"


def note_deltas(entry: Note) -> dict[str, int]:
    """Return the counter changes a log note explains (its numbers, by its key)."""
    nums, p = dict(entry.nums), entry.seat
    key = "invested" if entry.key == "invest_all" else entry.key
    out: dict[str, int] = {}
    if key in _MONEY_SIGN:
        out[f"seat:{p}:money"] = _MONEY_SIGN[key] * nums["money"]
    if key == "invested":
        out[f"seat:{p}:vp"] = nums["vp"]
    if key == "won":
        out[f"seat:{p}:work"] = MINE_COST
    if key == "sale":
        out[f"seat:{p}:tin"], out[f"seat:{p}:copper"] = -nums["tin"], -nums["copper"]
    return out


def action_line(state: State, action: AnyAction) -> Text:
    """Return the log line of `action` in `state` (before it), with what it pays or gains.

    The line names the work points spent and the changes on the board ("St Just water
    3 → 2"; a mining line already says what it takes).
    """
    p, line = action.player, action.text()
    deltas: dict[str, int] = {}
    if isinstance(action, MineOre):
        deltas = {f"seat:{p}:tin": action.tin, f"seat:{p}:copper": action.copper}
    elif isinstance(action, SellPasty):
        deltas = {f"seat:{p}:money": PASTY_MONEY}
    elif (
        isinstance(action, PlayCard) and state.pending and isinstance(state.pending[-1], AfterCard)
    ):
        price = game_data().cards[action.card].price
        line = t("action.play_card_paid", who=Seat(p), card=card_text(action.card), money=price)
        deltas = {f"seat:{p}:money": -price}
    changes = _board_changes(state, action)
    shown = [] if isinstance(action, MineOre) else [_change_text(state, *c) for c in changes]
    for r, f, n in changes:
        deltas[_key(r, f)] = deltas.get(_key(r, f), 0) + n
    if (kind := _DEV_OF.get(type(action))) is not None:
        deltas[f"supply:{DEVELOPMENTS[kind]}"] = -1
    if (work := _WORK.get(type(action))) is not None:
        deltas[f"seat:{p}:work"] = work
        shown.append(t("change.work", n=work))
    if isinstance(action, TakePumps) and (where := pump_group(state)) is not None:
        deltas["supply:pumps"] = -state.pumps[where[0]][where[1]]
    deltas |= ledger_pieces.action_deltas(state, action)
    if shown:
        line = t("action.with_changes", line=line, changes=TextList(tuple(shown)))
    return line.with_deltas(deltas)


Change = tuple[int, str, int]
"""(region, field, amount): a change of a region's pieces."""


def _drain(state: State, region: int, n: int) -> list[Change]:
    """What `developments.drain` does: water off a mined region, else drainage tokens."""
    if state.mine[region] >= 0:
        removed = min(n, state.water[region])
        return [(region, "water", -removed)] if removed else []
    return [(region, "drains", n)]


def _board_changes(state: State, action: AnyAction) -> list[Change]:
    """The region pieces that `action` itself changes (seed 002 「開発」「採掘」)."""
    if isinstance(action, MineOre):
        ore = [(action.region, "tin", -action.tin), (action.region, "copper", -action.copper)]
        return [c for c in ore if c[2]]
    if isinstance(action, PlacePort):
        return _drain(state, action.region, PORT_DRAIN)
    if isinstance(action, PlaceRail):
        out = _drain(state, action.region, RAIL_DRAIN)
        for other in board(state.players).neighbours[action.region]:
            out += _drain(state, other, RAIL_NEIGHBOUR_DRAIN)
        return out
    if isinstance(action, PlaceAdit):
        out = []
        for region in game_data().borders[action.border]:
            ore = [(region, "tin", ADIT_ORE), (region, "copper", ADIT_ORE)]
            out += [*_drain(state, region, ADIT_DRAIN), *ore]
        return out
    if isinstance(action, PumpWater):
        removed = min(PUMP_DRAIN, state.water[action.region])
        return [(action.region, "water", -removed)] if removed else []
    return []


def _change_text(state: State, region: int, field: str, n: int) -> Text:
    where = region_text(region)
    if field == "water":
        before = state.water[region]
        return t("change.water", region=where, before=before, after=before + n)
    if field == "drains":
        return t("change.drains", region=where, n=n)
    return t(f"change.{field}", region=where, n=n)


def region_deltas(before: State, action: AnyAction, notes: list[Note]) -> list[dict[str, int]]:
    """Return, per note, the region pieces it changes (the notes of `action` in `before`).

    A note tells what happened, not always by how much (a survey card drains "up to 2"): the
    pieces are followed from `before` through the action and each note in turn, as the rules
    apply them (`build.build`, `changeover.start_round`).
    """
    board_now = {(r, f): getattr(before, f)[r] for r in range(len(before.water)) for f in _FIELDS}
    for r, f, n in _board_changes(before, action):
        board_now[r, f] += n
    out = []
    for entry in notes:
        changes = _note_changes(entry, board_now)
        for (r, f), n in changes.items():
            board_now[r, f] += n
        out.append({_key(r, f): n for (r, f), n in changes.items() if n})
    return out


def column(state: State, round_: int) -> tuple[int, int, int, int]:
    """The developments of `round_`'s column of the development board (`open_column`)."""
    dev = board(state.players).dev
    r = round_ - 1
    return dev.miner[r], dev.port[r], dev.rail[r], dev.adit[r]


def table_deltas(before: State, action: AnyAction, notes: list[Note]) -> list[dict[str, int]]:
    """Return, per note, its changes of the prices, the development supply and seats' mines.

    Followed from `before` as `region_deltas` does: a price note gives the new price, a new
    round opens the next column of the development board (seed 002 「ラウンドの準備」).
    """
    data = game_data()
    price = [data.price_values[o][before.prices[o]] for o in (0, 1)]
    devs = list(before.devs)
    if (kind := _DEV_OF.get(type(action))) is not None:
        devs[kind] -= 1
    work = [seat.work for seat in before.seats]
    work[action.player] += _WORK.get(type(action), 0)
    pumps = sum(map(sum, before.pumps))
    if isinstance(action, TakePumps) and (where := pump_group(before)) is not None:
        pumps -= before.pumps[where[0]][where[1]]
    out = []
    for entry in notes:
        d: dict[str, int] = {}
        names, nums = dict(entry.names), dict(entry.nums)
        if entry.key in ("price", "price_up", "price_down"):
            ore = int(names["ore"].partition(":")[2])
            d[f"price:{ORES[ore]}"] = nums["money"] - price[ore]
            price[ore] = nums["money"]
        elif entry.key in ("devs_removed", "round"):
            new = column(before, nums["n"]) if entry.key == "round" else (0, 0, 0, 0)
            d = {f"supply:{k}": new[i] - devs[i] for i, k in enumerate(DEVELOPMENTS)}
            devs = list(new)
        elif entry.key == "mine_built":
            d[f"seat:{entry.seat}:mines"] = -1
        elif entry.key == "won":
            work[entry.seat] += MINE_COST
        elif entry.key == "pumps_refilled":  # the development board's groups, all of them
            d["supply:pumps"] = sum(map(sum, board(before.players).dev.pumps)) - pumps
            pumps += d["supply:pumps"]
        elif entry.key == "markers_reset":  # every marker back to column 0
            d = {f"seat:{p}:work": -w for p, w in enumerate(work)}
            work = [0] * len(work)
        out.append({k: v for k, v in d.items() if v})
    return out


_SIMPLE = {"water_added": 1, "pump_drains": -1}
"""Notes that add (or take) one water cube on their region."""


def _note_changes(entry: Note, now: dict[tuple[int, str], int]) -> dict[tuple[int, str], int]:
    names, nums = dict(entry.names), dict(entry.nums)
    if "region" not in names:
        return {}
    r = int(names["region"].partition(":")[2])
    if entry.key in _SIMPLE:
        return {(r, "water"): _SIMPLE[entry.key]}
    if entry.key == "drainage":
        return {(r, "drains"): -nums["n"], (r, "water"): -nums["removed"]}
    if entry.key == "closed":
        return {(r, f): -now[r, f] for f in _FIELDS}
    return _mine_changes(entry.key, names, r, now)


def _mine_changes(
    key: str, names: dict[str, str], r: int, now: dict[tuple[int, str], int]
) -> dict[tuple[int, str], int]:
    """What a new mine's tile and survey card put on (or take off) region `r`."""
    if key == "tile":
        tile = game_data().tiles[int(names["tile"].partition(":")[2])]
        return {(r, "tin"): tile.tin, (r, "copper"): tile.copper, (r, "water"): tile.water}
    if key == "card":
        card = game_data().cards[int(names["card"].partition(":")[2])]
        if card.benefit in ("tin", "copper"):
            return {(r, card.benefit): card.amount}
        if card.benefit != "miner":  # drain, port or a pump: water off, as far as there is
            amount = card.amount if card.benefit == "drain" else 1
            return {(r, "water"): -min(amount, now[r, "water"])}
    return {}


_ROUND_END_NOTES = frozenset({"sale", "invest_all", "cannot_invest", "game_end"})
"""Notes `investment.begin` and the first investor's turn may log: the first of them opens the
round's end; a note before it belongs to the move (or to a forced pass)."""


def round_end_at(before: State, after: State) -> int | None:
    """Return where the round's end begins among `after.events` (None: the step ends none).

    Issue 18 §1: the move that sets the end of the action phase off says what it did; the sale
    and what follows are automatic steps, named as such by `round_end_line` at this index. The
    line is derived, not stored, so saves made before it still replay to the same state.
    """
    if before.phase is not Phase.ACTIONS:
        return None
    if after.phase is Phase.ACTIONS and after.round == before.round:
        return None
    notes = after.events
    return next((i for i, n in enumerate(notes) if n.key in _ROUND_END_NOTES), len(notes))


def round_end_line(before: State) -> Text:
    """The line that opens the round's end: everybody has passed, the ore sells at the prices."""
    return t("event.actions_over", tin=price(before, 0), copper=price(before, 1))


def shown(state: State, line: Text) -> Text:
    """Return a note's line as the log shows it: a new round names its developments.

    `state` gives the player count.
    """
    n = line.arg("n")
    if line.key != "event.round" or not isinstance(n, int):
        return line
    miner, port, rail, adit = column(state, n)
    return t("event.round", n=n, miner=miner, port=port, rail=rail, adit=adit)


def shown_values(line: Text) -> dict[str, tuple[int, int]]:
    """Return the region water a log line shows before and after ("St Just water 3 → 2").

    `GameBase.ledger_values`: the ledger check follows each region's water from line to line.
    """
    out: dict[str, tuple[int, int]] = {}
    todo: list[object] = [line]
    while todo:
        item = todo.pop()
        if isinstance(item, TextList):
            todo.extend(item.items)
        if not isinstance(item, Text):
            continue
        region, before, after = item.arg("region"), item.arg("before"), item.arg("after")
        if item.key == "change.water" and isinstance(region, Text):
            name = region.arg("name")
            if isinstance(name, Text) and isinstance(before, int) and isinstance(after, int):
                out[f"region:{name.key.removeprefix('region.')}:water"] = (before, after)
            continue
        todo.extend(arg for _, arg in item.args)
    return out
