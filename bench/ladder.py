"""Bot ladder: long matches between levels, one JSON line a game, resumable (never a test).

    .venv/bin/python bench/ladder.py play --out runs/ttd.jsonl --game through_the_desert \
        --bots hard,normal [--players 2] [--games 60] [--seed 1] [--option leeghwater=true] \
        [--jobs 2]
    .venv/bin/python bench/ladder.py table runs/*.jsonl
    .venv/bin/python bench/ladder.py retime runs/ttd.jsonl [--level hard] [--top 5] [--jobs 1]

`play` plays the games of `hotseat simulate` (same setups from `app.sim.game_seed`, same seat
rotation, same bot seeds, each bot at its own deterministic budget), one game per task, and
appends each finished game to `--out` as it ends, with every move's CPU seconds; run again with
the same arguments it plays only the games the file lacks, so a match can be stopped and resumed.
CPU seconds (`time.process_time` of the worker) are what a move costs on one core, the same
whether the other core is busy or not. `table` prints, per file: games, wins of the first level
(a tie shares the win) with the 95% Wilson interval, mean scores per level, and each level's
seconds a move (median and max). `retime` replays a match's `--top` slowest moves of `--level`
(each game up to that move, every bot as seeded, so the position is the one of the match) and
times each again with the code as it is now: a speed change's effect on the longest moves.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app.cliopts import game_options  # noqa: E402
from app.engine.bots import MctsBot, make_bot  # noqa: E402
from app.engine.game import PlayerId  # noqa: E402
from app.games import GAMES  # noqa: E402
from app.sim import game_seed, lineup, seating, wilson  # noqa: E402


def _table_for(task: dict[str, Any]) -> tuple[Any, tuple[str, ...], list[Any], Any]:
    """The game, seat levels, bots and first state of game `task["number"]` of a match."""
    game = GAMES[task["game"]]
    options = game_options(game, task["players"], None, task["options"])
    number, seed = task["number"], task["seed"]
    levels = seating(lineup(tuple(task["bots"]), task["players"]), number)
    bots = []
    for seat, level in enumerate(levels):
        bot = make_bot(level, game, PlayerId(seat), f"simulate:{seed}:{number}")
        if isinstance(bot, MctsBot):
            bot.seconds = float("inf")  # the iteration budget alone: reproducible
        bots.append(bot)
    return game, levels, bots, game.setup(options, game_seed(seed, number))


def play_one(task: dict[str, Any]) -> dict[str, Any]:
    """Play game `task["number"]` of a match and return its JSON record.

    With `task["stop"] = [seat, k]` it plays only up to that seat's k-th timed move (counted
    from 0), times that move again and returns `{"number", "seat", "move", "seconds"}`.
    """
    game, levels, bots, state = _table_for(task)
    stop = task.get("stop")
    seconds: list[list[float]] = [[] for _ in levels]
    while acting := sorted(game.to_act(state)):
        seat = acting[0]
        view = game.view_for(state, PlayerId(seat))
        if len(game.legal_actions(view, PlayerId(seat))) == 1:
            action = game.legal_actions(view, PlayerId(seat))[0]
        else:
            started = time.process_time()
            action = bots[seat].choose(view)
            seconds[seat].append(round(time.process_time() - started, 4))
            if stop is not None and [seat, len(seconds[seat]) - 1] == stop:
                return {
                    "number": task["number"],
                    "seat": seat,
                    "move": stop[1],
                    "seconds": seconds[seat][-1],
                }
        state = game.apply(state, action)
    outcome = game.outcome(state)
    assert outcome is not None
    return {
        "number": task["number"],
        "levels": list(levels),
        "scores": list(outcome.scores),
        "winners": [int(w) for w in outcome.winners],
        "seconds": seconds,
    }


def _header(args: argparse.Namespace) -> dict[str, Any]:
    return {
        "game": args.game,
        "bots": args.bots.split(","),
        "players": args.players,
        "seed": args.seed,
        "options": args.option or [],
    }


def _say(text: str) -> None:
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def _read(path: Path) -> tuple[dict[str, Any] | None, list[dict[str, Any]]]:
    if not path.exists():
        return None, []
    lines = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    return (lines[0], lines[1:]) if lines else (None, [])


def cmd_play(args: argparse.Namespace) -> int:
    """Play the games `args.out` lacks, appending each as it finishes."""
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    header, done = _read(out)
    wanted = _header(args)
    if header is None:
        out.write_text(json.dumps(wanted) + "\n")
    elif header != wanted:
        sys.exit(f"{out} holds another match: {header}")
    have = {record["number"] for record in done}
    tasks = [{**wanted, "number": n} for n in range(args.games) if n not in have]
    _say(f"{out}: {len(have)} games there, {len(tasks)} to play")
    with (
        multiprocessing.get_context("spawn").Pool(args.jobs) as pool,
        out.open("a") as sink,
    ):
        for record in pool.imap_unordered(play_one, tasks):
            sink.write(json.dumps(record) + "\n")
            sink.flush()
            _say(f"game {record['number']}: {record['levels']} {record['scores']}")
    return 0


def summary(path: Path) -> str:
    """Return the table lines of one match file."""
    header, records = _read(path)
    if header is None:
        return f"{path}: empty"
    levels = list(dict.fromkeys(header["bots"]))
    first = levels[0]
    wins = 0.0
    seats = 0
    scores: dict[str, list[int]] = {level: [] for level in levels}
    moves: dict[str, list[float]] = {level: [] for level in levels}
    for record in records:
        winners = set(record["winners"])
        for seat, level in enumerate(record["levels"]):
            scores[level].append(record["scores"][seat])
            moves[level].extend(record["seconds"][seat])
            if level == first:
                seats += 1
                wins += 1 / len(winners) if seat in winners else 0.0
    low, high = wilson(wins, seats)
    options = ",".join(header["options"]) or "-"
    rate = wins / max(seats, 1)
    line = (
        f"{header['game']:<19} {options:<16} {header['players']}p {'/'.join(header['bots']):<20}"
        f" games {len(records):>3}  {first} wins {wins:>5.1f}/{seats:<3} = {rate:6.1%}"
        f"  [{low:.1%}-{high:.1%}]"
    )
    parts = [line]
    for level in levels:
        secs = moves[level]
        mean = statistics.fmean(scores[level]) if scores[level] else 0.0
        timing = f"{statistics.median(secs):.2f} / {max(secs):.2f}" if secs else "-"
        parts.append(f"    {level:<7} mean score {mean:6.1f}   s/move median/max {timing}")
    return "\n".join(parts)


def cmd_table(args: argparse.Namespace) -> int:
    """Print the summary of each match file."""
    for name in args.files:
        _say(summary(Path(name)))
    return 0


def cmd_retime(args: argparse.Namespace) -> int:
    """Time a match's slowest moves of one level again with the code as it is now."""
    header, records = _read(Path(args.file))
    if header is None:
        sys.exit(f"{args.file}: empty")
    slow = sorted(
        (
            (secs, record["number"], seat, k)
            for record in records
            for seat, level in enumerate(record["levels"])
            if level == args.level
            for k, secs in enumerate(record["seconds"][seat])
        ),
        reverse=True,
    )[: args.top]
    tasks = [{**header, "number": n, "stop": [seat, k]} for _, n, seat, k in slow]
    before = {(n, seat, k): secs for secs, n, seat, k in slow}
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        for done in pool.imap_unordered(play_one, tasks):
            old = before[(done["number"], done["seat"], done["move"])]
            _say(
                f"game {done['number']} seat {done['seat']} move {done['move']}:"
                f" {old:.2f} s then, {done['seconds']:.2f} s now"
            )
    return 0


def main() -> int:
    """Parse the command line and run `play` or `table`."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(required=True)
    play = sub.add_parser("play", help="play (or resume) a match")
    play.add_argument("--out", required=True)
    play.add_argument("--game", required=True, choices=sorted(GAMES))
    play.add_argument("--bots", default="hard,normal")
    play.add_argument("--players", type=int, default=2)
    play.add_argument("--games", type=int, default=60)
    play.add_argument("--seed", type=int, default=1)
    play.add_argument("--option", action="append")
    play.add_argument("--jobs", type=int, default=2)
    play.set_defaults(handler=cmd_play)
    table = sub.add_parser("table", help="summarise match files")
    table.add_argument("files", nargs="+")
    table.set_defaults(handler=cmd_table)
    retime = sub.add_parser("retime", help="time a match's slowest moves again")
    retime.add_argument("file")
    retime.add_argument("--level", default="hard")
    retime.add_argument("--top", type=int, default=5)
    retime.add_argument("--jobs", type=int, default=1)
    retime.set_defaults(handler=cmd_retime)
    args = parser.parse_args()
    handler: Any = args.handler
    return int(handler(args))


if __name__ == "__main__":
    raise SystemExit(main())
