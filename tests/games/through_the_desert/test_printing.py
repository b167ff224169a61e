"""The printed setup sheet of Through the Desert (Qt-free layout)."""

from __future__ import annotations

import math

import pytest

from app.engine.printlayout import (
    Circle,
    Line,
    Polygon,
    Polyline,
    PrintLayout,
    Rect,
    Text,
    break_tokens,
    text_width,
    wrap_text,
    wrap_words,
)
from app.engine.setupcode import decode
from app.games.through_the_desert import GAME
from app.games.through_the_desert.data.data import COLOURS, geometry
from app.games.through_the_desert.model import State, TtdOptions
from app.games.through_the_desert.printing import _edge_neighbour, layout

SEEDS = (1, 7, 123456789)


def _sheet(
    players: int, seed: int = 7, paper: str = "a4", lang: str = "en"
) -> tuple[State, PrintLayout]:
    state = GAME.setup(TtdOptions(players=players), seed)
    return state, layout(state, paper, lang)


def _texts(sheet: PrintLayout) -> list[Text]:
    return [s for s in sheet.pages[0].shapes if isinstance(s, Text)]


def _list_rows(sheet: PrintLayout) -> dict[str, list[str]]:
    """Map each list label ("oases", "value 3", ...) to the cell names listed after it."""
    texts = _texts(sheet)
    labels = [t for t in texts if t.text.startswith(("oases (", "value "))]
    rows: dict[str, list[str]] = {}
    for n, label in enumerate(labels):
        end = labels[n + 1].at[1] if n + 1 < len(labels) else label.at[1] + 20
        column = [t for t in texts if math.isclose(t.at[0], label.at[0] + 30)]
        lines = [t for t in column if label.at[1] <= t.at[1] < end]
        rows[label.text.split(" (")[0]] = [w for t in lines for w in t.text.split()]
    return rows


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_layout_is_deterministic(players: int, paper: str) -> None:
    a = _sheet(players, 7, paper)[1]
    b = _sheet(players, 7, paper)[1]
    assert a.model_dump_json() == b.model_dump_json()
    assert a != _sheet(players, 8, paper)[1]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", SEEDS)
def test_lists_hold_every_water_hole_and_oasis(players: int, seed: int) -> None:
    state, sheet = _sheet(players, seed)
    geo = geometry(players)
    rows = _list_rows(sheet)
    assert sorted(rows["oases"]) == sorted(geo.name(c) for c in state.oases)
    for value in (1, 2, 3):
        cells = [c for c, v in enumerate(state.water) if v == value]
        assert sorted(rows[f"value {value}"]) == sorted(geo.name(c) for c in cells)
    assert sum(len(v) for v in rows.values()) == (38 if players < 4 else 50)


@pytest.mark.parametrize("players", [3, 5])
def test_diagram_shows_each_token_in_its_named_space(players: int) -> None:
    state, sheet = _sheet(players)
    geo = geometry(players)
    shapes = sheet.pages[0].shapes
    names = {t.text: t.at for t in _texts(sheet) if t.size < 5}  # the names inside the hexes
    assert set(names) == {geo.name(c) for c in geo.playable}
    digits = [t for t in _texts(sheet) if t.text in "123" and t.valign == "middle"]
    palms = [s for s in shapes if isinstance(s, Circle) and s.fill == "#d3ecc0"]
    for cell, value in enumerate(state.water):
        if value:
            x, y = names[geo.name(cell)]
            here = [d for d in digits if math.isclose(d.at[0], x) and 0 < d.at[1] - y < 4]
            assert [d.text for d in here] == [str(value)], geo.name(cell)
    for cell in state.oases:
        x, y = names[geo.name(cell)]
        assert any(math.isclose(p.centre[0], x) and 0 < p.centre[1] - y < 4 for p in palms)


def test_small_board_leaves_out_the_smaller_part() -> None:
    _, sheet = _sheet(3)
    letters = {t.text for t in _texts(sheet) if t.bold and t.size == 7}
    assert letters == {chr(ord("A") + x) for x in range(6, 24)}
    _, full = _sheet(4)
    assert {t.text for t in _texts(full) if t.bold and t.size == 7} == {
        chr(ord("A") + x) for x in range(24)
    }


def test_seats_supply_and_code() -> None:
    state, sheet = _sheet(5, seed=11)
    words = " | ".join(t.text for t in _texts(sheet))
    returned = [next(c for c in range(5) if c not in s.colours) for s in state.seats]
    for colour in returned:
        assert f"returns the {COLOURS[colour]} rider" in words
    assert words.count("Seat ") == 5
    assert words.count("× 30") == 5
    code = next(t.text for t in _texts(sheet) if t.size == 18)
    assert decode(code) == ("through_the_desert", {"players": 5}, 11)
    assert f"Play this setup: Game ▸ New game… ▸ Play this setup, code {code}" in words
    assert "returns the" not in " ".join(t.text for t in _texts(_sheet(4)[1]))


def _bounds(shape: object) -> tuple[float, float, float, float]:
    match shape:
        case Text():
            w = text_width(shape.text, shape.size, shape.bold)
            left = shape.at[0] - {"left": 0, "center": w / 2, "right": w}[shape.align]
            h = shape.size * 25.4 / 72
            return left, shape.at[1] - h, left + w, shape.at[1] + h
        case Line():
            xs, ys = (shape.start[0], shape.end[0]), (shape.start[1], shape.end[1])
            return min(xs), min(ys), max(xs), max(ys)
        case Polygon() | Polyline():
            px, py = [p[0] for p in shape.points], [p[1] for p in shape.points]
            return min(px), min(py), max(px), max(py)
        case Circle():
            (x, y), r = shape.centre, shape.radius
            return x - r, y - r, x + r, y + r
        case Rect():
            return shape.x, shape.y, shape.x + shape.w, shape.y + shape.h
    raise AssertionError(shape)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_fits_one_page_inside_the_margins(players: int, paper: str, lang: str) -> None:
    _, sheet = _sheet(players, 123456789, paper, lang)
    assert len(sheet.pages) == 1
    page = sheet.pages[0]
    for shape in page.shapes:
        left, top, right, bottom = _bounds(shape)
        assert left >= 8, shape
        assert top >= 8, shape
        assert right <= page.width - 8, shape
        assert bottom <= page.height - 8, shape


def test_unknown_paper_is_refused() -> None:
    state = GAME.setup(TtdOptions(players=3), 1)
    with pytest.raises(ValueError, match="unknown paper size 'a3'"):
        layout(state, "a3")


def test_the_language_is_applied() -> None:
    state = GAME.setup(TtdOptions(players=3), 1)
    words = [t.text for t in _texts(layout(state, "a4", "ja"))]
    assert "席1" in words
    assert "Seat 1" in [t.text for t in _texts(layout(state, "a4"))]


def test_edge_neighbours_match_the_board() -> None:
    geo = geometry(5)
    for cell in geo.playable:
        c = geo.cells[cell]
        around = {_edge_neighbour(c.x, c.y, k) for k in range(6)}
        assert {(geo.cells[n].x, geo.cells[n].y) for n in geo.neighbours[cell]} <= around
        assert len(around) == 6


def test_japanese_sentences_wrap_between_characters() -> None:
    sentence = (
        "各オアシスに椰子の木を置き、数字のあるマスにはその点数の水場を置きます"
        "（33枚。残りの12枚は箱に戻します）。"
    )
    tokens = break_tokens(sentence)
    assert "".join(tokens) == sentence
    lines = wrap_words(tokens, 9, 40.0)
    assert len(lines) > 2
    assert "".join(lines) == sentence
    assert all(text_width(line, 9) <= 40.0 + text_width("。", 9) for line in lines)
    assert not any(line.startswith(("。", "、", "）")) for line in lines)


def test_english_sentences_still_wrap_at_spaces() -> None:
    sentence = "Each player seats a rider on one camel of each colour listed for their seat."
    lines = wrap_text(sentence, 9, 50.0)
    assert " ".join(lines) == sentence
    assert all(not line.endswith(" ") and text_width(line, 9) <= 50.0 for line in lines)


@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_public_sheet_shows_no_water_hole_value(players: int, lang: str):
    """Printed during a game (issue 34 §3): the values collected are each seat's secret."""
    options = TtdOptions(players=players)
    public = GAME.public_setup_sheet(options, 7, "a4", lang)
    assert public is not None
    full = GAME.setup_sheet(options, 7, "a4", lang)

    def tokens(sheet: PrintLayout) -> list[str]:
        return [s.text for s in sheet.pages[0].shapes if isinstance(s, Text)]

    # a water hole's token is its value alone; the legend's sample "2" is the one left
    assert sorted(w for w in tokens(public) if w in {"1", "2", "3"}) == ["2"]
    assert len([w for w in tokens(full) if w in {"1", "2", "3"}]) > 20
    assert "?" in tokens(public)
    assert GAME.public_setup_sheet(options.model_copy(update={"open_scores": True}), 7) is None
