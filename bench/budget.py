"""Whether the `normal` bot finishes its iteration budget within its time cap (never a test).

    .venv/bin/python bench/budget.py [--game through_the_desert] [--players 2] [--games 3]
        [--tree PATH]

Plays whole games with `normal` bots in every seat, exactly as the app runs them (the game's
iteration budget, 1.5 s cap of wall-clock time), and reports per move: the wall-clock and CPU
seconds, and whether the search stopped at the cap before its budget. Moves with a single legal
action (no search) are left out. `--tree` measures another checkout (its `app` goes first on
`sys.path`), e.g. a worktree of an older revision for the "before" numbers.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def play(game: Any, players: int, seed: int) -> list[tuple[float, float, int, int]]:
    """Play one game of `normal` bots; return (wall s, CPU s, iterations, budget) per search."""
    from app.engine.bots import MctsBot  # noqa: PLC0415 (the tree is chosen in main)
    from app.engine.game import PlayerId  # noqa: PLC0415

    bots = [MctsBot(game, PlayerId(s), f"budget:{seed}") for s in range(players)]
    state = game.setup(game.Options(players=players), seed)
    moves = []
    while acting := sorted(game.to_act(state)):
        seat = PlayerId(acting[0])
        view = game.view_for(state, seat)
        searched = len(game.legal_actions(view, seat)) > 1
        wall, cpu = time.perf_counter(), time.process_time()
        action = bots[seat].choose(view)
        if searched:
            done = bots[seat].last_iterations
            moves.append(
                (time.perf_counter() - wall, time.process_time() - cpu, done, bots[seat].iterations)
            )
        state = game.apply(state, action)
    return moves


def main(argv: list[str] | None = None) -> int:
    """Play the games and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="through_the_desert")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--tree", default=str(ROOT), help="checkout to measure (default: this)")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(Path(args.tree).resolve()))
    from app.games import GAMES  # noqa: PLC0415 (after choosing the tree)

    game = GAMES[args.game]
    moves = [m for seed in range(args.games) for m in play(game, args.players, seed)]
    walls, cpus = [m[0] for m in moves], [m[1] for m in moves]
    short = [m for m in moves if m[2] < m[3]]
    rate = sum(m[2] for m in moves) / sum(cpus)
    out = sys.stdout
    out.write(
        f"{args.game}, {args.players} players, {args.games} games of normal bots"
        f" ({args.tree}): {len(moves)} searched moves\n"
        f"  wall s a move   median {statistics.median(walls):.2f}  max {max(walls):.2f}\n"
        f"  CPU s a move    median {statistics.median(cpus):.2f}  max {max(cpus):.2f}"
        f"   ({rate:.0f} iterations per CPU second)\n"
        f"  stopped by the cap before the budget: {len(short)} of {len(moves)} moves"
        + (f" (fewest iterations {min(m[2] for m in short)} of {short[0][3]})\n" if short else "\n")
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
