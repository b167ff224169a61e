"""Page 1 of the printed setup: the map of Cornwall and the area tile of every region, Qt-free.

Regions are boxes at their map position, joined by their borders; coastal regions have a blue
edge, regions not in play with this many players are grey. Each box says which tile goes
there and whether it lies face up (with its cubes) or face down. A table below lists the same
with every tile's cubes, so whoever sets up can find the tile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.printlayout import PageBuilder, text_width
from app.engine.text import render
from app.games.tinners_trail.data.data import board, game_data
from app.games.tinners_trail.model import NO_TILE
from app.games.tinners_trail.texts import t

if TYPE_CHECKING:
    from app.engine.text import Text
    from app.games.tinners_trail.model import State

__all__ = ["BOX_H", "BOX_W", "GREY", "MARGIN", "Sheet", "draw_map", "tile_table"]

MARGIN = 12.0
GREY = "#6b6b6b"
LAND, SEA, COAST = "#f3ead7", "#dcebfb", "#2f6db5"
GROUP_FILL = {"A": "#f6d7c3", "B": "#d9e8c9", "C": "#e3d9ef", "D": "#f5ecb8"}
OFF = "#e4e4e4"
BOX_W, BOX_H = 21.0, 13.0
"""Size of a region box on the map (mm)."""
ROW = 4.6
"""Line height of the tables (mm)."""


class Sheet:
    """One page being written in one language."""

    def __init__(self, page: PageBuilder, lang: str, public: bool = False) -> None:
        self.page = page
        self.lang = lang
        self.public = public
        """Printed during a game: face-down tiles without their contents (issue 34 §3)."""

    def s(self, text: Text) -> str:
        """Return `text` in the sheet's language."""
        return render(text, self.lang)

    def heading(self, x: float, y: float, text: Text) -> float:
        """Write a section heading at baseline `y`; return the baseline after it."""
        self.page.text((x, y), self.s(text), 10.5, bold=True)
        return y + 5.5


def _position(x: float, y: float, box: tuple[float, float, float, float]) -> tuple[float, float]:
    """Centre (mm) of a map point inside `box`, the map's extent scaled to fill it."""
    regions = game_data().regions
    x0, x1 = min(r.x for r in regions), max(r.x for r in regions)
    y0, y1 = min(r.y for r in regions), max(r.y for r in regions)
    left, top, width, height = box
    return (
        left + 1 + BOX_W / 2 + (x - x0) / (x1 - x0) * (width - BOX_W - 2),
        top + 1 + BOX_H / 2 + (y - y0) / (y1 - y0) * (height - BOX_H - 2),
    )


def draw_map(sheet: Sheet, state: State, box: tuple[float, float, float, float]) -> None:
    """Draw the regions, their borders and their tiles inside `box` (x, y, w, h in mm)."""
    data, b = game_data(), board(state.players)
    page = sheet.page
    page.rect(box, SEA, None)
    centres = [_position(r.x, r.y, box) for r in data.regions]
    for i, (a, c) in enumerate(data.borders):
        colour = GREY if i in b.borders else "#bdbdbd"
        page.line(centres[a], centres[c], stroke=colour, width=0.5)
    for region, r in enumerate(data.regions):
        cx, cy = centres[region]
        in_play = b.in_play[region]
        fill = GROUP_FILL[r.group] if in_play else OFF
        edge = COAST if r.coastal else "#8a7a5a"
        page.rect((cx - BOX_W / 2, cy - BOX_H / 2, BOX_W, BOX_H), fill, edge)
        name = sheet.s(t("region", name=t(f"region.{r.id}"), group=r.group))
        page.text((cx, cy - 2.6), name, _fit(name, 6.5), bold=True, align="center")
        label = sheet.s(_tile_label(state, region, sheet.public))
        page.text((cx, cy + 1.6), label, _fit(label, 5.6, bold=False), align="center")
        if in_play and state.face_up[region]:
            cubes = sheet.s(_tile_cubes(state, region))
            page.text((cx, cy + 5.0), cubes, _fit(cubes, 5.2, bold=False), align="center")


def _fit(text: str, size: float, bold: bool = True) -> float:
    """Shrink a label until it fits a region box."""
    while size > 3.6 and text_width(text, size, bold=bold) > BOX_W - 1.5:
        size -= 0.3
    return size


def _tile_label(state: State, region: int, public: bool = False) -> Text:
    if not board(state.players).in_play[region]:
        return t("sheet.not_in_play")
    if public and not state.face_up[region]:
        return t("sheet.side_down")
    label = game_data().tiles[state.tile[region]].id
    key = "sheet.face_up" if state.face_up[region] else "sheet.face_down"
    return t(key, label=label)


def _tile_cubes(state: State, region: int) -> Text:
    tile = game_data().tiles[state.tile[region]]
    return t("sheet.cubes", tin=tile.tin, copper=tile.copper, water=tile.water)


def tile_table(sheet: Sheet, state: State, y: float) -> float:
    """The list of regions and their tiles from baseline `y`; return the last baseline."""
    data, b = game_data(), board(state.players)
    y = sheet.heading(MARGIN, y, t("sheet.tiles_heading"))
    columns = (0.0, 48.0, 62.0, 76.0, 92.0, 122.0)
    heads = ("sheet.col_region", "sheet.col_coast", "sheet.col_tile", "sheet.col_side",
             "sheet.col_cubes")  # fmt: skip
    for x, key in zip(columns, heads, strict=False):
        sheet.page.text((MARGIN + x, y), sheet.s(t(key)), 7.5, bold=True, colour=GREY)
    for region in b.regions:
        r = data.regions[region]
        y += ROW
        tile = state.tile[region]
        assert tile != NO_TILE  # a fresh setup has a tile on every region in play
        hidden = sheet.public and not state.face_up[region]
        cells = (
            sheet.s(t("region", name=t(f"region.{r.id}"), group=r.group)),
            sheet.s(t("sheet.yes" if r.coastal else "sheet.no")),
            "?" if hidden else data.tiles[tile].id,
            sheet.s(t("sheet.side_up" if state.face_up[region] else "sheet.side_down")),
            "?" if hidden else sheet.s(_tile_cubes(state, region)),
        )
        for x, cell in zip(columns, cells, strict=False):
            sheet.page.text((MARGIN + x, y), cell, 8)
    return y
