"""Tinners' Trail's guided game, played to its end by following only the coach (issue 20 §3):
every topic the game needed was shown when it applied, in English and Japanese."""

from __future__ import annotations

import pytest

from tests.coachkit import play_lesson
from tests.games.tinners_trail.test_mouse_only import MousePlayer

pytestmark = [
    pytest.mark.gui,
    pytest.mark.slow,
]


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_guided_game_played_by_following_the_coach(qtbot, tmp_path, monkeypatch, language):
    shown = play_lesson(
        qtbot, tmp_path, "tinners_trail", language, lambda w: MousePlayer(w, monkeypatch, first=0)
    )
    # the game's core (seed 002 「フェイズ2」「フェイズ3」): auctions, mining, investing
    assert {"setup", "work_track", "auction", "bidding", "mining", "selling"} <= shown
    # what is secret (「ゲームの準備」「競りの事前準備」「フェイズ4」) and the two-player auction
    assert {"face_down", "survey_card", "peeks", "two_players"} <= shown
