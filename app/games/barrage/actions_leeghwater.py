"""Actions of the Leeghwater Project expansion (seed 000 レーフワーテル計画拡張; reference §12).

Turn actions: an external work (`DoExternalWork`), building a private building
(`BuildBuilding`) and using one (`UseBuilding`: on its space, on Margot Fouche's space, or with
the level I building tile). Answers: Tommaso Battista's architect (`UseArchitect`) and a drop
put into a dam (`PutDrop`). Part of `actions.Action`.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.engine.game import ActionBase
from app.games.barrage.data.ids import (
    BUILDING,
    DAM,
    EXTERNAL_WORK_SLOTS,
    PATENT_SLOTS,
    TILE,
    USE_TARGET,
)

__all__ = ["BuildBuilding", "DoExternalWork", "PutDrop", "UseArchitect", "UseBuilding"]


class DoExternalWork(ActionBase):
    """Leeghwater: 2 engineers on an external work's space (seed 000 外注仕事アクション)."""

    kind: Literal["external_work"] = "external_work"
    slot: int = Field(ge=1, le=EXTERNAL_WORK_SLOTS)
    """External works space, 1..3 from the left."""
    leslie: bool = False
    """Leslie Spencer: the machinery goes onto the wheel with her tile (turn 1)."""
    patent: int = Field(0, ge=0, le=PATENT_SLOTS)
    """A reward's free advanced tile: the patent office slot taken (0: none)."""

    def __str__(self) -> str:
        return f"P{self.player + 1} does external work {self.slot}"


class BuildBuilding(ActionBase):
    """Leeghwater: build a private building (seed 000 私有建物アクション：建設)."""

    kind: Literal["build_building"] = "build_building"
    building: BUILDING
    """Private building id."""
    tile: TILE
    """Technology tile put on the wheel (`building` or a building advanced tile)."""
    excavators: int = Field(0, ge=0)
    """Excavators put on the wheel."""
    mixers: int = Field(0, ge=0)
    """Mixers put on the wheel."""
    credits_for_machinery: int = Field(0, ge=0)
    """Machineries replaced by 3 credits each (Solomon P. Jordan)."""

    def __str__(self) -> str:
        return f"P{self.player + 1} builds {self.building} ({self.tile})"


class UseBuilding(ActionBase):
    """Leeghwater: a private building's action (seed 000 私有建物のアクション（発動）)."""

    kind: Literal["use_building"] = "use_building"
    building: BUILDING
    """Private building id."""
    via: Literal["space", "officer", "tile"] = "space"
    """Its action space, Margot Fouche's space, or the level I building tile (no engineers)."""
    target: USE_TARGET = ""
    """The action's object: a tile on the wheel, a wheel segment, an external work space."""
    excavators: int = Field(0, ge=0)
    """Machineries taken: excavators."""
    mixers: int = Field(0, ge=0)
    """Machineries taken: mixers."""

    def __str__(self) -> str:
        return f"P{self.player + 1} uses {self.building} ({self.via})"


class UseArchitect(ActionBase):
    """Tommaso Battista: the engineer just placed alone was the architect (extra turn)."""

    kind: Literal["use_architect"] = "use_architect"

    def __str__(self) -> str:
        return f"P{self.player + 1} places the architect"


class PutDrop(ActionBase):
    """Answer a `DamDropChoice`: the dam receiving the drop."""

    kind: Literal["put_drop"] = "put_drop"
    dam: DAM
    """Dam space id."""

    def __str__(self) -> str:
        return f"P{self.player + 1} puts a drop into {self.dam}"
