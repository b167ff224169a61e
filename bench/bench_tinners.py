"""Tinners' Trail speed numbers (run by `make bench`; never by the tests).

A full 4-player game of random legal moves, setup included (median over `GAMES` games; the
issue's aim is 100 ms or less), the engine's cost per step (`legal_actions` + `apply`), and the
`normal` bot's seconds per move at a few 2-player positions (aim: 2 s or less).
"""

from __future__ import annotations

import platform
import statistics
import sys
import time
from typing import Any

from app.engine.bots import MctsBot
from app.engine.game import PlayerId
from app.engine.rng import bot_random
from app.games.tinners_trail import GAME
from app.games.tinners_trail.model import TinOptions

GAMES = 20
"""Random games timed."""
SEARCH_POSITIONS = (0.1, 0.3, 0.5, 0.7, 0.9)
"""Where in a 2-player game (share of its length) the search bot is timed."""


def random_game(players: int, seed: int) -> tuple[float, int, list[Any]]:
    """Play one game of random moves; return its seconds, its steps and the states met."""
    rng = bot_random(f"bench-tinners:{seed}", 0)
    started = time.perf_counter()
    state = GAME.setup(TinOptions(players=players), seed)
    states = [state]
    while acting := sorted(GAME.to_act(state)):
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state, acting[0])))
        states.append(state)
    return time.perf_counter() - started, len(states) - 1, states


def search_seconds(states: list[Any]) -> list[float]:
    """Seconds the `normal` bot takes for one move at a few positions."""
    out = []
    for share in SEARCH_POSITIONS:
        state = states[int(share * (len(states) - 1))]
        acting = sorted(GAME.to_act(state))
        if not acting or len(GAME.legal_actions(state, acting[0])) < 2:
            continue
        seat = PlayerId(acting[0])
        bot = MctsBot(GAME, seat, seed="bench", seconds=float("inf"))
        started = time.perf_counter()
        bot.choose(GAME.view_for(state, seat))
        out.append(time.perf_counter() - started)
    return out


def main() -> int:
    """Time the engine and the search bot and print the numbers."""
    games = [random_game(4, seed) for seed in range(GAMES)]
    seconds = statistics.median(g[0] for g in games)
    steps = statistics.median(g[1] for g in games)
    search = search_seconds(random_game(2, 1)[2])
    out = sys.stdout
    out.write(f"Tinners' Trail (Python {platform.python_version()})\n")
    out.write(
        f"  random 4-player game          {1000 * seconds:8.1f} ms  (median of {GAMES};"
        f" {steps:.0f} steps, {1e6 * seconds / steps:.0f} µs a step)\n"
    )
    out.write(
        f"  normal bot, 2 players         {statistics.median(search):8.2f} s a move"
        f"  (max {max(search):.2f} s over {len(search)} positions,"
        f" {GAME.mcts_iterations} iterations)\n"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
