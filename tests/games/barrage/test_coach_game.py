"""Barrage's guided games, the base game's and the Leeghwater expansion's, played to their end by
following only the coach (issue 20 §3): every topic the game needed was shown when it applied,
in English and Japanese."""

from __future__ import annotations

import pytest

from app.engine.topics import load_topics
from tests.coachkit import play_lesson, play_lesson_steps
from tests.games.barrage.test_mouse_only import MousePlayer

pytestmark = [
    pytest.mark.gui,
    pytest.mark.slow,
]


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_guided_game_played_by_following_the_coach(qtbot, tmp_path, language):
    read_at = play_lesson_steps(qtbot, tmp_path, "barrage", language, MousePlayer)
    # the game's core (seed 000 「ゲームの流れ」)
    core = {"goal", "actions", "construction", "production", "water_flow", "scoring"}
    assert core <= set(read_at)
    # issue 37: 19 topics before move 1; now the first page and at most four pages more (a page
    # that covers other topics counts once: the round's text says the income, and so on)
    topics = load_topics("barrage")
    assert topics is not None
    covered = {t for head, more in topics.covers.items() if head in read_at for t in more}
    first = sorted(
        t for t, step in read_at.items() if step == 0 and t not in {*topics.intro, *covered}
    )
    assert len(first) <= 4, first
    # a newcomer's 6/10: the joker, production, contracts, income and where you may build came
    # after the first build (Show me builds at move 1); setup, the map, the abilities and the
    # closed spaces in round 2: all of them are read before move 1
    early = {"introductory", "production", "contracts", "income", "build_limits", "construction"}
    early |= {"setup", "map", "abilities", "small_table"}
    late = {t: read_at.get(t) for t in early if read_at.get(t) != 0}
    assert not late, late
    # and the standard game's rules are not shown in an introductory game (noise)
    assert not {"draft", "patent_office", "auction"} & set(read_at)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_expansions_guided_game_teaches_what_it_adds(qtbot, tmp_path, language):
    shown = play_lesson(qtbot, tmp_path, "barrage_leeghwater", language, MousePlayer)
    # seed 000 レーフワーテル計画拡張: external works and private buildings; nothing else
    assert shown == {"leeghwater", "external_works", "buildings", "building_use"}
