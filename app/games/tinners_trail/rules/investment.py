"""Phase 3: selling and investing (seed 002 「フェイズ3:売却と投資」).

Every player sells all the tin and copper mined this round at this round's prices. Then, from
the top space beside the investment board down (the pass order) and round again, each player
pays any amount in £10 and £5 units (「£10か£5単位で任意の額の資金を支払う」), or stops for the
round; a player who stops invests no more this round. Each £10 scores the upper-left VP of the
player's row in this round's column, each £5 the lower-right VP. An amount is counted as many
£10s as it holds and one £5 for an odd £5 (every box has £10 ≥ 2 × £5, so two £5s never score
more than a £10; RULES.md). Round 4 is resolved at once: everybody invests all they can.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.game import PlayerId
from app.games.tinners_trail.data.data import game_data
from app.games.tinners_trail.model import Invest, Phase, note
from app.games.tinners_trail.rules.edit import log, replaced, update_seat
from app.games.tinners_trail.rules.prices import price

if TYPE_CHECKING:
    from app.games.tinners_trail.data.data import InvestRound
    from app.games.tinners_trail.model import State

__all__ = [
    "LAST_ROUND",
    "UNIT",
    "amounts",
    "begin",
    "next_investor",
    "on_invest",
    "on_stop",
    "points",
    "points_in",
    "sell",
]

LAST_ROUND = int(game_data().setup["rounds"])
"""The game ends after this round's investing (setup.json)."""
UNIT = 5
"""The smallest investment, £5; every amount is a multiple of it (seed 002)."""


def amounts(money: int) -> range:
    """Every amount a seat with `money` may invest in one turn: £5, £10, ... up to its money."""
    return range(UNIT, money // UNIT * UNIT + 1, UNIT)


def points_in(column: InvestRound, row: int, amount: int) -> int:
    """VP for `amount` (a multiple of £5) in a column's `row`: its £10s, then an odd £5."""
    tens, fives = divmod(amount, 2 * UNIT)
    return tens * column.ten[row] + fives // UNIT * column.five[row]


def points(state: State, player: int, amount: int) -> int:
    """VP for investing `amount` (a multiple of £5) in this round from `player`'s row."""
    column = game_data().invest[state.round - 1]
    return points_in(column, state.passed.index(player), amount)


def sell(draft: State) -> None:
    """Every player sells the ore mined this round."""
    tin, copper = price(draft, 0), price(draft, 1)
    for p, seat in enumerate(draft.seats):
        if not seat.tin and not seat.copper:
            continue
        income = seat.tin * tin + seat.copper * copper
        log(draft, note("sale", p, tin=seat.tin, copper=seat.copper, money=income))
        update_seat(draft, p, money=seat.money + income, tin=0, copper=0)


def begin(draft: State) -> None:
    """End of the action phase: sell, then invest (round 4: all at once)."""
    sell(draft)
    draft.phase = Phase.INVEST
    draft.investing = draft.passed
    if draft.round == LAST_ROUND:
        for p in draft.passed:
            _invest_all(draft, p)
        draft.investing = ()


def _gain(draft: State, player: int, amount: int, vp: int) -> None:
    seat = draft.seats[player]
    vps = replaced(seat.vp, draft.round - 1, seat.vp[draft.round - 1] + vp)
    update_seat(draft, player, money=seat.money - amount, vp=vps)


def _invest_all(draft: State, player: int) -> None:
    total = draft.seats[player].money // UNIT * UNIT
    vp = points(draft, player, total)
    _gain(draft, player, total, vp)
    log(draft, note("invest_all", player, money=total, vp=vp))


def next_investor(draft: State) -> bool:
    """Ask the next investor (pass order, round and round); False when all have stopped."""
    while draft.investing:
        who = draft.investing[0]
        if draft.seats[who].money >= UNIT:
            draft.pending.append(Invest(waiting=(PlayerId(who),)))
            return True
        log(draft, note("cannot_invest", who, money=draft.seats[who].money))
        draft.investing = draft.investing[1:]
    return False


def on_invest(draft: State, player: int, amount: int) -> None:
    """Invest `amount` (any multiple of £5 one has); the turn goes to the next investor."""
    draft.pending[-1].waiting = ()
    vp = points(draft, player, amount)
    _gain(draft, player, amount, vp)
    log(draft, note("invested", player, money=amount, vp=vp))
    draft.investing = (*draft.investing[1:], player)


def on_stop(draft: State, player: int) -> None:
    """Stop investing for this round."""
    draft.pending[-1].waiting = ()
    draft.investing = draft.investing[1:]
