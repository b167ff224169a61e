"""Blood Rage bot matches (issue 10 targets; run by hand, never by the tests).

It plays the same seeded games as `hotseat simulate blood_rage` (`app.sim.simulate`: seats
rotate, setup seeds from `game_seed`), one at a time, printing the running tally after each
game so that a long run can be read before it ends. Examples:

    python bench/bench_blood_rage.py --bots easy,random --games 100
    python bench/bench_blood_rage.py --bots normal,easy --games 60
"""

from __future__ import annotations

import argparse
import sys
import time

from app.games.blood_rage import GAME
from app.sim import GameTask, SimReport, format_report, game_seed, lineup, play_game, seating


def main(argv: list[str] | None = None) -> int:
    """Play the match and print the summary table (win rates with 95% Wilson intervals)."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--bots", default="easy,random")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--iterations", type=int, default=None)
    parser.add_argument("--seconds", type=float, default=None)
    args = parser.parse_args(argv)
    options = GAME.Options(players=args.players)
    levels = lineup(tuple(args.bots.split(",")), args.players)
    report = SimReport(title=GAME.title, players=args.players, seed=args.seed, levels=levels)
    started = time.perf_counter()
    for number in range(args.games):
        task = GameTask(
            game=GAME,
            options=options,
            levels=seating(levels, number),
            seed=game_seed(args.seed, number),
            bot_seed=f"simulate:{args.seed}:{number}",
            iterations=args.iterations,
            seconds=args.seconds,
        )
        result = play_game(task)
        report.add(result)
        tally = ", ".join(f"{lv} {s.wins:.1f}/{s.games}" for lv, s in report.stats.items())
        sys.stdout.write(f"game {number + 1}: {result.levels} {result.scores}  [{tally}]\n")
        sys.stdout.flush()
    report.elapsed = time.perf_counter() - started
    sys.stdout.write(format_report(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
