"""Engine speed side by side with another git revision (`make bench BASE=rev`; never a test).

    .venv/bin/python bench/compare.py --base bb2f600 [--rounds 5] [--games 8]

1. This tree's engine plays the seeded games with random legal moves once; they are written as
   action lists (the plan), so both versions time exactly the same positions. Where the base
   refuses a recorded move (its rules differ), that game is cut there for both.
2. The base revision is checked out into a temporary git worktree (removed afterwards), or
   `--base-tree` names a checkout to use as it is.
3. Rounds alternate the order (base first, then this tree first, ...). Each side runs in a fresh
   subprocess, `bench/compare_worker.py`, with its own tree first on `sys.path`, so the two
   versions never share a process. Workers measure CPU time (see compare_worker.py).
4. For each measurement: the median over rounds of each side, and the speed-up (base time / new
   time, or new rate / base rate) with the range of the per-round speed-ups.

Measured: Through the Desert `legal_actions` and `apply` at rider and camel placements (2 and 4
players), a Barrage step (`legal_actions` + `apply`, 4 players), and the `normal` bot's
iterations per second with a fixed budget at a few positions of a 2-player game of each.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from worktree import ROOT, checkout

WORKER = ROOT / "bench" / "compare_worker.py"
Numbers = dict[str, float]
TTD_KINDS = {"place_rider": "riders", "place_camel": "camels"}
ENGINE: tuple[tuple[str, int, str, dict[str, str]], ...] = (
    # (game id, players, label, action kind -> position kind; {}: every step together)
    ("through_the_desert", 2, "TtD 2p", TTD_KINDS),
    ("through_the_desert", 4, "TtD 4p", TTD_KINDS),
    ("barrage", 4, "Barrage 4p", {}),
)
BOTS = (
    # (game id, players, label, fixed iterations per position)
    ("through_the_desert", 2, "TtD 2p", 100),
    ("barrage", 2, "Barrage 2p", 40),
)
BOT_POSITIONS = (0.1, 0.4, 0.7)
"""Where in the bots' game (share of its length) the search is timed."""
WARMUP_SEEDS = (1000, 1001)
"""Games replayed untimed first in each worker (imports, lazily built tables)."""


def random_game(game: Any, players: int, seed: int) -> list[Any]:
    """Return the actions (JSON-like) of one game of random legal moves."""
    from app.engine.rng import bot_random  # noqa: PLC0415 (this tree, see main)

    rng = bot_random(f"bench:{seed}", 0)
    state = game.setup(game.Options(players=players), seed)
    actions = []
    while acting := sorted(game.to_act(state)):
        action = rng.choice(game.legal_actions(state, acting[0]))
        actions.append(game.dump_action(action))
        state = game.apply(state, action)
    return actions


def make_plan(games: int, barrage_games: int) -> dict[str, Any]:
    """Return the seeded games and bot positions, played by this tree's engine."""
    from app.games import GAMES  # noqa: PLC0415 (this tree, see main)

    engine = []
    for game_id, players, label, kinds in ENGINE:
        game = GAMES[game_id]
        count = barrage_games if game_id == "barrage" else games
        engine.append(
            {
                "game": game_id,
                "players": players,
                "label": label,
                "kinds": kinds,
                "warmup": [
                    {"seed": s, "actions": random_game(game, players, s)} for s in WARMUP_SEEDS
                ],
                "timed": [
                    {"seed": s, "actions": random_game(game, players, s)} for s in range(count)
                ],
            }
        )
    bots = []
    for game_id, players, label, iterations in BOTS:
        actions = random_game(GAMES[game_id], players, 0)
        cuts = [int(share * len(actions)) for share in BOT_POSITIONS]
        positions = [{"seed": 0, "actions": actions[:cut]} for cut in cuts]
        bots.append(
            {
                "game": game_id,
                "players": players,
                "label": label,
                "iterations": iterations,
                "positions": positions,
            }
        )
    return {"engine": engine, "bots": bots}


def run_worker(tree: Path, plan: Path, *mode: str) -> Any:
    """Time `tree` on `plan` in a fresh subprocess; return its numbers (or its `check`)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    done = subprocess.run(
        [sys.executable, str(WORKER), str(tree), str(plan), *mode],
        check=False,
        capture_output=True,
        text=True,
        env=env,
        cwd=tree,
    )
    if done.returncode != 0:
        msg = f"the worker for {tree} failed:\n{done.stderr}"
        raise RuntimeError(msg)
    return json.loads(done.stdout.strip().splitlines()[-1])


def common_plan(plan: dict[str, Any], trees: list[Path], path: Path) -> None:
    """Cut each recorded game to the moves every tree accepts, so all time the same positions.

    The plan is played by this tree; the base may refuse a move where the rules have changed
    since (it then stops there, and so does this tree).
    """
    path.write_text(json.dumps(plan), encoding="utf-8")
    for tree in trees:
        accepted = run_worker(tree, path, "check")
        for entry, lengths in zip(plan["engine"], accepted["engine"], strict=True):
            for part in ("warmup", "timed"):
                for game, length in zip(entry[part], lengths[part], strict=True):
                    game["actions"] = game["actions"][:length]
        for entry, lengths in zip(plan["bots"], accepted["bots"], strict=True):
            for position, length in zip(entry["positions"], lengths, strict=True):
                position["actions"] = position["actions"][:length]
    path.write_text(json.dumps(plan), encoding="utf-8")


def speedup(name: str, base: float, new: float) -> float:
    """Return how many times faster `new` is (rates grow, times shrink)."""
    if name.endswith("/s"):
        return new / base if base else float("inf")
    return base / new if new else float("inf")


def table(rounds: list[tuple[Numbers, Numbers]]) -> list[str]:
    """Return the report lines: medians per side and the speed-up with its per-round range."""
    lines = [f"{'measurement':48} {'base':>12} {'new':>12} {'speed-up':>9}  per round"]
    for name in rounds[0][0]:
        if name not in rounds[0][1]:
            continue
        base = statistics.median(r[0][name] for r in rounds)
        new = statistics.median(r[1][name] for r in rounds)
        each = [speedup(name, r[0][name], r[1][name]) for r in rounds]
        unit = " /s" if name.endswith("/s") else " µs"
        lines.append(
            f"{name:48} {base:9.1f}{unit} {new:9.1f}{unit} {speedup(name, base, new):8.1f}×"
            f"  {min(each):.1f}–{max(each):.1f}"
        )
    return lines


def alternate(base: Path, plan: Path, rounds: int) -> list[tuple[Numbers, Numbers]]:
    """Run both sides `rounds` times, swapping which goes first; return (base, new) per round."""
    out = []
    for number in range(rounds):
        if number % 2 == 0:
            old = run_worker(base, plan)
            new = run_worker(ROOT, plan)
        else:
            new = run_worker(ROOT, plan)
            old = run_worker(base, plan)
        out.append((old, new))
        sys.stderr.write(f"round {number + 1}/{rounds} done\n")
    return out


def main(argv: list[str] | None = None) -> int:
    """Compare this tree with a base revision and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    where = parser.add_mutually_exclusive_group(required=True)
    where.add_argument("--base", help="git revision to compare with (a worktree is made)")
    where.add_argument("--base-tree", help="an existing checkout of the base to use as it is")
    parser.add_argument("--rounds", type=int, default=5, help="alternating rounds (default 5)")
    parser.add_argument("--games", type=int, default=8, help="TtD games per player count")
    parser.add_argument("--barrage-games", type=int, default=3, help="Barrage games")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))  # the plan is played by this tree, whatever else is installed
    with checkout(args.base, args.base_tree) as base, tempfile.TemporaryDirectory() as scratch:
        plan = Path(scratch) / "plan.json"
        common_plan(make_plan(args.games, args.barrage_games), [base, ROOT], plan)
        rounds = alternate(base, plan, args.rounds)
    label = args.base or args.base_tree
    out = sys.stdout
    out.write(
        f"Engine side by side: base {label} vs this tree, Python {platform.python_version()},"
        f" {os.cpu_count()} CPUs; {args.rounds} alternating rounds, CPU time, medians\n"
    )
    out.write("\n".join(table(rounds)) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
