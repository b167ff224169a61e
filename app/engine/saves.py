"""Save files: setup + seed + action log + final snapshot, as JSON (STYLE.md §4).

Loading replays the log through `apply`, so a save can only hold moves the rules allow, then
compares the result with the stored snapshot. Anything wrong raises `InvalidSave` with a
message that names the file and the problem; nothing is ever evaluated or unpickled.

Saves survive updates (issue 19). A file records the app version that wrote it and, since
format 2, a fingerprint (`digest`) of the position after every step. When the rules of this
version replay a file written by another version differently (a rule was fixed since), the game
is not lost: it is loaded at the last step on which both versions agree, and `LoadedSave.notice`
says in one sentence which move changed and which version saved the file. A `seal` over the
moves, the fingerprints and the final position tells a file as the app wrote it from an edited
one: an unsealed file of this very version must replay exactly (a difference means an edited
file), a sealed one that replays differently was written by a build with other rules. Files of
a newer version are refused with a message naming both versions.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import stat
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from app import UNKNOWN_VERSION, __version__
from app.engine.errors import IllegalAction, InvalidSave
from app.engine.session import Seat, Session, seats_problem
from app.engine.suggestion import SuggestionLevel, SuggestionUse, uses_problem
from app.engine.text import Arg, Text, engine_text

if TYPE_CHECKING:
    from collections.abc import Mapping
    from pathlib import Path

    from app.engine.game import GameBase

__all__ = [
    "FORMAT",
    "FORMAT_1_VERSION",
    "MAX_BYTES",
    "MAX_SEED",
    "READABLE_FORMATS",
    "LoadedSave",
    "SaveFile",
    "digest",
    "dump_session",
    "load_save",
    "load_session",
    "read_save",
    "schema_digest",
    "seal",
    "version_key",
]

FORMAT = 2
"""Current save format; a breaking change bumps it and adds `migrate_v<N>()`.

Format 1 (Hotseat 0.1.0) had no `app_version` and no `steps`; format 2 (0.2.0) added both."""
READABLE_FORMATS = (1, 2)
"""Formats this version reads (older ones get today's defaults for the fields they lack)."""
FORMAT_1_VERSION = "0.1.0"
"""The only version that wrote format 1 (its files do not say)."""
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
    steps: list[str] = Field(default_factory=list)
    """`digest()` of the position after each step: setup first, then one per action (format 2;
    empty in format 1 files)."""
    state_schema: str = ""
    """`schema_digest()` of the game's state model when saved: the step digests can only be
    compared by a version whose state model is the same ("" in format 1 files)."""
    seal: str = ""
    """`seal()` of the file ("" in format 1 files)."""
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
    suggestion_level: SuggestionLevel = "normal"
    """The bot level that suggests moves (absent in older saves: normal)."""
    suggestions: list[SuggestionUse] = Field(default_factory=list)
    """Suggestions shown so far, per seat and move (absent in older saves: none)."""


def digest(state: Any) -> str:
    """Return a short fingerprint of a position (16 hex digits of the SHA-256 of its JSON)."""
    return hashlib.sha256(state.model_dump_json().encode("utf-8")).hexdigest()[:16]


_SCHEMAS: dict[type[BaseModel], str] = {}
"""`schema_digest()` per state model (one entry per game: the schema takes ~40 ms to build)."""


def schema_digest(state_type: type[BaseModel]) -> str:
    """Return a fingerprint of a state model's JSON schema (its fields, their types and docs).

    A version that adds or changes a field of the state changes every position's `digest()`
    without any rule changing; saves therefore record this too, and step digests are compared
    only when it matches (else the final positions are compared field by field).
    """
    if state_type not in _SCHEMAS:
        schema = json.dumps(state_type.model_json_schema(), sort_keys=True)
        _SCHEMAS[state_type] = hashlib.sha256(schema.encode("utf-8")).hexdigest()[:16]
    return _SCHEMAS[state_type]


def _agrees(stored: Any, replayed: Any) -> bool:
    """Whether a stored position agrees with the replayed one on every field both know.

    Fields only one side has come from a change of the state model between the two versions
    (a new record, a dropped one), not from a rule, and are not compared.
    """
    if isinstance(stored, dict) and isinstance(replayed, dict):
        return all(_agrees(stored[k], replayed[k]) for k in stored.keys() & replayed.keys())
    if isinstance(stored, list) and isinstance(replayed, list):
        return len(stored) == len(replayed) and all(map(_agrees, stored, replayed))
    return bool(stored == replayed)


def _step_digests(session: Session) -> list[str]:
    """Return `digest()` of every snapshot, reusing the session's memo for unchanged ones."""
    memo = session.digest_memo
    out = []
    for number, snapshot in enumerate(session.snapshots):
        if number < len(memo) and memo[number][0] is snapshot:
            out.append(memo[number][1])
            continue
        del memo[number:]
        memo.append((snapshot, digest(snapshot)))
        out.append(memo[number][1])
    del memo[len(session.snapshots) :]
    return out


def seal(save: SaveFile) -> str:
    """Return the fingerprint of what a file's replay depends on.

    That is the game, options, seed, moves, step digests and final position, as JSON. Both
    sides compute it from parsed JSON with Python's encoder, so it does not depend on how the
    file was indented; an edit of any of those parts changes it.
    """
    parts = [save.game_id, save.options, save.seed, save.actions, save.steps, save.final_state]
    text = json.dumps(parts, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def version_key(version: str) -> tuple[int, ...] | None:
    """Return the numbers of a release version ("0.10.2" -> (0, 10, 2)); None if unknown."""
    if version == UNKNOWN_VERSION or not re.fullmatch(r"\d+(\.\d+)*", version):
        return None
    return tuple(int(part) for part in version.split("."))


def dump_session(session: Session) -> str:
    """Return the save-file JSON for `session`."""
    game = session.game
    save = SaveFile(
        format=FORMAT,
        app_version=__version__,
        steps=_step_digests(session),
        state_schema=schema_digest(game.state_type),
        game_id=game.id,
        options=session.options.model_dump(mode="json"),
        seed=session.seed,
        seats=list(session.seats),
        actions=[game.dump_action(a) for a in session.actions],
        final_state=json.loads(session.state.model_dump_json()),
        floor=session.floor,
        allow_suggestions=session.allow_suggestions,
        suggestion_level=session.suggestion_level,
        suggestions=list(session.suggestions),
    )
    save.seal = seal(save)
    return save.model_dump_json(indent=1)


def _refused(key: str, name: str, **args: Arg) -> InvalidSave:
    """Return the refusal `save.refused.<key>` of file `name` (English in `str()`)."""
    return InvalidSave(engine_text(f"save.refused.{key}", name=name, **args))


def _kind(mode: int) -> Text:
    """Return what a file that is not a regular file is ("a folder", "a device", ...)."""
    if stat.S_ISDIR(mode):
        kind = "folder"
    elif stat.S_ISFIFO(mode):
        kind = "pipe"
    elif stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        kind = "device"
    elif stat.S_ISSOCK(mode):
        kind = "socket"
    else:
        kind = "other"
    return engine_text(f"save.kind.{kind}")


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
            raise _refused("kind", path.name, kind=_kind(info.st_mode))
        if info.st_size > MAX_BYTES:
            raise _refused("too_large_mb", path.name, mb=info.st_size // 2**20)
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with os.fdopen(fd, "rb") as file:
            mode = os.fstat(file.fileno()).st_mode
            if not stat.S_ISREG(mode):  # replaced between the two looks
                raise _refused("kind", path.name, kind=_kind(mode))
            data = file.read(MAX_BYTES + 1)
    except OSError as exc:
        raise _refused("unreadable", path.name, detail=str(exc.strerror or exc)) from exc
    if len(data) > MAX_BYTES:
        raise _refused("too_large", path.name)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise _refused("not_utf8", path.name, byte=exc.start) from exc


def _parse(text: str, name: str) -> SaveFile:
    if len(text.encode("utf-8")) > MAX_BYTES:
        raise _refused("too_large", name)
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        raise _refused("not_json", name, line=exc.lineno, detail=exc.msg) from exc
    except ValueError as exc:  # Python refuses to read integers of more than 4300 digits
        raise _refused("huge_number", name) from exc
    except RecursionError as exc:  # hostile input: brackets nested thousands deep
        raise _refused("too_deep", name) from exc
    if not isinstance(raw, dict):
        raise _refused("not_object", name)
    fmt = raw.get("format")
    if type(fmt) is int and fmt > FORMAT:
        saved = raw.get("app_version")
        by = (
            engine_text("save.by_version", version=_clip(saved, 40))
            if isinstance(saved, str) and saved
            else engine_text("save.by_newer")
        )
        raise _refused("newer_format", name, by=by, fmt=fmt, ours=__version__, max=FORMAT)
    if type(fmt) is not int or fmt not in READABLE_FORMATS:
        raise _refused("unknown_format", name, fmt=_short(fmt), ours=FORMAT)
    try:
        return SaveFile.model_validate(raw)
    except ValidationError as exc:
        raise _refused("damaged", name, detail=_first_error(exc)) from exc


def _options(game: GameBase[Any, Any], save: SaveFile, name: str) -> Any:
    """Return the game's options, after checking them, the seed and the seats against it."""
    try:
        options = game.Options.model_validate(save.options)
    except ValidationError as exc:
        raise _refused("bad_options", name, detail=_first_error(exc)) from exc
    if abs(save.seed) > MAX_SEED:
        raise _refused("bad_seed", name, seed=_short(save.seed))
    if len(save.seats) != options.players:
        raise _refused("seat_count", name, seats=len(save.seats), players=options.players)
    if (problem := seats_problem(save.seats)) is not None:
        raise _refused("seats", name, problem=problem)
    return options


def _first_error(exc: ValidationError) -> str:
    """Return where and what the first problem is ("seats.1.kind: Input should be ...")."""
    first = exc.errors()[0]
    where = ".".join(_clip(str(p), 40) for p in first["loc"])
    what = _clip(first["msg"], _MAX_REASON)
    return f"{where}: {what}" if where else what


def _reason(exc: ValidationError | IllegalAction) -> Arg:
    """Return why a move of a file is refused: the rules' own message when they give one."""
    if isinstance(exc, IllegalAction) and isinstance(exc.reason, Text):
        return exc.reason
    return _clip(_first_error(exc) if isinstance(exc, ValidationError) else str(exc), _MAX_REASON)


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _short(value: object) -> str:
    """Return `repr(value)` cut short: a file may hold megabytes where a word is expected."""
    return _clip(repr(value), 40)


@dataclass(frozen=True)
class LoadedSave:
    """A loaded game, and what the player must be told about it."""

    session: Session
    """The game, replayed by this version's rules."""
    notice: Text | None = None
    """One sentence when this version replays the file differently (None: it agrees)."""
    saved_with: str = ""
    """The version that wrote the file."""


def _refuse_newer(save: SaveFile, name: str) -> None:
    saved, ours = version_key(save.app_version), version_key(__version__)
    if saved is not None and ours is not None and saved > ours:
        raise _refused("newer_version", name, saved=_clip(save.app_version, 40), ours=__version__)


def _notice(kind: str, step: int, saved: str) -> Text:
    return engine_text(f"save.changed.{kind}", step=step, saved=saved, ours=__version__)


def _drop_last(session: Session) -> None:
    """Take the last action back without undo's rules (the replay's own step)."""
    session.actions.pop()
    session.snapshots.pop()


def _replay(session: Session, save: SaveFile, name: str, exact: bool) -> str | None:
    """Replay the file's moves; return how it diverged ("setup", "illegal", "differs") or None.

    The session is left at the last step that agrees with the file. With `exact` (an unsealed
    file of this very version: edited) any divergence raises `InvalidSave` instead.
    """
    game = session.game
    comparable = save.state_schema == schema_digest(game.state_type)
    steps = save.steps if comparable and len(save.steps) == len(save.actions) + 1 else []
    if steps and digest(session.state) != steps[0]:
        if exact:
            raise _refused("setup_differs", name)
        return "setup"
    for number, data in enumerate(save.actions, start=1):
        try:
            session.apply(game.parse_action(data))
        except (ValidationError, IllegalAction) as exc:
            if not exact:
                return "illegal"
            reason = _reason(exc)
            raise _refused("move_illegal", name, step=number, reason=reason) from exc
        except Exception as exc:  # the rules tripped over the move: refuse the file, do not crash
            raise _refused("move_crashed", name, step=number, detail=_crash(exc)) from exc
        if steps and digest(session.state) != steps[number]:
            if exact:
                raise _refused("move_differs", name, step=number)
            _drop_last(session)
            return "differs"
    return None


def load_save(text: str, games: Mapping[str, GameBase[Any, Any]], name: str = "save") -> LoadedSave:
    """Rebuild a session from save-file text, replaying and verifying every move.

    A file written by another version whose moves this version replays differently is loaded at
    the last step both agree on, with a `notice` for the player; the file itself is untouched.

    Args:
        text: The file's content.
        games: The registry (`app.games.GAMES`).
        name: File name used in error messages.

    Raises:
        InvalidSave: For any problem, with a message naming `name` and what is wrong.
    """
    save = _parse(text, name)
    _refuse_newer(save, name)
    game = games.get(save.game_id)
    if game is None:
        raise _refused("unknown_game", name, game=_short(save.game_id))
    options = _options(game, save, name)
    try:
        session = Session(game, options, save.seed, list(save.seats))
    except Exception as exc:  # a game's setup must not crash the loader, whatever the file holds
        raise _refused("setup_crashed", name, detail=_crash(exc)) from exc
    saved_with = save.app_version or FORMAT_1_VERSION
    sealed = bool(save.seal) and save.seal == seal(save)
    exact = not sealed and save.app_version == __version__ and __version__ != UNKNOWN_VERSION
    kind = _replay(session, save, name, exact)
    try:
        replayed = json.loads(session.state.model_dump_json())
    except Exception as exc:
        raise _refused("not_comparable", name, detail=_crash(exc)) from exc
    if kind is None and replayed != save.final_state:
        if exact:
            raise _refused("end_differs", name)
        if not _agrees(save.final_state, replayed):
            kind = "end"  # no comparable fingerprints to find the step that changed
    played = len(session.actions)
    session.floor = max(session.floor, min(save.floor, played))
    if (problem := uses_problem(save.suggestions, len(save.seats), len(save.actions))) is not None:
        raise _refused("damaged", name, detail=problem)
    session.allow_suggestions = save.allow_suggestions
    session.suggestion_level = save.suggestion_level
    session.suggestions = [use for use in save.suggestions if use.step <= played]
    notice = (
        None if kind is None else _notice(kind, played if kind == "end" else played + 1, saved_with)
    )
    return LoadedSave(session, notice, saved_with)


def load_session(text: str, games: Mapping[str, GameBase[Any, Any]], name: str = "save") -> Session:
    """Return the session of `load_save` (the game as this version replays it).

    Raises:
        InvalidSave: For any problem, with a message naming `name` and what is wrong.
    """
    return load_save(text, games, name).session


def _crash(exc: BaseException) -> str:
    """Return an unexpected error as "KeyError: 'x'", cut short."""
    return _clip(f"{type(exc).__name__}: {exc}", _MAX_REASON)
