"""Board queries shared by the placement rules (seed 001 "ラクダを置く", "騎手の配置")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.text import Seat
from app.games.through_the_desert.data.data import Geometry, geometry
from app.games.through_the_desert.texts import colour_text, t

if TYPE_CHECKING:
    from app.engine.text import Text
    from app.games.through_the_desert.model import State

__all__ = ["camel_reason", "caravan_cells", "geo", "is_free", "near_oasis"]


def geo(state: State) -> Geometry:
    """Return the board in use for this state's player count."""
    return geometry(state.players)


def is_free(state: State, cell: int) -> bool:
    """An in-play space with no camel and no oasis (a water hole may lie on it)."""
    g = geo(state)
    return (
        0 <= cell < len(g.cells)
        and g.in_play[cell]
        and state.owner[cell] == -1
        and cell not in state.oases
    )


def near_oasis(state: State, cell: int) -> list[int]:
    """Return the oases next to `cell`."""
    return [n for n in geo(state).neighbours[cell] if n in state.oases]


def caravan_cells(state: State, player: int, colour: int) -> list[int]:
    """Return every cell of `player`'s caravan of `colour` (rider included)."""
    owner, col = state.owner, state.colour
    return [i for i in range(len(owner)) if owner[i] == player and col[i] == colour]


_NOT_FREE = t("reason.camel_not_free")
_IN_AREA = t("reason.camel_in_area")
_NOT_NEXT_TO_OWN = t("reason.camel_not_next_to_own")


def camel_reason(state: State, player: int, colour: int, cell: int) -> Text | None:
    """Why `player` may not put a camel of `colour` on `cell` (None: allowed).

    Seed 001 "ラクダを置く": next to the player's own camel of that colour; on an empty space or
    a water hole; never next to another player's camel of the same colour. "領地を囲む": never
    inside an area another player has enclosed.
    """
    if not is_free(state, cell):
        return _NOT_FREE
    area = state.area[cell]
    if area not in (-1, player):
        return _IN_AREA
    own = False
    for n in geo(state).neighbours[cell]:
        if state.colour[n] != colour:
            continue
        if state.owner[n] == player:
            own = True
        else:  # name the caravan in the way (the TtD stranger had to look for it)
            return t(
                "reason.camel_next_to_rival", who=Seat(state.owner[n]), colour=colour_text(colour)
            )
    if not own:
        return _NOT_NEXT_TO_OWN
    return None
