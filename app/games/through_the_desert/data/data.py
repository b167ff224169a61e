"""The board of Through the Desert as validated data (reference §2.4-2.5, seed 001 "準備").

The JSON in `resources/through_the_desert/board.json` lists every hex of the full board with its
terrain and board part. Cell indices used by the state are positions in that list, so they are
the same for every player count; with 2-3 players the `small` part simply does not exist.
"""

from __future__ import annotations

import json
from functools import cache
from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel, ConfigDict

from app.engine.resources import resource_path

if TYPE_CHECKING:
    from pathlib import Path

__all__ = [
    "COLOURS",
    "FULL_BOARD_PLAYERS",
    "BoardData",
    "Cell",
    "Geometry",
    "board_data",
    "camel_fills",
    "geometry",
    "resources_dir",
]

FULL_BOARD_PLAYERS = 4
"""Seed 001 準備: from this many players the smaller part of the board is used too."""
COLOURS = ("green", "pink", "yellow", "purple", "turquoise")
"""The five pastel camel colours, by index."""

Terrain = Literal["plain", "palm", "circle", "mountain", "central_range"]


def resources_dir() -> Path:
    """Return the folder holding this game's JSON files."""
    return resource_path("through_the_desert")


class Cell(BaseModel):
    """One hex of the printed (or designed) board."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    x: int
    """Column (odd-q offset coordinates)."""
    y: int
    """Row."""
    terrain: Terrain
    """What is printed on the hex."""
    part: Literal["large", "small"]
    """`small` is the part beyond the dividing line, used only with 4-5 players."""


class BoardData(BaseModel):
    """The board file."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    source: str
    """Where the layout comes from."""
    designed_part: str
    """Which part was designed for this project rather than transcribed."""
    coordinates: str
    """The coordinate convention."""
    columns: int
    """Grid width."""
    rows: int
    """Grid height."""
    cells: tuple[Cell, ...]
    """Every hex, playable or mountain."""


class Geometry:
    """Derived, read-only board facts for one player count (cached; never stored in states)."""

    def __init__(self, data: BoardData, full: bool) -> None:
        self.data = data
        self.full = full
        self.cells = data.cells
        index = {(c.x, c.y): i for i, c in enumerate(data.cells)}
        self.index = index
        self.in_play: tuple[bool, ...] = tuple(
            c.terrain not in ("mountain", "central_range") and (full or c.part == "large")
            for c in data.cells
        )
        self.playable: tuple[int, ...] = tuple(i for i, ok in enumerate(self.in_play) if ok)
        self.neighbours: tuple[tuple[int, ...], ...] = tuple(
            tuple(
                index[n] for n in _hex_neighbours(c.x, c.y) if n in index and self.in_play[index[n]]
            )
            if self.in_play[i]
            else ()
            for i, c in enumerate(data.cells)
        )
        self.palms: tuple[int, ...] = tuple(
            i for i in self.playable if data.cells[i].terrain == "palm"
        )
        self.circles: tuple[int, ...] = tuple(
            i for i in self.playable if data.cells[i].terrain == "circle"
        )

    def name(self, cell: int) -> str:
        """Return a readable name of a cell for logs and errors ("F7")."""
        c = self.cells[cell]
        col = chr(ord("A") + c.x) if c.x < 26 else str(c.x)
        return f"{col}{c.y + 1}"


def _hex_neighbours(x: int, y: int) -> tuple[tuple[int, int], ...]:
    # odd-q offset: odd columns sit half a hex lower (reference §2.3).
    if x % 2 == 0:
        return ((x, y - 1), (x, y + 1), (x - 1, y - 1), (x - 1, y), (x + 1, y - 1), (x + 1, y))
    return ((x, y - 1), (x, y + 1), (x - 1, y), (x - 1, y + 1), (x + 1, y), (x + 1, y + 1))


@cache
def board_data() -> BoardData:
    """Load and validate the board file once."""
    text = (resources_dir() / "board.json").read_text(encoding="utf-8")
    return BoardData.model_validate(json.loads(text))


@cache
def geometry(players: int) -> Geometry:
    """Return the board used by `players` players (2-3: the larger part only)."""
    return Geometry(board_data(), full=players >= FULL_BOARD_PLAYERS)


class CamelColours(BaseModel):
    """The fill of each camel colour (`camel_colours.json`)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    description: str
    fills: tuple[str, str, str, str, str]
    """"#rrggbb" by colour index (as in `COLOURS`)."""


@cache
def camel_fills() -> tuple[str, ...]:
    """Return the fill of each camel colour ("#rrggbb"), screen and printed sheet alike."""
    text = (resources_dir() / "camel_colours.json").read_text(encoding="utf-8")
    fills = CamelColours.model_validate(json.loads(text)).fills
    if not all(len(f) == 7 and f[0] == "#" and int(f[1:], 16) >= 0 for f in fills):
        raise ValueError(f"camel_colours.json: a fill is not #rrggbb: {fills}")
    return fills
