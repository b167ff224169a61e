"""Every action a seat may take now (STYLE.md §3 `legal_actions`): the top decision decides."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.blood_rage.actions import decline, pass_turn
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
from app.games.blood_rage.rules import draft as gods_gifts
from app.games.blood_rage.rules.actions import invade, march, pillage, quest, upgrade

if TYPE_CHECKING:
    from app.games.blood_rage.actions import AnyAction
    from app.games.blood_rage.model import State

__all__ = ["legal_actions", "turn_actions"]


def turn_actions(state: State, player: int) -> list[AnyAction]:
    """Every action of `player`'s turn in the Action phase."""
    out: list[AnyAction] = []
    out += invade.choices(state, player)
    out += march.choices(state, player)
    out += upgrade.choices(state, player)
    out += quest.choices(state, player)
    out += pillage.choices(state, player)
    out += card_use.turn_choices(state, player)
    out.append(pass_turn(player))
    return out


def legal_actions(state: State, player: int) -> list[AnyAction]:
    """Return every action `player` may take now (the top decision decides)."""
    if state.phase is Phase.OVER or not state.pending:
        return []
    top = state.pending[-1]
    if player not in top.waiting:
        return []
    out: list[AnyAction] = []
    match top:
        case Draft():
            out += gods_gifts.choices(state, player)
        case Turn():
            out += turn_actions(state, player)
        case FreeInvade():
            out += invade.choices(state, player)
            out += [decline(player)] if top.optional else []
        case CallToBattle():
            out += [*call_to_battle.choices(state, player), decline(player)]
        case Battle():
            out += battle.choices(state, player)
            out += [decline(player)] if top.stage == "late" else []
        case CardChoice():
            out += card_use.choices(state, player)
        case Keep():
            out += age_end.choices(state, player)
        case StatChoice():
            out += quests.choices(state, player)
    return out
