"""State of a game of Barrage (seed 000 "ゲームの準備", "ゲームの流れ"; seed 004 "Round Structure").

Facts only: map occupancy by space index (see `data.mapdata.Geometry`), water drops per dam and
per headstream, each company's supplies, wheel and contracts, the shared boards and decks.
Derived facts (pieces built, production bonus, uncovered incomes) come from `rules.board`.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from app.engine.flow import Decision
from app.engine.game import Options, PlayerId
from app.engine.rng import Rng
from app.games.barrage.model_leeghwater import (
    ArchitectChoice,
    BuildingUseChoice,
    DamDropChoice,
    HandContractChoice,
    Leeghwater,
)

__all__ = [
    "NEUTRAL",
    "NOBODY",
    "ArchitectChoice",
    "Auction",
    "BarrageDecision",
    "BarrageOptions",
    "BuildingUseChoice",
    "ChooseMachinery",
    "ContractChoice",
    "DamDropChoice",
    "DamState",
    "Draft",
    "ExtraProduction",
    "FreeBuildChoice",
    "HandContractChoice",
    "Leeghwater",
    "Occupation",
    "Phase",
    "PlaceDropsChoice",
    "PlayerState",
    "PrivatePile",
    "Segment",
    "State",
    "Turn",
    "Wheel",
]

NOBODY = -1
"""Owner of an empty space."""
NEUTRAL = -2
"""Owner of a neutral dam (seed 000 "中立ダム")."""


ZeroEnergy = Literal["credits_and_vp", "vp_only"]
"""Readings of the 0-energy row (RULES.md decision 1)."""


class BarrageOptions(Options):
    """Options of Barrage (PRODUCT.md "Games and their options")."""

    players: int = Field(ge=2, le=4)
    """2-4 companies (a solo game is one human against bots)."""
    introductory: bool = True
    """Seed 000 a) 導入ルール: fixed companies/officers/contracts, joker, no patent office."""
    auction: bool = False
    """Seed 000 プレイ順のオークション: bid VP for turn positions before the companies are taken."""
    zero_energy: ZeroEnergy = "credits_and_vp"
    """0-energy row of round scoring (RULES.md decision 1): seed 004 and BGA "gain 3 Credits
    but lose 3 VP" (default), or seed 000 "lose the VP instead of the credits" (`vp_only`)."""
    leeghwater: bool = False
    """The Leeghwater Project expansion (seed 000 レーフワーテル計画拡張): external works,
    private buildings, the Netherlands and four officers (RULES.md "Leeghwater")."""


class Phase(StrEnum):
    """Parts of the game (seed 000 "ゲームの流れ": five phases per round, plus setup)."""

    SETUP = "setup"
    AUCTION = "auction"
    DRAFT = "draft"
    INCOME = "income"
    ACTIONS = "actions"
    WATER_FLOW = "water_flow"
    SCORING = "scoring"
    OVER = "over"


class Draft(Decision):
    """Standard setup: each seat picks a company/officer pair and a starting contract.

    Seed 000 b) 通常ルール: picks go in reverse turn order.
    """

    kind: Literal["draft"] = "draft"
    order: list[PlayerId]
    """Seats still to pick, next first (reverse turn order)."""


class Auction(Decision):
    """Seed 000 プレイ順のオークション: markers on turn positions, outbid markers bid again."""

    kind: Literal["auction"] = "auction"
    order: list[PlayerId]
    """Seats in the initial (random) turn order: the order in which they bid."""
    positions: list[int]
    """Turn position (1 = first) each seat's marker stands on, by seat; 0: no marker."""
    amounts: list[int]
    """VP each seat's marker offers, by seat."""


class Turn(Decision):
    """Action phase: the seat in `waiting` places engineers on one space.

    Seed 000 "アクションフェイズ": one space per turn, until everyone is out of engineers.
    """

    kind: Literal["turn"] = "turn"
    copied: bool = False
    """Mahiri Sekibo already copied an officer this turn (her action still follows)."""


class ContractChoice(Decision):
    """After a production (or energy usable for contracts): fulfil one contract or none."""

    kind: Literal["contract_choice"] = "contract_choice"
    energy: int
    """Energy this production counts for contracts."""


class ExtraProduction(Decision):
    """An optional production outside the turbine station.

    `germany`: Germany's second production (seed 000 企業ボード 2: drops x value only), offered
    after every other production (RULES.md decision 14);
    `bonus`: the level II powerhouse tile (production with +2, any own powerhouse).
    """

    kind: Literal["extra_production"] = "extra_production"
    source: Literal["germany", "bonus", "control"]
    """Which rule grants it (`control`: the Leeghwater control station, +3)."""


class FreeBuildChoice(Decision):
    """A contract reward: build one structure for free (reference §7 `build_*`)."""

    kind: Literal["free_build"] = "free_build"
    structure: Literal["base", "elevation", "conduit", "powerhouse"]
    """What may be built."""
    areas: list[str] = Field(default_factory=list)
    """Bases: allowed areas (empty: any)."""
    max_production: int = 0
    """Conduits: highest production value allowed."""


class ChooseMachinery(Decision):
    """A reward of `count` machineries of the receiver's choice (reward key `any_machine`)."""

    kind: Literal["choose_machinery"] = "choose_machinery"
    count: int
    """Machineries to take, any split of excavators and mixers."""
    source: str = ""
    """Whose reward it is (`contracts`, `income`, `external_works`; "" in older saves): the
    log line names it (issue 35 §3)."""


class PlaceDropsChoice(Decision):
    """Put `count` drops on headstreams of choice; `flow_now` makes them flow at once."""

    kind: Literal["place_drops"] = "place_drops"
    count: int
    """Drops to place."""
    flow_now: bool
    """True: each drop flows immediately (seed 000 水源 2.); False: in the water flow phase."""


BarrageDecision = Annotated[
    Auction
    | Draft
    | Turn
    | ChooseMachinery
    | PlaceDropsChoice
    | ContractChoice
    | ExtraProduction
    | FreeBuildChoice
    | ArchitectChoice
    | DamDropChoice
    | HandContractChoice
    | BuildingUseChoice,
    Field(discriminator="kind"),
]
"""Every decision type; `State.pending` holds them with `kind` as discriminator."""


class Segment(BaseModel):
    """One of the six segments of a construction wheel."""

    model_config = ConfigDict(extra="forbid")

    tile: str | None = None
    """Technology tile lying in the segment."""
    excavators: int = 0
    """Excavators lying in the segment."""
    mixers: int = 0
    """Mixers lying in the segment."""


class Wheel(BaseModel):
    """A construction wheel (seed 000 "ホイールの使用"): things return after a full turn."""

    model_config = ConfigDict(extra="forbid")

    open: int = 0
    """Index of the segment now at the opening."""
    segments: list[Segment] = Field(default_factory=lambda: [Segment() for _ in range(6)])
    """The six segments, by absolute index."""


class PlayerState(BaseModel):
    """One company: its board, supplies, wheel and contracts."""

    model_config = ConfigDict(extra="forbid")

    company: str
    """Company id (empty until picked in a standard setup)."""
    officer: str
    """Executive officer id (empty until picked)."""
    vp: int
    """Victory points (seed 004: the marker starts on 10)."""
    credits: int
    """Credits in supply."""
    excavators: int
    """Excavators in supply (not on the wheel)."""
    mixers: int
    """Concrete mixers in supply (not on the wheel)."""
    engineers: int
    """Engineers not yet placed this round."""
    energy: int = 0
    """Energy produced this round (marker position; goes beyond 30)."""
    last_energy: int = 0
    """Energy of the round just scored (end-game tie-break: the last round's)."""
    tiles: list[str]
    """Technology tiles in supply (basic ids and advanced ids), not on the wheel."""
    wheel: Wheel = Field(default_factory=Wheel)
    """The construction wheel."""
    constructions: int = 0
    """Construction spaces of the company board used this round (next is this + 1)."""
    contracts: list[int] = Field(default_factory=list)
    """Face-up contracts in hand (starting, private)."""
    fulfilled: list[int] = Field(default_factory=list)
    """Contracts fulfilled, in order."""
    vp_sources: dict[str, int] = Field(default_factory=dict)
    """VP by source (`start`, `ranking`, `bonus_tile`, `income`, ...) for the end breakdown."""
    passed: bool = False
    """Passed this round (out of engineers; only matters with a no-engineer tile)."""
    copied_officer: str = ""
    """Mahiri Sekibo: officer whose ability she uses until the end of this turn."""
    officer_uses: int = 0
    """Personal officer action spaces used this round (Sekibo: 2nd costs 3 credits)."""


class DamState(BaseModel):
    """A dam space: who built there, how high, how much water it holds."""

    model_config = ConfigDict(extra="forbid")

    owner: int = NOBODY
    """Seat, `NEUTRAL` or `NOBODY`."""
    level: int = 0
    """Pieces: 0 empty, 1 base, 2-3 with elevations."""
    drops: int = 0
    """Water drops held."""


class Occupation(BaseModel):
    """Engineers standing on a management space this round."""

    model_config = ConfigDict(extra="forbid")

    uid: str
    """Action space uid (management_board.json)."""
    player: PlayerId
    """Who placed them."""
    engineers: int
    """How many."""


class PrivatePile(BaseModel):
    """A private contract pile with its face-up tiles (seed 000 契約事務所ボード)."""

    model_config = ConfigDict(extra="forbid")

    tier: Literal["green", "yellow", "red"]
    """Colour of the backs."""
    deck: list[int]
    """Face-down tiles, top first (hidden order)."""
    face_up: list[int]
    """Tiles on display."""


class State(BaseModel):
    """A whole game of Barrage."""

    model_config = ConfigDict(extra="forbid")

    players: int
    """Number of companies."""
    introductory: bool
    """Introductory setup (no patent office, joker tile)."""
    phase: Phase
    """Current phase."""
    zero_energy: ZeroEnergy = "credits_and_vp"
    """The 0-energy row's reading (`BarrageOptions.zero_energy`; old saves: the default)."""
    round: int = 1
    """Round 1..5."""
    pending: list[BarrageDecision] = Field(default_factory=list)
    """Decision stack (top last)."""
    rng: Rng
    """Seeded randomness."""
    turn_order: list[PlayerId]
    """Seats in turn order for this round."""
    seats: list[PlayerState]
    """Companies by seat."""
    headstream_tiles: list[int]
    """Tile id per headstream slot."""
    headstream_drops: list[int]
    """Drops waiting on each headstream slot."""
    dams: list[DamState]
    """By dam space index."""
    conduits: list[int]
    """Owner by conduit space index."""
    powerhouses: list[int]
    """Owner by powerhouse space index."""
    drops_exited: int = 0
    """Drops that left the map so far (water bookkeeping)."""
    drops_added: int = 0
    """Drops put into play so far (setup, headstreams, actions, rewards)."""
    occupied: list[Occupation] = Field(default_factory=list)
    """Management spaces used this round."""
    national: list[int]
    """Face-up national contracts still available."""
    private: list[PrivatePile]
    """Green, yellow and red piles."""
    bonus_tiles: list[str]
    """Bonus tile per round, round 1 first."""
    objective: str
    """Objective tile id."""
    advanced_decks: list[list[str]] = Field(default_factory=list)
    """Advanced tile decks I, II, III (standard setup), top first."""
    patent_display: list[str | None] = Field(default_factory=list)
    """Advanced tiles in the patent office slots."""
    extra_officers: list[str] = Field(default_factory=list)
    """Officers laid out for Sekibo to copy (seed 000, 2-3 players)."""
    draft_pairs: list[tuple[str, str]] = Field(default_factory=list)
    """Standard setup: company/officer pairs still on offer."""
    draft_contracts: list[int] = Field(default_factory=list)
    """Standard setup: starting contracts still on offer."""
    bids: list[int] = Field(default_factory=list)
    """Turn-order auction: VP each seat pays when it takes its company (empty: no auction)."""
    turn_seat: int | None = None
    """Seat whose turn has been played and whose end-of-turn steps are due."""
    discarded: list[int] = Field(default_factory=list)
    """Private contracts discarded over the hand limit (out of the game, face up)."""
    lwp: Leeghwater | None = Field(default=None, exclude_if=lambda value: value is None)
    """The Leeghwater Project expansion's part; None without it, and then not written at all:
    base-game JSON stays byte-identical."""
