"""The coach's choice of topics (issue 20 §1), Qt-free: each topic is explained the first time
it matters (a phase or decision reached, an action kind played by anyone), once."""

from __future__ import annotations

import json
from typing import Any

import pytest

from app.engine.bots import make_bot
from app.engine.coach import Coach, topic_text
from app.engine.game import PlayerId
from app.engine.resources import resource_path
from app.engine.rng import bot_random
from app.engine.topics import load_topics
from app.games import GAMES
from app.games.barrage.data.data import game_data
from app.games.barrage.model import BarrageOptions
from app.games.tinners_trail.actions import StartAuction
from app.shell.learn import LESSONS

IDS = sorted(GAMES)


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("game", IDS)
def test_every_topic_has_a_title_and_its_paragraph(game, language):
    topics = load_topics(game)
    assert topics is not None
    for topic in topics.topics:
        text = topic_text(GAMES[game], topic, language)
        assert text.title, (game, topic)
        assert "<" not in text.title, (game, topic)
        assert text.body.startswith(("<b>", "<p><b>")), (game, topic, text.body[:40])
        assert len(text.body) > len(text.title) + 12, (game, topic)  # the title and some words
        assert "<h3>" not in text.body


@pytest.fixture
def summary_only(monkeypatch):
    """A game with no coach texts in its catalogues: the coach shows the summary's paragraphs."""
    monkeypatch.setattr("app.engine.topictext.catalogue", lambda domain, lang: {})


@pytest.mark.usefixtures("summary_only")
def test_a_paragraph_that_announces_a_list_keeps_its_list():
    """Tinners' Trail "A round has four phases" (seed 002 「ゲームの流れ」) with the four."""
    body = topic_text(GAMES["tinners_trail"], "round", "en").body
    assert body.count("<li>") == 4
    assert "Ore prices" in body
    assert "End of round" in body


@pytest.mark.usefixtures("summary_only")
def test_a_list_item_is_only_that_item():
    body = topic_text(GAMES["tinners_trail"], "rail", "en").body
    assert body.startswith("<b>Rail</b>")
    assert "Adit" not in body


def test_the_first_question_of_a_game_is_due_at_once():
    game = GAMES["tinners_trail"]
    coach = Coach(game)
    state = game.setup(game.Options(players=3), 1)
    # seed 002 「ゲームの準備」: everyone first keeps one survey card of each letter; what the
    # round's end does (selling the ore, investing) is due at the first decision (issue 37 §1)
    # what a kept card does comes with the keeping (issue 37); the two-player auction does
    # not at three players
    assert coach.follow([], state) == ["goal", "setup", "map", "survey_card", "selling"]
    assert coach.next_topic("setup") == "goal"  # what the game is about comes first
    assert coach.next_topic("setup") == "setup"
    assert coach.next_topic("setup") == "map"  # where the mines are, with what you keep
    assert coach.next_topic("setup") == "survey_card"
    assert coach.follow([], state) == []  # shown once


def test_an_action_played_by_anyone_is_due_and_the_present_question_goes_first():
    game = GAMES["tinners_trail"]
    coach = Coach(game, learners=frozenset())  # nobody learns: only what is played is due
    state = game.setup(game.Options(players=3), 1)
    actions = []
    rng = bot_random("coach", 0)
    while state.phase.value == "keep":
        (seat, *_) = sorted(game.to_act(state))
        action = rng.choice(game.legal_actions(state, seat))
        actions.append(action)
        state = game.apply(state, action)
    coach.follow(actions, state)
    while coach.next_topic() is not None:  # the goal and the cards kept: read
        pass
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


def test_an_expansion_lesson_opens_with_the_expansion_and_a_base_game_does_not():
    game = GAMES["barrage"]
    only = frozenset({"leeghwater", "external_works", "buildings", "building_use"})
    lesson = Coach(game, only=only)
    with_expansion = game.setup(BarrageOptions(players=2, leeghwater=True), 1)
    # what the expansion adds comes before its first question (issue 20 §1); the actions it
    # adds come as the learner picks them (issue 37: not all of them before the first move)
    assert lesson.follow([], with_expansion, lambda _step: with_expansion) == ["leeghwater"]
    assert lesson.next_topic(lesson.topic_now(with_expansion)) == "leeghwater"
    assert lesson.consider("external_work") == ["external_works"]
    base = Coach(game)
    state = game.setup(BarrageOptions(players=2), 1)
    due = base.follow([], state, lambda _step: state)
    assert due[0] == "goal"
    assert "leeghwater" not in due
    full = Coach(game)
    due = full.follow([], with_expansion, lambda _step: with_expansion)
    assert due[:2] == ["goal", "leeghwater"]


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


def _took_water(before: Any, action: Any, after: Any) -> bool:
    return any(len(a.water) > len(b.water) for a, b in zip(after.seats, before.seats, strict=True))


def _play_until(
    game: Any, state: Any, rng: Any, done: Any, limit: int = 400
) -> tuple[list[Any], list[Any]]:
    """Random moves from `state` until `done(before, action, after)`; the actions and states."""
    actions: list[Any] = []
    states = [state]
    for _ in range(limit):
        (seat, *_) = sorted(game.to_act(state))
        action = rng.choice(game.legal_actions(state, seat))
        after = game.apply(state, action)
        actions.append(action)
        states.append(after)
        if done(state, action, after):
            break
        state = after
    return actions, states


def test_the_first_water_hole_taken_brings_its_topic_and_its_secret():
    """Seed 001 「水場の占拠」: the water hole taken lies face down in front of its taker."""
    game = GAMES["through_the_desert"]
    state = game.setup(game.Options(players=2), 4)

    actions, states = _play_until(game, state, bot_random("coach", 4), _took_water)
    assert _took_water(states[-2], actions[-1], states[-1])
    coach = Coach(game)
    coach.follow(actions[:-1], states[-2], states.__getitem__)
    assert not {"water_holes", "secret_water"} & set(coach.waiting)
    due = coach.follow(actions, states[-1], states.__getitem__)
    assert {"water_holes", "secret_water"} <= set(due)
    topics = load_topics("through_the_desert")
    assert topics is not None
    assert topics.hidden == ("secret_water",)


def test_without_the_states_the_log_lines_bring_no_topic():
    game = GAMES["through_the_desert"]
    state = game.setup(game.Options(players=2), 4)

    actions, states = _play_until(game, state, bot_random("coach", 4), _took_water)
    assert "secret_water" not in Coach(game).follow(actions, states[-1])


def test_a_tinners_first_turn_brings_the_face_down_tiles():
    """Seed 002 「鉱山の建設」: a face-down tile is bid on without knowing its cubes."""
    game = GAMES["tinners_trail"]
    state = game.setup(game.Options(players=2), 9)
    coach = Coach(game)
    assert "face_down" not in coach.follow([], state)  # keeping cards: not yet
    actions, states = _play_until(
        game, state, bot_random("coach", 5), lambda b, a, after: after.phase.value == "actions"
    )
    due = coach.follow(actions, states[-1], states.__getitem__)
    prompt = game.prompt(states[-1])
    assert prompt is not None
    assert prompt.key == "prompt.turn"
    assert {"work_track", "face_down"} <= set(due)


def test_a_tinners_two_player_game_teaches_the_auction_before_the_first_one():
    """Issue 37 (Tinners' Trail 7/10): mining came after the learner owned two mines, the
    survey card after a card was played, the two-player auction mid-auction, and 14 topics
    before the first turn. Seed 002 「鉱山の建設」「2人プレイゲームでの変更」「鉱石の採掘」:
    a card starts each two-player auction and sets its minimum, and a mine is worth what it
    mines, so all of them come before the learner's first auction; the developments wait."""
    game = GAMES["tinners_trail"]
    state = game.setup(game.Options(players=2), 9)
    coach = Coach(game, learners=frozenset({0}))
    keep = coach.follow([], state, lambda _step: state)
    assert {"survey_card", "two_players"} <= set(keep)  # with the cards the learner keeps
    while coach.next_topic() is not None:
        pass
    actions, states = [], [state]
    rng = bot_random("coach", 7)
    while True:
        legal = game.legal_actions(state, sorted(game.to_act(state))[0])
        if 0 in game.to_act(state) and any(a.kind == "start_auction" for a in legal):
            break
        action = rng.choice([a for a in legal if a.kind != "start_auction"] or legal)
        actions.append(action)
        state = game.apply(state, action)
        states.append(state)
        coach.follow(actions, state, states.__getitem__)
    due = coach.follow(actions, state, states.__getitem__)
    waiting = set(coach.waiting) | set(coach.shown)
    assert {"auction", "mining", "survey_card", "two_players"} <= waiting
    later = {"developments", "miner", "port", "rail", "adit", "pumps", "pasty", "pass"}
    assert not later & set(coach.waiting), coach.waiting
    assert len(due) <= 5, due
    # picked later, a development brings what developments are with it
    assert coach.consider("miner") == ["miner", "developments"]
    # s53: "after the auction" (the winner's mine, the tile turned up) came once the learner
    # had won, paid and placed a port: it is read before the learner's first bid
    assert "after_auction" not in set(coach.waiting) | set(coach.shown)
    start = next(a for a in game.legal_actions(state, PlayerId(0)) if a.kind == "start_auction")
    actions.append(start)
    state = game.apply(state, start)
    states.append(state)
    coach.follow(actions, state, states.__getitem__)
    assert any(a.kind == "bid" for a in game.legal_actions(state, PlayerId(0)))
    assert "after_auction" in set(coach.waiting) | set(coach.shown)


def test_the_two_player_auction_topic_is_not_taught_at_three_players():
    game = GAMES["tinners_trail"]
    coach = Coach(game, learners=frozenset({0}))
    state = game.setup(game.Options(players=3), 9)
    assert "two_players" not in coach.follow([], state)
    assert "two_players" not in coach.consider("start_auction")


@pytest.mark.parametrize("game", IDS)
def test_each_hidden_information_topic_is_due_by_something(game):
    """Issue 20 §1: each hidden-information rule is explained when it first applies."""
    topics = load_topics(game)
    assert topics is not None
    assert set(topics.hidden) <= set(topics.topics)
    named = {
        t
        for term in ("phases", "decisions", "actions", "prompts")
        for t in topics.of(term).values()
    }
    named |= {t for due in topics.said.values() for t in due}
    assert set(topics.hidden) <= named, sorted(set(topics.hidden) - named)


@pytest.mark.parametrize("game", IDS)
def test_each_said_key_is_a_text_of_the_game(game):
    topics = load_topics(game)
    assert topics is not None
    path = resource_path(game, "texts.en.json")
    keys = {k.removesuffix("_one").removesuffix("_other") for k in json.loads(path.read_text())}
    assert set(topics.said) <= keys, sorted(set(topics.said) - keys)
    assert {t for due in topics.said.values() for t in due} <= set(topics.topics)


def _first_decision_of(game: Any, state: Any, seat: int, rng: Any) -> tuple[list[Any], Any]:
    """Random moves until `seat` decides; the actions and the state."""
    actions: list[Any] = []
    while seat not in game.to_act(state):
        acting = sorted(game.to_act(state))
        action = rng.choice(game.legal_actions(state, acting[0]))
        actions.append(action)
        state = game.apply(state, action)
    return actions, state


def test_the_first_move_brings_a_few_topics_and_each_action_its_own_when_picked():
    """Issue 37 (a newcomer's 6/10): 19 topics queued before the first move. Before it only the
    turn's topic; each action's topic comes when the learner picks that action on the board or
    "Show me" suggests it, before the move is confirmed."""
    game = GAMES["barrage"]
    coach = Coach(game, learners=frozenset({0}))
    state = game.setup(BarrageOptions(players=2, introductory=True), 1)
    due = coach.follow([], state, lambda _step: state)
    intro = coach.intro()
    # the turn's topic, and production before the first build can be chosen (a newcomer's 6/10)
    assert due == ["goal", "actions", "production"]
    assert len(set(due) - set(intro)) <= 4
    coach.read(intro)
    assert coach.consider("construct") == ["construction", "build_costs"]  # with its costs
    assert coach.consider("construct") == []  # once
    assert coach.consider("manage_water") == ["water_management"]


def test_a_rounds_end_comes_in_the_last_turns_and_the_games_before_the_last_round():
    """Issue 37: scoring before round 1 ends (the learner's last turns of it, not the first
    move); the game's end before the last round begins (in the last turns of the one before)."""
    game = GAMES["barrage"]
    coach = Coach(game, learners=frozenset({0}))
    state = game.setup(BarrageOptions(players=2, introductory=True), 1)
    coach.follow([], state)
    assert not {"water_flow", "scoring", "end"} & set(coach.waiting)
    half = state.model_copy(deep=True)
    half.seats[0].engineers = game_data().setup.starting_resources["engineers"] // 2
    assert {"water_flow", "scoring"} <= set(coach.follow([], half))
    before_last = state.model_copy(update={"round": game_data().setup.rounds - 1})
    assert "end" not in coach.follow([], before_last)  # its first turns: not yet
    assert "end" in coach.follow([], half.model_copy(update={"round": before_last.round}))


def test_no_decision_of_the_guided_game_brings_a_heap_of_topics():
    """Issue 37: the learner reads what comes at each decision; never more than four new topics
    at once (the first page aside), one of the rest per quiet decision, and all of them are due
    before the game ends (`test_topic_coverage`)."""
    lesson = next(x for x in LESSONS if x.key == "barrage")
    game = GAMES["barrage"]
    state = game.setup(game.Options(players=2, **dict(lesson.options)), lesson.seed)
    bots = {p: make_bot("easy", game, PlayerId(p), lesson.seed) for p in range(2)}
    coach = Coach(game, learners=frozenset({0}))
    actions: list[Any] = []
    states = [state]
    coach.follow(actions, state, states.__getitem__)
    coach.read(coach.intro())
    heaps = []
    while (acting := sorted(game.to_act(state))) and game.outcome(state) is None:
        action = bots[int(acting[0])].choose(game.view_for(state, acting[0]))
        if acting[0] == 0:
            heaps.append((len(actions), [*coach.waiting, *coach.consider(action.kind)]))
            while (topic := coach.next_topic()) is not None:
                coach.close(topic)
        state = game.apply(state, action)
        actions.append(action)
        states.append(state)
        coach.follow(actions, game.view_for(state, PlayerId(0)), states.__getitem__)
    assert heaps[0][0] == 0
    assert len(heaps[0][1]) <= 4, heaps[0]
    assert max(len(due) for _, due in heaps) <= 4, heaps


def test_a_bots_decision_brings_nothing_ahead():
    game = GAMES["barrage"]
    state = game.setup(BarrageOptions(players=2, introductory=True), 1)
    (first, *_) = sorted(game.to_act(state))
    coach = Coach(game, learners=frozenset({1 - int(first)}))
    # the goal, and the bot's question with what comes with it; no action of the bot's
    assert coach.follow([], state) == ["goal", "actions"]


def test_a_topic_counts_as_seen_only_once_closed():
    """Issue 37 §1: topics replaced by the next one at once were ticked seen, never read."""
    game = GAMES["barrage"]
    coach = Coach(game)
    state = game.setup(BarrageOptions(players=2, introductory=True), 1)
    coach.follow([], state)
    first = coach.next_topic()
    assert first == "goal"
    assert coach.seen == []
    coach.put_back(first)  # another topic opened over it before "Got it": it waits again
    assert coach.waiting[0] == "goal"
    assert coach.next_topic() == "goal"
    coach.close("goal")
    assert coach.seen == ["goal"]
    coach.close("actions")  # never on screen: not seen
    assert coach.seen == ["goal"]


def test_a_small_table_topic_is_not_due_at_a_full_table():
    game = GAMES["barrage"]
    state = game.setup(BarrageOptions(players=4, introductory=True), 1)
    coach = Coach(game)
    assert "small_table" not in coach.follow([], state)


def test_a_tinners_game_end_comes_in_the_round_before_the_last():
    """Issue 37: the paced guided game reads how the game ends before the last round begins
    (seed 002 「ゲームの終了」: after round 4's investing)."""
    game = GAMES["tinners_trail"]
    coach = Coach(game, learners=frozenset({0}))
    state = game.setup(game.Options(players=2), 9)
    assert "end" not in coach.follow([], state)
    last = game.is_last_round
    before_last = state.model_copy(update={"round": state.round + 1})
    while last(before_last.model_copy(update={"round": before_last.round + 1})) is False:
        before_last = before_last.model_copy(update={"round": before_last.round + 1})
    assert not last(before_last)
    assert "end" in coach.follow([], before_last)


def _construct(game: Any, state: Any) -> Any:
    return next(a for a in game.legal_actions(state, PlayerId(0)) if a.kind == "construct")


def test_the_likely_move_brings_its_topic_as_the_turn_starts():
    """Issue 37 (6/10): a topic opened only when the learner picked its action; now the move the
    turn likely brings (a quick bot's, from the learner's view) opens its topic at the start."""
    game = GAMES["barrage"]
    state = game.setup(BarrageOptions(players=2, introductory=True), 1)
    asked: list[int] = []

    def likely(view: Any, seat: Any) -> Any:
        asked.append(int(seat))
        return _construct(game, view)

    coach = Coach(game, learners=frozenset({0}), likely=likely)
    due = coach.follow([], state, lambda _step: state)
    assert "construction" in due  # before anything is picked
    assert "build_costs" in due  # what it costs comes with it
    coach.follow([], state, lambda _step: state)
    assert asked == [0]  # once a decision


def test_a_page_read_counts_the_topics_its_text_covers():
    """Issue 37 (6/10): "combine": the first page's setup says the joker, the abilities and the
    closed spaces; the round says the income; read, they wait no longer."""
    game = GAMES["barrage"]
    topics = load_topics("barrage")
    assert topics is not None
    coach = Coach(game, learners=frozenset({0}))
    state = game.setup(BarrageOptions(players=2, introductory=True), 1)
    coach.follow([], state, lambda _step: state)
    coach.read(coach.intro())
    assert {"income", "introductory", "abilities", "small_table"} <= set(coach.seen)
    assert coach.consider("produce") == []  # production waits already
    first = coach.next_topic()
    assert first == "actions"
    coach.close(first)
    assert "action_spaces" in coach.seen
    standard = Coach(game, learners=frozenset({0}))
    state = game.setup(BarrageOptions(players=2, introductory=False), 1)
    standard.follow([], state, lambda _step: state)
    standard.read(["setup"])
    assert "introductory" not in standard.seen  # no joker in a standard game


def _taught(options: dict[str, Any]) -> set[str]:
    """The topics a guided Barrage game with `options` (easy bots) ever brings."""
    lesson = next(x for x in LESSONS if x.key == "barrage")
    game = GAMES["barrage"]
    state = game.setup(game.Options(players=2, **options), lesson.seed)
    bots = {p: make_bot("easy", game, PlayerId(p), lesson.seed) for p in range(2)}
    coach = Coach(game, learners=frozenset({0}))
    actions: list[Any] = []
    states = [state]
    coach.follow(actions, state, states.__getitem__)
    coach.read(coach.intro())
    while (acting := sorted(game.to_act(state))) and game.outcome(state) is None:
        action = bots[int(acting[0])].choose(game.view_for(state, acting[0]))
        if acting[0] == 0:
            coach.consider(action.kind)
            while (topic := coach.next_topic()) is not None:
                coach.close(topic)
        state = game.apply(state, action)
        actions.append(action)
        states.append(state)
        coach.follow(actions, game.view_for(state, PlayerId(0)), states.__getitem__)
    return set(coach.shown) | set(coach.waiting)


def test_an_introductory_game_teaches_no_rule_it_does_not_have():
    """Issue 37 (6/10): the draft and the patent office were shown in an introductory game."""
    taught = _taught({"introductory": True})
    assert not {"draft", "patent_office", "auction"} & taught
    assert {"introductory", "production", "contracts"} <= taught


def test_a_standard_game_teaches_its_own_rules_and_not_the_joker():
    taught = _taught({"introductory": False})
    assert {"draft", "patent_office"} <= taught
    assert "introductory" not in taught
