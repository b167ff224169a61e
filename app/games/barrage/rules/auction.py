"""Turn-order auction, optional (seed 000 "プレイ順のオークション").

In the initial (random) order each player puts a marker on a turn position with a VP bid of
0..15. A marker put on a position already bid for goes to the right of the others there and
beats them; the beaten player takes the marker back and bids again on their next turn. A player
whose marker is still the rightmost of its position skips. When every position has its one
marker, the turn order is set, each player pays its bid in VP, and the companies are taken
from the last position up (standard) or assigned by position (introductory).

Reading (RULES.md): a bid must be strictly higher than the marker it beats. Equal bids would let
two players beat each other forever; BGA requires a higher bid too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.flow import pop_decision, push_decision
from app.engine.game import PlayerId
from app.games.barrage.actions import Bid
from app.games.barrage.data.data import game_data
from app.games.barrage.model import Auction, Draft, Phase
from app.games.barrage.rules.company import intro_companies

if TYPE_CHECKING:
    from app.games.barrage.model import State

__all__ = ["finish_auction", "leader", "legal", "on_bid", "start_auction"]


def start_auction(state: State) -> None:
    """Open the auction: the first seat of the initial order bids."""
    n = state.players
    order = list(state.turn_order)
    state.phase = Phase.AUCTION
    push_decision(
        state.pending, Auction(waiting=(order[0],), order=order, positions=[0] * n, amounts=[0] * n)
    )


def leader(decision: Auction, position: int) -> int | None:
    """Return the seat whose marker leads turn `position`, or None."""
    seats = [s for s, pos in enumerate(decision.positions) if pos == position]
    return seats[0] if seats else None


def legal(state: State, seat: PlayerId, decision: Auction) -> list[Bid]:
    """Return every bid `seat` may make."""
    top = game_data().setup.auction["max_bid"]
    out = []
    for position in range(1, state.players + 1):
        held = leader(decision, position)
        low = 0 if held is None else decision.amounts[held] + 1
        out += [Bid(player=seat, position=position, vp=v) for v in range(low, top + 1)]
    return out


def on_bid(state: State, action: Bid) -> None:
    """Put the marker; the beaten marker goes back; the next seat that must bid is asked."""
    decision = pop_decision(state.pending)
    assert isinstance(decision, Auction)
    beaten = leader(decision, action.position)
    if beaten is not None:
        decision.positions[beaten] = 0
    decision.positions[action.player] = action.position
    decision.amounts[action.player] = action.vp
    order = decision.order
    start = order.index(action.player) + 1
    for k in range(len(order)):
        seat = order[(start + k) % len(order)]
        if decision.positions[seat] == 0:
            decision.waiting = (seat,)
            push_decision(state.pending, decision)
            return
    finish_auction(state, decision)


def finish_auction(state: State, decision: Auction) -> None:
    """Set the turn order and the bids, then hand out or draft the companies."""
    state.turn_order = sorted(
        (PlayerId(s) for s in range(state.players)), key=lambda s: decision.positions[s]
    )
    state.bids = list(decision.amounts)
    if state.introductory:
        intro_companies(state)
        return
    last_first = list(reversed(state.turn_order))
    state.phase = Phase.DRAFT
    push_decision(state.pending, Draft(waiting=(last_first[0],), order=last_first))
