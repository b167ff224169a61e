"""Suggest a move, Qt-free: the bot's view, never playing, counting, saves, early stop."""

from __future__ import annotations

import json
import threading
from typing import Any

import pytest

from app.engine import suggestion
from app.engine.bots import MctsBot, make_bot
from app.engine.errors import InvalidSave
from app.engine.game import PlayerId
from app.engine.saves import dump_session, load_session
from app.engine.session import Seat, Session
from app.engine.suggestion import (
    SuggestionUse,
    record_use,
    suggest,
    suggestion_seed,
    uses_by_seat,
    uses_problem,
)
from tests.engine.toy import HIDDEN, TOY

GAMES = {"toy": TOY}


def session_with_secret() -> Session:
    """Ann drew a secret card and ended her turn: Bea is to act and may not see the card."""
    session = Session(
        TOY, TOY.Options(players=2), seed=4, seats=[Seat(name="Ann"), Seat(name="Bea")]
    )
    for data in ({"kind": "draw"}, {"kind": "take", "count": 1}, {"kind": "end"}):
        session.apply(TOY.parse_action({**data, "player": 0}))
    return session


def test_suggestion_is_a_legal_move_of_the_seat_from_its_view_only(monkeypatch):
    session = session_with_secret()
    seen: list[Any] = []

    class Spy(MctsBot):
        def choose(self, view: Any) -> Any:
            seen.append(view)
            return super().choose(view)

    def spying(level: str, game: Any, seat: PlayerId, seed: int | str) -> Any:
        assert level == "normal"
        return Spy(game, seat, seed)

    monkeypatch.setattr(suggestion, "make_bot", spying)
    state = session.state
    view = TOY.view_for(state, PlayerId(1))
    found = suggest(TOY, view, PlayerId(1), suggestion_seed(session.seed, 3))
    assert found.seat == 1
    assert found.action in TOY.legal_actions(state, PlayerId(1))
    assert found.reason is None  # the toy game gives no reasons
    assert seen == [view]
    assert seen[0].seats[0].bonus == (HIDDEN,)  # Ann's card stayed hidden from the bot
    assert state.seats[0].bonus != (HIDDEN,)
    assert session.state is state  # nothing was played
    assert len(session.actions) == 3


def test_hard_suggestions_use_the_hard_bot_and_other_levels_are_refused(monkeypatch):
    # Issue 21: "suggestions may use `hard` when the player picks it in the new-game dialog".
    session = session_with_secret()
    asked: list[str] = []
    real = make_bot

    def recording(level: str, game: Any, seat: PlayerId, seed: int | str) -> Any:
        asked.append(level)
        return real(level, game, seat, seed)

    monkeypatch.setattr(suggestion, "make_bot", recording)
    view = TOY.view_for(session.state, PlayerId(1))
    found = suggest(TOY, view, PlayerId(1), "s", level="hard")
    assert found.action in TOY.legal_actions(session.state, PlayerId(1))
    assert asked == ["hard"]
    with pytest.raises(ValueError, match="easy"):
        suggest(TOY, view, PlayerId(1), "s", level="easy")


def test_same_position_same_suggestion():
    session = session_with_secret()
    view = TOY.view_for(session.state, PlayerId(1))
    seed = suggestion_seed(session.seed, len(session.actions))
    first = suggest(TOY, view, PlayerId(1), seed)
    assert suggest(TOY, view, PlayerId(1), seed).action == first.action


def test_a_set_stop_event_ends_the_search_at_once():
    session = session_with_secret()
    view = TOY.view_for(session.state, PlayerId(1))
    bot = MctsBot(TOY, PlayerId(1), "s", iterations=10_000, seconds=60.0)
    bot.stop.set()
    assert bot.choose(view) in TOY.legal_actions(view, PlayerId(1))
    assert bot.last_iterations == 0
    stop = threading.Event()
    stop.set()
    found = suggest(TOY, view, PlayerId(1), "s", stop)
    assert found.action in TOY.legal_actions(view, PlayerId(1))


def test_uses_count_once_per_position_and_per_seat():
    uses: list[SuggestionUse] = []
    assert record_use(uses, 3, 1)
    assert not record_use(uses, 3, 1)  # asked again: the same move, not counted again
    assert record_use(uses, 5, 0)
    assert record_use(uses, 6, 0)
    assert uses_by_seat(uses, 3) == [2, 1, 0]


def test_saves_keep_the_option_and_the_uses():
    session = session_with_secret()
    session.allow_suggestions = False
    session.suggestion_level = "hard"
    record_use(session.suggestions, 3, 1)
    loaded = load_session(dump_session(session), GAMES)
    assert loaded.allow_suggestions is False
    assert loaded.suggestion_level == "hard"
    assert loaded.suggestions == [SuggestionUse(step=3, seat=1)]


def test_older_saves_without_the_fields_load_with_defaults():
    raw = json.loads(dump_session(session_with_secret()))
    del raw["allow_suggestions"]
    del raw["suggestion_level"]
    del raw["suggestions"]
    loaded = load_session(json.dumps(raw), GAMES)
    assert loaded.allow_suggestions is True
    assert loaded.suggestion_level == "normal"
    assert loaded.suggestions == []


def test_a_save_with_an_unknown_suggestion_level_is_refused():
    raw = json.loads(dump_session(session_with_secret()))
    raw["suggestion_level"] = "random"
    with pytest.raises(InvalidSave):
        load_session(json.dumps(raw), GAMES)


@pytest.mark.parametrize(
    ("use", "words"),
    [
        ({"step": 0, "seat": 2}, "seat 3"),
        ({"step": 9, "seat": 0}, "move 10"),
        ({"step": -1}, "suggestions"),
    ],
)
def test_damaged_suggestion_records_are_refused(use: dict[str, int], words: str):
    raw = json.loads(dump_session(session_with_secret()))
    raw["suggestions"] = [{"seat": 0, **use}]
    with pytest.raises(InvalidSave, match=words):
        load_session(json.dumps(raw), GAMES, name="x.json")


def test_uses_problem_names_the_record():
    assert uses_problem([SuggestionUse(step=1, seat=0)], players=2, actions=1) is None
    assert "seat 3" in str(uses_problem([SuggestionUse(step=1, seat=2)], 2, 1))
