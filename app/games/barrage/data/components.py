"""Barrage components other than the map, as data (reference §2-§11, seed 000 "ゲームの準備").

One model per JSON file under `resources/barrage/`; rules code reads tables only from here.
Every file carries `source` and `confidence`; rewards of contracts and company incomes share
the `Reward` model.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from app.games.barrage.data.mapdata import Area

__all__ = [
    "Companies",
    "Company",
    "CompanyRow",
    "ConstructionSpace",
    "Contract",
    "ContractRules",
    "ContractTier",
    "Contracts",
    "Expansion",
    "ExtraOfficerRule",
    "HeadstreamTile",
    "HeadstreamTiles",
    "Income",
    "NeutralArea",
    "NeutralDams",
    "Officer",
    "OfficerSpace",
    "Officers",
    "PowerhouseBonus",
    "Reward",
    "Structure",
]

Expansion = Literal["leeghwater"]
"""Expansions whose components the files hold (Leeghwater: `BarrageOptions.leeghwater`)."""
Structure = Literal["base", "elevation", "conduit", "powerhouse"]
"""The four structure types of the base game (the expansion adds private buildings)."""


class _Frozen(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class _File(_Frozen):
    source: str
    """Where the data comes from."""
    confidence: str
    """How sure the sources are."""
    notes: tuple[str, ...] = ()
    """Conventions of the file."""


class Reward(_Frozen):
    """What a contract, an income or an external work gives (reference §7 reward keys)."""

    credits: int = Field(0, ge=0)
    """Credits from the bank."""
    vp: int = Field(0, ge=0)
    """Victory points."""
    excavator: int = Field(0, ge=0)
    """Excavators."""
    mixer: int = Field(0, ge=0)
    """Concrete mixers."""
    any_machine: int = Field(0, ge=0)
    """Machineries of the receiver's choice, any split."""
    rotate_wheel: int = Field(0, ge=0)
    """Steps to turn the construction wheel."""
    energy: int = Field(0, ge=0)
    """Energy track steps (never usable for a contract)."""
    place_drops: int = Field(0, ge=0)
    """Drops put on headstreams of choice; they flow in the water flow phase."""
    flow_drops: int = Field(0, ge=0)
    """Drops put on headstreams of choice that flow at once."""
    build_conduit_max: int = Field(0, ge=0)
    """Build one own conduit with production value up to this for free (0: none)."""
    build_base: tuple[Area, ...] | None = None
    """Build one base for free in these areas (empty: any area; None: no base)."""
    build_elevation: int = Field(0, ge=0)
    """Free elevations."""
    build_powerhouse: int = Field(0, ge=0)
    """Free powerhouses."""


class HeadstreamTile(_Frozen):
    """A headstream tile: drops added at the start of rounds 1-4."""

    id: int
    """Tile number."""
    drops: tuple[int, int, int, int]
    """Drops for rounds 1..4."""


class HeadstreamTiles(_File):
    """headstreams.json."""

    slots_per_game: int
    """Tiles laid out (one per headstream slot)."""
    tiles: tuple[HeadstreamTile, ...]
    """All tiles in the box."""


class NeutralArea(_Frozen):
    """Neutral dam setup for one area."""

    area: Area
    """Area of the setup tile pile."""
    level: int = Field(ge=1, le=3)
    """Pieces of the neutral dam (seed 000: 山岳=1, 丘陵=2, 平原=3)."""
    candidate_spaces: tuple[str, ...]
    """Dam spaces the area's tiles may name."""


class NeutralDams(_File):
    """neutral_dams.json."""

    setup_tiles_total: int
    """Setup tiles in the box."""
    initial_drops: int
    """Drops placed in each neutral dam at setup."""
    neutral_pieces: dict[str, int]
    """Neutral bases and elevations in the box."""
    areas: tuple[NeutralArea, ...]
    """One entry per area, one neutral dam each."""


class Income(_Frozen):
    """An income printed under a piece of a company-board row."""

    after: int = Field(ge=1)
    """Uncovered once this many pieces of the row are built."""
    reward: Reward
    """Gained at once and in every later income phase."""


class CompanyRow(_Frozen):
    """A structure row of a company board."""

    structure: Structure
    """Which pieces the row holds."""
    pieces: int
    """Pieces at the start."""
    incomes: tuple[Income, ...]
    """Incomes under the pieces."""


class PowerhouseBonus(_Frozen):
    """A bonus uncovered on the powerhouse row."""

    after: int
    """Powerhouses built to uncover it."""
    production_bonus: int
    """Added to every production (cumulative)."""
    unlocks_ability: bool
    """Turns the company ability on."""


class ConstructionSpace(_Frozen):
    """A construction action space of a company board."""

    slot: int
    """1..4, used left to right."""
    engineers: int
    """Engineers to place."""
    space_cost: int
    """Credits for the red-outlined space."""


class Company(_Frozen):
    """A company board."""

    id: str
    """Stable id (`usa`, `germany`, ...)."""
    name: str
    """English name."""
    name_ja: str
    """Japanese name."""
    colour: str
    """Colour of its pieces."""
    expansion: Expansion | None
    """None for the base game."""
    ability: str
    """Ability id the rules key on."""
    ability_summary: str
    """Paraphrase of the ability."""
    rows: tuple[CompanyRow, ...]
    """Structure rows: base, elevation, conduit, powerhouse."""

    def row(self, structure: Structure) -> CompanyRow:
        """Return the row holding `structure` pieces."""
        return next(r for r in self.rows if r.structure == structure)


class Companies(_File):
    """companies.json."""

    construction_spaces: tuple[ConstructionSpace, ...]
    """The construction spaces of every board."""
    powerhouse_bonuses: tuple[PowerhouseBonus, ...]
    """The powerhouse row, the same on every board."""
    companies: tuple[Company, ...]
    """All boards."""
    expected: dict[str, int]
    """Reference counts."""


class OfficerSpace(_Frozen):
    """A personal action space of an officer."""

    engineers: int
    """Engineers to place."""
    space_cost: int
    """Credits to pay."""


class Officer(_Frozen):
    """An executive officer tile."""

    id: str
    """Stable id."""
    name: str
    """Printed name."""
    expansion: Expansion | None
    """None for the base game."""
    ability: str
    """Ability id the rules key on."""
    summary: str
    """Paraphrase of the ability."""
    starting_resources: dict[str, int]
    """Overrides of the common starting resources."""
    action_spaces: tuple[OfficerSpace, ...]
    """Personal action spaces."""
    extra_component: str | None
    """A special piece that comes with the tile."""


class ExtraOfficerRule(_Frozen):
    """Seed 000: with 2-3 players and Sekibo drawn, lay out another officer."""

    officer: str
    """The officer that triggers the rule."""
    players: tuple[int, ...]
    """Player counts it applies to."""
    extra_tiles: int
    """Officers added."""
    note: str
    """How the rule is read."""


class Officers(_File):
    """officers.json."""

    officers: tuple[Officer, ...]
    """All officers."""
    extra_officer_rule: ExtraOfficerRule
    """Sekibo's extra officer."""
    expected: dict[str, int]
    """Reference counts."""


class Contract(_Frozen):
    """A contract tile."""

    id: int
    """Tile id (1-5 starting, 100s national, 200s green, 300s yellow, 400s red)."""
    energy: int = Field(ge=1)
    """Energy one production must reach."""
    reward: Reward
    """What fulfilling it gives."""
    enabled: bool = True
    """False for a tile never used."""
    disputed: str | None = None
    """A second source's different value."""


class ContractTier(_Frozen):
    """A kind of contract tile."""

    tier: Literal["starting", "national", "green", "yellow", "red"]
    """Pile or kind."""
    contracts: tuple[Contract, ...]
    """Its tiles."""


class ContractRules(_Frozen):
    """Contract-office numbers."""

    hand_limit: int
    """Face-up contracts a player may keep."""
    face_up_per_pile: int
    """Private contracts shown per pile."""
    private_piles: tuple[str, ...]
    """Private pile colours."""
    nationals_face_up: str
    """How many national contracts are shown."""


class Contracts(_File):
    """contracts.json."""

    tiers: tuple[ContractTier, ...]
    """Starting, national and the three private piles."""
    rules: ContractRules
    """Contract-office numbers."""
    expected: dict[str, int]
    """Reference counts."""

    def tier(self, name: str) -> tuple[Contract, ...]:
        """Return the tiles of one tier."""
        return next(t.contracts for t in self.tiers if t.tier == name)
