"""What the new-game dialog produces: the game, its options, seed and seats (`NewGameSetup`).

Its own module so that the setup summary (`app.shell.setupsummary`), which the dialog imports,
can name it without importing the dialog.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pydantic import BaseModel

    from app.engine.session import Seat
    from app.engine.suggestion import SuggestionLevel

__all__ = ["NewGameSetup"]


@dataclass(frozen=True)
class NewGameSetup:
    """What the dialog produced."""

    game_id: str
    """The game."""
    options: BaseModel
    """The game's Options (with `players`)."""
    seed: int
    """The setup seed."""
    seats: list[Seat]
    """Who plays each seat."""
    allow_suggestions: bool = True
    """Whether people may ask for a suggested move (Help ▸ Suggest a move)."""
    suggestion_level: SuggestionLevel = "normal"
    """The bot level that suggests moves (`app.engine.suggestion.LEVELS`)."""
