"""The setup sheet of a game, as a print layout (the game draws it; see `setup_sheet`).

Every page gets the app's name and version in its bottom margin, so a sheet on the table can be
matched with the program that printed it (CHANGELOG.md says what each version changed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app import __version__
from app.engine.printlayout import Page, Text

if TYPE_CHECKING:
    from pydantic import BaseModel

    from app.engine.game import GameBase
    from app.engine.printlayout import PrintLayout

__all__ = ["VERSION_MARGIN", "setup_layout", "version_line"]

VERSION_MARGIN = 6.0
"""Distance (mm) of the version line from the bottom and right edges of the paper; the games'
sheets keep a margin of at least 12 mm, so the line never touches their drawing."""


def version_line() -> str:
    """Return the line printed on every page ("Hotseat 0.2.0")."""
    return f"Hotseat {__version__}"


def _with_version(page: Page) -> Page:
    mark = Text(
        at=(page.width - VERSION_MARGIN, page.height - VERSION_MARGIN),
        text=version_line(),
        size=6.0,
        align="right",
        colour="#707070",
    )
    return page.model_copy(update={"shapes": (*page.shapes, mark)})


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
    layout = game.setup_sheet(options, seed, paper, lang)
    return layout.model_copy(update={"pages": tuple(_with_version(p) for p in layout.pages)})
