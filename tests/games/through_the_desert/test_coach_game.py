"""Through the Desert's guided game, played to its end by following only the coach (issue 20
§3): every topic the game needed was shown when it applied, in English and Japanese. The camels
go on the board through the board's drop handler (a real drag cannot be driven from a test)."""

from __future__ import annotations

import pytest

from tests.coachkit import play_lesson
from tests.games.through_the_desert.coachplayer import DropPlayer

pytestmark = [
    pytest.mark.gui,
    pytest.mark.slow,
    pytest.mark.qt_log_ignore("propagateSizeHints"),  # the offscreen platform, the end dialog
]


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_guided_game_played_by_following_the_coach(qtbot, tmp_path, language):
    shown = play_lesson(qtbot, tmp_path, "through_the_desert", language, DropPlayer)
    # seed 001 「ゲームの流れ」: riders, then camels, to the end and its scoring
    assert {"riders", "camels", "end", "water_holes"} <= shown
