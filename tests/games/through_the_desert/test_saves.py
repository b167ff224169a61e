"""Save files of real Through the Desert games (STYLE.md §4; PRODUCT.md "Bad input")."""

from __future__ import annotations

import json
from typing import Any

import pytest

from app.engine.errors import InvalidSave
from app.engine.rng import bot_random
from app.engine.saves import dump_session, load_session
from app.engine.session import Seat, Session
from app.games import GAMES
from app.games.through_the_desert import GAME
from app.games.through_the_desert.data.data import geometry
from app.games.through_the_desert.model import TtdOptions, TtdPhase

NAME = "desert.hotseat"


def played(players: int, seed: int, steps: int | None = None, open_scores: bool = False) -> Session:
    """A session with `steps` random legal moves (None: to the end)."""
    seats = [
        Seat(name=f"P{i}", kind="bot", level="easy") if i % 2 else Seat(name=f"P{i}")
        for i in range(players)
    ]
    options = TtdOptions(players=players, open_scores=open_scores)
    session = Session(GAME, options, seed, seats)
    rng = bot_random(f"saves:{seed}", 0)
    while session.to_act() and (steps is None or len(session.actions) < steps):
        seat = min(session.to_act())
        session.apply(rng.choice(GAME.legal_actions(session.state, seat)))
    return session


def same(a: Session, b: Session) -> None:
    assert b.state.model_dump_json() == a.state.model_dump_json()
    assert b.actions == a.actions
    assert b.seats == a.seats
    assert b.options == a.options
    assert b.seed == a.seed


@pytest.mark.parametrize(
    ("players", "steps"), [(2, 0), (3, 7), (4, 40), (5, 90), (2, None), (4, None)]
)
def test_round_trip(players: int, steps: int | None):
    session = played(players, seed=players * 11, steps=steps)
    loaded = load_session(dump_session(session), GAMES, NAME)
    same(session, loaded)
    assert dump_session(loaded) == dump_session(session)


def test_round_trip_of_a_finished_game_keeps_the_outcome():
    session = played(3, seed=5)
    assert session.state.phase is TtdPhase.OVER
    loaded = load_session(dump_session(session), GAMES, NAME)
    assert loaded.outcome() == session.outcome()
    assert not loaded.to_act()


def test_round_trip_with_open_scores():
    session = played(3, seed=8, steps=60, open_scores=True)
    loaded = load_session(dump_session(session), GAMES, NAME)
    assert loaded.options.open_scores
    same(session, loaded)


def test_loaded_game_plays_on_like_the_original():
    session = played(4, seed=3, steps=50)
    loaded = load_session(dump_session(session), GAMES, NAME)
    seat = min(session.to_act())
    move = GAME.legal_actions(session.state, seat)[0]
    assert loaded.apply(move).model_dump_json() == session.apply(move).model_dump_json()


def test_save_holds_cell_indices_and_the_seed_only():
    session = played(3, seed=4, steps=20)
    data = json.loads(dump_session(session))
    assert data["game_id"] == "through_the_desert"
    assert data["options"] == {"players": 3, "open_scores": False}
    assert data["seed"] == 4
    assert len(data["actions"]) == 20
    assert {a["kind"] for a in data["actions"]} <= {"place_rider", "place_camel"}


# -- damaged saves ------------------------------------------------------------------------


def edited(session: Session, change: Any) -> str:
    data = json.loads(dump_session(session))
    change(data)
    return json.dumps(data)


def _free_water_hole(session: Session) -> int:
    state = session.state
    return next(i for i, v in enumerate(state.water) if v)


def test_edited_move_onto_a_water_hole_is_refused():
    session = played(3, seed=6, steps=9)  # inside the rider rounds
    hole = _free_water_hole(session)

    def change(data: dict[str, Any]) -> None:
        data["actions"][4]["cell"] = hole

    with pytest.raises(InvalidSave, match=r"desert\.hotseat: move 5 is not allowed \(.*water hole"):
        load_session(edited(session, change), GAMES, NAME)


def test_edited_move_by_the_wrong_seat_is_refused():
    session = played(2, seed=6, steps=30)

    def change(data: dict[str, Any]) -> None:
        data["actions"][12]["player"] = 1 - data["actions"][12]["player"]

    with pytest.raises(InvalidSave, match=r"move 13 is not allowed .*not your turn"):
        load_session(edited(session, change), GAMES, NAME)


def test_edited_camel_off_the_small_board_is_refused():
    session = played(3, seed=2, steps=40)
    off_board = geometry(5).index[(2, 4)]  # C5, beyond the dividing line with 3 players
    last_camel = max(i for i, a in enumerate(session.actions) if a.kind == "place_camel")

    def change(data: dict[str, Any]) -> None:
        data["actions"][last_camel]["cell"] = off_board

    with pytest.raises(InvalidSave, match=f"move {last_camel + 1} is not allowed"):
        load_session(edited(session, change), GAMES, NAME)


def test_move_of_another_game_is_refused():
    session = played(2, seed=1, steps=4)

    def change(data: dict[str, Any]) -> None:
        data["actions"][2] = {"kind": "place_dam", "player": 0, "cell": 3}

    with pytest.raises(InvalidSave, match="move 3 is not allowed"):
        load_session(edited(session, change), GAMES, NAME)


def test_edited_legal_looking_move_disagrees_with_the_snapshot():
    session = played(2, seed=9, steps=12)
    first = session.actions[0]
    other = next(
        a for a in GAME.legal_actions(session.state_at(0), first.player) if a.cell != first.cell
    )
    for later in session.actions[1:]:  # keep the rest of the log legal
        assert later.cell != other.cell

    def change(data: dict[str, Any]) -> None:
        data["actions"][0] = GAME.dump_action(other)

    with pytest.raises(InvalidSave, match=r"disagrees|not allowed"):
        load_session(edited(session, change), GAMES, NAME)


def test_edited_snapshot_water_is_refused():
    session = played(3, seed=10)

    def change(data: dict[str, Any]) -> None:
        seat = data["final_state"]["seats"][0]
        seat["water"] = [*seat["water"], 3]

    with pytest.raises(InvalidSave, match="disagrees with the replayed moves"):
        load_session(edited(session, change), GAMES, NAME)


@pytest.mark.parametrize("players", [1, 6])
def test_bad_player_count_is_refused(players: int):
    session = played(2, seed=1, steps=3)

    def change(data: dict[str, Any]) -> None:
        data["options"]["players"] = players

    with pytest.raises(InvalidSave, match="bad game options"):
        load_session(edited(session, change), GAMES, NAME)


def test_truncated_save_is_refused():
    text = dump_session(played(3, seed=1, steps=10))
    with pytest.raises(InvalidSave, match="not a JSON save file"):
        load_session(text[: len(text) // 2], GAMES, NAME)
