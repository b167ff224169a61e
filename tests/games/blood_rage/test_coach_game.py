"""Blood Rage's guided game, played to its end by following only the coach (issue 20 §3): every
topic the game needed was shown when it applied, in English and Japanese."""

from __future__ import annotations

import pytest

from tests.coachkit import play_lesson
from tests.games.blood_rage.test_mouse_only import MousePlayer

pytestmark = [
    pytest.mark.gui,
    pytest.mark.slow,
]


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_guided_game_played_by_following_the_coach(qtbot, tmp_path, monkeypatch, language):
    shown = play_lesson(
        qtbot, tmp_path, "blood_rage", language, lambda w: MousePlayer(w, monkeypatch)
    )
    # the guided game reaches the game's core (seed 003 「ゲームの流れ」)
    assert {"goal", "gods_gifts", "actions", "discard", "ragnarok"} <= shown
    # and its hidden information: the secret draft, battle cards and quests face down
    assert {"hidden_hands", "hidden_battle_cards", "hidden_quests"} <= shown
