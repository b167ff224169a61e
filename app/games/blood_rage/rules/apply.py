"""`apply`: the one place that dispatches actions (STYLE.md §3).

Copy on write: the draft is a shallow copy; the decisions on the stack are copied (they are
edited in place) and so is the rng (drawing bumps it); every tuple field is replaced, never
edited, so the input state is never changed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.errors import IllegalAction
from app.engine.flow import advance
from app.games.blood_rage.actions import PickCards
from app.games.blood_rage.rules import draft as gods_gifts
from app.games.blood_rage.rules.check import check
from app.games.blood_rage.rules.flow import step

if TYPE_CHECKING:
    from app.games.blood_rage.actions import AnyAction
    from app.games.blood_rage.model import State

__all__ = ["apply", "draft_of"]


def draft_of(state: State) -> State:
    """Return a copy of `state` that `apply` may edit (copy on write)."""
    draft = state.model_copy()
    draft.pending = [d.model_copy() for d in state.pending]
    draft.rng = state.rng.model_copy()
    return draft


def apply(state: State, action: AnyAction) -> State:
    """Return the state after `action`; raise `IllegalAction` if it is not legal."""
    if (reason := check(state, action)) is not None:
        raise IllegalAction(reason)
    draft = draft_of(state)
    match action:
        case PickCards():
            gods_gifts.on_pick(draft, action)
    advance(draft, step)
    return draft
