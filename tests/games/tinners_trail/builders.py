"""Controlled Tinners' Trail positions for rules tests (STYLE.md §6, "builders").

`make_state(players, **spec)` starts from the seeded setup with every seat's first keep choice
made (round 1, action phase), then applies readable overrides: regions by id, tiles and cards
by their printed labels, seats by index. The pending decision is then rebuilt by the game's own
flow (`advance(step)`), so a built position is one the engine itself would be in.

Action specs name regions by id (``"redruth"``), cards by label (``"B5"``) and borders by their
two regions (``["redruth", "gwennap"]``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.engine.flow import advance
from app.engine.game import PlayerId
from app.engine.rng import Rng
from app.games.tinners_trail import GAME
from app.games.tinners_trail.actions import (
    Bid,
    DropOut,
    InvestMoney,
    KeepCards,
    MineOre,
    NoCard,
    Pass,
    PeekTile,
    PlaceAdit,
    PlaceMiner,
    PlacePort,
    PlaceRail,
    PlayCard,
    PumpWater,
    SellPasty,
    SkipPeek,
    StartAuction,
    StopInvesting,
    StopPumping,
    TakePumps,
)
from app.games.tinners_trail.data.data import GROUPS, game_data
from app.games.tinners_trail.model import NO_TILE, Phase, State, TinOptions
from app.games.tinners_trail.rules.flow import step
from app.games.tinners_trail.rules.legal import legal_actions
from app.games.tinners_trail.rules.setup import keep_choices

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

    from app.games.tinners_trail.actions import AnyAction

__all__ = [
    "action_from_spec",
    "action_key",
    "border",
    "card",
    "card_label",
    "legal_keys",
    "make_state",
    "region",
    "region_id",
    "summary",
    "tile",
]

REGION_FLAGS = ("face_up", "closed", "miner", "port", "rail", "pump")
REGION_COUNTS = ("tin", "copper", "water", "drains")
SEAT_FIELDS = ("money", "vp", "mines", "tin", "copper", "work", "slot")


def region(name: str) -> int:
    """Return a region's index from its id."""
    return game_data().region_index[name]


def region_id(index: int) -> str:
    """Return a region's id."""
    return game_data().regions[index].id


def tile(label: str) -> int:
    """Return an area tile's index from its label ("B4")."""
    return next(i for i, x in enumerate(game_data().tiles) if x.id == label)


def card(label: str) -> int:
    """Return a survey card's index from its label ("W3")."""
    return next(i for i, c in enumerate(game_data().cards) if c.id == label)


def card_label(index: int) -> str:
    """Return a survey card's label."""
    return game_data().cards[index].id


def border(pair: list[str] | tuple[str, str]) -> int:
    """Return a border's index from its two regions."""
    a, b = sorted((region(pair[0]), region(pair[1])))
    return game_data().borders.index((a, b))


def _kept(players: int, seed: int) -> State:
    state = GAME.setup(TinOptions(players=players), seed)
    for p in range(players):
        choice = keep_choices(state, p)[0]
        state = GAME.apply(state, KeepCards(player=PlayerId(p), cards=choice))
    return state


def _set_region(state: State, name: str, spec: Mapping[str, Any]) -> None:
    r = region(name)
    for key, given in spec.items():
        value = given
        if key == "tile":
            value = NO_TILE if given is None else tile(given)
            if value != NO_TILE and value in state.tile:  # keep tiles unique: swap
                other = state.tile.index(value)
                tiles = list(state.tile)
                tiles[other] = state.tile[r]
                state.tile = tuple(tiles)
        elif key == "known":
            value = sum(1 << p for p in given)
        elif key == "mine":
            value = -1 if given is None else given
        elif key not in REGION_FLAGS + REGION_COUNTS:
            msg = f"unknown region field {key!r}"
            raise ValueError(msg)
        values = list(getattr(state, key))
        values[r] = value
        setattr(state, key, tuple(values))


def _set_seat(state: State, seat: int, spec: Mapping[str, Any]) -> None:
    changes: dict[str, Any] = {}
    for key, value in spec.items():
        if key in ("hand", "offer"):
            changes[key] = tuple(sorted(card(c) for c in value))
        elif key == "vp":
            changes[key] = tuple(value)
        elif key in SEAT_FIELDS:
            changes[key] = value
        else:
            msg = f"unknown seat field {key!r}"
            raise ValueError(msg)
    seats = list(state.seats)
    seats[seat] = seats[seat].model_copy(update=changes)
    state.seats = tuple(seats)


def _set_board(state: State, spec: Mapping[str, Any]) -> None:
    data = game_data()
    if "prices" in spec:
        prices = spec["prices"]
        state.prices = (
            data.price_values[0].index(prices["tin"]),
            data.price_values[1].index(prices["copper"]),
        )
    if "devs" in spec:
        devs = spec["devs"]
        state.devs = (devs["miner"], devs["port"], devs["rail"], devs["adit"])
    if "pumps" in spec:
        state.pumps = tuple(tuple(column) for column in spec["pumps"])
    if "adits" in spec:
        state.adits = tuple(sorted(border(pair) for pair in spec["adits"]))
    if "decks" in spec:
        decks: list[tuple[int, ...]] = [()] * len(GROUPS)
        for letter, labels in spec["decks"].items():
            decks[GROUPS.index(letter)] = tuple(card(c) for c in labels)
        state.decks = tuple(decks)
    if "rng" in spec:
        state.rng = Rng(seed=spec["rng"]["seed"], draws=spec["rng"].get("draws", 0))


_TOP_LEVEL = frozenset(
    {
        "regions", "seats", "prices", "devs", "pumps", "adits", "decks", "rng", "round",
        "phase", "passed", "investing", "peekers", "arrivals", "seed", "fresh",
    }
)  # fmt: skip


def make_state(players: int = 3, **spec: Any) -> State:
    """Build a position (see the module docstring); every key is optional.

    Keys: ``regions`` {id: {tile, face_up, known, closed, mine, tin, copper, water, drains,
    miner, port, rail, pump}}, ``seats`` {seat: {money, vp, mines, hand, offer, tin, copper,
    work, slot}}, ``prices`` {tin, copper} in £, ``devs`` {miner, port, rail, adit},
    ``pumps`` [[groups] per column], ``adits`` [[a, b]], ``decks`` {letter: [labels]},
    ``rng`` {seed, draws}, ``round``, ``phase``, ``passed``, ``investing``, ``peekers``,
    ``arrivals``, ``seed`` (of the underlying setup, default 1), ``fresh`` (true: the setup
    itself, everyone still to keep survey cards).
    """
    unknown = set(spec) - _TOP_LEVEL
    if unknown:
        msg = f"unknown spec keys {sorted(unknown)}"
        raise ValueError(msg)
    fresh = spec.get("fresh", False)
    seed = spec.get("seed", 1)
    state = GAME.setup(TinOptions(players=players), seed) if fresh else _kept(players, seed)
    for name, fields in spec.get("regions", {}).items():
        _set_region(state, name, fields)
    for seat, fields in spec.get("seats", {}).items():
        _set_seat(state, int(seat), fields)
    _set_board(state, spec)
    state.round = spec.get("round", state.round)
    state.phase = Phase(spec.get("phase", state.phase.value))
    for key in ("passed", "investing", "peekers"):
        if key in spec:
            setattr(state, key, tuple(spec[key]))
    state.arrivals = spec.get("arrivals", max(players, max(s.slot for s in state.seats) + 1))
    state.events = []
    if not fresh:
        state.pending = []
        advance(state, step)
    return State.model_validate_json(state.model_dump_json())


def _region_arg(spec: Mapping[str, Any]) -> int:
    return region(spec["region"])


_SIMPLE: dict[str, Callable[..., AnyAction]] = {
    "drop_out": DropOut,
    "no_card": NoCard,
    "pumps": TakePumps,
    "stop_pumping": StopPumping,
    "pasty": SellPasty,
    "pass": Pass,
    "stop_investing": StopInvesting,
    "skip_peek": SkipPeek,
}
_ON_REGION: dict[str, Callable[..., AnyAction]] = {
    "miner": PlaceMiner,
    "port": PlacePort,
    "rail": PlaceRail,
    "pump_water": PumpWater,
    "peek": PeekTile,
}


def action_from_spec(spec: Mapping[str, Any]) -> AnyAction:  # noqa: PLR0911
    """Build an action from a scenario entry."""
    kind, player = spec["kind"], PlayerId(spec["player"])
    if kind in _SIMPLE:
        return _SIMPLE[kind](player=player)
    if kind in _ON_REGION:
        return _ON_REGION[kind](player=player, region=_region_arg(spec))
    if kind == "start_auction":
        c = card(spec["card"]) if "card" in spec else -1
        return StartAuction(
            player=player, region=_region_arg(spec), card=c, deck=spec.get("deck", False)
        )
    if kind == "bid":
        return Bid(player=player, amount=spec["amount"])
    if kind == "play_card":
        return PlayCard(player=player, card=card(spec["card"]))
    if kind == "mine":
        return MineOre(
            player=player, region=_region_arg(spec), tin=spec["tin"], copper=spec["copper"]
        )
    if kind == "adit":
        return PlaceAdit(player=player, border=border(spec["border"]))
    if kind == "invest":
        return InvestMoney(player=player, amount=spec["amount"])
    if kind == "keep":
        return KeepCards(player=player, cards=tuple(sorted(card(c) for c in spec["cards"])))
    msg = f"unknown action kind {kind!r}"
    raise ValueError(msg)


def action_key(action: AnyAction) -> str:  # noqa: PLR0911
    """A short readable key of an action ("bid:3", "adit:redruth-gwennap", "mine:truro:1:2")."""
    match action:
        case StartAuction():
            where = region_id(action.region)
            if action.deck:
                return f"deck:{where}"
            return f"start:{where}" + (f":{card_label(action.card)}" if action.card >= 0 else "")
        case Bid():
            return f"bid:{action.amount}"
        case PlayCard():
            return f"play_card:{card_label(action.card)}"
        case MineOre():
            return f"mine:{region_id(action.region)}:{action.tin}:{action.copper}"
        case PlaceAdit():
            a, b = game_data().borders[action.border]
            return f"adit:{region_id(a)}-{region_id(b)}"
        case InvestMoney():
            return f"invest:{action.amount}"
        case PlaceMiner() | PlacePort() | PlaceRail() | PumpWater() | PeekTile():
            return f"{action.kind}:{region_id(action.region)}"
        case _:
            return action.kind


def legal_keys(state: State, player: int) -> set[str]:
    """Keys of every legal action of `player`."""
    return {action_key(a) for a in legal_actions(state, player)}


def summary(state: State) -> str:
    """A readable dump of a position for failure messages."""
    data = game_data()
    lines = [
        f"round {state.round} phase {state.phase} prices {state.prices} devs {state.devs} "
        f"pumps {state.pumps} passed {state.passed} investing {state.investing}",
        f"pending {[d.model_dump() for d in state.pending]}",
    ]
    for p, s in enumerate(state.seats):
        hand = [card_label(c) if c >= 0 else c for c in s.hand]
        lines.append(
            f"seat {p}: £{s.money} vp {s.vp} mines {s.mines} work {s.work}/{s.slot} "
            f"ore {s.tin}/{s.copper} hand {hand}"
        )
    for r, reg in enumerate(data.regions):
        t = state.tile[r]
        label = data.tiles[t].id if t >= 0 else t
        lines.append(
            f"  {reg.id:<12} tile {label} up {state.face_up[r]} mine {state.mine[r]} "
            f"tin {state.tin[r]} cu {state.copper[r]} w {state.water[r]} drains {state.drains[r]}"
            f" m/p/r/pump {int(state.miner[r])}{int(state.port[r])}{int(state.rail[r])}"
            f"{int(state.pump[r])} known {state.known[r]} closed {state.closed[r]}"
        )
    lines.append(
        "events: " + "; ".join(str(GAME.events(state)[i]) for i in range(len(state.events)))
    )
    return "\n".join(lines)
