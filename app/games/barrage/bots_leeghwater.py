"""Bot support for the Leeghwater Project (issue 11 "Bots"; `bots`).

Hidden information: only the order of the external works decks (every tile drawn was shown,
so their contents are public): `redact_expansion` sorts them, `determinize_expansion` shuffles
them. Evaluation (`expansion_value`): a private building is worth its printed VP (scored at
the end) plus a use in each round still to come (what its action roughly brings), so the
`easy` bot, which plays the move `estimate` likes best one ply deep, builds and uses buildings
and takes external works (their VP and rewards show in the seat's VP and supplies at once).
A choice on top that only the seat can take (architect, drop into a dam, contract from hand,
the level I building tile's use) is worth what it brings.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.flow import top_decision
from app.games.barrage.actions_leeghwater import (
    BuildBuilding,
    DoExternalWork,
    UseArchitect,
    UseBuilding,
)
from app.games.barrage.data.data import game_data
from app.games.barrage.model import (
    ArchitectChoice,
    BuildingUseChoice,
    DamDropChoice,
    HandContractChoice,
    Phase,
)
from app.games.barrage.rules.private_buildings import built_by, has_used

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.engine.rng import Random
    from app.games.barrage.data.components import Reward
    from app.games.barrage.model import Leeghwater, State

__all__ = [
    "determinize_expansion",
    "expansion_value",
    "hidden_sizes",
    "order_score",
    "redact_expansion",
]

USE_VP = {
    "drop_in_dam": 1.0,
    "production": 3.0,
    "fulfil_contract": 3.0,
    "tile_back": 1.0,
    "energy": 1.5,
    "credits": 1.5,
    "external_work_for_credits": 2.5,
    "machinery_back": 1.0,
    "machinery": 0.8,
    "energy_for_contract": 2.5,
}
"""Rough VP one use of each kind of private building brings."""
CHOICE_VP = {"architect": 2.0, "dam_drop": 1.0, "hand_contract": 6.0, "building_use": 2.0}
"""Worth of an expansion choice waiting on top for the seat."""


def hidden_sizes(state: State) -> tuple[int, ...]:
    """The sizes of the external works decks (a change means tiles were revealed)."""
    return tuple(len(d) for d in state.lwp.decks) if state.lwp is not None else ()


def redact_expansion(ex: Leeghwater) -> Leeghwater:
    """Return the expansion part with the decks' order hidden (sorted)."""
    return ex.model_copy(update={"decks": [sorted(d) for d in ex.decks]})


def determinize_expansion(ex: Leeghwater, rng: Random) -> Leeghwater:
    """Return the expansion part with each deck in a random order."""
    decks = []
    for deck in ex.decks:
        shuffled = sorted(deck)
        rng.shuffle(shuffled)
        decks.append(shuffled)
    return ex.model_copy(update={"decks": decks})


def expansion_value(state: State, seat: int) -> float:
    """Return what the seat's private buildings and waiting choices should still bring."""
    if state.lwp is None:
        return 0.0
    data = game_data().leeghwater
    rounds_left = max(0, game_data().setup.rounds - state.round)
    acting = state.phase in (Phase.INCOME, Phase.ACTIONS)
    value = 0.0
    for bid in built_by(state, seat):
        b = data.building(bid)
        if state.phase != Phase.OVER:
            value += b.vp
        index = state.lwp.buildings.index(bid)
        this_round = 1 if acting and not has_used(state, seat, index) else 0
        value += USE_VP[b.action] * (rounds_left + this_round)
    top = top_decision(state.pending)
    choices = (ArchitectChoice, DamDropChoice, HandContractChoice, BuildingUseChoice)
    if isinstance(top, choices) and seat in top.waiting:
        value += CHOICE_VP[top.kind]
    return value


# -- move ordering ------------------------------------------------------------------------
MACHINERY_VP = 1.2
"""What one machinery handed over or locked on the wheel costs, in the ordering's VP."""
ORDER_BASE = {"external_work": 10.0, "build_building": 9.0, "use_building": 8.0}
"""Base promise of each turn action of the expansion (between a construction, 12, and taking
contracts, 6, in `bots._BASE_SCORE`): without it every expansion move scored a flat 5 and fell
outside the search's best ten, so the search bots never tried one."""
ORDER_KINDS = frozenset({*ORDER_BASE, "use_architect"})
"""Action kinds `order_score` rates."""


def order_score(state: State, action: object, reward_value: Callable[[Reward], float]) -> float:
    """Return the move ordering's promise of an expansion action (`ORDER_KINDS`; others: 5).

    An external work is worth its reward minus the machinery it costs (more when it also
    fulfils a contract); a private building its printed VP plus a use in each round left (up to
    three), minus the machinery locked on the wheel; a use what that kind of use brings.
    """
    data = game_data().leeghwater
    if isinstance(action, DoExternalWork):
        wid = state.lwp.display[action.slot - 1] if state.lwp is not None else None
        if wid is None:
            return ORDER_BASE["external_work"]
        work = data.work(wid)
        bonus = 3.0 if work.fulfil_contract_max else 0.0
        cost = MACHINERY_VP * (work.excavators + work.mixers)
        return ORDER_BASE["external_work"] + reward_value(work.reward) + bonus - cost
    if isinstance(action, BuildBuilding):
        b = data.building(action.building)
        # a use in each round left, but at most three: the ordering must not bury constructions
        rounds_left = min(3, max(0, game_data().setup.rounds - state.round) + 1)
        locked = MACHINERY_VP * (action.excavators + action.mixers)
        return (
            ORDER_BASE["build_building"]
            + b.vp
            + USE_VP[b.action] * rounds_left
            - locked
            - 1.5 * action.credits_for_machinery
        )
    if isinstance(action, UseBuilding):
        b = data.building(action.building)
        return ORDER_BASE["use_building"] + USE_VP[b.action]
    if isinstance(action, UseArchitect):
        return 5.0 + CHOICE_VP["architect"]
    return 5.0
