"""State of the Leeghwater Project expansion (seed 000 レーフワーテル計画拡張; reference §12).

`Leeghwater` is `State.lwp` (None without the expansion): external works decks and display,
the private buildings with the companies' pieces and this round's uses, the works each
company has done, Tommaso Battista's architect. The decisions are the expansion's follow-up
choices; they are part of `model.BarrageDecision`.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from app.engine.flow import Decision

__all__ = [
    "ArchitectChoice",
    "BuildingUseChoice",
    "DamDropChoice",
    "HandContractChoice",
    "Leeghwater",
]


class ArchitectChoice(Decision):
    """Tommaso Battista placed 1 engineer alone on a 1-engineer space: was it the architect?

    Reference §6: the architect placed alone on such a space grants an extra turn.
    """

    kind: Literal["architect"] = "architect"


class DamDropChoice(Decision):
    """Put 1 drop from the supply into a dam with room (Netherlands, cofferdam)."""

    kind: Literal["dam_drop"] = "dam_drop"
    neutral: bool
    """Neutral dams may receive it too (the cofferdam)."""
    exclude: str = ""
    """Dam space that may not receive it (the Netherlands: the dam just used)."""


class HandContractChoice(Decision):
    """Fulfil one contract from hand without producing (external works, customer office)."""

    kind: Literal["hand_contract"] = "hand_contract"
    max_energy: int
    """Highest requirement allowed (-1: any)."""


class BuildingUseChoice(Decision):
    """Level I building tile: use the private building just built at once, no engineers."""

    kind: Literal["building_use"] = "building_use"
    building: str
    """The private building."""


class Leeghwater(BaseModel):
    """The Leeghwater Project's part of a game (seed 000 レーフワーテル計画拡張)."""

    model_config = ConfigDict(extra="forbid")

    decks: list[list[str]]
    """External works decks A, B, C, top first (hidden order)."""
    display: list[str | None]
    """External works on the three spaces; None once claimed."""
    claimed_by: list[int]
    """Seat whose engineers stand on each external work space this round (`NOBODY`)."""
    buildings: list[str]
    """The private buildings of this game."""
    built: list[list[int]]
    """By building: the seat on each of its building spaces (`NOBODY`: free)."""
    used: list[list[int]]
    """By building: the seats that used its action spaces this round, in order."""
    used_at_once: list[list[int]] = Field(default_factory=list)
    """By building: the seats that used it this round with the level I building tile.

    No action space is taken, but it is the company's use of the round (seed 000
    「各プレイヤーは各私有建物アクションを1ラウンドにつき1回だけ実行できる」). Empty in
    states saved before the field existed; filled to one list per building on load.
    """
    works: list[list[str]]
    """By seat: the external works it has done (kept face down)."""
    architect: list[bool]
    """By seat: Tommaso Battista's architect already placed this round."""

    @model_validator(mode="after")
    def _one_list_per_building(self) -> Leeghwater:
        if not self.used_at_once:
            self.used_at_once = [[] for _ in self.buildings]
        return self
