"""Enclosing areas (seed 001 "領地を囲む").

A single caravan (one colour, one player), with the help of the board edge and the mountains
(the edge ranges and the central range), closes off one or more spaces. The enclosed area must
hold no camel of anyone. The player takes the water holes inside at once, and an oasis tile for
each oasis inside that this caravan has not reached yet. Other players may not place inside.
With 2-3 players the dividing line is the board edge (the smaller part is not in play).

After a camel of caravan (p, c) lands, only the regions touching that camel can be new. A region
is a connected set of in-play spaces that are not part of the caravan; it is enclosed when it
holds no camel at all. The search floods a whole ring of spaces at a time (`Masks.expand`) and
stops at the first ring that meets a camel or a space next to one, so the open desert costs
little.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.through_the_desert.rules.bitboard import bits
from app.games.through_the_desert.rules.index import COLOURS, index_of

if TYPE_CHECKING:
    from app.games.through_the_desert.model import State
    from app.games.through_the_desert.rules.index import BoardIndex

__all__ = ["enclosed_regions", "new_areas"]


def _region(index: BoardIndex, start: int, passable: int, danger: int) -> tuple[int, bool]:
    """Flood from `start` through `passable`; return the cells reached and whether it is closed.

    `danger` holds every camel, every space next to a camel that is not part of the caravan,
    and the cells of searches that already met one: reaching any of them means this region
    holds a camel, so it is not closed (the cells so far are returned, to skip later starts
    inside them).
    """
    region = 1 << start
    # The first ring is one cell's neighbours (a table look-up); most searches end there.
    ring = index.masks.neighbours[start] & passable & ~region
    expand = index.masks.expand
    while True:
        if ring & danger:
            return region | ring, False
        if not ring:
            return region, True
        region |= ring
        ring = expand(ring) & passable & ~region


def new_areas(index: BoardIndex, cell: int, player: int, colour: int) -> list[int]:
    """Return the new areas (as masks) closed by the camel of (`player`, `colour`) on `cell`.

    `index` already holds that camel. Areas come in the order of `cell`'s neighbours.
    """
    masks = index.masks
    skip = index.occupied | index.enclosed  # already enclosed: never a start
    if not masks.neighbours[cell] & ~skip:
        return []
    # Next to any other caravan is as good as at a camel: that region is open. This ends most
    # searches one ring early, and most placements before any search.
    danger = index.occupied | index.near_others(player, colour)
    starts = masks.neighbours[cell] & ~skip & ~danger
    if not starts:
        return []
    passable = masks.in_play & ~index.caravans[player * COLOURS + colour]
    found = []
    for start in masks.geo.neighbours[cell]:
        if not starts >> start & 1 or skip >> start & 1:
            continue
        region, closed = _region(index, start, passable, danger)
        skip |= region
        if closed:
            found.append(region)
        else:
            danger |= region
    return found


def enclosed_regions(state: State, cell: int, player: int, colour: int) -> list[list[int]]:
    """Return the new areas closed by the camel of (`player`, `colour`) just put on `cell`."""
    return [bits(region) for region in new_areas(index_of(state), cell, player, colour)]
