"""Management board, construction costs and setup numbers as data (reference §4-§5, §11).

Rule texts these tables serve: seed 000 "アクションフェイズ", "少人数ルール",
"アクション：建設" and "初期資産の受け取り".
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from app.games.barrage.data.mapdata import Area

__all__ = [
    "ActionSpace",
    "BankSpace",
    "Construction",
    "ContractSpace",
    "MachinerySpace",
    "ManagementBoard",
    "PatentSpace",
    "SetupData",
    "TurbineSpace",
    "WaterSpace",
    "WorkshopSpace",
]


class _Frozen(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class _Space(_Frozen):
    uid: str
    """Stable id of the space."""
    column: Literal["left", "right"]
    """Left (cheaper) or right column of its section."""
    engineers: int = Field(ge=1)
    """Engineers to place (the bank: the minimum)."""
    space_cost: int = Field(ge=0)
    """Credits for a red-outlined space."""
    min_players: int = Field(ge=2, le=4)
    """The space exists from this many players on."""


class TurbineSpace(_Space):
    """Turbine station: one production with a modifier."""

    section: Literal["turbine"]
    """Section id."""
    modifier: int
    """Added to the energy of the production."""


class WaterSpace(_Space):
    """Water management: drops onto headstreams."""

    section: Literal["water"]
    """Section id."""
    drops: int
    """Drops placed."""
    flow_now: bool
    """The drop flows at once instead of in the water flow phase."""


class BankSpace(_Space):
    """The bank, never exclusive."""

    section: Literal["bank"]
    """Section id."""
    credits_per_engineer: int
    """Credits per engineer placed."""


class WorkshopSpace(_Space):
    """Workshop: turn the construction wheel."""

    section: Literal["workshop"]
    """Section id."""
    pay: int
    """Credits of the action."""
    rotate: int
    """Steps."""


class ContractSpace(_Space):
    """Contract office: take face-up private contracts."""

    section: Literal["contract"]
    """Section id."""
    pay: int
    """Credits of the action."""
    take: int
    """Contracts taken."""


class MachinerySpace(_Space):
    """Machinery shop: buy one set of machineries."""

    section: Literal["machinery"]
    """Section id."""
    pay: int
    """Credits of the action."""
    excavators: int
    """Excavators gained."""
    mixers: int
    """Mixers gained."""
    either: int
    """Machineries of the buyer's choice gained."""


class PatentSpace(_Space):
    """Patent office: buy the advanced tile in one display slot."""

    section: Literal["patent"]
    """Section id."""
    pay: int
    """Credits of the action."""
    slot: int
    """Display slot 1..3."""
    standard_only: bool
    """Not used in the introductory game."""


ActionSpace = Annotated[
    TurbineSpace
    | WaterSpace
    | BankSpace
    | WorkshopSpace
    | ContractSpace
    | MachinerySpace
    | PatentSpace,
    Field(discriminator="section"),
]
"""Any management board space."""


class ManagementBoard(_Frozen):
    """management_board.json."""

    source: str
    """Where the data comes from."""
    confidence: str
    """How sure the sources are."""
    notes: tuple[str, ...]
    """Conventions of the file."""
    spaces: tuple[ActionSpace, ...]
    """All spaces."""
    expected: dict[str, int | dict[str, int]]
    """Reference counts."""

    def space(self, uid: str) -> ActionSpace:
        """Return the space with this uid."""
        return next(s for s in self.spaces if s.uid == uid)


class StructureCost(_Frozen):
    """Machinery cost of one structure type."""

    machinery: Literal["excavator", "mixer"]
    """Kind of machinery."""
    by_area: dict[Area, int] | None = None
    """Cost by the area of the basin."""
    per_production: int | None = None
    """Cost per point of conduit production."""
    by_number_built: tuple[int, ...] | None = None
    """Cost of the 1st, 2nd, ... structure of the type."""


class Construction(_Frozen):
    """construction.json."""

    source: str
    """Where the data comes from."""
    confidence: str
    """How sure the sources are."""
    notes: tuple[str, ...]
    """Conventions of the file."""
    costs: dict[Literal["base", "elevation", "conduit", "powerhouse"], StructureCost]
    """Machinery cost per structure."""
    red_space_surcharge: int
    """Credits for a base or powerhouse on a red space."""
    max_elevations_per_base: int
    """Elevations a dam may have."""
    own_bases_per_basin: int
    """Bases of one company per basin."""
    own_powerhouses_per_basin: int
    """Powerhouses of one company per basin."""
    wheel_segments: int
    """Segments of the construction wheel."""


class Matchup(_Frozen):
    """Introductory game: what the player in one turn position gets."""

    company: str
    """Company id."""
    officer: str
    """Officer id."""
    contract: int
    """Starting contract id."""


class SetupData(_Frozen):
    """setup.json."""

    source: str
    """Where the data comes from."""
    confidence: str
    """How sure the sources are."""
    notes: tuple[str, ...]
    """Conventions of the file."""
    players: dict[Literal["min", "max"], int]
    """Player count bounds."""
    rounds: int
    """Rounds in a game."""
    headstream_rounds: int
    """Rounds that add headstream drops."""
    starting_vp: int
    """VP at the start."""
    starting_resources: dict[str, int]
    """Resources at the start."""
    pieces: dict[Literal["base", "elevation", "conduit", "powerhouse"], int]
    """Structure pieces per company."""
    intro_matchups: tuple[Matchup, ...]
    """By turn position."""
    auction: dict[str, int]
    """Turn-order auction numbers."""
    common_supply: dict[str, int | dict[str, int]]
    """Physical supply (informational)."""
