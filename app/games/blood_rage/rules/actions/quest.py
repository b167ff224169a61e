"""Quest (seed 003 「クエスト（クエストを受ける）」).

Commit a quest card from your hand face down; two of the same kind may be committed, each
paid on its own (「同じタイプのクエストなら２枚同時に引き受ける事もできます」). It costs no
Rage, but like every action it needs a turn, so some Rage left (reference §5; RULES.md R8).
The cards are revealed and scored in the Quest phase (`rules.quests`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.blood_rage.actions import take_quest
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.rules.action import answer
from app.games.blood_rage.rules.board import minus
from app.games.blood_rage.rules.edit import update_seat
from app.games.blood_rage.texts import card_text, t

if TYPE_CHECKING:
    from app.engine.text import Text
    from app.games.blood_rage.actions import TakeQuest
    from app.games.blood_rage.model import State

__all__ = ["choices", "on_quest", "reason"]


def reason(state: State, action: TakeQuest) -> Text | None:
    """Why this quest cannot be taken now, or None."""
    if action.card not in state.seats[action.player].hand:
        return t("reason.not_in_hand")
    if game_data().cards[action.card].family != "quest":
        return t("reason.not_quest", card=card_text(action.card))
    return None


def choices(state: State, player: int) -> list[TakeQuest]:
    """Every quest card `player` may commit now."""
    cards = game_data().cards
    return [take_quest(player, c) for c in state.seats[player].hand if cards[c].family == "quest"]


def on_quest(draft: State, action: TakeQuest) -> None:
    """Move the card from the hand to the committed quests (face down)."""
    answer(draft)
    seat = draft.seats[action.player]
    update_seat(
        draft,
        action.player,
        hand=minus(seat.hand, action.card),
        quests=tuple(sorted((*seat.quests, action.card))),
    )
