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

_BARRAGE = (
    QT_TRANSLATE_NOOP("SetupSheet", "Barrage"),
    QT_TRANSLATE_NOOP("SetupSheet", "Introductory setup"),
    QT_TRANSLATE_NOOP("SetupSheet", "{kind} for {players} players · seed {seed} · code {code}"),
    QT_TRANSLATE_NOOP("SetupSheet", "Headstream tiles (drops in rounds 1–4)"),
    QT_TRANSLATE_NOOP("SetupSheet", "{slot} above basin {basin}: tile {tile} ({drops})"),
    QT_TRANSLATE_NOOP("SetupSheet", "Neutral dams ({drops} drop each)"),
    QT_TRANSLATE_NOOP("SetupSheet", "{area}: basin {basin}, space {space}, level {level}"),
    QT_TRANSLATE_NOOP("SetupSheet", "Mountains"),
    QT_TRANSLATE_NOOP("SetupSheet", "Hills"),
    QT_TRANSLATE_NOOP("SetupSheet", "Plains"),
    QT_TRANSLATE_NOOP("SetupSheet", "Bonus tiles on the energy track"),
    QT_TRANSLATE_NOOP("SetupSheet", "{vp} VP per powerhouse built"),
    QT_TRANSLATE_NOOP("SetupSheet", "Round {round}: {tile}"),
    QT_TRANSLATE_NOOP("SetupSheet", "{vp} VP per conduit built"),
    QT_TRANSLATE_NOOP("SetupSheet", "{vp} VP per elevation built"),
    QT_TRANSLATE_NOOP("SetupSheet", "{vp} VP per contract fulfilled"),
    QT_TRANSLATE_NOOP("SetupSheet", "{vp} VP per base built"),
    QT_TRANSLATE_NOOP("SetupSheet", "Objective tile ({vp} VP)"),
    QT_TRANSLATE_NOOP("SetupSheet", "Structures in the area where you have the fewest"),
    QT_TRANSLATE_NOOP("SetupSheet", "National contracts"),
    QT_TRANSLATE_NOOP("SetupSheet", "#{id}: {energy} energy → {reward}"),
    QT_TRANSLATE_NOOP("SetupSheet", "{n} VP"),
    QT_TRANSLATE_NOOP("SetupSheet", "machinery of choice ×{n}"),
    QT_TRANSLATE_NOOP("SetupSheet", "Private contracts face up"),
    QT_TRANSLATE_NOOP("SetupSheet", "Green"),
    QT_TRANSLATE_NOOP("SetupSheet", "mixers ×{n}"),
    QT_TRANSLATE_NOOP("SetupSheet", "credits ×{n}"),
    QT_TRANSLATE_NOOP("SetupSheet", "drops on headstreams ×{n}"),
    QT_TRANSLATE_NOOP("SetupSheet", "Yellow"),
    QT_TRANSLATE_NOOP("SetupSheet", "free base ({areas})"),
    QT_TRANSLATE_NOOP("SetupSheet", "Red"),
    QT_TRANSLATE_NOOP("SetupSheet", "free conduit (value ≤ {n})"),
    QT_TRANSLATE_NOOP("SetupSheet", "Patent office"),
    QT_TRANSLATE_NOOP(
        "SetupSheet", "None in the introductory setup; every company takes a joker tile."
    ),
    QT_TRANSLATE_NOOP("SetupSheet", "Player {seat}"),
    QT_TRANSLATE_NOOP("SetupSheet", "Companies by turn position"),
    QT_TRANSLATE_NOOP("SetupSheet", "energy ×{n}"),
    QT_TRANSLATE_NOOP(
        "SetupSheet", "{position}. {player}: {company} · {officer} · starting contract {contract}"
    ),
    QT_TRANSLATE_NOOP("SetupSheet", "USA"),
    QT_TRANSLATE_NOOP("SetupSheet", "wheel turns ×{n}"),
    QT_TRANSLATE_NOOP("SetupSheet", "Germany"),
    QT_TRANSLATE_NOOP("SetupSheet", "tile {tile}"),
    QT_TRANSLATE_NOOP("SetupSheet", "neutral dam (its level)"),
    QT_TRANSLATE_NOOP("SetupSheet", "red-outlined space (+3 credits)"),
    QT_TRANSLATE_NOOP("SetupSheet", "powerhouse space"),
    QT_TRANSLATE_NOOP("SetupSheet", "Setup code"),
    QT_TRANSLATE_NOOP("SetupSheet", "Seed {seed}"),
    QT_TRANSLATE_NOOP(
        "SetupSheet", "Play this setup: Game ▸ New game… ▸ Play this setup, code {code}"
    ),
    QT_TRANSLATE_NOOP("SetupSheet", "Turn-order auction"),
    QT_TRANSLATE_NOOP("SetupSheet", "Bidding order: {order}"),
    QT_TRANSLATE_NOOP("SetupSheet", "After the auction, by turn position:"),
    QT_TRANSLATE_NOOP(
        "SetupSheet", "{position}. {company} · {officer} · starting contract {contract}"
    ),
    QT_TRANSLATE_NOOP("SetupSheet", "Italy"),
    QT_TRANSLATE_NOOP("SetupSheet", "France"),
    QT_TRANSLATE_NOOP("SetupSheet", "Standard setup"),
    QT_TRANSLATE_NOOP("SetupSheet", "Dams linked by an own conduit to an own powerhouse"),
    QT_TRANSLATE_NOOP("SetupSheet", "{level} {structure}"),
    QT_TRANSLATE_NOOP("SetupSheet", "base"),
    QT_TRANSLATE_NOOP("SetupSheet", "Slot {slot}: {tile}"),
    QT_TRANSLATE_NOOP("SetupSheet", "powerhouse"),
    QT_TRANSLATE_NOOP("SetupSheet", "joker"),
    QT_TRANSLATE_NOOP(
        "SetupSheet", "The other {count} advanced tiles: decks I, II, III, shuffled."
    ),
    QT_TRANSLATE_NOOP("SetupSheet", "Turn order: {order}"),
    QT_TRANSLATE_NOOP(
        "SetupSheet",
        "Each player takes one pair and one starting contract, in reverse turn order"
        " ({player} first):",
    ),
    QT_TRANSLATE_NOOP("SetupSheet", "Companies and officers: {pairs}"),
    QT_TRANSLATE_NOOP("SetupSheet", "Starting contracts:"),
    QT_TRANSLATE_NOOP(
        "SetupSheet", "Each player takes one pair and one starting contract, in reverse turn order:"
    ),
    QT_TRANSLATE_NOOP("SetupSheet", "elevation"),
    QT_TRANSLATE_NOOP("SetupSheet", "Basins with at least 3 own structures (not 11 and 12)"),
    QT_TRANSLATE_NOOP("SetupSheet", "drops that flow now ×{n}"),
    QT_TRANSLATE_NOOP("SetupSheet", "free powerhouse ×{n}"),
    QT_TRANSLATE_NOOP("SetupSheet", "free base"),
    QT_TRANSLATE_NOOP("SetupSheet", "conduit"),
    QT_TRANSLATE_NOOP("SetupSheet", "{vp} VP per advanced technology tile"),
    QT_TRANSLATE_NOOP("SetupSheet", "Structures in the area where you have the most"),
    QT_TRANSLATE_NOOP("SetupSheet", "excavators ×{n}"),
    QT_TRANSLATE_NOOP("SetupSheet", "Extra officer for Mahiri Sekibo to copy: {names}"),
    QT_TRANSLATE_NOOP("SetupSheet", "free elevation ×{n}"),
    QT_TRANSLATE_NOOP("SetupSheet", "Basins with at least 1 own structure"),
    QT_TRANSLATE_NOOP("SetupSheet", "Bases and powerhouses on red-outlined spaces"),
)

SHEET_TEMPLATES: dict[str, tuple[str, ...]] = {
    "through_the_desert": tuple(str(text) for text in _THROUGH_THE_DESERT),
    "barrage": tuple(str(text) for text in _BARRAGE),
}
"""Game id -> the English templates its setup sheet passes to `tr`."""
