"""Building a mine by auction (seed 002 「鉱山の建設」「競りの事前準備」「入札」「競りのあと」).

The active player puts the auction marker on a region that still has its area tile. Only a
player with 2 work points, a mine left and the money for the bid may start, join or stay in an
auction. Before the first bid the starter may play a survey card face up (the tile is face
down, the card is of the tile's letter or wild, and another player can join): it costs nothing,
lets the starter look at the tile, and insures them for half the winning bid, rounded up, if
they lose. The starter bids first, at least £1 + £1 per player who has passed this round; then
the others, clockwise, raise or drop out until one is left. The winner pays the bid and 2 work
points and turns the tile face up; if no card was played before, the winner may then play one
(paying its price); then the tile, the drainage tokens and the card act (`build`).

2-player changes (seed 002 「2人プレイゲームでの変更」): the starter must play a survey card from
hand (as usual) or the top card of the region's deck; the minimum bid is always the card's
price. With a card from hand the starter may look at a face-down tile, must be able to pay the
minimum and must bid; with a deck card they cannot pay, they drop out and the opponent bids the
minimum or drops out (a deck card needs no money: the seed's starter who 「その最低入札額を支払う
ことができない」 may have £0; RULES.md). If both drop out, a face-up tile stays; a face-down tile
and every piece on the region (adits on its borders excepted) are removed, and no mine may be
built there.
No card may be played after the auction. The starter who played their own card and lost is
insured as usual.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.game import PlayerId
from app.games.tinners_trail.data.data import board, game_data
from app.games.tinners_trail.model import NO_TILE, AfterCard, Auction, note
from app.games.tinners_trail.rules import build
from app.games.tinners_trail.rules.build import card_fits
from app.games.tinners_trail.rules.edit import log, set_at, update_seat
from app.games.tinners_trail.rules.worktrack import left, spend

if TYPE_CHECKING:
    from app.games.tinners_trail.actions import Bid, DropOut, StartAuction
    from app.games.tinners_trail.model import State

__all__ = [
    "BID_PER_PASS",
    "MINE_COST",
    "MIN_BID",
    "can_join",
    "card_fits",
    "deck_unpayable",
    "highest",
    "is_open",
    "minimum",
    "minimum_only",
    "needed",
    "on_bid",
    "on_drop",
    "on_start",
    "rivals",
]

MINE_COST = int(game_data().costs["mine"])
"""Work points the winner pays (seed 002; developments.json)."""
MIN_BID = 1
"""£ of the least first bid with 3-5 players before anyone has passed (seed 002 「入札」)."""
BID_PER_PASS = 1
"""£ the least first bid rises for each player who has passed this round (seed 002)."""


def can_join(state: State, player: int, amount: int) -> bool:
    """Whether `player` may take part in an auction at a bid of `amount`."""
    seat = state.seats[player]
    return (
        player not in state.passed
        and left(state, player) >= MINE_COST
        and seat.mines > 0
        and seat.money >= amount
    )


def is_open(state: State, region: int) -> bool:
    """Whether a mine may be built on `region`: in play, tile still there, not closed."""
    return (
        board(state.players).in_play[region]
        and state.tile[region] != NO_TILE
        and not state.closed[region]
        and state.mine[region] < 0
    )


def minimum(state: State) -> int:
    """Minimum first bid with 3-5 players: £1 + £1 per player who has passed."""
    return MIN_BID + BID_PER_PASS * len(state.passed)


def deck_unpayable(state: State, player: int, region: int) -> bool:
    """2 players: whether `player` can pay no card of `region`'s letter (a £0 starter).

    Whatever the deck's top card, such a starter drops out at once and the opponent alone
    decides (seed 002 「2人プレイゲームでの変更」); the move is legal all the same.
    """
    data = game_data()
    group = data.region_group[region]
    cheapest = min(c.price for i, c in enumerate(data.cards) if data.card_group[i] == group)
    return state.seats[player].money < cheapest


def rivals(state: State, starter: int, amount: int) -> bool:
    """Whether another player could join at a bid above `amount` (seed: 「競りに参加できる」)."""
    return any(can_join(state, p, amount + 1) for p in range(state.players) if p != starter)


def needed(auction: Auction) -> int:
    """The lowest bid allowed now."""
    return auction.minimum if auction.leader < 0 else auction.bid + 1


def minimum_only(state: State, auction: Auction) -> bool:
    """2 players: the starter could not pay the deck card and dropped out before any bid.

    Seed 002 「2人プレイゲームでの変更」: 「相手プレイヤーは最低入札額で入札するか降りるかを
    選択します」 — the opponent bids exactly the minimum or drops out. (Otherwise the starter
    always bids first, so an auction without a bid and without its starter is only this case.)
    """
    return state.players == 2 and auction.leader < 0 and auction.starter not in auction.bidders


def highest(state: State, auction: Auction, player: int) -> int:
    """The highest bid `player` may make now: their money, or the minimum (`minimum_only`)."""
    money = state.seats[player].money
    return min(money, auction.minimum) if minimum_only(state, auction) else money


def _clockwise(state: State, starter: int) -> tuple[int, ...]:
    order = [(starter + k) % state.players for k in range(state.players)]
    return tuple(p for p in order if p == starter or can_join(state, p, 0))


def on_start(draft: State, action: StartAuction) -> None:
    """Put the auction marker down, play the card if any, and ask the starter to bid."""
    player, region = action.player, action.region
    draft.pending[-1].waiting = ()  # the turn ends with the auction
    card, insured = action.card, action.card >= 0
    if action.deck:
        group = game_data().region_group[region]
        card = draft.decks[group][0]
        set_at(draft, "decks", group, draft.decks[group][1:])
        log(draft, note("deck_card", player, names={"card": f"card:{card}"}))
    elif card >= 0:
        hand = tuple(c for c in draft.seats[player].hand if c != card)
        update_seat(draft, player, hand=hand)
        if not draft.face_up[region]:
            set_at(draft, "known", region, draft.known[region] | (1 << player))
    if card >= 0:
        draft.played = (*draft.played, card)
    two = draft.players == 2
    low = game_data().cards[card].price if two else minimum(draft)
    auction = Auction(
        waiting=(PlayerId(player),),
        region=region,
        starter=player,
        card=card,
        insured=insured,
        minimum=low,
        bidders=_clockwise(draft, player),
    )
    draft.pending.append(auction)
    _sitting_out(draft, auction)
    if draft.seats[player].money < low:
        # 2 players, a deck card the starter cannot pay: they must drop out.
        log(draft, note("cannot_pay", player, money=low))
        _drop(draft, auction, player)


def _sitting_out(draft: State, auction: Auction) -> None:
    """Log why a seat still in the round takes no part (s53: left out at 1 work point, unsaid).

    Seed 002 「競り」: a bidder needs 2 work points and a mine piece left.
    """
    for p in range(draft.players):
        if p in auction.bidders or p in draft.passed:
            continue
        if left(draft, p) < MINE_COST:
            log(draft, note("sits_out_work", p, work=MINE_COST))
        elif draft.seats[p].mines <= 0:
            log(draft, note("sits_out_mines", p))


def on_bid(draft: State, action: Bid) -> None:
    """Raise the bid and pass the auction on clockwise."""
    auction = draft.pending[-1]
    assert isinstance(auction, Auction)
    auction.bid, auction.leader = action.amount, action.player
    _next(draft, auction, action.player)


def on_drop(draft: State, action: DropOut) -> None:
    """Leave the auction for good."""
    auction = draft.pending[-1]
    assert isinstance(auction, Auction)
    _drop(draft, auction, action.player)


def _drop(draft: State, auction: Auction, player: int) -> None:
    auction.bidders = tuple(p for p in auction.bidders if p != player)
    _next(draft, auction, player)


def _next(draft: State, auction: Auction, current: int) -> None:
    """Ask the next bidder clockwise; drop those who cannot raise; end when one is left."""
    n = draft.players
    while True:
        if auction.leader >= 0 and auction.bidders == (auction.leader,):
            _won(draft, auction)
            return
        if not auction.bidders:
            _nobody(draft, auction)
            return
        nxt = min(auction.bidders, key=lambda p: (p - current - 1) % n)
        if draft.seats[nxt].money >= needed(auction):
            auction.waiting = (PlayerId(nxt),)
            return
        log(draft, note("cannot_raise", nxt, money=needed(auction)))
        auction.bidders = tuple(p for p in auction.bidders if p != nxt)
        current = nxt


def _won(draft: State, auction: Auction) -> None:
    """The winner pays, the tile turns face up, insurance is paid, a card may follow."""
    auction.waiting = ()
    winner, region, amount = auction.leader, auction.region, auction.bid
    seat = draft.seats[winner]
    update_seat(draft, winner, money=seat.money - amount)
    spend(draft, winner, MINE_COST)
    log(draft, note("won", winner, names={"region": f"region:{region}"}, money=amount))
    if auction.insured and winner != auction.starter:
        payout = (amount + 1) // 2  # half the winning bid, rounded up
        starter = draft.seats[auction.starter]
        update_seat(draft, auction.starter, money=starter.money + payout)
        log(draft, note("insurance", auction.starter, money=payout))
    was_up = draft.face_up[region]
    set_at(draft, "face_up", region, True)
    set_at(draft, "known", region, 0)  # the peek tokens come back when the tile is revealed
    if auction.card < 0 and draft.players > 2 and build.playable_after(draft, winner, region):
        draft.pending.append(
            AfterCard(waiting=(PlayerId(winner),), region=region, winner=winner, was_up=was_up)
        )
        return
    build.build(draft, region, winner, auction.card, was_up=was_up)


def _nobody(draft: State, auction: Auction) -> None:
    """2 players, both dropped out: a face-up tile stays, a face-down one closes the region."""
    auction.waiting = ()
    region = auction.region
    if draft.face_up[region]:
        log(draft, note("tile_stays", names={"region": f"region:{region}"}))
        return
    build.close(draft, region)
