"""State of a game of Through the Desert (seed 001).

Board facts are per cell index (see `data.data`): `owner`/`colour` say which camel stands on
a cell (-1: none), `water` the value of a water hole still on the board (0: none). Everything
else is derived by the rules modules; the board masks they keep beside a state
(`rules.index`) are a private attribute, never saved and never compared.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr

from app.engine.flow import Decision
from app.engine.game import Options
from app.engine.rng import Rng

__all__ = [
    "HIDDEN",
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
    owner: tuple[int, ...]
    """Per cell: seat whose camel (or rider) stands there, -1 for none."""
    colour: tuple[int, ...]
    """Per cell: colour of that camel, -1 for none."""
    rider: tuple[int, ...] = ()
    """Cells holding a rider camel, sorted."""
    water: tuple[int, ...]
    """Per cell: value (1-3) of the water hole lying there, 0 for none."""
    oases: tuple[int, ...]
    """Cells holding an oasis (palm tree), sorted."""
    area: tuple[int, ...]
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
