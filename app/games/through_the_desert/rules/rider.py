"""Rider placement rounds (seed 001 "騎手の配置").

Each player in turn puts one rider camel on a free space that is not a water hole, not an oasis,
not next to an oasis and not next to any rider. In the first round a player must, where
possible, choose a camel colour no other player has placed yet.

Legality reads the state's board masks (`index`); `_cell_reason` says the same rules space by
space and gives the reason when a move is refused.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from app.engine.game import PlayerId
from app.games.through_the_desert.actions import PlaceRider
from app.games.through_the_desert.model import Cells, PlaceRiders
from app.games.through_the_desert.rules.bitboard import bits
from app.games.through_the_desert.rules.board import geo, is_free, near_oasis
from app.games.through_the_desert.rules.edit import assign, rider_turn, update_seat
from app.games.through_the_desert.rules.index import index_of
from app.games.through_the_desert.texts import t

if TYPE_CHECKING:
    from app.engine.text import Text
    from app.games.through_the_desert.model import State

__all__ = ["allowed_colours", "legal", "on_place", "reason", "rider_action", "spaces"]


_NOT_FREE = t("reason.rider_not_free")
_ON_WATER = t("reason.rider_on_water")
_NEXT_TO_OASIS = t("reason.rider_next_to_oasis")
_NEXT_TO_RIDER = t("reason.rider_next_to_rider")

ROWS_KEPT = 1_000
"""Cached action lists before the cache starts afresh (each holds up to ~700 actions)."""
_rows: dict[tuple[int, tuple[int, ...], int], tuple[PlaceRider, ...]] = {}


@cache
def rider_action(player: int, colour: int, cell: int) -> PlaceRider:
    """Return the one shared action object for this rider (actions are frozen)."""
    return PlaceRider(player=PlayerId(player), colour=colour, cell=cell)


def _cell_reason(state: State, cell: int, relaxed: bool) -> Text | None:
    if not is_free(state, cell):
        return _NOT_FREE
    if state.water[cell]:
        return _ON_WATER
    if near_oasis(state, cell):
        return _NEXT_TO_OASIS
    if not relaxed and any(n in state.rider for n in geo(state).neighbours[cell]):
        return _NEXT_TO_RIDER
    return None


def spaces(state: State) -> int:
    """Return the legal spaces (mask).

    If none is left, the rule against touching riders is lifted (RULES.md).
    """
    index = index_of(state)
    return index.rider_spaces(relaxed=False) or index.rider_spaces(relaxed=True)


def allowed_colours(state: State, decision: PlaceRiders, player: int) -> tuple[int, ...]:
    """Colours `player` may place now: in round 1, unplaced colours first where possible."""
    left = state.seats[player].riders_left
    if decision.round != 1:
        return left
    taken = {state.colour[c] for c in state.rider}
    fresh = tuple(c for c in left if c not in taken)
    return fresh or left


def legal(state: State, decision: PlaceRiders, player: PlayerId) -> list[PlaceRider]:
    """Every rider placement `player` may make: by colour, then by cell."""
    key = (player, allowed_colours(state, decision, player), spaces(state))
    row = _rows.get(key)
    if row is None:
        if len(_rows) >= ROWS_KEPT:
            _rows.clear()
        cells = bits(key[2])
        row = tuple(rider_action(player, colour, cell) for colour in key[1] for cell in cells)
        _rows[key] = row
    return list(row)


def reason(state: State, decision: PlaceRiders, action: PlaceRider) -> Text | None:
    """Why `action` is not allowed (None: allowed)."""
    player = action.player
    if action.colour not in state.seats[player].riders_left:
        return t("reason.no_rider_left")
    if action.colour not in allowed_colours(state, decision, player):
        return t("reason.rider_colour_taken")
    # `cell` is a hex of the board file (`actions.CELLS`): one not in play is refused below.
    if spaces(state) >> action.cell & 1:
        return None
    strict = _cell_reason(state, action.cell, relaxed=False)
    if strict is None or _cell_reason(state, action.cell, relaxed=True) is not None:
        return strict
    # Only the "next to a rider" rule fails: it is lifted when no space satisfies it.
    return strict if index_of(state).rider_spaces(relaxed=False) else None


def on_place(draft: State, action: PlaceRider) -> None:
    """Put the rider on the board and pass to the next placement.

    `draft` is a shallow copy: every field changed here is replaced, never changed in place.
    """
    cell, player = action.cell, action.player
    index = index_of(draft).placed(cell, player, action.colour)
    index.rider_near |= index.masks.neighbours[cell]
    # A rider is a caravan of one. On a `solid` board the rest of the board stays in one
    # piece around it, so once two camels stand, no region without a camel touches a caravan
    # (`BoardIndex.settled`; with one camel before, that was the only caravan).
    camels = index.occupied.bit_count()
    index.settled = index.masks.solid and camels >= 2 and (index.settled or camels == 2)
    assign(
        draft,
        owner=Cells.of(draft.owner).replaced(cell, player),
        colour=Cells.of(draft.colour).replaced(cell, action.colour),
        rider=tuple(sorted((*draft.rider, cell))),
        last_action=cell,
    )
    left = tuple(c for c in draft.seats[player].riders_left if c != action.colour)
    update_seat(draft, player, riders_left=left)
    index.adopt(draft)
    top = draft.pending[-1]
    assert isinstance(top, PlaceRiders)  # check() accepts riders only in a rider round
    assign(draft, pending=[*draft.pending[:-1], rider_turn((), top.round)])
