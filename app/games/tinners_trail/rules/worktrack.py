"""The work track (seed 002 「フェイズ2:アクション」).

Each player has 10 work points a round. The player whose marker is furthest left (fewest points
spent) acts; on a tie, the marker higher in its column. A marker that moves goes below the
markers already in its new column, so one player may take several turns in a row. A player
whose marker starts a turn in the last column must pass (done automatically, with a log line).
A player who passes leaves the track for the next free space at the side of the investment
board; the phase ends when everybody has passed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.game import PlayerId
from app.games.tinners_trail.data.data import game_data
from app.games.tinners_trail.model import Turn, note
from app.games.tinners_trail.rules.edit import log, update_seat

if TYPE_CHECKING:
    from app.games.tinners_trail.model import State

__all__ = [
    "PASTY_COST",
    "PASTY_MONEY",
    "WORK_POINTS",
    "actor",
    "left",
    "next_turn",
    "on_pass",
    "reset",
    "spend",
]

WORK_POINTS = int(game_data().setup["work_points"])
"""Work points per round; also the last column of the track (setup.json)."""
PASTY_COST = int(game_data().costs["pasty"])
"""Work points of selling pasties (seed 002 「パスティの販売」; developments.json)."""
PASTY_MONEY = 1
"""£ earned by selling pasties (seed 002: 1作業ポイントで£1)."""


def left(state: State, player: int) -> int:
    """Return the work points `player` has left this round."""
    return WORK_POINTS - state.seats[player].work


def actor(state: State) -> int | None:
    """Return the seat to act: fewest points spent, then highest in its column (None: none)."""
    best: tuple[int, int] | None = None
    who = None
    for p, seat in enumerate(state.seats):
        if p in state.passed:
            continue
        key = (seat.work, seat.slot)
        if best is None or key < best:
            best, who = key, p
    return who


def spend(draft: State, player: int, points: int) -> None:
    """Move `player`'s marker `points` columns right, below any markers already there."""
    seat = draft.seats[player]
    update_seat(draft, player, work=seat.work + points, slot=draft.arrivals)
    draft.arrivals += 1


def on_pass(draft: State, player: int) -> None:
    """Take `player` off the track to the next space beside the investment board."""
    draft.passed = (*draft.passed, player)


def next_turn(draft: State, who: int) -> None:
    """Open `who`'s turn, or pass them if their marker is in the last column."""
    if left(draft, who) == 0:
        # Seed 002: a marker in the last column at the start of a turn must pass.
        log(draft, note("forced_pass", who))
        on_pass(draft, who)
        return
    draft.pending.append(Turn(waiting=(PlayerId(who),)))


def reset(draft: State) -> None:
    """Phase 4: markers back to column 0, in pass order (first to pass on top)."""
    order = list(draft.passed) + [p for p in range(draft.players) if p not in draft.passed]
    for slot, p in enumerate(order):
        update_seat(draft, p, work=0, slot=slot)
    draft.arrivals = draft.players
    draft.passed = ()
