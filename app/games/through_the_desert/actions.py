"""Actions of Through the Desert: place a rider camel, place a camel.

Every field is bounded by the game's data here, before any rule reads it (STYLE.md §3 "Bounded
input"): a colour is one of the five, a cell one of the board file's hexes. Whether that hex is
in play for the player count, free and reachable is the rules' question (`check()` refuses it
with a reason).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, TypeAdapter

from app.engine.game import ActionBase
from app.games.through_the_desert.data.data import COLOURS, board_data, geometry

__all__ = ["CELLS", "Action", "PlaceCamel", "PlaceRider", "action_adapter"]

CELLS = len(board_data().cells)
"""Hexes in the board file: a cell index is below this for every player count."""


class PlaceRider(ActionBase):
    """Put one of your rider camels on the board (placement rounds)."""

    kind: Literal["place_rider"] = "place_rider"
    colour: int = Field(ge=0, lt=len(COLOURS))
    """Camel colour of the rider."""
    cell: int = Field(ge=0, lt=CELLS)
    """Board cell index."""

    def __str__(self) -> str:
        where = geometry(5).name(self.cell)
        return f"P{self.player + 1} places the {COLOURS[self.colour]} rider on {where}"


class PlaceCamel(ActionBase):
    """Extend your caravan of a colour by one camel."""

    kind: Literal["place_camel"] = "place_camel"
    colour: int = Field(ge=0, lt=len(COLOURS))
    """Camel colour."""
    cell: int = Field(ge=0, lt=CELLS)
    """Board cell index."""

    def __str__(self) -> str:
        where = geometry(5).name(self.cell)
        return f"P{self.player + 1} places a {COLOURS[self.colour]} camel on {where}"


Action = Annotated[PlaceRider | PlaceCamel, Field(discriminator="kind")]
action_adapter: TypeAdapter[PlaceRider | PlaceCamel] = TypeAdapter(Action)
