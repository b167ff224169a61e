"""The Leeghwater Project's components as data (seed 000 "レーフワーテル計画拡張"; reference §12).

`resources/barrage/leeghwater.json`: 15 external works in decks A/B/C (machinery cost, reward),
10 private buildings (machinery cost, VP, four action spaces, the action and its printed
numbers), the building spaces of a private building tile, and the expansion's counts. The
expansion's companies, officers, bonus tiles and advanced tiles live in the base files, marked
`expansion: leeghwater`.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from app.games.barrage.data.components import Reward

__all__ = [
    "BuildingAction",
    "BuildingSlot",
    "BuildingSpace",
    "ExternalWork",
    "LeeghwaterData",
    "PrivateBuilding",
]

BuildingAction = Literal[
    "drop_in_dam",
    "production",
    "fulfil_contract",
    "tile_back",
    "energy",
    "credits",
    "external_work_for_credits",
    "machinery_back",
    "machinery",
    "energy_for_contract",
]
"""What a private building's action does (reference §12 `action`)."""


class _Frozen(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class ExternalWork(_Frozen):
    """An external work tile (seed 000 外注仕事: cost on the left, reward on the right)."""

    id: str
    """Deck letter and number (`A1`..`C5`)."""
    deck: Literal["A", "B", "C"]
    """Deck of its back."""
    excavators: int = Field(ge=0)
    """Excavators paid to the general supply."""
    mixers: int = Field(ge=0)
    """Mixers paid to the general supply."""
    reward: Reward
    """The parts a contract reward also has."""
    fulfil_contract_max: int = 0
    """Fulfil one contract from hand needing at most this much without producing (-1: any)."""
    energy_produced: int = Field(0, ge=0)
    """Energy produced: on the track and usable for a contract."""
    advanced_tile: int = Field(0, ge=0)
    """Take one advanced tile of the patent office for free."""


class BuildingSpace(_Frozen):
    """An action space of a private building tile."""

    engineers: int = Field(ge=1)
    """Engineers to place."""
    credits: int = Field(ge=0)
    """Credits the space costs."""


class PrivateBuilding(_Frozen):
    """A private building tile (seed 000 私有建物)."""

    id: str
    """Stable id."""
    excavators: int = Field(ge=0)
    """Excavators put on the wheel to build it."""
    mixers: int = Field(ge=0)
    """Mixers put on the wheel to build it."""
    vp: int = Field(ge=0)
    """VP printed bottom left, scored at game end by each company that built it."""
    action: BuildingAction
    """What its action does."""
    pay: int = Field(ge=0)
    """Credits the action itself costs (printed on the action)."""
    amount: int = Field(ge=0)
    """The action's number (drops, production bonus, energy, credits, machineries...)."""
    spaces: tuple[BuildingSpace, ...]
    """Action spaces left to right: the cheap left one, then the dear right ones."""


class BuildingSlot(_Frozen):
    """A building space of a private building tile."""

    surcharge: int = Field(ge=0)
    """Credits more for a red-outlined space."""
    min_players: int = Field(ge=1)
    """Used only with this many companies or more."""


class LeeghwaterData(_Frozen):
    """leeghwater.json."""

    source: str
    """Where the data comes from."""
    confidence: str
    """How sure the sources are."""
    notes: tuple[str, ...] = ()
    """Conventions of the file."""
    basic_tile: str
    """The basic technology tile that builds private buildings."""
    display: int
    """External works shown per round."""
    buildings_drawn: int
    """Private buildings laid out in a game."""
    pieces: int
    """Building pieces per company."""
    construction_slots: tuple[BuildingSlot, ...]
    """Building spaces of every private building tile, left to right."""
    external_works: tuple[ExternalWork, ...]
    """The 15 external works."""
    private_buildings: tuple[PrivateBuilding, ...]
    """The 10 private buildings."""
    expected: dict[str, int]
    """Reference counts."""

    def work(self, wid: str) -> ExternalWork:
        """Return the external work `wid`."""
        return next(w for w in self.external_works if w.id == wid)

    def building(self, bid: str) -> PrivateBuilding:
        """Return the private building `bid`."""
        return next(b for b in self.private_buildings if b.id == bid)
