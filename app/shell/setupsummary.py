"""What "Play this setup" will start, in words: game, seats, options, seed (issue 36).

A setup code names the game, the player count, the options and the seed, but not who sits
where: the seats come from the new-game dialog. The player confirms this summary before the
game starts, so a code never starts something the player did not see.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from app.engine.setupcode import encode
from app.shell.optionsform import choice_label, option_label
from app.shell.registry import GAME_LIST
from app.ui.palette import colour_label

if TYPE_CHECKING:
    from app.engine.session import Seat
    from app.shell.gamesetup import NewGameSetup

__all__ = ["seat_line", "setup_summary"]

translate = QCoreApplication.translate


def _kind(seat: Seat) -> str:
    if seat.kind == "human":
        return translate("NewGameDialog", "Human")
    if seat.level == "easy":
        return translate("NewGameDialog", "Bot (easy)")
    if seat.level == "hard":
        return translate("NewGameDialog", "Bot (hard)")
    return translate("NewGameDialog", "Bot (normal)")


def seat_line(number: int, seat: Seat) -> str:
    """Return one seat of the summary: "1. Anna — Human, Red"."""
    colour = colour_label(seat.colour) if seat.colour else ""
    return translate("SetupSummary", "{0}. {1} — {2}, {3}").format(
        number, seat.name, _kind(seat), colour
    )


def _option_line(game_id: str, name: str, value: Any) -> str:
    if isinstance(value, bool):
        shown = translate("SetupSummary", "on") if value else translate("SetupSummary", "off")
    else:
        shown = choice_label(name, value, game_id)
    return translate("SetupSummary", "{0}: {1}").format(option_label(name, game_id), shown)


def setup_summary(setup: NewGameSetup, shown_options: list[str]) -> str:
    """Return the summary of a setup about to start, one fact a line.

    Args:
        setup: The setup the dialog built.
        shown_options: The options the dialog offers (the others are not the player's choice).
    """
    title = next((e.title() for e in GAME_LIST if e.id == setup.game_id), setup.game_id)
    values = setup.options.model_dump()
    lines = [
        translate("SetupSummary", "Game: {0}").format(title),
        translate("SetupSummary", "Players: {0}").format(len(setup.seats)),
        *(seat_line(n + 1, seat) for n, seat in enumerate(setup.seats)),
    ]
    options = [_option_line(setup.game_id, k, values[k]) for k in shown_options if k in values]
    if options:
        lines += [translate("SetupSummary", "Options:"), *options]
    lines.append(translate("SetupSummary", "Seed: {0}").format(setup.seed))
    lines.append(
        translate("SetupSummary", "Setup code: {0}").format(
            encode(setup.game_id, setup.options, setup.seed)
        )
    )
    return "\n".join(lines)
