"""Management actions other than production (seed 000 "アクション：水源/銀行/工場/建機/契約/特許").

Water management: 2 drops on headstreams of choice (they flow in the water flow phase), or 1
drop that flows at once. Bank: 1 credit per engineer, never exclusive. Workshop: pay and turn
the wheel the shown steps. Machinery shop: pay for one set (never several sets in one action).
Contract office: see `rules.contracts`. Patent office: pay 5 credits for the advanced tile in
the slot (the slot stays empty until the end of the round).
"""

from __future__ import annotations

from functools import cache, lru_cache
from itertools import combinations_with_replacement
from typing import TYPE_CHECKING

from app.games.barrage.actions import (
    BankCredits,
    BuyMachinery,
    BuyPatent,
    ManageWater,
    TakeContracts,
    TurnWheel,
)
from app.games.barrage.data.data import game_data, geometry
from app.games.barrage.rules import contracts, water, wheel
from app.games.barrage.rules.placement import (
    action_pay,
    board_spaces,
    can_place,
    is_open,
    place,
    spaces_in_play,
    taken_spaces,
)

if TYPE_CHECKING:
    from app.engine.game import PlayerId
    from app.games.barrage.data.boards import ActionSpace
    from app.games.barrage.model import State

__all__ = ["ManagementAction", "legal", "on_management", "space_of"]

ManagementAction = ManageWater | BankCredits | TurnWheel | TakeContracts | BuyMachinery | BuyPatent
"""Placements on the management board that are not productions."""

SECTIONS = ("water", "bank", "workshop", "contract", "machinery", "patent")


def space_of(action: ManagementAction) -> ActionSpace:
    """Return the management space an action uses."""
    uid = "bank" if isinstance(action, BankCredits) else action.space
    return game_data().board.space(uid)


def legal(state: State, seat: PlayerId, uid: str | None = None) -> list[ManagementAction]:
    """Return every non-production management action `seat` can take (optionally one space)."""
    if uid is None:
        p = state.seats[seat]
        return list(
            _all_options(
                seat,
                (state.players, state.introductory),
                taken_spaces(state),
                (p.engineers, p.credits),
                tuple(tile is not None for tile in state.patent_display),
                (tuple(contracts.face_up(state)), tuple(sorted(p.contracts))),
                contracts.hand_limit(state, seat),
            )
        )
    out: list[ManagementAction] = []
    taken = taken_spaces(state)
    for space in board_spaces(state):
        if space.section not in SECTIONS or (uid is not None and space.uid != uid):
            continue
        if space.section == "bank":
            out += _bank(seat, state.seats[seat].engineers)
        elif can_place(state, seat, space, taken):
            out += _options(state, seat, space)
    return out


@lru_cache(maxsize=1024)
def _all_options(  # noqa: PLR0913, PLR0917 (the facts the listing depends on: a cache key)
    seat: PlayerId,
    setup: tuple[int, bool],
    taken: frozenset[str],
    supply: tuple[int, int],
    patents: tuple[bool, ...],
    offer: tuple[tuple[int, ...], tuple[int, ...]],
    limit: int = 3,
) -> tuple[ManagementAction, ...]:
    """`legal` for every space, from the facts it depends on (positions repeat in a search).

    `setup` is (players, introductory), `supply` the seat's (engineers, credits), `patents`
    which patent office slots hold a tile, `offer` the face-up private contracts and the
    seat's hand (sorted), `limit` its hand limit.
    """
    engineers, credits = supply
    out: list[ManagementAction] = []
    for space in spaces_in_play(*setup, None):
        if space.section not in SECTIONS:
            continue
        if space.section == "bank":
            out += _bank(seat, engineers)
        elif not is_open(space, taken, engineers, credits):
            continue
        elif space.section == "contract":
            out += contracts.take_options_for(seat, space.uid, space.take, *offer, limit)
        elif space.section != "patent" or patents[space.slot - 1]:
            out += _fixed_options(seat, space.uid)
    return tuple(out)


@cache
def _bank(seat: PlayerId, engineers: int) -> tuple[BankCredits, ...]:
    return tuple(BankCredits(player=seat, engineers=n) for n in range(1, engineers + 1))


def _options(state: State, seat: PlayerId, space: ActionSpace) -> tuple[ManagementAction, ...]:
    """Return the actions on an open space (the space itself is available)."""
    if space.section == "contract":
        return tuple(contracts.take_options(state, seat, space))
    if space.section == "patent":
        if state.patent_display[space.slot - 1] is None:
            return ()
        return _fixed_options(seat, space.uid)
    return _fixed_options(seat, space.uid)


@cache
def _fixed_options(seat: PlayerId, uid: str) -> tuple[ManagementAction, ...]:
    """The actions of a space that offers the same ones whenever it is open (built once)."""
    space = game_data().board.space(uid)
    if space.section == "water":
        ids = [h.id for h in geometry().data.headstreams]
        return tuple(
            ManageWater(player=seat, space=space.uid, headstreams=combo)
            for combo in combinations_with_replacement(ids, space.drops)
        )
    if space.section == "workshop":
        return (TurnWheel(player=seat, space=space.uid),)
    if space.section == "machinery":
        sets = [(space.excavators, space.mixers)]
        if space.either:
            sets = [(space.either, 0), (0, space.either)]
        return tuple(
            BuyMachinery(player=seat, space=space.uid, excavators=e, mixers=m) for e, m in sets
        )
    if space.section == "patent":
        return (BuyPatent(player=seat, space=space.uid),)
    return ()


def on_management(state: State, action: ManagementAction) -> None:
    """Place the engineers, pay, and carry out a legal management action."""
    space = space_of(action)
    seat = action.player
    p = state.seats[seat]
    engineers = action.engineers if isinstance(action, BankCredits) else None
    place(state, seat, space, engineers)
    p.credits -= action_pay(space)
    match action:
        case BankCredits():
            p.credits += action.engineers * space.credits_per_engineer  # type: ignore[union-attr]
        case TurnWheel():
            wheel.turn(p, space.rotate, seat=seat)  # type: ignore[union-attr]
        case BuyMachinery():
            p.excavators += action.excavators
            p.mixers += action.mixers
        case TakeContracts():
            contracts.on_take(state, action)
        case BuyPatent():
            slot = space.slot - 1  # type: ignore[union-attr]
            tile = state.patent_display[slot]
            state.patent_display[slot] = None
            p.tiles.append(tile or "")
        case ManageWater():
            _water(state, action, flow_now=space.flow_now)  # type: ignore[union-attr]


def _water(state: State, action: ManageWater, *, flow_now: bool) -> None:
    index = geometry().headstream_index
    if flow_now:
        water.flow_now_each(state, [index[hid] for hid in action.headstreams])
        return
    for hid in action.headstreams:
        water.add_drops(state, index[hid], 1)
