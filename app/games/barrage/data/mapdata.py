"""The Barrage map as data (reference §1; seed 000 "メインボードの盆地概念").

Twelve basins in three areas; headstreams feed the four mountain basins; rivers lead every basin
to the next one downstream until an exit. `MapData` mirrors `resources/barrage/map.json`;
`Geometry` is the derived, read-only index the rules use (never stored in states).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

__all__ = [
    "Area",
    "Basin",
    "ConduitSpace",
    "DamSpace",
    "Geometry",
    "Headstream",
    "MapData",
    "MapExpected",
    "PowerhouseSpace",
]

Area = Literal["mountain", "hill", "plain"]
"""The three bands of the map; they set base and elevation costs."""


class _Frozen(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class DamSpace(_Frozen):
    """A dam building space."""

    id: str
    """Space id, `B<basin>U` (upstream, red) or `B<basin>L` (downstream)."""
    red: bool
    """Red-outlined: a base built here costs `surcharge` credits more."""
    surcharge: int = Field(ge=0)
    """Extra credits for a base on this space."""


class ConduitSpace(_Frozen):
    """A conduit building space: links the dams of its basin to the powerhouses of `to_basin`."""

    id: str
    """Space id, `C<basin>L` / `C<basin>R`."""
    side: Literal["left", "right"]
    """Which of the basin's two conduits."""
    automa_it_id: str
    """The id the AutomAiuto helper uses (cross-check only)."""
    production: int = Field(ge=1, le=5)
    """Production value: energy per drop, and half its excavator cost."""
    to_basin: int
    """Basin whose powerhouse spaces this conduit reaches."""


class PowerhouseSpace(_Frozen):
    """A powerhouse building space."""

    id: str
    """Space id, `P<basin>_<i>`."""
    red: bool
    """Red-outlined: building here costs `surcharge` credits more."""
    surcharge: int = Field(ge=0)
    """Extra credits for a powerhouse on this space."""


class Basin(_Frozen):
    """One basin with its building spaces and the river leaving it."""

    id: int
    """Basin number 1..12."""
    area: Area
    """Mountain, hill or plain."""
    downstream: int | None
    """Next basin along the river, or None when the river leaves the map here."""
    exit: str | None
    """Exit reached from here when `downstream` is None."""
    dams: tuple[DamSpace, ...]
    """Dam spaces in the order water meets them (upstream U, then L)."""
    conduits: tuple[ConduitSpace, ...]
    """Conduit spaces leaving this basin."""
    powerhouses: tuple[PowerhouseSpace, ...]
    """Powerhouse spaces; water passes them before the dams of the basin."""


class Headstream(_Frozen):
    """A headstream slot at the top of the map."""

    id: str
    """Slot id HA..HD, left to right."""
    basin: int
    """First basin its water enters."""


class MapExpected(_Frozen):
    """Counts and paths from the reference, checked against the data on load."""

    basins: int
    """Number of basins."""
    dam_spaces: int
    """All dam spaces."""
    red_dam_spaces: int
    """Red-outlined dam spaces."""
    conduit_spaces: int
    """All conduit spaces."""
    powerhouse_spaces: int
    """All powerhouse spaces."""
    red_powerhouse_spaces: int
    """Red-outlined powerhouse spaces."""
    full_paths: dict[str, tuple[int | str, ...]]
    """Headstream -> basins visited, ending with the exit."""
    conduits_into: dict[int, tuple[str, ...]]
    """Basin -> conduits whose `to_basin` it is."""


class MapData(_Frozen):
    """The map file."""

    source: str
    """Where the data comes from."""
    confidence: str
    """How sure the sources are."""
    variant: str
    """Which map (`base`; room for the 5-player map)."""
    notes: tuple[str, ...]
    """Conventions of the file."""
    areas: dict[Area, tuple[int, ...]]
    """Area -> basins."""
    headstreams: tuple[Headstream, ...]
    """Headstream slots, left to right."""
    exits: tuple[str, ...]
    """Where rivers leave the map."""
    basins: tuple[Basin, ...]
    """All basins, by number."""
    expected: MapExpected
    """Reference counts for the load-time checks."""


class Geometry:
    """Derived indexes of the map; states refer to spaces by their index here."""

    def __init__(self, data: MapData) -> None:
        self.data = data
        self.basin: dict[int, Basin] = {b.id: b for b in data.basins}
        self.dams: tuple[DamSpace, ...] = tuple(d for b in data.basins for d in b.dams)
        self.conduits: tuple[ConduitSpace, ...] = tuple(c for b in data.basins for c in b.conduits)
        self.powerhouses: tuple[PowerhouseSpace, ...] = tuple(
            p for b in data.basins for p in b.powerhouses
        )
        self.dam_basin: tuple[int, ...] = tuple(b.id for b in data.basins for _ in b.dams)
        self.conduit_basin: tuple[int, ...] = tuple(b.id for b in data.basins for _ in b.conduits)
        self.powerhouse_basin: tuple[int, ...] = tuple(
            b.id for b in data.basins for _ in b.powerhouses
        )
        self.dam_index = {d.id: i for i, d in enumerate(self.dams)}
        self.conduit_index = {c.id: i for i, c in enumerate(self.conduits)}
        self.powerhouse_index = {p.id: i for i, p in enumerate(self.powerhouses)}
        self.headstream_index = {h.id: i for i, h in enumerate(data.headstreams)}
        self.dams_of: dict[int, tuple[int, ...]] = {
            b.id: tuple(i for i, z in enumerate(self.dam_basin) if z == b.id) for b in data.basins
        }
        self.powerhouses_of: dict[int, tuple[int, ...]] = {
            b.id: tuple(i for i, z in enumerate(self.powerhouse_basin) if z == b.id)
            for b in data.basins
        }
        self.conduits_of: dict[int, tuple[int, ...]] = {
            b.id: tuple(i for i, z in enumerate(self.conduit_basin) if z == b.id)
            for b in data.basins
        }

    def area_of(self, basin: int) -> Area:
        """Return the area of a basin."""
        return self.basin[basin].area

    def path_from(self, basin: int) -> tuple[int | str, ...]:
        """Return the basins water visits from `basin` (inclusive), ending with the exit id."""
        out: list[int | str] = []
        current: int | None = basin
        while current is not None:
            out.append(current)
            b = self.basin[current]
            if b.downstream is None:
                out.append(b.exit or "")
            current = b.downstream
            if len(out) > len(self.basin) + 1:
                msg = f"river from basin {basin} loops"
                raise ValueError(msg)
        return tuple(out)

    def conduits_into(self, basin: int) -> tuple[int, ...]:
        """Return the conduits (indexes) whose water reaches the powerhouses of `basin`."""
        return tuple(i for i, c in enumerate(self.conduits) if c.to_basin == basin)
