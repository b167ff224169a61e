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

from app.engine.text import Seat, TextList
from app.games.barrage import texts
from app.games.barrage.abilities import company_ability, officer_ability
from app.games.barrage.data.data import game_data, geometry
from app.games.barrage.ledger import move_changes
from app.games.barrage.model import Auction, ExtraProduction
from app.games.barrage.rules.production import energy_of
from app.games.barrage.texts import count, t
from app.games.barrage.view.labels import (
    company_tooltip,
    contract_text,
    officer_tooltip,
    option_label,
    where_text,
)
from app.games.barrage.view.narrowing import anchor_of
from app.ui.i18n import show

if TYPE_CHECKING:
    from collections.abc import Hashable, Sequence

    from app.engine.game import GameBase
    from app.engine.text import Arg
    from app.games.barrage.model import State

__all__ = ["change_range", "choice_text", "choice_tip", "cost_text", "lit_by", "target_of"]

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
    return _other_target(key, v)


def _other_target(key: str, v: Any) -> str | None:
    """A single contract; Leeghwater: a private building, an external work, a patent tile."""
    target = None
    if key == "contracts" and len(v) == 1:
        target = f"contract:{v[0]}"
    elif key == "building":
        target = f"bldg:{v}"
    elif key == "target" and ":" in str(v):
        target = f"ework:{str(v).partition(':')[0]}"
    elif key == "patent" and v:
        target = f"patent:{v}"
    return target


def lit_by(seat: int, key: str, value: Hashable) -> list[str]:
    """Return every board item a choice lights up (several for two contracts or headstreams).

    `target_of` names the one item a click picks the choice by; this also lights the items of
    choices that take several at once, so that their board comes into view (issue 8 §3).
    """
    v: Any = value
    if key == "contracts" and isinstance(v, tuple):
        return [f"contract:{c}" for c in v]
    if key == "discard" and isinstance(v, tuple):
        return [f"contract:{c}" for c in v]
    if key == "headstreams" and isinstance(v, tuple):
        return [f"head:{h}" for h in v]
    one = target_of(seat, key, value)
    return [one] if one else []


def _modifier(state: State, space: str) -> int | None:
    if space:
        return int(getattr(game_data().board.space(space), "modifier", 0))
    top = state.pending[-1] if state.pending else None
    if isinstance(top, ExtraProduction) and top.source == "germany":
        return None
    return 2


def choice_text(state: State, key: str, value: Hashable, remaining: Sequence[Any]) -> str:
    """Return a choice in words; drops say how much energy they make.

    A draft company names the officer that comes with it; an auction position names the bid
    to beat.
    """
    if key == "drops":
        return _drops_text(state, value, remaining)
    if key == "where":
        return where_text(value, [a for a in remaining if anchor_of(a) == value])
    if key == "company":
        officer = _officer_with(state, str(value))
        if officer:
            pair = t("ui.pair", company=texts.company(str(value)), officer=texts.officer(officer))
            # the abilities in full: they decide the pick (issue 36 §3)
            lines = (pair, company_ability(str(value)), officer_ability(officer))
            return "\n".join(show(line) for line in lines)
    if key == "position" and isinstance(value, int):
        bid = _bid_on(state, value)
        if bid is not None:
            return (
                QCoreApplication.translate("Barrage", "Turn position %1 (bid to beat: %2 VP)")
                .replace("%1", str(value))
                .replace("%2", str(bid))
            )
    return option_label(key, value)


def choice_tip(state: State, key: str, value: Hashable) -> str:
    """Return the tooltip of a choice: the abilities of a draft pair, a contract's reward."""
    if key == "company":
        tip = company_tooltip(str(value))
        officer = _officer_with(state, str(value))
        return tip + ("\n\n" + officer_tooltip(officer) if officer else "")
    if key == "contract" and isinstance(value, int):
        return contract_text(value)
    return ""


def _officer_with(state: State, company: str) -> str:
    return next((o for c, o in state.draft_pairs if c == company), "")


def _bid_on(state: State, position: int) -> int | None:
    top = state.pending[-1] if state.pending else None
    if not isinstance(top, Auction):
        return None
    seats = [s for s, pos in enumerate(top.positions) if pos == position]
    return top.amounts[seats[0]] if seats else None


def _drops_text(state: State, value: Hashable, remaining: Sequence[Any]) -> str:
    action = next((a for a in remaining if getattr(a, "drops", None) == value), None)
    if action is None:
        return option_label("drops", value)
    geo = geometry()
    energy = energy_of(
        state,
        action.player,
        geo.conduit_index[action.conduit],
        action.drops,
        _modifier(state, action.space),
    )
    return show(
        t("ui.drops_energy", drops=count("drops", action.drops), energy=count("energy", energy))
    )


def cost_text(
    game: GameBase[Any, Any],
    state: State,
    seat: int,
    actions: Sequence[Any],
    names: Sequence[str] | None = None,
) -> str:
    """Return what the actions change in the companies' supplies ("credits −3, engineers −2").

    Everything the move itself does, as the log's lines say after it (`ledger.move_changes`):
    its own line and the lines of what it sets off at once (a conduit's fee to its owner,
    "Bea's credits +2, Bea's VP +2", issue 35); the steps after the move (the end of a turn or
    round) have lines of their own (issue 18 §1). The seat's own changes come first, then the
    other companies' (named by `names`, the seats' names). With several actions each change
    is shown as a range; "" when nothing is known.
    """
    if not actions:
        return ""
    measured = [move_changes(state, action) for action in actions[:_MAX_MEASURED]]
    order = [seat, *(p for p in range(len(state.seats)) if p != seat)]
    parts: list[Arg] = []
    for p in order:
        for name in _SUPPLIES:
            deltas = [changes.get(f"seat:{p}:{name}", 0) for changes in measured]
            lo, hi = min(deltas), max(deltas)
            if lo == hi == 0:
                continue
            what, amount = t(f"ui.supply.{name}"), change_range(lo, hi)
            if p == seat:
                parts.append(t("ui.change", what=what, amount=amount))
            else:
                parts.append(t("ui.change_of", who=Seat(p), what=what, amount=amount))
    return show(t("reward.list", items=TextList(tuple(parts))), names)


def change_range(lo: int, hi: int) -> str:
    """Return a change or a range of changes as read aloud: the smaller amount first.

    A cost of 1 or 2 reads "−1…−2" (it read "−2…−1", the stranger's 070); no change is "0",
    not "+0" (160).
    """

    def one(n: int) -> str:
        return "0" if n == 0 else f"{n:+d}".replace("-", "−")

    if lo == hi:
        return one(lo)
    first, last = (hi, lo) if hi <= 0 else (lo, hi)
    return f"{one(first)}…{one(last)}"
