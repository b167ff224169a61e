"""External works (seed 000 レーフワーテル計画拡張 "外注仕事アクション"; reference §12).

Three spaces, one per external work on display. A company puts 2 engineers on the space of a
tile, pays the machinery printed on its left to the general supply (not the wheel; Leslie
Spencer may put it on her wheel with her special tile, which then turns 1), gains the reward on
its right at once and keeps the tile face down. Rewards are those of contracts plus: fulfil a
contract from hand needing at most n energy without producing (`HandContractChoice`), energy
produced (usable for a contract), a free advanced tile from the patent office. The loan agency
(a private building) claims a work paying 2 credits per machinery instead (`claim`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.flow import push_decision
from app.games.barrage.actions import DoExternalWork
from app.games.barrage.data.data import game_data
from app.games.barrage.model import HandContractChoice
from app.games.barrage.rules import contracts, wheel
from app.games.barrage.rules.leeghwater_setup import LESLIE_TILE
from app.games.barrage.rules.rewards import grant

if TYPE_CHECKING:
    from app.engine.game import PlayerId
    from app.games.barrage.data.leeghwater import ExternalWork
    from app.games.barrage.model import State

__all__ = ["ENGINEERS", "claim", "hand_fulfillable", "legal", "on_external_work", "open_works"]

ENGINEERS = 2
"""Seed 000 外注仕事: engineers placed on the space of the tile."""
SOURCE = "external_works"
"""Breakdown line of the VP external works give."""


def open_works(state: State) -> list[tuple[int, ExternalWork]]:
    """Return (space 1..3, tile) of the external works still on display."""
    if state.lwp is None:
        return []
    data = game_data().leeghwater
    return [(i + 1, data.work(w)) for i, w in enumerate(state.lwp.display) if w is not None]


def patent_choices(state: State, work: ExternalWork) -> list[int]:
    """Return the patent office slots a work's free advanced tile may come from (0: none)."""
    if not work.advanced_tile:
        return [0]
    slots = [i + 1 for i, tile in enumerate(state.patent_display) if tile is not None]
    return slots or [0]


def legal(state: State, seat: PlayerId) -> list[DoExternalWork]:
    """Return every external work `seat` can do now."""
    p = state.seats[seat]
    if p.engineers < ENGINEERS:
        return []
    out = []
    for slot, work in open_works(state):
        if work.excavators > p.excavators or work.mixers > p.mixers:
            continue
        ways = (
            [False, True] if LESLIE_TILE in p.tiles and work.excavators + work.mixers else [False]
        )
        for leslie in ways:
            out += [
                DoExternalWork(player=seat, slot=slot, leslie=leslie, patent=k)
                for k in patent_choices(state, work)
            ]
    return out


def on_external_work(state: State, action: DoExternalWork) -> None:
    """Place the engineers, pay the machinery, take the tile and its reward."""
    p = state.seats[action.player]
    ex = state.lwp
    assert ex is not None
    work = game_data().leeghwater.work(ex.display[action.slot - 1] or "")
    p.engineers -= ENGINEERS
    if action.leslie:
        wheel.load_and_turn(p, LESLIE_TILE, work.excavators, work.mixers, seat=action.player)
    else:
        p.excavators -= work.excavators
        p.mixers -= work.mixers
    claim(state, action.player, action.slot, action.patent)


def claim(state: State, seat: PlayerId, slot: int, patent: int) -> None:
    """Take the work of space `slot` (its cost already paid) and carry out its reward."""
    ex = state.lwp
    assert ex is not None
    wid = ex.display[slot - 1] or ""
    work = game_data().leeghwater.work(wid)
    ex.display[slot - 1] = None
    ex.claimed_by[slot - 1] = seat
    ex.works[seat].append(wid)
    p = state.seats[seat]
    grant(state, seat, work.reward, SOURCE)
    if patent:
        p.tiles.append(state.patent_display[patent - 1] or "")
        state.patent_display[patent - 1] = None
    if work.energy_produced:
        p.energy += work.energy_produced
        contracts.offer(state, seat, work.energy_produced)
    if work.fulfil_contract_max and hand_fulfillable(state, seat, work.fulfil_contract_max):
        push_decision(
            state.pending, HandContractChoice(waiting=(seat,), max_energy=work.fulfil_contract_max)
        )


def hand_fulfillable(state: State, seat: int, max_energy: int) -> list[int]:
    """Return the contracts in hand needing at most `max_energy` (-1: any)."""
    return [
        c
        for c in state.seats[seat].contracts
        if max_energy < 0 or contracts.requirement(state, seat, c) <= max_energy
    ]
