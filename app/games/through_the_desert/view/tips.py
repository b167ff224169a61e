"""Tooltips of the Through the Desert board, in the UI language.

Every space says what it is and what the rules allow there: water holes (value, taken by the
camel placed on them, no riders), oases (5 points once per caravan reaching them), the spaces
next to an oasis (no riders), enclosed areas (owner, closed to the others, points), mountains
and the central range (never a piece, they help close areas) and the dividing line.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from app.games.through_the_desert.texts import colour_text
from app.ui.i18n import show

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.games.through_the_desert.view.items import CellLook

__all__ = ["cell_tooltip", "colour_name", "dividing_line_tooltip", "mountain_tooltip"]


def colour_name(colour: int) -> str:
    """Return the name of a pastel camel colour in the UI language (the game's catalogue)."""
    return show(colour_text(colour))


def mountain_tooltip(central: bool) -> str:
    """Return the tooltip of a mountain hex (edge ranges or the central range)."""
    if central:
        return QCoreApplication.translate(
            "ThroughTheDesert",
            "Central mountain range: no piece may go here; it helps to close areas",
        )
    return QCoreApplication.translate(
        "ThroughTheDesert",
        "Mountains: no piece may go here; like the board edge they help to close areas",
    )


def dividing_line_tooltip() -> str:
    """Return the tooltip of the line between the two parts of the board."""
    return QCoreApplication.translate(
        "ThroughTheDesert", "Dividing line: the part beyond it is used with 4-5 players only"
    )


def _terrain_line(look: CellLook, near_oasis: bool) -> str | None:
    """What lies on the space, with the rule that goes with it."""
    if look.oasis:
        return QCoreApplication.translate(
            "ThroughTheDesert",
            "Oasis: each caravan that reaches a space next to it scores an oasis tile"
            " (5 points) once",
        )
    if look.water:
        text = QCoreApplication.translate(
            "ThroughTheDesert",
            "Water hole worth %1: the camel placed here takes it; no rider may go here",
        )
        return text.replace("%1", str(look.water))
    if look.owner >= 0:
        return None
    if near_oasis:
        return QCoreApplication.translate(
            "ThroughTheDesert",
            "Next to an oasis: no rider may go here; a caravan reaching this space scores"
            " the oasis",
        )
    return QCoreApplication.translate("ThroughTheDesert", "Desert")


def _area_line(look: CellLook, seat_name: Callable[[int], str]) -> str:
    if look.oasis:
        text = QCoreApplication.translate(
            "ThroughTheDesert",
            "Area enclosed by %1: closed to the other players (an oasis space scores no"
            " area point)",
        )
    else:
        text = QCoreApplication.translate(
            "ThroughTheDesert",
            "Area enclosed by %1: closed to the other players; 1 point at the end",
        )
    return text.replace("%1", seat_name(look.area))


def cell_tooltip(
    name: str, look: CellLook, near_oasis: bool, seat_name: Callable[[int], str]
) -> str:
    """Return the tooltip of a desert space.

    Args:
        name: The space's name ("K7").
        look: What the space shows.
        near_oasis: Whether an oasis lies next to the space.
        seat_name: Name of a seat by index.
    """
    lines = [QCoreApplication.translate("ThroughTheDesert", "Space %1").replace("%1", name)]
    terrain = _terrain_line(look, near_oasis)
    if terrain is not None:
        lines.append(terrain)
    if look.owner >= 0 and look.colour >= 0:
        text = (
            QCoreApplication.translate("ThroughTheDesert", "%1 rider camel of %2")
            if look.rider
            else QCoreApplication.translate("ThroughTheDesert", "%1 camel of %2")
        )
        lines.append(
            text.replace("%1", colour_name(look.colour)).replace("%2", seat_name(look.owner))
        )
    if look.area >= 0:
        lines.append(_area_line(look, seat_name))
    if look.last:
        lines.append(QCoreApplication.translate("ThroughTheDesert", "Last placement"))
    return "\n".join(lines)
