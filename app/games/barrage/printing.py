"""The printed setup sheet of Barrage (issue #4 "Printed setup"), Qt-free.

One page: a schematic of the map (the three areas, the twelve basins with their dam spaces
and rivers, the headstream tiles by slot, the neutral dams), then the lists: headstream tiles
with their drops by round, neutral dams (basin, space, level), the bonus tile of each round,
the objective, the national and face-up private contracts, the patent office (standard setup),
and the seats: companies, officers and starting contracts by turn position (introductory) or
the pool to draft in reverse turn order (standard); the seed and the setup code at the foot.
Every word comes from Barrage's catalogue (`sheet.*` and the component names of `texts`), in
the language asked for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.printlayout import PageBuilder, PrintLayout, page_size, text_width, wrap_text
from app.engine.setupcode import encode
from app.engine.text import Seat, TextList, render
from app.games.barrage.data.data import game_data, geometry
from app.games.barrage.model import NEUTRAL, BarrageOptions, Phase
from app.games.barrage.printmap import BASIN_PLACES, GREY, schematic
from app.games.barrage.texts import (
    area,
    basin,
    bonus,
    company,
    contract_line,
    count,
    headstream,
    map_space,
    objective,
    officer,
    section,
    t,
    tile,
)
from app.games.barrage.texts_leeghwater import building, work_line

if TYPE_CHECKING:
    from app.engine.text import Text
    from app.games.barrage.model import State

__all__ = ["BASIN_PLACES", "layout"]

GAME_ID = "barrage"
MARGIN = 12.0
FOOTER = 24.0
"""Height of the setup-code box (mm)."""
LIST, HEAD = 8.5, 10.0
"""Font sizes (pt) of list lines and section headings."""
LINE = 3.9
"""Distance between list lines (mm)."""
GAP = 6.0
"""Space between two columns (mm)."""
MAP_MIN, MAP_MAX = 62.0, 92.0
"""Height range of the schematic (mm)."""


# -- text helpers -----------------------------------------------------------------------------
class _Sheet:
    """A page being written in one language."""

    def __init__(self, page: PageBuilder, lang: str) -> None:
        self.page = page
        self.lang = lang

    @property
    def width(self) -> float:
        return self.page.width

    def s(self, text: Text) -> str:
        """Return `text` in the sheet's language."""
        return render(text, self.lang)

    def para(self, at: tuple[float, float], text: Text, width: float, **style: object) -> float:
        """Write `text` wrapped to `width` from baseline `at`; return the next baseline."""
        x, y = at
        size = float(style.pop("size", LIST))  # type: ignore[arg-type]
        for line in wrap_text(self.s(text), size, width):
            self.page.text((x, y), line, size, **style)
            y += LINE * size / LIST
        return y

    def heading(self, x: float, y: float, text: Text) -> float:
        """Write a section heading on baseline `y`; return the first list baseline under it."""
        self.page.text((x, y), self.s(text), HEAD, bold=True)
        return y + 4.8


def _order(seats: list[int]) -> TextList:
    return TextList(tuple(Seat(s) for s in seats))


# -- the page ---------------------------------------------------------------------------------
def layout(
    state: State, options: BarrageOptions, paper: str = "a4", lang: str = "en"
) -> PrintLayout:
    """Return the one-page setup sheet of a freshly set-up game.

    Args:
        state: The state right after `GAME.setup(options, seed)`.
        options: The options it was set up with (they go into the setup code).
        paper: "a4" or "letter".
        lang: "en" or "ja".

    Raises:
        ValueError: the paper size is unknown.
    """
    width, height = page_size(paper)
    code = encode(GAME_ID, options, state.rng.seed)
    sheet = _Sheet(PageBuilder(width, height), lang)
    title = sheet.s(t("sheet.title"))
    kind = t("sheet.intro_setup") if state.introductory else t("sheet.standard_setup")
    sheet.page.text((MARGIN, MARGIN + 6), title, 17, bold=True)
    info = t("sheet.info", kind=kind, players=state.players, seed=state.rng.seed, code=code)
    sheet.page.text((MARGIN, MARGIN + 12), sheet.s(info), 10, colour=GREY)
    top = MARGIN + 17
    footer_top = height - MARGIN - FOOTER
    lists = _lists(_Sheet(PageBuilder(width, height), lang), state, options, 0.0)  # measure
    map_height = max(MAP_MIN, min(MAP_MAX, footer_top - 6 - lists - top))
    schematic(sheet.page, state, (MARGIN, top, width - 2 * MARGIN, map_height), lang)
    _lists(sheet, state, options, top + map_height + 7)
    _footer(sheet, state, code, footer_top)
    return PrintLayout(title=f"{title} — {code}", pages=(sheet.page.page(),))


def _lists(sheet: _Sheet, state: State, options: BarrageOptions, y: float) -> float:
    """Draw the two list columns and the seats from baseline `y`; return the height used."""
    column = (sheet.width - 2 * MARGIN - GAP) / 2
    left = _water_list(sheet, state, (MARGIN, y + 4), column)
    left = _tile_list(sheet, state, (MARGIN, left + 2.5), column)
    if state.lwp is not None:
        left = _works_list(sheet, state, (MARGIN, left + 2.5), column)
    right_x = MARGIN + column + GAP
    right = _contract_list(sheet, state, (right_x, y + 4), column)
    right = _patent_list(sheet, state, (right_x, right + 2.5), column)
    if state.lwp is not None:
        right = _buildings_list(sheet, state, (right_x, right + 2.5), column)
    end = _seats(sheet, state, options, max(left, right) + 2.5)
    return end - y


def _water_list(sheet: _Sheet, state: State, at: tuple[float, float], width: float) -> float:
    """Headstream tiles by slot and the neutral dams; return the next free baseline."""
    x, y = at
    geo, data = geometry(), game_data()
    drops = {tile.id: tile.drops for tile in data.headstreams.tiles}
    y = sheet.heading(x, y, t("sheet.headstreams"))
    for slot, head in enumerate(geo.data.headstreams):
        number = state.headstream_tiles[slot]
        line = t(
            "sheet.headstream_line",
            headstream=headstream(head.id),
            basin=basin(head.basin),
            tile=number,
            drops=" · ".join(map(str, drops[number])),
        )
        y = sheet.para((x, y), line, width)
    each = count("drops", data.neutral_dams.initial_drops)
    y = sheet.heading(x, y + 2.5, t("sheet.neutral_dams", drops=each))
    for d, dam in enumerate(state.dams):
        if dam.owner != NEUTRAL:
            continue
        where = area(geo.area_of(geo.dam_basin[d]))
        line = t("sheet.neutral_line", space=map_space(geo.dams[d].id), area=where, level=dam.level)
        y = sheet.para((x, y), line, width)
    return y


def _tile_list(sheet: _Sheet, state: State, at: tuple[float, float], width: float) -> float:
    """Bonus tiles by round and the objective tile; return the next free baseline."""
    x, y = at
    y = sheet.heading(x, y, t("sheet.bonus_tiles"))
    for r, tid in enumerate(state.bonus_tiles, start=1):
        y = sheet.para((x, y), t("sheet.round_line", round=r, tile=bonus(tid)), width)
    vp = "/".join(map(str, game_data().objectives.vp_by_rank))
    y = sheet.heading(x, y + 2.5, t("sheet.objective", vp=vp))
    return sheet.para((x, y), objective(state.objective), width)


def _contract_list(sheet: _Sheet, state: State, at: tuple[float, float], width: float) -> float:
    """National and face-up private contracts; return the next free baseline."""
    x, y = at
    y = sheet.heading(x, y, t("sheet.national"))
    for cid in state.national:
        y = sheet.para((x, y), contract_line(cid), width)
    y = sheet.heading(x, y + 2.5, t("sheet.private"))
    for pile in state.private:
        sheet.page.text((x, y), sheet.s(t(f"contract.tier.{pile.tier}")), LIST, bold=True)
        for cid in pile.face_up:
            y = sheet.para((x + 14, y), contract_line(cid), width - 14)
    return y


def _patent_list(sheet: _Sheet, state: State, at: tuple[float, float], width: float) -> float:
    """The patent office display (standard setup); return the next free baseline."""
    x, y = at
    y = sheet.heading(x, y, section("patent"))
    if not state.patent_display:
        return sheet.para((x, y), t("sheet.patent_intro"), width, colour=GREY)
    for slot, shown in enumerate(state.patent_display, start=1):
        what = tile(shown) if shown else t("reward.none")
        y = sheet.para((x, y), t("sheet.display_line", slot=slot, tile=what), width)
    left = sum(len(d) for d in state.advanced_decks)
    return sheet.para((x, y), t("sheet.patent_rest", count=left), width, colour=GREY)


def _works_list(sheet: _Sheet, state: State, at: tuple[float, float], width: float) -> float:
    """Leeghwater: the external works on display; return the next free baseline."""
    x, y = at
    assert state.lwp is not None
    y = sheet.heading(x, y, t("sheet.external_works"))
    for wid in state.lwp.display:
        if wid is not None:
            y = sheet.para((x, y), work_line(wid), width)
    return y


def _buildings_list(sheet: _Sheet, state: State, at: tuple[float, float], width: float) -> float:
    """Leeghwater: the five private buildings in play (names); return the next free baseline."""
    x, y = at
    assert state.lwp is not None
    y = sheet.heading(x, y, t("sheet.private_buildings"))
    names = TextList(tuple(building(b) for b in state.lwp.buildings))
    return sheet.para((x, y), t("sheet.building_names", names=names), width)


# -- the seats ------------------------------------------------------------------------------
def _seats(sheet: _Sheet, state: State, options: BarrageOptions, y: float) -> float:
    """The seats and their companies, or the offer to draft; return the last baseline."""
    x, width = MARGIN, sheet.width - 2 * MARGIN
    order = _order(list(state.turn_order))
    if state.phase == Phase.AUCTION:
        y = sheet.heading(x, y, t("sheet.auction"))
        y = sheet.para((x, y), t("sheet.bidding_order", order=order), width)
    elif state.introductory:
        y = sheet.heading(x, y, t("sheet.by_position"))
    else:
        y = sheet.heading(x, y, t("sheet.turn_order", order=order))
    if any(p.company for p in state.seats):
        return _seat_rows(sheet, state, y)
    if state.introductory:
        return _intro_offer(sheet, y)
    return _draft_offer(sheet, state, options, y)


def _seat_rows(sheet: _Sheet, state: State, y: float) -> float:
    x, width = MARGIN, sheet.width - 2 * MARGIN
    for position, seat in enumerate(state.turn_order, start=1):
        p = state.seats[seat]
        line = t(
            "sheet.seat_line",
            position=position,
            player=Seat(seat),
            company=company(p.company),
            officer=officer(p.officer),
            contract=TextList(tuple(contract_line(c) for c in p.contracts)),
        )
        y = sheet.para((x, y), line, width)
    return y


def _intro_offer(sheet: _Sheet, y: float) -> float:
    x, width = MARGIN, sheet.width - 2 * MARGIN
    y = sheet.para((x, y), t("sheet.after_auction"), width, colour=GREY)
    for position, m in enumerate(game_data().setup.intro_matchups[:4], start=1):
        line = t(
            "sheet.offer_line",
            position=position,
            company=company(m.company),
            officer=officer(m.officer),
            contract=contract_line(m.contract),
        )
        y = sheet.para((x, y), line, width)
    return y


def _draft_offer(sheet: _Sheet, state: State, options: BarrageOptions, y: float) -> float:
    x, width = MARGIN, sheet.width - 2 * MARGIN
    if options.auction:
        note = t("sheet.draft_auction")
    else:
        note = t("sheet.draft", player=Seat(state.turn_order[-1]))
    y = sheet.para((x, y), note, width, colour=GREY)
    pairs = TextList(
        tuple(t("sheet.pair", company=company(c), officer=officer(o)) for c, o in state.draft_pairs)
    )
    y = sheet.para((x, y), t("sheet.pairs", pairs=pairs), width)
    label = sheet.s(t("sheet.starting"))
    sheet.page.text((x, y), label, LIST)
    indent = text_width(label, LIST) + 2
    for cid in state.draft_contracts:
        y = sheet.para((x + indent, y), contract_line(cid), width - indent)
    if state.extra_officers:
        names = TextList(tuple(officer(o) for o in state.extra_officers))
        extra = t("sheet.extra_officer", officer=officer("mahiri_sekibo"), names=names)
        y = sheet.para((x, y), extra, width)
    return y


def _footer(sheet: _Sheet, state: State, code: str, top: float) -> None:
    """The seed and setup code in a box at the foot of the page."""
    page = sheet.page
    w = page.width - 2 * MARGIN
    page.rect((MARGIN, top, w, FOOTER), "#f4f4f4", GREY)
    page.text((MARGIN + 4, top + 7), sheet.s(t("sheet.setup_code")), 9, colour=GREY)
    page.text((MARGIN + 4, top + 15), code, 18, bold=True)
    seed = sheet.s(t("sheet.seed", seed=state.rng.seed))
    page.text((MARGIN + w - 4, top + 7), seed, 9, align="right", colour=GREY)
    page.text((MARGIN + 4, top + 21), sheet.s(t("sheet.play", code=code)), 9)
