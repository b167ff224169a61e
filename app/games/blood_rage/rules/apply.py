"""`apply`: the one place that dispatches actions (STYLE.md §3).

Copy on write: the draft is a shallow copy; the decisions on the stack are copied (they are
edited in place) and so is the rng (drawing bumps it); every tuple field is replaced, never
edited, so the input state is never changed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.engine.errors import IllegalAction
from app.engine.flow import advance
from app.games.blood_rage.actions import (
    ChooseCard,
    Decline,
    HoldCard,
    Invade,
    KeepCard,
    March,
    MoveToBattle,
    PassTurn,
    PickCards,
    Pillage,
    RaiseStat,
    TakeQuest,
    Upgrade,
    UseCard,
)
from app.games.blood_rage.cards import families  # noqa: F401 - registers the effects
from app.games.blood_rage.model import Battle, CardChoice, FreeInvade
from app.games.blood_rage.rules import action as turn
from app.games.blood_rage.rules import age_end, battle, call_to_battle, card_use, quests
from app.games.blood_rage.rules import draft as gods_gifts
from app.games.blood_rage.rules.actions import invade, march, pillage, quest, upgrade
from app.games.blood_rage.rules.check import check
from app.games.blood_rage.rules.flow import step

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.games.blood_rage.actions import AnyAction
    from app.games.blood_rage.model import State

__all__ = ["apply", "draft_of"]


def draft_of(state: State) -> State:
    """Return a copy of `state` that `apply` may edit (copy on write)."""
    draft = state.model_copy()
    draft.pending = [d.model_copy() for d in state.pending]
    draft.rng = state.rng.model_copy()
    return draft


def _decline(draft: State, action: Decline) -> None:
    top = draft.pending[-1]
    match top:
        case FreeInvade():
            top.waiting = ()
        case Battle():
            battle.on_decline(draft, action)
        case CardChoice():
            card_use.on_decline(draft, action)
        case _:
            call_to_battle.on_decline(draft, action)


_HANDLERS: dict[type, Callable[[State, Any], None]] = {
    PickCards: gods_gifts.on_pick,
    Invade: invade.on_invade,
    March: march.on_march,
    Upgrade: upgrade.on_upgrade,
    TakeQuest: quest.on_quest,
    Pillage: pillage.on_pillage,
    PassTurn: turn.on_pass,
    MoveToBattle: call_to_battle.on_move,
    Decline: _decline,
    ChooseCard: battle.on_choose,
    HoldCard: battle.on_hold,
    UseCard: card_use.on_use,
    KeepCard: age_end.on_keep,
    RaiseStat: quests.on_raise,
}
"""The module function that carries out each kind of action on the draft."""


def apply(state: State, action: AnyAction) -> State:
    """Return the state after `action`; raise `IllegalAction` if it is not legal."""
    if (reason := check(state, action)) is not None:
        raise IllegalAction(reason)
    draft = draft_of(state)
    _HANDLERS[type(action)](draft, action)
    advance(draft, step)
    return draft
