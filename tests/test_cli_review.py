"""`hotseat review FILE` (issue 21 §2): each person's three costliest moves, printed."""

from __future__ import annotations

import pytest

from app import cli
from app.engine.saves import dump_session
from tests.engine.reviewkit import BAD_MOVE, scripted_game
from tests.engine.toy import TOY


@pytest.fixture(autouse=True)
def toy_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cli, "load_games", lambda: {"toy": TOY})


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def entries(out: str) -> dict[str, list[str]]:
    """Return the "Move N: ..." lines under each seat's heading."""
    seats: dict[str, list[str]] = {}
    current = ""
    for line in out.splitlines():
        if line.endswith("decisions reviewed"):
            current = line.split(":")[0]
            seats[current] = []
        elif line.startswith("  Move "):
            seats[current].append(line.strip())
    return seats


def test_review_prints_three_moves_for_each_person(capsys, tmp_path):
    path = tmp_path / "game.json"
    path.write_text(dump_session(scripted_game(bea="human")), encoding="utf-8")
    code, out, err = run(capsys, "review", str(path))
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0] == "Take-away, 2 players, seed 4"
    assert lines[1].startswith("The moves that clearly cost each person winning chances")
    found = entries(out)
    assert list(found) == ["Anna", "Bea"]
    listed = sum(len(moves) for moves in found.values())
    assert all(1 <= len(moves) <= 3 for moves in found.values())  # only what is beyond the noise
    assert f"Move {BAD_MOVE}: Anna ends the turn" in found["Anna"]
    assert out.count("The bot's move: ") == listed
    assert out.count("Winning chances lost: about ") == listed


def test_review_skips_bot_seats_and_speaks_japanese(capsys, tmp_path):
    path = tmp_path / "game.json"
    path.write_text(dump_session(scripted_game()), encoding="utf-8")
    code, out, _ = run(capsys, "review", str(path), "--lang", "ja")
    assert code == 0
    assert "Bea：" not in out
    assert f"{BAD_MOVE}手目：Annaが手番を終える" in out


def test_review_is_the_same_every_time(capsys, tmp_path):
    path = tmp_path / "game.json"
    path.write_text(dump_session(scripted_game()), encoding="utf-8")
    first = run(capsys, "review", str(path), "--iterations", "30")
    second = run(capsys, "review", str(path), "--iterations", "30")
    assert first == second
    assert "(30 search iterations a move)" in first[1]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"{ not json", "not a JSON save file"),
        (b"[]", "top level is not an object"),
    ],
)
def test_broken_file_is_a_message_and_exit_2(capsys, tmp_path, content: bytes, message: str):
    path = tmp_path / "broken.json"
    path.write_bytes(content)
    code, out, err = run(capsys, "review", str(path))
    assert code == 2
    assert out == ""
    assert err.startswith("hotseat: error: broken.json: ")
    assert message in err


def test_missing_file_exit_2(capsys, tmp_path):
    code, _, err = run(capsys, "review", str(tmp_path / "nowhere.json"))
    assert code == 2
    assert "nowhere.json: cannot read the file" in err


def test_unfinished_game_is_not_reviewed(capsys, tmp_path):
    session = scripted_game()
    session.undo()
    path = tmp_path / "running.json"
    path.write_text(dump_session(session), encoding="utf-8")
    code, out, err = run(capsys, "review", str(path))
    assert code == 2
    assert out == ""
    assert "running.json: the game is not finished" in err


def test_iterations_must_be_positive(capsys, tmp_path):
    path = tmp_path / "game.json"
    path.write_text(dump_session(scripted_game()), encoding="utf-8")
    code, _, err = run(capsys, "review", str(path), "--iterations", "0")
    assert code == 2
    assert "--iterations must be at least 1" in err
