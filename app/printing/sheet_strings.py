"""Every English template of the printed setup sheets, spelled out for Qt's translation tools.

The sheets are laid out by Qt-free code (each game's `printing.py`), which passes its English
templates through a `tr` callable; `app.printing.pdf.translate` looks them up in the context
"SetupSheet". `pyside6-lupdate` cannot see templates that only pass through a variable, so this
module repeats each one as a literal `QT_TRANSLATE_NOOP("SetupSheet", ...)`: `make
translations` then puts them in the `.ts` catalogue. A test lays out sheets for every player
count and checks that the templates used and the ones listed here are the same.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

__all__ = ["SHEET_TEMPLATES"]

_THROUGH_THE_DESERT = (
    QT_TRANSLATE_NOOP("SetupSheet", "Through the Desert"),
    QT_TRANSLATE_NOOP("SetupSheet", "{title} · 砂漠を抜けて"),
    QT_TRANSLATE_NOOP("SetupSheet", "Setup for {players} players · seed {seed} · code {code}"),
    QT_TRANSLATE_NOOP("SetupSheet", "water hole (value)"),
    QT_TRANSLATE_NOOP("SetupSheet", "oasis (palm tree)"),
    QT_TRANSLATE_NOOP("SetupSheet", "mountains"),
    QT_TRANSLATE_NOOP("SetupSheet", "board edge"),
    QT_TRANSLATE_NOOP("SetupSheet", "Oases and water holes"),
    QT_TRANSLATE_NOOP("SetupSheet", "oases"),
    QT_TRANSLATE_NOOP("SetupSheet", "value {value}"),
    QT_TRANSLATE_NOOP("SetupSheet", "Seats: seat 1 starts, then clockwise"),
    QT_TRANSLATE_NOOP("SetupSheet", "Seat {seat}"),
    QT_TRANSLATE_NOOP("SetupSheet", "returns the {colour} rider"),
    QT_TRANSLATE_NOOP("SetupSheet", "green"),
    QT_TRANSLATE_NOOP("SetupSheet", "pink"),
    QT_TRANSLATE_NOOP("SetupSheet", "yellow"),
    QT_TRANSLATE_NOOP("SetupSheet", "purple"),
    QT_TRANSLATE_NOOP("SetupSheet", "turquoise"),
    QT_TRANSLATE_NOOP("SetupSheet", "Camels beside the board (riders not counted)"),
    QT_TRANSLATE_NOOP("SetupSheet", "Setting up"),
    QT_TRANSLATE_NOOP("SetupSheet", "Use the whole board."),
    QT_TRANSLATE_NOOP(
        "SetupSheet", "Use only the part right of the thick line (columns {first}–{last})."
    ),
    QT_TRANSLATE_NOOP(
        "SetupSheet",
        "Put a palm tree on each oasis and a water-hole tile of the shown value on each"
        " numbered space ({used} tiles; {unused} go back in the box).",
    ),
    QT_TRANSLATE_NOOP(
        "SetupSheet",
        "Put a palm tree on each oasis and a water-hole tile of the shown value on each"
        " numbered space (all {used} tiles).",
    ),
    QT_TRANSLATE_NOOP(
        "SetupSheet",
        "Each player seats a rider on one camel of each colour listed for their seat.",
    ),
    QT_TRANSLATE_NOOP(
        "SetupSheet",
        "Every space shows its name (column letter + row number), as in the lists.",
    ),
    QT_TRANSLATE_NOOP("SetupSheet", "Setup code"),
    QT_TRANSLATE_NOOP("SetupSheet", "Seed {seed}"),
    QT_TRANSLATE_NOOP(
        "SetupSheet", "Play this setup: Game ▸ New game… ▸ Play this setup, code {code}"
    ),
)

SHEET_TEMPLATES: dict[str, tuple[str, ...]] = {
    "through_the_desert": tuple(str(text) for text in _THROUGH_THE_DESERT),
}
"""Game id -> the English templates its setup sheet passes to `tr`."""
