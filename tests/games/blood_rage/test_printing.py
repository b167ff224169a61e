"""The printed setup sheet of Blood Rage (Qt-free layout)."""

from __future__ import annotations

import re

import pytest

from app.engine.printlayout import Polygon, PrintLayout, Text
from app.engine.setupcode import decode
from app.engine.text import render
from app.games.blood_rage import GAME
from app.games.blood_rage.data.data import deck, game_data
from app.games.blood_rage.model import BrOptions
from app.games.blood_rage.texts import card_text, province_text, token_text


def _sheet(players: int, seed: int = 7, paper: str = "a4", lang: str = "en") -> PrintLayout:
    return GAME.setup_sheet(BrOptions(players=players), seed, paper, lang)


def _texts(sheet: PrintLayout, page: int) -> list[str]:
    return [s.text for s in sheet.pages[page].shapes if isinstance(s, Text)]


def _all(sheet: PrintLayout) -> str:
    return " ".join(t for page in range(len(sheet.pages)) for t in _texts(sheet, page))


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_layout_is_deterministic_and_fits(players: int, paper: str) -> None:
    a, b = _sheet(players, 7, paper), _sheet(players, 7, paper)
    assert a.model_dump_json() == b.model_dump_json()
    assert a != _sheet(players, 8, paper)
    assert len(a.pages) == 2
    for page in a.pages:
        footer = page.height - 12.0 - 22.0
        for shape in page.shapes:
            if isinstance(shape, Text):
                assert 0 <= shape.at[0] <= page.width
                assert 0 <= shape.at[1] <= page.height
                if shape.size < 10 and shape.at[1] < footer - 1:
                    assert shape.at[1] < footer - 2  # nothing runs into the code box


def test_the_board_shows_every_province_its_token_and_the_ragnarok_order() -> None:
    state = GAME.setup(BrOptions(players=2), 7)
    sheet = _sheet(2)
    sectors = [s for s in sheet.pages[0].shapes if isinstance(s, Polygon)]
    assert len(sectors) == 8
    ruined = [i for i, p in enumerate(state.provinces) if p.destroyed]
    assert len(ruined) == game_data().destroyed_at_setup[2]
    assert sum(s.fill == "#8f8f8f" for s in sectors) == len(ruined)
    doomed = [s for s in sectors if s.stroke == "#b3261e"]
    assert len(doomed) == 1
    page1 = _texts(sheet, 0)
    text = " ".join(page1)
    for i, p in enumerate(state.provinces):
        assert render(province_text(i)) in text
        if not p.destroyed:
            assert render(token_text(p.token)) in text
    assert text.count("destroyed at setup") == len(ruined)
    doom = render(province_text(state.doom))
    assert f"Put the Doom token on {doom}" in text
    for age, province in enumerate(state.ragnarok, start=1):
        glory = (2, 3, 4)[age - 1]
        line = f"Age {age}: {render(province_text(province))}, {glory} glory for each figure"
        assert any(t.startswith(line) for t in page1)
    assert sum(t in ("Ⅰ", "Ⅱ", "Ⅲ") for t in page1) == 3


def test_the_clans_first_player_and_starting_stats() -> None:
    state = GAME.setup(BrOptions(players=4), 11)
    page2 = " ".join(_texts(_sheet(4, 11), 1))
    for seat in range(4):
        assert f"Player {seat + 1}: " in page2
    assert page2.count("first player") >= 1
    first = f"Player {state.first_player + 1}: "
    assert re.search(re.escape(first) + r"[A-Za-z ]+ \(\w+\), first player", page2)
    assert "Rage 6, Axes 3 and Horns 4" in page2
    assert "1 × Leader (STR 3), 8 × Warrior (STR 1) and 1 × Ship (STR 2)" in page2


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_decks_say_which_marked_cards_are_in(players: int) -> None:
    text = " ".join(_texts(_sheet(players), 1))
    data = game_data()
    for age in (1, 2, 3):
        size = len(deck(age, players))
        assert f"Age {age}: {size} cards; deal 8 to each clan, {size - 8 * players} stay" in text
    assert text.count("In (") == {2: 0, 3: 3, 4: 6}[players]
    assert text.count("Back to the box (") == {2: 6, 3: 3, 4: 0}[players]
    four = next(i for i, c in enumerate(data.cards) if c.marker == "4+")
    assert render(card_text(four)) in text


def test_the_code_starts_the_same_setup() -> None:
    sheet = _sheet(3, 11)
    code = sheet.title.rsplit(" — ", 1)[1]
    game_id, options, seed = decode(code)
    assert (game_id, options["players"], seed) == ("blood_rage", 3, 11)
    assert code in " ".join(_texts(sheet, 0))
    assert code in " ".join(_texts(sheet, 1))


def test_japanese_sheet() -> None:
    sheet = _sheet(3, lang="ja")
    assert sheet.title.startswith("ブラッド・レイジ")
    text = _all(sheet)
    for word in ("ドゥームトークン", "ラグナロクトークン", "略奪トークン", "氏族", "神の恵み"):
        assert word in text
    latin = set(re.findall(r"[A-Za-z]{2,}", text)) - {"STR", "BLR", "Hotseat"}
    assert not latin, latin
