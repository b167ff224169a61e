"""The printed setup sheet of Tinners' Trail (Qt-free layout)."""

from __future__ import annotations

import pytest

from app.engine.printlayout import PrintLayout, Rect, Text
from app.engine.setupcode import decode
from app.games.tinners_trail import GAME
from app.games.tinners_trail.data.data import board, game_data
from app.games.tinners_trail.model import TinOptions
from app.games.tinners_trail.printmap import BOX_H, BOX_W


def _sheet(players: int, seed: int = 7, paper: str = "a4", lang: str = "en") -> PrintLayout:
    return GAME.setup_sheet(TinOptions(players=players), seed, paper, lang)


def _texts(sheet: PrintLayout, page: int) -> list[str]:
    return [s.text for s in sheet.pages[page].shapes if isinstance(s, Text)]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_layout_is_deterministic_and_fits(players: int, paper: str):
    a, b = _sheet(players, 7, paper), _sheet(players, 7, paper)
    assert a.model_dump_json() == b.model_dump_json()
    assert a != _sheet(players, 8, paper)
    assert len(a.pages) == 3
    for page in a.pages:
        for shape in page.shapes:
            if isinstance(shape, Text):
                assert 0 <= shape.at[0] <= page.width
                assert 0 <= shape.at[1] <= page.height


def test_map_boxes_do_not_overlap():
    page = _sheet(5).pages[0]
    boxes = [
        s
        for s in page.shapes
        if isinstance(s, Rect) and abs(s.w - BOX_W) < 1e-6 and abs(s.h - BOX_H) < 1e-6
    ]
    assert len(boxes) == len(game_data().regions)
    for i, a in enumerate(boxes):
        for b in boxes[i + 1 :]:
            apart = a.x + a.w <= b.x or b.x + b.w <= a.x or a.y + a.h <= b.y or b.y + b.h <= a.y
            assert apart, (a, b)


def test_sheet_lists_every_tile_and_the_dealt_cards():
    state = GAME.setup(TinOptions(players=3), 7)
    sheet = _sheet(3)
    data = game_data()
    page1 = " ".join(_texts(sheet, 0))
    for tile in state.tile:
        if tile >= 0:
            assert f"tile {data.tiles[tile].id}" in page1
    page3 = " ".join(_texts(sheet, 2))
    for seat in state.seats:
        for card in seat.offer:
            assert data.cards[card].id in page3
    assert page3.count("Survey cards of") == 3


def test_sheet_shows_prices_and_code():
    state = GAME.setup(TinOptions(players=4), 11)
    sheet = _sheet(4, 11)
    page2 = _texts(sheet, 1)
    price = game_data().price_values[0][state.prices[0]]
    assert any(t.startswith("Price of tin: dice") and t.endswith(f"£{price}") for t in page2)
    code = sheet.title.split(" — ")[1]
    assert decode(code)[0] == "tinners_trail"
    assert code in page2


def test_japanese_sheet():
    sheet = _sheet(2, lang="ja")
    assert sheet.title.startswith("ティナーズ・トレイル")
    text = " ".join(t for page in range(3) for t in _texts(sheet, page))
    assert "調査カード" in text
    assert "地域タイル" in text
    assert "tin" not in text
    assert "copper" not in text


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_public_sheet_keeps_no_secret(players: int, lang: str):
    """Printed during a game (issue 34 §3): no survey cards dealt, no face-down tile's contents."""
    state = GAME.setup(TinOptions(players=players), 7)
    public = GAME.public_setup_sheet(TinOptions(players=players), 7, "a4", lang)
    assert public is not None
    assert len(public.pages) == 2
    words = [w for p in range(2) for w in _texts(public, p)]
    data, regions = game_data(), board(players).regions
    hidden = {data.tiles[state.tile[r]].id for r in regions if not state.face_up[r]}
    assert hidden
    assert not [w for w in words if w in hidden]  # the table's tile column
    assert not [w for w in words for tile in hidden if f"{tile}," in w or f"タイル{tile}" in w]
    full = [w for p in range(2) for w in _texts(_sheet(players, 7, lang=lang), p)]
    assert [w for w in full if w in hidden]  # the whole sheet has them
    for page in public.pages:
        for shape in page.shapes:
            if isinstance(shape, Text):
                assert 0 <= shape.at[1] <= page.height
