"""The `hotseat` command line (PRODUCT.md "Command line"); `python -m app` is the same program.

With no sub-command it starts the GUI. The sub-commands `simulate`, `replay`, `review` and
`--version` never load Qt; `print-setup`, `self-test` and the GUI load it only when they run,
through `importlib.import_module`, so importing this module stays Qt-free.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import os
import stat
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app import __version__
from app.cliopts import OptionError, check_number, game_options
from app.clireview import add_review
from app.engine.bots import LEVELS
from app.engine.errors import InvalidSave
from app.engine.text import render

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from app.engine.game import GameBase
    from app.engine.session import Session

__all__ = ["build_parser", "load_games", "main", "qt_module"]

PROG = "hotseat"
MAX_JOBS = 256
"""Most worker processes `simulate` starts."""
PDF_MIN_BYTES = 200
"""A PDF smaller than this cannot hold a page: the write went wrong."""
COMMANDS = ("simulate", "replay", "review", "print-setup")


class UsageError(Exception):
    """A command-line mistake; the message is shown and the exit code is 2."""


def load_games() -> Mapping[str, GameBase[Any, Any]]:
    """Return the game registry (`app.games.GAMES`), imported only when a command needs it."""
    from app.games import GAMES  # noqa: PLC0415 (keeps --version and --help fast)

    return GAMES


def _game(game_id: str) -> GameBase[Any, Any]:
    games = load_games()
    if game_id not in games:
        msg = f"unknown game {game_id!r} (choose from {', '.join(sorted(games))})"
        raise UsageError(msg)
    return games[game_id]


def _options(
    game: GameBase[Any, Any],
    players: int,
    intro: bool | None = None,
    extra: list[str] | None = None,
) -> Any:
    """Options for `players`, `--intro` and `--option name=value` (see `app.cliopts`)."""
    try:
        return game_options(game, players, intro, extra)
    except OptionError as exc:
        raise UsageError(str(exc)) from exc


def _number(name: str, value: float | None, *, zero: bool = False) -> None:
    try:
        check_number(name, value, zero=zero)
    except OptionError as exc:
        raise UsageError(str(exc)) from exc


def qt_module(name: str) -> Any:
    """Import a module of the app that uses Qt, by name, at the moment it is needed.

    Importing by name keeps this module's static import graph Qt-free (import-linter), so the
    rest of the command line starts fast and works on machines without Qt's libraries.
    """
    return importlib.import_module(name)


def _write(text: str) -> None:
    sys.stdout.write(text)


def _complain(text: str) -> None:
    sys.stderr.write(f"{PROG}: error: {text}\n")


# -- simulate ------------------------------------------------------------------------------
def _cmd_simulate(args: argparse.Namespace) -> int:
    from app.sim import RunPlan, format_report, lineup, simulate  # noqa: PLC0415

    game = _game(args.game)
    bots = tuple(b.strip() for b in args.bots.split(",") if b.strip())
    players = args.players if args.players is not None else max(len(bots), game.min_players)
    options = _options(game, players, None, args.option)
    if args.games < 1:
        msg = "--games must be at least 1"
        raise UsageError(msg)
    _number("--jobs", args.jobs, zero=True)
    if args.jobs > MAX_JOBS:
        msg = f"--jobs must be at most {MAX_JOBS}"
        raise UsageError(msg)
    _number("--iterations", args.iterations)
    _number("--seconds", args.seconds)
    try:
        lineup(bots, players)
    except ValueError as exc:
        raise UsageError(str(exc)) from exc
    jobs = args.jobs if args.jobs > 0 else os.cpu_count() or 1
    plan = RunPlan(
        bots=bots,
        games=args.games,
        seed=args.seed,
        jobs=jobs,
        iterations=args.iterations,
        seconds=args.seconds,
    )
    report = simulate(game, options, plan)
    _write(format_report(report))
    return 0


# -- replay --------------------------------------------------------------------------------
def _seat_label(session: Session, seat: int) -> str:
    info = session.seats[seat]
    return f"{info.name} (bot, {info.level})" if info.kind == "bot" else info.name


def _replay_lines(session: Session) -> list[str]:
    game = session.game
    names = [s.name for s in session.seats]
    seats = ", ".join(_seat_label(session, i) for i in range(len(session.seats)))
    lines = [f"{game.title}, {len(names)} players, seed {session.seed}: {seats}"]
    heading = None
    for step, action in enumerate(session.actions):
        before = session.state_at(step)
        now = game.heading(before)
        if now is not None and now != heading:
            lines.append(f"== {render(now, 'en', names)} ==")
            heading = now
        lines.append(f"{step + 1:>4}. {render(game.describe(before, action), 'en', names)}")
        after = session.state_at(step + 1)
        # what the automatic steps did (income, water flow, scoring…), under the action
        lines += [
            f"        {render(e, 'en', names)}" for e in game.step_events(before, action, after)
        ]
    lines.append(_result_line(session, names))
    return lines


def _result_line(session: Session, names: list[str]) -> str:
    outcome = session.outcome()
    if outcome is None:
        prompt = session.game.prompt(session.state)
        return "Not finished" + (f": {render(prompt, 'en', names)}" if prompt else "")
    scores = ", ".join(f"{names[i]} {s}" for i, s in enumerate(outcome.scores))
    winners = " and ".join(names[w] for w in outcome.winners)
    word = "winner" if len(outcome.winners) == 1 else "winners (tie)"
    return f"Result: {scores}; {word}: {winners}"


def _cmd_replay(args: argparse.Namespace) -> int:
    from app.engine.saves import load_save, read_save  # noqa: PLC0415

    path = Path(args.file)
    try:
        loaded = load_save(read_save(path), load_games(), name=path.name)
    except InvalidSave as exc:
        _complain(str(exc))
        return 2
    if loaded.notice is not None:  # this version replays it differently: say so first
        _write(f"Note: {render(loaded.notice, 'en')}\n")
    try:
        lines = _replay_lines(loaded.session)
    except Exception as exc:  # a game's log lines must not end in a traceback either
        _complain(f"{path.name}: the moves cannot be shown ({type(exc).__name__}: {exc})")
        return 2
    _write("\n".join(lines) + "\n")
    return 0


def _cmd_review(args: argparse.Namespace) -> int:
    from app.clireview import review_command  # noqa: PLC0415 (keeps --version and --help fast)

    return review_command(args, load_games(), _complain)


# -- print-setup and the GUI (Qt, loaded only here) ----------------------------------------
def _prefer_offscreen() -> None:
    """Let Qt draw without a screen (Linux without X11 or Wayland), unless told otherwise."""
    headless = not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    if sys.platform.startswith("linux") and headless:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _cmd_print_setup(args: argparse.Namespace) -> int:
    game = _game(args.game)
    options = _options(game, args.players, args.intro, args.option)
    seed = args.seed
    if seed is None:
        from app.engine.rng import new_seed  # noqa: PLC0415

        seed = new_seed()
    _prefer_offscreen()
    try:
        pdf = qt_module("app.printing.pdf")
    except ImportError as exc:
        _complain(f"printing is not available ({exc})")
        return 1
    path = Path(args.output)
    if (problem := _not_a_file(path)) is not None:
        _complain(f"cannot write {path} ({problem})")
        return 2
    # Written beside it first, read back, then renamed over it: an old PDF at `path` can never
    # pass for the new one, and a failed write leaves it as it was.
    temporary = path.with_name(f".{path.name}.part")
    try:
        pages = pdf.write_setup_pdf(game, options, seed, args.paper, temporary, language=args.lang)
        if (problem := _pdf_problem(temporary)) is None:
            os.replace(temporary, path)
    except OSError as exc:
        problem = str(exc.strerror or exc)
    except ValueError as exc:
        raise UsageError(str(exc)) from exc
    finally:
        with contextlib.suppress(OSError):
            temporary.unlink(missing_ok=True)
    if problem is not None:
        _complain(f"could not write {path} ({problem})")
        return 2
    count = f" ({pages} page{'s' if pages != 1 else ''})" if isinstance(pages, int) else ""
    _write(f"{game.title}, {options.players} players, seed {seed}: wrote {path}{count}\n")
    return 0


def _not_a_file(path: Path) -> str | None:
    """Return why `path` cannot take a PDF (it exists and is no regular file), else None."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return None  # not there yet: the writer creates it (or fails and says so)
    return None if stat.S_ISREG(mode) else "it is not a regular file"


def _pdf_problem(path: Path) -> str | None:
    """Return what is wrong with the PDF just written (missing, truncated, not a PDF), or None.

    The PDF writer reports no write error of its own, so a full disk or a file that cannot
    be written shows here.
    """
    try:
        info = os.stat(path)
    except OSError:
        return "no file was written: is the folder writable?"
    try:
        if not stat.S_ISREG(info.st_mode):
            return "it is not a regular file"
        if info.st_size < PDF_MIN_BYTES:
            return f"only {info.st_size} bytes were written: is the disk full?"
        with path.open("rb") as file:
            head = file.read(5)
            file.seek(max(0, info.st_size - 1024))
            tail = file.read()
    except OSError as exc:
        return f"it cannot be read back: {exc.strerror or exc}"
    if head != b"%PDF-" or b"%%EOF" not in tail:
        return "what was written is not a complete PDF: the disk may be full"
    return None


def _run_gui(qt_args: list[str]) -> int:
    try:
        shell = qt_module("app.shell.main")
    except ImportError as exc:
        _complain(
            f"the graphical interface cannot start ({exc}).\n"
            f"The command line still works: {PROG} --help"
        )
        return 1
    code: int = shell.run_gui([PROG, *qt_args])
    return code


def _cmd_self_test(args: argparse.Namespace) -> int:
    ids = args.game or list(load_games())
    for game_id in ids:
        _game(game_id)  # refuses unknown ids with the list
    try:
        selftest = qt_module("app.shell.selftest")
    except ImportError as exc:
        _complain(f"the graphical interface cannot start ({exc})")
        return 1
    code: int = selftest.run_self_test(ids, args.lang, lambda line: _write(line + "\n"))
    return code


# -- parser ----------------------------------------------------------------------------------
def _add_simulate(sub: Any) -> None:
    p = sub.add_parser("simulate", help="play bot matches and print a summary table")
    p.add_argument("game", metavar="GAME", help="game id, e.g. through_the_desert")
    p.add_argument("--players", type=int, help="seats per game (default: one per bot)")
    p.add_argument(
        "--bots",
        default="normal,easy",
        help=f"bot level per seat, comma-separated, cycled ({', '.join(LEVELS)})",
    )
    p.add_argument("--games", type=int, default=10, help="number of games (default 10)")
    p.add_argument("--seed", type=int, default=1, help="seed of the run (default 1)")
    p.add_argument("--jobs", type=int, default=1, help="worker processes (0: one per CPU)")
    p.add_argument("--iterations", type=int, help="search budget of normal bots per move")
    p.add_argument(
        "--seconds", type=float, help="time cap of search bots per move (not reproducible)"
    )
    p.add_argument(
        "--option",
        action="append",
        metavar="NAME=VALUE",
        help="a game option, e.g. leeghwater=true (repeatable)",
    )
    p.set_defaults(handler=_cmd_simulate)


def _add_replay(sub: Any) -> None:
    p = sub.add_parser("replay", help="print the moves of a saved game")
    p.add_argument("file", metavar="FILE", help="a save file")
    p.set_defaults(handler=_cmd_replay)


def _add_print_setup(sub: Any) -> None:
    p = sub.add_parser("print-setup", help="write a random setup as a PDF to lay out the box")
    p.add_argument("game", metavar="GAME", help="game id, e.g. through_the_desert")
    p.add_argument("--players", type=int, required=True, help="number of players")
    p.add_argument("--seed", type=int, help="setup seed (default: a random one, printed)")
    p.add_argument("--paper", choices=("a4", "letter"), default="a4", help="paper size")
    p.add_argument(
        "--lang", choices=("en", "ja"), default="en", help="language of the sheet (default en)"
    )
    p.add_argument("--intro", action="store_true", help="introductory setup, if the game has one")
    p.add_argument(
        "--option",
        action="append",
        metavar="NAME=VALUE",
        help="another game option, e.g. leeghwater=true (repeatable)",
    )
    p.add_argument("-o", "--output", required=True, metavar="FILE.pdf", help="PDF to write")
    p.set_defaults(handler=_cmd_print_setup)


def _add_self_test(sub: Any) -> None:
    p = sub.add_parser(
        "self-test",
        help="check this installation: open the window without a screen, show each game, quit",
    )
    p.add_argument(
        "--game", action="append", metavar="GAME", help="only this game (repeatable; default all)"
    )
    p.add_argument("--lang", choices=("en", "ja"), default="en", help="language of the window")
    p.set_defaults(handler=_cmd_self_test)


def build_parser() -> argparse.ArgumentParser:
    """Return the argument parser of the `hotseat` command."""
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Four heavy board games on one computer. Without a command: the app.",
    )
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    _add_simulate(sub)
    _add_replay(sub)
    add_review(sub, _cmd_review)
    _add_print_setup(sub)
    _add_self_test(sub)
    return parser


def _opens_a_file(arguments: list[str]) -> bool:
    """Whether the arguments name a save file to open in the app (`hotseat game.json`)."""
    words = [a for a in arguments if not a.startswith("-")]
    if not words or any(a in ("-h", "--help", "--version") for a in arguments):
        return False
    return words[0] not in COMMANDS and any(w.lower().endswith(".json") for w in words)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the `hotseat` command and return its exit code.

    Args:
        argv: Arguments without the program name (default: `sys.argv[1:]`). Without a
            command, unknown arguments are handed to Qt (e.g. `-platform offscreen`), and a
            `FILE.json` is opened in the app.
    """
    parser = build_parser()
    arguments = sys.argv[1:] if argv is None else list(argv)
    if _opens_a_file(arguments):
        return _run_gui(arguments)
    try:
        args, extra = parser.parse_known_args(arguments)
        if args.command is None:
            return _run_gui(extra)
        if extra:
            parser.error(f"unrecognized arguments: {' '.join(extra)}")
        code: int = args.handler(args)
    except SystemExit as exc:  # argparse: --help, --version, usage errors
        return exc.code if isinstance(exc.code, int) else 0 if exc.code is None else 2
    except UsageError as exc:
        _complain(str(exc))
        return 2
    return code
