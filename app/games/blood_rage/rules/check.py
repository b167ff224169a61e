"""Why an action is not allowed now (seed 003), as texts of the game's catalogue.

The cheap one-action test (STYLE.md §3 `check()`): None means legal. Each action belongs to
the decisions listed in `_ANSWERS`; its own conditions are the `reason` of its module, the same
functions `legal` filters with, so the two always agree (the playthrough tests hold them).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.engine.text import engine_text
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
from app.games.blood_rage.model import (
    Battle,
    CallToBattle,
    CardChoice,
    Draft,
    FreeInvade,
    Keep,
    Phase,
    StatChoice,
    Turn,
)
from app.games.blood_rage.rules import age_end, battle, call_to_battle, card_use, quests
from app.games.blood_rage.rules.actions import invade, march, pillage, quest, upgrade
from app.games.blood_rage.texts import card_text, t

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.engine.text import Text
    from app.games.blood_rage.actions import AnyAction
    from app.games.blood_rage.model import State

__all__ = ["check"]

_ANSWERS: dict[type, tuple[type, ...]] = {
    PickCards: (Draft,),
    Invade: (Turn, FreeInvade),
    March: (Turn,),
    Upgrade: (Turn,),
    TakeQuest: (Turn,),
    Pillage: (Turn,),
    PassTurn: (Turn,),
    MoveToBattle: (CallToBattle,),
    Decline: (CallToBattle, FreeInvade, Battle, CardChoice),
    ChooseCard: (Battle,),
    HoldCard: (Battle,),
    UseCard: (Turn, CardChoice),
    KeepCard: (Keep,),
    RaiseStat: (StatChoice,),
}
"""The decisions each action answers."""


def check(state: State, action: AnyAction) -> Text | None:  # noqa: PLR0911 - one rule each
    """Return why `action` is illegal now, or None."""
    if state.phase is Phase.OVER:
        return engine_text("game_over")
    top = state.pending[-1] if state.pending else None
    if top is None:
        return engine_text("nobody_to_act")
    if not 0 <= action.player < state.players:
        return engine_text("not_your_turn")
    if isinstance(action, PickCards) and isinstance(top, Draft):
        return _pick_reason(top, action)
    if not isinstance(top, _ANSWERS[type(action)]):
        return engine_text("not_allowed_now", what=action.text())
    if action.player not in top.waiting:
        return engine_text("not_your_turn")
    return _reason(state, action)


def _decline_reason(state: State, action: Decline) -> Text | None:
    """Only optional steps may be declined.

    Not a battle before the reveal, a required card choice, nor the invasion Frigga's Domain
    has paid for.
    """
    top = state.pending[-1]
    match top:
        case Battle() if top.stage != "late":
            return t("reason.cannot_decline")
        case CardChoice() | FreeInvade() if not top.optional:
            return t("reason.cannot_decline")
        case _:
            return None


_REASONS: dict[type, Callable[[State, Any], Text | None]] = {
    Invade: invade.reason,
    March: march.reason,
    Upgrade: upgrade.reason,
    TakeQuest: quest.reason,
    Pillage: pillage.reason,
    MoveToBattle: call_to_battle.reason,
    ChooseCard: battle.reason,
    HoldCard: battle.reason,
    UseCard: card_use.reason,
    Decline: _decline_reason,
    KeepCard: age_end.reason,
    RaiseStat: quests.reason,
}
"""Each action's own conditions (passing and declining have none beyond being asked)."""


def _reason(state: State, action: AnyAction) -> Text | None:
    rule = _REASONS.get(type(action))
    return rule(state, action) if rule is not None else None


def _pick_reason(top: Draft, action: PickCards) -> Text | None:
    """Seed 003 「1. 神の恵みフェイズ」: 1 card (2 with 2 players) from the cards in front."""
    if action.player not in top.waiting:
        return t("reason.already_picked")
    if len(action.cards) != top.picks:
        return t("reason.pick_count", n=top.picks)
    if len(set(action.cards)) != len(action.cards):
        return t("reason.same_card_twice")
    offer = top.offers[action.player]
    for card in action.cards:  # a card of the card file (`actions.Card`)
        if card not in offer:
            return t("reason.not_offered", card=card_text(card))
    return None
