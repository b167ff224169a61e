"""The printed setup sheet of Through the Desert (PRODUCT.md "Print setup"), Qt-free.

One page: the board for the player count (2-3 players: the larger part only) with mountains,
the five oases and every water-hole value as the seed placed them, cell names as the app writes
them (`Geometry.name`), lists of the water holes and oases, the seats and their rider colours,
the camels beside the board, the seed and the setup code for "Play this setup". Its words are
the game's catalogue entries `sheet.*` (and the colour names), rendered in the sheet's language.

Printed during a game (`public=True`, issue 34 §3) the water holes show no values, and the seed
and setup code are left out (playing them would set the same values): the values of
the holes collected are each seat's secret until the end.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from app.engine.printlayout import (
    PageBuilder,
    PrintLayout,
    page_size,
    text_width,
    wrap_text,
    wrap_words,
)
from app.engine.setupcode import encode
from app.engine.text import render
from app.games.through_the_desert.data.data import camel_fills, geometry
from app.games.through_the_desert.model import TtdOptions
from app.games.through_the_desert.texts import colour_text, t

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from app.engine.text import Text
    from app.games.through_the_desert.data.data import Cell, Geometry
    from app.games.through_the_desert.model import State

    Say = Callable[[Text], str]
    """Renders a text of the catalogue in the sheet's language."""

__all__ = ["PASTELS", "layout"]

GAME_ID = "through_the_desert"
PASTELS = camel_fills()
"""Printed swatch of each camel colour, by colour index (see `data.COLOURS`)."""

MARGIN = 12.0
FOOTER = 24.0
"""Height of the setup-code box (mm)."""
LIST = 9.0
"""Font size of the lists (pt)."""
ROW = 4.6
"""Distance between the baselines of a list row that goes on (mm)."""
SAND, SAND_EDGE = "#f8efd9", "#c9b48c"
MOUNTAIN, RANGE = "#a8998a", "#7d6d5e"
WATER_FILL, WATER_EDGE, WATER_TEXT = "#dcebfb", "#2f6db5", "#163d6e"
OASIS_FILL, OASIS_EDGE, TRUNK = "#d3ecc0", "#3f7f2a", "#8a5a2b"
OUTLINE = "#4a3520"
GREY = "#6b6b6b"

WATER_TILES = 45
"""Water-hole tiles in the box (15 each of 1, 2, 3); the small board leaves some out."""
_HEX = (
    (1.0, 0.0),
    (0.5, 0.866025),
    (-0.5, 0.866025),
    (-1.0, 0.0),
    (-0.5, -0.866025),
    (0.5, -0.866025),
)
"""Unit vertices of a flat-topped hex, clockwise on paper from the right-hand corner."""


def _edge_neighbour(x: int, y: int, k: int) -> tuple[int, int]:
    """Return the cell across edge `k` (between vertices k and k+1) in odd-q coordinates."""
    down = x % 2  # odd columns sit half a hex lower
    return (
        (x + 1, y + down),
        (x, y + 1),
        (x - 1, y + down),
        (x - 1, y - 1 + down),
        (x, y - 1),
        (x + 1, y - 1 + down),
    )[k]


class _Board:
    """Where each hex of the board goes on the page."""

    def __init__(self, geo: Geometry, box: tuple[float, float, float, float]) -> None:
        self.geo = geo
        self.cells = [i for i, c in enumerate(geo.cells) if geo.full or c.part == "large"]
        self.where = {(geo.cells[i].x, geo.cells[i].y): i for i in self.cells}
        self.x0 = min(geo.cells[i].x for i in self.cells)
        cols = max(geo.cells[i].x for i in self.cells) - self.x0 + 1
        rows = max(geo.cells[i].y for i in self.cells) + 1
        left, top, width, height = box
        self.s = min(width / (1.5 * cols + 0.5), height / (math.sqrt(3) * (rows + 0.5)))
        self.h = math.sqrt(3) * self.s
        self.left = left + (width - self.s * (1.5 * cols + 0.5)) / 2
        self.top = top
        self.bottom = top + self.h * (rows + 0.5)

    def centre(self, cell: Cell) -> tuple[float, float]:
        """Return the centre (mm) of a hex."""
        cx = self.left + self.s + 1.5 * self.s * (cell.x - self.x0)
        return cx, self.top + self.h * (cell.y + 0.5 + 0.5 * (cell.x % 2))

    def corners(self, cell: Cell) -> tuple[tuple[float, float], ...]:
        """Return the six corners (mm) of a hex."""
        cx, cy = self.centre(cell)
        return tuple((cx + self.s * ux, cy + self.s * uy) for ux, uy in _HEX)


def layout(state: State, paper: str = "a4", lang: str = "en", public: bool = False) -> PrintLayout:
    """Return the one-page setup sheet of a freshly set-up game.

    Args:
        state: The state right after `GAME.setup(options, seed)`.
        paper: "a4" or "letter".
        lang: The sheet's language, "en" or "ja".
        public: Without the water holes' values (see the module docstring).

    Raises:
        ValueError: the paper size is unknown.
    """

    def say(text: Text) -> str:
        return render(text, lang)

    width, height = page_size(paper)
    page = PageBuilder(width, height)
    options = TtdOptions(players=state.players, open_scores=state.open_scores)
    code = encode(GAME_ID, options, state.rng.seed)
    title = say(t("sheet.title"))
    heading = say(t("sheet.heading", title=t("sheet.title")))  # the other box's name too
    page.text((MARGIN, MARGIN + 6), heading, 17, bold=True)
    subtitle = (
        t("sheet.subtitle_public", players=state.players)  # the code would tell the values
        if public
        else t("sheet.subtitle", players=state.players, seed=state.rng.seed, code=code)
    )
    page.text((MARGIN, MARGIN + 12), say(subtitle), 10, colour=GREY)
    geo = geometry(state.players)
    below = _below_board(PageBuilder(width, height), state, geo, 0.0, say, public)  # measure
    footer_top = height - MARGIN - FOOTER
    top = MARGIN + 21
    box = (MARGIN + 2, top, width - 2 * MARGIN - 4, footer_top - 4 - below - 5 - top)
    board = _Board(geo, box)
    _draw_board(page, board, state, public)
    _below_board(page, state, geo, board.bottom + 5, say, public)
    _footer(page, state, None if public else code, footer_top, say)
    return PrintLayout(title=title if public else f"{title} — {code}", pages=(page.page(),))


def _below_board(
    page: PageBuilder, state: State, geo: Geometry, y: float, say: Say, public: bool
) -> float:
    """Draw the key, the lists and the set-up steps from `y` down; return the height used."""
    end = _legend(page, y + 4, say)
    end = _water_list(page, geo, state, end + 7, say, public)
    end = _seat_list(page, state, end + 7.5, say)
    end = _steps(page, state, geo, end + 7.5, say)
    return end - y


def _draw_board(page: PageBuilder, board: _Board, state: State, public: bool = False) -> None:
    geo = board.geo
    for i in board.cells:
        cell = geo.cells[i]
        fill = {"mountain": MOUNTAIN, "central_range": RANGE}.get(cell.terrain, SAND)
        page.polygon(board.corners(cell), fill=fill, stroke=SAND_EDGE, width=0.2)
    _draw_outline(page, board)
    _draw_labels(page, board)
    for i in board.cells:
        cell = geo.cells[i]
        if not geo.in_play[i]:
            continue
        cx, cy = board.centre(cell)
        # The name sits just under the hex's top edge, its token right below it.
        page.text((cx, cy - 0.24 * board.h), geo.name(i), 4.4, align="center", colour=GREY)
        token = (cx, cy + 0.15 * board.h)
        if i in state.oases:
            _draw_palm(page, token, 0.46 * board.s)
        elif state.water[i]:
            _draw_water(page, token, 0.46 * board.s, None if public else state.water[i])


def _draw_outline(page: PageBuilder, board: _Board) -> None:
    """Draw the board's edge and, on the full board, the line between its two parts."""
    geo = board.geo
    for i in board.cells:
        cell = geo.cells[i]
        corners = board.corners(cell)
        for k in range(6):
            other = board.where.get(_edge_neighbour(cell.x, cell.y, k))
            divides = other is not None and geo.cells[other].part != cell.part
            if other is None or (divides and cell.part == "small"):
                page.line(corners[k], corners[(k + 1) % 6], stroke=OUTLINE, width=0.7)


def _draw_labels(page: PageBuilder, board: _Board) -> None:
    """Column letters above and below the board, as in the cell names."""
    seen: set[int] = set()
    for i in board.cells:
        cell = board.geo.cells[i]
        if cell.x in seen:
            continue
        seen.add(cell.x)
        letter = board.geo.name(i).rstrip("0123456789")
        cx = board.centre(cell)[0]
        page.text((cx, board.top - 1.2), letter, 7, bold=True, align="center")
        page.text((cx, board.bottom + 1.2), letter, 7, bold=True, align="center", valign="top")


def _draw_water(page: PageBuilder, at: tuple[float, float], r: float, value: int | None) -> None:
    """A water hole with its value ("?" on a public sheet)."""
    page.circle(at, r, fill=WATER_FILL, stroke=WATER_EDGE, width=0.35)
    page.text(
        at,
        "?" if value is None else str(value),
        2.6 * r / 0.3528 / 1.4,
        bold=True,
        align="center",
        valign="middle",
        colour=WATER_TEXT,
    )


def _draw_palm(page: PageBuilder, at: tuple[float, float], r: float) -> None:
    """A palm tree on a green disc: trunk plus five fronds."""
    cx, cy = at
    page.circle(at, r, fill=OASIS_FILL, stroke=OASIS_EDGE, width=0.35)
    crown = (cx - 0.05 * r, cy - 0.3 * r)
    page.line((cx + 0.12 * r, cy + 0.8 * r), crown, stroke=TRUNK, width=0.12 * r + 0.1)
    for degrees in (190, 225, 270, 315, 350):
        a = math.radians(degrees)
        dx, dy = math.cos(a), math.sin(a)
        length, half = 0.68 * r, 0.13 * r
        mid = (crown[0] + 0.45 * length * dx, crown[1] + 0.45 * length * dy)
        tip = (crown[0] + length * dx, crown[1] + length * dy + 0.15 * r)
        leaf = (
            crown,
            (mid[0] - half * dy, mid[1] + half * dx),
            tip,
            (mid[0] + half * dy, mid[1] - half * dx),
        )
        page.polygon(leaf, fill=OASIS_EDGE, stroke=None)


def _legend(page: PageBuilder, y: float, say: Say) -> float:
    """Draw the key under the board on baseline `y`; return `y`."""
    x, r = MARGIN, 2.0
    items: list[tuple[str, Callable[[float], None]]] = [
        (say(t("sheet.legend.water")), lambda x0: _draw_water(page, (x0, y - 1), r, 2)),
        (say(t("sheet.legend.oasis")), lambda x0: _draw_palm(page, (x0, y - 1), r)),
        (
            say(t("sheet.legend.mountains")),
            lambda x0: page.rect((x0 - r, y - 1 - r, 2 * r, 2 * r), MOUNTAIN, None),
        ),
        (
            say(t("sheet.legend.edge")),
            lambda x0: page.line((x0 - r, y - 1), (x0 + r, y - 1), OUTLINE, 0.7),
        ),
    ]
    for label, draw in items:
        draw(x + r)
        page.text((x + 2 * r + 1.5, y), label, 8)
        x += 2 * r + 8 + text_width(label, 8)
    return y


def _water_list(
    page: PageBuilder, geo: Geometry, state: State, y: float, say: Say, public: bool
) -> float:
    """List the oases and the water holes by value (public: without it); return the baseline."""
    cells = sorted(geo.playable, key=lambda i: (geo.cells[i].x, geo.cells[i].y))
    page.text((MARGIN, y), say(t("sheet.water_list")), 10.5, bold=True)
    indent = 30.0
    width = page.width - 2 * MARGIN - indent
    values = (
        [(t("sheet.water_holes"), (1, 2, 3))]
        if public
        else [(t("sheet.value", value=v), (v,)) for v in (3, 2, 1)]
    )
    rows: list[tuple[Text, list[str]]] = [
        (t("sheet.oases"), [geo.name(i) for i in cells if i in state.oases]),
        *((label, [geo.name(i) for i in cells if state.water[i] in vs]) for label, vs in values),
    ]
    for label, names in rows:
        y += 5
        page.text((MARGIN, y), say(t("sheet.row", label=label, count=len(names))), LIST, bold=True)
        lines = wrap_words(names, LIST, width, gap="   ")
        for n, line in enumerate(lines):
            page.text((MARGIN + indent, y + 4.2 * n), line, LIST)
        y += 4.2 * (len(lines) - 1)
    if public:
        for line in wrap_text(say(t("sheet.public_note")), LIST, page.width - 2 * MARGIN):
            y += 4.2
            page.text((MARGIN, y), line, LIST, bold=True)
    return y


def _seat_list(page: PageBuilder, state: State, y: float, say: Say) -> float:
    """List the seats with their rider colours, then the supply; return the last baseline.

    A seat's colours are named when the names fit on its row; else (long names, as in
    Japanese) the row shows the squares only: the supply below names every colour, and the
    colour a seat returns with five players is named on its row.
    """
    page.text((MARGIN, y), say(t("sheet.seats")), 10.5, bold=True)
    left = MARGIN + 56
    for seat, player in enumerate(state.seats):
        y += 5.8
        page.text((MARGIN, y), say(t("sheet.seat", seat=seat + 1)), LIST, bold=True)
        page.line((MARGIN + 14, y + 0.8), (MARGIN + 52, y + 0.8), GREY, 0.2)
        note = ""
        if state.players == 5:
            returned = next(c for c in range(5) if c not in player.colours)
            note = say(t("sheet.returns", colour=colour_text(returned)))
        named = [(c, say(colour_text(c))) for c in player.colours]
        if _row_width(named, 3) + 2 + text_width(note, LIST) > page.width - MARGIN - left:
            named = [(c, "") for c in player.colours]
        x, y = _swatches(page, named, left, y)
        page.text((x + 2, y), note, LIST, colour=GREY)
    y += 8
    page.text((MARGIN, y), say(t("sheet.supply")), 10.5, bold=True)
    supply = [
        (c, say(t("sheet.swatch", colour=colour_text(c), count=n)))
        for c, n in enumerate(state.supply)
    ]
    return _swatches(page, supply, MARGIN, y + 5.8, gap=7)[1]


def _row_width(items: Sequence[tuple[int, str]], gap: float) -> float:
    """Return the width (mm) of colour squares with labels in one row."""
    return sum(4.6 + text_width(label, LIST) + gap for _, label in items) - gap


def _swatches(
    page: PageBuilder, items: Sequence[tuple[int, str]], left: float, y: float, gap: float = 3
) -> tuple[float, float]:
    """Draw colour squares with their labels from `left` on baseline `y`; return the end (x, y).

    When the page is full the squares go on in a further row, again from `left`.
    """
    x = left
    for colour, label in items:
        width = 4.6 + text_width(label, LIST) if label else 3.4
        if x > left and x + width > page.width - MARGIN:
            x, y = left, y + ROW
        page.rect((x, y - 3, 3.4, 3.4), PASTELS[colour], GREY)
        if label:
            page.text((x + 4.6, y), label, LIST)
        x += width + gap
    return x, y


def _steps(page: PageBuilder, state: State, geo: Geometry, y: float, say: Say) -> float:
    """The set-up steps in words; return the last baseline."""
    page.text((MARGIN, y), say(t("sheet.setting_up")), 10.5, bold=True)
    used = sum(1 for v in state.water if v)
    designed: tuple[Text, ...] = ()
    if geo.full:
        board = t("sheet.whole_board")
        designed = (_designed_note(geo),)
    else:
        first, last = _column_range(geo, geo.playable)
        board = t("sheet.part_board", first=first, last=last)
    if used < WATER_TILES:
        tiles = t("sheet.tiles_some", used=used, unused=WATER_TILES - used)
    else:
        tiles = t("sheet.tiles_all", used=used)
    steps = (board, *designed, tiles, t("sheet.riders"), t("sheet.names"))
    for n, step in enumerate(steps, 1):
        y += 4.8
        page.text((MARGIN, y), f"{n}.", LIST)
        lines = wrap_text(say(step), LIST, page.width - 2 * MARGIN - 5)
        for k, line in enumerate(lines):
            page.text((MARGIN + 5, y + 4.2 * k), line, LIST)
        y += 4.2 * (len(lines) - 1)
    return y


def _column_range(geo: Geometry, cells: Sequence[int]) -> tuple[str, str]:
    """Return the first and last column letters of `cells`."""
    columns = sorted({geo.name(i).rstrip("0123456789") for i in cells})
    return columns[0], columns[-1]


def _designed_note(geo: Geometry) -> Text:
    """Say that the 4-5 player part is the app's design (RULES.md "Board data")."""
    small = [i for i, c in enumerate(geo.cells) if c.part == "small"]
    first, last = _column_range(geo, small)
    return t("sheet.designed", first=first, last=last)


def _footer(page: PageBuilder, state: State, code: str | None, top: float, say: Say) -> None:
    """The seed and setup code in a box at the foot of the page (None: withheld, issue 34)."""
    w = page.width - 2 * MARGIN
    page.rect((MARGIN, top, w, 24), "#f4f4f4", GREY)
    if code is None:  # playing the code sets the same water holes: every value
        for i, line in enumerate(wrap_text(say(t("sheet.code_withheld")), 9, w - 8)):
            page.text((MARGIN + 4, top + 8 + 4.6 * i), line, 9, colour=GREY)
        return
    page.text((MARGIN + 4, top + 7), say(t("sheet.code")), 9, colour=GREY)
    page.text((MARGIN + 4, top + 15), code, 18, bold=True)
    seed_label = say(t("sheet.seed", seed=state.rng.seed))
    page.text((MARGIN + w - 4, top + 7), seed_label, 9, align="right", colour=GREY)
    page.text((MARGIN + 4, top + 21), say(t("sheet.play", code=code)), 9)
