"""Company and executive officer abilities are written where a player plans (issue 36 §3).

Every company and officer of the data has its ability in both catalogues; the company board
shows the company's and the officer's ability as text (the seat's tab), the draft list gives
both in full, and the rules summary ("?") lists every one of them, in English and Japanese.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

import pytest
from PySide6.QtWidgets import QApplication

from app.engine.phrases import plain
from app.engine.text import render, text_keys
from app.games.barrage.abilities import company_ability
from app.games.barrage.controller import rules_summary_html
from app.games.barrage.data.data import game_data
from app.games.barrage.texts import DOMAIN, t
from app.games.barrage.view.scene import BarrageScene
from app.shell.language import LanguageManager
from app.ui.palette import player_style
from tests.games.barrage.builders import make_state

if TYPE_CHECKING:
    from collections.abc import Iterator

COMPANIES = [c.id for c in game_data().companies.companies]
OFFICERS = [o.id for o in game_data().officers.officers]


@pytest.fixture(params=["en", "ja"])
def language(qapp, request) -> Iterator[str]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    manager = LanguageManager(app)
    assert manager.set_language(request.param)
    yield request.param
    manager.set_language("en")


def test_every_company_and_officer_has_its_ability_in_both_languages() -> None:
    for lang in ("en", "ja"):
        keys = text_keys(DOMAIN, lang)
        assert {f"company.{c}.ability" for c in COMPANIES} <= keys, lang
        assert {f"officer.{o}.ability" for o in OFFICERS} <= keys, lang
    assert len(COMPANIES) == 5  # the four of the base game and the Netherlands
    assert len(OFFICERS) == 11


def test_the_company_board_writes_both_abilities(language) -> None:
    """Each company (and each officer) in turn on seat 0's board: both texts, whole."""
    scene = BarrageScene(2, [player_style(None, False, i) for i in range(2)], ["Anna", "Bea"])
    state = make_state(2, leeghwater=True)
    board = scene.companies[0]
    for k, officer in enumerate(OFFICERS):
        company = COMPANIES[k % len(COMPANIES)]
        state.seats[0].company, state.seats[0].officer = company, officer
        scene.sync(state)
        note = plain(board.ability.look.note)
        assert note == render(company_ability(company), language)
        assert render(t(f"company.{company}.ability"), language) in note
        assert plain(board.officer_ability.look.note) == render(
            t(f"officer.{officer}.ability"), language
        )
        assert render(t(f"officer.{officer}"), language) in plain(board.officer_ability.look.title)
        for item in (board.ability, board.officer_ability):  # nothing elided
            assert "…" not in "".join(text for text, _ in item.text_runs())


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_rules_summary_lists_every_ability(lang) -> None:
    html = rules_summary_html(lang)
    assert '<a name="abilities">' in html
    for c in COMPANIES:
        assert escape(render(t(f"company.{c}.ability"), lang)) in html, c
        assert escape(render(t(f"company.{c}"), lang)) in html, c
    for o in OFFICERS:
        assert escape(render(t(f"officer.{o}.ability"), lang)) in html, o
        assert escape(render(t(f"officer.{o}"), lang)) in html, o
    assert html.index('name="abilities"') < html.index('name="app_decisions"')
