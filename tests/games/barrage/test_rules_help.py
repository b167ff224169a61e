"""Rules help of Barrage: the rules summary, draft/auction choice words, Japanese ability texts."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtWidgets import QWidget

from app.engine.phrases import plain
from app.engine.resources import resource_path
from app.engine.session import Seat, Session
from app.engine.text import render
from app.games.barrage import GAME
from app.games.barrage.controller import BarrageBoard, BarrageController, rules_summary_html
from app.games.barrage.data.data import game_data
from app.games.barrage.model import BarrageOptions
from app.games.barrage.texts import t
from app.games.barrage.view.labels import company_tooltip, officer_tooltip, tile_tooltip

if TYPE_CHECKING:
    from collections.abc import Iterator

pytestmark = pytest.mark.gui

_JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
"""Kana or kanji."""


@pytest.fixture
def japanese(qapp) -> Iterator[None]:
    """The app in Japanese (catalogue installed, default locale Japanese), restored afterwards."""
    previous = QLocale()
    catalogue = QTranslator()
    assert catalogue.load("hotseat_ja", str(resource_path("i18n")))
    QCoreApplication.installTranslator(catalogue)
    QLocale.setDefault(QLocale(QLocale.Language.Japanese, QLocale.Country.Japan))
    yield
    QCoreApplication.removeTranslator(catalogue)
    QLocale.setDefault(previous)


@pytest.fixture
def english(qapp) -> Iterator[None]:
    """The app in English, restored afterwards."""
    previous = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    yield
    QLocale.setDefault(previous)


_KEEP: list[QWidget] = []
"""Parents of the boards made by `started`, alive until the end of the module."""


def started(
    qtbot, options: BarrageOptions, seed: int = 5
) -> tuple[BarrageController, BarrageBoard]:
    """A started hot-seat game of humans with its board widget."""
    names = ["Anna", "Bea", "Carl", "Dora"][: options.players]
    session = Session(GAME, options, seed, [Seat(name=n) for n in names])
    controller = BarrageController(session)
    parent = QWidget()
    qtbot.addWidget(parent)
    board = controller.create_board(parent)
    assert isinstance(board, BarrageBoard)
    controller.start()
    _KEEP.append(parent)
    return controller, board


# -- rules summary -----------------------------------------------------------------------------
def test_the_summary_exists_in_both_languages_and_names_the_key_rules() -> None:
    en, ja = (" ".join(rules_summary_html(lang).split()) for lang in ("en", "ja"))
    for words in (
        "Introductory game",
        "Standard game (draft)",
        "Auction (option)",
        "Income",
        "Water flow",
        "Scoring",
        "Turbine station",
        "Water management",
        "Contract office",
        "Machinery shop",
        "Patent office",
        "construction wheel",
        "drops × conduit value",
        "1 credit per drop",
        "fulfil one contract",
        "15, 10 and 5 VP",
        "every 5 credits and machinery",
        "Decisions of this app",
        "costs 3 VP",
        "Mahiri Sekibo",
    ):
        assert words in en, words
    for words in (
        "ダム基礎",
        "ダム上部",
        "導管",
        "発電所",
        "技術者",
        "掘削機",
        "ミキサー",
        "重機",
        "源流",
        "重役",
        "契約",
        "建設ホイール",
        "導入ルール",
        "通常ルール",
        "プレイ順のオークション",
        "水流フェイズ",
        "得点フェイズ",
        "15、10、5VP",
        "このアプリの取り決め",
    ):
        assert words in ja, words
    assert rules_summary_html("fr") == rules_summary_html("en")
    assert en.startswith('<h3><a name="overview"></a>Barrage — rules summary</h3>')
    assert ja.startswith('<h3><a name="overview"></a>バラージ — ルールの要約</h3>')


def test_the_japanese_summary_breaks_no_line_inside_its_text() -> None:
    """A line break inside Japanese text shows as a space in the dialog (「受け取り ます」)."""
    for line in rules_summary_html("ja").splitlines():
        assert not line or line.endswith(">"), line[-20:]


def test_help_shows_the_summary_in_the_ui_language(qtbot) -> None:
    controller, _ = started(qtbot, BarrageOptions(players=2))
    previous = QLocale()
    try:
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
        assert "Barrage — rules summary" in controller.rules_summary()
        QLocale.setDefault(QLocale(QLocale.Language.Japanese, QLocale.Country.Japan))
        assert "バラージ — ルールの要約" in controller.rules_summary()
    finally:
        QLocale.setDefault(previous)


# -- draft and auction in the choice panel -----------------------------------------------------
def test_auction_steps_ask_for_a_position_then_a_bid(qtbot, english) -> None:
    options = BarrageOptions(players=3, introductory=False, auction=True)
    controller, board = started(qtbot, options)
    panel = board.choices
    assert panel.prompt.text() == "Choose the turn position to bid for"
    assert panel.choices() == ["Turn position 1", "Turn position 2", "Turn position 3"]
    panel.choose_row(1)
    assert panel.prompt.text() == "Choose your bid (VP paid if it wins)"
    assert panel.choices()[:3] == ["0 VP", "1 VP", "2 VP"]
    panel.choose_row(3)
    assert controller.confirm_choice()
    controller.confirm_turn()
    # the next bidder sees the bid to beat on position 2, and can only go higher there
    assert "Turn position 2 (bid to beat: 3 VP)" in panel.choices()
    panel.choose_row(panel.choices().index("Turn position 2 (bid to beat: 3 VP)"))
    assert panel.choices()[0] == "4 VP"


def _draft(qtbot) -> tuple[BarrageController, BarrageBoard]:
    return started(qtbot, BarrageOptions(players=3, introductory=False))


def test_draft_steps_name_companies_officers_and_contracts(qtbot, english) -> None:
    controller, board = _draft(qtbot)
    state = controller.session.state
    panel = board.choices
    assert panel.prompt.text() == "Choose a company (its executive officer comes with it)"
    names = {c.id: c.name for c in game_data().companies.companies}
    officers = {o.id: o.name for o in game_data().officers.officers}
    # each pair with both abilities in full (issue 36 §3: the pick depends on them)
    assert panel.choices() == [
        f"{names[c]} + {officers[o]}\nFrom the 3rd powerhouse: {render(t(f'company.{c}.ability'))}"
        f"\n{officers[o]}: {render(t(f'officer.{o}.ability'))}"
        for c, o in state.draft_pairs
    ]
    company, officer = state.draft_pairs[0]
    tip = panel.tips()[0]
    assert tip.startswith(names[company])
    assert "Company ability (after the 3rd powerhouse):" in tip
    assert f"Executive officer: {officers[officer]}" in tip
    panel.choose_row(0)
    assert panel.prompt.text().startswith("Choose a starting contract")
    assert all(text.startswith("#") for text in panel.choices())
    assert panel.choices()[0].startswith(f"#{state.draft_contracts[0]}: ")
    panel.choose_row(0)
    assert controller.confirm_choice()
    assert controller.session.state.seats[controller.session.actions[0].player].company == company


def test_draft_and_auction_words_in_japanese(qtbot, japanese) -> None:
    controller, board = _draft(qtbot)
    panel = board.choices
    assert plain(panel.prompt.text()) == "企業を選んでください（重役も一緒に取ります）"
    ja = {"usa": "アメリカ", "germany": "ドイツ", "italy": "イタリア", "france": "フランス"}
    for text, (company, _) in zip(
        panel.choices(), controller.session.state.draft_pairs, strict=True
    ):
        assert plain(text).startswith(ja[company] + "（")
        assert not re.search(r"[A-Za-z]", text), text
    company, officer = controller.session.state.draft_pairs[0]
    assert plain(_ja("company", company)) in plain(panel.tips()[0])
    assert plain(_ja("officer", officer)) in plain(panel.tips()[0])
    panel.choose_row(0)
    assert panel.prompt.text().startswith("初期契約を選んでください")
    options = BarrageOptions(players=2, introductory=False, auction=True)
    _, auction = started(qtbot, options)
    assert auction.choices.prompt.text() == "入札する手番を選んでください"
    assert auction.choices.choices() == ["手番1番", "手番2番"]
    auction.choices.choose_row(0)
    assert auction.choices.choices()[0] == "0VP"


# -- Japanese texts of the game data ------------------------------------------------------------
_ABILITY = {"company": "ability", "officer": "ability", "tile": "effect"}


def _ja(kind: str, key: str) -> str:
    """The Japanese ability (company, officer) or effect (advanced tile) of a data id."""
    text = render(t(f"{kind}.{key}.{_ABILITY[kind]}"), "ja")
    assert _JAPANESE.search(text), (kind, key)
    return text


def _ids() -> dict[str, set[str]]:
    data = game_data()
    return {
        "officer": {o.id for o in data.officers.officers},
        "company": {c.id for c in data.companies.companies},
        "tile": {a.id for a in data.technology.advanced},
    }


def test_every_ability_and_advanced_tile_has_a_japanese_text() -> None:
    for kind, ids in _ids().items():
        for key in ids:
            assert _ja(kind, key), (kind, key)


def test_tooltips_use_the_english_data_in_english(english) -> None:
    usa = next(c for c in game_data().companies.companies if c.id == "usa")
    assert company_tooltip("usa") == (
        f"USA\nCompany ability (after the 3rd powerhouse):\n{usa.ability_summary}"
    )
    adler = next(o for o in game_data().officers.officers if o.id == "wilhelm_adler")
    assert officer_tooltip("wilhelm_adler") == f"Executive officer: Wilhelm Adler\n{adler.summary}"
    adv = next(a for a in game_data().technology.advanced if a.id == "adv2_conduit")
    assert adv.summary in tile_tooltip("adv2_conduit")


def test_tooltips_are_japanese_in_japanese(japanese) -> None:
    company = plain(company_tooltip("germany"))
    assert company.startswith("ドイツ\n")
    assert plain(_ja("company", "germany")) in company
    officer = plain(officer_tooltip("viktor_fiesler"))
    assert "ヴィクトール・フィースラー" in officer
    assert plain(_ja("officer", "viktor_fiesler")) in officer
    tile = tile_tooltip("adv3_base")
    assert plain(_ja("tile", "adv3_base")) in plain(tile)
    for text in (company, officer):
        assert not re.search(r"[A-Za-z]", text), text
    assert not re.search(r"[A-Za-z]", tile), tile
