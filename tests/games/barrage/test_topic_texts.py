"""Barrage's coach texts, and the coach on its hidden information (issue 20 §1).

Every topic (the Leeghwater Project's included) has a short plain text in both catalogues.
Barrage hides only the order of its face-down piles (`hidden.py`): the private contracts (seed
000 「個別契約タイル：…裏向きの山を3つ作る」, refilled after a contract action), the advanced
technology tiles (「上級技術タイルを…裏向きの山として置く」, refilled at the end of a round)
and the Leeghwater Project's external works (「Aの山」→B→C, new ones each round). The topic of
the action that takes from a pile explains it. The contract piles are refilled only after that
action, so the coach always explains them in time; the advanced tiles and external works on
display are drawn anew at every round's end, and are explained when someone first uses them
(before the first round's end in the guided games).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pytest

from app.engine.bots import make_bot
from app.engine.coach import Coach
from app.engine.game import PlayerId
from app.engine.text import catalogue
from app.engine.topics import load_topics
from app.games.barrage import GAME
from app.games.barrage.model import BarrageOptions
from app.shell.learn import LESSONS
from tests.topictexts import topic_text_problems

if TYPE_CHECKING:
    from app.games.barrage.model import State

PILES = {
    "contract piles": "contract_office",
    "advanced tiles": "patent_office",
    "external works": "external_works",
}
"""Each kind of face-down pile and the topic that explains it."""


def test_every_topic_has_a_short_plain_text_in_both_languages() -> None:
    topics = load_topics(GAME.id)
    assert topics is not None
    assert len(topics.topics) == 37  # issue 37 §2: six topics a newcomer missed
    assert topic_text_problems(GAME.id) == []


def test_the_pile_topics_tell_of_the_face_down_piles() -> None:
    for topic in PILES.values():
        assert re.search(r"face.down", catalogue(GAME.id, "en")[f"topic.{topic}"])
        assert "裏向き" in catalogue(GAME.id, "ja")[f"topic.{topic}"]


def _sizes(state: State) -> dict[str, tuple[int, ...]]:
    lwp = state.lwp
    return {
        "contract piles": tuple(len(p.deck) for p in state.private),
        "advanced tiles": tuple(len(d) for d in state.advanced_decks),
        "external works": tuple(len(d) for d in lwp.decks) if lwp is not None else (),
    }


def _reveals(options: BarrageOptions, seed: int, only: frozenset[str] | None) -> dict[str, bool]:
    """Play easy bots with the coach on, until every kind of pile has shown new tiles.

    Returns, per kind of pile that did, whether its topic had come due by then.
    """
    state = GAME.setup(options, seed)
    bots = {p: make_bot("easy", GAME, PlayerId(p), seed) for p in range(options.players)}
    coach = Coach(GAME, only=only)
    coach.follow([], GAME.view_for(state, PlayerId(0)))
    kinds = {k for k, sizes in _sizes(state).items() if sizes}
    explained: dict[str, bool] = {}
    actions = []
    while kinds - set(explained) and (acting := sorted(GAME.to_act(state))):
        before = _sizes(state)
        action = bots[int(acting[0])].choose(GAME.view_for(state, acting[0]))
        actions.append(action)
        state = GAME.apply(state, action)
        coach.follow(actions, GAME.view_for(state, PlayerId(0)))
        for kind, sizes in _sizes(state).items():
            if sizes != before[kind] and kind not in explained:
                explained[kind] = PILES[kind] in coach.waiting + coach.shown
    return explained


@pytest.mark.parametrize("lesson", ["barrage", "barrage_leeghwater"])
def test_a_guided_game_explains_each_pile_when_it_first_shows_new_tiles(lesson: str) -> None:
    """The guided games' setups (2 players, the learner first)."""
    found = next(x for x in LESSONS if x.key == lesson)
    options = BarrageOptions.model_validate({"players": 2, **dict(found.options)})
    only = frozenset(found.only) if found.only else None
    explained = _reveals(options, found.seed, only)
    piles = {"barrage": {"contract piles"}, "barrage_leeghwater": {"external works"}}[lesson]
    assert piles <= set(explained)  # what the lesson teaches
    assert all(explained[p] for p in piles), explained


@pytest.mark.parametrize(("players", "seed"), [(2, 2), (3, 1), (4, 3)])
def test_a_standard_game_explains_the_contract_piles_at_their_first_refill(
    players: int, seed: int
) -> None:
    """The contract piles are refilled after the action that took from them (seed 000
    「手番終了時、各山から表向き2枚に戻るよう補充する」): its topic comes with the refill."""
    options = BarrageOptions(players=players, introductory=False, leeghwater=seed % 2 == 1)
    explained = _reveals(options, seed, None)
    assert explained["contract piles"]
