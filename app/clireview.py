"""`hotseat review FILE`: the review of a finished saved game (issue 21 §2), printed.

The same review as the GUI's Review panel (`app.engine.review`), searched in this process with
the same seeds, so the command and the panel list the same moves. Qt-free.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.engine.errors import InvalidSave

if TYPE_CHECKING:
    import argparse
    from collections.abc import Callable, Mapping

    from app.engine.game import GameBase

__all__ = ["add_review", "review_command"]

_INDENT = "  "


def _progress(done: int, total: int) -> None:
    """Show how far the review is on a terminal (a file or pipe gets only the result)."""
    if sys.stderr.isatty():
        end = "\n" if done == total else ""
        sys.stderr.write(f"\rreviewing: {done}/{total} decisions{end}")
        sys.stderr.flush()


def review_command(
    args: argparse.Namespace,
    games: Mapping[str, GameBase[Any, Any]],
    complain: Callable[[str], None],
) -> int:
    """Print the review of `args.file`; return the exit code (2: the file cannot be reviewed)."""
    # imported here: the parser is built on every start, the engine only for this command
    from app.engine.review import History, review_game  # noqa: PLC0415
    from app.engine.reviewtext import review_lines  # noqa: PLC0415
    from app.engine.saves import load_save, read_save  # noqa: PLC0415
    from app.engine.text import render  # noqa: PLC0415

    path = Path(args.file)
    try:
        loaded = load_save(read_save(path), games, name=path.name)
    except InvalidSave as exc:
        complain(str(exc))
        return 2
    session = loaded.session
    if session.outcome() is None:
        complain(f"{path.name}: the game is not finished (only a finished game is reviewed)")
        return 2
    if args.iterations is not None and args.iterations < 1:
        complain("--iterations must be at least 1")
        return 2
    names = [seat.name for seat in session.seats]
    game = session.game
    out = sys.stdout
    if loaded.notice is not None:
        out.write(f"Note: {render(loaded.notice, args.lang, names)}\n")
    review = review_game(History.of(session), iterations=args.iterations, progress=_progress)
    out.write(f"{game.title}, {len(names)} players, seed {session.seed}\n")
    for indent, line in review_lines(review):
        out.write(f"{_INDENT * indent}{render(line, args.lang, names)}\n")
    return 0


def add_review(sub: Any, handler: Callable[[argparse.Namespace], int]) -> None:
    """Add the `review` sub-command to the command line's parser."""
    p = sub.add_parser(
        "review",
        help="list each person's three costliest moves of a finished saved game, by a bot",
    )
    p.add_argument("file", metavar="FILE", help="a save file of a finished game")
    p.add_argument(
        "--iterations", type=int, help="search budget per decision (default: the game's own)"
    )
    p.add_argument("--lang", choices=("en", "ja"), default="en", help="language (default en)")
    p.set_defaults(handler=handler)
