"""Enclosing areas (seed 001 "領地を囲む").

A single caravan (one colour, one player), with the help of the board edge and the mountains
(the edge ranges and the central range), closes off one or more spaces. The enclosed area must
hold no camel of anyone. The player takes the water holes inside at once, and an oasis tile for
each oasis inside that this caravan has not reached yet. Other players may not place inside.
With 2-3 players the dividing line is the board edge (the smaller part is not in play).

After a camel of caravan (p, c) lands, only the regions touching that camel can be new. A region
is a connected set of in-play spaces that are not part of the caravan; it is enclosed when it
holds no camel at all. Most placements split no region, and on a board grown by play that
settles it without any search (`new_areas`). Otherwise the search floods a whole ring of spaces
at a time (`Masks.expand`) and stops at the first ring that meets a camel or a space next to
one, so the open desert costs little.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.through_the_desert.rules.bitboard import bits
from app.games.through_the_desert.rules.index import COLOURS, index_of

if TYPE_CHECKING:
    from app.games.through_the_desert.model import State
    from app.games.through_the_desert.rules.bitboard import Masks
    from app.games.through_the_desert.rules.index import BoardIndex

__all__ = ["enclosed_regions", "new_areas"]


def new_areas(index: BoardIndex, cell: int, player: int, colour: int) -> list[int]:
    """Return the new areas (as masks) closed by the camel of (`player`, `colour`) on `cell`.

    `index` already holds that camel: it is the draft's copy from `placed`, whose `settled`
    still tells about the board before the camel (and is cleared here if the camel unsettles
    it). Areas come in the order of `cell`'s neighbours.

    Shortcut: on a settled board, when the spaces round `cell` that are not part of the
    caravan all touch each other (`Masks.one_side`), the camel splits no region: the one it
    stood in, less its space, either holds a camel or was enclosed already. Most placements
    end there.
    """
    k = player * COLOURS + colour
    if index.settled and index.masks.one_side(cell, index.caravans[k]):
        return []
    found, passable, danger, searched = _search(index, cell, k)
    if index.settled:
        rest = index.masks.neighbours[cell] & passable & ~danger & ~searched
        _check_settled(index, rest, passable, danger)
    return found


def _search(index: BoardIndex, cell: int, k: int) -> tuple[list[int], int, int, int]:
    """Find the closed regions next to `cell` (caravan `k`) by flooding from its neighbours.

    From each free neighbour of `cell` the search floods the spaces that are not part of the
    caravan (`passable`), a ring at a time. `danger` holds every camel, every space next to a
    camel that is not part of the caravan, and the cells of searches that already met one:
    reaching any of them means the region holds a camel, so it is open. Returns the closed
    regions in the order of `cell`'s neighbours, then `passable`, the final `danger` and
    every cell searched.
    """
    masks = index.masks
    around = masks.neighbours[cell] & ~(index.occupied | index.enclosed)  # enclosed: no start
    # Next to any other caravan is as good as at a camel: that region is open. This ends most
    # searches one ring early, and some placements before any search (`near_others`).
    own = index.frontiers[k]
    others = (index.near_any & ~own) | (own & index.crowded)
    starts = around & ~others
    danger = index.occupied | others
    passable = masks.in_play & ~index.caravans[k]
    found: list[int] = []
    searched = 0
    while starts:
        region, closed = _flood(masks, starts.bit_length() - 1, passable, danger)
        if closed:
            found.append(region)
        else:  # open, and so is anything that reaches these cells
            danger |= region
        searched |= region
        starts &= ~region
    if len(found) > 1:
        # The starts were taken from the highest cell down. A closed region holds no camel and
        # no space next to one, so each neighbour of `cell` inside it was a start.
        order = masks.geo.neighbours[cell]
        found.sort(key=lambda r: min(i for i, n in enumerate(order) if r >> n & 1))
    return found, passable, danger, searched


def _flood(masks: Masks, start: int, passable: int, danger: int) -> tuple[int, bool]:
    """Flood from `start` through `passable`; return the cells reached and whether it is closed.

    Open: it reached `danger` (the cells so far, that ring included, are returned).
    """
    region = 1 << start
    avail = passable ^ region  # a start is free, so it is passable
    # The first ring is one cell's neighbours (a table look-up); most searches end there.
    ring = masks.neighbours[start] & avail
    while ring and not ring & danger:
        region |= ring
        avail ^= ring
        ring = masks.expand(ring) & avail
    return region | ring, not ring


def _check_settled(index: BoardIndex, rest: int, passable: int, danger: int) -> None:
    """Clear `index.settled` if a region cut off without a camel is not all enclosed.

    `rest`: the neighbours of the new camel that no search reached (enclosed spaces, which are
    never starts). On a board grown by play such a region is one whole enclosed area.
    """
    while rest:
        region, closed = _flood(index.masks, rest.bit_length() - 1, passable, danger)
        if closed and region & ~index.enclosed:
            index.settled = False
            return
        rest &= ~region


def enclosed_regions(state: State, cell: int, player: int, colour: int) -> list[list[int]]:
    """Return the new areas closed by the camel of (`player`, `colour`) just put on `cell`.

    The search alone (no shortcut), on `state`'s own index, which it leaves as it is.
    """
    found = _search(index_of(state), cell, player * COLOURS + colour)[0]
    return [bits(region) for region in found]
