"""Enclosing areas (seed 001 "領地を囲む").

A single caravan (one colour, one player), with the help of the board edge and the mountains
(the edge ranges and the central range), closes off one or more spaces. The enclosed area must
hold no camel of anyone. The player takes the water holes inside at once, and an oasis tile for
each oasis inside that this caravan has not reached yet. Other players may not place inside.
With 2-3 players the dividing line is the board edge (the smaller part is not in play).

After a camel of caravan (p, c) lands, only the regions touching that camel can be new. A region
is a connected set of in-play spaces that are not part of the caravan; it is enclosed when it
holds no camel at all. The search stops at the first camel it meets, so the open desert costs
little.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.through_the_desert.rules.board import geo

if TYPE_CHECKING:
    from app.games.through_the_desert.model import State

__all__ = ["enclosed_regions"]


def _region(state: State, start: int, player: int, colour: int, seen: set[int]) -> list[int] | None:
    """Return the camel-free region around `start`, or None if it holds any camel.

    `seen` holds the cells searched from earlier starts. A search that stopped at a camel leaves
    its cells there unfinished, so reaching one of them means this region holds a camel too.
    """
    neighbours = geo(state).neighbours
    owner, col = state.owner, state.colour
    region = [start]
    inside = {start}
    frontier = [start]
    while frontier:
        cell = frontier.pop()
        for n in neighbours[cell]:
            if n in inside or (owner[n] == player and col[n] == colour):
                continue
            if owner[n] != -1 or n in seen:
                seen.update(inside)
                return None
            inside.add(n)
            region.append(n)
            frontier.append(n)
    seen.update(inside)
    return region


def enclosed_regions(state: State, cell: int, player: int, colour: int) -> list[list[int]]:
    """Return the new areas closed by the camel of (`player`, `colour`) just put on `cell`."""
    found: list[list[int]] = []
    seen: set[int] = {cell}
    for start in geo(state).neighbours[cell]:
        if start in seen or state.owner[start] != -1 or state.area[start] != -1:
            continue
        region = _region(state, start, player, colour, seen)
        if region is not None:
            found.append(sorted(region))
    return found
