"""The 4-5 player board part is the app's design (issue 7): the sheet and the summary say so."""

from __future__ import annotations

import pytest

from app.engine.printlayout import Text
from app.games.through_the_desert import GAME
from app.games.through_the_desert.controller import rules_summary_html
from app.games.through_the_desert.data.data import geometry
from app.games.through_the_desert.model import TtdOptions
from app.games.through_the_desert.printing import layout

pytestmark = pytest.mark.gui  # the controller module (rules summary) loads Qt


def _designed_columns() -> tuple[str, str]:
    geo = geometry(5)
    small = sorted(
        {geo.name(i).rstrip("0123456789") for i, c in enumerate(geo.cells) if c.part == "small"}
    )
    return small[0], small[-1]


def _sheet_words(players: int, lang: str) -> str:
    sheet = layout(GAME.setup(TtdOptions(players=players), 7), "a4", lang)
    lines = [s.text for s in sheet.pages[0].shapes if isinstance(s, Text)]
    return (" " if lang == "en" else "").join(lines)  # wrapped lines joined back


@pytest.mark.parametrize("players", [4, 5])
def test_the_sheet_says_the_part_for_four_and_five_is_designed(players: int) -> None:
    first, last = _designed_columns()
    assert (first, last) == ("A", "F")
    english = _sheet_words(players, "en")
    assert f"Columns {first}–{last}, used only with 4–5 players" in english
    assert "designed for this app" in english
    assert "may not match the spaces of your box" in english
    japanese = _sheet_words(players, "ja")
    assert f"{first}〜{last}列" in japanese
    assert "このアプリで設計" in japanese


@pytest.mark.parametrize("players", [2, 3])
def test_the_small_board_sheet_needs_no_such_note(players: int) -> None:
    assert "designed for this app" not in _sheet_words(players, "en")


def test_the_rules_summary_says_it_in_both_languages() -> None:
    english = " ".join(rules_summary_html("en").split())
    assert "The board part for 4–5 players." in english
    assert "columns A–F" in english
    assert "designed for it" in english
    assert "water holes and oases that the printed setup sheet lists in columns A–F" in english
    japanese = rules_summary_html("ja")
    assert "4〜5人プレイで使う盤の部分" in japanese
    assert "A〜F列" in japanese
    assert "このアプリで設計" in japanese
