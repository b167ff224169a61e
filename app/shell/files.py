"""Reading and writing save files and the autosave (engine format, `app.engine.saves`).

The engine's save code and the game registry (pydantic, rules) are imported when a file is
first read or written, not with this module: the main window imports it before it is shown.
"""

from __future__ import annotations

import logging
import os
from typing import TYPE_CHECKING

from app.engine.errors import InvalidSave

if TYPE_CHECKING:
    from pathlib import Path

    from app.engine.session import Session

__all__ = ["AUTOSAVE_NAME", "autosave_path", "load_file", "resumable_autosave", "write_file"]

_log = logging.getLogger(__name__)

AUTOSAVE_NAME = "autosave.json"
"""File name of the autosave inside the user's data folder."""


def autosave_path(data_dir: Path) -> Path:
    """Return where the autosave lives."""
    return data_dir / AUTOSAVE_NAME


def write_file(session: Session, path: Path) -> None:
    """Write `session` to `path` atomically (a crash never leaves half a file).

    Raises:
        OSError: The folder is not writable or the disk is full.
    """
    from app.engine.saves import dump_session  # noqa: PLC0415 - see the module docstring

    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.part")
    temporary.write_text(dump_session(session), encoding="utf-8")
    os.replace(temporary, path)


def load_file(path: Path) -> Session:
    """Load and verify a save file.

    Raises:
        InvalidSave: With a message naming the file and the problem.
    """
    from app.engine.saves import load_session, read_save  # noqa: PLC0415 - see the module doc
    from app.games import GAMES  # noqa: PLC0415

    return load_session(read_save(path), GAMES, path.name)


def resumable_autosave(data_dir: Path) -> Session | None:
    """Return the autosaved game if it exists, loads cleanly and is not finished."""
    path = autosave_path(data_dir)
    if not path.exists():
        return None
    try:
        session = load_file(path)
    except InvalidSave as exc:
        _log.warning("autosave not offered: %s", exc)
        return None
    return session if session.outcome() is None else None
