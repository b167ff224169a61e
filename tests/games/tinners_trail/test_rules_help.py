"""Rules help of Tinners' Trail: the summary pages behind Help ▸ Rules summary (both languages).

The pages live in `resources/tinners_trail/rules_<language>.html`, as Barrage's and Through the
Desert's do; the game's controller hands the one of the UI language to `RulesDialog`.
"""

from __future__ import annotations

import re

import pytest

from app.engine.phrases import plain
from app.engine.topictext import summary_html
from app.games.tinners_trail import GAME
from app.games.tinners_trail.data.data import board, game_data

_JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
"""Kana or kanji."""
_TAG = re.compile(r"<[^>]+>")


def _page(lang: str) -> str:
    """The page as the "?" window shows it: its numbers filled from the data."""
    return summary_html(GAME, lang)


def _words(lang: str) -> str:
    """The page's text: tags removed, whitespace collapsed (Japanese: lines joined)."""
    if lang == "ja":
        return "".join(_TAG.sub("", _page(lang)).split("\n"))
    return " ".join(_TAG.sub(" ", _page(lang)).split())


_SECTIONS = {
    "en": (
        "Goal:",
        "The map.",
        "Setup.",
        "A round",
        "Prices and dice.",
        "The work track.",
        "Auctions and survey cards.",
        "Mining and water.",
        "Developments.",
        "Selling and investing.",
        "End of round (peeks).",
        "With 2 players.",
        "End and tie-breaks.",
        "The app's designed tables.",
        "Decisions of this app",
    ),
    "ja": (
        "目的：",
        "地図。",
        "ゲームの準備。",
        "ラウンド",
        "価格とダイス。",
        "作業トラック。",
        "競りと調査カード。",
        "鉱石の採掘と水。",
        "開発。",
        "売却と投資。",
        "ラウンドの終了（確認）。",
        "2人プレイゲームでの変更。",
        "ゲームの終了と同点。",
        "このアプリの設計データ。",
        "このアプリの取り決め",
    ),
}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_summary_has_a_title_and_every_section(lang: str) -> None:
    page = _page(lang)
    title = (
        "Tinners' Trail — rules summary" if lang == "en" else "ティナーズ・トレイル — ルールの要約"
    )
    assert page.startswith(f'<h3><a name="overview"></a>{title}</h3>')
    bold = re.findall(r"<b>(.*?)</b>", page, flags=re.DOTALL)
    for section in _SECTIONS[lang]:
        assert section in bold, section


def test_both_languages_have_the_same_structure() -> None:
    tags = {lang: re.findall(r"</?[a-z0-9]+", _page(lang)) for lang in ("en", "ja")}
    assert tags["en"] == tags["ja"]
    assert tags["en"].count("<li") > 30


def test_the_english_summary_names_the_key_rules() -> None:
    en = _words("en")
    for words in (
        "10 work points a round",
        "furthest left",
        "must pass",
        "survey card",
        "insurance",
        "half the winning bid, rounded up",
        "£1 plus £1 for every player who has already passed",
        "£1 for each water cube",
        "exactly 1 water cube is added",
        "drainage tokens",
        "Miner (1)",
        "Port (2, coastal regions only)",
        "Rail (2)",
        "Adit (3, on the border",
        "Steam pumps (1)",
        "rightmost group",
        "any amount in units of £10 or £5",
        "peek token",
        "(1 with 2 players)",
        "top card of the region's letter deck",
        "no mine may ever be built there",
        "most money left",
        "most ore cubes left",
        "designed",
    ):
        assert words in en, words


def test_the_japanese_summary_uses_the_seed_terms() -> None:
    ja = _words("ja")
    for words in (
        "作業ポイント",
        "作業トラック",
        "作業マーカー",
        "地域タイル",
        "調査カード",
        "ワイルドカード",
        "競り",
        "最低入札額",
        "落札額",
        "落札者",
        "保険",
        "降ります",
        "鉱山駒",
        "採掘能力",
        "水駒",
        "排水トークン",
        "開発ボード",
        "鉱夫",
        "港",
        "鉄道",
        "通洞",
        "蒸気ポンプ",
        "パスティの販売",
        "投資ボード",
        "勝利点",
        "確認トークン",
        "表向き",
        "裏向き",
        "沿岸",
        "4ラウンド目",
        "D地方",
    ):
        assert words in ja, words
    for wrong in ("VP", "錫", "オークション", "水滴", "横坑", "坑夫", "第1ラウンド", "エリア"):
        assert wrong not in ja, wrong


def test_the_japanese_summary_has_no_english_words() -> None:
    ja = _words("ja")
    assert _JAPANESE.search(ja)
    # the app's name and the keys' own labels (Ctrl, Enter) are written as on screen and keyboard
    assert set(re.findall(r"[A-Za-z]{2,}", ja)) <= {"Hotseat", "Ctrl", "Enter", "Esc"}
    assert ", " not in ja
    assert ": " not in ja
    # A line break inside Japanese text shows as a space in the rules dialog.
    for line in _page("ja").splitlines():
        assert not line or line.endswith(">"), line[-20:]
    assert " " not in ja.removeprefix("ティナーズ・トレイル — ルールの要約")


def test_the_designed_numbers_are_those_of_the_app() -> None:
    data = game_data()
    en, ja = _words("en"), _words("ja")
    first = data.invest[0]
    assert f"{first.ten[0]} / {first.five[0]} VP in round 1" in en
    assert f"1ラウンド目{first.ten[0]}点／{first.five[0]}点" in ja
    last = data.invest[3]
    assert f"{last.ten[0]} / {last.five[0]} VP in round 4" in en
    mines = {n: board(n).mines for n in (2, 3, 4, 5)}
    assert (
        f"Mines per player: {mines[2]} with 2 players, {mines[3]} with 3–4 players and "
        f"{mines[5]} with 5 players" in en
    )
    assert mines[3] == mines[4]
    tin, copper = data.price_lowest
    assert f"tin £4 up to {tin[1] - 1}, £5 on {tin[1]}, £6 on {tin[2]} and £7 from {tin[3]}" in en
    assert f"£4 on {copper[1]}–{copper[2] - 1}, £8 on {copper[2]}–{copper[3] - 1}" in en
    assert f"{len(data.regions)} regions" in en
    assert f"{len(board(2).regions)} with 2–3 players" in en


@pytest.mark.gui
def test_the_rules_dialog_shows_the_summary(qtbot) -> None:
    from app.shell.rulesdialog import RulesDialog

    for lang, heading in (("en", "Tinners' Trail — rules summary"), ("ja", "ルールの要約")):
        dialog = RulesDialog("Rules summary", _page(lang))
        qtbot.addWidget(dialog)
        text = plain(dialog.browser.toPlainText())
        assert text.startswith(heading if lang == "en" else "ティナーズ・トレイル")
        assert heading in text
