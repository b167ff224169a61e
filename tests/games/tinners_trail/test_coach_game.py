"""Tinners' Trail's guided game, played to its end by following only the coach (issue 20 §3):
every topic the game needed was shown when it applied, in English and Japanese.

Issue 37 (a newcomer's 7/10): `play_lesson_steps` fails when a topic was read after the first
decision that needed it; here the topics of `TopicMap.before` (mining, the survey cards and the
two-player auction, before the learner's first auction or bid) are among them, and the first
move no longer comes after a heap of topics."""

from __future__ import annotations

import pytest

from app.engine.topics import load_topics
from tests.coachkit import play_lesson_steps
from tests.games.tinners_trail.test_mouse_only import MousePlayer

pytestmark = [
    pytest.mark.gui,
    pytest.mark.slow,
]


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_guided_game_played_by_following_the_coach(qtbot, tmp_path, monkeypatch, language):
    read_at = play_lesson_steps(
        qtbot, tmp_path, "tinners_trail", language, lambda w: MousePlayer(w, monkeypatch, first=0)
    )
    shown = set(read_at)
    # the game's core (seed 002 「フェイズ2」「フェイズ3」): auctions, mining, investing
    assert {"setup", "work_track", "auction", "bidding", "mining", "selling"} <= shown
    # what is secret (「ゲームの準備」「競りの事前準備」「フェイズ4」) and the two-player auction
    assert {"face_down", "survey_card", "peeks", "two_players"} <= shown
    topics = load_topics("tinners_trail")
    assert topics is not None
    # issue 37: what an auction needs is checked by `before` (read by the learner's first
    # decision that may start one or bid), and it is all of this
    assert set(topics.before) == {
        "auction",
        "mining",
        "survey_card",
        "two_players",
        "after_auction",
    }
    # before move 1: the first page and at most four more (the cards kept and what they do)
    first = sorted(t for t, step in read_at.items() if step == 0 and t not in topics.intro)
    assert len(first) <= 4, first
    # the developments come when they are picked or their turn comes, not before move 1
    developments = {"developments", "miner", "port", "rail", "adit", "pumps"}
    assert all(read_at[t] > 0 for t in developments & shown)
