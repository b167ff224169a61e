"""Sets of board cells as ints (STYLE.md §3 "Hot path"): bit i is cell i.

Legality and the enclosure search ask the same few questions of every position (which spaces
touch this caravan, which are free, which are fenced off); answered cell by cell they cost most
of a step, while a handful of int operations answer them for the whole board at once. These are
the fixed masks of one board (per player count) and the helpers to read them.
"""

from __future__ import annotations

from functools import cache

from app.games.through_the_desert.data.data import Geometry, geometry

__all__ = ["Masks", "bits", "masks", "single_bits"]


def bits(mask: int) -> list[int]:
    """Return the cells of `mask`, ascending."""
    out = []
    while mask:
        # The top bit by its length is two int operations a cell, the cheapest way in Python.
        top = mask.bit_length() - 1
        out.append(top)
        mask ^= 1 << top
    out.reverse()
    return out


def single_bits(cells: tuple[int, ...] | list[int]) -> int:
    """Return the mask of `cells`."""
    mask = 0
    for cell in cells:
        mask |= 1 << cell
    return mask


class Masks:
    """The fixed masks of one board: cells in play, each cell's neighbours, neighbour shifts."""

    def __init__(self, geo: Geometry) -> None:
        self.geo = geo
        self.size = len(geo.cells)
        self.in_play = single_bits(geo.playable)
        """Every space in play (no mountains; with 2-3 players, the larger part only)."""
        self.neighbours: tuple[int, ...] = tuple(single_bits(ns) for ns in geo.neighbours)
        """Per cell: its in-play neighbours."""
        self._shifts: tuple[int, int, int, int, int] | None = None
        self._shifts = self._shift_plan(geo)
        self._rings = _rings(geo)
        self._sides: list[dict[int, bool]] = [{} for _ in geo.cells]
        self.solid = self._rings is not None and self._is_solid(geo)
        """Whether the spaces in play stay connected when any one of them is taken away (the
        printed boards do: no space or group of spaces hangs on a single other one).
        `enclosure.new_areas` relies on it for its shortcut."""

    def one_side(self, cell: int, wall: int) -> bool:
        """Whether the in-play neighbours of `cell` that are not in `wall` touch each other.

        Around a hex, each neighbour touches the next one; the neighbours left free by `wall`
        (and by mountains and the board edge) form one run round `cell`, or none, exactly when
        taking `cell` away cannot split them apart. Answers are kept per cell and pattern.
        """
        touch = wall & self.neighbours[cell]
        known = self._sides[cell]
        answer = known.get(touch)
        if answer is None:
            ring = self._rings[cell] if self._rings is not None else ()
            shut = [n < 0 or bool(touch >> n & 1) for n in ring]
            answer = len(ring) == 6 and sum(s and not shut[i - 1] for i, s in enumerate(shut)) <= 1
            known[touch] = answer
        return answer

    def _is_solid(self, geo: Geometry) -> bool:
        everything = self.in_play
        for cell in geo.playable:
            rest = everything & ~(1 << cell)
            reached = self.neighbours[cell] & rest & -(self.neighbours[cell] & rest)  # one cell
            while grown := self.expand(reached) & rest & ~reached:
                reached |= grown
            if reached != rest:
                return False
        return bool(everything)

    def expand(self, mask: int) -> int:
        """Return every in-play cell next to a cell of `mask`.

        On the printed board (a full column-major hex grid) this is a few shifts of the whole
        mask; otherwise, the union of each cell's neighbours.
        """
        if self._shifts is None:
            out = 0
            for cell in bits(mask):
                out |= self.neighbours[cell]
            return out
        rows, even, odd, not_top, not_bottom = self._shifts
        e, o = mask & even, mask & odd
        # Odd-q columns (data.py): an even column's side neighbours sit at rows y-1 and y, an
        # odd column's at y and y+1. Shifting by one row wraps into the next column, so the
        # destination row that a wrap would land on is masked off.
        up = ((mask >> 1) | (e >> (rows + 1)) | (e << (rows - 1))) & not_bottom
        down = ((mask << 1) | (o >> (rows - 1)) | (o << (rows + 1))) & not_top
        return (up | down | (mask >> rows) | (mask << rows)) & self.in_play

    def _shift_plan(self, geo: Geometry) -> tuple[int, int, int, int, int] | None:
        """Return the shift masks if the cells form a column-major grid and shifts agree."""
        data = geo.data
        rows = data.rows
        if len(geo.cells) != data.columns * rows or any(
            (c.x, c.y) != divmod(i, rows) for i, c in enumerate(geo.cells)
        ):
            return None
        even = single_bits([i for i, c in enumerate(geo.cells) if c.x % 2 == 0])
        odd = single_bits([i for i, c in enumerate(geo.cells) if c.x % 2 == 1])
        top = single_bits([i for i, c in enumerate(geo.cells) if c.y == 0])
        bottom = single_bits([i for i, c in enumerate(geo.cells) if c.y == rows - 1])
        full = (1 << len(geo.cells)) - 1
        self._shifts = (rows, even, odd, full & ~top, full & ~bottom)
        # Checked once per board against the neighbour lists, so a differently drawn board
        # falls back to the cell-by-cell union instead of giving wrong areas.
        if all(self.expand(1 << cell) == self.neighbours[cell] for cell in geo.playable):
            return self._shifts
        return None


def _rings(geo: Geometry) -> tuple[tuple[int, ...], ...] | None:
    """Per cell: its six neighbour positions in turn round it (-1: none, or not in play).

    Odd-q columns (data.py); None if some cell's in-play neighbours are not those six.
    """
    rings = []
    for i, c in enumerate(geo.cells):
        up, down = (c.y - 1, c.y) if c.x % 2 == 0 else (c.y, c.y + 1)
        x, y = c.x, c.y
        places = ((x, y - 1), (x + 1, up), (x + 1, down), (x, y + 1), (x - 1, down), (x - 1, up))
        ring = tuple(geo.index.get(place, -1) for place in places)
        ring = tuple(n if n >= 0 and geo.in_play[n] else -1 for n in ring)
        if geo.in_play[i] and sorted(n for n in ring if n >= 0) != sorted(geo.neighbours[i]):
            return None
        rings.append(ring)
    return tuple(rings)


@cache
def masks(players: int) -> Masks:
    """Return the masks of the board used by `players` players."""
    return Masks(geometry(players))
