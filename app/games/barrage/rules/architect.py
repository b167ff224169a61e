"""Tommaso Battista's architect (reference §6, Leeghwater officers).

One of his 12 engineers is an architect. Placed alone on a space that needs exactly 1 engineer
(a management space, the first construction space, a private building's or an officer's
space; not the bank, which takes any number) it grants an extra turn at once. The architect
looks like any engineer until it is used, so after such a placement the game asks whether it
was the architect (`ArchitectChoice`, answered by `UseArchitect` or `Skip`) once the
placement's own choices are made; the architect then stays placed until the round ends.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.flow import pop_decision, push_decision
from app.games.barrage.actions import BankCredits, CopyOfficer, Pass, UseArchitect
from app.games.barrage.model import ArchitectChoice, Turn
from app.games.barrage.rules.board import has_officer_ability

if TYPE_CHECKING:
    from app.engine.game import PlayerId
    from app.games.barrage.actions import AnyAction
    from app.games.barrage.model import State

__all__ = ["offer", "on_use_architect"]


def offer(state: State, action: AnyAction, engineers_before: int, at: int) -> None:
    """After a placement: put the architect question under the placement's own choices.

    `engineers_before` are the seat's engineers before the placement, `at` the height of the
    decision stack when it began.
    """
    seat = action.player
    ex = state.lwp
    if (
        ex is None
        or isinstance(action, BankCredits | CopyOfficer | Pass)
        or ex.architect[seat]
        or not has_officer_ability(state, seat, "architect_extra_turn")
    ):
        return
    left = state.seats[seat].engineers
    if engineers_before - left == 1 and left > 0:
        state.pending.insert(at, ArchitectChoice(waiting=(seat,)))


def on_use_architect(state: State, action: UseArchitect) -> None:
    """The architect was placed: the same company takes another turn now."""
    pop_decision(state.pending)
    assert state.lwp is not None
    state.lwp.architect[action.player] = True
    seat: PlayerId = action.player
    push_decision(state.pending, Turn(waiting=(seat,)))
