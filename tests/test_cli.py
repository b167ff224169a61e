"""The `hotseat` command line and the pure simulation logic behind `simulate`."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
import types
from pathlib import Path
from typing import Any

import pytest

from app import __version__, cli
from app.engine.saves import dump_session
from app.engine.session import Seat, Session
from app.engine.text import render
from app.sim import (
    LevelStats,
    RunPlan,
    format_report,
    game_seed,
    lineup,
    seating,
    simulate,
    wilson,
)
from tests.engine.toy import TOY, random_game

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True)
def toy_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cli, "load_games", lambda: {"toy": TOY})


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


# -- pure simulation logic ----------------------------------------------------------------------
def test_lineup_cycles_and_checks_levels():
    assert lineup(["normal", "easy"], 3) == ("normal", "easy", "normal")
    assert lineup(["random"], 2) == ("random", "random")
    with pytest.raises(ValueError, match="unknown bot level 'expert'"):
        lineup(["easy", "expert"], 2)
    with pytest.raises(ValueError, match="no bot levels"):
        lineup([], 2)


def test_seating_rotates_so_each_level_plays_each_seat():
    levels = ("normal", "easy", "random")
    seen = {(seat, level) for g in range(3) for seat, level in enumerate(seating(levels, g))}
    assert seen == {(s, lv) for s in range(3) for lv in levels}
    assert seating(levels, 0) == levels
    assert seating(levels, 3) == levels


def test_game_seed_is_stable_and_distinct():
    assert game_seed(1, 0) == game_seed(1, 0)
    seeds = {game_seed(s, g) for s in range(5) for g in range(50)}
    assert len(seeds) == 250
    assert all(1 <= s <= 10**9 for s in seeds)


def test_wilson_interval():
    low, high = wilson(5, 10)
    assert low == pytest.approx(0.2366, abs=1e-4)
    assert high == pytest.approx(0.7634, abs=1e-4)
    assert wilson(0, 20)[0] == 0.0
    assert wilson(20, 20)[1] == pytest.approx(1.0)
    assert wilson(0, 0) == (0.0, 1.0)
    low, high = wilson(95, 100)
    assert low < 0.95 < high


def test_level_stats_share_ties():
    stats = LevelStats(games=4, wins=1.5, score=40, moves=10, think=0.5)
    assert stats.win_rate == 0.375
    assert stats.mean_score == 10
    assert stats.ms_per_move == pytest.approx(50.0)
    assert LevelStats().win_rate == 0.0


def plan(**changes: Any) -> RunPlan:
    values: dict[str, Any] = {"bots": ("normal", "easy", "random"), "games": 6, "seed": 3}
    values["iterations"] = 20
    values.update(changes)
    return RunPlan(**values)


def test_simulate_counts_every_seat_game():
    report = simulate(TOY, TOY.Options(players=3), plan())
    assert len(report.results) == 6
    assert list(report.stats) == ["normal", "easy", "random"]
    assert all(s.games == 6 for s in report.stats.values())
    assert sum(s.wins for s in report.stats.values()) == pytest.approx(6)
    for result in report.results:
        assert sorted(result.levels) == ["easy", "normal", "random"]
        assert sum(result.moves) > 0


def test_simulate_repeated_level_counts_twice():
    report = simulate(TOY, TOY.Options(players=4), plan(bots=("easy", "random"), games=4))
    assert report.stats["easy"].games == 8
    assert report.stats["random"].games == 8


def test_simulate_is_deterministic_with_iteration_budgets():
    first = simulate(TOY, TOY.Options(players=3), plan())
    again = simulate(TOY, TOY.Options(players=3), plan())
    keys = [(r.levels, r.scores, r.winners, r.moves) for r in first.results]
    assert keys == [(r.levels, r.scores, r.winners, r.moves) for r in again.results]
    other = simulate(TOY, TOY.Options(players=3), plan(seed=4))
    assert keys != [(r.levels, r.scores, r.winners, r.moves) for r in other.results]


def test_simulate_with_worker_processes_matches_one_process():
    one = simulate(TOY, TOY.Options(players=2), plan(bots=("easy", "random"), games=4))
    two = simulate(TOY, TOY.Options(players=2), plan(bots=("easy", "random"), games=4, jobs=2))
    assert two.jobs == 2
    assert [(r.scores, r.winners) for r in one.results] == [
        (r.scores, r.winners) for r in two.results
    ]


def test_format_report_has_a_row_per_level():
    report = simulate(TOY, TOY.Options(players=2), plan(bots=("easy", "random"), games=4))
    text = format_report(report)
    lines = text.splitlines()
    assert lines[0].startswith("Take-away: 4 games, 2 players, seed 3")
    assert "95% interval" in lines[1]
    assert lines[2].split()[:2] == ["easy", "4"]
    assert lines[3].split()[:2] == ["random", "4"]
    assert "games/s" in lines[-1]


# -- the command line ----------------------------------------------------------------------------
def test_version(capsys):
    code, out, _ = run(capsys, "--version")
    assert code == 0
    assert out == f"hotseat {__version__}\n"


def test_the_version_is_the_one_in_pyproject():
    # one version string: pyproject.toml, read back through the installed package's metadata
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert __version__ == project["version"]
    assert re.fullmatch(r"\d+\.\d+\.\d+", __version__)
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert f"## {__version__} " in changelog  # every version says what it changed for players


def test_help_lists_commands(capsys):
    code, out, _ = run(capsys, "--help")
    assert code == 0
    for command in ("simulate", "replay", "print-setup"):
        assert command in out


def test_python_m_app_version():
    done = subprocess.run(
        [sys.executable, "-m", "app", "--version"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0
    assert done.stdout == f"hotseat {__version__}\n"


def test_simulate_command(capsys):
    code, out, err = run(
        capsys, "simulate", "toy", "--players", "3", "--bots", "easy,random", "--games", "3"
    )
    assert code == 0, err
    assert "Take-away: 3 games, 3 players, seed 1, bots easy,random,easy" in out
    assert out.splitlines()[2].split()[:2] == ["easy", "6"]
    assert out.splitlines()[3].split()[:2] == ["random", "3"]


def test_simulate_default_players_from_bots(capsys):
    code, out, _ = run(capsys, "simulate", "toy", "--bots", "random,random,random", "--games", "1")
    assert code == 0
    assert "3 players" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["simulate", "chess"], "unknown game 'chess' (choose from toy)"),
        (["simulate", "toy", "--bots", "easy,expert"], "unknown bot level 'expert'"),
        (["simulate", "toy", "--players", "7"], "bad options for toy (players:"),
        (["simulate", "toy", "--games", "0"], "--games must be at least 1"),
        (["print-setup", "toy", "--players", "2", "--intro", "-o", "x.pdf"], "no introductory"),
        (
            ["print-setup", "toy", "--players", "2", "--option", "size=3", "-o", "x.pdf"],
            "bad --option 'size=3' for toy (name=value; names: pile)",
        ),
        (
            ["print-setup", "toy", "--players", "2", "--option", "pile=many", "-o", "x.pdf"],
            "bad options for toy (pile:",
        ),
    ],
)
def test_usage_errors_exit_2(capsys, argv: list[str], message: str):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == ""
    assert err.startswith("hotseat: error: ")
    assert message in err


def test_argparse_errors_exit_2(capsys):
    code, _, err = run(capsys, "simulate")
    assert code == 2
    assert "GAME" in err
    code, _, err = run(capsys, "replay", "a.json", "--fast")
    assert code == 2
    assert "unrecognized arguments: --fast" in err


def saved_session(finished: bool) -> Session:
    seats = [Seat(name="Ann"), Seat(name="Ben", kind="bot", level="easy")]
    session = Session(TOY, TOY.Options(players=2), seed=5, seats=seats)
    if finished:
        for action in random_game(TOY, 2, 5)[1]:
            session.apply(action)
    else:
        session.apply(TOY.parse_action({"kind": "take", "player": 0, "count": 2}))
    return session


def test_replay_prints_log_headings_and_result(capsys, tmp_path):
    session = saved_session(finished=True)
    path = tmp_path / "game.json"
    path.write_text(dump_session(session), encoding="utf-8")
    code, out, err = run(capsys, "replay", str(path))
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0] == "Take-away, 2 players, seed 5: Ann, Ben (bot, easy)"
    assert lines[1] == "== Pile 12 =="
    assert lines[2] == "   1. " + render(
        TOY.describe(session.state_at(0), session.actions[0]), "en", ["Ann", "Ben"]
    )
    assert lines[2].startswith("   1. Ann takes ")
    numbered = [line for line in lines if line[:5].strip().rstrip(".").isdigit()]
    assert len(numbered) == len(session.actions)
    assert "== Game end ==" not in lines
    assert sum(line.startswith("== ") for line in lines) >= 3
    outcome = session.outcome()
    assert outcome is not None
    assert lines[-1].startswith(f"Result: Ann {outcome.scores[0]}, Ben {outcome.scores[1]};")


def test_replay_of_unfinished_game(capsys, tmp_path):
    path = tmp_path / "running.json"
    path.write_text(dump_session(saved_session(finished=False)), encoding="utf-8")
    code, out, _ = run(capsys, "replay", str(path))
    assert code == 0
    assert "   1. Ann takes 2" in out
    assert out.splitlines()[-1] == "Not finished: Ann: take counters"


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"{ not json", "not a JSON save file"),
        (b'{"format": 1, "name": "Ren\xe9e"}', "not a text file"),
        (b"[]", "top level is not an object"),
    ],
)
def test_replay_bad_file_exit_2(capsys, tmp_path, content: bytes, message: str):
    path = tmp_path / "broken.json"
    path.write_bytes(content)
    code, out, err = run(capsys, "replay", str(path))
    assert code == 2
    assert out == ""
    assert err.startswith("hotseat: error: broken.json: ")
    assert message in err


def test_replay_missing_file_exit_2(capsys, tmp_path):
    code, _, err = run(capsys, "replay", str(tmp_path / "nowhere.json"))
    assert code == 2
    assert "nowhere.json: cannot read the file" in err


# -- Qt entry points, with the Qt modules replaced ----------------------------------------------
def fake_import(monkeypatch: pytest.MonkeyPatch, name: str, **attrs: Any) -> list[str]:
    imported: list[str] = []

    def import_module(module: str) -> Any:
        imported.append(module)
        if module != name:
            raise ModuleNotFoundError(f"No module named {module!r}")
        return types.SimpleNamespace(**attrs)

    monkeypatch.setattr(cli, "qt_module", import_module)
    return imported


def fake_pdf(path: Path) -> None:
    """What a PDF writer leaves: a header, some pages, the end-of-file marker."""
    path.write_bytes(b"%PDF-1.4\n" + b"0" * 400 + b"\n%%EOF\n")


def test_print_setup_calls_the_pdf_writer(capsys, monkeypatch, tmp_path):
    calls: list[tuple[Any, ...]] = []
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)

    def write(*args: Any, **kwargs: Any) -> int:
        calls.append((*args, kwargs))
        fake_pdf(args[4])
        return 2

    fake_import(monkeypatch, "app.printing.pdf", write_setup_pdf=write)
    out_pdf = tmp_path / "setup.pdf"
    argv = ("print-setup", "toy", "--players", "3", "--seed", "7", "--paper", "letter")
    code, out, err = run(capsys, *argv, "-o", str(out_pdf))
    assert code == 0, err
    written_to = tmp_path / ".setup.pdf.part"  # read back there, then renamed over out_pdf
    assert calls == [(TOY, TOY.Options(players=3), 7, "letter", written_to, {"language": "en"})]
    assert out_pdf.read_bytes().startswith(b"%PDF-")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["setup.pdf"]
    assert f"seed 7: wrote {out_pdf} (2 pages)" in out
    if sys.platform.startswith("linux"):
        assert os.environ["QT_QPA_PLATFORM"] == "offscreen"


def test_print_setup_takes_other_options(capsys, monkeypatch, tmp_path):
    calls: list[tuple[Any, ...]] = []

    def write(*args: Any, **kwargs: Any) -> int:
        calls.append((*args, kwargs))
        fake_pdf(args[4])
        return 1

    fake_import(monkeypatch, "app.printing.pdf", write_setup_pdf=write)
    out_pdf = tmp_path / "setup.pdf"
    argv = ("print-setup", "toy", "--players", "2", "--seed", "3", "--option", "pile=20")
    code, _, err = run(capsys, *argv, "-o", str(out_pdf))
    assert code == 0, err
    assert calls[0][1] == TOY.Options(players=2, pile=20)


def test_print_setup_without_seed_prints_the_random_one(capsys, monkeypatch, tmp_path):
    calls: list[tuple[Any, ...]] = []

    def write(*args: Any, **_kwargs: Any) -> None:
        calls.append(args)
        fake_pdf(args[4])

    fake_import(monkeypatch, "app.printing.pdf", write_setup_pdf=write)
    code, out, _ = run(
        capsys, "print-setup", "toy", "--players", "2", "-o", str(tmp_path / "a.pdf")
    )
    assert code == 0
    seed = calls[0][2]
    assert f"seed {seed}:" in out
    assert calls[0][3] == "a4"


def test_print_setup_in_japanese(capsys, monkeypatch, tmp_path):
    languages: list[str] = []

    def write(*args: Any, language: str) -> int:
        languages.append(language)
        fake_pdf(args[4])
        return 1

    fake_import(monkeypatch, "app.printing.pdf", write_setup_pdf=write)
    out_pdf = str(tmp_path / "ja.pdf")
    code, _, err = run(
        capsys, "print-setup", "toy", "--players", "2", "--lang", "ja", "-o", out_pdf
    )
    assert code == 0, err
    assert languages == ["ja"]
    code, _, err = run(
        capsys, "print-setup", "toy", "--players", "2", "--lang", "fr", "-o", out_pdf
    )
    assert code == 2
    assert "invalid choice: 'fr'" in err


def test_print_setup_reports_write_failure(capsys, monkeypatch, tmp_path):
    def fail(*_args: Any, **_kwargs: Any) -> None:
        raise OSError(28, "disk full")

    fake_import(monkeypatch, "app.printing.pdf", write_setup_pdf=fail)
    code, _, err = run(
        capsys, "print-setup", "toy", "--players", "2", "-o", str(tmp_path / "b.pdf")
    )
    assert code == 2
    assert "could not write" in err
    assert "(disk full)" in err


def test_print_setup_refused_by_the_game(capsys, monkeypatch, tmp_path):
    def refuse(*_args: Any, **_kwargs: Any) -> None:
        raise ValueError("toy has no printed setup")

    fake_import(monkeypatch, "app.printing.pdf", write_setup_pdf=refuse)
    argv = ("print-setup", "toy", "--players", "2", "-o", str(tmp_path / "c.pdf"))
    code, _, err = run(capsys, *argv)
    assert code == 2
    assert err == "hotseat: error: toy has no printed setup\n"


def test_no_command_starts_the_gui(capsys, monkeypatch):
    calls: list[list[str]] = []

    def run_gui(argv: list[str]) -> int:
        calls.append(argv)
        return 0

    imported = fake_import(monkeypatch, "app.shell.main", run_gui=run_gui)
    assert cli.main([]) == 0
    assert cli.main(["-reverse"]) == 0
    assert imported == ["app.shell.main", "app.shell.main"]
    assert calls == [["hotseat"], ["hotseat", "-reverse"]]


def test_gui_missing_gives_a_clear_message(capsys, monkeypatch):
    fake_import(monkeypatch, "nothing")
    code, _, err = run(capsys)
    assert code == 1
    assert "graphical interface cannot start" in err
    assert "hotseat --help" in err


def test_replay_prints_the_automatic_steps_under_their_action(capsys, tmp_path, monkeypatch):
    # issue 8 §2: income, water flow and scoring lines, indented under the action
    from app.games.barrage import GAME as BARRAGE

    monkeypatch.setattr(cli, "load_games", lambda: {"barrage": BARRAGE})
    seats = [Seat(name="Ann", kind="human"), Seat(name="Ben", kind="human")]
    session = Session(BARRAGE, BARRAGE.Options(players=2), 3, seats)
    while session.state.round == 1:
        seat = sorted(BARRAGE.to_act(session.state))[0]
        session.apply(BARRAGE.legal_actions(session.state, seat)[0])
        session.end_turn()
    path = tmp_path / "barrage.json"
    path.write_text(dump_session(session), encoding="utf-8")
    code, out, err = run(capsys, "replay", str(path))
    assert code == 0, err
    lines = out.splitlines()
    assert any(line.startswith("        Turn order for round 2: ") for line in lines)
    assert any(line.startswith("        Water from headstream ") for line in lines)


# -- issue 17: hostile files, false success, numbers that mean nothing, options ----------------
def test_replay_refuses_what_is_not_a_regular_file_before_opening_it(capsys, tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)  # opening it for reading would wait for a writer forever
    folder = tmp_path / "folder.json"
    folder.mkdir()
    cases = [(fifo, "it is a pipe (FIFO)"), (folder, "it is a folder")]
    if Path("/dev/zero").exists():
        cases.append((Path("/dev/zero"), "it is a device"))
    for path, why in cases:
        code, out, err = run(capsys, "replay", str(path))
        assert code == 2
        assert out == ""
        assert err == f"hotseat: error: {path.name}: cannot read the file ({why})\n"


def test_replay_of_a_move_the_rules_trip_over_names_file_and_move(capsys, tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    session = saved_session(finished=True)
    path.write_text(dump_session(session), encoding="utf-8")
    real_apply = TOY.apply
    calls = {"n": 0}

    def tripping(state: Any, action: Any) -> Any:
        calls["n"] += 1
        if calls["n"] == 3:
            raise KeyError("no such tile")
        return real_apply(state, action)

    monkeypatch.setattr(TOY, "apply", tripping)
    code, out, err = run(capsys, "replay", str(path))
    assert code == 2
    assert out == ""
    assert err == (
        "hotseat: error: game.json: move 3 could not be replayed (KeyError: 'no such tile')\n"
    )
    assert "Traceback" not in err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--jobs", "-2"], "--jobs must be a finite number, 0 or more (not -2)"),
        (["--jobs", "1000"], "--jobs must be at most 256"),
        (["--iterations", "-1"], "--iterations must be a finite number, more than 0 (not -1)"),
        (["--iterations", "0"], "--iterations must be a finite number, more than 0 (not 0)"),
        (["--seconds", "-1"], "--seconds must be a finite number, more than 0 (not -1.0)"),
        (["--seconds", "0"], "--seconds must be a finite number, more than 0 (not 0.0)"),
        (["--seconds", "nan"], "--seconds must be a finite number, more than 0 (not nan)"),
        (["--seconds", "inf"], "--seconds must be a finite number, more than 0 (not inf)"),
    ],
)
def test_simulate_refuses_numbers_that_mean_nothing(capsys, argv: list[str], message: str):
    code, out, err = run(capsys, "simulate", "toy", "--games", "1", *argv)
    assert code == 2
    assert out == ""
    assert err == f"hotseat: error: {message}\n"


def test_simulate_jobs_zero_still_means_one_per_cpu(capsys):
    code, out, err = run(capsys, "simulate", "toy", "--games", "1", "--jobs", "0")
    assert code == 0, err
    assert "1 games in" in out or "1 game" in out


def _barrage_writer(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    from app.games.barrage import GAME as BARRAGE

    monkeypatch.setattr(cli, "load_games", lambda: {"barrage": BARRAGE})
    options: list[Any] = []

    def write(*args: Any, **_kwargs: Any) -> int:
        options.append(args[1])
        fake_pdf(args[4])
        return 1

    fake_import(monkeypatch, "app.printing.pdf", write_setup_pdf=write)
    return options


@pytest.mark.parametrize(
    ("option", "message"),
    [
        ("introductory=2", "(introductory: Input should be a valid boolean"),
        ("introductory=2", "allowed: true or false)"),
        ("zero_energy=lots", "allowed: one of credits_and_vp, vp_only)"),
        ("leeghwater=maybe", "allowed: true or false)"),
    ],
)
def test_option_values_are_checked_by_the_options_model(
    capsys, monkeypatch, tmp_path, option: str, message: str
):
    written = _barrage_writer(monkeypatch)
    argv = ("print-setup", "barrage", "--players", "3", "--option", option)
    code, out, err = run(capsys, *argv, "-o", str(tmp_path / "x.pdf"))
    assert code == 2
    assert out == ""
    assert err.startswith("hotseat: error: bad options for barrage (")
    assert message in err
    assert written == []


def test_the_introductory_option_is_honoured_not_replaced(capsys, monkeypatch, tmp_path):
    written = _barrage_writer(monkeypatch)
    pdf = str(tmp_path / "x.pdf")
    base = ("print-setup", "barrage", "--players", "3", "--seed", "4", "-o", pdf)
    assert run(capsys, *base, "--option", "introductory=true")[0] == 0
    assert run(capsys, *base, "--option", "introductory=false", "--option", "auction=yes")[0] == 0
    assert run(capsys, *base)[0] == 0  # without either: the standard setup
    assert run(capsys, *base, "--intro")[0] == 0
    assert [(o.introductory, o.auction) for o in written] == [
        (True, False),
        (False, True),
        (False, False),
        (True, False),
    ]
    code, _, err = run(capsys, *base, "--intro", "--option", "introductory=false")
    assert code == 2
    assert "--intro and --option introductory=false contradict each other" in err
    code, _, err = run(capsys, *base, "--option", "auction=true", "--option", "auction=false")
    assert code == 2
    assert "--option auction is given twice" in err


def test_players_out_of_range_names_the_range(capsys, monkeypatch, tmp_path):
    _barrage_writer(monkeypatch)
    argv = ("print-setup", "barrage", "--players", "7", "-o", str(tmp_path / "x.pdf"))
    code, _, err = run(capsys, *argv)
    assert code == 2
    assert "allowed: a whole number from 2 to 4)" in err


@pytest.mark.parametrize(
    ("written", "why"),
    [
        (None, "no file was written"),  # the writer failed without a word (Qt's does)
        (b"", "only 0 bytes were written: is the disk full?"),
        (b"%PDF-1.4\n" + b"0" * 400, "not a complete PDF"),  # cut off: no end marker
        (b"Linux version 6" + b"0" * 400 + b"%%EOF", "not a complete PDF"),
    ],
)
def test_print_setup_checks_the_pdf_it_wrote(
    capsys, monkeypatch, tmp_path, written: bytes | None, why: str
):
    def write(*args: Any, **_kwargs: Any) -> int:
        if written is not None:
            args[4].write_bytes(written)
        return 1

    fake_import(monkeypatch, "app.printing.pdf", write_setup_pdf=write)
    out_pdf = tmp_path / "d.pdf"
    out_pdf.write_bytes(b"%PDF-1.4 the old sheet" + b"0" * 400 + b"%%EOF")
    old = out_pdf.read_bytes()
    code, out, err = run(capsys, "print-setup", "toy", "--players", "2", "-o", str(out_pdf))
    assert code == 2
    assert out == ""
    assert err.startswith(f"hotseat: error: could not write {out_pdf} (")
    assert why in err
    assert out_pdf.read_bytes() == old  # the old PDF neither passes for the new one nor is lost
    assert sorted(p.name for p in tmp_path.iterdir()) == ["d.pdf"]


def test_print_setup_refuses_a_device_before_writing(capsys, monkeypatch, tmp_path):
    calls: list[Any] = []
    fake_import(monkeypatch, "app.printing.pdf", write_setup_pdf=lambda *a, **_: calls.append(a))
    folder = tmp_path / "folder.pdf"
    folder.mkdir()
    targets = [folder] + [Path(p) for p in ("/dev/full", "/dev/null") if Path(p).exists()]
    for target in targets:
        code, out, err = run(capsys, "print-setup", "toy", "--players", "2", "-o", str(target))
        assert code == 2
        assert out == ""
        assert err == f"hotseat: error: cannot write {target} (it is not a regular file)\n"
    assert calls == []


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full on this system")
def test_print_setup_to_dev_full_fails_for_real():
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    argv = ["print-setup", "through_the_desert", "--players", "3", "-o", "/dev/full"]
    result = subprocess.run(
        [sys.executable, "-m", "app", *argv],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        check=False,
    )
    assert result.returncode == 2
    assert result.stdout == ""
    assert "wrote" not in result.stderr
    assert "hotseat: error: cannot write /dev/full" in result.stderr


def test_a_save_file_argument_opens_the_app(monkeypatch):
    calls: list[list[str]] = []

    def run_gui(argv: list[str]) -> int:
        calls.append(argv)
        return 0

    fake_import(monkeypatch, "app.shell.main", run_gui=run_gui)
    assert cli.main(["game.json"]) == 0
    assert cli.main(["-platform", "offscreen", "Saved Game.JSON"]) == 0
    assert calls == [
        ["hotseat", "game.json"],
        ["hotseat", "-platform", "offscreen", "Saved Game.JSON"],
    ]
    assert cli.main(["replay", "nowhere.json"]) == 2  # a command's file stays the command's
    assert len(calls) == 2
