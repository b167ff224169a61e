"""How long "Suggest a move" takes (run by `make bench`; never by the tests).

For each game at 2 and 4 players, `POSITIONS` positions are taken from one seeded game played by
`easy` bots (evenly spread over its length; only positions where the seat to act has a real
choice). In each, a suggestion is made as `app.engine.suggestion.suggest` makes it on the GUI's
worker thread: the `normal` bot on the acting seat's view, then the game's `explain`. The table
gives the median wall-clock and CPU seconds of one suggestion, the slowest wall-clock time, the
median share of the iteration budget the search completed, and the median of `explain` alone.
The `normal` bot stops at its iteration budget or after 1.5 s of wall-clock time, whichever
comes first: on a loaded machine (the load average is printed) the cap binds and fewer
iterations are done.
"""

from __future__ import annotations

import os
import platform
import statistics
import sys
import time
from typing import Any, NamedTuple

from app.engine.bots import MctsBot, make_bot
from app.engine.game import PlayerId
from app.engine.suggestion import LEVEL, suggestion_seed
from app.games import GAMES

GAME_IDS = ("through_the_desert", "barrage")
"""The playable games."""
PLAYER_COUNTS = (2, 4)
"""Seats of the benchmarked games."""
POSITIONS = 7
"""Positions timed per game and player count (the median is reported)."""
MAX_STEPS = 600
"""Longest game played to find the positions."""


def positions(game_id: str, players: int) -> list[tuple[Any, PlayerId]]:
    """Return `POSITIONS` (state, seat to act) pairs of one easy-bot game, start to end."""
    game = GAMES[game_id]
    state = game.setup(game.Options(players=players), 11)
    bots = [make_bot("easy", game, PlayerId(s), f"bench:{s}") for s in range(players)]
    found: list[tuple[Any, PlayerId]] = []
    for _ in range(MAX_STEPS):
        acting = sorted(game.to_act(state))
        if not acting:
            break
        seat = acting[0]
        if len(game.legal_actions(state, seat)) > 1:
            found.append((state, seat))
        state = game.apply(state, bots[seat].choose(game.view_for(state, seat)))
    step = max(1, len(found) // POSITIONS)
    return found[step // 2 :: step][:POSITIONS]


class Timing(NamedTuple):
    """One suggestion's cost."""

    wall: float
    """Wall-clock seconds, search and explanation."""
    cpu: float
    """CPU seconds of this process."""
    budget: float
    """Share of the iteration budget the search completed (1.0: all of it)."""
    explain: float
    """Seconds of `explain` alone."""


def time_one(game_id: str, state: Any, seat: PlayerId, index: int) -> Timing:
    """Return what one suggestion costs in this position (what `suggest` does, step by step)."""
    game = GAMES[game_id]
    view = game.view_for(state, seat)
    wall, cpu = time.perf_counter(), time.process_time()
    bot = make_bot(LEVEL, game, seat, suggestion_seed(11, index))
    action = bot.choose(view)
    mid = time.perf_counter()
    game.explain(view, action)
    end = time.perf_counter()
    done = bot.last_iterations / bot.iterations if isinstance(bot, MctsBot) else 1.0
    return Timing(end - wall, time.process_time() - cpu, done, end - mid)


def main() -> int:
    """Time the suggestions and print the table."""
    out = sys.stdout
    load = os.getloadavg()[0]
    out.write(
        f"Suggest a move (Python {platform.python_version()}, {os.cpu_count()} CPUs,"
        f" load {load:.1f}; median of {POSITIONS} positions)\n"
    )
    out.write(
        f"{'game':<20} {'players':>7} {'wall s':>7} {'CPU s':>6} {'slowest s':>10}"
        f" {'budget':>7} {'explain ms':>11}\n"
    )
    for game_id in GAME_IDS:
        for players in PLAYER_COUNTS:
            runs = [
                time_one(game_id, state, seat, i)
                for i, (state, seat) in enumerate(positions(game_id, players))
            ]
            med = statistics.median
            explain_ms = med(r.explain for r in runs) * 1000
            out.write(
                f"{game_id:<20} {players:>7} {med(r.wall for r in runs):>7.2f}"
                f" {med(r.cpu for r in runs):>6.2f} {max(r.wall for r in runs):>10.2f}"
                f" {med(r.budget for r in runs):>7.0%} {explain_ms:>11.2f}\n"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
