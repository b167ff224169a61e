"""The controller's words (`GameController.engine_text`, `action_text`, `log_entries`).

The rules hand the controller texts as data (`app.engine.text.Text`); the controller renders
them in the UI language (the application's default `QLocale`) with the seats' names. Nothing is
parsed back from English (STYLE.md §9). Through the Desert's texts are the examples.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QLocale

from app.engine.game import PlayerId
from app.engine.phrases import plain
from app.engine.session import Seat, Session
from app.engine.text import Seat as SeatText
from app.engine.text import engine_text
from app.games.through_the_desert import GAME
from app.games.through_the_desert.actions import PlaceCamel, PlaceRider
from app.games.through_the_desert.model import TtdOptions
from app.games.through_the_desert.texts import colour_text, t
from app.ui.controller import GameController
from app.ui.i18n import current_language, show

if TYPE_CHECKING:
    from collections.abc import Iterator

pytestmark = pytest.mark.gui

NAMES = ["アンナ", "ベア", "カール"]


@pytest.fixture
def japanese() -> Iterator[None]:
    """The UI language is Japanese for the test (the shell sets the default locale)."""
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.Japanese))
    yield
    QLocale.setDefault(before)


def make(names: list[str] = NAMES) -> GameController:
    seats = [Seat(name=name) for name in names]
    session = Session(GAME, TtdOptions(players=len(names), open_scores=True), 7, seats)
    return GameController(session)


def first_rider(c: GameController) -> PlaceRider:
    action = GAME.legal_actions(c.session.state, PlayerId(0))[0]
    assert isinstance(action, PlaceRider)
    return action


def test_the_language_is_the_default_locale(qapp, japanese) -> None:
    assert current_language() == "ja"
    assert plain(show(t("colour.pink"))) == "パステルピンク"
    assert show("そのまま") == "そのまま"  # a str is already in the UI language
    assert show(None) == ""


def test_english_by_default_with_seat_names(qapp) -> None:
    c = make(["Anna", "Bea", "Carl"])
    action = first_rider(c)
    assert c.action_text(action).startswith("Anna places the green rider camel on ")
    assert c.engine_text(GAME.prompt(c.session.state)) == (
        "Anna: place a rider camel (round 1 of 5)"
    )


def test_action_text_and_prompt_in_japanese_with_names(qapp, japanese) -> None:
    c = make()
    action = first_rider(c)
    where = GAME.describe(c.session.state, action).arg("cell")
    assert plain(c.action_text(action)) == (
        f"アンナ：パステルグリーンの騎手ラクダを{where}に配置（残り4個）"
    )
    assert plain(c.engine_text(GAME.prompt(c.session.state))) == (
        "アンナ：騎手ラクダを1個置いてください（全5ラウンド中の第1ラウンド）"
    )
    words = dict(c.actions_in_words(0))
    assert words[action] == c.action_text(action)


def test_log_entries_in_japanese_with_names_and_headings(qapp, japanese) -> None:
    c = make()
    c.start()
    for _ in range(3):
        seat = c.present_actor()
        assert seat is not None
        assert c.try_apply(GAME.legal_actions(c.session.state, seat)[0])
        if c.awaiting_confirm():
            assert c.confirm_turn()
    entries = c.log_entries()
    assert [e.player for e in entries] == [0, 1, 2]
    assert [plain(e.heading) for e in entries] == [
        "騎手ラクダの配置：第1ラウンド（全5ラウンド）"
    ] * 3
    for entry, name in zip(entries, NAMES, strict=True):
        text = plain(entry.text)
        assert text.startswith(f"{name}：")
        assert text.endswith("に配置（残り4個）")  # the riders still to place (the ledger)
        assert "騎手ラクダ" in text


def test_refusals_reach_the_player_in_japanese(qapp, japanese) -> None:
    c = make()
    c.start()
    refused: list[str] = []
    c.action_rejected.connect(refused.append)
    rider = first_rider(c)
    camel = PlaceCamel(player=PlayerId(0), colour=0, cell=rider.cell)
    assert not c.try_apply(camel)
    assert [plain(r) for r in refused] == ["先に騎手ラクダを置いてください"]
    assert plain(c.engine_text(engine_text("not_your_turn"))) == "あなたの手番ではありません"
    # The camel-turn refusals of the rules, rendered the same way.
    rival = t("reason.camel_next_to_rival", who=SeatText(1), colour=colour_text(0))
    assert plain(c.engine_text(rival)).startswith("ほかのプレイヤー（")


def test_seats_without_names_are_numbered_in_the_language(qapp, japanese) -> None:
    text = GAME.prompt(GAME.setup(TtdOptions(players=2), 1))
    assert (
        plain(show(text))
        == "プレイヤー1：騎手ラクダを1個置いてください（全5ラウンド中の第1ラウンド）"
    )
