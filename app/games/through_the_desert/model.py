"""State of a game of Through the Desert (seed 001).

Board facts are per cell index (see `data.data`): `owner`/`colour` say which camel stands on
a cell (-1: none), `water` the value of a water hole still on the board (0: none). Everything
else is derived by the rules modules; the board masks they keep beside a state
(`rules.index`) are a private attribute, never saved and never compared.

The per-cell fields are `Cells`: read like the flat tuples they are saved as, kept in rows so
that a placement copies one row instead of the whole board.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from enum import StrEnum
from itertools import chain
from typing import TYPE_CHECKING, Annotated, Any, Literal, overload

from pydantic import BaseModel, ConfigDict, Field, GetPydanticSchema, PrivateAttr
from pydantic_core import core_schema

from app.engine.flow import Decision
from app.engine.game import Options
from app.engine.rng import Rng

if TYPE_CHECKING:
    from pydantic import GetCoreSchemaHandler

__all__ = [
    "HIDDEN",
    "CellInts",
    "Cells",
    "PlaceCamels",
    "PlaceRiders",
    "PlayerState",
    "State",
    "TtdDecision",
    "TtdOptions",
    "TtdPhase",
]

HIDDEN = 0
"""Value shown for another player's water-hole tile in a redacted view."""


ROW = 16
"""Cells per row of a `Cells`: cell i is item `i & 15` of row `i >> 4` (written out as
literals where it is read, a hot path)."""


class Cells(Sequence[int]):
    """One int per board cell, stored in rows of 16; immutable, and read like a flat tuple.

    Equal to (and hashed, printed and saved as) the flat tuple of its values. A placement
    changes one cell: copying a 312-item tuple for it was a quarter of `apply` (every item's
    reference count is touched on the way in and again when the copy is freed), while
    `replaced` copies one row and the tuple of rows.
    """

    __slots__ = ("rows", "size")

    rows: tuple[tuple[int, ...], ...]
    size: int

    @classmethod
    def of(cls, values: Iterable[int]) -> Cells:
        """Return the cells holding `values` (a flat sequence) in order."""
        if isinstance(values, Cells):
            return values
        flat = tuple(values)
        return _made(tuple(flat[i : i + ROW] for i in range(0, len(flat), ROW)), len(flat))

    def flat(self) -> tuple[int, ...]:
        """Return the values as one tuple (what a save holds)."""
        return tuple(chain.from_iterable(self.rows))

    def replaced(self, cell: int, value: int) -> Cells:
        """Return a copy with `cell` holding `value` (one row copied, the others shared)."""
        rows = list(self.rows)
        row = list(rows[cell >> 4])
        row[cell & 15] = value
        rows[cell >> 4] = tuple(row)
        twin = _new(Cells)
        twin.rows, twin.size = tuple(rows), self.size
        return twin

    def filled(self, cells: Iterable[int], value: int) -> Cells:
        """Return a copy with every one of `cells` holding `value`."""
        rows = list(self.rows)
        changed: dict[int, list[int]] = {}
        for cell in cells:
            r = cell >> 4
            row = changed.get(r)
            if row is None:
                row = changed[r] = list(rows[r])
            row[cell & 15] = value
        for r, row in changed.items():
            rows[r] = tuple(row)
        return _made(tuple(rows), self.size)

    @overload
    def __getitem__(self, index: int) -> int: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[int, ...]: ...

    def __getitem__(self, index: int | slice) -> int | tuple[int, ...]:
        if isinstance(index, slice):
            return self.flat()[index]
        if index < 0:
            index += self.size
        if not 0 <= index < self.size:
            msg = "cell index out of range"
            raise IndexError(msg)
        return self.rows[index >> 4][index & 15]

    def __len__(self) -> int:
        return self.size

    def __iter__(self) -> Iterator[int]:
        return chain.from_iterable(self.rows)

    def __contains__(self, value: object) -> bool:
        return any(value in row for row in self.rows)

    def count(self, value: Any) -> int:
        """Return how many cells hold `value` (as `tuple.count`)."""
        return sum(row.count(value) for row in self.rows)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Cells):
            return self.rows == other.rows
        if isinstance(other, tuple):
            return self.flat() == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.flat())

    def __repr__(self) -> str:
        return repr(self.flat())

    def __copy__(self) -> Cells:
        return self  # immutable

    def __deepcopy__(self, memo: dict[int, Any]) -> Cells:
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (Cells.of, (self.flat(),))


_new = object.__new__


def _made(rows: tuple[tuple[int, ...], ...], size: int) -> Cells:
    cells = _new(Cells)
    cells.rows, cells.size = rows, size
    return cells


def _validate_cells(value: Any, handler: core_schema.ValidatorFunctionWrapHandler) -> Cells:
    # Anything but `Cells` is validated as the `tuple[int, ...]` it is saved as.
    return value if isinstance(value, Cells) else Cells.of(handler(value))


def _dump_cells(value: Sequence[int]) -> tuple[int, ...]:
    # A state made by `model_copy(update=...)` may hold a plain tuple.
    return value.flat() if isinstance(value, Cells) else tuple(value)


def _cells_schema(source: Any, handler: GetCoreSchemaHandler) -> core_schema.CoreSchema:
    flat = handler.generate_schema(tuple[int, ...])
    return core_schema.no_info_wrap_validator_function(
        _validate_cells,
        flat,
        serialization=core_schema.plain_serializer_function_ser_schema(
            _dump_cells, return_schema=flat
        ),
    )


CellInts = Annotated[Sequence[int], GetPydanticSchema(_cells_schema)]
"""A per-cell board field: `Cells` in a state, `tuple[int, ...]` in its JSON (and accepted as
any sequence of ints when a state is built)."""


class TtdOptions(Options):
    """Options of Through the Desert."""

    players: int = Field(ge=2, le=5)
    """2-5 players; 2-3 use the larger part of the board only."""
    open_scores: bool = False
    """Casual play: collected water holes are visible to everyone."""


class TtdPhase(StrEnum):
    """The parts of a game."""

    RIDERS = "riders"
    CAMELS = "camels"
    OVER = "over"


class PlaceRiders(Decision):
    """Rider placement rounds (seed 001 "騎手の配置")."""

    # Frozen: a decision is a value that states share (`rules.turn` keeps one of each), so
    # the rules replace it instead of changing it.
    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: Literal["place_riders"] = "place_riders"
    round: int = 1
    """1-based placement round (5 rounds, 4 with 5 players)."""


class PlaceCamels(Decision):
    """A camel turn: up to `left` more camels (seed 001 "ラクダを置く")."""

    model_config = ConfigDict(extra="forbid", frozen=True)  # shared value, see PlaceRiders

    kind: Literal["place_camels"] = "place_camels"
    left: int = 2
    """Camels still to place this turn."""


TtdDecision = PlaceRiders | PlaceCamels


class PlayerState(BaseModel):
    """One seat's pieces and collected tiles."""

    model_config = ConfigDict(extra="forbid")

    colours: tuple[int, ...]
    """Camel colours this player leads (all 5, or 4 with 5 players)."""
    riders_left: tuple[int, ...]
    """Colours whose rider camel is not yet on the board."""
    water: tuple[int, ...] = ()
    """Values of the water holes taken, in order taken; `HIDDEN` in others' views."""
    oases: tuple[tuple[int, int], ...] = ()
    """(colour, oasis cell) pairs already scored: each caravan scores each oasis once."""
    first_turn_done: bool = False
    """Whether this player has had a camel turn (the first one may be a single camel)."""


class State(BaseModel):
    """The whole game."""

    model_config = ConfigDict(extra="forbid")

    players: int
    """Number of seats."""
    open_scores: bool = False
    """Copied from the options: nothing is hidden."""
    phase: TtdPhase = TtdPhase.RIDERS
    """Where the game is."""
    pending: list[TtdDecision] = Field(default_factory=list)
    """Decision stack; its top says who acts."""
    rng: Rng
    """Seeded randomness (used by setup only)."""
    seats: tuple[PlayerState, ...]
    """Per seat."""
    supply: tuple[int, ...]
    """Camels left beside the board, per colour."""
    owner: CellInts
    """Per cell: seat whose camel (or rider) stands there, -1 for none."""
    colour: CellInts
    """Per cell: colour of that camel, -1 for none."""
    rider: tuple[int, ...] = ()
    """Cells holding a rider camel, sorted."""
    water: CellInts
    """Per cell: value (1-3) of the water hole lying there, 0 for none."""
    oases: tuple[int, ...]
    """Cells holding an oasis (palm tree), sorted."""
    area: CellInts
    """Per cell: seat that enclosed it, -1 for none."""
    current: int = 0
    """Seat whose placement or turn it is (or was, while the flow moves on)."""
    turn: int = 0
    """Camel turns started so far."""
    last_camel_placed: bool = False
    """Some colour's supply ran out this turn: the game ends when the turn ends."""
    last_action: int = -1
    """Cell of the most recent placement (for the GUI's highlight), -1 before any."""

    _index: Any = PrivateAttr(default=None)
    """Derived board masks (`rules.index.BoardIndex`), rebuilt on demand; not in the JSON."""
