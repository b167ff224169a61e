"""Speed numbers for every registered game (run by `make bench`; never by the tests).

For each game in `app.games.GAMES`, at 4 players (or the game's maximum):
a full game of random legal moves (median over 20 games), `legal_actions` + `apply` per step,
the `normal` bot's search speed (MCTS iterations per second) at a few positions, and the
`hard` bot's seconds a move at the same positions (median and max; the 2-player match numbers,
over every move of 60 games, come from `ladder.py`).

Side by side with another revision on the same seeded games: `make bench BASE=<rev>`
(`compare.py`). Whether the bot finishes its budget inside its time cap: `budget.py`; today's
bot against another revision's at the same time a move: `match.py`.
"""

from __future__ import annotations

import argparse
import math
import os
import platform
import statistics
import sys
import time
from typing import TYPE_CHECKING, Any

from app.engine.bots import MctsBot
from app.engine.game import PlayerId
from app.engine.hardbot import HardBot
from app.engine.rng import bot_random

if TYPE_CHECKING:
    from collections.abc import Sequence

    from app.engine.game import GameBase

GAMES_PER_GAME = 20
"""Random games timed per game."""
SEARCH_POSITIONS = (0.1, 0.4, 0.7)
"""Where in a game (share of its length) the search bot is timed."""


def _players(game: GameBase[Any, Any]) -> int:
    return max(game.min_players, min(4, game.max_players))


def random_game(
    game: GameBase[Any, Any], players: int, seed: int
) -> tuple[float, float, list[Any]]:
    """Play one game of random moves.

    Returns:
        Wall-clock seconds for the game (setup included), seconds spent in
        `legal_actions` + `apply`, and the states met (for later timing).
    """
    rng = bot_random(f"bench:{seed}", 0)
    started = time.perf_counter()
    state = game.setup(game.Options(players=players), seed)
    engine = 0.0
    states = []
    while True:
        tick = time.perf_counter()
        acting = sorted(game.to_act(state))
        if not acting:
            break
        legal = game.legal_actions(state, acting[0])
        action = rng.choice(legal)
        state = game.apply(state, action)
        engine += time.perf_counter() - tick
        states.append(state)
    return time.perf_counter() - started, engine, states


def search_times(
    game: GameBase[Any, Any], states: Sequence[Any], level: str = "normal"
) -> tuple[list[float], list[float]]:
    """Return a search bot's iterations per second and seconds per move at `SEARCH_POSITIONS`.

    `level` is "normal" (`MctsBot`) or "hard" (`HardBot`), each at its full budget (no time cap).
    """
    rates, seconds = [], []
    for share in SEARCH_POSITIONS:
        state = states[min(len(states) - 1, int(share * len(states)))]
        acting = sorted(game.to_act(state))
        if not acting or len(game.legal_actions(state, acting[0])) < 2:
            continue
        seat = PlayerId(acting[0])
        kind = HardBot if level == "hard" else MctsBot
        bot = kind(game, seat, seed="bench", seconds=math.inf)
        started = time.perf_counter()
        bot.choose(game.view_for(state, seat))
        elapsed = time.perf_counter() - started
        rates.append(bot.last_iterations / elapsed)
        seconds.append(elapsed)
    return rates, seconds


def search_speed(game: GameBase[Any, Any], states: Sequence[Any]) -> tuple[float, float]:
    """Return the `normal` bot's iterations per second (median) and seconds per move (median)."""
    rates, seconds = search_times(game, states)
    if not rates:
        return 0.0, 0.0
    return statistics.median(rates), statistics.median(seconds)


def bench_game(game: GameBase[Any, Any]) -> list[str]:
    """Time one game and return the report lines."""
    players = _players(game)
    walls, engine, steps = [], 0.0, 0
    states: list[Any] = []
    for seed in range(GAMES_PER_GAME):
        wall, spent, met = random_game(game, players, seed)
        walls.append(wall)
        engine += spent
        steps += len(met)
        states = states or met
    rate, per_move = search_speed(game, states)
    _, hard = search_times(game, states, "hard")
    hard_line = (
        f"  hard bot                 median {statistics.median(hard):6.2f} s a move,"
        f" max {max(hard):.2f} s   ({game.hard_iterations} iterations, {len(hard)} positions)"
        if hard
        else "  hard bot                 (no position with a choice)"
    )
    return [
        f"{game.id} ({players} players)",
        f"  full random game        median {1000 * statistics.median(walls):8.1f} ms"
        f"   ({GAMES_PER_GAME} games, {steps / GAMES_PER_GAME:.0f} steps on average)",
        f"  legal_actions + apply          {1e6 * engine / max(steps, 1):8.0f} µs per step",
        f"  normal bot (MCTS)              {rate:8.0f} iterations/s"
        f"   ({game.mcts_iterations} iterations: {1000 * per_move:.0f} ms a move)",
        hard_line,
    ]


def main(argv: Sequence[str] | None = None) -> int:
    """Benchmark the games named on the command line (default: all) and print the numbers."""
    from app.games import GAMES  # noqa: PLC0415 (after argument parsing)

    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("games", nargs="*", metavar="GAME", help=", ".join(sorted(GAMES)))
    args = parser.parse_args(argv)
    chosen = args.games or sorted(GAMES)
    if unknown := [g for g in chosen if g not in GAMES]:
        parser.error(f"unknown game {unknown[0]!r} (choose from {', '.join(sorted(GAMES))})")
    cpus = os.cpu_count() or 1
    sys.stdout.write(
        f"Hotseat engine benchmarks: Python {platform.python_version()}, "
        f"{platform.system()} {platform.machine()}, {cpus} CPUs\n"
    )
    for game_id in chosen:
        sys.stdout.write("\n".join(bench_game(GAMES[game_id])) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
