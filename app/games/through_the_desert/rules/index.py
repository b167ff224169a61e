"""Derived board indexes of a state, kept beside it and never saved (STYLE.md §3 "Hot path").

The state stores facts per cell (`owner`, `colour`, `area`, `water`, `rider`, `oases`). The
rules keep asking questions about whole caravans and whole areas, so a `BoardIndex` holds the
answers as cell masks (`bitboard`): what is occupied and free, each caravan and the spaces it
touches (its frontier), each player's areas, the water holes, the spaces next to oases and riders.

An index lives in the state's private attribute `_index` (model.py): left out of the JSON and of
`==`, and shared by shallow copies. It is valid only while the state's board fields are the
ones it was built from (`source`: the same objects, or equal ones; they are immutable). A
state made any other way (loaded from a save, validated, `model_copy(update=...)` in a test)
gets a fresh index on first use. `apply` never changes an index another state may hold: the
placement modules work on a copy (`placed`, copy on write) and `adopt` it into the draft.
"""

from __future__ import annotations

from operator import itemgetter
from typing import TYPE_CHECKING, Any

from app.games.through_the_desert.rules.bitboard import Masks, masks, single_bits

if TYPE_CHECKING:
    from collections.abc import Sequence

    from app.games.through_the_desert.model import State

__all__ = ["COLOURS", "BoardIndex", "index_of"]

COLOURS = 5
"""Camel colours: caravans and frontiers are stored per seat * COLOURS + colour."""
_new = object.__new__
_source = itemgetter("owner", "colour", "area", "water", "rider", "oases", "players")
"""A state's board fields, from its `__dict__` (one C call: `index_of` runs twice a step)."""


class BoardIndex:
    """Masks derived from one state's board (see the module docstring)."""

    __slots__ = (
        "areas",
        "caravans",
        "contested",
        "crowded",
        "enclosed",
        "free",
        "frontiers",
        "masks",
        "near_any",
        "oasis",
        "oasis_near",
        "occupied",
        "players",
        "rider_near",
        "settled",
        "source",
        "touched",
        "watered",
    )

    def __init__(self, state: State) -> None:
        self.players = state.players
        self.masks: Masks = masks(state.players)
        self.source = _source(state.__dict__)
        """The state's board fields this index was derived from (see `holds`)."""
        self.caravans = _caravans(state)
        """Per seat * COLOURS + colour: the caravan's cells (rider included)."""
        self.frontiers = [self.masks.expand(c) for c in self.caravans]
        """Per seat * COLOURS + colour: every in-play space next to that caravan."""
        self.touched = [0] * COLOURS
        """Per colour: spaces next to a caravan of that colour (anybody's)."""
        self.contested = [0] * COLOURS
        """Per colour: spaces next to caravans of that colour of two or more players."""
        self.near_any = 0
        """Spaces next to any caravan."""
        self.crowded = 0
        """Spaces next to two or more caravans (any players, any colours)."""
        for k, frontier in enumerate(self.frontiers):
            c = k % COLOURS
            self.contested[c] |= self.touched[c] & frontier
            self.touched[c] |= frontier
            self.crowded |= self.near_any & frontier
            self.near_any |= frontier
        self.occupied = single_bits([c for c, o in enumerate(state.owner) if o >= 0])
        """Spaces holding a camel or a rider."""
        self.areas = _areas(state)
        """Per seat: the spaces of the areas that seat enclosed."""
        self.enclosed = single_bits([c for c, a in enumerate(state.area) if a >= 0])
        """Every enclosed space."""
        self.watered = single_bits([c for c, v in enumerate(state.water) if v])
        """Spaces with a water hole still on them."""
        self.oasis = single_bits(state.oases)
        """Oasis spaces."""
        self.oasis_near = self.masks.expand(self.oasis)
        """Spaces next to an oasis."""
        self.rider_near = self.masks.expand(single_bits(state.rider))
        """Spaces next to a rider."""
        self.free = self.masks.in_play & ~self.occupied & ~self.oasis
        """In-play spaces with no camel and no oasis (a water hole may lie there)."""
        self.settled = _settled(self)
        """Whether, for every caravan, each region of the other spaces that holds no camel is
        enclosed already: so in every game played from the setup on a `solid` board, once two
        camels stand (the enclosure search relies on it, `enclosure.new_areas`). Kept up to
        date by the placements, never set where it does not hold."""

    def __eq__(self, other: object) -> bool:
        # Derived data never decides whether two states are equal: a loaded state (no index
        # yet) equals the one it was saved from.
        return other is None or isinstance(other, BoardIndex)

    __hash__ = None  # type: ignore[assignment]  # compared as part of a mutable model only

    def __deepcopy__(self, memo: dict[int, Any]) -> BoardIndex:
        # A published index is never changed (copy on write), so a deep copy of a state may
        # share it; copying would also copy the board's fixed masks.
        return self

    def holds(self, state: State) -> bool:
        """Whether this index was built from (or adopted by) `state`'s board.

        The board fields are compared item by item: the very same objects (the usual case,
        one identity test each) or equal ones.
        """
        return bool(self.source == _source(state.__dict__))

    def placed(self, cell: int, player: int, colour: int) -> BoardIndex:
        """Return a copy with a camel (or rider) of (`player`, `colour`) on `cell`.

        Copy on write: this index may be shared by other states, so only the copy changes. The
        copy has no source tuples until `adopt` gives it the draft's.
        """
        twin = _new(BoardIndex)
        twin.players, twin.masks = self.players, self.masks
        twin.areas, twin.enclosed = self.areas, self.enclosed  # replaced by `enclose`
        twin.watered, twin.oasis, twin.oasis_near = self.watered, self.oasis, self.oasis_near
        twin.rider_near, twin.settled = self.rider_near, self.settled  # see `enclosure`
        bit = 1 << cell
        k = player * COLOURS + colour
        twin.occupied, twin.free = self.occupied | bit, self.free & ~bit
        twin.caravans = caravans = self.caravans.copy()
        caravans[k] |= bit
        twin.frontiers = frontiers = self.frontiers.copy()
        grown = self.masks.neighbours[cell] & ~frontiers[k]
        frontiers[k] |= grown
        # `grown` is new next to this caravan: where something touched it already, it is now
        # next to two caravans (and, for the same colour, to two players' caravans).
        twin.touched = touched = self.touched.copy()
        twin.contested = contested = self.contested.copy()
        contested[colour] |= grown & touched[colour]
        touched[colour] |= grown
        twin.crowded = self.crowded | (grown & self.near_any)
        twin.near_any = self.near_any | grown
        return twin

    def adopt(self, draft: State) -> None:
        """Take `draft`'s current board tuples as this index's source and attach it to `draft`."""
        self.source = _source(draft.__dict__)
        _private(draft)["_index"] = self

    # -- changes (on a copy from `placed` only) -----------------------------------------
    def enclose(self, region: int, player: int) -> None:
        """Record `region` as an area of `player`."""
        self.areas = list(self.areas)  # `placed` shares the list with the original
        self.areas[player] |= region
        self.enclosed |= region

    # -- questions ----------------------------------------------------------------------
    def camel_targets(self, player: int, colour: int) -> int:
        """Return the spaces where (`player`, `colour`) may grow (`board.camel_reason` rules).

        Next to the caravan, free, not in another player's area, and not next to another
        player's caravan of the same colour (in this caravan's frontier, those are the
        contested spaces).
        """
        return (
            self.frontiers[player * COLOURS + colour]
            & self.free
            & ~self.contested[colour]
            & ~(self.enclosed & ~self.areas[player])
        )

    def can_grow(self, player: int, colours: Sequence[int], supply: Sequence[int]) -> bool:
        """Whether any of `colours` with camels in `supply` has a space (`camel_targets`)."""
        room = self.free & ~(self.enclosed & ~self.areas[player])
        frontiers, contested, base = self.frontiers, self.contested, player * COLOURS
        for colour in colours:
            if supply[colour] > 0 and frontiers[base + colour] & room & ~contested[colour]:
                return True
        return False

    def near_others(self, player: int, colour: int) -> int:
        """Return the spaces next to any caravan but (`player`, `colour`)'s."""
        own = self.frontiers[player * COLOURS + colour]
        # In this caravan's own frontier, a space is next to another caravan when it is
        # next to two.
        return (self.near_any & ~own) | (own & self.crowded)

    def rider_spaces(self, relaxed: bool) -> int:
        """Return the spaces a rider may take (`rider` rules); `relaxed` lifts the rider rule."""
        spaces = self.free & ~self.watered & ~self.oasis_near
        return spaces if relaxed else spaces & ~self.rider_near


def _settled(index: BoardIndex) -> bool:
    """Whether `index.settled` holds, worked out from the whole board.

    For each caravan: flood the spaces that are not part of it from every other camel; what
    stays dry holds no camel and must be enclosed already. False on a board that is not
    `solid` (the shortcut that relies on this is off there).
    """
    masks = index.masks
    if not masks.solid:
        return False
    for caravan in index.caravans:
        if not caravan:
            continue
        passable = masks.in_play & ~caravan
        reached = index.occupied & ~caravan
        need = passable & ~index.enclosed & ~reached
        if need and not reached:
            return False
        while need & ~reached and (grown := masks.expand(reached) & passable & ~reached):
            reached |= grown
        if need & ~reached:
            return False
    return True


def _caravans(state: State) -> list[int]:
    caravans = [0] * (state.players * COLOURS)
    colour = state.colour
    for cell, owner in enumerate(state.owner):
        if owner >= 0:
            caravans[owner * COLOURS + colour[cell]] |= 1 << cell
    return caravans


def _areas(state: State) -> list[int]:
    areas = [0] * state.players
    for cell, seat in enumerate(state.area):
        if seat >= 0:
            areas[seat] |= 1 << cell
    return areas


def _private(state: State) -> dict[str, Any]:
    private = state.__pydantic_private__
    if private is None:  # only if someone bypassed pydantic's constructors
        private = {}
        object.__setattr__(state, "__pydantic_private__", private)
    return private


def index_of(state: State) -> BoardIndex:
    """Return `state`'s board index, building (and keeping) it if it has none for this board."""
    private = state.__pydantic_private__
    if private is None:
        private = _private(state)
    index = private.get("_index")
    if index is not None and index.source == _source(state.__dict__):  # `holds`, inline
        return index  # type: ignore[no-any-return]
    index = BoardIndex(state)
    private["_index"] = index
    return index
