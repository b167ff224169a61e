"""Actions of Through the Desert: place a rider camel, place a camel."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, TypeAdapter

from app.engine.game import ActionBase
from app.games.through_the_desert.data.data import COLOURS, geometry

__all__ = ["Action", "PlaceCamel", "PlaceRider", "action_adapter"]


class PlaceRider(ActionBase):
    """Put one of your rider camels on the board (placement rounds)."""

    kind: Literal["place_rider"] = "place_rider"
    colour: int = Field(ge=0, le=4)
    """Camel colour of the rider."""
    cell: int = Field(ge=0)
    """Board cell index."""

    def __str__(self) -> str:
        where = geometry(5).name(self.cell)
        return f"P{self.player + 1} places the {COLOURS[self.colour]} rider on {where}"


class PlaceCamel(ActionBase):
    """Extend your caravan of a colour by one camel."""

    kind: Literal["place_camel"] = "place_camel"
    colour: int = Field(ge=0, le=4)
    """Camel colour."""
    cell: int = Field(ge=0)
    """Board cell index."""

    def __str__(self) -> str:
        where = geometry(5).name(self.cell)
        return f"P{self.player + 1} places a {COLOURS[self.colour]} camel on {where}"


Action = Annotated[PlaceRider | PlaceCamel, Field(discriminator="kind")]
action_adapter: TypeAdapter[PlaceRider | PlaceCamel] = TypeAdapter(Action)
