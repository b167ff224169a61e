"""Using a card's effect (RULES.md C1): card actions on a turn, and answers to card questions.

Card actions (reference §5 "card_actions": Tyr's Challenge, Frigga's Domain, Frigga's
Sacrifice) are clan upgrades whose effect has the `action` timing; on its turn a seat may use
one instead of another action (`UseCard` answering `Turn`). A card effect that needs a choice
(a stat to raise, a figure to keep, a place, or whether to use a "may") pushes a `CardChoice`
for one seat; `UseCard` answers it with one of the effect's options, `Decline` refuses an
optional one. The options and what they do are the effect's own code (`CardEffect.options`,
`CardEffect.use`), keyed by the card's effect key.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.blood_rage.actions import decline, use_card
from app.games.blood_rage.cards.registry import code_of
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.model import Battle, CardChoice, Turn
from app.games.blood_rage.rules.action import answer
from app.games.blood_rage.rules.board import upgrade_cards
from app.games.blood_rage.texts import card_text, t

if TYPE_CHECKING:
    from app.engine.text import Text
    from app.games.blood_rage.actions import AnyAction, Decline, UseCard
    from app.games.blood_rage.model import State

__all__ = ["choices", "on_decline", "on_use", "prompt", "reason", "turn_choices"]


def _is_action(card: int) -> bool:
    code = code_of(card)
    return code is not None and "action" in code.timings


def turn_choices(state: State, player: int) -> list[UseCard]:
    """Every card action `player` may take on its turn."""
    out = []
    for _, card in upgrade_cards(state, player):
        code = code_of(card)
        if code is not None and "action" in code.timings:
            out += [use_card(player, card, c) for c in code.options(state, player, card, None)]
    return out


def choices(state: State, player: int) -> list[AnyAction]:
    """Every answer `player` may give to the card question on top."""
    top = state.pending[-1]
    assert isinstance(top, CardChoice)
    code = code_of(top.card)
    assert code is not None
    out: list[AnyAction] = [
        use_card(player, top.card, c) for c in code.options(state, player, top.card, top)
    ]
    if top.optional:
        out.append(decline(player))
    return out


def reason(state: State, action: UseCard) -> Text | None:
    """Why this use of a card is not allowed now, or None."""
    top = state.pending[-1]
    code = code_of(action.card)  # a card of the card file (`actions.Card`)
    if isinstance(top, Turn):
        if (action.player, action.card) not in upgrade_cards(state, action.player):
            return t("reason.not_on_sheet")
        if not _is_action(action.card):
            return t("reason.not_card_action", card=card_text(action.card))
        ask = None
    else:
        assert isinstance(top, CardChoice)
        if action.card != top.card:
            return t("reason.other_card", card=card_text(top.card))
        ask = top
    if code is None or action.choice not in code.options(state, action.player, action.card, ask):
        return t("reason.not_an_option", card=card_text(action.card))
    return None


def on_use(draft: State, action: UseCard) -> None:
    """Carry out the card action or the answer (the effect's `use`)."""
    top = draft.pending[-1]
    code = code_of(action.card)
    assert code is not None
    if isinstance(top, Turn):
        answer(draft)
        code.use(draft, action.player, action.card, action.choice, None)
        return
    assert isinstance(top, CardChoice)
    top.waiting = ()
    code.use(draft, action.player, action.card, action.choice, top)


def on_decline(draft: State, action: Decline) -> None:
    """An optional card effect is not used."""
    top = draft.pending[-1]
    assert isinstance(top, CardChoice)
    top.waiting = ()


def prompt(top: CardChoice | Battle) -> Text:
    """What the seat asked must do: the card's question, or a late card after the reveal."""
    if isinstance(top, Battle):
        return t("prompt.late_card")
    key = game_data().cards[top.card].effect
    step = f".{top.step}" if top.step in ("1", "2", "ragnarok") else ""
    return t(f"prompt.choice.{key}{step}", card=card_text(top.card))
