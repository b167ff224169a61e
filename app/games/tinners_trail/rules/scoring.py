"""End of the game (seed 002 「ゲームの終了」).

After round 4 the player with most VP wins. Ties: most money left; then most ore cubes left in
regions with their own mine; then the marker higher beside the investment board (the earlier
pass in round 4). Unplaced mines, money and unmined ore score nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.game import Outcome, PlayerId, ScoreLine

if TYPE_CHECKING:
    from app.games.tinners_trail.model import State

__all__ = ["SOURCES", "breakdown", "ore_left", "outcome", "tiebreak"]

SOURCES = ("round1", "round2", "round3", "round4")
"""Score sources: the VP invested in each round (`score.round1` ...)."""


def breakdown(state: State) -> tuple[tuple[ScoreLine, ...], ...]:
    """Each seat's VP by the round it was invested in."""
    return tuple(
        tuple(ScoreLine(source=s, points=v) for s, v in zip(SOURCES, seat.vp, strict=True))
        for seat in state.seats
    )


def ore_left(state: State, player: int) -> int:
    """Tin and copper cubes left in the regions with `player`'s mines."""
    return sum(
        state.tin[r] + state.copper[r] for r, owner in enumerate(state.mine) if owner == player
    )


def tiebreak(state: State, player: int) -> tuple[int, int, int, int]:
    """The order of seats, best first: VP, money, ore left, higher investment position."""
    seat = state.seats[player]
    order = state.passed if len(state.passed) == state.players else tuple(range(state.players))
    return (sum(seat.vp), seat.money, ore_left(state, player), -order.index(player))


def outcome(state: State) -> Outcome:
    """The final result with every tie-break applied: always one winner.

    The last key, the row beside the investment board, differs for every seat (each passed at
    its own time), so no two keys are equal.
    """
    keys = [tiebreak(state, p) for p in range(state.players)]
    best = max(keys)
    return Outcome(
        scores=tuple(sum(seat.vp) for seat in state.seats),
        winners=tuple(PlayerId(p) for p, k in enumerate(keys) if k == best),
        breakdown=breakdown(state),
    )
