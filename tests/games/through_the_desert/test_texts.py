"""Texts of Through the Desert as data (STYLE.md §9; JAPANESE.md "Through the Desert").

The rules say everything through `texts.t(key, ...)`; the catalogues
`resources/through_the_desert/texts.{en,ja}.json` hold both languages. Random games in every
player count, with probes of moves that are not allowed, must show every message the rules
have and render in Japanese without English, raw ids or stray fields. Terms follow the seed's
Japanese rulebook (seed 001, `/work/shared/seeds/001_a723e7dd986555ec.txt`).
"""

from __future__ import annotations

import random  # noqa: TID251 - a test driver, not game state
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from app.engine.game import PlayerId
from app.engine.printlayout import Text as Shape
from app.engine.resources import resource_path
from app.engine.setupcode import encode
from app.engine.text import Seat, Text, catalogue, missing_keys, render, text_keys
from app.games.through_the_desert import GAME
from app.games.through_the_desert.actions import PlaceCamel, PlaceRider
from app.games.through_the_desert.data.data import COLOURS, geometry
from app.games.through_the_desert.model import HIDDEN, PlaceCamels, TtdOptions
from app.games.through_the_desert.printing import layout
from app.games.through_the_desert.texts import DOMAIN, colour_text, t
from tests.textcheck import (
    JA_NAMES,
    assert_catalogues_match,
    assert_clean,
    collect_texts,
    literal_keys,
)

if TYPE_CHECKING:
    from app.games.through_the_desert.model import State

ROOT = Path(__file__).resolve().parents[3]
RULES_KEYS = ("log.", "heading.", "prompt.", "reason.", "score.", "colour.")
"""Key prefixes of the messages the rules themselves produce (the rest: sheet, panels)."""
PLAYER_COLOURS = ("赤", "青", "緑", "黄", "紫")
"""Japanese words of the player colours (app palette); camel colours must differ."""
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


def _probes(state: State, rng: random.Random) -> list[Text]:
    """Refusals of moves that are not allowed now: every colour, both kinds, some spaces."""
    size = len(geometry(state.players).cells)  # a cell past it does not parse (`actions.CELLS`)
    cells = [*rng.sample(range(size), 12), size - 1]
    seats = sorted(GAME.to_act(state)) or [PlayerId(0)]
    out: list[Text] = []
    for seat in seats:
        for colour in range(5):
            for cell in cells:
                for kind in (PlaceRider, PlaceCamel):
                    reason = GAME.check(state, kind(player=seat, colour=colour, cell=cell))
                    if reason is not None:
                        out.append(reason)
    return out


def _event_lines(players: int, seed: int) -> list[Text]:
    """The log's lines under each move of a random game (what each placement earned)."""
    rng = random.Random(f"ttd-events:{players}:{seed}")
    state = GAME.setup(TtdOptions(players=players), seed)
    out: list[Text] = []
    while acting := sorted(GAME.to_act(state)):
        action = rng.choice(GAME.legal_actions(state, acting[0]))
        after = GAME.apply(state, action)
        out += GAME.step_events(state, action, after)
        state = after
    return out


def _probe_game(players: int, seed: int) -> list[Text]:
    """Play a random game and probe refused moves at every step."""
    rng = random.Random(f"ttd-probes:{players}:{seed}")
    state = GAME.setup(TtdOptions(players=players), seed)
    texts: list[Text] = []
    while acting := sorted(GAME.to_act(state)):
        texts += _probes(state, rng)
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state, acting[0])))
    texts += _probes(state, rng)
    return texts


def _last_camel_gone() -> Text | None:
    """The refusal of a camel of a colour whose supply ran out during the turn."""
    state = GAME.setup(TtdOptions(players=3), 4)
    rng = random.Random(4)
    while not isinstance(state.pending[-1], PlaceCamels):
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state, PlayerId(state.current))))
    camel = GAME.legal_actions(state, PlayerId(state.current))[0]
    empty = state.model_copy(update={"supply": tuple(0 for _ in state.supply)})
    return GAME.check(empty, camel)


def _keys(texts: list[Text]) -> set[str]:
    """Every message key used, nested arguments included."""
    found: set[str] = set()
    todo: list[Any] = list(texts)
    while todo:
        text = todo.pop()
        if isinstance(text, Text):
            found.add(text.key)
            todo += [value for _, value in text.args]
    return found


@pytest.fixture(scope="module")
def texts() -> list[Text]:
    """The texts of random games for 2-5 players, with probes, and the last-camel refusal."""
    out: list[Text] = []
    for players in (2, 3, 4, 5):
        for seed in (1, 2):
            out += collect_texts(GAME, players, seed, stale=10)
        out += _probe_game(players, 3)
        out += _event_lines(players, 4)
    last = _last_camel_gone()
    assert last is not None
    return [*out, *_hidden_water(out), last]


def _hidden_water(texts: list[Text]) -> list[Text]:
    """The water-hole lines as another seat reads them while the values lie face down."""
    state = GAME.setup(TtdOptions(players=5), 1)
    seats = tuple(s.model_copy(update={"water": (HIDDEN,)}) for s in state.seats)
    view = state.model_copy(update={"seats": seats})
    return [GAME.line_for(x, view) for x in texts if x.key == "log.water"]


def test_catalogues_have_the_same_keys_and_arguments() -> None:
    assert_catalogues_match(DOMAIN)


def test_every_key_the_code_names_is_in_the_catalogue() -> None:
    keys = literal_keys(ROOT / "app" / "games" / "through_the_desert")
    assert keys
    assert sorted(keys - text_keys(DOMAIN, "en")) == []


def test_every_camel_colour_has_a_name_unlike_the_player_colours() -> None:
    """Seed 001 「内容物」注 and 「ラクダを置く」: the camels are pastel (パステルブルー, …),
    distinct from the riders' player colours; JAPANESE.md: never 緑の騎手."""
    ja = [render(colour_text(c), "ja") for c in range(len(COLOURS))]
    assert [str(colour_text(c)) for c in range(len(COLOURS))] == list(COLOURS)
    assert len(set(ja)) == len(COLOURS)
    assert all(name.startswith("パステル") for name in ja), ja
    assert not set(ja) & set(PLAYER_COLOURS)
    assert missing_keys() == set()


def test_random_games_show_every_rules_message(texts: list[Text]) -> None:
    """Seed 001 「騎手の配置」「ラクダを置く」「領地を囲む」「ゲームの終了と精算」: every
    refusal, log line, heading, prompt and score source the rules have is met."""
    wanted = {k for k in text_keys(DOMAIN, "en") if k.startswith(RULES_KEYS)}
    wanted |= {"not_your_turn", "game_over", "heading.game_end", "prompt.game_over"}
    assert sorted(wanted - _keys(texts)) == []


def test_random_games_render_cleanly_in_both_languages(texts: list[Text]) -> None:
    assert assert_clean(texts) > 100


def test_plurals_and_seat_names() -> None:
    """Seed 001 「第一展開ラウンドにおける特別ルール」: a first camel turn may place one camel."""
    state = GAME.setup(TtdOptions(players=2), 5)
    assert render(GAME.prompt(state), "ja", JA_NAMES).startswith("アンナ：騎手ラクダを1個")
    assert str(t("prompt.camels", who=Seat(0), n=1)) == "Player 1: place 1 camel"
    assert str(t("prompt.camels", who=Seat(1), n=2)) == "Player 2: place 2 camels"
    two = t("prompt.camels", who=Seat(1), n=2)
    assert render(two, "ja", JA_NAMES) == "ベア：ラクダを2個置いてください"


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_japanese_sheet_has_no_english_word(players: int) -> None:
    state = GAME.setup(TtdOptions(players=players), 7)
    code = encode(DOMAIN, TtdOptions(players=players), 7)
    missing_keys()
    sheet = layout(state, "a4", "ja")
    words = [s.text for s in sheet.pages[0].shapes if isinstance(s, Shape)]
    assert missing_keys() == set()
    english = [w for w in words if LATIN_WORD.search(w.replace(code, ""))]
    assert english == []
    assert not [w for w in words if ", " in w or ": " in w or "{" in w or "_" in w]
    joined = " ".join(words)
    for japanese in (
        "砂漠を抜けて（スルー・ザ・デザート）",
        "オアシスと水場",
        "準備",
        "騎手ラクダ",
    ):
        assert japanese in joined
    assert ("このアプリで設計" in joined) == (players >= 4)
    assert sheet.title.startswith("砂漠を抜けて — TTD-")


def _rider_alone(text: str) -> list[str]:
    """Places where 騎手 names the piece without ラクダ (the figure itself is allowed)."""
    figure = re.sub(r"騎手を(座らせ|持ち)|色の騎手を持ち", "", text)
    return re.findall(r".{0,6}騎手(?!ラクダ).{0,6}", figure)


def _ts_context(name: str) -> str:
    ts = (resource_path("i18n") / "hotseat_ja.ts").read_text(encoding="utf-8")
    match = re.search(rf"<context>\s*<name>{name}</name>.*?</context>", ts, re.S)
    assert match is not None
    return " ".join(re.findall(r"<translation>(.*?)</translation>", match.group(0), re.S))


@pytest.mark.parametrize(
    "source",
    ["catalogue", "rules_ja.html", "ui"],
)
def test_japanese_uses_the_glossary_terms(source: str) -> None:
    """JAPANESE.md "Through the Desert", after seed 001: 騎手ラクダ (「騎手の配置」: 以下
    「騎手ラクダ」), オアシスチップ (「内容物」), 最も大きいキャラバン (「ゲームの終了と精算」),
    水場, 領地; never the terms of the "not" column, nor shogi's 合法手."""
    if source == "catalogue":
        text = " ".join(catalogue(DOMAIN, "ja").values())
    elif source == "rules_ja.html":
        text = resource_path(DOMAIN, "rules_ja.html").read_text(encoding="utf-8")
    else:
        text = _ts_context("ThroughTheDesert")
    for banned in ("オアシスタイル", "最長キャラバン", "合法手", "指せる手", "緑の騎手"):
        assert banned not in text, banned
    assert _rider_alone(text) == []
    assert "頭" not in text  # camels are counted with 個 (seed 001 「内容物」)
    assert "～" not in text  # one wave dash: 〜
    assert not re.search(r"\d [枚点個人]", text)  # no space before a counter
