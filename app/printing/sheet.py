"""The setup sheet of a game, as a print layout (the game draws it; see `setup_sheet`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pydantic import BaseModel

    from app.engine.game import GameBase
    from app.engine.printlayout import PrintLayout

__all__ = ["setup_layout"]


def setup_layout(
    game: GameBase[Any, Any],
    options: BaseModel,
    seed: int,
    paper: str = "a4",
    lang: str = "en",
) -> PrintLayout:
    """Set up `game` with `options` and `seed` and return its setup sheet in `lang`.

    Raises:
        ValueError: the game has no printed setup, or the paper is unknown.
    """
    return game.setup_sheet(options, seed, paper, lang)
