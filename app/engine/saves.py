"""Save files: setup + seed + action log + final snapshot, as JSON (STYLE.md §4).

Loading replays the log through `apply`, so a save can only hold moves the rules allow, then
compares the result with the stored snapshot. Anything wrong raises `InvalidSave` with a
message that names the file and the problem; nothing is ever evaluated or unpickled.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from app import __version__
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
    "READABLE_FORMATS",
    "SaveFile",
    "dump_session",
    "load_session",
    "read_save",
]

FORMAT = 2
"""Current save format; a breaking change bumps it and adds `migrate_v<N>()`.

Format 1 (Hotseat 0.1.0) had no `app_version`; format 2 (0.2.0) added it."""
READABLE_FORMATS = (1, 2)
"""Formats this version reads (older ones get today's defaults for the fields they lack)."""
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
    app_version: str = ""
    """Version of the app that wrote the file (`app.__version__`); "" in format 1 files."""
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
        app_version=__version__,
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


def read_save(path: Path) -> str:
    """Read a save file's text, refusing files that are too large or not UTF-8."""
    try:
        size = path.stat().st_size
    except OSError as exc:
        msg = f"{path.name}: cannot read the file ({exc.strerror})"
        raise InvalidSave(msg) from exc
    if size > MAX_BYTES:
        msg = f"{path.name}: file is {size // (1024 * 1024)} MB, larger than the 20 MB limit"
        raise InvalidSave(msg)
    try:
        return path.read_bytes().decode("utf-8")
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
    if type(fmt) is not int or fmt not in READABLE_FORMATS:
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
    session = Session(game, _options(game, save, name), save.seed, list(save.seats))
    for number, data in enumerate(save.actions, start=1):
        try:
            session.apply(game.parse_action(data))
        except (ValidationError, IllegalAction) as exc:
            reason = _first_error(exc) if isinstance(exc, ValidationError) else str(exc)
            msg = f"{name}: move {number} is not allowed ({_clip(reason, _MAX_REASON)})"
            raise InvalidSave(msg) from exc
    if json.loads(session.state.model_dump_json()) != save.final_state:
        msg = f"{name}: the stored position disagrees with the replayed moves (edited file?)"
        raise InvalidSave(msg)
    session.floor = max(session.floor, min(save.floor, len(session.actions)))
    if (problem := uses_problem(save.suggestions, len(save.seats), len(save.actions))) is not None:
        msg = f"{name}: damaged save file ({problem})"
        raise InvalidSave(msg)
    session.allow_suggestions = save.allow_suggestions
    session.suggestions = list(save.suggestions)
    return session
