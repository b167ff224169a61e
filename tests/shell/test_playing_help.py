"""Each game's rules summary says how to play it in Hotseat (issue 22), in the UI's own words.

The section names the buttons and tabs by the labels the UI shows in that language (read from
the app's catalogue), so a renamed button makes this test fail instead of leaving the help stale.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from app.engine.resources import resource_path

GAMES = ["through_the_desert", "tinners_trail", "barrage", "blood_rage"]
LABELS = ["Undo", "Suggest a move", "All legal moves", "Pass to {0}"]
STEP_GAMES = ["tinners_trail", "barrage", "blood_rage"]
"""Games whose moves are built in the choice panel: its Confirm plays the move at once."""


def _japanese() -> dict[str, str]:
    root = ET.parse(resource_path("i18n") / "hotseat_ja.ts").getroot()
    return {
        m.findtext("source") or "": m.findtext("translation") or "" for m in root.iter("message")
    }


@pytest.mark.parametrize("game", GAMES)
def test_the_summary_teaches_the_app_in_both_languages(game):
    english = (resource_path(game) / "rules_en.html").read_text(encoding="utf-8")
    japanese = (resource_path(game) / "rules_ja.html").read_text(encoding="utf-8")
    assert '<h4><a name="hotseat"></a>Playing in Hotseat</h4>' in english
    assert '<h4><a name="hotseat"></a>Hotseatでの遊び方</h4>' in japanese
    ja = _japanese()
    labels = [*LABELS, *(("Confirm", "Back") if game in STEP_GAMES else ("Confirm turn",))]
    for label in labels:
        shown_en = label.replace("{0}", "…")
        shown_ja = ja[label].replace("{0}", "…")
        assert shown_en in english, (game, label)
        assert shown_ja in japanese, (game, label, shown_ja)
    for drag in ("drag", "ドラッグ"):
        assert drag in (english + japanese).lower() or game == "barrage"


@pytest.mark.parametrize("game", STEP_GAMES)
def test_the_summary_says_confirm_plays_the_move_at_once(game):
    """Issue 35 §2: the summary said moves wait for Confirm turn (Ctrl+Enter), always grey
    in these games: the panel's Confirm plays the move at once."""
    english = (resource_path(game) / "rules_en.html").read_text(encoding="utf-8")
    japanese = (resource_path(game) / "rules_ja.html").read_text(encoding="utf-8")
    for text in (english, japanese):
        assert "Ctrl+Enter" not in text
    assert "<b>Confirm</b> (Enter) plays the\nmove at once" in english
    assert "「<b>確定</b>」（Enter）を押すと手はすぐに実行され" in japanese
