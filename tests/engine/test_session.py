"""Session: the log, snapshots, undo and redo rules (PRODUCT.md "Undo / redo")."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from app.engine.game import PlayerId
from app.engine.session import Seat, Session
from tests.engine.toy import TOY


def take(player: int, count: int = 1) -> Any:
    return TOY.parse_action({"kind": "take", "player": player, "count": count})


def end(player: int) -> Any:
    return TOY.parse_action({"kind": "end", "player": player})


def draw(player: int) -> Any:
    return TOY.parse_action({"kind": "draw", "player": player})


def new_session(players: int = 3, pile: int = 12) -> Session:
    return Session(TOY, TOY.Options(players=players, pile=pile), seed=4)


def test_default_seats_and_snapshots():
    session = new_session()
    assert [s.name for s in session.seats] == ["Player 1", "Player 2", "Player 3"]
    session.apply(take(0, 2))
    assert session.state.pile == 10
    assert session.state_at(0).pile == 12
    assert session.state_at(1) is session.state
    assert session.to_act() == {0}
    assert session.outcome() is None


def test_illegal_action_changes_nothing():
    session = new_session()
    before = session.state.model_dump_json()
    with pytest.raises(IllegalAction, match="not your turn"):
        session.apply(take(1))
    with pytest.raises(IllegalAction, match="not allowed"):
        session.apply(end(0))
    assert session.actions == []
    assert session.state.model_dump_json() == before


def test_undo_within_turn_restores_exact_snapshots():
    session = new_session()
    start = session.state.model_dump_json()
    session.apply(take(0, 1))
    middle = session.state.model_dump_json()
    session.apply(take(0, 2))
    assert session.can_undo(PlayerId(0))
    assert session.undo() == take(0, 2)
    assert session.state.model_dump_json() == middle
    assert session.undo() == take(0, 1)
    assert session.state.model_dump_json() == start
    assert not session.can_undo()
    with pytest.raises(ValueError, match="nothing to undo"):
        session.undo()


def test_only_the_acting_player_may_undo():
    session = new_session()
    session.apply(take(0))
    assert session.can_undo(PlayerId(0))
    assert not session.can_undo(PlayerId(1))
    assert session.can_undo()


def test_floor_rises_when_another_seat_acts():
    session = new_session()
    session.apply(take(0))
    session.apply(end(0))
    # Until seat 1 acts, seat 0 may still take back the end of its turn.
    assert session.can_undo(PlayerId(0))
    session.apply(take(1))
    assert session.floor == 2
    assert not session.can_undo(PlayerId(0))
    assert session.can_undo(PlayerId(1))
    session.undo()
    assert len(session.actions) == 2
    assert not session.can_undo()
    assert not session.can_undo(PlayerId(0))


def test_never_undo_past_a_random_draw():
    session = new_session()
    session.apply(take(0))
    session.apply(draw(0))
    assert session.state.rng.draws == 1
    assert session.floor == 2
    assert not session.can_undo()
    session.apply(take(0))
    session.undo()
    assert not session.can_undo()
    assert len(session.actions) == 2
    assert session.state.seats[0].bonus != ()


def test_draw_is_not_undoable_per_game_hook():
    state = TOY.setup(TOY.Options(players=2), 1)
    after_draw = TOY.apply(state, draw(0))
    after_take = TOY.apply(state, take(0))
    assert not TOY.is_undoable(state, draw(0), after_draw)
    assert TOY.is_undoable(state, take(0), after_take)


def test_end_turn_confirms_everything_so_far():
    session = new_session()
    session.apply(take(0))
    session.apply(take(0))
    session.end_turn()
    assert session.floor == 2
    assert not session.can_undo(PlayerId(0))


def test_redo_replays_and_new_action_clears_redo():
    session = new_session()
    session.apply(take(0, 1))
    after_first = session.state.model_dump_json()
    session.apply(take(0, 2))
    after_second = session.state.model_dump_json()
    session.undo()
    session.undo()
    assert session.can_redo()
    assert session.redo() == take(0, 1)
    assert session.state.model_dump_json() == after_first
    assert session.can_redo()
    assert session.redo() == take(0, 2)
    assert session.state.model_dump_json() == after_second
    assert not session.can_redo()
    session.undo()
    session.apply(take(0, 1))
    assert not session.can_redo()
    with pytest.raises(ValueError, match="nothing to redo"):
        session.redo()


def test_custom_seats_are_kept():
    seats = [Seat(name="Ann"), Seat(name="Bot", kind="bot", level="easy")]
    session = Session(TOY, TOY.Options(players=2), seed=1, seats=seats)
    assert session.seats == seats
