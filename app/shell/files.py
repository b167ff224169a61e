"""Reading and writing save files, and the autosave folder (engine format, `app.engine.saves`).

Every game started in the app gets its own autosave file in `<data>/autosaves/`, rewritten after
each action; the newest `RECENT_LIMIT` are kept (the welcome page's "Recent games", see
`app.shell.recent`). The engine's save code and the game registry (pydantic, rules) are imported
when a file is first read or written, not with this module: the main window imports it before it
is shown.
"""

from __future__ import annotations

import logging
import os
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from datetime import datetime
    from pathlib import Path

    from app.engine.saves import LoadedSave
    from app.engine.session import Session

__all__ = [
    "AUTOSAVE_DIR",
    "LEGACY_AUTOSAVE",
    "RECENT_LIMIT",
    "autosave_dir",
    "autosave_files",
    "closed_marker",
    "has_autosaves",
    "load_file",
    "mark_closed",
    "new_autosave_path",
    "prune_autosaves",
    "slug",
    "write_file",
    "write_text",
]

_log = logging.getLogger(__name__)

AUTOSAVE_DIR = "autosaves"
"""Folder of the autosaves inside the user's data folder (one file per game started)."""
LEGACY_AUTOSAVE = "autosave.json"
"""The single autosave of earlier versions, still offered until a newer game replaces it."""
RECENT_LIMIT = 10
"""How many autosaves are kept (the newest ones, any game)."""


def autosave_dir(data_dir: Path) -> Path:
    """Return the folder of the autosaves."""
    return data_dir / AUTOSAVE_DIR


def slug(game_id: str) -> str:
    """Return a game id as file names spell it ("through_the_desert" -> "through-the-desert")."""
    return game_id.replace("_", "-")


def new_autosave_path(data_dir: Path, game_id: str, when: datetime) -> Path:
    """Return a file name, not yet taken, for the autosave of a game started at `when`."""
    folder = autosave_dir(data_dir)
    stem = f"{slug(game_id)}-{when:%Y-%m-%d-%H%M%S}"
    path = folder / f"{stem}.json"
    number = 2
    while path.exists():
        path = folder / f"{stem}-{number}.json"
        number += 1
    return path


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def autosave_files(data_dir: Path) -> list[Path]:
    """Return every autosave file, most recently written first (the legacy one included)."""
    folder = autosave_dir(data_dir)
    paths = sorted(folder.glob("*.json")) if folder.is_dir() else []
    legacy = data_dir / LEGACY_AUTOSAVE
    if legacy.is_file():
        paths.append(legacy)
    return sorted(paths, key=_mtime, reverse=True)


def has_autosaves(data_dir: Path) -> bool:
    """Return whether any autosave exists (cheap: nothing is read)."""
    folder = autosave_dir(data_dir)
    if folder.is_dir() and any(folder.glob("*.json")):
        return True
    return (data_dir / LEGACY_AUTOSAVE).is_file()


def closed_marker(autosave: Path) -> Path:
    """Return the empty file that says `autosave`'s game was closed by the app, not interrupted.

    The welcome page offers to resume only an interrupted game (a crash, a kill, a power cut):
    after a clean save and quit it said "An interrupted game was found" (issue 18 §5). A game
    closed normally stays in Recent games.
    """
    return autosave.with_name(autosave.name + ".closed")


def mark_closed(autosave: Path, closed: bool) -> None:
    """Mark `autosave`'s game as closed by the app (or, resumed, as open again)."""
    marker = closed_marker(autosave)
    try:
        if closed:
            marker.touch()
        else:
            marker.unlink(missing_ok=True)
    except OSError as exc:  # the offer may then be wrong once; play goes on
        _log.warning("autosave marker %s not changed: %s", marker, exc)


def prune_autosaves(data_dir: Path, keep: Path | None = None) -> list[Path]:
    """Delete all but the newest `RECENT_LIMIT` autosaves, `keep` counted among them.

    `keep` (the autosave of the game shown) is never deleted, and counts whether or not it is
    on disk yet (its first write may still be on the writer's thread). Returns those deleted.
    """
    deleted = []
    others = [p for p in autosave_files(data_dir) if p != keep]
    for path in others[RECENT_LIMIT - (keep is not None) :]:
        try:
            path.unlink()
            closed_marker(path).unlink(missing_ok=True)
        except OSError as exc:
            _log.warning("old autosave %s not removed: %s", path, exc)
            continue
        deleted.append(path)
    return deleted


def write_file(session: Session, path: Path) -> None:
    """Write `session` to `path` atomically and durably (see `write_text`).

    Raises:
        OSError: The folder is not writable or the disk is full.
    """
    from app.engine.saves import dump_session  # noqa: PLC0415 - see the module docstring

    write_text(dump_session(session), path)


def write_text(text: str, path: Path) -> None:
    """Replace `path` by `text`: never half a file, and on disk when this returns.

    The text goes to a temporary file beside it, which is flushed to the disk (fsync) and
    renamed over `path`; then the folder is flushed too, so that the rename itself survives
    a crash or power cut. A kill at any moment leaves either the old file or the new one.

    Raises:
        OSError: The folder is not writable or the disk is full.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.part")
    try:
        with temporary.open("w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except OSError:
        temporary.unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Flush a folder's entries (the rename) to the disk; systems without it skip this."""
    if not hasattr(os, "O_DIRECTORY"):  # Windows: a folder cannot be opened or synced
        return
    fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def load_file(path: Path) -> LoadedSave:
    """Load and verify a save file (never writing to it).

    Returns:
        The game, with a notice when this version's rules replay it differently.

    Raises:
        InvalidSave: With a message naming the file and the problem.
    """
    from app.engine.saves import load_save, read_save  # noqa: PLC0415 - see the module doc
    from app.games import GAMES  # noqa: PLC0415

    return load_save(read_save(path), GAMES, path.name)
