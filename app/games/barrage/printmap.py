"""The map schematic of Barrage's printed setup sheet (see `printing`), Qt-free.

The three areas as bands, the twelve basins with their dam spaces (red outlines), neutral
dams with their level, powerhouse spaces, rivers to the exits, and the headstream tiles.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.text import render
from app.games.barrage.data.data import geometry
from app.games.barrage.model import NEUTRAL
from app.games.barrage.texts import area, t

if TYPE_CHECKING:
    from app.engine.printlayout import PageBuilder
    from app.games.barrage.model import State

__all__ = ["BASIN_PLACES", "schematic"]

GREY, DARK = "#6b6b6b", "#333333"
RIVER, WATER, RED = "#2f6db5", "#dcebfb", "#c0392b"
BANDS = {"mountain": "#e6ded3", "hill": "#e2eed6", "plain": "#f5efd3"}
"""Background of each area of the schematic."""
NEUTRAL_FILL = "#5c5c5c"
WHITE = "#ffffff"

BASIN_PLACES: dict[int, tuple[float, int]] = {
    1: (0.5, 0),
    2: (1.5, 0),
    3: (2.5, 0),
    4: (3.5, 0),
    5: (1.5, 1),
    6: (2.5, 1),
    7: (3.5, 1),
    8: (0.5, 2),
    9: (1.5, 2),
    10: (3.0, 2),
    11: (1.0, 3),
    12: (3.0, 3),
}
"""Where the schematic draws each basin: (column centre on a 4-column grid, row 0..3)."""
_ROW_AREA = ("mountain", "hill", "plain", "plain")


def schematic(
    page: PageBuilder, state: State, box: tuple[float, float, float, float], lang: str
) -> None:
    """The map as a diagram: areas, basins with dam spaces, rivers, headstreams, exits."""
    left, top, width, height = box
    gutter = 17.0
    head = 11.0
    cell = (width - gutter) / 4
    row = (height - head) / 4
    place = {
        b: (left + gutter + c * cell, top + head + r * row + row / 2)
        for b, (c, r) in BASIN_PLACES.items()
    }
    size = (min(cell * 0.78, 40.0), min(row * 0.62, 13.0))
    _bands(page, (left, top + head, width, row), lang)
    _rivers(page, place, size[1])
    _headstreams(page, state, place, (top, head, size[1]), lang)
    for basin, centre in place.items():
        _basin(page, state, basin, centre, size, lang)
    _legend(page, (left + gutter + 1.5 * cell, place[11][1] - 2), lang)


def _bands(page: PageBuilder, box: tuple[float, float, float, float], lang: str) -> None:
    left, top, width, row = box
    for r, kind in enumerate(_ROW_AREA):
        page.rect((left, top + r * row, width, row), BANDS[kind], None)
        if r == 0 or _ROW_AREA[r - 1] != kind:
            name = render(area(kind), lang).upper()
            page.text((left + 1.5, top + r * row + 4), name, 7, colour=GREY)


def _rivers(page: PageBuilder, place: dict[int, tuple[float, float]], h: float) -> None:
    geo = geometry()
    for basin, (x, y) in place.items():
        down = geo.basin[basin].downstream
        if down is not None:
            tx, ty = place[down]
            page.line((x, y + h / 2), (tx, ty - h / 2), RIVER, 0.6)
        else:
            page.line((x, y + h / 2), (x, y + h / 2 + 3.5), RIVER, 0.6)
            page.polygon(
                ((x - 1.2, y + h / 2 + 3), (x + 1.2, y + h / 2 + 3), (x, y + h / 2 + 4.8)),
                RIVER,
                None,
            )


def _headstreams(
    page: PageBuilder,
    state: State,
    place: dict[int, tuple[float, float]],
    box: tuple[float, float, float],
    lang: str,
) -> None:
    top, head, h = box
    for slot, hs in enumerate(geometry().data.headstreams):
        x, y = place[hs.basin]
        page.line((x, top + head - 3.2), (x, y - h / 2), RIVER, 0.6)
        page.circle((x - 9, top + head / 2 - 0.5), 3.2, WATER, RIVER)
        letter = hs.id.removeprefix("H")  # the letter the map prints ("headstream A")
        page.text(
            (x - 9, top + head / 2 - 0.5), letter, 6.5, bold=True, align="center", valign="middle"
        )
        tile = render(t("sheet.tile", tile=state.headstream_tiles[slot]), lang)
        page.text((x - 4.6, top + head / 2 + 0.7), tile, 7, bold=True)


def _basin(
    page: PageBuilder,
    state: State,
    basin: int,
    centre: tuple[float, float],
    size: tuple[float, float],
    lang: str,
) -> None:
    geo = geometry()
    cx, cy = centre
    w, h = size
    page.rect((cx - w / 2, cy - h / 2, w, h), "#ffffff", DARK)
    page.text((cx - w / 2 + 1.5, cy - h / 2 + 3.6), str(basin), 9, bold=True)
    sides = (render(t("map.side.left"), lang), render(t("map.side.right"), lang))
    dams = geo.dams_of[basin]
    side = min(h * 0.55, 6.0)
    x = cx + w / 2 - 1.5 - len(dams) * (side + 1.5) + 1.5
    for k, d in enumerate(dams):
        space = geo.dams[d]
        dam = state.dams[d]
        neutral = dam.owner == NEUTRAL
        y0 = cy - side / 2 + 1.2
        page.rect(
            (x, y0, side, side), NEUTRAL_FILL if neutral else "#ffffff", RED if space.red else DARK
        )
        if neutral:
            centre = (x + side / 2, y0 + side / 2)
            level = str(dam.level)
            page.text(centre, level, 6.5, bold=True, align="center", valign="middle", colour=WHITE)
        page.text((x + side / 2, y0 - 0.8), sides[k], 4.6, align="center", colour=GREY)
        x += side + 1.5
    x = cx - w / 2 + 1.8
    for ph in geo.powerhouses_of[basin]:
        _house(page, (x, cy + h / 2 - 1.3), RED if geo.powerhouses[ph].red else DARK)
        x += 3.4


def _house(page: PageBuilder, at: tuple[float, float], stroke: str) -> None:
    """A small powerhouse space: a house outline standing on `at` (its bottom-left corner)."""
    x, y = at
    outline = ((x, y), (x + 2.4, y), (x + 2.4, y - 1.7), (x + 1.2, y - 2.8), (x, y - 1.7))
    page.polygon(outline, "#ffffff", stroke, 0.25)


def _legend(page: PageBuilder, at: tuple[float, float], lang: str) -> None:
    """A key, three lines from baseline `at` down, in the free middle of the lowest row."""
    x, y = at
    page.rect((x, y - 2.6, 3, 3), NEUTRAL_FILL, DARK)
    page.text((x + 4.5, y), render(t("sheet.legend_neutral"), lang), 6.5)
    page.rect((x, y + 1.4, 3, 3), "#ffffff", RED)
    page.text((x + 4.5, y + 4), render(t("sheet.legend_red"), lang), 6.5)
    _house(page, (x + 0.3, y + 8.3), DARK)
    page.text((x + 4.5, y + 8), render(t("sheet.legend_powerhouse"), lang), 6.5)
