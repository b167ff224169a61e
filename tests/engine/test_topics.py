"""Every engine term of every game is explained by a paragraph of its rules summary (issue 20 §3).

`resources/<game>/topics.json` maps each phase, decision kind, action kind, prompt and score
source to a topic; each topic is an anchor in both summaries. A new rule that adds a phase, a
decision, an action, a prompt or a score source fails here until its paragraph is named.
"""

from __future__ import annotations

import re

import pytest

from app.engine.resources import resource_path
from app.engine.rng import bot_random
from app.engine.topics import TERMS, engine_terms, load_topics, topic_of
from app.games import GAMES

IDS = sorted(GAMES)


def _anchors(game: str, language: str) -> list[str]:
    html = resource_path(game, f"rules_{language}.html").read_text(encoding="utf-8")
    return re.findall(r'<a name="([a-z_]+)"></a>', html)


@pytest.mark.parametrize("game", IDS)
def test_each_topic_is_an_anchor_of_both_summaries_in_the_same_order(game):
    topics = load_topics(game)
    assert topics is not None
    assert list(topics.topics) == _anchors(game, "en") == _anchors(game, "ja")
    assert len(set(topics.topics)) == len(topics.topics)


@pytest.mark.parametrize("game", IDS)
@pytest.mark.parametrize("term", TERMS)
def test_every_engine_term_has_a_topic(game, term):
    topics = load_topics(game)
    assert topics is not None
    known = topics.of(term)
    missing = sorted(engine_terms(GAMES[game])[term] - set(known))
    assert not missing, f"{game}: {term} without a topic in topics.json: {missing}"
    stale = sorted(set(known) - engine_terms(GAMES[game])[term])
    assert not stale, f"{game}: topics.json names {term} the engine does not have: {stale}"
    assert set(known.values()) <= set(topics.topics)


def test_the_engine_terms_are_read_from_the_engine():
    terms = engine_terms(GAMES["tinners_trail"])
    # seed 002 「フェイズ2」: the actions of the work track, and the auction's decision
    assert {"mine", "rail", "adit", "pasty", "start_auction", "bid"} <= terms["actions"]
    assert "auction" in terms["decisions"]
    assert {"actions", "invest", "over"} <= terms["phases"]
    assert "prompt.bid" in terms["prompts"]


@pytest.mark.parametrize("game", IDS)
def test_every_step_of_a_game_has_a_topic(game):
    """Whatever a game asks, the "?" beside the prompt has a paragraph to open."""
    g = GAMES[game]
    for seed in range(2):
        state = g.setup(g.Options(players=3), seed)
        rng = bot_random(f"topics:{seed}", 0)
        for _ in range(300):
            acting = sorted(g.to_act(state))
            if not acting:
                break
            seat = acting[0]
            view = g.view_for(state, seat)
            assert topic_of(g, view) is not None, (game, seed, g.prompt(view))
            state = g.apply(state, rng.choice(g.legal_actions(state, seat)))
        assert topic_of(g, state) is not None


def test_a_tinners_auction_opens_the_bidding_paragraph():
    """Seed 002 「鉱山の建設」: once an auction starts, the question is the bid."""
    g = GAMES["tinners_trail"]
    state = g.setup(g.Options(players=3), 1)
    rng = bot_random("topics", 1)
    while not (state.pending and state.pending[-1].kind == "auction"):
        (seat, *_) = sorted(g.to_act(state))
        moves = g.legal_actions(state, seat)
        starts = [a for a in moves if a.kind == "start_auction"]
        state = g.apply(state, starts[0] if starts else rng.choice(moves))
    assert topic_of(g, state) in {"bidding", "two_players"}


@pytest.mark.parametrize("game", IDS)
def test_a_rounds_cycle_names_the_games_phases(game):
    topics = load_topics(game)
    assert topics is not None
    assert set(topics.cycle) <= engine_terms(GAMES[game])["phases"]


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("game", IDS)
def test_how_to_move_is_said_once_in_playing_in_hotseat(game, language):
    """Issue 36 §1 "each thing is shown once": a stranger (s52) found Blood Rage's summary telling
    how to drag and click twice, in "Playing in this app" and again in "Playing in Hotseat"."""
    html = resource_path(game, f"rules_{language}.html").read_text(encoding="utf-8")
    start = html.index('<a name="hotseat"></a>')
    word = "drag" if language == "en" else "ドラッグ"
    assert word not in html[:start].lower(), f"{game} ({language}): drag told before Hotseat"
