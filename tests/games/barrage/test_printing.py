"""The printed setup sheet of Barrage (issue #4 "Printed setup"; Qt-free layout)."""

from __future__ import annotations

import pathlib
import re
from types import SimpleNamespace
from typing import TYPE_CHECKING

import pytest

from app import cli
from app.engine.printlayout import (
    Circle,
    Line,
    Polygon,
    Polyline,
    PrintLayout,
    Rect,
    Text,
    text_width,
    wrap_text,
)
from app.engine.setupcode import decode
from app.engine.text import render
from app.games.barrage import GAME
from app.games.barrage.data.data import game_data, geometry
from app.games.barrage.model import NEUTRAL, BarrageOptions, State
from app.games.barrage.printing import layout
from app.games.barrage.texts import bonus, map_space, objective, t

if TYPE_CHECKING:
    from pathlib import Path

PAPERS = ("a4", "letter")
SETUPS = [
    pytest.param(players, intro, id=f"{players}p-{'intro' if intro else 'standard'}")
    for players in (2, 3, 4)
    for intro in (True, False)
]


def _sheet(
    players: int, intro: bool, seed: int = 7, paper: str = "a4", auction: bool = False
) -> tuple[State, PrintLayout]:
    options = BarrageOptions(players=players, introductory=intro, auction=auction)
    return GAME.setup(options, seed), GAME.setup_sheet(options, seed, paper)


def _players(seats: object) -> str:
    names = [f"Player {s + 1}" for s in seats]  # type: ignore[attr-defined]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _texts(sheet: PrintLayout) -> list[str]:
    return [s.text for s in sheet.pages[0].shapes if isinstance(s, Text)]


def _line_with(sheet: PrintLayout, start: str) -> str:
    lines = [t for t in _texts(sheet) if t.startswith(start)]
    assert len(lines) == 1, (start, lines)
    return lines[0]


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize(("players", "intro"), SETUPS)
def test_layout_is_deterministic(players: int, intro: bool, paper: str) -> None:
    a = _sheet(players, intro, 7, paper)[1]
    assert a.model_dump_json() == _sheet(players, intro, 7, paper)[1].model_dump_json()
    assert a != _sheet(players, intro, 8, paper)[1]


@pytest.mark.parametrize("seed", [1, 7, 99])
@pytest.mark.parametrize(("players", "intro"), SETUPS)
def test_the_shared_setup_is_all_there(players: int, intro: bool, seed: int) -> None:
    state, sheet = _sheet(players, intro, seed)
    geo, data = geometry(), game_data()
    for slot, head in enumerate(geo.data.headstreams):
        tile = state.headstream_tiles[slot]
        drops = next(x.drops for x in data.headstreams.tiles if x.id == tile)
        letter = head.id.removeprefix("H")
        rounds = " · ".join(map(str, drops))
        line = f"Above basin {head.basin}, headstream {letter}: tile {tile} ({rounds})"
        assert line in _texts(sheet)
    neutral = [d for d, dam in enumerate(state.dams) if dam.owner == NEUTRAL]
    assert len(neutral) == 3
    for d in neutral:
        line = f"Level {state.dams[d].level}: {map_space(geo.dams[d].id)} ("
        assert any(x.startswith(line) for x in _texts(sheet)), line
    for r, tid in enumerate(state.bonus_tiles, start=1):
        assert _line_with(sheet, f"Round {r}:") == f"Round {r}: {bonus(tid)}"
    assert str(objective(state.objective)) in _texts(sheet)
    shown = [int(m) for t in _texts(sheet) for m in re.findall(r"^#(\d+):", t)]
    face_up = [c for pile in state.private for c in pile.face_up]
    assert set(state.national) | set(face_up) <= set(shown)
    assert len(shown) == len(set(shown))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_introductory_seats_have_company_officer_and_contract(players: int) -> None:
    state, sheet = _sheet(players, intro=True)
    data = game_data()
    for position, seat in enumerate(state.turn_order, start=1):
        p = state.seats[seat]
        company = next(c.name for c in data.companies.companies if c.id == p.company)
        officer = next(o.name for o in data.officers.officers if o.id == p.officer)
        line = _line_with(sheet, f"{position}. Player {seat + 1}: ")
        assert f"{company} · {officer} · starting contract #{p.contracts[0]}:" in line
    assert "None in the introductory setup; every company takes a joker tile." in " ".join(
        _texts(sheet)
    )
    assert not any(x.startswith("Display ") for x in _texts(sheet))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_standard_setup_shows_the_pool_and_the_patent_office(players: int) -> None:
    state, sheet = _sheet(players, intro=False)
    data = game_data()
    order = _players(state.turn_order)
    assert f"Turn order: {order}" in _texts(sheet)
    pairs = _line_with(sheet, "Companies and officers: ")
    for company, officer in state.draft_pairs:
        name = next(c.name for c in data.companies.companies if c.id == company)
        person = next(o.name for o in data.officers.officers if o.id == officer)
        assert f"{name} · {person}" in pairs
    shown = [int(m) for t in _texts(sheet) for m in re.findall(r"^#(\d+):", t)]
    assert set(state.draft_contracts) <= set(shown)
    levels = {1: "I", 2: "II", 3: "III"}
    names = {"base": "dam base", "joker": "joker"}
    for slot, tile in enumerate(state.patent_display, start=1):
        adv = next(a for a in data.technology.advanced if a.id == tile)
        name = names.get(adv.structure, adv.structure)
        assert f"Display {slot}: {name} {levels[adv.level]}" in _texts(sheet)
    assert not any(x.startswith("1. Player") for x in _texts(sheet))


def test_extra_officer_for_sekibo_is_listed() -> None:
    for seed in range(1, 200):
        state = GAME.setup(BarrageOptions(players=2, introductory=False), seed)
        if state.extra_officers:
            break
    else:
        pytest.fail("no seed draws Mahiri Sekibo with 2 players")
    sheet = GAME.setup_sheet(BarrageOptions(players=2, introductory=False), seed)
    names = [o.name for o in game_data().officers.officers if o.id in state.extra_officers]
    line = _line_with(sheet, "Extra officer for Mahiri Sekibo to copy: ")
    assert all(name in line for name in names)


@pytest.mark.parametrize("intro", [True, False])
def test_auction_setup_gives_the_bidding_order(intro: bool) -> None:
    state, sheet = _sheet(3, intro, auction=True)
    order = _players(state.turn_order)
    assert f"Bidding order: {order}" in _texts(sheet)
    if intro:
        assert _line_with(sheet, "1. USA · Wilhelm Adler · starting contract #1:")
    else:
        assert _line_with(sheet, "Companies and officers: ")


@pytest.mark.parametrize(("players", "intro"), SETUPS)
def test_seed_and_setup_code(players: int, intro: bool) -> None:
    _, sheet = _sheet(players, intro, seed=123)
    code = next(s.text for s in sheet.pages[0].shapes if isinstance(s, Text) and s.size == 18)
    expected = {"players": players} if intro else {"players": players, "introductory": False}
    assert decode(code) == ("barrage", expected, 123)
    assert "Seed 123" in _texts(sheet)
    assert sheet.title == f"Barrage — {code}"


def test_schematic_marks_each_neutral_dam_with_its_level() -> None:
    state, sheet = _sheet(4, intro=False, seed=5)
    geo = geometry()
    shapes = sheet.pages[0].shapes
    dark = [s for s in shapes if isinstance(s, Rect) and s.fill == "#5c5c5c" and s.w > 3.5]
    assert len(dark) == 3
    labels = [s for s in shapes if isinstance(s, Text) and s.size < 5]
    basins = [
        s for s in shapes if isinstance(s, Text) and s.size == 9 and s.bold and s.text.isdigit()
    ]
    for box in dark:
        inside = [
            t
            for t in _texts_at(shapes, box)
            if t.bold and t.text in "123" and t.colour == "#ffffff"
        ]
        assert len(inside) == 1
        above = [
            t.text
            for t in labels
            if abs(t.at[0] - (box.x + box.w / 2)) < 0.01 and box.y - 2 < t.at[1] < box.y
        ]
        assert len(above) == 1
        near = [b for b in basins if b.at[0] < box.x and abs(box.y - b.at[1]) < 8]
        basin = int(max(near, key=lambda b: b.at[0]).text)
        dam = geo.dams_of[basin][("left", "right").index(above[0])]
        assert state.dams[dam].owner == NEUTRAL
        assert inside[0].text == str(state.dams[dam].level)


def _texts_at(shapes: tuple[object, ...], box: Rect) -> list[Text]:
    return [
        s
        for s in shapes
        if isinstance(s, Text)
        and box.x <= s.at[0] <= box.x + box.w
        and box.y <= s.at[1] <= box.y + box.h
    ]


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


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize(("players", "intro"), SETUPS)
def test_fits_one_page_and_list_lines_do_not_collide(players: int, intro: bool, paper: str) -> None:
    _, sheet = _sheet(players, intro, 123456789, paper, auction=players == 3)
    assert len(sheet.pages) == 1
    page = sheet.pages[0]
    for shape in page.shapes:
        left, top, right, bottom = _bounds(shape)
        assert left >= 8, shape
        assert top >= 8, shape
        assert right <= page.width - 8, shape
        assert bottom <= page.height - 8, shape
    lines = [s for s in page.shapes if isinstance(s, Text) and s.size >= 8]
    for n, a in enumerate(lines):
        ax0, _ay0, ax1, _ = _bounds(a)
        for b in lines[n + 1 :]:
            bx0, _by0, bx1, _ = _bounds(b)
            if ax0 < bx1 and bx0 < ax1:  # they share some width: keep a line apart
                assert abs(a.at[1] - b.at[1]) >= 3.5, (a.text, b.text)


def test_unknown_paper_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown paper size 'a3'"):
        GAME.setup_sheet(BarrageOptions(players=2), 1, "a3")


def test_every_word_comes_from_the_catalogue_in_the_language_asked() -> None:
    options = BarrageOptions(players=4, introductory=False)
    state = GAME.setup(options, 3)
    en, ja = (_texts(layout(state, options, "a4", lang)) for lang in ("en", "ja"))
    for key in ("sheet.national", "sheet.setup_code", "section.patent"):
        assert render(t(key), "en") in en
        assert render(t(key), "ja") in ja
    assert "MOUNTAINS" in en
    assert "山岳" in ja
    assert any(x.startswith("プレイ順：") for x in ja)


def test_wrap_breaks_at_spaces_and_between_wide_characters() -> None:
    text = "#401: 8 energy → 4 VP, drops that flow now ×2, free conduit (value ≤ 4)"
    lines = wrap_text(text, 8.5, 40.0)
    assert len(lines) > 1
    assert " ".join(lines) == text
    assert all(text_width(line, 8.5) <= 40.0 for line in lines)
    japanese = "ダムに水を入れて、発電所で電力を作ります。契約を達成しましょう。"
    lines = wrap_text(japanese, 8.5, 30.0)
    assert len(lines) > 1
    assert "".join(lines) == japanese


@pytest.mark.parametrize(("flags", "intro"), [((), False), (("--intro",), True)])
def test_print_setup_command_picks_the_setup_from_intro(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, flags: tuple[str, ...], intro: bool
) -> None:
    calls: list[BarrageOptions] = []

    def write(_game: object, options: BarrageOptions, *args: object, **_kw: object) -> int:
        calls.append(options)
        # the command reads the PDF back (issue 17): leave a small but whole one
        pathlib.Path(str(args[2])).write_bytes(b"%PDF-1.4\n" + b"%" * 2000 + b"\n%%EOF\n")
        return 1

    monkeypatch.setattr(cli, "qt_module", lambda _name: SimpleNamespace(write_setup_pdf=write))
    argv = ["print-setup", "barrage", "--players", "4", "--seed", "7", *flags]
    assert cli.main([*argv, "-o", str(tmp_path / "setup.pdf")]) == 0
    assert calls == [BarrageOptions(players=4, introductory=intro)]
