"""Blood Rage's coach texts and its hidden-information topics (issue 20 §1).

Every topic has a short plain text in both catalogues. The hidden information of seed 003 — the
hands drafted in secret (「1. 神の恵みフェイズ」), the battle cards chosen face down and revealed
together (「2. カードのプレイ」), the quests taken face down and revealed in the Quest phase
(「4. クエストフェイズ」) — each has its own topic, which the coach brings up the moment that
rule first applies in a game.
"""

from __future__ import annotations

from functools import cache

import pytest

from app.engine.bots import make_bot
from app.engine.coach import Coach
from app.engine.game import PlayerId
from app.engine.topics import load_topics, topic_of
from app.games.blood_rage import GAME
from app.games.blood_rage.model import Battle, BrOptions
from tests.topictexts import text_problems, topic_text_problems

HIDDEN = ("hidden_hands", "hidden_battle_cards", "hidden_quests")


def test_every_topic_has_a_short_plain_text_in_both_languages() -> None:
    topics = load_topics(GAME.id)
    assert topics is not None
    assert len(topics.topics) == 20  # "app_moves" merged into "hotseat" (s52: said twice)
    assert topic_text_problems(GAME.id) == []


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("One sentence only.", "en"),
        ("One. Two. Three. Four. Five.", "en"),
        ("<b>Bold.</b> Two.", "en"),
        ("Rage {n}. Two.", "en"),
        ("Two sentences. Without an end", "en"),
        ("1つ目です。", "ja"),
        ("English text. Two.", "ja"),
        ("手札は秘密です: 枚数だけ。二文目です。", "ja"),
    ],
)
def test_the_text_check_finds_a_bad_text(text: str, language: str) -> None:
    assert text_problems(text, language) != []


@cache
def _first_due(players: int, seed: int) -> tuple[dict[str, int], list[str], list[bool]]:
    """Play easy bots with the coach following seat 0's view, as in a guided game.

    Returns the step (actions played) at which each topic first came due, the kinds of the
    actions played, and per step whether a face-down battle choice was open.
    """
    state = GAME.setup(BrOptions(players=players), seed)
    bots = {p: make_bot("easy", GAME, PlayerId(p), seed) for p in range(players)}
    coach = Coach(GAME)
    due = dict.fromkeys(coach.follow([], GAME.view_for(state, PlayerId(0))), 0)
    actions = []
    choosing = [False]
    while set(HIDDEN) - set(due) and (acting := sorted(GAME.to_act(state))):
        action = bots[int(acting[0])].choose(GAME.view_for(state, acting[0]))
        actions.append(action)
        state = GAME.apply(state, action)
        top = state.pending[-1] if state.pending else None
        choosing.append(isinstance(top, Battle) and top.stage == "choose")
        for topic in coach.follow(actions, GAME.view_for(state, PlayerId(0))):
            due.setdefault(topic, len(actions))
        coach.shown += coach.waiting  # the learner read them
        coach.waiting.clear()
    return due, [a.kind for a in actions], choosing


GAMES = [(2, 1), (3, 1), (4, 2)]
"""(players, seed): the guided game's setup (2 players, seed 1) and larger tables."""


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_secret_hands_are_explained_after_the_first_pick(players: int, seed: int) -> None:
    due, kinds, _ = _first_due(players, seed)
    assert kinds[0] == "pick"  # the game opens with the draft
    assert due["gods_gifts"] == 0  # the draft itself at once
    assert due["hidden_hands"] == 0  # the secrecy of the picks, before the first (issue 37)


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_face_down_battle_cards_are_explained_when_the_first_choice_opens(
    players: int, seed: int
) -> None:
    due, _, choosing = _first_due(players, seed)
    first_choice = choosing.index(True)
    assert due["hidden_battle_cards"] == first_choice  # before anyone chooses
    assert due["battle"] <= first_choice  # the battle's rules by then too


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_face_down_quests_are_explained_when_the_first_is_taken(players: int, seed: int) -> None:
    due, kinds, _ = _first_due(players, seed)
    # the play stops once every hidden topic is due: maybe before any quest was taken
    first_quest = kinds.index("quest") if "quest" in kinds else len(kinds)
    # due when a quest can first be chosen, before anyone takes one (issue 37 §1)
    assert 0 < due["hidden_quests"] <= first_quest


def test_the_battle_card_question_opens_the_face_down_paragraph() -> None:
    """The "?" beside "choose a card face down" opens the paragraph on hidden battle cards."""
    state = GAME.setup(BrOptions(players=2), 1)
    bots = {p: make_bot("easy", GAME, PlayerId(p), 1) for p in range(2)}
    while not (isinstance(top := state.pending[-1], Battle) and top.stage == "choose"):
        seat = sorted(GAME.to_act(state))[0]
        state = GAME.apply(state, bots[int(seat)].choose(GAME.view_for(state, seat)))
    for clan in top.seats:
        assert topic_of(GAME, GAME.view_for(state, PlayerId(clan))) == "hidden_battle_cards"
