"""The ledger of Tinners' Trail, begun (STYLE.md §3 "Ledger", issue 18 §1).

Counters so far: each seat's money, victory points (all rounds together) and the tin and
copper cubes it holds. The action's log line carries what the action itself pays or gains
(mining, pasties, the survey card paid after an auction, seed 002 「フェイズ2」); the automatic
steps' notes carry theirs (the auction price and insurance, water costs, the sale and the
investments, 「鉱山の建設」「フェイズ3」). Regions' cubes, water and drainage tokens, the work
track and the supplies are not counters yet.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.text import Seat
from app.games.tinners_trail.actions import MineOre, PlayCard, SellPasty
from app.games.tinners_trail.data.data import game_data
from app.games.tinners_trail.model import AfterCard
from app.games.tinners_trail.texts import card_text, t

if TYPE_CHECKING:
    from app.engine.text import Text
    from app.games.tinners_trail.actions import AnyAction
    from app.games.tinners_trail.model import Note, State

__all__ = ["action_line", "counters", "note_deltas"]

PASTY = 1
"""Money a pasty sale brings (seed 002 「パスティの販売」)."""
_MONEY_SIGN = {"won": -1, "insurance": 1, "water_cost": -1, "sale": 1, "invested": -1}
"""Notes that move the seat's money by their `money` number, and which way."""


def counters(state: State) -> dict[str, int]:
    """Return the numbers of each seat shown in `state` (a view), by stable key."""
    out: dict[str, int] = {}
    for p, seat in enumerate(state.seats):
        out[f"seat:{p}:money"] = seat.money
        out[f"seat:{p}:vp"] = sum(seat.vp)
        out[f"seat:{p}:tin"] = seat.tin
        out[f"seat:{p}:copper"] = seat.copper
    return out


def note_deltas(entry: Note) -> dict[str, int]:
    """Return the counter changes a log note explains (its numbers, by its key)."""
    nums, p = dict(entry.nums), entry.seat
    key = "invested" if entry.key == "invest_all" else entry.key
    out: dict[str, int] = {}
    if key in _MONEY_SIGN:
        out[f"seat:{p}:money"] = _MONEY_SIGN[key] * nums["money"]
    if key == "invested":
        out[f"seat:{p}:vp"] = nums["vp"]
    if key == "sale":
        out[f"seat:{p}:tin"], out[f"seat:{p}:copper"] = -nums["tin"], -nums["copper"]
    return out


def action_line(state: State, action: AnyAction) -> Text:
    """Return the log line of `action` in `state` (before it), with what it pays or gains."""
    p = action.player
    if isinstance(action, MineOre):
        return action.text().with_deltas(
            {f"seat:{p}:tin": action.tin, f"seat:{p}:copper": action.copper}
        )
    if isinstance(action, SellPasty):
        return action.text().with_deltas({f"seat:{p}:money": PASTY})
    top = state.pending[-1] if state.pending else None
    if isinstance(action, PlayCard) and isinstance(top, AfterCard):
        price = game_data().cards[action.card].price
        line = t(
            "action.play_card_paid",
            who=Seat(p),
            card=card_text(action.card),
            money=price,
        )
        return line.with_deltas({f"seat:{p}:money": -price})
    return action.text()
