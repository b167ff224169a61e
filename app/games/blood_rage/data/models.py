"""Typed entries of the Blood Rage tables (`resources/blood_rage/*.json`), validated on load.

Every entry keeps the `provenance` the JSON gives it (the seed section or the reference's
sources) and, where the reference is below "high" or notes a doubt, its `confidence` and `note`.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

__all__ = [
    "FAMILIES",
    "UPGRADE_FAMILIES",
    "Card",
    "Clan",
    "Family",
    "FigureKind",
    "Fjord",
    "Marker",
    "Monster",
    "PillageToken",
    "Province",
    "Quest",
    "Realm",
    "Sourced",
]

Family = Literal["battle", "leader", "warrior", "ship", "monster", "clan", "quest"]
FAMILIES: tuple[Family, ...] = ("battle", "leader", "warrior", "ship", "monster", "clan", "quest")
"""Card families; each has its own effect module under `cards/`."""
UPGRADE_FAMILIES: tuple[Family, ...] = ("leader", "warrior", "ship", "monster", "clan")
"""Families played into an upgrade slot (they have a Rage cost)."""
Marker = Literal["-", "3+", "4+"]
"""Player-count mark printed on a card: always used, from 3 players, from 4 players."""
StatId = Literal["rage", "axes", "horns"]


class Sourced(BaseModel):
    """An entry that says where its values come from."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    provenance: str = Field(min_length=5)
    """Seed section or reference section and sources."""
    confidence: str = "high"
    """The reference's confidence ("high" unless the JSON says otherwise)."""
    note: str = ""
    """A doubt or alias worth keeping next to the value."""


class Province(Sourced):
    """A province: Yggdrasil (no realm, no villages) or one of the 8 of the ring."""

    id: str
    """Stable id; the catalogue names it as `province.<id>`."""
    realm: str | None
    """Realm id (None for Yggdrasil)."""
    villages: int | None = Field(default=None, ge=3, le=5)
    """Villages, one figure each (None: unlimited, Yggdrasil)."""


class Realm(Sourced):
    """One of the three realms the ring is divided into."""

    id: str
    colour: str


class Fjord(Sourced):
    """A fjord between two ring provinces; its ships count in both (seed 003 「ゲームボード」)."""

    id: str
    provinces: tuple[str, str]


class Clan(Sourced):
    """A clan of the base game."""

    id: str
    colour: str


class FigureKind(Sourced):
    """A kind of figure every clan owns at the start."""

    kind: Literal["leader", "warrior", "ship"]
    count: int = Field(ge=1)
    strength: int = Field(ge=0)
    invade_cost: int = Field(ge=0)


class Monster(Sourced):
    """A monster figure (its card is in `cards.json` with family "monster")."""

    id: str
    age: int = Field(ge=1, le=3)
    strength: int = Field(ge=0)
    in_yggdrasil: int | None = None
    """STR while it stands in Yggdrasil, where that differs."""
    invade_cost: int = Field(ge=0)
    ship: bool
    """Invades fjords like a ship."""
    ability: str
    """Effect key (catalogue `effect.<key>`)."""


class Quest(BaseModel):
    """What a quest card asks and pays."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    target: Literal["alfheim", "jotunheim", "manheim", "glorious_death", "yggdrasil"]
    glory: int = Field(ge=1)


class Card(Sourced):
    """One physical Gods' Gifts card."""

    id: str
    """Unique per physical card ("a2.heimdalls_eye.3p")."""
    name: str
    """Name key shared by copies and reprints ("heimdalls_eye"); catalogue `card.<name>`."""
    age: int = Field(ge=1, le=3)
    family: Family
    marker: Marker
    cost: int | None = Field(default=None, ge=0)
    """Rage to upgrade (upgrade and monster cards only)."""
    strength: int | None = Field(default=None, ge=0)
    """+STR of a battle card or the figure STR an upgrade gives; None: none or variable."""
    effect: str
    """Effect key: same effect, same key (catalogue `effect.<key>`)."""
    monster: str | None = None
    """The monster it brings (monster cards only)."""
    quest: Quest | None = None
    """Target and glory (quest cards only)."""

    @property
    def min_players(self) -> int:
        """Smallest player count whose deck holds this card."""
        return {"-": 2, "3+": 3, "4+": 4}[self.marker]

    @model_validator(mode="after")
    def _fits_family(self) -> Card:
        upgrade = self.family in UPGRADE_FAMILIES
        if upgrade != (self.cost is not None):
            msg = f"{self.id}: only upgrade and monster cards have a cost"
            raise ValueError(msg)
        if (self.family == "monster") != (self.monster is not None):
            msg = f"{self.id}: monster cards, and only they, name a monster"
            raise ValueError(msg)
        if (self.family == "quest") != (self.quest is not None):
            msg = f"{self.id}: quest cards, and only they, have a quest"
            raise ValueError(msg)
        return self


class PillageToken(BaseModel):
    """A pillage token: its reward when the province is pillaged (seed 003 「ボードの準備」)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str
    reward: Literal["rage", "axes", "horns", "glory", "all_stats"]
    """A stat raised one step, glory, or all three stats one step each (Yggdrasil's)."""
    amount: int = Field(ge=1)
    """Steps or glory."""
    fixed: bool
    """Always on Yggdrasil (the green-edged token); the others are shuffled."""


StatTracks = dict[StatId, tuple[int, int, int, int, int, int]]
