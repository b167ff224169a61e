"""Player colours for boards and panels: a normal set and a colour-blind-safe set (Okabe-Ito).

Every player colour also has a letter and a shape, so pieces stay distinguishable without
colour. Boards call `player_style(name, colour_blind)`; the controller knows the seat's colour
name and the user's preference (`GameController.seat_style`).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from app.engine.session import SEAT_COLOURS

__all__ = [
    "PLAYER_COLOURS",
    "PlayerStyle",
    "colour_label",
    "default_colour",
    "player_style",
]

PLAYER_COLOURS = SEAT_COLOURS
"""Colour names a seat may choose, in default seat order (saved in `Seat.colour`); the engine
holds the list so that loading a save can refuse other names without Qt."""

_NORMAL = {
    "red": "#d7263d",
    "blue": "#1f5fbf",
    "green": "#2e8b3e",
    "yellow": "#e8c21b",
    "purple": "#7b3fa0",
}
_COLOUR_BLIND = {  # Okabe & Ito (2008), "Color Universal Design"
    "red": "#d55e00",  # vermillion
    "blue": "#0072b2",
    "green": "#009e73",  # bluish green
    "yellow": "#f0e442",
    "purple": "#cc79a7",  # reddish purple
}
_LETTERS = {"red": "R", "blue": "B", "green": "G", "yellow": "Y", "purple": "P"}
_SHAPES = {
    "red": "circle",
    "blue": "square",
    "green": "triangle",
    "yellow": "diamond",
    "purple": "star",
}
_DARK_TEXT = {"yellow"}


@dataclass(frozen=True)
class PlayerStyle:
    """How one player's pieces look."""

    name: str
    """Colour name (one of `PLAYER_COLOURS`)."""
    colour: QColor
    """Fill colour."""
    text: QColor
    """Readable text colour on top of `colour`."""
    letter: str
    """Letter drawn on pieces (always shown in the colour-blind palette)."""
    shape: str
    """Marker shape: circle, square, triangle, diamond or star."""


def default_colour(seat: int) -> str:
    """Return the default colour name of a seat index."""
    return PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]


def player_style(name: str | None, colour_blind: bool, seat: int = 0) -> PlayerStyle:
    """Return the style of colour `name` (unknown or None: the seat's default colour)."""
    key = name if name in _NORMAL else default_colour(seat)
    table = _COLOUR_BLIND if colour_blind else _NORMAL
    text = QColor("#000000") if key in _DARK_TEXT or colour_blind else QColor("#ffffff")
    return PlayerStyle(key, QColor(table[key]), text, _LETTERS[key], _SHAPES[key])


def colour_label(name: str) -> str:
    """Return the translated display name of a colour."""
    labels = {
        "red": QCoreApplication.translate("Palette", "Red"),
        "blue": QCoreApplication.translate("Palette", "Blue"),
        "green": QCoreApplication.translate("Palette", "Green"),
        "yellow": QCoreApplication.translate("Palette", "Yellow"),
        "purple": QCoreApplication.translate("Palette", "Purple"),
    }
    return labels.get(name, name)
