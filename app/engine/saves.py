"""Save files: setup + seed + action log + final snapshot, as JSON (STYLE.md §4).

Loading replays the log through `apply`, so a save can only hold moves the rules allow, then
compares the result with the stored snapshot. Anything wrong raises `InvalidSave` with a
message that names the file and the problem; nothing is ever evaluated or unpickled.
"""

from __future__ import annotations

import json
import os
import stat
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from app.engine.errors import IllegalAction, InvalidSave
from app.engine.session import Seat, Session, seats_problem
from app.engine.suggestion import SuggestionUse, uses_problem

if TYPE_CHECKING:
    from collections.abc import Mapping
    from pathlib import Path

    from app.engine.game import GameBase

__all__ = [
    "FORMAT",
    "MAX_BYTES",
    "MAX_SEED",
    "SaveFile",
    "dump_session",
    "load_session",
    "read_save",
]

FORMAT = 1
"""Current save format; a breaking change bumps it and adds `migrate_v<N>()`."""
MAX_BYTES = 20 * 1024 * 1024
"""Larger files are refused before they are parsed."""
MAX_SEED = 2**63 - 1
"""Largest seed magnitude a save may hold (a signed 64-bit number). The new-game dialog allows
15 digits and new seeds are below 10**9; a longer seed can only come from an edited file."""
_MAX_REASON = 200
"""Longest refusal reason quoted from the rules, so that a hostile move cannot flood it."""


class SaveFile(BaseModel):
    """The JSON document of a saved game."""

    model_config = ConfigDict(extra="forbid")

    format: int
    """Save format version."""
    game_id: str
    """`Game.id` of the game."""
    options: dict[str, Any]
    """The game's options, as JSON."""
    seed: int
    """The setup seed."""
    seats: list[Seat]
    """Names and kinds of the seats."""
    actions: list[dict[str, Any]]
    """Every action, in order, as JSON."""
    final_state: dict[str, Any]
    """The state after the last action, to verify the replay."""
    floor: int = 0
    """How many actions could no longer be undone when saved."""
    allow_suggestions: bool = True
    """Whether people may ask for a suggested move (absent in older saves: allowed)."""
    suggestions: list[SuggestionUse] = Field(default_factory=list)
    """Suggestions shown so far, per seat and move (absent in older saves: none)."""


def dump_session(session: Session) -> str:
    """Return the save-file JSON for `session`."""
    game = session.game
    save = SaveFile(
        format=FORMAT,
        game_id=game.id,
        options=session.options.model_dump(mode="json"),
        seed=session.seed,
        seats=list(session.seats),
        actions=[game.dump_action(a) for a in session.actions],
        final_state=json.loads(session.state.model_dump_json()),
        floor=session.floor,
        allow_suggestions=session.allow_suggestions,
        suggestions=list(session.suggestions),
    )
    return save.model_dump_json(indent=1)


def _kind(mode: int) -> str:
    """Return what a file that is not a regular file is ("a folder", "a device", ...)."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def read_save(path: Path) -> str:
    """Read a save file's text, refusing what is not a regular file, too large or not UTF-8.

    A folder, pipe or device is refused before it is opened (a pipe would block the reader, a
    device never ends); the file is then opened without blocking, checked again and read up
    to the size limit only.

    Raises:
        InvalidSave: With a message naming the file and the problem.
    """
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):
            msg = f"{path.name}: cannot read the file (it is {_kind(info.st_mode)})"
            raise InvalidSave(msg)
        if info.st_size > MAX_BYTES:
            msg = f"{path.name}: file is {info.st_size // 2**20} MB, larger than the 20 MB limit"
            raise InvalidSave(msg)
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with os.fdopen(fd, "rb") as file:
            mode = os.fstat(file.fileno()).st_mode
            if not stat.S_ISREG(mode):  # replaced between the two looks
                msg = f"{path.name}: cannot read the file (it is {_kind(mode)})"
                raise InvalidSave(msg)
            data = file.read(MAX_BYTES + 1)
    except OSError as exc:
        msg = f"{path.name}: cannot read the file ({exc.strerror or exc})"
        raise InvalidSave(msg) from exc
    if len(data) > MAX_BYTES:
        msg = f"{path.name}: larger than the 20 MB limit"
        raise InvalidSave(msg)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        msg = f"{path.name}: not a text file (byte {exc.start} is not UTF-8)"
        raise InvalidSave(msg) from exc


def _parse(text: str, name: str) -> SaveFile:
    if len(text.encode("utf-8")) > MAX_BYTES:
        msg = f"{name}: larger than the 20 MB limit"
        raise InvalidSave(msg)
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        msg = f"{name}: not a JSON save file (line {exc.lineno}: {exc.msg}; truncated?)"
        raise InvalidSave(msg) from exc
    except ValueError as exc:  # Python refuses to read integers of more than 4300 digits
        msg = f"{name}: damaged save file (a number has thousands of digits)"
        raise InvalidSave(msg) from exc
    except RecursionError as exc:  # hostile input: brackets nested thousands deep
        msg = f"{name}: not a Hotseat save file (nested too deeply)"
        raise InvalidSave(msg) from exc
    if not isinstance(raw, dict):
        msg = f"{name}: not a Hotseat save file (top level is not an object)"
        raise InvalidSave(msg)
    fmt = raw.get("format")
    if fmt != FORMAT:
        msg = f"{name}: unknown save format {_short(fmt)} (this version reads format {FORMAT})"
        raise InvalidSave(msg)
    try:
        return SaveFile.model_validate(raw)
    except ValidationError as exc:
        msg = f"{name}: damaged save file ({_first_error(exc)})"
        raise InvalidSave(msg) from exc


def _options(game: GameBase[Any, Any], save: SaveFile, name: str) -> Any:
    """Return the game's options, after checking them, the seed and the seats against it."""
    try:
        options = game.Options.model_validate(save.options)
    except ValidationError as exc:
        msg = f"{name}: bad game options ({_first_error(exc)})"
        raise InvalidSave(msg) from exc
    if abs(save.seed) > MAX_SEED:
        msg = f"{name}: the seed {_short(save.seed)} is out of range (at most 19 digits)"
        raise InvalidSave(msg)
    if len(save.seats) != options.players:
        msg = f"{name}: {len(save.seats)} seats for a {options.players}-player game"
        raise InvalidSave(msg)
    if (problem := seats_problem(save.seats)) is not None:
        msg = f"{name}: {problem}"
        raise InvalidSave(msg)
    return options


def _first_error(exc: ValidationError) -> str:
    """Return where and what the first problem is ("seats.1.kind: Input should be ...")."""
    first = exc.errors()[0]
    where = ".".join(_clip(str(p), 40) for p in first["loc"])
    what = _clip(first["msg"], _MAX_REASON)
    return f"{where}: {what}" if where else what


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _short(value: object) -> str:
    """Return `repr(value)` cut short: a file may hold megabytes where a word is expected."""
    return _clip(repr(value), 40)


def load_session(text: str, games: Mapping[str, GameBase[Any, Any]], name: str = "save") -> Session:
    """Rebuild a session from save-file text, replaying and verifying every move.

    Args:
        text: The file's content.
        games: The registry (`app.games.GAMES`).
        name: File name used in error messages.

    Raises:
        InvalidSave: For any problem, with a message naming `name` and what is wrong.
    """
    save = _parse(text, name)
    game = games.get(save.game_id)
    if game is None:
        msg = f"{name}: saved by a game this version does not know ({_short(save.game_id)})"
        raise InvalidSave(msg)
    options = _options(game, save, name)
    try:
        session = Session(game, options, save.seed, list(save.seats))
    except Exception as exc:  # a game's setup must not crash the loader, whatever the file holds
        msg = f"{name}: the game cannot be set up from this file ({_crash(exc)})"
        raise InvalidSave(msg) from exc
    for number, data in enumerate(save.actions, start=1):
        _replay(session, data, number, name)
    try:
        same = json.loads(session.state.model_dump_json()) == save.final_state
    except Exception as exc:
        msg = f"{name}: the replayed position cannot be compared ({_crash(exc)})"
        raise InvalidSave(msg) from exc
    if not same:
        msg = f"{name}: the stored position disagrees with the replayed moves (edited file?)"
        raise InvalidSave(msg)
    session.floor = max(session.floor, min(save.floor, len(session.actions)))
    if (problem := uses_problem(save.suggestions, len(save.seats), len(save.actions))) is not None:
        msg = f"{name}: damaged save file ({problem})"
        raise InvalidSave(msg)
    session.allow_suggestions = save.allow_suggestions
    session.suggestions = list(save.suggestions)
    return session


def _replay(session: Session, data: dict[str, Any], number: int, name: str) -> None:
    """Apply move `number` of the file; whatever goes wrong becomes `InvalidSave` naming it."""
    game = session.game
    try:
        session.apply(game.parse_action(data))
    except (ValidationError, IllegalAction) as exc:
        reason = _first_error(exc) if isinstance(exc, ValidationError) else str(exc)
        msg = f"{name}: move {number} is not allowed ({_clip(reason, _MAX_REASON)})"
        raise InvalidSave(msg) from exc
    except Exception as exc:  # the rules tripped over the move: refuse the file, do not crash
        msg = f"{name}: move {number} could not be replayed ({_crash(exc)})"
        raise InvalidSave(msg) from exc


def _crash(exc: BaseException) -> str:
    """Return an unexpected error as "KeyError: 'x'", cut short."""
    return _clip(f"{type(exc).__name__}: {exc}", _MAX_REASON)
