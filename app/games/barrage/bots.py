"""Bot support for Barrage: evaluation and move ordering (issue #4 "Bots").

Hidden information (`redact`, `determinize`) lives in `hidden`, the water and energy a
company's systems should bring in `systems`; both are re-exported here.

`estimate` values a position as VP now plus what the position should still bring: the
round's ranking and bonus tile as they stand, the bonus tiles of the rounds to come, the
energy the company's systems (dam -> conduit -> powerhouse) can make with the water that
should reach them, contracts within reach, uncovered incomes, resources and stored water.
The `easy` bot plays the legal move whose result `estimate` likes best (energy plans,
contracts and the round's bonus tile all live in that evaluation); `ordered` puts
productions that fulfil contracts, then system-completing constructions, before the small
management actions for the `normal` (search) bot. `candidates` is that order without the
contract takes that lose value (`wasteful_take`): every bot, and so "Show me", plays only the
others (a beaten player saw the `normal` bot take a contract and give the same one back, paying
3 credits for it, several times a game).
"""

from __future__ import annotations

import heapq
import weakref
from functools import cache
from typing import TYPE_CHECKING

from app.engine.flow import top_decision
from app.games.barrage import bots_leeghwater as lwp_bots
from app.games.barrage.actions import (
    BankCredits,
    BuyMachinery,
    BuyPatent,
    Construct,
    FreeBuild,
    FulfilContract,
    ManageWater,
    Pass,
    Produce,
    Skip,
    TakeContracts,
    TurnWheel,
)
from app.games.barrage.data.data import game_data, geometry
from app.games.barrage.hidden import (
    HIDDEN_CONTRACT,
    HIDDEN_TILE,
    determinize,
    hidden_sizes,
    redact,
)
from app.games.barrage.model import (
    NOBODY,
    Auction,
    ContractChoice,
    FreeBuildChoice,
    Phase,
    Turn,
)
from app.games.barrage.rules import construction, production
from app.games.barrage.rules.board import built, uncovered_incomes
from app.games.barrage.rules.contracts import contract, requirement
from app.games.barrage.rules.placement import action_pay
from app.games.barrage.rules.scoring import bonus_count, bonus_vp, credits_for, ranking_vp
from app.games.barrage.systems import inflow_of, system_energy

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.engine.game import GameBase, PlayerId
    from app.engine.rng import Random
    from app.games.barrage.actions import AnyAction
    from app.games.barrage.data.components import Reward
    from app.games.barrage.data.tiles import BonusTile
    from app.games.barrage.model import State

__all__ = [
    "HIDDEN_CONTRACT",
    "HIDDEN_TILE",
    "candidates",
    "contract_worth",
    "determinize",
    "easy_action",
    "estimate",
    "hidden_sizes",
    "ordered",
    "redact",
    "reward_value",
    "rollout",
    "take_cost",
    "wasteful_take",
]

ENERGY_VP = 0.45
"""Rough VP one unit of energy brings in a round to come (ranking, credits, contracts)."""
STRUCTURE_VP = 0.8
"""VP a structure is worth per round still to play, apart from its systems and incomes."""
MACHINE_VP, CREDIT_VP = 0.45, 0.3
"""What an excavator or mixer and a credit are worth while they can still build."""
ENGINEER_VP = 0.35
"""What an engineer not yet placed this round is worth (it can still take an action)."""
MACHINES_WANTED = (5, 4)
"""Excavators and mixers the easy bot likes to keep for its next constructions."""
FULFILS = 16.0
"""Move-ordering bonus of a production that fulfils a contract (ahead of constructions)."""
ROLLOUT_BUILD = 0.7
"""Chance that a play-out turn without a production builds (else any promising move)."""
REACH_SLACK = 2
"""A contract is within reach when it needs at most this much more than the seat's systems."""
IN_REACH, OUT_OF_REACH = 0.5, 0.1
"""Share of a contract's reward a hand is worth when within reach, and when not."""
SWAP_MARGIN = 1.0
"""VP a take must gain over the contracts it gives up: a swap within the evaluation's noise
is churn (an engineer spent, and the contract given up is out of the game)."""


# -- evaluation -----------------------------------------------------------------------------
def reward_value(reward: Reward) -> float:
    """Return what a reward (contract, income) is roughly worth in VP."""
    machines = reward.excavator + reward.mixer + reward.any_machine
    builds = (
        (reward.build_base is not None)
        + (reward.build_conduit_max > 0)
        + reward.build_elevation
        + reward.build_powerhouse
    )
    return (
        reward.vp
        + CREDIT_VP * reward.credits
        + MACHINE_VP * machines
        + 0.5 * (reward.energy + reward.place_drops + reward.flow_drops + reward.rotate_wheel)
        + 3.0 * builds
    )


@cache
def _bonus_tiles() -> dict[str, BonusTile]:
    return {t.id: t for t in game_data().bonus_tiles.tiles}


def _round_now(state: State, seat: int) -> float:
    """Return what this round's scoring would give if it were scored now.

    The bonus tile and the energy track's row: its credits, and at 0 energy the VP lost (a
    bot that left the row out saw no loss in producing nothing for three rounds).
    """
    if state.phase == Phase.OVER or state.round > len(state.bonus_tiles):
        return 0.0
    tile = _bonus_tiles()[state.bonus_tiles[state.round - 1]]
    energy = state.seats[seat].energy
    count = bonus_count(state, seat, tile.counts)
    track = game_data().energy.credit_row(energy).vp + CREDIT_VP * credits_for(state, energy)
    return float(bonus_vp(state.round, energy, count, tile.vp_each)) + track


def _future_tiles(state: State, seat: int) -> float:
    """Return what the bonus tiles of the rounds to come would give for today's counts."""
    tiles = _bonus_tiles()
    total = 0.0
    for tid in state.bonus_tiles[state.round :]:
        tile = tiles[tid]
        total += 0.6 * bonus_count(state, seat, tile.counts) * tile.vp_each
    return total


def _pending_value(state: State, seat: int) -> float:
    """Return the worth of a choice on top that only `seat` can take (contract, free build)."""
    top = top_decision(state.pending)
    if isinstance(top, ContractChoice) and seat in top.waiting:
        hand = [*state.seats[seat].contracts, *state.national]
        reach = [c for c in hand if requirement(state, seat, c) <= top.energy]
        return max((reward_value(contract(c).reward) for c in reach), default=0.0)
    if isinstance(top, FreeBuildChoice) and seat in top.waiting:
        return 2.5
    if isinstance(top, Auction) and top.positions[seat]:
        return -float(top.amounts[seat])  # the bid is paid once it wins
    return 0.0


def contract_worth(state: State, seat: int, cid: int, energy: float) -> float:
    """Return what contract `cid` in hand is worth to `seat`, whose systems make `energy`."""
    reach = requirement(state, seat, cid) <= energy + REACH_SLACK
    return (IN_REACH if reach else OUT_OF_REACH) * reward_value(contract(cid).reward)


def _contracts_in_reach(state: State, seat: int, energy: float) -> float:
    """Return part of the worth of contracts in hand the seat's systems could fulfil."""
    return sum(contract_worth(state, seat, c, energy) for c in state.seats[seat].contracts)


def take_cost(action: TakeContracts) -> int:
    """Return the credits a take costs: the red space's and the action's own."""
    space = game_data().board.space(action.space)
    return space.space_cost + action_pay(space)


def wasteful_take(state: State, action: TakeContracts, energy: float) -> bool:
    """Whether a take loses value for a seat whose systems make `energy` a round.

    It does when it gives back a contract it takes (an engineer, and maybe credits, for
    nothing), when it pays credits for a contract out of reach (one it will not fulfil), or
    when the contracts it gives up are worth about as much as those it keeps (a swap that gains
    less than `SWAP_MARGIN` and the credits).
    """
    taken, given = action.contracts, action.discard
    if set(taken) & set(given):
        return True
    seat = action.player
    paid = take_cost(action)
    if paid and any(requirement(state, seat, c) > energy + REACH_SLACK for c in taken):
        return True
    if not given:
        return False
    gain = sum(contract_worth(state, seat, c, energy) for c in taken)
    gain -= sum(contract_worth(state, seat, c, energy) for c in given)
    return gain < SWAP_MARGIN + CREDIT_VP * paid


def _seat_value(state: State, seat: int, ranking: float, inflow: dict[int, float]) -> float:
    p = state.seats[seat]
    rounds = game_data().setup.rounds
    future = max(0, rounds - state.round)  # rounds after this one
    acting = state.phase in (Phase.INCOME, Phase.ACTIONS) and p.engineers > 0
    value = float(p.vp) + 0.8 * ranking + 0.8 * _round_now(state, seat)
    value += _future_tiles(state, seat) + _pending_value(state, seat)
    energy = system_energy(state, seat, inflow)
    value += ENERGY_VP * energy * (future + (0.5 if acting else 0.0))
    if state.phase in (Phase.INCOME, Phase.ACTIONS):
        value += ENGINEER_VP * p.engineers
    if future or acting:
        value += _contracts_in_reach(state, seat, energy)
    pieces = sum(built(state, seat, s) for s in ("base", "elevation", "conduit", "powerhouse"))
    value += STRUCTURE_VP * pieces * min(future, 3) / 3
    if p.company:
        value += future * sum(reward_value(r) for r in uncovered_incomes(state, seat))
    stock = p.excavators + p.mixers
    value += (MACHINE_VP if future else 0.2) * stock + (CREDIT_VP if future else 0.2) * p.credits
    value += sum(d.drops for d in state.dams if d.owner == seat)
    return value + lwp_bots.expansion_value(state, seat)


def estimate(state: State) -> tuple[float, ...]:
    """Return each seat's expected final VP (bots' evaluation)."""
    inflow = inflow_of(state)
    ranking = ranking_vp([p.energy for p in state.seats])
    if state.phase == Phase.OVER:
        ranking = [0] * state.players
    return tuple(_seat_value(state, s, ranking[s], inflow) for s in range(state.players))


# -- move ordering ------------------------------------------------------------------------
_BASE_SCORE = {
    "fulfil_contract": 40.0,
    "free_build": 25.0,
    "produce": 14.0,
    "construct": 12.0,
    "take_contracts": 6.0,
    "buy_machinery": 5.0,
    "turn_wheel": 4.0,
    "manage_water": 3.0,
    "bank": 1.0,
    "skip": 0.0,
    "pass": 0.0,
}
"""Move-ordering base score by action kind (others: 5)."""


def _produce_score(state: State, action: Produce) -> float:
    geo = geometry()
    conduit = geo.conduit_index[action.conduit]
    modifier = 0
    if action.space:
        modifier = int(getattr(game_data().board.space(action.space), "modifier", 0))
    seat = action.player
    energy = production.energy_of(state, seat, conduit, action.drops, modifier)
    hand = [*state.seats[seat].contracts, *state.national]
    reach = [cid for cid in hand if requirement(state, seat, cid) <= energy]
    bonus = max((reward_value(contract(cid).reward) for cid in reach), default=0.0)
    fee = 0 if state.conduits[conduit] == seat else action.drops
    return energy + 2 * bonus - fee + (FULFILS if reach else 0.0)


def _construct_score(
    state: State, action: Construct, sites: dict[tuple[str, str], float] | None = None
) -> float:
    """Promise of a construction; `sites` keeps each structure and space's part for one state."""
    key = (action.structure, action.space)
    site = sites.get(key) if sites is not None else None
    if site is None:
        site = _site_score(state, action)
        if sites is not None:
            sites[key] = site
    return 2.0 - 1.5 * action.credits_for_machinery + site


def _site_score(state: State, action: Construct) -> float:
    """What building there adds: it completes a system, or stands where water can be used."""
    geo = geometry()
    seat = action.player
    if action.structure == "powerhouse":
        basin = geo.powerhouse_basin[geo.powerhouse_index[action.space]]
        if any(state.conduits[c] != NOBODY for c in geo.conduits_into(basin)):
            return 4.0
    elif action.structure == "conduit":
        c = geo.conduit_index[action.space]
        to_basin = geo.conduits[c].to_basin
        if any(state.powerhouses[ph] == seat for ph in geo.powerhouses_of[to_basin]):
            return 3.0 + geo.conduits[c].production
    elif action.structure == "base":
        basin = geo.dam_basin[geo.dam_index[action.space]]
        if any(state.conduits[c] != NOBODY for c in geo.conduits_of[basin]):
            return 3.0
    return 0.0


_SHARED = (BankCredits, TakeContracts, TurnWheel, BuyMachinery, ManageWater, BuyPatent)
"""Kinds the rules build once and share (`rules.management`): their scores are kept."""
KEPT_LIMIT = 4096
"""Most shared-action scores one search keeps; past it the table starts again (bounded memory)."""
_Kept = dict[int, tuple["AnyAction", float]]
_KEPT: weakref.WeakKeyDictionary[Random, _Kept] = weakref.WeakKeyDictionary()
"""Score of each shared action by `id` (with the action, so the id cannot be reused), one table
per search: keyed by the bot's random generator, so a table lives only as long as its bot (one
decision in the app) and never holds more than `KEPT_LIMIT` entries. (One table for the whole
process grew without bound: the rules' listings are bounded caches, so evicted actions came back
as new objects with new ids, and the table kept every old one alive.)"""


def kept_scores(rng: Random) -> _Kept:
    """Return the table of kept scores of the search drawing from `rng` (new if none)."""
    table = _KEPT.get(rng)
    if table is None:
        table = _KEPT[rng] = {}
    elif len(table) >= KEPT_LIMIT:
        table.clear()
    return table


def _score(
    state: State,
    action: AnyAction,
    sites: dict[tuple[str, str], float] | None = None,
    kept: _Kept | None = None,
) -> float:
    """Cheap promise of an action for move ordering (higher first)."""
    if isinstance(action, Produce):
        return _BASE_SCORE["produce"] + _produce_score(state, action)
    if isinstance(action, Construct):
        return _BASE_SCORE["construct"] + _construct_score(state, action, sites)
    if action.kind in lwp_bots.ORDER_KINDS:
        return lwp_bots.order_score(state, action, reward_value)
    score = _BASE_SCORE.get(action.kind, 5.0)
    if isinstance(action, FulfilContract):
        score += reward_value(contract(action.contract).reward)
    elif isinstance(action, TakeContracts):
        score += len(action.contracts) - 2 * len(action.discard)
    elif isinstance(action, BankCredits):
        score -= 0.2 * action.engineers
    if kept is not None and isinstance(action, _SHARED):
        kept[id(action)] = (action, score)
    return score


def ordered(state: State, actions: list[AnyAction], rng: Random) -> list[AnyAction]:
    """Return `actions` most promising first (ties in random order).

    Ties are broken by a random number per action (one C call each; shuffling first cost a
    Python-level draw per action, a tenth of the search's time).
    """
    return sorted(actions, key=_sort_key(state, rng))


def candidates(state: State, actions: list[AnyAction], rng: Random) -> list[AnyAction]:
    """Return `actions` as `ordered` ranks them, without the takes that lose value.

    The bots (the search's nodes and play-outs, `easy`) and so "Show me" choose among these;
    a position where every legal action is such a take (none is: the bank is never closed)
    keeps them all.
    """
    kept = _without_waste(state, actions)
    return ordered(state, kept or actions, rng)


def _without_waste(state: State, actions: list[AnyAction]) -> list[AnyAction]:
    """Return `actions` without the contract takes that lose value (`wasteful_take`)."""
    energy: float | None = None
    out = []
    for action in actions:
        if isinstance(action, TakeContracts):
            if energy is None:
                energy = system_energy(state, action.player, inflow_of(state))
            if wasteful_take(state, action, energy):
                continue
        out.append(action)
    return out


def _best(state: State, actions: list[AnyAction], rng: Random, n: int) -> list[AnyAction]:
    """Return the `n` most promising of `actions`, as `ordered` would, without sorting the rest."""
    return heapq.nsmallest(n, actions, key=_sort_key(state, rng))


def _sort_key(state: State, rng: Random) -> Callable[[AnyAction], tuple[float, float]]:
    """Return the ordering key: minus the score, then a random tie-break."""
    draw, kept = rng.random, kept_scores(rng)
    sites: dict[tuple[str, str], float] = {}

    def key(action: AnyAction) -> tuple[float, float]:
        hit = kept.get(id(action))
        if hit is not None and hit[0] is action:
            return (-hit[1], draw())
        return (-_score(state, action, sites, kept), draw())

    return key


def rollout(
    game: GameBase[State, AnyAction], state: State, player: PlayerId, rng: Random
) -> AnyAction:
    """Return a cheap play-out move: mostly a good production or construction.

    On a turn with engineers left, a production (best energy and contract first) or, most
    of the time, a construction is taken without listing every legal action; otherwise one
    of the three most promising legal actions.
    """
    top = top_decision(state.pending)
    if isinstance(top, Turn) and state.seats[player].engineers > 0:
        prods = production.legal(state, player)
        if prods:
            return max(prods, key=lambda a: _produce_score(state, a) + 2 * rng.random())
        if rng.random() < ROLLOUT_BUILD:
            builds = construction.legal(state, player)
            if builds:
                sites: dict[tuple[str, str], float] = {}
                return max(
                    builds, key=lambda a: _construct_score(state, a, sites) + 2 * rng.random()
                )
    legal = game.legal_actions(state, player)
    best = _best(state, _without_waste(state, legal) or legal, rng, 3)
    return rng.choice(best)


# -- the easy bot ---------------------------------------------------------------------------
_CHEAP = (BankCredits, TurnWheel, BuyMachinery, ManageWater, TakeContracts, Pass, Skip)


def easy_action(
    game: GameBase[State, AnyAction], view: State, player: PlayerId, rng: Random
) -> AnyAction | None:
    """The `easy` bot: the legal move after which `estimate` likes its position best.

    Contracts are fulfilled and free buildings taken at once (best reward first); otherwise
    every legal move is tried one ply deep. Ties go to the move ordering's favourite.
    """
    actions = game.legal_actions(view, player)
    if len(actions) == 1:
        return actions[0]
    ranked = candidates(view, actions, rng)
    if isinstance(ranked[0], (FulfilContract, FreeBuild)):
        return ranked[0]
    state = determinize(view, rng)
    me = int(player)
    best: AnyAction = ranked[0]
    best_value = -1e9
    for rank, action in enumerate(ranked):
        after = estimate(game.apply(state, action))
        others = max((v for i, v in enumerate(after) if i != me), default=0.0)
        value = after[me] - 0.25 * others - 1e-3 * rank
        if isinstance(action, _CHEAP):
            value -= 0.05
        if value > best_value:
            best, best_value = action, value
    if isinstance(best, (BankCredits, Pass, TakeContracts)):
        return _machinery_instead(view, ranked) or best
    return best


def _machinery_instead(state: State, actions: list[AnyAction]) -> AnyAction | None:
    """Return a purchase of the machinery the seat lacks most, if it is short of some."""
    shop = [a for a in actions if isinstance(a, BuyMachinery)]
    if not shop:
        return None
    p = state.seats[shop[0].player]
    short = (MACHINES_WANTED[0] - p.excavators, MACHINES_WANTED[1] - p.mixers)
    if max(short) <= 0:
        return None
    return max(shop, key=lambda a: short[0] * a.excavators + short[1] * a.mixers)
