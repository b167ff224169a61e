"""Rules help of Through the Desert: the rules summary and the board tooltips, in both languages."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QTranslator
from PySide6.QtWidgets import QWidget

from app.engine.resources import resource_path
from app.engine.session import Seat, Session
from app.games.through_the_desert import GAME
from app.games.through_the_desert.controller import (
    ThroughTheDesertController,
    TtdBoard,
    rules_summary_html,
)
from app.games.through_the_desert.model import TtdOptions
from app.games.through_the_desert.view.items import CellLook, MountainItem, TtdHexItem
from app.games.through_the_desert.view.scene import cell_id
from app.games.through_the_desert.view.tips import cell_tooltip

if TYPE_CHECKING:
    from collections.abc import Iterator

pytestmark = pytest.mark.gui


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


def controller(qtbot, players: int = 4) -> ThroughTheDesertController:
    names = ["Anna", "Bea", "Carl", "Dora", "Emil"][:players]
    session = Session(GAME, TtdOptions(players=players), 3, [Seat(name=n) for n in names])
    return ThroughTheDesertController(session)


def test_the_summary_exists_in_both_languages_and_names_the_key_rules() -> None:
    en, ja = (" ".join(rules_summary_html(lang).split()) for lang in ("en", "ja"))
    for words in (
        "rider",
        "next to an oasis",
        "water hole",
        "oasis tile (5 points)",
        "same colour",
        "area",
        "largest caravan",
        "scores 10",
        "5 each",
        "last camel of any colour",
        "4 with 5 players",
        "Decisions of this app",
    ):
        assert words in en, words
    for words in (
        "騎手ラクダ",
        "水場",
        "オアシスチップ",
        "最大のキャラバン",
        "領地",
        "10点",
        "5点",
    ):
        assert words in ja, words
    assert "このアプリの取り決め" in ja
    assert rules_summary_html("fr") == rules_summary_html("en")
    assert en.lstrip().startswith("<h3>")
    assert ja.lstrip().startswith("<h3>")


def test_help_shows_the_summary_in_the_ui_language(qtbot) -> None:
    game = controller(qtbot)
    previous = QLocale()
    try:
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
        assert "Through the Desert — rules summary" in game.rules_summary()
        QLocale.setDefault(QLocale(QLocale.Language.Japanese, QLocale.Country.Japan))
        assert "砂漠を抜けて — ルールの要約" in game.rules_summary()
    finally:
        QLocale.setDefault(previous)


def _spaces(game: ThroughTheDesertController) -> dict[str, int]:
    """A water hole, an oasis, a free space next to an oasis, and a plain desert space."""
    state = game.session.state
    geo = game.scene().geo
    near = {n for o in state.oases for n in geo.neighbours[o]} - set(state.oases)
    return {
        "water": next(c for c in geo.playable if state.water[c]),
        "oasis": state.oases[0],
        "near": next(c for c in sorted(near) if not state.water[c]),
        "desert": next(
            c for c in geo.playable if not state.water[c] and c not in near | set(state.oases)
        ),
    }


def _tip(game: ThroughTheDesertController, cell: int) -> str:
    item = game.scene().item_for(cell_id(cell))
    assert isinstance(item, TtdHexItem)
    return item.toolTip()


def _mountain_tip(game: ThroughTheDesertController) -> str:
    items = [i for i in game.scene().board_items() if isinstance(i, MountainItem)]
    return next(i for i in items if not i.central).toolTip()


def test_tooltips_explain_every_kind_of_space(qtbot) -> None:
    game = controller(qtbot)
    spaces = _spaces(game)
    water = game.session.state.water[spaces["water"]]
    assert f"Water hole worth {water}: the camel placed here takes it" in _tip(
        game, spaces["water"]
    )
    assert "scores an oasis tile (5 points) once" in _tip(game, spaces["oasis"])
    assert "Next to an oasis: no rider may go here" in _tip(game, spaces["near"])
    assert _tip(game, spaces["desert"]).endswith("Desert")
    assert "help to close areas" in _mountain_tip(game)
    central = next(
        i for i in game.scene().board_items() if isinstance(i, MountainItem) and i.central
    )
    assert central.toolTip().startswith("Central mountain range")


def test_area_tooltips_say_who_owns_it_and_what_it_is_worth() -> None:
    names = ["Anna", "Bea"].__getitem__
    plain = cell_tooltip("K7", CellLook(terrain="plain", area=1), False, names)
    assert "Area enclosed by Bea: closed to the other players; 1 point at the end" in plain
    oasis = cell_tooltip("K8", CellLook(terrain="palm", oasis=True, area=0), False, names)
    assert "Area enclosed by Anna" in oasis
    assert "an oasis space scores no area point" in oasis


def test_tooltips_follow_a_language_switch(qtbot) -> None:
    game = controller(qtbot)
    parent = QWidget()
    qtbot.addWidget(parent)
    board = game.create_board(parent)
    assert isinstance(board, TtdBoard)
    water = _spaces(game)["water"]
    assert "Water hole worth" in _tip(game, water)
    catalogue = QTranslator()
    assert catalogue.load("hotseat_ja", str(resource_path("i18n")))
    QCoreApplication.installTranslator(catalogue)
    try:
        QCoreApplication.sendEvent(board, QEvent(QEvent.Type.LanguageChange))
        assert "ラクダを置くと取れます" in _tip(game, water)
        assert "領地を囲む" in _mountain_tip(game)
    finally:
        QCoreApplication.removeTranslator(catalogue)
    QCoreApplication.sendEvent(board, QEvent(QEvent.Type.LanguageChange))
    assert "Water hole worth" in _tip(game, water)
    assert _mountain_tip(game).startswith("Mountains")


def test_japanese_tooltips(qtbot, japanese) -> None:
    game = controller(qtbot)
    spaces = _spaces(game)
    assert "水場" in _tip(game, spaces["water"])
    assert "ラクダを置くと取れます" in _tip(game, spaces["water"])
    assert "オアシスチップ（5点）" in _tip(game, spaces["oasis"])
    assert "オアシスの隣：騎手ラクダは置けません" in _tip(game, spaces["near"])
    assert _tip(game, spaces["desert"]).endswith("砂漠")
    assert "領地を囲む" in _mountain_tip(game)
    area = cell_tooltip("K7", CellLook(terrain="plain", area=0), False, ["Anna"].__getitem__)
    assert "Annaが囲んだ領地" in area
