"""Which board items no legal action of the step can use: drawn greyed, they say why (issue 35).

An item is usable when a legal action of the acting seat's decision starts on it (its `where`),
names it in a later step (a tile, a structure row, a contract), or loads or turns the seat's
construction wheel. The other items of the kinds a player acts on (`GREYABLE`) are greyed;
their tooltip and a click give the engine's reason (`view.refusal`). Another seat's company
board is never greyed: it is read, not used, and greyed it would read as "out of the game".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.games.barrage.view.choices import lit_by
from app.games.barrage.view.narrowing import anchor_of, steps_of

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from app.games.barrage.model import State

__all__ = ["GREYABLE", "unusable", "usable"]

GREYABLE = frozenset(
    {"mgmt", "contract", "patent", "wheel", "officer", "cbuild", "cslot", "tile", "struct"}
    | {"ework", "bldg"}
)
"""Kinds of items a player acts on (action spaces, cards, the wheel, company-board targets)."""
_OWN = frozenset({"wheel", "officer", "cbuild", "cslot", "tile", "struct"})
"""Kinds of items on a company board: greyed on the acting seat's own board only."""
_WHEEL_KINDS = frozenset({"construct", "turn_wheel", "build_building", "external_work"})
"""Actions that load or turn the seat's construction wheel."""


def usable(seat: int, legal: Sequence[Any]) -> set[str]:
    """Return the ids of every item some action of `legal` (the seat's) starts on or names."""
    out: set[str] = set()
    for action in legal:
        out.add(anchor_of(action))
        for key, value in steps_of(action)[1:]:
            out.update(lit_by(seat, key, value))
        if action.kind in _WHEEL_KINDS:
            out.add(f"wheel:{seat}")
    return out


def unusable(state: State, seat: int, ids: Iterable[str], used: set[str]) -> set[str]:
    """Return the ids among `ids` to draw greyed for `seat` (`used`: what `usable` returned)."""
    others = {c for s, p in enumerate(state.seats) if s != seat for c in p.contracts}
    out = set()
    for item_id in ids:
        kind, _, rest = item_id.partition(":")
        if kind not in GREYABLE or item_id in used:
            continue
        if kind in _OWN and rest.partition(":")[0] != str(seat):
            continue  # another seat's company board
        if kind == "contract" and rest.isdigit() and int(rest) in others:
            continue  # a contract in another seat's hand
        out.add(item_id)
    return out
