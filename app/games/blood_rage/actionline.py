"""The log line of a Blood Rage action with the counters it changes (issue 18 §1, `rules.ledger`).

The action's own line carries what the action itself does (seed 003 「2. アクションフェイズ」):
the Rage it pays (「貴方がアクションを実行する時、通常は貴方の激情を支払います」), shown as
"(Rage −2)"; the figure it takes from the stock (or Valhalla) and where it goes; the figures a
march or a Call to Battle moves; the card it takes from the hand to the clan sheet, the quests or
the next Age. What the action sets off (a battle, a stat step, figures destroyed, a card's
glory) comes in the notes of the automatic steps, each with its own amounts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.blood_rage.actions import (
    Invade,
    KeepCard,
    March,
    MoveToBattle,
    PassTurn,
    PickCards,
    TakeQuest,
    Upgrade,
    UseCard,
)
from app.games.blood_rage.cards.registry import code_of
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.model import NO_CARD, CallToBattle, CardChoice, FreeInvade
from app.games.blood_rage.rules import ledger
from app.games.blood_rage.rules.actions import upgrade
from app.games.blood_rage.rules.board import invade_cost
from app.games.blood_rage.texts import t

if TYPE_CHECKING:
    from app.engine.text import Text
    from app.games.blood_rage.actions import AnyAction
    from app.games.blood_rage.model import State

__all__ = ["action_deltas", "action_line"]


def action_line(state: State, action: AnyAction) -> Text:
    """Return the log line of `action` in `state` (before it) with its own counter changes."""
    deltas = action_deltas(state, action)
    line = action.text()
    rage = -deltas.get(ledger.seat_key(action.player, "rage"), 0)
    if rage > 0:
        line = t("action.paying_rage", line=line, n=rage)
    return line.with_deltas(deltas)


def action_deltas(state: State, action: AnyAction) -> ledger.Deltas:  # noqa: PLR0911 - per kind
    """The counters `action` itself changes in `state` (its handler's part, not the flow's)."""
    p = action.player
    top = state.pending[-1] if state.pending else None
    match action:
        case PickCards():
            n = len(action.cards)
            return ledger.card_keys(p, hand=n, offer=-n)
        case Invade():
            return _invade(state, action, top if isinstance(top, FreeInvade) else None)
        case March():
            moved = ledger.merge(
                ledger.figures(p, action.figures, f"p{action.source}", -1),
                ledger.figures(p, action.figures, f"p{action.to}"),
            )
            return {**_rage(p, game_data().march_cost), **moved}
        case Upgrade():
            return _upgrade(state, action)
        case TakeQuest():
            n = len(action.cards)
            return ledger.card_keys(p, hand=-n, quests=n)
        case PassTurn():
            return _rage(p, state.seats[p].rage)  # the Rage left is given up (RULES.md R9)
        case MoveToBattle() if isinstance(top, CallToBattle):
            return ledger.merge(
                ledger.figure(p, action.figure, f"p{action.source}", -1),
                ledger.figure(p, action.figure, f"p{top.province}"),
            )
        case KeepCard():
            return ledger.card_keys(p, hand=-1, kept=1)
        case UseCard():
            code = code_of(action.card)
            ask = top if isinstance(top, CardChoice) else None
            return (
                {} if code is None else code.use_deltas(state, p, action.card, action.choice, ask)
            )
        case _:
            return {}


def _rage(seat: int, n: int) -> ledger.Deltas:
    return {ledger.seat_key(seat, "rage"): -n}


def _invade(state: State, action: Invade, free: FreeInvade | None) -> ledger.Deltas:
    """Rage paid (none for a free invasion), the figure from its stock to its place."""
    p = action.player
    cost = 0 if free is not None else invade_cost(state, p, action.figure)
    source = free.source if free is not None else "reserve"
    place = f"{'f' if action.fjord else 'p'}{action.to}"
    moved = ledger.merge(
        ledger.figure(p, action.figure, source, -1), ledger.figure(p, action.figure, place)
    )
    return {**_rage(p, cost), **moved} if cost else moved


def _upgrade(state: State, action: Upgrade) -> ledger.Deltas:
    """Rage paid, the card from the hand to a slot (a replaced card discarded), a new monster."""
    p, card = action.player, game_data().cards[action.card]
    out = ledger.card_keys(p, hand=-1, upgrades=int(action.replaces == NO_CARD))
    if action.replaces != NO_CARD:
        out["discard"] = 1
    if card.monster is not None:
        out = ledger.merge(out, ledger.figure(p, card.monster, "reserve"))
    cost = upgrade.cost(state, p, action.card)
    return {**out, **_rage(p, cost)} if cost else out
