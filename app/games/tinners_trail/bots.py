"""Bots of Tinners' Trail: evaluation, move priors, the `easy` heuristic, search hooks.

`easy` takes the legal action with the best prior: £ gained per work point for actions on the
work track (mining net of the water cost, a mine's expected net income less the expected price,
a development's saving on one's own mines, £1 for pasties), a bid limit in auctions, the VP of
an amount when investing if it leaves a reserve (so all the money above the reserve, in one
turn). It passes when nothing left is worth more than the gain of a higher row on the
investment board. `normal` is the engine's search (`MctsBot`) over states
dealt by `hidden.determinize`, ordered by the same priors; its play-outs mostly follow them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.games.tinners_trail.actions import (
    Bid,
    InvestMoney,
    KeepCards,
    MineOre,
    Pass,
    PeekTile,
    PlaceAdit,
    PlaceMiner,
    PlacePort,
    PlaceRail,
    PlayCard,
    PumpWater,
    SellPasty,
    StartAuction,
    TakePumps,
)
from app.games.tinners_trail.bottools import BALANCED, Context, Style
from app.games.tinners_trail.botvalue import (
    card_value,
    expected_prices,
    invest_rate,
    region_value,
)
from app.games.tinners_trail.data.data import game_data
from app.games.tinners_trail.model import Auction, Invest, Phase
from app.games.tinners_trail.rules import scoring
from app.games.tinners_trail.rules.investment import UNIT, points
from app.games.tinners_trail.rules.legal import legal_actions
from app.games.tinners_trail.rules.prices import price

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.engine.rng import Random
    from app.games.tinners_trail.actions import AnyAction
    from app.games.tinners_trail.model import State

__all__ = ["easy_action", "estimate", "ordered_actions", "prior", "rollout_action"]

RESERVE = (0, 12, 10, 6, 0)
"""£ kept back from investing, by round, for next round's auctions."""
ROLLOUT_NOISE = 0.15
"""Share of random moves in the search's play-outs."""


def estimate(state: State) -> tuple[float, ...]:
    """Expected final VP: VP so far, plus cash, ore in hand and ore in own mines at the rate."""
    if state.phase is Phase.OVER:
        return tuple(float(s) for s in scoring.outcome(state).scores)
    rate = invest_rate(state)
    now = (price(state, 0), price(state, 1))
    later = expected_prices(state, False)
    out = []
    for p, seat in enumerate(state.seats):
        cash = seat.money + seat.tin * now[0] + seat.copper * now[1]
        ground = 0.0
        if state.round < 4:
            for r, owner in enumerate(state.mine):
                if owner == p:
                    ore = state.tin[r] * later[0] + state.copper[r] * later[1]
                    ground += max(0.0, ore - state.water[r] * (state.tin[r] + state.copper[r]))
        out.append(sum(seat.vp) + rate * (cash + 0.5 * ground))
    return tuple(out)


def _mine(ctx: Context, action: MineOre) -> float:
    n = action.tin + action.copper
    gain = action.tin * ctx.now[0] + action.copper * ctx.now[1]
    return gain - ctx.state.water[action.region] * n + 0.01 * n


def _card(ctx: Context, action: PlayCard) -> float:
    state, p = ctx.state, action.player
    region = getattr(state.pending[-1], "region", 0)
    base = region_value(state, p, region, (0.0, 0.0, 0.0))
    return region_value(state, p, region, card_value(action.card)) - base - _price(action.card)


def _invest(ctx: Context, action: InvestMoney) -> float:
    """The VP of the amount, if it leaves the reserve; the most VP above the reserve wins."""
    state, p = ctx.state, action.player
    if state.seats[p].money - action.amount < RESERVE[state.round] * ctx.style.reserve:
        return -1.0
    return float(points(state, p, action.amount))


def _peek(ctx: Context, action: PeekTile) -> float:
    return 0.5 if not ctx.state.known[action.region] >> action.player & 1 else 0.1


_PRIORS: dict[type, Callable[[Context, Any], float]] = {
    MineOre: _mine,
    StartAuction: lambda ctx, a: ctx.start_value(a),
    Bid: lambda ctx, a: ctx.bid_limit() - a.amount + 0.5,
    PlayCard: _card,
    InvestMoney: _invest,
    KeepCards: lambda ctx, a: sum(sum(card_value(c)) * 4 - _price(c) for c in a.cards),
    PeekTile: _peek,
    PlaceMiner: lambda ctx, a: ctx.develop(a.region, cap=1, water=0),
    PlacePort: lambda ctx, a: ctx.develop(a.region, cap=1, water=1) / 2,
    PlaceRail: lambda ctx, a: ctx.rail_value(a.region) / 2,
    PlaceAdit: lambda ctx, a: ctx.adit_value(a.border) / 3,
    TakePumps: lambda ctx, a: ctx.pumps_value(),
    PumpWater: lambda ctx, a: ctx.develop(a.region, cap=0, water=1) - 0.05,
    SellPasty: lambda ctx, a: 1.0,
    Pass: lambda ctx, a: ctx.pass_value(),
}
"""Prior of each kind of action (£ per work point on the track); 0 for the rest."""


def prior(ctx: Context, action: AnyAction) -> float:
    """Cheap value of an action for its seat (higher is better; per work point on the track)."""
    value = _PRIORS.get(type(action))
    return value(ctx, action) if value is not None else 0.0


def _price(card: int) -> float:
    return float(game_data().cards[card].price)


def _best(ctx: Context, legal: list[AnyAction], rng: Random) -> AnyAction:
    scored = [(prior(ctx, a) + rng.random() * 1e-3, i) for i, a in enumerate(legal)]
    return legal[max(scored)[1]]


def easy_action(view: State, player: int, rng: Random, style: Style = BALANCED) -> AnyAction | None:
    """The `easy` bot: the legal action with the best prior (for a style of play)."""
    legal = legal_actions(view, player)
    if not legal:
        return None
    if len(legal) == 1:
        return legal[0]
    return _best(Context(view, player, style), legal, rng)


def ordered_actions(state: State, player: int, rng: Random) -> list[AnyAction]:
    """Legal actions, best prior first (small random tie-breaks).

    In an auction only a few bids are worth searching: the lowest ones, a jump, and the seat's
    limit; dropping out always comes second. Investing likewise (`_invest_order`).
    """
    legal = legal_actions(state, player)
    if len(legal) <= 1:
        return legal
    ctx = Context(state, player)
    if isinstance(state.pending[-1], Auction):
        return _auction_order(ctx, legal)
    if isinstance(state.pending[-1], Invest):
        return _invest_order(ctx, legal)
    kept = [a for a in legal if not _likely_unpayable(state, player, a)]
    legal = kept or legal
    keyed = [(prior(ctx, a) + rng.random() * 0.05, i) for i, a in enumerate(legal)]
    keyed.sort(reverse=True)
    return [legal[i] for _, i in keyed]


def _likely_unpayable(state: State, player: int, action: AnyAction) -> bool:
    """2 players: a deck-card start whose top card this seat more likely than not cannot pay.

    Such a start is legal and costs the starter nothing (they drop out and act again), but it
    can only lose: the rival takes the region at the card's price, or nobody does and a
    face-down region closes for good (issue 35: the normal bot did it again and again). The
    odds use only what the seat knows (the letter's cards not played nor in its own hand), so
    every determinisation of the search agrees. The `easy` bot does not look (it stays naive).
    """
    if not (isinstance(action, StartAuction) and action.deck):
        return False
    data = game_data()
    group = data.region_group[action.region]
    seat = state.seats[player]
    known = {*state.played, *seat.hand, *seat.offer}
    prices = [
        c.price for i, c in enumerate(data.cards) if data.card_group[i] == group and i not in known
    ]
    payable = sum(price <= seat.money for price in prices)
    return 2 * payable < len(prices)


def _auction_order(ctx: Context, legal: list[AnyAction]) -> list[AnyAction]:
    bids = [a for a in legal if isinstance(a, Bid)]
    others: list[AnyAction] = [a for a in legal if not isinstance(a, Bid)]
    if not bids:
        return others
    low, limit = bids[0].amount, int(ctx.bid_limit())
    wanted = {low, low + 1, low + 3, limit, limit + 2}
    picked = [b for b in bids if b.amount in wanted]
    picked.sort(key=lambda b: -prior(ctx, b))
    rest = [b for b in bids if b.amount not in wanted]
    return [*picked[:1], *others, *picked[1:], *rest]


def _invest_order(ctx: Context, legal: list[AnyAction]) -> list[AnyAction]:
    """A few amounts are worth searching: down to the reserve, half that, all, the least.

    Those and stopping come first, best prior first (the larger amount on a tie); then the rest.
    """
    money = ctx.state.seats[ctx.player].money
    keep = RESERVE[ctx.state.round] * ctx.style.reserve
    target = int(max(0.0, money - keep)) // UNIT * UNIT
    invests = [a.amount for a in legal if isinstance(a, InvestMoney)]
    wanted = {target, target // (2 * UNIT) * UNIT, *invests[:1], *invests[-1:]}
    head = [a for a in legal if not isinstance(a, InvestMoney) or a.amount in wanted]
    head.sort(key=lambda a: (-prior(ctx, a), -getattr(a, "amount", 0)))
    return [*head, *(a for a in legal if a not in head)]


def rollout_action(state: State, player: int, rng: Random) -> AnyAction:
    """Play-out move: usually the best prior, sometimes a random legal move."""
    legal = legal_actions(state, player)
    if len(legal) == 1 or rng.random() < ROLLOUT_NOISE:
        return rng.choice(legal)
    return _best(Context(state, player), legal, rng)
