"""Rider placement rounds (seed 001 "騎手の配置").

Each player in turn puts one rider camel on a free space that is not a water hole, not an oasis,
not next to an oasis and not next to any rider. In the first round a player must, where
possible, choose a camel colour no other player has placed yet.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.through_the_desert.actions import PlaceRider
from app.games.through_the_desert.rules.board import geo, is_free, near_oasis
from app.games.through_the_desert.rules.edit import replaced, update_seat

if TYPE_CHECKING:
    from app.engine.game import PlayerId
    from app.games.through_the_desert.model import PlaceRiders, State

__all__ = ["allowed_colours", "legal", "on_place", "reason"]


def _cell_reason(state: State, cell: int, relaxed: bool) -> str | None:
    if not is_free(state, cell):
        return "riders go on a free space (not a camel, oasis or mountain)"
    if state.water[cell]:
        return "riders may not be placed on a water hole"
    if near_oasis(state, cell):
        return "riders may not be placed next to an oasis"
    if not relaxed and any(n in state.rider for n in geo(state).neighbours[cell]):
        return "riders may not be placed next to another rider"
    return None


def _strict_cells(state: State) -> list[int]:
    return [c for c in geo(state).playable if _cell_reason(state, c, relaxed=False) is None]


def _cells(state: State) -> list[int]:
    """Legal spaces; if none is left, the rule against touching riders is lifted (RULES.md)."""
    strict = _strict_cells(state)
    if strict:
        return strict
    return [c for c in geo(state).playable if _cell_reason(state, c, relaxed=True) is None]


def allowed_colours(state: State, decision: PlaceRiders, player: int) -> tuple[int, ...]:
    """Colours `player` may place now: in round 1, unplaced colours first where possible."""
    left = state.seats[player].riders_left
    if decision.round != 1:
        return left
    taken = {state.colour[c] for c in state.rider}
    fresh = tuple(c for c in left if c not in taken)
    return fresh or left


def legal(state: State, decision: PlaceRiders, player: PlayerId) -> list[PlaceRider]:
    """Every rider placement `player` may make."""
    cells = _cells(state)
    return [
        PlaceRider(player=player, colour=colour, cell=cell)
        for colour in allowed_colours(state, decision, player)
        for cell in cells
    ]


def reason(state: State, decision: PlaceRiders, action: PlaceRider) -> str | None:
    """Why `action` is not allowed (None: allowed)."""
    player = action.player
    if action.colour not in state.seats[player].riders_left:
        return "you have no rider of that colour left to place"
    if action.colour not in allowed_colours(state, decision, player):
        return "in the first round, choose a colour no other player has placed yet"
    g = geo(state)
    if not 0 <= action.cell < len(g.cells):
        return "no such space"
    strict = _cell_reason(state, action.cell, relaxed=False)
    if strict is None or _cell_reason(state, action.cell, relaxed=True) is not None:
        return strict
    # Only the "next to a rider" rule fails: it is lifted when no space satisfies it.
    return strict if _strict_cells(state) else None


def on_place(draft: State, action: PlaceRider) -> None:
    """Put the rider on the board and pass to the next placement."""
    cell, player = action.cell, action.player
    draft.owner = replaced(draft.owner, cell, player)
    draft.colour = replaced(draft.colour, cell, action.colour)
    draft.rider = tuple(sorted((*draft.rider, cell)))
    left = tuple(c for c in draft.seats[player].riders_left if c != action.colour)
    update_seat(draft, player, riders_left=left)
    draft.last_action = cell
    draft.pending[-1].waiting = ()
