"""Every legal action of a seat, by the decision on top of the stack (seed 002).

The conditions are those of `check` (which gives the reasons); both are tested against each
other by the playthrough checker. Actions come from `actions.shared`, built once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

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
    shared,
)
from app.games.tinners_trail.data.data import board, game_data
from app.games.tinners_trail.model import AfterCard, Auction
from app.games.tinners_trail.rules import auction, developments, mining
from app.games.tinners_trail.rules.build import card_fits
from app.games.tinners_trail.rules.changeover import face_down
from app.games.tinners_trail.rules.investment import amounts
from app.games.tinners_trail.rules.setup import keep_choices
from app.games.tinners_trail.rules.worktrack import left

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.games.tinners_trail.actions import AnyAction
    from app.games.tinners_trail.model import State

__all__ = ["auction_starts", "developments_of", "legal_actions", "mining_of"]


def legal_actions(state: State, player: int) -> list[AnyAction]:
    """Every action `player` may take now (empty when it is not their turn)."""
    if not state.pending or player not in state.pending[-1].waiting:
        return []
    top = state.pending[-1]
    if isinstance(top, Auction):
        return _bids(state, top, player)
    if isinstance(top, AfterCard):
        return _after_cards(state, top, player)
    return _ANSWERS.get(top.kind, _work)(state, player)


def _keep(state: State, player: int) -> list[AnyAction]:
    return [shared(KeepCards, player, cards=c) for c in keep_choices(state, player)]


def _pumping(state: State, player: int) -> list[AnyAction]:
    wet = developments.wet_regions(state)
    return [*(shared(PumpWater, player, region=r) for r in wet), shared(StopPumping, player)]


def _invest(state: State, player: int) -> list[AnyAction]:
    money = state.seats[player].money
    out: list[AnyAction] = [shared(InvestMoney, player, amount=a) for a in amounts(money)]
    return [*out, shared(StopInvesting, player)]


def _peek(state: State, player: int) -> list[AnyAction]:
    peeks: list[AnyAction] = [shared(PeekTile, player, region=r) for r in face_down(state)]
    return [*peeks, shared(SkipPeek, player)]


def _work(state: State, player: int) -> list[AnyAction]:
    out = auction_starts(state, player)
    out += mining_of(state, player)
    out += developments_of(state, player)
    if left(state, player) >= 1:
        out.append(shared(SellPasty, player))
    out.append(shared(Pass, player))
    return out


_ANSWERS: dict[str, Callable[[State, int], list[AnyAction]]] = {
    "keep": _keep,
    "pumping": _pumping,
    "invest": _invest,
    "peek": _peek,
}
"""Legal answers by decision kind; a work-track turn (`_work`) otherwise."""


def auction_starts(state: State, player: int) -> list[AnyAction]:
    """Every way `player` may start an auction now."""
    seat = state.seats[player]
    if left(state, player) < auction.MINE_COST or seat.mines <= 0:
        return []
    data = game_data()
    two = state.players == 2
    low = auction.minimum(state)
    out: list[AnyAction] = []
    for region in board(state.players).regions:
        if not auction.is_open(state, region):
            continue
        cards = [c for c in seat.hand if card_fits(c, region)]
        if two:
            out += [
                shared(StartAuction, player, region=region, card=c)
                for c in cards
                if data.cards[c].price <= seat.money
            ]
            if state.decks[data.region_group[region]]:  # with any money, even £0
                out.append(shared(StartAuction, player, region=region, deck=True))
            continue
        if seat.money < low:
            continue
        out.append(shared(StartAuction, player, region=region))
        if cards and not state.face_up[region] and auction.rivals(state, player, low):
            out += [shared(StartAuction, player, region=region, card=c) for c in cards]
    return out


def mining_of(state: State, player: int) -> list[AnyAction]:
    """Every mining action of `player`."""
    if left(state, player) < mining.MINING_COST:
        return []
    return [
        shared(MineOre, player, region=r, tin=tin, copper=copper)
        for r, owner in enumerate(state.mine)
        if owner == player
        for tin, copper in mining.choices(state, player, r)
    ]


def developments_of(state: State, player: int) -> list[AnyAction]:
    """Every development `player` may take now."""
    b, points = board(state.players), left(state, player)
    miners, ports, rails, adits = state.devs
    cost = developments.COSTS
    out: list[AnyAction] = []
    if miners and points >= cost["miner"]:
        out += [shared(PlaceMiner, player, region=r) for r in b.regions if not state.miner[r]]
    if ports and points >= cost["port"]:
        out += [shared(PlacePort, player, region=r) for r in b.coastal if not state.port[r]]
    if rails and points >= cost["rail"]:
        out += [shared(PlaceRail, player, region=r) for r in b.regions if not state.rail[r]]
    if adits and points >= cost["adit"]:
        out += [shared(PlaceAdit, player, border=i) for i in b.borders if i not in state.adits]
    if points >= cost["pumps"] and developments.pump_group(state) is not None:
        out.append(shared(TakePumps, player))
    return out


def _bids(state: State, top: Auction, player: int) -> list[AnyAction]:
    top_bid = auction.highest(state, top, player)
    out: list[AnyAction] = [
        shared(Bid, player, amount=a) for a in range(auction.needed(top), top_bid + 1)
    ]
    if not (top.leader < 0 and player == top.starter):
        out.append(shared(DropOut, player))
    return out


def _after_cards(state: State, top: AfterCard, player: int) -> list[AnyAction]:
    data, money = game_data(), state.seats[player].money
    out: list[AnyAction] = [
        shared(PlayCard, player, card=c)
        for c in state.seats[player].hand
        if card_fits(c, top.region) and data.cards[c].price <= money
    ]
    return [*out, shared(NoCard, player)]
