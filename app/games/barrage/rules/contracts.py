"""Contracts (seed 000 "アクション：契約", "契約の履行"; seed 004 "Production", "Contract Office").

Contract office: take the shown number of face-up private contracts (with fewer on display the
space cannot be used: the action could not be carried out in full); a hand holds at most 3
(over it, the player discards down to 3, choosing which); at the end of every turn each pile is
refilled to 2 face-up tiles from its deck. Fulfilling: after a production (or energy a tile
says is usable for contracts) a player may fulfil one contract from hand, or a national
contract still on display (first come), whose requirement the energy reaches; France needs 3
less once its ability is on. The tile is turned face down and its reward given.
"""

from __future__ import annotations

from functools import cache, lru_cache
from itertools import combinations
from typing import TYPE_CHECKING

from app.engine.flow import pop_decision, push_decision
from app.games.barrage.actions import FulfilContract, TakeContracts, trusted
from app.games.barrage.data.data import game_data
from app.games.barrage.model import ContractChoice
from app.games.barrage.rules import notes
from app.games.barrage.rules.board import ability_active, company_of, has_officer_ability
from app.games.barrage.rules.rewards import grant

if TYPE_CHECKING:
    from app.engine.game import PlayerId
    from app.games.barrage.data.boards import ContractSpace
    from app.games.barrage.data.components import Contract
    from app.games.barrage.model import State

__all__ = [
    "contract",
    "face_up",
    "fulfillable",
    "hand_limit",
    "offer",
    "on_fulfil",
    "on_take",
    "refill",
    "requirement",
    "take_is_legal",
    "take_options",
    "take_options_for",
]

FRANCE_DISCOUNT = 3
"""Seed 000 企業ボード 4: France's contracts need 3 energy less."""
SIMONE_HAND_LIMIT = 4
"""Reference §6 (Leeghwater): Simone Luciani keeps up to 4 contracts."""


@cache
def _contracts() -> dict[int, Contract]:
    return {c.id: c for t in game_data().contracts.tiers for c in t.contracts}


def contract(cid: int) -> Contract:
    """Return the data of a contract tile."""
    return _contracts()[cid]


def hand_limit(state: State | None = None, seat: int = 0) -> int:
    """Return how many face-up contracts a player (Simone Luciani: 4) may keep."""
    if state is not None and has_officer_ability(state, seat, "four_contracts"):
        return SIMONE_HAND_LIMIT
    return game_data().contracts.rules.hand_limit


def face_up(state: State) -> list[int]:
    """Return the face-up private contracts, sorted."""
    return sorted(c for pile in state.private for c in pile.face_up)


def take_options(state: State, player: PlayerId, space: ContractSpace) -> list[TakeContracts]:
    """Return every way to take contracts on `space` (which tiles, which to discard)."""
    hand = tuple(sorted(state.seats[player].contracts))
    limit = hand_limit(state, player)
    return list(take_options_for(player, space.uid, space.take, tuple(face_up(state)), hand, limit))


@lru_cache(maxsize=1024)
def take_options_for(
    player: PlayerId,
    uid: str,
    take: int,
    shown: tuple[int, ...],
    hand: tuple[int, ...],
    limit: int = 3,
) -> tuple[TakeContracts, ...]:
    """`take_options` for one display, (sorted) hand and hand limit: nothing else counts."""
    out = []
    for taken in combinations(shown, take):
        new_hand = sorted([*hand, *taken])
        over = max(0, len(new_hand) - limit)
        for discard in combinations(new_hand, over):
            out.append(_take(player, uid, taken, discard))
    return tuple(out)


@lru_cache(maxsize=65536)
def _take(
    player: PlayerId, uid: str, taken: tuple[int, ...], discard: tuple[int, ...]
) -> TakeContracts:
    """One way to take contracts, built once and shared (actions are frozen)."""
    return trusted(TakeContracts, player=player, space=uid, contracts=taken, discard=discard)


def take_is_legal(state: State, action: TakeContracts, space: ContractSpace) -> bool:
    """Return True if `action` is one of `take_options` (checked without listing them all)."""
    shown = face_up(state)
    taken = list(action.contracts)
    if taken != sorted(set(taken)) or len(taken) != space.take:
        return False
    if any(c not in shown for c in taken):
        return False
    new_hand = sorted([*state.seats[action.player].contracts, *taken])
    over = max(0, len(new_hand) - hand_limit(state, action.player))
    discard = list(action.discard)
    return (
        len(discard) == over
        and discard == sorted(discard)
        and all(new_hand.count(c) >= discard.count(c) for c in discard)
        and len(set(discard)) == len(discard)
    )


def on_take(state: State, action: TakeContracts) -> None:
    """Move the taken tiles to the hand and discard the ones given up."""
    p = state.seats[action.player]
    for cid in action.contracts:
        pile = next(pl for pl in state.private if cid in pl.face_up)
        pile.face_up.remove(cid)
        p.contracts.append(cid)
    for cid in action.discard:
        p.contracts.remove(cid)
        state.discarded.append(cid)


def refill(state: State) -> None:
    """End of turn: bring every pile back to 2 face-up tiles from its deck."""
    want = game_data().contracts.rules.face_up_per_pile
    new: list[int] = []
    for pile in state.private:
        while len(pile.face_up) < want and pile.deck:
            new.append(pile.deck.pop(0))
            pile.face_up.append(new[-1])
    notes.refilled("contracts", new)


def requirement(state: State, seat: int, cid: int) -> int:
    """Return the energy contract `cid` needs from `seat` (France: 3 less)."""
    need = contract(cid).energy
    if company_of(state, seat).ability == "france_cheaper_contracts" and ability_active(
        state, seat
    ):
        need -= FRANCE_DISCOUNT
    return need


def fulfillable(state: State, seat: int, energy: int) -> list[int]:
    """Return the contracts (hand, then national) that `energy` fulfils for `seat`."""
    hand = state.seats[seat].contracts
    return [c for c in (*hand, *state.national) if requirement(state, seat, c) <= energy]


def offer(state: State, seat: PlayerId, energy: int) -> None:
    """Let `seat` fulfil a contract with `energy` if any is within reach."""
    if fulfillable(state, seat, energy):
        push_decision(state.pending, ContractChoice(waiting=(seat,), energy=energy))


def on_fulfil(state: State, action: FulfilContract) -> None:
    """Fulfil the chosen contract: turn it face down and give its reward.

    Simone Luciani (reference §6): the energy left over may fulfil another contract (offered
    after the reward's own choices).
    """
    top = pop_decision(state.pending)
    seat = action.player
    p = state.seats[seat]
    if action.contract in p.contracts:
        p.contracts.remove(action.contract)
    else:
        state.national.remove(action.contract)
    p.fulfilled.append(action.contract)
    if isinstance(top, ContractChoice) and has_officer_ability(state, seat, "four_contracts"):
        offer(state, seat, top.energy - requirement(state, seat, action.contract))
    grant(state, seat, contract(action.contract).reward, "contracts")
