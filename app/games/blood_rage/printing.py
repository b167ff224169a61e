"""The printed setup of Blood Rage (PRODUCT.md "Print setup"; seed 003 「ゲームの準備」), Qt-free.

Page 1: the board (`printmap`) with the provinces destroyed at setup, the pillage token of every
province, the Ragnarök tokens of the three Ages and the Doom token; the same as a table, and
the Ragnarök order with its glory. Page 2: the clans by seat and the first player, what every
clan starts with (stats, Rage, glory, figures), and the three Gods' Gifts decks for this player
count: which marked cards (3+, 4+) stay in and which go back to the box (「カードの準備」).
The setup code and the seed close both pages. Every word comes from the game's catalogue in the
language asked for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.printlayout import PageBuilder, PrintLayout, page_size, wrap_text
from app.engine.setupcode import encode
from app.engine.text import Seat, TextList
from app.games.blood_rage.data.data import STATS, YGGDRASIL, deck, game_data
from app.games.blood_rage.model import BrOptions
from app.games.blood_rage.printmap import GREY, MARGIN, ROW, Sheet, draw_board
from app.games.blood_rage.texts import (
    age_text,
    card_text,
    clan_text,
    figure_text,
    province_text,
    realm_text,
    stat_text,
    t,
    token_text,
)

if TYPE_CHECKING:
    from app.engine.text import Text
    from app.games.blood_rage.model import State

__all__ = ["layout", "setup_code"]

GAME_ID = "blood_rage"
FOOTER = 22.0
"""Height of the setup-code box (mm)."""
MARKS = ("3+", "4+")
"""Player-count marks printed on some cards (seed 003 「カードの準備」)."""


def setup_code(options: BrOptions, seed: int) -> str:
    """The code that starts this setup again ("Play this setup"); the seed alone if none fits."""
    try:
        return encode(GAME_ID, options, seed)
    except ValueError:
        return encode(GAME_ID, BrOptions(players=options.players), seed)


def layout(
    state: State, options: BrOptions, paper: str = "a4", lang: str = "en", public: bool = False
) -> PrintLayout:
    """Return the setup sheet of a freshly set-up game (`GAME.setup(options, seed)`).

    `public` (printed during a game, issue 34 §3): without the setup code and the seed, which
    would deal the same draft hands and tell every seat's cards.

    Raises:
        ValueError: the paper size is unknown.
    """
    width, height = page_size(paper)
    code = None if public else setup_code(options, state.rng.seed)
    pages = []
    for draw in (_board_page, _clans_page):
        sheet = Sheet(PageBuilder(width, height), lang)
        draw(sheet, state, code)
        _footer(sheet, state, code)
        pages.append(sheet.page.page())
    title = Sheet(PageBuilder(width, height), lang).s(t("sheet.title"))
    return PrintLayout(title=f"{title} — {code}" if code else title, pages=tuple(pages))


def _header(sheet: Sheet, state: State, code: str | None, part: str) -> float:
    page = sheet.page
    page.text((MARGIN, MARGIN + 6), sheet.s(t("sheet.title")), 17, bold=True)
    info = (
        t("sheet.subtitle", n=state.players, seed=state.rng.seed, code=code)
        if code is not None
        else t("sheet.subtitle_public", n=state.players)
    )
    page.text((MARGIN, MARGIN + 12), sheet.s(info), 10, colour=GREY)
    page.text((page.width - MARGIN, MARGIN + 6), sheet.s(t(part)), 10, align="right")
    return MARGIN + 22


def _paragraph(sheet: Sheet, y: float, text: Text, size: float = 8.5, indent: float = 0) -> float:
    """Write a wrapped paragraph from baseline `y`; return the baseline after it."""
    width = sheet.page.width - 2 * MARGIN - indent
    for line in wrap_text(sheet.s(text), size, width):
        sheet.page.text((MARGIN + indent, y), line, size)
        y += ROW
    return y


# -- page 1: the board -----------------------------------------------------------------------------
def _board_page(sheet: Sheet, state: State, code: str | None) -> None:
    top = _header(sheet, state, code, "sheet.part_board")
    centre = (sheet.page.width / 2, top + 62.0)
    draw_board(sheet, state, centre)
    y = _province_table(sheet, state, top + 130.0)
    _ragnarok(sheet, state, y + 6.5)


def _ragnarok_cell(state: State, province: int) -> Text:
    if state.provinces[province].destroyed:
        return t("sheet.destroyed_setup")
    if province in state.ragnarok:
        age = state.ragnarok.index(province) + 1
        key = "sheet.ragnarok_doom" if province == state.doom else "sheet.ragnarok_cell"
        return t(key, age=age_text(age))
    return t("sheet.dash")


def _province_table(sheet: Sheet, state: State, y: float) -> float:
    data = game_data()
    y = sheet.heading(MARGIN, y, t("sheet.provinces_heading"))
    columns = (0.0, 30.0, 54.0, 72.0, 128.0)
    heads = ("sheet.col_province", "sheet.col_realm", "sheet.col_villages", "sheet.col_token",
             "sheet.col_ragnarok")  # fmt: skip
    for x, key in zip(columns, heads, strict=True):
        sheet.page.text((MARGIN + x, y), sheet.s(t(key)), 7.5, bold=True, colour=GREY)
    for province in (YGGDRASIL, *data.ring):
        p, here = data.provinces[province], state.provinces[province]
        y += ROW
        cells = (
            province_text(province),
            realm_text(p.realm) if p.realm else t("sheet.dash"),
            t("sheet.villages", n=p.villages) if p.villages else t("sheet.unlimited_short"),
            t("sheet.no_token") if here.destroyed else token_text(here.token),
            _ragnarok_cell(state, province),
        )
        for x, cell in zip(columns, cells, strict=True):
            sheet.page.text((MARGIN + x, y), sheet.s(cell), 8)
    return y


def _ragnarok(sheet: Sheet, state: State, y: float) -> float:
    data = game_data()
    y = sheet.heading(MARGIN, y, t("sheet.ragnarok_heading"))
    for age, province in enumerate(state.ragnarok, start=1):
        line = t(
            "sheet.ragnarok_line",
            age=age_text(age),
            province=province_text(province),
            n=data.ragnarok_glory[age - 1],
        )
        y = _paragraph(sheet, y, line)
    y = _paragraph(sheet, y, t("sheet.doom_line", province=province_text(state.doom)))
    ruined = [i for i in data.ring if state.provinces[i].destroyed]
    names = TextList(tuple(province_text(i) for i in ruined))
    y = _paragraph(sheet, y, t("sheet.destroyed_line", n=len(ruined), provinces=names))
    return _paragraph(sheet, y, t("sheet.tokens_note", token=token_text(0)))


# -- page 2: clans and decks -----------------------------------------------------------------------
def _clans_page(sheet: Sheet, state: State, code: str | None) -> None:
    y = _header(sheet, state, code, "sheet.part_clans")
    y = _seats(sheet, state, y)
    y = _start(sheet, y + 4)
    _decks(sheet, state, y + 4)


def _seats(sheet: Sheet, state: State, y: float) -> float:
    data = game_data()
    y = sheet.heading(MARGIN, y, t("sheet.seats_heading"))
    for p, seat in enumerate(state.seats):
        clan = data.clans[data.clan_index[seat.clan]]
        key = "sheet.seat_first" if p == state.first_player else "sheet.seat"
        line = t(key, who=Seat(p), clan=clan_text(seat.clan), colour=t(f"colour.{clan.colour}"))
        sheet.page.rect((MARGIN, y - 3.0, 3.4, 3.4), _CLAN_INK.get(clan.colour, "#777777"), None)
        y = _paragraph(sheet, y, line, indent=5.5)
    return _paragraph(sheet, y, t("sheet.order"))


_CLAN_INK = {"red": "#c0392b", "blue": "#2f6db5", "orange": "#e67e22", "brown": "#7b4a2a"}


def _start(sheet: Sheet, y: float) -> float:
    data = game_data()
    y = sheet.heading(MARGIN, y, t("sheet.start_heading"))
    values = {s: data.value(s, 1) for s in STATS}
    stats = TextList(tuple(t("sheet.stat", stat=stat_text(s), n=values[s]) for s in STATS))
    y = _paragraph(sheet, y, t("sheet.stats_line", stats=stats, rage=values["rage"]))
    figures = TextList(
        tuple(
            t("sheet.figure", n=f.count, figure=figure_text(f.kind), strength=f.strength)
            for f in data.figures
        )
    )
    y = _paragraph(sheet, y, t("sheet.stock_line", figures=figures))
    return _paragraph(sheet, y, t("sheet.legendary_line"))


def _decks(sheet: Sheet, state: State, y: float) -> float:
    data, n = game_data(), state.players
    y = sheet.heading(MARGIN, y, t("sheet.decks_heading", n=n))
    y = _paragraph(sheet, y, t(f"sheet.deck_rule_{n}"))
    for age in (1, 2, 3):
        cards = [c for c in data.cards if c.age == age]
        size = len(deck(age, n))
        line = t(
            "sheet.deck_line",
            age=age_text(age),
            total=size,
            left=size - data.dealt * n,
            dealt=data.dealt,
        )
        y = _paragraph(sheet, y + 1.5, line)
        for mark in MARKS:
            marked = [i for i, c in enumerate(data.cards) if c.age == age and c.marker == mark]
            if not marked:
                continue
            inside = mark in data.deck_markers[n]
            names = TextList(tuple(card_text(i) for i in marked))
            key = "sheet.marked_in" if inside else "sheet.marked_out"
            y = _paragraph(sheet, y, t(key, mark=mark, n=len(marked), cards=names), 8, indent=4)
        assert len(cards) >= size
    return y


def _footer(sheet: Sheet, state: State, code: str | None) -> None:
    page = sheet.page
    top = page.height - MARGIN - FOOTER
    w = page.width - 2 * MARGIN
    page.rect((MARGIN, top, w, FOOTER), "#f4f4f4", GREY)
    if code is None:  # withheld: playing it deals the same hands (issue 34)
        for i, line in enumerate(wrap_text(sheet.s(t("sheet.code_withheld")), 9, w - 8)):
            page.text((MARGIN + 4, top + 8 + 4.6 * i), line, 9, colour=GREY)
        return
    page.text((MARGIN + 4, top + 7), sheet.s(t("sheet.code")), 9, colour=GREY)
    page.text((MARGIN + 4, top + 15), code, 18, bold=True)
    seed = sheet.s(t("sheet.seed", seed=state.rng.seed))
    page.text((MARGIN + w - 4, top + 7), seed, 9, align="right", colour=GREY)
    page.text((MARGIN + 4, top + 20), sheet.s(t("sheet.play", code=code)), 8.5)
