"""Why an action is not allowed now (seed 003), as texts of the game's catalogue.

The cheap one-action test (STYLE.md §3 `check()`): None means legal. Its conditions are those
of `legal`; the playthrough tests hold the two together.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.text import engine_text
from app.games.blood_rage.actions import PickCards
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.model import Draft, Phase
from app.games.blood_rage.texts import card_text, t

if TYPE_CHECKING:
    from app.engine.text import Text
    from app.games.blood_rage.actions import AnyAction
    from app.games.blood_rage.model import State

__all__ = ["check"]


def check(state: State, action: AnyAction) -> Text | None:
    """Return why `action` is illegal now, or None."""
    if state.phase is Phase.OVER:
        return engine_text("game_over")
    top = state.pending[-1] if state.pending else None
    if top is None:
        return engine_text("nobody_to_act")
    if not 0 <= action.player < state.players:
        return engine_text("not_your_turn")
    match action:
        case PickCards():
            return _pick_reason(top, action)


def _pick_reason(top: Draft, action: PickCards) -> Text | None:
    """Seed 003 「1. 神の恵みフェイズ」: 1 card (2 with 2 players) from the cards in front."""
    if action.player not in top.waiting:
        return t("reason.already_picked")
    if len(action.cards) != top.picks:
        return t("reason.pick_count", n=top.picks)
    if len(set(action.cards)) != len(action.cards):
        return t("reason.same_card_twice")
    offer = top.offers[action.player]
    for card in action.cards:
        if card not in offer:
            if 0 <= card < len(game_data().cards):
                return t("reason.not_offered", card=card_text(card))
            return t("reason.no_such_card")
    return None
