"""Words of the Leeghwater Project's boards that need a state or a rule (`view.leeghwater`).

A building space's tooltip, an officer's extra in the expansion (Tommaso Battista's architect,
Margot Fouche's second use, Leslie Spencer's tile) and a name written as a title.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from app.games.barrage.rules.board import officer_of

if TYPE_CHECKING:
    from app.games.barrage.model import State

__all__ = ["capital", "officer_extra", "slot_tip", "taken_work"]


def slot_tip(surcharge: int, min_players: int, out: bool) -> str:
    """Return a free building space's tooltip: closed with fewer players, red, or free."""
    if out:
        return QCoreApplication.translate("Barrage", "Only with %1+ players").replace(
            "%1", str(min_players)
        )
    if surcharge:
        return QCoreApplication.translate("Barrage", "Red outline: %1 credits more").replace(
            "%1", str(surcharge)
        )
    return QCoreApplication.translate("Barrage", "Free building space")


def officer_extra(state: State, seat: int) -> str:
    """The seat's officer's extra in the expansion, in words ("" for none)."""
    p = state.seats[seat]
    if not p.officer or state.lwp is None:
        return ""
    ability = officer_of(state, seat).ability
    if ability == "architect_extra_turn":
        used = state.lwp.architect[seat]
        return (
            QCoreApplication.translate("Barrage", "architect used")
            if used
            else QCoreApplication.translate("Barrage", "architect ready")
        )
    if ability == "building_twice":
        return QCoreApplication.translate("Barrage", "2nd use on the officer space")
    if "leslie_tile" in p.tiles:
        return QCoreApplication.translate("Barrage", "Leslie's tile in supply")
    if any(s.tile == "leslie_tile" for s in p.wheel.segments):
        return QCoreApplication.translate("Barrage", "Leslie's tile on the wheel")
    return ""


def capital(text: str) -> str:
    """A name as a title: its first letter in capitals ("External work A1"; CJK unchanged)."""
    return text[:1].upper() + text[1:]


def taken_work(state: State, slot: int) -> str:
    """Return the external work taken from space `slot` (0-based) this round, "" if unknown.

    The state keeps the works a company did, not the space each came from: when the company
    took only this space this round, its work is the last one it did.
    """
    ex = state.lwp
    if ex is None or ex.display[slot] is not None:
        return ""
    who = ex.claimed_by[slot]
    if not 0 <= who < len(ex.works) or ex.claimed_by.count(who) != 1 or not ex.works[who]:
        return ""
    return ex.works[who][-1]
