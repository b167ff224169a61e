"""Two quests of the same type in one action (issue 33 item 2).

Seed 003 「■ クエスト（クエストを受ける）」: 「同じタイプのクエストなら２枚同時に引き受ける事も
できます（それぞれ独立した報酬が与えられます）」 — one action commits both, each scored on its own
in the Quest phase (「4. クエストフェイズ」; the golden `quest_two_of_a_type_in_one_action`). The
type is the quest's target (RULES.md R16a). Here: the legal list, one saved form per pair, the
log line, what the other seats see, the ledger, the bots and the hints, and old saves.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from app.engine.events import deltas_of
from app.engine.game import PlayerId
from app.engine.rng import Random, bot_random
from app.engine.saves import load_save
from app.engine.text import render
from app.games import GAMES
from app.games.blood_rage import GAME
from app.games.blood_rage.actions import TakeQuest, take_quest
from app.games.blood_rage.botplan import Plan
from app.games.blood_rage.bots import easy_action, ordered_actions
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.determinize import determinize
from app.games.blood_rage.hints import explain
from app.games.blood_rage.model import HIDDEN_CARD, NO_CARD, State
from tests.games.blood_rage.builders import card, make_state

SAVES = Path(__file__).parents[2] / "fixtures" / "saves"
MANHEIM, MANHEIM_4P, ALFHEIM = "a1.quest_manheim", "a1.quest_manheim.4p", "a1.quest_alfheim"


def _position(hand: tuple[str, ...] = (MANHEIM, MANHEIM_4P, ALFHEIM)) -> State:
    """Age 1's Action phase at 4 players; seat 0 holds Manheim (a Warrior in Myrkulor)."""
    return make_state(
        4,
        seed=1,
        phase="action",
        first_player=0,
        destroyed=["utgard"],
        rage=[2, 2, 2, 2],
        figures={"myrkulor": {"0": ["warrior"]}},
        hands={"0": list(hand)},
    )


def _pair() -> TakeQuest:
    return take_quest(0, card(MANHEIM), card(MANHEIM_4P))


def _quests(state: State) -> list[TakeQuest]:
    return [a for a in GAME.legal_actions(state, PlayerId(0)) if isinstance(a, TakeQuest)]


def test_two_quests_of_one_type_are_one_legal_action():
    quests = _quests(_position())
    singles = [a for a in quests if a.second == NO_CARD]
    pairs = [a for a in quests if a.second != NO_CARD]
    hand = (MANHEIM, MANHEIM_4P, ALFHEIM)
    assert sorted(a.card for a in singles) == sorted(card(c) for c in hand)
    assert pairs == [_pair()]  # Manheim with Alfheim is no pair: not the same type
    assert GAME.check(_position(), _pair()) is None


def test_quests_of_two_types_are_refused_together():
    state = _position()
    mixed = take_quest(0, card(MANHEIM), card(ALFHEIM))
    reason = GAME.check(state, mixed)
    assert reason is not None
    assert str(reason) == "Quest: Alfheim and Quest: Manheim are not quests of the same type"
    assert render(reason, "ja") == (
        "アルフヘイムのクエストとマンハイムのクエストは同じタイプのクエストではありません"
    )


def test_a_pair_needs_both_cards_in_hand():
    state = _position((MANHEIM, ALFHEIM))
    assert GAME.check(state, _pair()) is not None
    assert all(a.second == NO_CARD for a in _quests(state))


def test_a_pair_has_one_saved_form_whichever_card_comes_first():
    low, high = card(MANHEIM), card(MANHEIM_4P)
    swapped = GAME.parse_action({"kind": "quest", "player": 0, "card": high, "second": low})
    assert swapped == _pair() == take_quest(0, high, low)
    with pytest.raises(ValidationError):
        GAME.parse_action({"kind": "quest", "player": 0, "card": low, "second": low})
    with pytest.raises(ValidationError):
        GAME.parse_action({"kind": "quest", "player": 0, "card": low, "second": 10**6})


def test_a_quest_saved_before_pairs_still_means_one_card():
    """Saves store the action list: a `TakeQuest` without `second` is the one-card action."""
    old = GAME.parse_action({"kind": "quest", "player": 0, "card": card(MANHEIM)})
    assert old == take_quest(0, card(MANHEIM))
    assert old.second == NO_CARD
    assert str(old) == "Player 1 takes a quest face down"


def test_the_log_says_two_quests_face_down_and_not_which():
    state = _position()
    line = GAME.describe(state, _pair())
    assert render(line, "en") == "Player 1 takes two quests face down"
    assert render(line, "ja") == "プレイヤー1がクエスト2枚を伏せて受ける"
    assert dict(line.deltas) == {"seat:0:hand": -2, "seat:0:quests": 2}


def test_the_pair_costs_no_rage_and_ends_the_turn():
    state = _position()
    after = GAME.apply(state, _pair())
    assert after.seats[0].quests == (card(MANHEIM), card(MANHEIM_4P))
    assert after.seats[0].hand == (card(ALFHEIM),)
    assert after.seats[0].rage == 2
    assert sorted(GAME.to_act(after)) == [1]


def test_other_seats_see_two_face_down_quests():
    state = GAME.apply(_position(), _pair())
    assert GAME.view_for(state, PlayerId(0)).seats[0].quests == state.seats[0].quests
    for seat in (1, 2, 3):
        view = GAME.view_for(state, PlayerId(seat))
        assert view.seats[0].quests == (HIDDEN_CARD, HIDDEN_CARD)
        assert view.seats[0].hand == (HIDDEN_CARD,)
        guess = determinize(view, seat, Random("guess"))
        guessed = guess.seats[0].quests
        assert len(set(guessed)) == 2
        assert all(game_data().cards[c].family == "quest" for c in guessed)


def test_every_counter_the_pair_changes_has_its_line():
    """STYLE.md §3 "Ledger": in every seat's view, the logged amounts add up to the change."""
    state = _position()
    action = _pair()
    after = GAME.apply(state, action)
    events = GAME.step_events(state, action, after)
    for seat in range(4):
        before_view = GAME.view_for(state, PlayerId(seat))
        after_view = GAME.view_for(after, PlayerId(seat))
        logged = deltas_of([GAME.describe(before_view, action), *events])
        old, new = GAME.counters(before_view), GAME.counters(after_view)
        changed = {k: new[k] - old[k] for k in new if new[k] != old[k]}
        assert changed == {k: v for k, v in logged.items() if v}


def test_the_bots_weigh_both_quests_in_one_turn():
    """Easy takes the best prior; normal and hard search the best-ordered moves (RULES.md B2, B3).

    Here the pair is worth both quests' chances for one turn: it ranks above each quest alone
    and among the moves the search looks at, where neither quest alone does.
    """
    state = _position()
    plan = Plan(state, 0)
    singles = [a for a in _quests(state) if a.second == NO_CARD]
    assert all(plan.score(_pair()) > plan.score(a) + 2 for a in singles)
    ranked = ordered_actions(state, 0, bot_random("normal", 0))
    searched = ranked[: GAME.search_width]
    assert _pair() in searched
    assert not any(a in searched for a in singles)
    assert easy_action(state, 0, bot_random("easy", 0)) == ranked[0]


def test_the_easy_bot_takes_both_quests_when_nothing_is_better():
    state = _position()
    seat = state.seats[0].model_copy(update={"reserve": ()})  # nothing left to invade with
    state = state.model_copy(update={"seats": (seat, *state.seats[1:])})
    assert easy_action(state, 0, bot_random("easy", 0)) == _pair()


def test_the_hint_names_both_quests():
    words = explain(_position(), _pair())
    assert words is not None
    assert "two quests of one type in one turn: 10 glory in all" in render(words, "en")
    assert "同じタイプのクエスト2枚を1手番で" in render(words, "ja")


@pytest.mark.parametrize(
    "name", sorted(p.name for p in SAVES.glob("blood-rage-*.json")), ids=lambda n: n[:-5]
)
def test_an_old_save_with_quests_loads_and_replays_identically(name: str):
    """Saves made before pairs (one card per `TakeQuest`, no `second`) replay to their state."""
    text = (SAVES / name).read_text(encoding="utf-8")
    saved = json.loads(text)
    quests = [a for a in saved["actions"] if a["kind"] == "quest"]
    assert quests
    assert all("second" not in a for a in quests)
    loaded = load_save(text, GAMES, name)
    session = loaded.session
    assert len(session.actions) == len(saved["actions"])
    replayed = [a for a in session.actions if isinstance(a, TakeQuest)]
    assert [a.card for a in replayed] == [a["card"] for a in quests]
    assert all(a.second == NO_CARD for a in replayed)
    if loaded.notice is None:  # as saved: the replay gives the stored final state
        replayed = json.loads(session.state.model_dump_json())
        assert _shared(replayed, saved["final_state"]) == _shared(saved["final_state"], replayed)


def _shared(data: object, other: object) -> object:
    """`data` without the fields `other` lacks (a field added since, such as `glory_by`)."""
    if isinstance(data, dict) and isinstance(other, dict):
        return {k: _shared(v, other[k]) for k, v in data.items() if k in other}
    if isinstance(data, list) and isinstance(other, list) and len(data) == len(other):
        return [_shared(a, b) for a, b in zip(data, other, strict=True)]
    return data
