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

__all__ = ["VERSION_MARGIN", "has_secret_part", "setup_layout", "version_line"]

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


def has_secret_part(game: GameBase[Any, Any], options: BaseModel, seed: int) -> bool:
    """Whether the setup sheet shows something secret (it has a public version without it)."""
    return game.public_setup_sheet(options, seed) is not None


def setup_layout(
    game: GameBase[Any, Any],
    options: BaseModel,
    seed: int,
    paper: str = "a4",
    lang: str = "en",
    public: bool = False,
) -> PrintLayout:
    """Set up `game` with `options` and `seed` and return its setup sheet in `lang`.

    `public`: only the part every seat may see (`GameBase.public_setup_sheet`), for a sheet
    printed during a game with hidden information (issue 34 §3).

    Raises:
        ValueError: the game has no printed setup, or the paper is unknown.
    """
    layout = game.public_setup_sheet(options, seed, paper, lang) if public else None
    if layout is None:
        layout = game.setup_sheet(options, seed, paper, lang)
    return layout.model_copy(update={"pages": tuple(_with_version(p) for p in layout.pages)})
