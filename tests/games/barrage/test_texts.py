"""Barrage's texts as data (STYLE.md §9, issue 7): complete catalogues, names for every id,
clean English and Japanese in random games, the glossary of JAPANESE.md."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from functools import partial
from pathlib import Path

import pytest

from app.engine.resources import resource_path
from app.engine.text import Text, catalogue, missing_keys, render, text_keys
from app.games.barrage import GAME
from app.games.barrage.data.data import game_data, geometry
from app.games.barrage.game import Barrage
from app.games.barrage.model import BarrageOptions
from app.games.barrage.texts import (
    DOMAIN,
    basin,
    bonus,
    company,
    contract,
    contract_line,
    headstream,
    map_label,
    map_space,
    objective,
    officer,
    section,
    space,
    t,
    tile,
)
from tests.textcheck import (
    JA_NAMES,
    assert_catalogues_match,
    assert_clean,
    collect_texts,
    literal_keys,
)

ROOT = Path(__file__).resolve().parents[3]
FORBIDDEN_JA = (
    "企業能力",
    "開放区",
    "区画",
    "ホイールを2回す",
    "入門用セットアップ",
    "入門用ゲーム",
    "手番順オークション",
    "特許局",
    "レーフワーター・プロジェクト",
    "行わない",
    "手番順にVPを入札",
    "合法手",
    "指せる手",
)
"""The "not" column of JAPANESE.md's Barrage glossary (and its shogi jargon)."""
_KANA_KANJI = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")


def test_catalogues_match() -> None:
    assert_catalogues_match(DOMAIN)


def test_every_literal_key_of_the_code_is_in_english() -> None:
    keys = literal_keys(ROOT / "app/games/barrage")
    assert len(keys) > 100
    assert sorted(keys - text_keys(DOMAIN, "en")) == []


def _both(text: Text) -> tuple[str, str]:
    """Render in both languages; no key may be missing."""
    missing_keys()
    out = render(text, "en"), render(text, "ja", JA_NAMES)
    assert missing_keys() == set(), text
    return out


def _names() -> dict[str, Text]:
    """A name for every id of the game data."""
    data, geo = game_data(), geometry()
    names: dict[str, Text] = {}
    names |= {f"space {s.uid}": space(s.uid) for s in data.board.spaces}
    names |= {f"section {s.section}": section(s.section) for s in data.board.spaces}
    ids = [*geo.dam_index, *geo.conduit_index, *geo.powerhouse_index]
    names |= {f"map {sid}": map_space(sid) for sid in ids}
    names |= {f"label {sid}": map_label(sid) for sid in ids}
    names |= {f"basin {b.id}": basin(b.id) for b in geo.data.basins}
    names |= {f"headstream {h.id}": headstream(h.id) for h in geo.data.headstreams}
    names |= {f"company {c.id}": company(c.id) for c in data.companies.companies}
    names |= {f"ability {c.id}": t(f"company.{c.id}.ability") for c in data.companies.companies}
    names |= {f"officer {o.id}": officer(o.id) for o in data.officers.officers}
    names |= {f"ability {o.id}": t(f"officer.{o.id}.ability") for o in data.officers.officers}
    tiles = [b.id for b in data.technology.basic] + [a.id for a in data.technology.advanced]
    names |= {f"tile {x}": tile(x) for x in [*tiles, "anton_tile"]}
    names |= {f"effect {a.id}": t(f"tile.{a.id}.effect") for a in data.technology.advanced}
    contracts = [c.id for tier in data.contracts.tiers for c in tier.contracts]
    names |= {f"contract {c}": contract(c) for c in contracts}
    names |= {f"contract line {c}": contract_line(c) for c in contracts}
    names |= {f"bonus {b.id}": bonus(b.id) for b in data.bonus_tiles.tiles}
    names |= {f"objective {o.id}": objective(o.id) for o in data.objectives.tiles}
    return names


def test_every_data_id_has_a_name_in_both_languages() -> None:
    ids = re.compile(r"[BCP]\d+[LU_]|\bH[A-D]\b|_|adv\d|turbine|water_|contract_|machinery_")
    for what, name in _names().items():
        en, ja = _both(name)
        assert en, what
        assert not ids.search(en), (what, en)
        assert not ids.search(ja), (what, ja)
        assert _KANA_KANJI.search(ja), (what, ja)


def test_names_are_unique_where_a_player_must_tell_them_apart() -> None:
    data, geo = game_data(), geometry()
    for lang in ("en", "ja"):
        spaces = [render(space(s.uid), lang) for s in data.board.spaces]
        assert len(set(spaces)) == len(spaces), lang
        ids = [*geo.dam_index, *geo.conduit_index, *geo.powerhouse_index]
        places = [render(map_space(sid), lang) for sid in ids]
        assert len(set(places)) == len(places), lang


def test_names_read_as_the_glossary_and_the_board_say() -> None:
    assert _both(space("water_p2")) == (
        "Water management: 2 drops on headstreams · 1 engineer",
        "水源：源流に水2個・技術者1人",
    )
    assert _both(space("workshop_r2")) == (
        "Workshop: turn the wheel 2 segments · 2 engineers · 2 credits",
        "工場：ホイールを2区間回す・技術者2人・2クレジット",
    )
    assert _both(map_space("B8L")) == ("basin 8 right dam", "盆地8の右ダム")
    assert _both(map_space("P9_0")) == ("basin 9 powerhouse 1", "盆地9の発電所1")
    assert _both(tile("adv2_base")) == ("dam base II", "ダム基礎Ⅱ")
    assert _both(officer("wilhelm_adler")) == ("Wilhelm Adler", "ヴィルヘルム・アドラー")
    assert _both(contract(203)) == ("contract #203 (2 energy)", "契約#203（発電量2）")


class _Standard(Barrage):
    """Barrage whose default options are the standard setup with the auction."""

    def __init__(self) -> None:
        super().__init__()
        self.Options = partial(BarrageOptions, introductory=False, auction=True)  # type: ignore[assignment]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("setup", ["introductory", "standard"])
def test_random_games_leave_no_id_no_missing_key_and_no_english_in_japanese(
    players: int, setup: str
) -> None:
    game = GAME if setup == "introductory" else _Standard()
    texts = [text for seed in (1, 2) for text in collect_texts(game, players, seed, 300)]
    assert assert_clean(texts, allowed_latin={"VP"}) > 200


def _english_words(text: str) -> list[str]:
    return [w for w in re.findall(r"[A-Za-z]{2,}", text) if w not in {"VP"}]


@pytest.mark.parametrize("intro", [True, False])
def test_the_printed_sheet_in_japanese_has_no_english_word(intro: bool) -> None:
    options = BarrageOptions(players=4, introductory=intro, auction=not intro)
    sheet = GAME.setup_sheet(options, 7, "a4", "ja")
    code = sheet.title.rsplit(" ", 1)[-1]
    words = [
        shape.text.replace(code, "")
        for page in sheet.pages
        for shape in page.shapes
        if hasattr(shape, "text")
    ]
    english = [w for text in words for w in _english_words(text)]
    assert english == []
    assert sheet.title.startswith("バラージ — ")


def _barrage_context_translations() -> list[str]:
    root = ET.parse(resource_path("i18n", "hotseat_ja.ts")).getroot()
    for context in root.iter("context"):
        if context.findtext("name") == "Barrage":
            return [m.findtext("translation") or "" for m in context.iter("message")]
    return []


def test_the_glossary_s_rejected_terms_never_appear() -> None:
    places = {
        "catalogue": "\n".join(catalogue(DOMAIN, "ja").values()),
        "Qt context Barrage": "\n".join(_barrage_context_translations()),
        "rules_ja.html": resource_path("barrage", "rules_ja.html").read_text(encoding="utf-8"),
    }
    found = {
        (where, term) for where, text in places.items() for term in FORBIDDEN_JA if term in text
    }
    assert found == set()


def test_japanese_uses_japanese_punctuation_and_no_space_before_counters() -> None:
    for key, template in catalogue(DOMAIN, "ja").items():
        assert ", " not in template, key
        assert ": " not in template, key
        assert not re.search(r"\d [個枚人点区]", template), key
