"""The welcome page's "Recent games": what each autosave holds, read without replaying it.

A list entry needs the game, the players, when it was last played and how far it got. All of
that is in the save file's header and its final snapshot, so an entry costs one JSON parse and
one validation of the stored state; the moves are replayed (and checked) only when the game is
resumed. A file that cannot be read this way is left out of the list and never raises; what is
not a regular file (a folder, a pipe named `x.json`) is refused before it is opened
(`app.engine.saves.read_save`), so it cannot block the window either.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from app.engine.errors import InvalidSave
from app.shell.files import RECENT_LIMIT, autosave_files, closed_marker

if TYPE_CHECKING:
    from pathlib import Path

    from app.engine.text import Text

__all__ = ["RecentGame", "read_recent", "recent_games"]

_log = logging.getLogger(__name__)


@dataclass(frozen=True)
class RecentGame:
    """One autosaved game as the welcome page lists it."""

    path: Path
    """The autosave file (resuming loads it and keeps writing to it)."""
    game_id: str
    """The game's id (`Game.id`)."""
    names: tuple[str, ...]
    """The seats' names, in seat order."""
    modified: float
    """When the file was last written (seconds since the epoch): when the game was last played."""
    moves: int
    """Actions played so far."""
    heading: Text | str | None
    """The game's round/phase heading of the last position (`Game.heading`)."""
    finished: bool
    """Whether the game is over."""
    closed: bool = False
    """Whether the app closed the game normally (not interrupted: no resume offer)."""


def read_recent(path: Path) -> RecentGame:
    """Return the list entry of one autosave file.

    Raises:
        InvalidSave: (or ValueError, ...) the file is not a save of a game this version knows,
            or not a regular file.
    """
    from app.engine.saves import READABLE_FORMATS, SaveFile, read_save  # noqa: PLC0415 - pydantic, lazily
    from app.games import GAMES  # noqa: PLC0415

    raw: Any = json.loads(read_save(path))
    if not isinstance(raw, dict) or raw.get("format") not in READABLE_FORMATS:
        msg = f"{path.name}: not a save file of this version"
        raise InvalidSave(msg)
    save = SaveFile.model_validate(raw)
    game = GAMES.get(save.game_id)
    if game is None:
        msg = f"{path.name}: unknown game {save.game_id[:40]!r}"
        raise InvalidSave(msg)
    state = game.state_type.model_validate(save.final_state)
    return RecentGame(
        path=path,
        game_id=save.game_id,
        names=tuple(seat.name for seat in save.seats),
        modified=path.stat().st_mtime,
        moves=len(save.actions),
        heading=game.heading(state),
        finished=game.outcome(state) is not None,
        closed=closed_marker(path).exists(),
    )


def recent_games(data_dir: Path, limit: int = RECENT_LIMIT) -> list[RecentGame]:
    """Return the readable autosaves, most recently played first (at most `limit`)."""
    out: list[RecentGame] = []
    for path in autosave_files(data_dir):
        if len(out) >= limit:
            break
        try:
            out.append(read_recent(path))
        except Exception as exc:  # a damaged or foreign file, or a game tripping over its state
            _log.warning("autosave %s left out of the recent games: %s", path, exc)
    return out
