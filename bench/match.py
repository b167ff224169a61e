"""This tree's `normal` bot against a base revision's, at the same time per move (never a test).

    .venv/bin/python bench/match.py --base bb2f600 [--game barrage] [--games 100] [--seconds 0.5]
        [--jobs 2]

Each game seats this tree's bot and the base's in a 2-player game (seats swap every game; setups
from `app.sim.game_seed`). Both search for the same wall-clock time a move (no iteration limit),
so a faster engine shows as more iterations. The base bot runs in a subprocess
(`match_worker.py`) with the base checkout first on `sys.path`: it receives each position as the
JSON of its seat's view (saves are the same format in both) and answers with the action's JSON.
Only one bot thinks at a time. Prints wins (a tie shares the win) with the 95% Wilson interval,
mean scores, and iterations per move of each side.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import statistics
import subprocess
import sys
from typing import TYPE_CHECKING, Any

from worktree import ROOT, checkout

if TYPE_CHECKING:
    from pathlib import Path

WORKER = ROOT / "bench" / "match_worker.py"


class BaseBot:
    """The base revision's `normal` bot, in a subprocess of its own."""

    def __init__(self, tree: Path, seconds: float, game: str = "through_the_desert") -> None:
        env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
        self.process = subprocess.Popen(
            [sys.executable, str(WORKER), str(tree), str(seconds), game],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env=env,
            cwd=tree,
        )

    def ask(self, message: dict[str, Any]) -> dict[str, Any]:
        """Send one request and return the answer."""
        assert self.process.stdin is not None
        assert self.process.stdout is not None
        self.process.stdin.write(json.dumps(message) + "\n")
        self.process.stdin.flush()
        answer: dict[str, Any] = json.loads(self.process.stdout.readline())
        return answer

    def close(self) -> None:
        """End the subprocess."""
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait(timeout=30)


def play(task: tuple[Path, float, int, int, str]) -> dict[str, Any]:
    """Play game `number` of a match with seed `seed`; this tree's bot sits in seat number % 2."""
    tree, seconds, seed, number, game_id = task
    sys.path.insert(0, str(ROOT))
    from app.engine.bots import MctsBot  # noqa: PLC0415 (this tree, see main)
    from app.engine.game import PlayerId  # noqa: PLC0415
    from app.games import GAMES  # noqa: PLC0415
    from app.sim import game_seed  # noqa: PLC0415

    game = GAMES[game_id]
    setup_seed, ours = game_seed(seed, number), number % 2
    bot = MctsBot(game, PlayerId(ours), f"match:{seed}:{number}", iterations=10**9)
    bot.seconds = seconds
    base = BaseBot(tree, seconds, game_id)
    base.ask({"new": f"match:{seed}:{number}", "seat": 1 - ours})
    state = game.setup(game.Options(players=2), setup_seed)
    iterations: dict[int, list[int]] = {0: [], 1: []}
    while acting := sorted(game.to_act(state)):
        seat = PlayerId(acting[0])
        view = game.view_for(state, seat)
        if seat == ours:
            action = bot.choose(view)
            done = bot.last_iterations
        else:
            answer = base.ask({"view": view.model_dump_json()})
            action, done = game.parse_action(answer["action"]), answer["iterations"]
        if len(game.legal_actions(view, seat)) > 1:
            iterations[0 if seat == ours else 1].append(done)
        state = game.apply(state, action)
    base.close()
    outcome = game.outcome(state)
    assert outcome is not None
    share = 1 / len(outcome.winners)
    return {
        "ours": share if ours in outcome.winners else 0.0,
        "base": share if 1 - ours in outcome.winners else 0.0,
        "scores": (outcome.scores[ours], outcome.scores[1 - ours]),
        "iterations": (iterations[0], iterations[1]),
    }


def report(
    results: list[dict[str, Any]], label: str, seconds: float, game: str = "through_the_desert"
) -> str:
    """Return the match table."""
    from app.sim import wilson  # noqa: PLC0415 (this tree, see main)

    games = len(results)
    lines = [f"{game}, 2 players, {games} games, {seconds} s a move: this tree vs base {label}"]
    for name, side in (("this tree", 0), (f"base {label}", 1)):
        wins = sum(r["ours" if side == 0 else "base"] for r in results)
        low, high = wilson(wins, games)
        score = statistics.mean(r["scores"][side] for r in results)
        per_move = statistics.median(i for r in results for i in r["iterations"][side])
        lines.append(
            f"  {name:<18} wins {wins:5.1f} ({wins / games:.1%}, 95% {low:.1%}-{high:.1%})"
            f"  mean score {score:5.1f}  median iterations a move {per_move:.0f}"
        )
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Play the match and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    where = parser.add_mutually_exclusive_group(required=True)
    where.add_argument("--base", help="git revision (a temporary worktree is made)")
    where.add_argument("--base-tree", help="an existing checkout of the base")
    parser.add_argument("--game", default="through_the_desert", help="game id")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=0.5, help="time a move, both bots")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    with checkout(args.base, args.base_tree) as tree:
        tasks = [(tree, args.seconds, args.seed, n, args.game) for n in range(args.games)]
        with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
            results = pool.map(play, tasks, chunksize=1)
    sys.stdout.write(report(results, args.base or args.base_tree, args.seconds, args.game))
    return 0


if __name__ == "__main__":
    sys.exit(main())
