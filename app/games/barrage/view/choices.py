"""Glue between a `Narrowing` and the board: which item a choice lights up, words, costs.

A choice's board target: `where` values are target ids already; a tile is "tile:<seat>:<id>",
a structure "struct:<seat>:<structure>", a location/dam/conduit/powerhouse "map:<space>", a
single contract "contract:<id>". Other choices (drops, payments, headstream lists) appear in
the choice list only. Costs are measured, not guessed: the action is applied to a copy of the
state and the seat's supplies are compared.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from app.games.barrage.data.data import game_data, geometry
from app.games.barrage.model import ExtraProduction
from app.games.barrage.rules.production import energy_of
from app.games.barrage.view.labels import option_label

if TYPE_CHECKING:
    from collections.abc import Hashable, Sequence

    from app.engine.game import GameBase
    from app.games.barrage.model import State

__all__ = ["choice_text", "cost_text", "target_of"]

_SUPPLIES = ("credits", "excavators", "mixers", "engineers", "vp", "energy")
_MAX_MEASURED = 24
"""Actions applied at most to measure a cost range."""


def target_of(seat: int, key: str, value: Hashable) -> str | None:
    """Return the board item a choice lights up, or None if it is a list-only choice."""
    v: Any = value
    if key == "where":
        return str(v)
    if key == "tile":
        return f"tile:{seat}:{v[0]}"
    if key == "structure":
        return f"struct:{seat}:{v}"
    if key in ("location", "dam", "conduit", "powerhouse"):
        return f"map:{v}"
    if key == "contracts" and len(v) == 1:
        return f"contract:{v[0]}"
    return None


def _modifier(state: State, space: str) -> int | None:
    if space:
        return int(getattr(game_data().board.space(space), "modifier", 0))
    top = state.pending[-1] if state.pending else None
    if isinstance(top, ExtraProduction) and top.source == "germany":
        return None
    return 2


def choice_text(state: State, key: str, value: Hashable, remaining: Sequence[Any]) -> str:
    """Return a choice in words; drops say how much energy they make."""
    text = option_label(key, value)
    if key == "drops":
        action = next((a for a in remaining if getattr(a, "drops", None) == value), None)
        if action is not None:
            geo = geometry()
            energy = energy_of(
                state,
                action.player,
                geo.conduit_index[action.conduit],
                action.drops,
                _modifier(state, action.space),
            )
            text = (
                QCoreApplication.translate("Barrage", "%1 drop(s): %2 energy")
                .replace("%1", str(value))
                .replace("%2", str(energy))
            )
    return text


def _supply_names() -> dict[str, str]:
    return {
        "credits": QCoreApplication.translate("Barrage", "credits"),
        "excavators": QCoreApplication.translate("Barrage", "excavators"),
        "mixers": QCoreApplication.translate("Barrage", "mixers"),
        "engineers": QCoreApplication.translate("Barrage", "engineers"),
        "vp": QCoreApplication.translate("Barrage", "VP"),
        "energy": QCoreApplication.translate("Barrage", "energy"),
    }


def cost_text(game: GameBase[Any, Any], state: State, seat: int, actions: Sequence[Any]) -> str:
    """Return what the actions change in the seat's supplies ("credits −3, engineers −2").

    With several actions each change is shown as a range; "" when nothing is known.
    """
    if not actions:
        return ""
    before = state.seats[seat]
    low: dict[str, int] = {}
    high: dict[str, int] = {}
    for action in actions[:_MAX_MEASURED]:
        after = game.apply(state, action).seats[seat]
        for name in _SUPPLIES:
            delta = int(getattr(after, name)) - int(getattr(before, name))
            low[name] = min(low.get(name, delta), delta)
            high[name] = max(high.get(name, delta), delta)
    names = _supply_names()
    parts = []
    for name in _SUPPLIES:
        lo, hi = low[name], high[name]
        if lo == hi == 0:
            continue
        amount = f"{lo:+d}" if lo == hi else f"{lo:+d}…{hi:+d}"
        parts.append(f"{names[name]} {amount.replace('-', '−')}")
    return ", ".join(parts)
