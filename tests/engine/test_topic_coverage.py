"""Each guided game covers the rules a newcomer needs for a normal game (issue 37 §2).

A game's `topics.json` lists, per guided game and per section of its seed rulebook, the rules a
newcomer needs and the topic that teaches each (`TopicMap.rules`). Every listed topic must exist,
and the guided game's setup (its seed, the learner first, one easy bot), played through with the
coach following the learner's seat, must bring every listed topic before the game ends: a rule
the guided game never reaches is a rule the newcomer meets first in a normal game.
"""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.bots import make_bot
from app.engine.coach import Coach
from app.engine.game import PlayerId
from app.engine.topics import load_topics
from app.games import GAMES
from app.shell.learn import LESSONS


def _listed(lesson: Any) -> dict[str, str]:
    """Rule ("section: rule") -> topic, for guided game `lesson`."""
    topics = load_topics(lesson.game_id)
    assert topics is not None
    sections = topics.rules.get(lesson.key, {})
    return {f"{s}: {rule}": topic for s, rules in sections.items() for rule, topic in rules.items()}


@pytest.mark.parametrize("lesson", LESSONS, ids=[x.key for x in LESSONS])
def test_every_guided_game_lists_the_rules_it_teaches(lesson):
    topics = load_topics(lesson.game_id)
    assert topics is not None
    listed = _listed(lesson)
    assert len(listed) >= 4, "a guided game lists the rules a newcomer needs"
    unknown = {rule: t for rule, t in listed.items() if t not in topics.topics}
    assert not unknown, unknown
    if lesson.only:  # a lesson about an expansion lists what it teaches, nothing else
        assert set(listed.values()) == set(lesson.only)


def _read(coach: Coach) -> None:
    """The learner reads and closes every topic waiting ("Got it" until none is left)."""
    while (topic := coach.next_topic()) is not None:
        coach.close(topic)


def _due_before_the_end(lesson: Any) -> set[str]:
    """Play guided game `lesson` with easy bots; the topics due before the game ended.

    The learner reads what the coach shows at each of its decisions, and picks its move on the
    board before playing it (`Coach.consider`), as a person following the coach does.
    """
    game = GAMES[lesson.game_id]
    options = game.Options(players=2, **dict(lesson.options))
    state = game.setup(options, lesson.seed)
    bots = {p: make_bot("easy", game, PlayerId(p), lesson.seed) for p in range(2)}
    coach = Coach(game, only=frozenset(lesson.only) or None, learners=frozenset({0}))
    actions: list[Any] = []
    states = [state]
    coach.follow(actions, game.view_for(state, PlayerId(0)), states.__getitem__)
    coach.read(coach.intro())  # the first page, closed
    while acting := sorted(game.to_act(state)):
        action = bots[int(acting[0])].choose(game.view_for(state, acting[0]))
        if int(acting[0]) == 0:
            coach.consider(action.kind)
            _read(coach)
        state = game.apply(state, action)
        if game.outcome(state) is not None:
            break  # the final scoring's topics come too late to count
        actions.append(action)
        states.append(state)
        coach.follow(actions, game.view_for(state, PlayerId(0)), states.__getitem__)
    return set(coach.waiting) | set(coach.shown)


@pytest.mark.parametrize("lesson", LESSONS, ids=[x.key for x in LESSONS])
def test_the_guided_game_reaches_every_listed_rule(lesson):
    due = _due_before_the_end(lesson)
    missed = {rule: t for rule, t in _listed(lesson).items() if t not in due}
    assert not missed, missed


def _left_out(lesson: Any) -> set[str]:
    """The topics of rules the lesson's game does not have (`TopicMap.only_when`)."""
    topics = load_topics(lesson.game_id)
    assert topics is not None
    game = GAMES[lesson.game_id]
    state = game.setup(game.Options(players=2, **dict(lesson.options)), lesson.seed)
    return {
        topic
        for topic, need in topics.only_when.items()
        if any(bool(getattr(state, name, None)) != want for name, want in need.items())
    }


@pytest.mark.parametrize("lesson", LESSONS, ids=[x.key for x in LESSONS])
def test_a_guided_game_lists_no_rule_its_game_does_not_have(lesson):
    """Issue 37 (6/10): the introductory guided game "covered" the draft and the advanced tiles
    by showing them out of place. A rule of the standard game only is covered by a guided game
    that has it, or stated as taught by none (`TopicMap.unguided`)."""
    listed = _listed(lesson)
    absent = {rule: t for rule, t in listed.items() if t in _left_out(lesson)}
    assert not absent, absent
    topics = load_topics(lesson.game_id)
    assert topics is not None
    assert not set(topics.unguided) & set(listed.values())
    assert set(topics.unguided) <= set(topics.topics)


def test_every_barrage_topic_is_taught_by_a_guided_game_or_stated_as_not():
    """The draft and the patent office left the introductory guided game: they are stated as
    taught by none (`TopicMap.unguided`), not dropped silently."""
    topics = load_topics("barrage")
    assert topics is not None
    taught = {t for x in LESSONS if x.game_id == "barrage" for t in _listed(x).values()}
    covered = {t for head in taught for t in topics.covers.get(head, ())}
    about_the_app = {"overview", "hotseat", "app_decisions"}
    missing = set(topics.topics) - taught - covered - set(topics.unguided) - about_the_app
    assert not missing, sorted(missing)
    assert {"draft", "patent_office"} <= set(topics.unguided)
