"""A steam pump from a survey card (A10, B10, C10, D10, W5): its texts, the summary, the preview.

Seed 002 「◎調査カード」: 「通常の蒸気ポンプ駒とは異なり、この蒸気ポンプ駒は配置された地域に
残ります。プレイヤーは即座にその地域から水駒を1個取り除き、以降の各ラウンド開始時にも水駒を1個取り除きます」.
The engine always did both (golden scenarios `card_pump_drains_at_once` and
`card_pump_stays_and_drains_each_round`); the pump's tooltip and the rules summary spoke only of
the later rounds, and the preview of the card only of its price (issue 33, item 4).
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QLabel

from app.engine.game import PlayerId
from app.engine.resources import resource_path
from app.engine.text import render
from app.games.tinners_trail import GAME
from app.games.tinners_trail.actions import Bid, DropOut, PlayCard, StartAuction
from app.games.tinners_trail.model import AfterCard, State
from app.games.tinners_trail.texts import t
from app.games.tinners_trail.view.hand import HandPanel
from app.games.tinners_trail.view.steps import preview
from tests.games.tinners_trail.builders import card, make_state, region

_TAG = re.compile(r"<[^>]+>")


def _after_auction() -> State:
    """Anna won Redruth (tile B4: 6 water) for £2 and holds W5 (pump) and B6 (−1 water)."""
    redruth = region("redruth")
    state = make_state(
        3,
        regions={"redruth": {"tile": "B4", "face_up": False}},
        seats={"0": {"hand": ["W5", "B6"]}},
    )
    for action in (
        StartAuction(player=PlayerId(0), region=redruth),
        Bid(player=PlayerId(0), amount=2),
        DropOut(player=PlayerId(1)),
        DropOut(player=PlayerId(2)),
    ):
        state = GAME.apply(state, action)
    assert isinstance(state.pending[-1], AfterCard)
    return state


def test_a_pump_card_takes_a_water_cube_at_once():
    state = _after_auction()
    after = GAME.apply(state, PlayCard(player=PlayerId(0), card=card("W5")))
    redruth = region("redruth")
    assert after.water[redruth] == 6 - 1
    assert after.pump[redruth]


def test_the_preview_of_a_pump_card_names_the_cube_now_and_every_later_round():
    state = _after_auction()
    words = preview(GAME, state, PlayCard(player=PlayerId(0), card=card("W5")))
    assert words is not None
    en = render(words, "en")
    assert "pays £5" in en
    assert "−1 water in Redruth (B) now" in en
    assert "every later round" in en
    ja = render(words, "ja")
    assert "水駒を即座に1個取り除く" in ja
    assert "以降の各ラウンド開始時にも水駒を1個取り除く" in ja
    # a card that only drains: the cube now, nothing later
    drained = preview(GAME, state, PlayCard(player=PlayerId(0), card=card("B6")))
    assert drained is not None
    drain = render(drained, "en")
    assert "−1 water in Redruth (B) now" in drain
    assert "later round" not in drain


def test_the_pump_tooltip_says_at_once_and_every_later_round():
    en = render(t("tip.pump_stays"), "en")
    assert "at once" in en
    assert "every later round" in en
    ja = render(t("tip.pump_stays"), "ja")
    assert "即座に" in ja
    assert "以降の各ラウンド開始時にも" in ja


@pytest.mark.parametrize(
    ("lang", "now", "later"),
    [
        ("en", "removes a water cube at once", "one more at the start of every later round"),
        ("ja", "即座に", "以降の各ラウンド開始時にも"),
    ],
)
def test_the_rules_summary_says_at_once_and_every_later_round(lang: str, now: str, later: str):
    page = resource_path("tinners_trail", f"rules_{lang}.html").read_text(encoding="utf-8")
    text = _TAG.sub(" ", page)
    words = "".join(text.split("\n")) if lang == "ja" else " ".join(text.split())
    marks = ("survey card's steam pump", "steam pump from a survey card", "調査カードの蒸気ポンプ")
    said = [s for s in re.split(r"(?<=[.。])", words) if any(m in s for m in marks)]
    assert len(said) == 2  # after the auction, and the app's timing (before the prices)
    for sentence in said:
        assert now in sentence, sentence
        assert later in sentence, sentence


@pytest.mark.gui
def test_a_pump_card_in_hand_says_what_the_pump_does(qtbot):
    panel = HandPanel(0)
    qtbot.addWidget(panel)
    state = _after_auction()
    panel.show_state(GAME.view_for(state, PlayerId(0)))
    tips = {label.text(): label.toolTip() for label in panel.findChildren(QLabel)}
    pump = next(tip for text, tip in tips.items() if text.startswith("W5"))
    assert "at once" in pump
    assert "every later round" in pump
    drain = next(tip for text, tip in tips.items() if text.startswith("B6"))
    assert "steam pump" not in drain.lower()
