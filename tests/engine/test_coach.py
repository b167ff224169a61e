"""The coach's choice of topics (issue 20 §1), Qt-free: each topic is explained the first time
it matters (a phase or decision reached, an action kind played by anyone), once."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.coach import Coach, topic_text
from app.engine.rng import bot_random
from app.engine.topics import load_topics
from app.games import GAMES
from app.games.barrage.model import BarrageOptions
from app.games.tinners_trail.actions import StartAuction

IDS = sorted(GAMES)


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("game", IDS)
def test_every_topic_has_a_title_and_its_paragraph(game, language):
    topics = load_topics(game)
    assert topics is not None
    for topic in topics.topics:
        text = topic_text(game, topic, language)
        assert text.title, (game, topic)
        assert "<" not in text.title, (game, topic)
        assert text.body.startswith(("<b>", "<p><b>")), (game, topic, text.body[:40])
        assert len(text.body) > len(text.title) + 12, (game, topic)  # the title and some words
        assert "<h3>" not in text.body


def test_a_paragraph_that_announces_a_list_keeps_its_list():
    """Tinners' Trail "A round has four phases" (seed 002 「ゲームの流れ」) with the four."""
    body = topic_text("tinners_trail", "round", "en").body
    assert body.count("<li>") == 4
    assert "Ore prices" in body
    assert "End of round" in body


def test_a_list_item_is_only_that_item():
    body = topic_text("tinners_trail", "rail", "en").body
    assert body.startswith("<b>Rail</b>")
    assert "Adit" not in body


def test_the_first_question_of_a_game_is_due_at_once():
    game = GAMES["tinners_trail"]
    coach = Coach(game)
    state = game.setup(game.Options(players=3), 1)
    # seed 002 「ゲームの準備」: everyone first keeps one survey card of each letter
    assert coach.follow([], state) == ["setup"]
    assert coach.next_topic() == "setup"
    assert coach.follow([], state) == []  # shown once


def test_an_action_played_by_anyone_is_due_and_the_present_question_goes_first():
    game = GAMES["tinners_trail"]
    coach = Coach(game)
    state = game.setup(game.Options(players=3), 1)
    actions = []
    rng = bot_random("coach", 0)
    while state.phase.value == "keep":
        (seat, *_) = sorted(game.to_act(state))
        action = rng.choice(game.legal_actions(state, seat))
        actions.append(action)
        state = game.apply(state, action)
    coach.follow(actions, state)
    # a start of an auction (seed 002 「鉱山の建設」) by someone: the auction topic is due
    (seat, *_) = sorted(game.to_act(state))
    start = next(a for a in game.legal_actions(state, seat) if isinstance(a, StartAuction))
    actions.append(start)
    state = game.apply(state, start)
    due = coach.follow(actions, state)
    assert "auction" in due
    now = coach.topic_now(state)
    assert now in due
    assert coach.next_topic(now) == now


def test_a_lesson_about_an_expansion_teaches_only_its_topics():
    game = GAMES["barrage"]
    only = frozenset({"leeghwater", "external_works", "buildings", "building_use"})
    coach = Coach(game, only=only)
    state = game.setup(BarrageOptions(players=2, leeghwater=True), 1)
    actions = []
    rng = bot_random("coach", 1)
    for _ in range(200):
        acting = sorted(game.to_act(state))
        if not acting:
            break
        action = rng.choice(game.legal_actions(state, acting[0]))
        actions.append(action)
        state = game.apply(state, action)
        coach.follow(actions, state)
    assert set(coach.waiting) <= only
    assert coach.waiting  # random play reaches some of the expansion's actions in 200 moves


def test_the_final_scoring_brings_the_sources_that_scored():
    """Seed 001 「ゲームの終了と精算」: water holes, oases, areas and the largest caravans."""
    game = GAMES["through_the_desert"]
    coach = Coach(game)
    state = game.setup(game.Options(players=2), 3)
    rng = bot_random("coach", 2)
    actions = []
    while acting := sorted(game.to_act(state)):
        action = rng.choice(game.legal_actions(state, acting[0]))
        actions.append(action)
        state = game.apply(state, action)
    outcome = game.outcome(state)
    assert outcome is not None
    coach.follow(actions, state)
    scored = {line.source for lines in outcome.breakdown for line in lines if line.points}
    topics = load_topics("through_the_desert")
    assert topics is not None
    assert {topics.scores[s] for s in scored} <= set(coach.waiting)


def test_a_phase_without_a_question_is_due_when_play_passes_through_it():
    """Seed 000 「ゲームの流れ」: water flow and scoring follow the actions by themselves."""
    game = GAMES["barrage"]
    coach = Coach(game)
    state = game.setup(game.Options(players=2), 1)
    rng = bot_random("coach", 3)
    actions: list[Any] = []
    coach.follow(actions, state)
    start_round = state.round
    while state.round == start_round:
        acting = sorted(game.to_act(state))
        action = rng.choice(game.legal_actions(state, acting[0]))
        actions.append(action)
        state = game.apply(state, action)
        coach.follow(actions, state)
    topics = set(coach.waiting) | set(coach.shown)
    assert {"water_flow", "scoring"} <= topics
