"""State of a game of Tinners' Trail (seed 002).

Regions, borders, tiles and cards are indices into the tables of `data.data` (the map order).
Per-region facts are tuples indexed by region, so `apply` can copy the state cheaply and
replace only the tuples it changes (STYLE.md §3, "Cost of immutability").
"""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from app.engine.flow import Decision
from app.engine.game import Options
from app.engine.rng import Rng

__all__ = [
    "HIDDEN_TILE",
    "NO_TILE",
    "AfterCard",
    "Auction",
    "Invest",
    "Keep",
    "Note",
    "Peek",
    "Phase",
    "PlayerState",
    "Pumping",
    "State",
    "TinDecision",
    "TinOptions",
    "Turn",
    "card_back",
    "note",
]

NO_TILE = -1
"""No area tile on the region (built on, closed, or not in play)."""
HIDDEN_TILE = -2
"""A face-down tile this seat has not looked at (in a view)."""


def card_back(group: int) -> int:
    """Return the value that stands for an unseen survey card of `group` in a view (-1..-5)."""
    return -1 - group


class TinOptions(Options):
    """Options of Tinners' Trail: the 2-player changes apply whenever two play (seed 002)."""

    players: int = Field(ge=2, le=5)
    """2-5 players."""


class Phase(StrEnum):
    """Where the game is (seed 002 「ゲームの進行」)."""

    KEEP = "keep"
    """Setup: each player keeps one survey card of each letter."""
    ACTIONS = "actions"
    """Phase 2: the work track."""
    INVEST = "invest"
    """Phase 3: investing (selling is automatic)."""
    PEEK = "peek"
    """Phase 4: the top players look at a face-down tile."""
    OVER = "over"


class Note(BaseModel):
    """An automatic step for the log ("no number changes without a line that says why").

    `key` is a message of the game's catalogue (`event.<key>`); `seat` becomes the argument
    `who`; `nums` are numbers; `names` are arguments given as catalogue keys (a region, an ore,
    a card), so no English is stored in the state.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    key: str
    seat: int = -1
    nums: tuple[tuple[str, int], ...] = ()
    names: tuple[tuple[str, str], ...] = ()


def note(key: str, seat: int = -1, names: dict[str, str] | None = None, **nums: int) -> Note:
    """Return a log note (see `Note`)."""
    return Note(
        key=key,
        seat=seat,
        nums=tuple(sorted(nums.items())),
        names=tuple(sorted((names or {}).items())),
    )


class Keep(Decision):
    """Setup: everyone still choosing which dealt survey cards to keep (simultaneous)."""

    kind: Literal["keep"] = "keep"


class Turn(Decision):
    """The seat furthest behind on the work track takes an action (seed 002 「フェイズ2」)."""

    kind: Literal["turn"] = "turn"


class Auction(Decision):
    """Building a mine: the auction for a region (seed 002 「鉱山の建設」)."""

    kind: Literal["auction"] = "auction"
    region: int
    """The region under the auction marker."""
    starter: int
    """The seat that started it."""
    card: int = -1
    """Survey card played before bidding (-1: none)."""
    insured: bool = False
    """The starter played a card of their own: insurance if they lose."""
    minimum: int
    """Minimum first bid."""
    bid: int = 0
    """Highest bid so far (0: none yet)."""
    leader: int = -1
    """Seat of the highest bid (-1: none yet)."""
    bidders: tuple[int, ...]
    """Seats still in, clockwise from the starter."""


class AfterCard(Decision):
    """The winner may play a survey card after the auction, paying its price."""

    kind: Literal["after_card"] = "after_card"
    region: int
    winner: int
    was_up: bool = False
    """The tile lay face up before the auction: its line says it is used, not revealed."""


class Pumping(Decision):
    """Steam pumps taken: remove up to `left` more water cubes anywhere."""

    kind: Literal["pumping"] = "pumping"
    left: int


class Invest(Decision):
    """A seat's turn to invest any amount in £10 and £5 units, or stop (seed 002 「フェイズ3」)."""

    kind: Literal["invest"] = "invest"


class Peek(Decision):
    """A seat may look at one face-down area tile (seed 002 「フェイズ4」)."""

    kind: Literal["peek"] = "peek"


TinDecision = Keep | Turn | Auction | AfterCard | Pumping | Invest | Peek


class PlayerState(BaseModel):
    """One seat."""

    model_config = ConfigDict(extra="forbid")

    money: int = 20
    """£ on the money track."""
    vp: tuple[int, int, int, int] = (0, 0, 0, 0)
    """Victory points gained by investing, per round."""
    mines: int
    """Mines not yet placed."""
    hand: tuple[int, ...] = ()
    """Survey cards held (`card_back(group)` for another seat's card in a view)."""
    offer: tuple[int, ...] = ()
    """Cards dealt at setup, to keep one of each letter (empty once kept)."""
    tin: int = 0
    """Tin mined this round (sold in phase 3)."""
    copper: int = 0
    """Copper mined this round."""
    work: int = 0
    """Work points spent this round: the marker's column (0-10)."""
    slot: int = 0
    """Order within the column: a smaller slot sits higher (acts first on a tie)."""


class State(BaseModel):
    """The whole game."""

    model_config = ConfigDict(extra="forbid")

    players: int
    round: int = 1
    """Round 1-4."""
    phase: Phase = Phase.KEEP
    pending: list[TinDecision] = Field(default_factory=list)
    """Decision stack; its top says who acts."""
    rng: Rng
    """Seeded dice and deck shuffles (the seed is blanked in views)."""
    seats: tuple[PlayerState, ...]
    prices: tuple[int, int] = (0, 0)
    """Price space (0 = cheapest) of tin and copper this round."""
    dice: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
    """The dice rolled for tin and copper this round."""
    tile: tuple[int, ...]
    """Per region: area tile index, `NO_TILE`, or `HIDDEN_TILE` in a view."""
    face_up: tuple[bool, ...]
    """Per region: its tile lies face up."""
    known: tuple[int, ...]
    """Per region: bit mask of seats that looked at the face-down tile (public tokens)."""
    closed: tuple[bool, ...]
    """Per region: closed for mines (2 players, both dropped out of a face-down tile)."""
    mine: tuple[int, ...]
    """Per region: seat owning its mine, -1 for none."""
    tin: tuple[int, ...]
    copper: tuple[int, ...]
    water: tuple[int, ...]
    drains: tuple[int, ...]
    """Per region: drainage tokens (only where there is no mine yet)."""
    miner: tuple[bool, ...]
    port: tuple[bool, ...]
    rail: tuple[bool, ...]
    pump: tuple[bool, ...]
    """Per region: a steam pump from a survey card stays there."""
    adits: tuple[int, ...] = ()
    """Borders (indices) holding an adit, sorted."""
    devs: tuple[int, int, int, int] = (0, 0, 0, 0)
    """Miners, ports, rails, adits left in this round's column of the development board."""
    pumps: tuple[tuple[int, ...], ...] = ()
    """Steam-pump groups left in each column of the development board."""
    passed: tuple[int, ...] = ()
    """Seats that passed this round, in pass order (the investment board, top first)."""
    investing: tuple[int, ...] = ()
    """Seats still investing this round, in pass order."""
    peekers: tuple[int, ...] = ()
    """Seats still to look at a tile at the end of this round."""
    arrivals: int = 0
    """Markers placed on the work track so far this round (orders a column)."""
    decks: tuple[tuple[int, ...], ...] = ()
    """2 players: face-down survey decks by letter, top first (card backs in a view)."""
    played: tuple[int, ...] = ()
    """Survey cards played (out of the game), in order."""
    spent: tuple[int, ...] = ()
    """Area tiles revealed and taken off the board after an auction, in order."""
    events: list[Note] = Field(default_factory=list)
    """Automatic steps of the last `apply` (or of setup), for the log."""
