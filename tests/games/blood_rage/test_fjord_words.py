"""A fjord stays open while one of its provinces stands, on the board and in the words (s52).

RULES.md R12 and the engine (`fjord_open`): a fjord takes ships while one of its two provinces
stands. The board drew every fjord alike and the summaries said the doomed province "is destroyed
with its fjord", so a fjord still offered after Gimle fell, and one gone after Angerboda fell
(Elvagar was out of the game from the start), looked like two different rules.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.engine.text import render
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.rules.board import fjord_open
from app.games.blood_rage.view.looks import fjord_tip
from tests.games.blood_rage.builders import make_state, province
from tests.games.blood_rage.gui import make, session_of
from tests.guikit import take_screen
from tests.textcheck import JA_NAMES

RESOURCES = Path(__file__).resolve().parents[3] / "resources" / "blood_rage"


def _west() -> int:
    pair = (province("gimle"), province("myrkulor"))
    return next(f for f, ps in enumerate(game_data().fjord_provinces) if set(ps) == set(pair))


def test_a_fjord_with_one_province_standing_is_open_and_says_so():
    state = make_state(3, phase="action", destroyed=["gimle"])
    west = _west()
    assert fjord_open(state, west)
    en = [render(x, "en") for x in fjord_tip(state, west)]
    assert any("Gimle is destroyed" in x and "while Myrkulor stands" in x for x in en), en
    ja = [render(x, "ja", JA_NAMES) for x in fjord_tip(state, west)]
    assert any("残っている間" in x for x in ja), ja


def test_a_fjord_with_both_provinces_destroyed_is_closed_and_says_so():
    state = make_state(3, phase="action", destroyed=["gimle", "myrkulor"])
    west = _west()
    assert not fjord_open(state, west)
    en = " ".join(render(x, "en") for x in fjord_tip(state, west))
    assert "both its provinces are destroyed" in en
    assert "support both provinces" not in en


@pytest.mark.gui
def test_the_board_darkens_only_a_closed_fjord(qtbot):
    session = session_of("hh")
    session.snapshots[-1] = make_state(
        2, phase="action", destroyed=["gimle", "myrkulor", "elvagar"]
    )
    controller, _ = make(qtbot, session)
    take_screen(controller)
    scene = controller.scene()
    state = controller.session.state
    closed = {f.fjord for f in scene.fjords if f.closed}
    assert closed == {f for f in range(len(scene.fjords)) if not fjord_open(state, f)}
    assert closed == {_west()}
    controller.shutdown()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_summaries_do_not_say_the_fjord_is_destroyed_with_the_province(lang):
    texts = json.loads((RESOURCES / f"texts.{lang}.json").read_text(encoding="utf-8"))
    html = (RESOURCES / f"rules_{lang}.html").read_text(encoding="utf-8")
    wrong = {
        "en": ("destroyed with its fjord",),
        "ja": ("フィヨルドとともに破壊", "援護するフィヨルドが破壊"),
    }[lang]
    for text in (texts["topic.ragnarok"], html):
        assert not any(w in text for w in wrong)
    stands = {"en": "while its other province stands", "ja": "もう一方の地域が残っている間"}[lang]
    assert stands in texts["topic.ragnarok"]
    assert stands in html
