"""`apply`: the one place that dispatches actions (STYLE.md §3).

Copy on write: the draft is a shallow copy; the decisions on the stack are copied (they are
edited in place), the rng is copied (drawing bumps it), the log notes start empty; every tuple
field is replaced, never edited, so the input state is never changed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.errors import IllegalAction
from app.engine.flow import advance
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
from app.games.tinners_trail.model import AfterCard
from app.games.tinners_trail.rules import (
    auction,
    build,
    changeover,
    developments,
    investment,
    mining,
    setup,
    worktrack,
)
from app.games.tinners_trail.rules.check import check
from app.games.tinners_trail.rules.edit import update_seat
from app.games.tinners_trail.rules.flow import step

if TYPE_CHECKING:
    from app.games.tinners_trail.actions import AnyAction
    from app.games.tinners_trail.model import State

__all__ = ["apply", "draft_of"]


def draft_of(state: State) -> State:
    """Return a copy of `state` that `apply` may edit (copy on write)."""
    draft = state.model_copy()
    draft.pending = [d.model_copy() for d in state.pending]
    draft.rng = state.rng.model_copy()
    draft.events = []
    return draft


def apply(state: State, action: AnyAction) -> State:
    """Return the state after `action`; raise `IllegalAction` if it is not legal."""
    if (reason := check(state, action)) is not None:
        raise IllegalAction(reason)
    draft = draft_of(state)
    _dispatch(draft, action)
    advance(draft, step)
    return draft


def _dispatch(draft: State, action: AnyAction) -> None:
    p = action.player
    match action:
        case KeepCards():
            setup.on_keep(draft, action)
        case StartAuction():
            auction.on_start(draft, action)
        case Bid():
            auction.on_bid(draft, action)
        case DropOut():
            auction.on_drop(draft, action)
        case PlayCard() | NoCard():
            top = draft.pending[-1]
            assert isinstance(top, AfterCard)
            card = action.card if isinstance(action, PlayCard) else -1
            build.on_after_card(draft, p, top.region, card)
        case MineOre():
            mining.on_mine(draft, action)
        case InvestMoney():
            investment.on_invest(draft, p, action.amount)
        case StopInvesting():
            investment.on_stop(draft, p)
        case PeekTile() | SkipPeek():
            changeover.on_peek(draft, p, action.region if isinstance(action, PeekTile) else -1)
        case _:
            _develop_or_pass(draft, action)


def _develop_or_pass(draft: State, action: AnyAction) -> None:
    """Developments, pumps, pasties, passing (seed 002 「開発アクション」「補助アクション」)."""
    p = action.player
    match action:
        case PlaceMiner():
            developments.on_miner(draft, p, action.region)
        case PlacePort():
            developments.on_port(draft, p, action.region)
        case PlaceRail():
            developments.on_rail(draft, p, action.region)
        case PlaceAdit():
            developments.on_adit(draft, action)
        case TakePumps():
            developments.on_take_pumps(draft, p)
        case PumpWater():
            developments.on_pump_water(draft, action)
        case StopPumping():
            developments.on_stop_pumping(draft, p)
        case SellPasty():
            _pasty(draft, p)
        case Pass():
            draft.pending[-1].waiting = ()
            worktrack.on_pass(draft, p)
        case _:
            raise AssertionError(action)


def _pasty(draft: State, player: int) -> None:
    """Sell pasties (seed 002 「パスティの販売」): 1 work point for £1."""
    draft.pending[-1].waiting = ()
    update_seat(draft, player, money=draft.seats[player].money + worktrack.PASTY_MONEY)
    worktrack.spend(draft, player, worktrack.PASTY_COST)
