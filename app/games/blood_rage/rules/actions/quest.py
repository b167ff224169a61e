"""Quest (seed 003 「クエスト（クエストを受ける）」).

Commit a quest card from your hand face down; two of the same type may be committed in one
action, each paid on its own (「同じタイプのクエストなら２枚同時に引き受ける事もできます（それぞれ
独立した報酬が与えられます）」; the type is the quest's target, RULES.md R16a). It costs no
Rage, but like every action it needs a turn, so some Rage left (reference §5; RULES.md R8).
The cards are revealed and scored in the Quest phase (`rules.quests`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.blood_rage.actions import take_quest
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.model import NO_CARD
from app.games.blood_rage.rules.action import answer
from app.games.blood_rage.rules.board import minus
from app.games.blood_rage.rules.edit import update_seat
from app.games.blood_rage.texts import card_text, t

if TYPE_CHECKING:
    from app.engine.text import Text
    from app.games.blood_rage.actions import TakeQuest
    from app.games.blood_rage.model import State

__all__ = ["choices", "on_quest", "quest_type", "reason"]


def quest_type(card: int) -> str | None:
    """A quest card's type (its target: a realm, Yggdrasil or a glorious death), else None."""
    quest = game_data().cards[card].quest
    return quest.target if quest is not None else None


def reason(state: State, action: TakeQuest) -> Text | None:
    """Why this quest (or pair of quests) cannot be taken now, or None."""
    hand = state.seats[action.player].hand
    for card in action.cards:
        if card not in hand:
            return t("reason.not_in_hand")
        if game_data().cards[card].family != "quest":
            return t("reason.not_quest", card=card_text(card))
    if action.second != NO_CARD and quest_type(action.card) != quest_type(action.second):
        return t(
            "reason.quests_differ", card=card_text(action.card), other=card_text(action.second)
        )
    return None


def choices(state: State, player: int) -> list[TakeQuest]:
    """Every quest card `player` may commit now, then every pair of the same type."""
    hand = [c for c in state.seats[player].hand if quest_type(c) is not None]
    out = [take_quest(player, c) for c in hand]
    out += [
        take_quest(player, a, b)
        for i, a in enumerate(hand)
        for b in hand[i + 1 :]
        if a != b and quest_type(a) == quest_type(b)
    ]
    return out


def on_quest(draft: State, action: TakeQuest) -> None:
    """Move the card (or both cards) from the hand to the committed quests (face down)."""
    answer(draft)
    seat = draft.seats[action.player]
    hand = seat.hand
    for card in action.cards:
        hand = minus(hand, card)
    update_seat(
        draft,
        action.player,
        hand=hand,
        quests=tuple(sorted((*seat.quests, *action.cards))),
    )
