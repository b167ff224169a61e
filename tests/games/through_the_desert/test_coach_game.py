"""Through the Desert's guided game, played to its end by following only the coach (issue 20
§3): every topic the game needed was shown when it applied, in English and Japanese. The
learner plays each suggested move where "Show me" outlined it, with the mouse only: the piece
under the board and then the space, or a drag, in turn (`coachplayer.CoachMousePlayer`)."""

from __future__ import annotations

import pytest

from tests.coachkit import play_lesson
from tests.games.through_the_desert.coachplayer import CoachMousePlayer

pytestmark = [
    pytest.mark.gui,
    pytest.mark.slow,
]


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_guided_game_played_by_following_the_coach(qtbot, tmp_path, monkeypatch, language):
    players: list[CoachMousePlayer] = []

    def learner(window):
        players.append(CoachMousePlayer(window, monkeypatch, first=int(language == "ja")))
        return players[0]

    shown = play_lesson(qtbot, tmp_path, "through_the_desert", language, learner)
    # seed 001 「ゲームの流れ」「水場の占拠」: riders, then camels, water holes (kept face down),
    # to the end and its scoring
    assert {"riders", "camels", "water_holes", "secret_water", "end"} <= shown
    (player,) = players
    assert player.kinds["place_rider"] > 0
    assert player.kinds["place_camel"] > 0
    assert player.clicks["board"] > 0  # the piece, then the space
    assert player.clicks["drag"] > 0  # the piece dragged onto the space
