"""Every action a seat may take now (STYLE.md §3 `legal_actions`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.blood_rage.model import Draft, Phase
from app.games.blood_rage.rules import draft as gods_gifts

if TYPE_CHECKING:
    from app.games.blood_rage.actions import AnyAction
    from app.games.blood_rage.model import State

__all__ = ["legal_actions"]


def legal_actions(state: State, player: int) -> list[AnyAction]:
    """Return every action `player` may take now (the top decision decides)."""
    if state.phase is Phase.OVER or not state.pending:
        return []
    top = state.pending[-1]
    match top:
        case Draft():
            return list(gods_gifts.choices(state, player))
