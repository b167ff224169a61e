"""Which function draws the setup sheet of each game (game id -> `printing.layout`).

Every game's `printing.py` is Qt-free and has `layout(state, paper, tr=None) -> PrintLayout`;
each is imported here by name, so adding a game means adding one line.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from app.games import GAMES
from app.games.through_the_desert import printing as through_the_desert_printing

if TYPE_CHECKING:
    from collections.abc import Callable

    from pydantic import BaseModel

    from app.engine.printlayout import PrintLayout

__all__ = ["LAYOUTS", "LayoutFunction", "setup_layout"]


class LayoutFunction(Protocol):
    """A game's `printing.layout`."""

    def __call__(
        self, state: Any, paper: str = "a4", tr: Callable[[str], str] | None = None
    ) -> PrintLayout:
        """Return the setup sheet of a freshly set-up state."""
        ...


LAYOUTS: dict[str, LayoutFunction] = {
    "through_the_desert": through_the_desert_printing.layout,
}
"""Setup-sheet layout function by game id."""


def setup_layout(
    game_id: str,
    options: BaseModel,
    seed: int,
    paper: str = "a4",
    tr: Callable[[str], str] | None = None,
) -> PrintLayout:
    """Set up `game_id` with `options` and `seed` and return its setup sheet.

    Raises:
        ValueError: the game is unknown or has no printed setup, or the paper is unknown.
    """
    if game_id not in GAMES:
        raise ValueError(f"unknown game {game_id!r} (known: {', '.join(sorted(GAMES))})")
    if game_id not in LAYOUTS:
        raise ValueError(f"{GAMES[game_id].title} has no printed setup yet")
    state = GAMES[game_id].setup(options, seed)
    return LAYOUTS[game_id](state, paper, tr)
