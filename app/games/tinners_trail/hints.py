"""Why a move is good, in words ("Suggest a move"; PRODUCT.md "Preview and suggestions").

`explain(view, action)` names the main reason for a move of Tinners' Trail in the acting
seat's own view, with the numbers behind it (seed 002): what a mining action earns at this
round's prices after the water (「鉱石の採掘」), what a region holds and is worth before an
auction, the bid that keeps the rivals out (「入札」), the water a development takes out of
the seat's own mines and the capacity or ore it adds (「開発アクション」), the row of the
investment board a pass takes and how the VP of an investment fall next round (「フェイズ3」),
and the tile a peek reveals to nobody else yet (「フェイズ4」). At most two reasons are named,
the larger first. A comparison ("still below the £5 the mine is worth") is worded from the
numbers it shows and states them as a claim (`app.engine.claim`), and a keep names every card.

Only what the seat can see is read: the view is redacted once more for the acting seat (so a
full state gives the same answer as the seat's view), an unseen face-down tile counts as the
average of its letter's tiles (the component list is public), and the money, ore, water,
developments and peek tokens on the table are public. Qt-free.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeAlias

from app.engine.claim import claim, versus
from app.engine.text import Seat, TextList
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
from app.games.tinners_trail.botvalue import card_value, region_value, tile_contents
from app.games.tinners_trail.data.data import GROUPS, board, game_data
from app.games.tinners_trail.hidden import redact
from app.games.tinners_trail.model import NO_TILE, Auction
from app.games.tinners_trail.rules.auction import needed
from app.games.tinners_trail.rules.changeover import face_down
from app.games.tinners_trail.rules.check import check
from app.games.tinners_trail.rules.developments import KINDS, pump_group
from app.games.tinners_trail.rules.investment import LAST_ROUND, points, points_in
from app.games.tinners_trail.rules.legal import mining_of
from app.games.tinners_trail.rules.mining import capacity
from app.games.tinners_trail.rules.prices import price
from app.games.tinners_trail.rules.worktrack import left
from app.games.tinners_trail.texts import (
    benefit_text,
    border_text,
    card_text,
    group_text,
    ore_text,
    region_text,
    t,
)

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable
    from typing import Any

    from app.engine.text import Text
    from app.games.tinners_trail.actions import AnyAction
    from app.games.tinners_trail.model import State

__all__ = ["explain"]

MIN_INVESTMENT = 5
"""£ of the smaller investment (seed 002 「フェイズ3」)."""

Reason: TypeAlias = "tuple[float, Text]"
"""(weight in rough £, words)."""


def explain(view: State, action: AnyAction) -> Text | None:
    """Return the main reason for `action` in its seat's `view`, or None (illegal, or none)."""
    seat = int(action.player)
    view = redact(view, seat)  # a view stays the same; a full state loses what is hidden
    if check(view, action) is not None:
        return None
    reasons = _REASONS[type(action)](view, action)
    if not reasons:
        return None
    reasons.sort(key=lambda reason: -reason[0])
    if len(reasons) == 1:
        return reasons[0][1]
    return t("hint.pair", first=reasons[0][1], second=reasons[1][1])


def _money(value: float) -> int:
    return max(0, round(value))


def _regions(regions: Iterable[int]) -> TextList:
    return TextList(tuple(region_text(r) for r in regions))


def _seats(seats: Iterable[int]) -> TextList:
    return TextList(tuple(Seat(p) for p in seats))


# -- the work track: mining, pasties, passing -------------------------------------------------
def _mine(view: State, action: MineOre) -> list[Reason]:
    region, n = action.region, action.tin + action.copper
    if not n:
        return [(-1.0, t("hint.mine_none"))]
    ores = [
        t("hint.ore_at", n=k, ore=ore_text(o), money=price(view, o))
        for o, k in ((0, action.tin), (1, action.copper))
        if k
    ]
    water = view.water[region]
    net = _net(view, action)
    what = TextList(tuple(ores))
    if water == 0:
        return [(net, t("hint.mine_dry", ores=what, money=net))]
    return [(net, t("hint.mine", ores=what, n=water, cost=water * n, money=net))]


def _net(view: State, a: MineOre) -> int:
    """£ a mining action brings: the ore at this round's prices less the water (「鉱石の採掘」)."""
    ore = a.tin * price(view, 0) + a.copper * price(view, 1)
    return ore - view.water[a.region] * (a.tin + a.copper)


def _best_mining(view: State, seat: int) -> int | None:
    mined = [a for a in mining_of(view, seat) if isinstance(a, MineOre) and a.tin + a.copper]
    nets = [_net(view, a) for a in mined]
    return max(nets, default=None)


def _pasty(view: State, action: SellPasty) -> list[Reason]:
    best = _best_mining(view, action.player)
    if best is None:
        return [(1.0, t("hint.pasty_no_ore"))]
    if best <= 1:  # "only £0": the pasty's £1 is the more
        return [(1.0, claim(t("hint.pasty", money=max(best, 0)), "money", "<=", 1))]
    return [(1.0, t("hint.pasty_turn"))]


def _pass(view: State, action: Pass) -> list[Reason]:
    seat, row = view.seats[action.player], len(view.passed)
    column = game_data().invest[view.round - 1]
    cash = seat.money + seat.tin * price(view, 0) + seat.copper * price(view, 1)
    work = left(view, action.player)
    if row + 1 >= view.players:
        return [(0.5, t("hint.pass_last", n=work))]
    if cash >= MIN_INVESTMENT * 2:
        vp, later = column.ten[row], column.ten[row + 1]
        return [(1.0, t("hint.pass", row=row + 1, vp=vp, next=later, money=cash))]
    if view.players > 2:  # seed 002: each pass raises the minimum bid by £1
        return [(0.5, t("hint.pass_raise", money=len(view.passed) + 2))]
    return [(0.5, t("hint.pass_idle", n=work))]


# -- auctions -----------------------------------------------------------------------------------
def _contents(view: State, region: int) -> Text:
    tin, copper, water = tile_contents(view, region)
    return t("hint.contents", tin=round(tin), copper=round(copper), water=round(water))


def _start(view: State, action: StartAuction) -> list[Reason]:
    region, seat = action.region, action.player
    extra = card_value(action.card) if action.card >= 0 else (0.0, 0.0, 0.0)
    value = region_value(view, seat, region, extra)
    key = "hint.start_known" if view.tile[region] >= 0 else "hint.start_hidden"
    group = group_text(game_data().region_group[region])
    main = t(key, region=region_text(region), contents=_contents(view, region), group=group)
    reasons: list[Reason] = [(value, t("hint.worth", what=main, money=_money(value)))]
    data = game_data()
    if action.deck:
        reasons.append((1.0, t("hint.deck", group=group)))
    elif action.card >= 0 and view.players == 2:
        low = data.cards[action.card].price
        reasons.append((1.0, t("hint.card_two", card=card_text(action.card), money=low)))
    elif action.card >= 0:
        reasons.append((1.0, t("hint.survey", card=card_text(action.card))))
    else:
        reasons.append((0.5, t("hint.minimum", money=1 + len(view.passed))))
    return reasons


def _auction_value(view: State, seat: int) -> tuple[Auction, float]:
    top = view.pending[-1]
    assert isinstance(top, Auction)  # check() allowed a bid or a drop-out
    extra = card_value(top.card) if top.card >= 0 else (0.0, 0.0, 0.0)
    return top, region_value(view, seat, top.region, extra)


def _bid(view: State, action: Bid) -> list[Reason]:
    top, value = _auction_value(view, action.player)
    rivals = [p for p in top.bidders if p != action.player]
    worth = _money(value)
    if not rivals:
        return [(value, t("hint.bid_alone", money=worth))]
    richest, bid = max(view.seats[p].money for p in rivals), action.amount
    if richest <= bid:  # a higher bid is needed to go on, and nobody has the money
        key = "hint.bid_wins" if bid == max(richest + 1, needed(top)) else "hint.bid_beyond"
        out = t(key, who=_seats(rivals), money=richest, bid=bid)
        return [(value, claim(out, "money", "<=", "bid"))]
    # the bid against the value shown: "about £0" and £3 may never read "below"
    worth_it = versus(t, "hint.bid_value", "bid", "value", bid=bid, value=worth, who=_seats(rivals))
    if bid == needed(top):
        return [(value, t("hint.bid_lowest", value=worth_it))]
    return [(value, worth_it)]


def _drop(view: State, action: DropOut) -> list[Reason]:
    top, value = _auction_value(view, action.player)
    if top.insured and action.player == top.starter and top.leader >= 0:
        return [(1.0, t("hint.drop_insured", money=(top.bid + 1) // 2))]
    if needed(top) > _money(value):  # the numbers shown, not the estimate behind them
        dear = t("hint.drop_dear", money=needed(top), value=_money(value))
        return [(1.0, claim(dear, "money", ">", "value"))]
    return [(1.0, t("hint.drop_keep", money=view.seats[action.player].money))]


def _after_card(view: State, action: PlayCard) -> list[Reason]:
    region = getattr(view.pending[-1], "region", 0)
    base = region_value(view, action.player, region, (0.0, 0.0, 0.0))
    more = region_value(view, action.player, region, card_value(action.card)) - base
    price_ = game_data().cards[action.card].price
    text = t("hint.card_after", benefit=benefit_text(action.card), money=price_, value=_money(more))
    return [(more - price_, text)]


def _no_card(view: State, action: NoCard) -> list[Reason]:
    return [(0.0, t("hint.no_card"))]


def _keep(view: State, action: KeepCards) -> list[Reason]:
    cards = game_data().cards

    def worth(card: int) -> float:
        return sum(card_value(card)) * 4 - cards[card].price

    best = max(action.cards, key=worth)  # the dealt cards are the seat's own: name them all
    kept = TextList(tuple(_card_short(c) for c in action.cards))
    dealt = view.seats[action.player].offer
    group = game_data().card_group

    def best_of_letter(card: int) -> bool:
        return all(worth(card) >= worth(d) for d in dealt if group[d] == group[card])

    if dealt and all(best_of_letter(c) for c in action.cards):  # one reason for every card
        key = "hint.keep_each_two" if view.players == 2 else "hint.keep_each"
        return [(worth(best), t(key, cards=kept))]
    return [(worth(best), t("hint.keep", cards=kept, card=_card_short(best)))]


def _card_short(card: int) -> Text:
    """A survey card in few words ("A3 (+3 tin, £4)"), as the move list names kept cards."""
    c = game_data().cards[card]
    return t("ui.card_short", label=c.id, benefit=benefit_text(card), money=c.price)


# -- developments -------------------------------------------------------------------------------
def _water_parts(view: State, seat: int, drained: dict[int, int], ore: int = 0) -> list[Reason]:
    """Reasons of water taken out: from the seat's mines (saving) and as drainage tokens."""
    own: list[int] = []
    water = saving = 0
    tokens: list[int] = []
    for region, n in sorted(drained.items()):
        owner = view.mine[region]
        if owner < 0 and view.tile[region] != NO_TILE:
            tokens.append(region)
        elif owner == seat and view.water[region]:
            removed = min(n, view.water[region])
            own.append(region)
            water += removed
            saving += removed * (view.tin[region] + view.copper[region] + 2 * ore)
    reasons: list[Reason] = []
    if own:
        text = t("hint.dry", n=len(own), regions=_regions(own), water=water, money=saving)
        reasons.append((float(saving), text))
    if tokens:
        n = sum(drained[r] for r in tokens)
        reasons.append((0.3 * n, t("hint.tokens", n=n, regions=_regions(tokens))))
    return reasons


def _capacity(view: State, seat: int, region: int) -> list[Reason]:
    if view.mine[region] != seat:
        return []
    cap = capacity(view, region)
    ore = view.tin[region] + view.copper[region]
    gain = min(1, max(0, ore - cap)) * max(price(view, 0), price(view, 1))
    return [(float(gain), t("hint.capacity", region=region_text(region), n=cap + 1))]


def _fallback(view: State, kind: str, where: Text) -> list[Reason]:
    if view.devs[KINDS.index(kind)] == 1:
        return [(0.1, t("hint.dev_last", piece=t(f"piece.{kind}")))]
    return [(0.1, t("hint.dev_ready", where=where))]


def _miner(view: State, action: PlaceMiner) -> list[Reason]:
    reasons = _capacity(view, action.player, action.region)
    return reasons or _fallback(view, "miner", region_text(action.region))


def _port(view: State, action: PlacePort) -> list[Reason]:
    reasons = _capacity(view, action.player, action.region)
    reasons += _water_parts(view, action.player, {action.region: 1})
    return reasons or _fallback(view, "port", region_text(action.region))


def _rail(view: State, action: PlaceRail) -> list[Reason]:
    drained = {action.region: 2}
    for other in board(view.players).neighbours[action.region]:
        drained[other] = 1
    reasons = _capacity(view, action.player, action.region)
    reasons += _water_parts(view, action.player, drained)
    return reasons or _fallback(view, "rail", region_text(action.region))


def _adit(view: State, action: PlaceAdit) -> list[Reason]:
    pair = game_data().borders[action.border]
    reasons = _water_parts(view, action.player, dict.fromkeys(pair, 1), ore=1)
    own = [r for r in pair if view.mine[r] == action.player]
    if own:
        gain = float(len(own) * (price(view, 0) + price(view, 1)))
        reasons.append((gain, t("hint.adit_ore", n=len(own), regions=_regions(own))))
    return reasons or _fallback(view, "adit", border_text(action.border))


def _wet_mines(view: State, seat: int) -> list[int]:
    return [r for r, owner in enumerate(view.mine) if owner == seat and view.water[r]]


def _pumps(view: State, action: TakePumps) -> list[Reason]:
    where = pump_group(view)
    size = view.pumps[where[0]][where[1]] if where is not None else 0
    wet = _wet_mines(view, action.player)
    if not wet:
        return [(0.1, t("hint.pumps_spare", n=size))]
    return [(float(size), t("hint.pumps", n=size, regions=_regions(wet)))]


def _pump_water(view: State, action: PumpWater) -> list[Reason]:
    region = action.region
    if view.mine[region] != action.player:
        return [] if _wet_mines(view, action.player) else [(0.0, t("hint.dry_mines"))]
    ore = view.tin[region] + view.copper[region]
    return [(float(ore), t("hint.pump", region=region_text(region), money=ore))]


def _stop_pumping(view: State, action: StopPumping) -> list[Reason]:
    return [] if _wet_mines(view, action.player) else [(0.0, t("hint.dry_mines"))]


# -- investing and peeking ------------------------------------------------------------------------
def _invest(view: State, action: InvestMoney) -> list[Reason]:
    vp = points(view, action.player, action.amount)
    if view.round >= LAST_ROUND:
        return [(float(vp), t("hint.invest_last", money=action.amount, vp=vp))]
    row = view.passed.index(action.player)
    later = points_in(game_data().invest[view.round], row, action.amount)
    # next round's VP against this round's: the same £5 may score as much (5 VP, rows 2 and 3)
    text = versus(t, "hint.invest", "later", "vp", money=action.amount, vp=vp, later=later)
    return [(float(vp), text)]


def _stop_investing(view: State, action: StopInvesting) -> list[Reason]:
    money = view.seats[action.player].money
    return [(0.0, t("hint.stop_investing", money=money))]


def _water_range(group: int) -> tuple[int, int]:
    waters = [x.water for x in game_data().tiles if GROUPS.index(x.group) == group]
    return min(waters), max(waters)


def _peek(view: State, action: PeekTile) -> list[Reason]:
    region, seat = action.region, action.player
    others = [p for p in range(view.players) if p != seat and view.known[region] >> p & 1]
    if view.known[region] >> seat & 1:
        return [(0.1, t("hint.peek_again", region=region_text(region)))]
    if others:
        return [(1.0, t("hint.peek_rivals", who=_seats(others), region=region_text(region)))]
    group = game_data().region_group[region]
    low, high = _water_range(group)
    text = t("hint.peek", region=region_text(region), group=group_text(group), low=low, high=high)
    return [(1.0, text)]


def _skip_peek(view: State, action: SkipPeek) -> list[Reason]:
    unseen = [r for r in face_down(view) if not view.known[r] >> action.player & 1]
    return [] if unseen else [(0.0, t("hint.skip_peek"))]


_REASONS: dict[type, Callable[[State, Any], list[Reason]]] = {
    KeepCards: _keep,
    StartAuction: _start,
    Bid: _bid,
    DropOut: _drop,
    PlayCard: _after_card,
    NoCard: _no_card,
    MineOre: _mine,
    PlaceMiner: _miner,
    PlacePort: _port,
    PlaceRail: _rail,
    PlaceAdit: _adit,
    TakePumps: _pumps,
    PumpWater: _pump_water,
    StopPumping: _stop_pumping,
    SellPasty: _pasty,
    Pass: _pass,
    InvestMoney: _invest,
    StopInvesting: _stop_investing,
    PeekTile: _peek,
    SkipPeek: _skip_peek,
}
"""The reasons of each kind of action."""
