"""Barrage water speed (run by `make bench`; never by the tests).

A full board: 4 players, a level-3 dam on every dam space (all empty), and every headstream
holding `HEAD_DROPS` drops. One water flow phase (`rules.water.flow_all`) lets every drop run
down until the dams are full; the rest leave the map by the exits. The time is the median over
`ROUNDS` rounds of `FLOWS` flows, each on its own copy of the board (copies made untimed).
"""

from __future__ import annotations

import platform
import statistics
import sys
import time

from app.games.barrage.model import BarrageOptions, DamState, State
from app.games.barrage.rules import water
from app.games.barrage.rules.setup import setup

PLAYERS = 4
"""Seats of the benchmarked game."""
HEAD_DROPS = 20
"""Drops waiting on each headstream (more than the dams hold: some reach the exits)."""
LEVEL = 3
"""Level of every dam."""
FLOWS = 200
"""Flows per timed round."""
ROUNDS = 7
"""Timed rounds (the median is reported)."""


def full_board() -> State:
    """Return a board with a dam on every dam space and every headstream full."""
    state = setup(BarrageOptions(players=PLAYERS), 1)
    state.dams = [DamState(owner=i % PLAYERS, level=LEVEL) for i in range(len(state.dams))]
    state.headstream_drops = [HEAD_DROPS] * len(state.headstream_drops)
    return state


def time_flows(board: State) -> float:
    """Return the median seconds of one `flow_all` of `board` (each on a fresh copy)."""
    per_round = []
    for _ in range(ROUNDS):
        copies = [board.model_copy(deep=True) for _ in range(FLOWS)]
        started = time.perf_counter()
        for state in copies:
            water.flow_all(state)
        per_round.append((time.perf_counter() - started) / FLOWS)
    return statistics.median(per_round)


def main() -> int:
    """Time the water flow of a full board and print the number."""
    board = full_board()
    check = board.model_copy(deep=True)
    paths = water.flow_all(check)
    held = sum(1 for p in paths if p.dam is not None)
    seconds = time_flows(board)
    out = sys.stdout
    out.write(f"Barrage water (Python {platform.python_version()}, {PLAYERS} players)\n")
    out.write(
        f"  water flow of a full board     {1e6 * seconds:8.0f} µs per flow"
        f"   ({len(paths)} drops: {held} held by the dams, {len(paths) - held} to the exits;"
        f" {1e6 * seconds / max(1, len(paths)):.1f} µs a drop)\n"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
