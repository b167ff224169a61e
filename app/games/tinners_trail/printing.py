"""The printed setup of Tinners' Trail (PRODUCT.md "Print setup"), Qt-free.

Page 1: the map with the area tile of every region (face up with its cubes, or face down) and
the same as a table. Page 2: the round-1 prices (rolled from the seed), the seats in work-track
order, money and mines, and the designed tables a physical game needs: price rows, the
development board and the investment board for this player count. Page 3: the survey cards
dealt to each seat, one strip per seat to cut off and hand over. The setup code and the seed
close pages 2 and 3. Every word comes from the game's catalogue in the language asked for.

Printed during a game (`public=True`, issue 34 §3) the sheet keeps only what every seat may see
(and neither the setup code nor the seed, which would deal the same secrets again):
face-down tiles without their contents, and no page 3 (the survey cards dealt are secret).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.printlayout import Line, PageBuilder, PrintLayout, page_size, wrap_text
from app.engine.setupcode import encode
from app.engine.text import Seat, TextList
from app.games.tinners_trail.data.data import board, game_data
from app.games.tinners_trail.model import TinOptions
from app.games.tinners_trail.printmap import GREY, MARGIN, ROW, Sheet, draw_map, tile_table
from app.games.tinners_trail.texts import benefit_text, group_text, ore_text, t

if TYPE_CHECKING:
    from app.engine.text import Text
    from app.games.tinners_trail.model import State

__all__ = ["layout"]

GAME_ID = "tinners_trail"
FOOTER = 22.0
"""Height of the setup-code box (mm)."""
STRIP = 26.0
"""Height of one seat's survey-card strip (mm)."""


def layout(state: State, paper: str = "a4", lang: str = "en", public: bool = False) -> PrintLayout:
    """Return the setup sheet of a freshly set-up game (`GAME.setup(options, seed)`).

    `public`: without the secret part (see the module docstring).

    Raises:
        ValueError: the paper size is unknown.
    """
    width, height = page_size(paper)
    code = encode(GAME_ID, TinOptions(players=state.players), state.rng.seed)
    pages = []
    draws = (_map_page, _tables_page) if public else (_map_page, _tables_page, _strips_page)
    for draw in draws:
        sheet = Sheet(PageBuilder(width, height), lang, public)
        draw(sheet, state, code)
        pages.append(sheet.page.page())
    title = Sheet(PageBuilder(width, height), lang).s(t("sheet.title"))
    return PrintLayout(title=title if public else f"{title} — {code}", pages=tuple(pages))


def _header(sheet: Sheet, state: State, code: str, part: str) -> float:
    page = sheet.page
    page.text((MARGIN, MARGIN + 6), sheet.s(t("sheet.title")), 17, bold=True)
    info = (
        t("sheet.subtitle_public", n=state.players)  # the code would deal the same secrets
        if sheet.public
        else t("sheet.subtitle", n=state.players, seed=state.rng.seed, code=code)
    )
    page.text((MARGIN, MARGIN + 12), sheet.s(info), 10, colour=GREY)
    part = f"{part}_public" if sheet.public else part  # "1/2": no page of survey cards
    page.text((page.width - MARGIN, MARGIN + 6), sheet.s(t(part)), 10, align="right")
    return MARGIN + 22


def _map_page(sheet: Sheet, state: State, code: str) -> None:
    top = _header(sheet, state, code, "sheet.part_map")
    width = sheet.page.width - 2 * MARGIN
    draw_map(sheet, state, (MARGIN, top, width, 98.0))
    y = tile_table(sheet, state, top + 98.0 + 8)
    notes = ("sheet.public_note", "sheet.tiles_note") if sheet.public else ("sheet.tiles_note",)
    for key in notes:
        for line in wrap_text(sheet.s(t(key)), 8, width):
            y += 4.2
            sheet.page.text((MARGIN, y), line, 8, colour=GREY, bold=key == "sheet.public_note")


def _tables_page(sheet: Sheet, state: State, code: str) -> None:
    y = _header(sheet, state, code, "sheet.part_tables")
    y = _prices(sheet, state, y)
    y = _seats(sheet, state, y + 6)
    y = _price_rows(sheet, y + 6)
    y = _dev_board(sheet, state, y + 6)
    _invest_board(sheet, state, y + 6)
    _footer(sheet, state, code)


def _prices(sheet: Sheet, state: State, y: float) -> float:
    y = sheet.heading(MARGIN, y, t("sheet.prices_heading"))
    values = game_data().price_values
    for ore in (0, 1):
        dice = state.dice[ore]
        line = t(
            "sheet.price_line",
            ore=ore_text(ore),
            d1=dice[0],
            d2=dice[1],
            d3=dice[2],
            total=sum(dice),
            money=values[ore][state.prices[ore]],
        )
        sheet.page.text((MARGIN, y), sheet.s(line), 8.5)
        y += ROW
    return y - ROW


def _seats(sheet: Sheet, state: State, y: float) -> float:
    y = sheet.heading(MARGIN, y, t("sheet.seats_heading"))
    order = TextList(tuple(Seat(p) for p in range(state.players)))
    lines = (
        t("sheet.seat_order", seats=order),
        t("sheet.start_money", money=state.seats[0].money, n=board(state.players).mines),
    )
    for line in lines:
        for part in wrap_text(sheet.s(line), 8.5, sheet.page.width - 2 * MARGIN):
            sheet.page.text((MARGIN, y), part, 8.5)
            y += ROW
    return y - ROW


def _price_rows(sheet: Sheet, y: float) -> float:
    data = game_data()
    y = sheet.heading(MARGIN, y, t("sheet.rows_heading"))
    rows = []
    for ore in (0, 1):
        lows = data.price_lowest[ore]
        cells = [sheet.s(ore_text(ore))]
        for space, price in enumerate(data.price_values[ore]):
            high = lows[space + 1] - 1 if space + 1 < len(lows) else 0
            key = "sheet.range_up" if not high else "sheet.range"
            key = "sheet.single" if high == lows[space] else key
            cells.append(sheet.s(t(key, low=lows[space], high=high, money=price)))
        rows.append(cells)
    y = _grid(sheet, y - ROW, ["", "", "", "", ""], rows) + ROW
    sheet.page.text((MARGIN, y), sheet.s(t("sheet.rows_note")), 8, colour=GREY)
    return y


def _grid(sheet: Sheet, y: float, heads: list[str], rows: list[list[str]]) -> float:
    """A table: a header row, then rows; first column 34 mm, the others 26 mm."""
    xs = [MARGIN + (0 if i == 0 else 34 + 26 * (i - 1)) for i in range(len(heads))]
    for x, head in zip(xs, heads, strict=True):
        sheet.page.text((x, y), head, 7.5, bold=True, colour=GREY)
    for row in rows:
        y += ROW
        for x, cell in zip(xs, row, strict=True):
            sheet.page.text((x, y), cell, 8)
    return y


def _rounds(sheet: Sheet) -> list[str]:
    return [sheet.s(t("sheet.round", n=r)) for r in range(1, 5)]


def _dev_board(sheet: Sheet, state: State, y: float) -> float:
    dev = board(state.players).dev
    y = sheet.heading(MARGIN, y, t("sheet.dev_heading", n=state.players))
    rows = [
        [sheet.s(t(f"sheet.dev_{kind}")), *(str(v) for v in getattr(dev, kind))]
        for kind in ("miner", "port", "rail", "adit")
    ]
    pumps = [
        sheet.s(t("sheet.groups", groups=TextList(tuple(str(g) for g in c)))) for c in dev.pumps
    ]
    rows.append([sheet.s(t("sheet.pump_groups")), *pumps])
    return _grid(sheet, y, ["", *_rounds(sheet)], rows)


def _invest_board(sheet: Sheet, state: State, y: float) -> float:
    y = sheet.heading(MARGIN, y, t("sheet.invest_heading"))
    rounds = game_data().invest
    rows = [
        [
            sheet.s(t("sheet.row_n", n=row + 1)),
            *(sheet.s(t("sheet.vp_pair", ten=c.ten[row], five=c.five[row])) for c in rounds),
        ]
        for row in range(state.players)
    ]
    return _grid(sheet, y, ["", *_rounds(sheet)], rows)


def _strips_page(sheet: Sheet, state: State, code: str) -> None:
    y = _header(sheet, state, code, "sheet.part_cards")
    page = sheet.page
    width = page.width - 2 * MARGIN
    for line in wrap_text(sheet.s(t("sheet.cards_note", n=state.players)), 8.5, width):
        page.text((MARGIN, y), line, 8.5)
        y += ROW
    y += 2
    data = game_data()
    for p, seat in enumerate(state.seats):
        page.add(_dash(y, page.width))
        page.text((MARGIN, y + 6), sheet.s(t("sheet.strip", who=Seat(p))), 10, bold=True)
        for k, group in enumerate(sorted({data.card_group[c] for c in seat.offer})):
            cards = [c for c in seat.offer if data.card_group[c] == group]
            text = TextList(tuple(_card(c) for c in cards), conjunction="or")
            entry = t("sheet.strip_group", group=group_text(group), cards=text)
            page.text((MARGIN + (k % 2) * width / 2, y + 11 + 5 * (k // 2)), sheet.s(entry), 8)
        y += STRIP
    page.add(_dash(y, page.width))
    _footer(sheet, state, code)


def _card(card: int) -> Text:
    c = game_data().cards[card]
    return t("sheet.card", label=c.id, benefit=benefit_text(card), money=c.price)


def _dash(y: float, width: float) -> Line:
    return Line(start=(MARGIN - 4, y), end=(width - MARGIN + 4, y), stroke=GREY, dashed=True)


def _footer(sheet: Sheet, state: State, code: str) -> None:
    page = sheet.page
    top = page.height - MARGIN - FOOTER
    w = page.width - 2 * MARGIN
    page.rect((MARGIN, top, w, FOOTER), "#f4f4f4", GREY)
    if sheet.public:  # playing the code deals the same hands and tiles: every secret (issue 34)
        for i, line in enumerate(wrap_text(sheet.s(t("sheet.code_withheld")), 9, w - 8)):
            page.text((MARGIN + 4, top + 8 + 4.6 * i), line, 9, colour=GREY)
        return
    page.text((MARGIN + 4, top + 7), sheet.s(t("sheet.code")), 9, colour=GREY)
    page.text((MARGIN + 4, top + 15), code, 18, bold=True)
    seed = sheet.s(t("sheet.seed", seed=state.rng.seed))
    page.text((MARGIN + w - 4, top + 7), seed, 9, align="right", colour=GREY)
    page.text((MARGIN + 4, top + 20), sheet.s(t("sheet.play", code=code)), 8.5)
