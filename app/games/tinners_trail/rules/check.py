"""Why an action is not allowed now (seed 002), as texts of the game's catalogue.

The cheap one-action test (STYLE.md §3 `check()`): None means legal. Its conditions are those
of `legal`; the playthrough checker holds the two together.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.text import Seat, engine_text
from app.games.tinners_trail.actions import (
    Bid,
    DropOut,
    InvestMoney,
    KeepCards,
    MineOre,
    NoCard,
    PeekTile,
    PlaceAdit,
    PlaceMiner,
    PlacePort,
    PlaceRail,
    PlayCard,
    PumpWater,
    SkipPeek,
    StartAuction,
    StopInvesting,
    StopPumping,
    TakePumps,
)
from app.games.tinners_trail.data.data import board, game_data
from app.games.tinners_trail.model import AfterCard, Auction, Invest, Keep, Peek, Phase, Pumping
from app.games.tinners_trail.rules import auction, developments, mining
from app.games.tinners_trail.rules.build import card_fits
from app.games.tinners_trail.rules.changeover import face_down
from app.games.tinners_trail.rules.setup import keep_choices
from app.games.tinners_trail.rules.worktrack import PASTY_COST, left
from app.games.tinners_trail.texts import group_text, region_text, t

if TYPE_CHECKING:
    from app.engine.text import Text
    from app.games.tinners_trail.actions import AnyAction
    from app.games.tinners_trail.model import State

__all__ = ["check"]

_DECISION = {
    KeepCards: Keep,
    Bid: Auction,
    DropOut: Auction,
    PlayCard: AfterCard,
    NoCard: AfterCard,
    PumpWater: Pumping,
    StopPumping: Pumping,
    InvestMoney: Invest,
    StopInvesting: Invest,
    PeekTile: Peek,
    SkipPeek: Peek,
}
"""The decision each non-work action answers; every other action is a work-track turn."""


def check(state: State, action: AnyAction) -> Text | None:
    """Return why `action` is illegal now, or None."""
    if state.phase is Phase.OVER:
        return engine_text("game_over")
    top = state.pending[-1] if state.pending else None
    if top is None or action.player not in top.waiting:
        return engine_text("not_your_turn")
    wanted = _DECISION.get(type(action))
    if (wanted is None and top.kind != "turn") or (wanted is not None and type(top) is not wanted):
        return engine_text("not_allowed_now", what=action.text())
    return _reason(state, top, action)


def _reason(state: State, top: object, action: AnyAction) -> Text | None:  # noqa: PLR0911
    p = action.player
    match action:
        case KeepCards():
            ok = action.cards in keep_choices(state, p)
            return None if ok else t("reason.keep")
        case StartAuction():
            return _start_reason(state, action)
        case Bid():
            assert isinstance(top, Auction)
            return _bid_reason(state, top, action)
        case DropOut():
            assert isinstance(top, Auction)
            starter_first = top.leader < 0 and p == top.starter
            return t("reason.must_bid") if starter_first else None
        case PlayCard():
            assert isinstance(top, AfterCard)
            return _card_reason(state, p, action.card, top.region, pay=True)
        case MineOre():
            return _mine_reason(state, action)
        case PlaceMiner() | PlacePort() | PlaceRail() | PlaceAdit() | TakePumps():
            return _development_reason(state, action)
        case PumpWater():
            dry = not 0 <= action.region < len(state.water) or state.water[action.region] == 0
            return t("reason.dry") if dry else None
        case InvestMoney():
            short = state.seats[p].money < action.amount
            return t("reason.money_have", money=state.seats[p].money) if short else None
        case PeekTile():
            return None if action.region in face_down(state) else t("reason.peek")
        case _:
            return _work_reason(state, action)


def _work_reason(state: State, action: AnyAction) -> Text | None:
    """Pasty needs a work point; pass and the answers without conditions are always legal."""
    if action.kind == "pasty" and left(state, action.player) < PASTY_COST:
        return t("reason.work", n=PASTY_COST)
    return None


def _closed_reason(state: State, region: int) -> Text:
    """Why no mine can be built on `region` (issue 18 §5: a refusal gives its reason)."""
    if not 0 <= region < len(state.tile) or not board(state.players).in_play[region]:
        return t("reason.not_in_play")
    where = region_text(region)
    if state.mine[region] >= 0:
        return t("reason.mine_there", region=where, who=Seat(state.mine[region]))
    if state.closed[region]:
        return t("reason.region_closed", region=where)
    return t("reason.no_auction")


def _start_reason(state: State, action: StartAuction) -> Text | None:  # noqa: PLR0911
    p, region, seat = action.player, action.region, state.seats[action.player]
    if left(state, p) < auction.MINE_COST:
        return t("reason.work", n=auction.MINE_COST)
    if seat.mines <= 0:
        return t("reason.no_mines")
    if not 0 <= region < len(state.tile) or not auction.is_open(state, region):
        return _closed_reason(state, region)
    if state.players == 2:
        return _two_player_start(state, action)
    if action.deck:
        return t("reason.deck_two")
    low = auction.minimum(state)
    if seat.money < low:
        return t("reason.money", money=low)
    if action.card < 0:
        return None
    if reason := _card_reason(state, p, action.card, region, pay=False):
        return reason
    if state.face_up[region]:
        return t("reason.card_face_up")
    return None if auction.rivals(state, p, low) else t("reason.card_no_rival")


def _two_player_start(state: State, action: StartAuction) -> Text | None:
    """2 players: a card from hand (its price payable) or from the region's deck."""
    if action.deck == (action.card >= 0):
        return t("reason.two_card")
    if action.deck:  # with any money: a starter who cannot pay the card drops out
        group = game_data().region_group[action.region]
        return None if state.decks[group] else t("reason.deck_empty", group=group_text(group))
    return _card_reason(state, action.player, action.card, action.region, pay=True)


def _card_reason(state: State, player: int, card: int, region: int, pay: bool) -> Text | None:
    if card not in state.seats[player].hand:
        return t("reason.card_held")
    if not card_fits(card, region):
        return t("reason.card_letter", region=region_text(region))
    price = game_data().cards[card].price
    if pay and state.seats[player].money < price:
        return t("reason.money", money=price)
    return None


def _bid_reason(state: State, top: Auction, action: Bid) -> Text | None:
    low = auction.needed(top)
    if action.amount < low:
        return t("reason.bid_low", money=low)
    if action.amount > state.seats[action.player].money:
        return t("reason.money_have", money=state.seats[action.player].money)
    if auction.minimum_only(state, top) and action.amount > top.minimum:
        return t("reason.bid_minimum_only", money=top.minimum)
    return None


def _mine_reason(state: State, action: MineOre) -> Text | None:
    p, region = action.player, action.region
    if left(state, p) < mining.MINING_COST:
        return t("reason.work", n=mining.MINING_COST)
    if not 0 <= region < len(state.mine) or state.mine[region] != p:
        return t("reason.not_your_mine")
    n = action.tin + action.copper  # none is allowed (seed 002 「…までの鉱石駒」)
    if n > mining.capacity(state, region):
        return t("reason.capacity", n=mining.capacity(state, region))
    if action.tin > state.tin[region] or action.copper > state.copper[region]:
        return t("reason.cubes")
    cost = n * state.water[region]
    return t("reason.money", money=cost) if cost > state.seats[p].money else None


def _development_reason(state: State, action: AnyAction) -> Text | None:
    kind = "pumps" if isinstance(action, TakePumps) else action.kind
    need = developments.COSTS[kind]
    if left(state, action.player) < need:
        return t("reason.work", n=need)
    if isinstance(action, TakePumps):
        return None if developments.pump_group(state) is not None else t("reason.no_pumps")
    if not state.devs[developments.KINDS.index(kind)]:
        return t("reason.dev_gone", piece=t(f"piece.{kind}"))
    if isinstance(action, PlaceAdit):
        return _adit_reason(state, action)
    assert isinstance(action, PlaceMiner | PlacePort | PlaceRail)
    return _piece_reason(state, kind, action.region)


def _adit_reason(state: State, action: PlaceAdit) -> Text | None:
    if action.border not in board(state.players).borders:
        return t("reason.no_border")
    return t("reason.adit_there") if action.border in state.adits else None


def _piece_reason(state: State, kind: str, region: int) -> Text | None:
    """A miner, port or rail: on a region in play, a port on the coast, one of a kind."""
    b = board(state.players)
    if region not in b.regions:
        return t("reason.not_in_play")
    if kind == "port" and region not in b.coastal:
        return t("reason.not_coastal", region=region_text(region))
    there = getattr(state, kind)[region]
    return t("reason.piece_there", piece=t(f"piece.{kind}")) if there else None
