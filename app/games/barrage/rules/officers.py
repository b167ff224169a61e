"""Mahiri Sekibo's personal action space (reference §6; seed 000 "重役「Sekibo」").

She puts 1 engineer on her space to use another officer's ability until the end of her turn,
then takes her turn's action as usual (so she needs an engineer left for it). Her second use
in a round costs 3 credits (the second space). She copies the officers of the other companies
and, with 2-3 players, the extra officer laid out at setup. Officers whose abilities outlast a
turn or need their own component are not copied: Graziano Del Monte (dam capacity) and Anton
Krylov (his special tile) — see RULES.md.

The other officers' abilities live where they act: Wilhelm Adler, Jill McDowell and Solomon
P. Jordan in `rules.construction`, Viktor Fiesler in `rules.production`, Graziano Del Monte in
`rules.water`, Anton Krylov's tile in `rules.construction`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.flow import pop_decision, push_decision
from app.games.barrage.actions import CopyOfficer
from app.games.barrage.model import Turn
from app.games.barrage.rules.board import has_officer_ability, officer_of

if TYPE_CHECKING:
    from app.engine.game import PlayerId
    from app.games.barrage.model import State

__all__ = ["copyable", "legal", "on_copy"]

NOT_COPIED = (
    "mahiri_sekibo",
    "graziano_del_monte",
    "anton_krylov",
    "tommaso_battista",
    "margot_fouche",
    "leslie_spencer",
)
"""Officers Sekibo does not copy (see the module docstring)."""


def copyable(state: State, seat: int) -> list[str]:
    """Return the officers `seat` (Sekibo) may copy."""
    others = {p.officer for i, p in enumerate(state.seats) if i != seat and p.officer}
    return sorted((others | set(state.extra_officers)) - set(NOT_COPIED))


def legal(state: State, seat: PlayerId, turn: Turn) -> list[CopyOfficer]:
    """Return Sekibo's copy actions this turn (none for other officers)."""
    p = state.seats[seat]
    if turn.copied or not has_officer_ability(state, seat, "copy_officer"):
        return []
    spaces = officer_of(state, seat).action_spaces
    if p.officer_uses >= len(spaces):
        return []
    space = spaces[p.officer_uses]
    if p.engineers < space.engineers + 1 or p.credits < space.space_cost:
        return []
    return [CopyOfficer(player=seat, officer=o) for o in copyable(state, seat)]


def on_copy(state: State, action: CopyOfficer) -> None:
    """Place the engineer, pay, copy the ability; the same seat then takes its action."""
    p = state.seats[action.player]
    space = officer_of(state, action.player).action_spaces[p.officer_uses]
    p.officer_uses += 1
    p.engineers -= space.engineers
    p.credits -= space.space_cost
    p.copied_officer = action.officer
    pop_decision(state.pending)
    push_decision(state.pending, Turn(waiting=(action.player,), copied=True))
