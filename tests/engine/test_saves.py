"""Save files: round trip and every kind of bad file (PRODUCT.md "Bad input")."""

from __future__ import annotations

import json
from typing import Any

import pytest
from pydantic import BaseModel, ConfigDict

from app import __version__
from app.engine.bots import LEVELS
from app.engine.errors import InvalidSave
from app.engine.game import GameBase, PlayerId
from app.engine.saves import (
    FORMAT,
    MAX_BYTES,
    MAX_SEED,
    SaveFile,
    dump_session,
    load_session,
    read_save,
)
from app.engine.session import SEAT_COLOURS, Seat, Session
from tests.engine.toy import TOY, ToyGame

NAME = "evening.hotseat"


class OtherOptions(BaseModel):
    """Options of a different game: no pile."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    players: int
    """Seats."""


class OtherGame(ToyGame):
    """Another registered game, to load a save under the wrong game id."""

    id = "other"
    Options = OtherOptions  # type: ignore[assignment]


GAMES: dict[str, GameBase[Any, Any]] = {"toy": TOY, "other": OtherGame()}


def played_session() -> Session:
    seats = [Seat(name="Ann"), Seat(name="Ben", kind="bot", level="easy"), Seat(name="Cy")]
    session = Session(TOY, TOY.Options(players=3, pile=10), seed=21, seats=seats)
    plan = [("take", 0, 2), ("draw", 0, 0), ("end", 0, 0), ("take", 1, 1), ("end", 1, 0)]
    plan += [("draw", 2, 0), ("take", 2, 2)]
    for kind, player, count in plan:
        data: dict[str, Any] = {"kind": kind, "player": player}
        if kind == "take":
            data["count"] = count
        session.apply(TOY.parse_action(data))
    return session


def save_dict() -> dict[str, Any]:
    result: dict[str, Any] = json.loads(dump_session(played_session()))
    return result


def bad(text: str) -> str:
    with pytest.raises(InvalidSave) as info:
        load_session(text, GAMES, name=NAME)
    message = str(info.value)
    assert message.startswith(NAME + ": "), message
    return message


def test_round_trip_restores_everything():
    session = played_session()
    text = dump_session(session)
    loaded = load_session(text, GAMES, name=NAME)
    assert loaded.game is TOY
    assert loaded.options == session.options
    assert loaded.seed == 21
    assert loaded.seats == session.seats
    assert loaded.actions == session.actions
    assert loaded.state.model_dump_json() == session.state.model_dump_json()
    assert [s.model_dump_json() for s in loaded.snapshots] == [
        s.model_dump_json() for s in session.snapshots
    ]
    assert loaded.floor == session.floor
    assert dump_session(loaded) == text


def test_loaded_session_keeps_undo_rules():
    session = played_session()
    assert session.can_undo(PlayerId(2))
    loaded = load_session(dump_session(session), GAMES, name=NAME)
    assert loaded.can_undo(PlayerId(2))
    loaded.undo()
    assert not loaded.can_undo()  # the draw before it is never undone


def test_saved_floor_is_respected():
    session = played_session()
    session.end_turn()
    loaded = load_session(dump_session(session), GAMES, name=NAME)
    assert not loaded.can_undo()


def test_save_is_plain_json_with_format():
    data = save_dict()
    assert data["format"] == FORMAT == 2
    assert data["app_version"] == __version__
    assert data["game_id"] == "toy"
    assert data["options"] == {"players": 3, "pile": 10}
    assert data["actions"][0] == {"player": 0, "kind": "take", "count": 2}
    SaveFile.model_validate(data)


def test_truncated_file():
    text = dump_session(played_session())
    message = bad(text[: len(text) // 2])
    assert "not a JSON save file" in message
    assert "truncated" in message


def test_not_json():
    assert "not a JSON save file" in bad("Through the Desert, seed 7, Ann won")


@pytest.mark.parametrize("text", ["[" * 100_000, '{"format": 1, "seats": ' + '{"a": ' * 50_000])
def test_deeply_nested_json(text: str):
    assert "nested too deeply" in bad(text)


def test_empty_file():
    assert "not a JSON save file" in bad("")


@pytest.mark.parametrize("text", ["[1, 2]", '"save"', "42", "null"])
def test_top_level_not_an_object(text: str):
    assert "top level is not an object" in bad(text)


def test_unknown_game_id():
    data = save_dict()
    data["game_id"] = "chess"
    message = bad(json.dumps(data))
    assert "does not know" in message
    assert "'chess'" in message


def test_save_of_another_game():
    data = save_dict()
    data["game_id"] = "other"
    assert "bad game options" in bad(json.dumps(data))


@pytest.mark.parametrize("fmt", [0, -1, "1", None, True])
def test_unknown_format_version(fmt: object):
    data = save_dict()
    data["format"] = fmt
    message = bad(json.dumps(data))
    assert "unknown save format" in message
    assert f"reads format {FORMAT}" in message


def test_format_1_files_without_app_version_still_load():
    data = save_dict()
    data["format"] = 1
    del data["app_version"]
    loaded = load_session(json.dumps(data), GAMES, name=NAME)
    assert loaded.actions == played_session().actions


def test_newer_format_version_is_refused_as_newer():
    data = save_dict()
    data["format"] = 99
    message = bad(json.dumps(data))
    assert "(save format 99), newer than this Hotseat" in message
    assert f"reads formats up to {FORMAT}" in message


def test_missing_format():
    data = save_dict()
    del data["format"]
    assert "unknown save format None" in bad(json.dumps(data))


def test_illegal_move_in_log():
    data = save_dict()
    data["actions"][3] = {"kind": "take", "player": 0, "count": 1}  # seat 1's turn
    message = bad(json.dumps(data))
    assert "move 4 is not allowed" in message
    assert "not your turn" in message


def test_move_that_breaks_a_rule():
    data = save_dict()
    data["actions"][0]["count"] = 2
    data["actions"].insert(1, {"kind": "take", "player": 0, "count": 2})  # 4 in a turn
    assert "move 2 is not allowed" in bad(json.dumps(data))


def test_malformed_move_in_log():
    data = save_dict()
    data["actions"][1] = {"kind": "steal", "player": 0}
    assert "move 2 is not allowed" in bad(json.dumps(data))


def test_snapshot_disagrees():
    data = save_dict()
    data["final_state"]["seats"][0]["taken"] += 5
    assert "disagrees with the replayed moves" in bad(json.dumps(data))


def test_missing_field():
    data = save_dict()
    del data["seed"]
    message = bad(json.dumps(data))
    assert "damaged save file" in message
    assert "seed" in message


def test_unexpected_field():
    data = save_dict()
    data["cheat"] = True
    assert "damaged save file" in bad(json.dumps(data))


def test_wrong_seat_count():
    data = save_dict()
    data["seats"] = data["seats"][:2]
    assert "2 seats for a 3-player game" in bad(json.dumps(data))


def test_bad_options():
    data = save_dict()
    data["options"]["players"] = 9
    assert "bad game options" in bad(json.dumps(data))


def test_text_over_size_limit():
    data = save_dict()
    text = json.dumps(data)
    padded = text[:-1] + ', "padding": "' + "x" * MAX_BYTES + '"}'
    assert "20 MB" in bad(padded)


def test_file_over_size_limit(tmp_path):
    path = tmp_path / "huge.hotseat"
    with path.open("wb") as handle:
        handle.truncate(MAX_BYTES + 1)
    with pytest.raises(InvalidSave, match=r"^huge\.hotseat: .*20 MB limit"):
        read_save(path)


def test_file_non_utf8(tmp_path):
    path = tmp_path / "latin.hotseat"
    path.write_bytes(b'{"format": 1, "name": "Ren\xe9e"}')
    with pytest.raises(InvalidSave, match=r"^latin\.hotseat: not a text file \(byte 26"):
        read_save(path)


def test_missing_file(tmp_path):
    with pytest.raises(InvalidSave, match=r"^gone\.hotseat: cannot read the file"):
        read_save(tmp_path / "gone.hotseat")


def test_read_save_then_load(tmp_path):
    path = tmp_path / NAME
    path.write_text(dump_session(played_session()), encoding="utf-8")
    session = load_session(read_save(path), GAMES, name=path.name)
    assert len(session.actions) == 7


def test_invalid_save_is_value_error():
    assert issubclass(InvalidSave, ValueError)


# -- issue 7: numbers, seats and echoes bounded ---------------------------------------------
def test_seed_with_thousands_of_digits():
    text = json.dumps(save_dict()).replace('"seed": 21', '"seed": ' + "7" * 5000)
    assert "damaged save file (a number has thousands of digits)" in bad(text)


@pytest.mark.parametrize("seed", [MAX_SEED + 1, -MAX_SEED - 1, 10**4000])
def test_seed_out_of_64_bit_range(seed: int):
    text = json.dumps(save_dict()).replace('"seed": 21', f'"seed": {seed}')
    message = bad(text)
    assert "the seed" in message
    assert "out of range" in message
    assert len(message) < 200


@pytest.mark.parametrize("seed", [MAX_SEED, -MAX_SEED, -5, 0])
def test_seed_in_range_replays(seed: int):
    seats = [Seat(name="Ann"), Seat(name="Ben")]
    session = Session(TOY, TOY.Options(players=2), seed, seats)
    session.apply(TOY.parse_action({"kind": "take", "player": 0, "count": 1}))
    assert load_session(dump_session(session), GAMES, name=NAME).seed == seed


@pytest.mark.parametrize(
    ("seat", "words"),
    [
        ({"name": "Ben", "kind": "bot", "level": "godlike"}, "seat 2: unknown bot level 'godlike'"),
        ({"name": "Ben", "kind": "bot", "level": None}, "seat 2: unknown bot level None"),
        ({"name": "Ben", "kind": "human", "level": "easy"}, "seat 2: a human seat has a bot level"),
        ({"name": "Ben", "colour": "octarine"}, "seat 2: unknown colour 'octarine' (choose from"),
        ({"name": ""}, "seat 2: the name is empty"),
        ({"name": "   "}, "seat 2: the name is empty"),
        ({"name": "B" * 25}, "seat 2: the name has 25 characters (at most 24)"),
        ({"name": "Ben\nwins"}, "seat 2: the name holds a control character"),
        ({"name": "Ben\x00"}, "seat 2: the name holds a control character"),
        ({"name": "Ben\u2028"}, "seat 2: the name holds a control character"),
        ({"name": "Ann"}, "two seats have the same name"),
    ],
)
def test_bad_seat_is_refused(seat: dict[str, Any], words: str):
    data = save_dict()
    data["seats"][1] = seat
    assert words in bad(json.dumps(data))


def test_seats_sharing_a_colour():
    data = save_dict()
    for seat, colour in zip(data["seats"], ["red", "blue", "red"], strict=True):
        seat["colour"] = colour
    assert "two seats have the same colour" in bad(json.dumps(data))


def test_every_colour_and_level_the_dialog_offers_loads():
    data = save_dict()
    for colours in (SEAT_COLOURS[:3], SEAT_COLOURS[2:]):
        for seat, colour in zip(data["seats"], colours, strict=True):
            seat["colour"] = colour
        for level in LEVELS:
            data["seats"][1]["level"] = level
            loaded = load_session(json.dumps(data), GAMES, name=NAME)
            assert loaded.seats[1].level == level
            assert [s.colour for s in loaded.seats] == list(colours)


@pytest.mark.parametrize("name", ["山田\u3000花子", "Ann\tB", "Zoë 🎲"])
def test_names_people_type_load(name: str):
    data = save_dict()
    data["seats"][0]["name"] = name
    assert load_session(json.dumps(data), GAMES, name=NAME).seats[0].name == name


def test_huge_values_are_not_echoed():
    data = save_dict()
    data["game_id"] = "x" * 100_000
    message = bad(json.dumps(data))
    assert "does not know ('xxxx" in message
    assert len(message) < 200
    data = save_dict()
    data["format"] = list(range(10_000))
    assert len(bad(json.dumps(data))) < 200


def test_errors_say_where():
    data = save_dict()
    data["options"]["pile"] = "many"
    assert "bad game options (pile: Input should be a valid integer" in bad(json.dumps(data))
    data = save_dict()
    del data["actions"][0]["count"]
    assert "move 1 is not allowed (take.count: Field required)" in bad(json.dumps(data))


def test_replay_command_refuses_a_huge_seed(tmp_path, capsys):
    from app.cli import main

    path = tmp_path / "huge-seed.json"
    seats = [Seat(name="Ann"), Seat(name="Ben")]
    text = dump_session(Session(TOY, TOY.Options(players=2), 21, seats))
    path.write_text(text.replace('"seed": 21', '"seed": ' + "7" * 5000), encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert "huge-seed.json: damaged save file (a number has thousands of digits)" in err
    assert "Traceback" not in err
