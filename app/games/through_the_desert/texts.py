"""Texts of Through the Desert as data (STYLE.md §9), Qt-free.

Every sentence the rules produce is `t(key, **args)`: a message of this game's catalogue,
`resources/through_the_desert/texts.<lang>.json` (English and Japanese). Camel colours are
catalogue names (`colour_text`), cells are the labels printed on the board ("G3",
`Geometry.name`), seats are `Seat(n)`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.text import Text
from app.games.through_the_desert.data.data import COLOURS

if TYPE_CHECKING:
    from app.engine.text import Arg

__all__ = ["DOMAIN", "colour_text", "t"]

DOMAIN = "through_the_desert"
"""The catalogue of this game (its id)."""


def t(key: str, **args: Arg) -> Text:
    """Return the message `key` of this game's catalogue with named arguments."""
    return Text.of(DOMAIN, key, **args)


def colour_text(colour: int) -> Text:
    """Return the name of a pastel camel colour by index ("pink", 「パステルピンク」)."""
    return t(f"colour.{COLOURS[colour]}")
