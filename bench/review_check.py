"""Does a deeper check confirm what the review flags? A benchmark, not a test (issue 38 §1).

`python bench/review_check.py [--game G] [--games N] [--seed S] [--workers W] [--out F]
[--cache D]`; `--table F` prints the table of an earlier run's `--out` file.

Feasible on 2 cores (issue 38 §1 asks for 20 games per game; a game's review takes 30 to 120
CPU seconds, the deeper checks a few more): each finished game is a job for one of `--workers`
processes, the games taken in turn so that a run stopped early has about as many of each;
each game's row is appended to `--out` as it finishes, so a stopped run keeps its rows; and
`--cache` keeps the review's own pass per game (its judgements), so a run repeated or resumed
searches only the checks again. The check itself is the issue's: 8x the review's pairs.

For each game, N finished games are reviewed: bot games of mixed levels (the reviewed seat, the
"person", is played by `easy` or `random`; the others by `easy` or by `normal` at a quarter of
its budget, so that the games themselves stay cheap), then the finished saves of
tests/fixtures/saves (seat 0 reviewed: every seat there is a bot). Every decision of the
reviewed seat is judged as `hotseat review` judges it (`app.engine.review.judge`: the review
level at the game's own budget). Every flagged move (`Judgement.flagged`, not only the three a
review lists) is then compared again with the move played with 8× the review's paired
play-outs (`compare_moves`, other guesses and seeds): it is confirmed when the alternative is
still better with the interval excluding zero, "worse" when the interval lies below zero.

Prints a row per game (games, decisions, flagged, confirmed, worse, CPU seconds of the review
per game and of the checks), then the line `review check: confirmed C of F flagged moves (P%),
W worse than played`. Target: at least 80% confirmed in every game and W = 0. Slow (minutes a
game): not part of `make bench`.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import os
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.engine.bots import MctsBot, make_bot
from app.engine.game import PlayerId
from app.engine.paired import compare_moves
from app.engine.review import (
    PAIRS_FIRST,
    PAIRS_MOST,
    Decision,
    Judgement,
    decisions_of,
    judge,
    judge_from_json,
    judge_to_json,
    review_level,
)
from app.engine.saves import load_save, read_save
from app.engine.session import Seat, Session
from app.games import GAMES

if TYPE_CHECKING:
    from collections.abc import Iterator

    from app.engine.game import GameBase

DEEPER = 8
"""The check's budget against the review's."""
PERSONS = ("easy", "random", "easy")
"""Who plays the reviewed seat, game by game in turn."""
OTHERS = ("easy", "normal")
"""Who plays the other seats, game by game in turn."""
SAVES = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "saves"
PREFIXES = {
    "through_the_desert": "through-the-desert-finished",
    "tinners_trail": "tinners-trail-finished",
    "barrage": "barrage-finished",
    "blood_rage": "blood-rage-finished",
}
"""Each game's finished fixture saves (Barrage with Leeghwater has its own prefix)."""


@dataclass
class Tally:
    """One game's numbers."""

    games: int = 0
    decisions: int = 0
    flagged: int = 0
    confirmed: int = 0
    worse: int = 0
    review_cpu: float = 0.0
    check_cpu: float = 0.0
    drops: list[str] = field(default_factory=list)
    details: list[str] = field(default_factory=list)


def bot_game(game: GameBase[Any, Any], index: int, seed: int) -> Session:
    """Return a finished 2-player bot game: seat 0 (the person) and seat 1 of mixed levels."""
    levels = (PERSONS[index % len(PERSONS)], OTHERS[index % len(OTHERS)])
    seats = [Seat(name="Anna"), Seat(name="Bea", kind="bot", level=levels[1])]
    session = Session(game, game.Options(players=2), seed + index, seats)
    while acting := sorted(session.to_act()):
        seat = PlayerId(acting[0])
        bot = make_bot(levels[seat], game, seat, f"check:{seed + index}:{len(session.actions)}")
        if isinstance(bot, MctsBot):
            bot.iterations, bot.seconds = max(10, game.mcts_iterations // 4), math.inf
        session.apply(bot.choose(game.view_for(session.state, seat)))
    return session


def fixture_games(game_id: str) -> Iterator[Session]:
    """Yield the finished fixture saves of `game_id`, each game once.

    Several revisions saved the same seeded game: a game whose moves equal an earlier file's
    is left out (it would count its flagged moves twice).
    """
    seen: list[list[Any]] = []
    for path in sorted(SAVES.glob(f"{PREFIXES[game_id]}-*.json")):
        session = load_save(read_save(path), GAMES, name=path.name).session
        if session.outcome() is not None and session.actions not in seen:
            seen.append(list(session.actions))
            yield session


def check_one(
    game: GameBase[Any, Any], decision: Decision, found: Judgement, seed: int
) -> tuple[str, str]:
    """Compare a flagged move again with 8x the pairs: "confirmed", "worse" or "unsure".

    Returns the verdict and the deeper interval in points.
    """
    bot = make_bot(review_level(), game, decision.seat, f"deeper:{seed}:{decision.step}")
    assert isinstance(bot, MctsBot)
    deep = compare_moves(
        bot, decision.view, found.best, found.played, DEEPER * PAIRS_FIRST, DEEPER * PAIRS_MOST
    )
    shown = f"{round(100 * deep.low)}..{round(100 * deep.high)}"
    if deep.low > 0:
        return "confirmed", shown
    return ("worse" if deep.high < 0 else "unsure"), shown


def _judgements(
    game: GameBase[Any, Any], session: Session, decisions: list[Decision], cache: Path | None
) -> list[Judgement | None]:
    """Judge every decision as the review does; reuse `cache` (the review's own pass, saved).

    The cache holds `judge_to_json` by step: a run stopped or repeated (the check's budget
    changed, more games added) does not search the review's pass again. A change to the review
    itself wants a new cache directory.
    """
    stored: dict[str, Any] = {}
    if cache is not None and cache.is_file():
        stored = json.loads(cache.read_text(encoding="utf-8"))
    out: list[Judgement | None] = []
    for d in decisions:
        key = str(d.step)
        if key not in stored:
            found = judge(game, d, review_level(), session.seed, game.mcts_iterations)
            stored[key] = judge_to_json(game, found)
            if cache is not None:  # after each: a run stopped mid-game keeps what it judged
                cache.parent.mkdir(parents=True, exist_ok=True)
                cache.write_text(json.dumps(stored), encoding="utf-8")
        out.append(judge_from_json(game, d, stored[key]))
    return out


def review_and_check(session: Session, tally: Tally, cache: Path | None = None) -> None:
    """Review seat 0 of `session` and check every flagged move; add to `tally`."""
    game = session.game
    decisions = decisions_of(game, session.snapshots, session.actions, [0])
    cpu = time.process_time()
    verdicts = list(zip(decisions, _judgements(game, session, decisions, cache), strict=True))
    tally.review_cpu += time.process_time() - cpu
    tally.games += 1
    tally.decisions += len(decisions)
    cpu = time.process_time()
    for decision, found in verdicts:
        if found is None or not found.flagged():
            continue
        tally.flagged += 1
        verdict, deeper = check_one(game, decision, found, session.seed)
        tally.confirmed += verdict == "confirmed"
        tally.worse += verdict == "worse"
        low, high = found.interval()
        tally.drops.append(f"{decision.number}:{low}..{high}>{deeper}:{verdict[0]}")
        tally.details.append(
            f"{verdict} move {decision.number}: played {decision.played} ; "
            f"review's {found.best} ; review {low}..{high} ; deeper {deeper}"
        )
    tally.check_cpu += time.process_time() - cpu


def run_job(job: tuple[str, str, int, int, str | None]) -> dict[str, Any]:
    """Review and check one finished game (in a worker process); return its tally as data.

    `job` is (game id, "bot" or "save", the index of the bot game or of the save in
    `fixture_games`, the bot games' seed, the cache directory or None).
    """
    game_id, kind, index, seed, cache_dir = job
    game = GAMES[game_id]
    saved = kind == "save"
    session = list(fixture_games(game_id))[index] if saved else bot_game(game, index, seed)
    name = f"{game_id}-{kind}-{seed}-{index}.json"
    cache = Path(cache_dir) / name if cache_dir else None
    tally = Tally()
    review_and_check(session, tally, cache)
    return {"game": game_id, "source": f"{kind}:{index}", **asdict(tally)}


def jobs(games: list[str], count: int, seed: int, saves: bool, cache: str | None) -> list[Any]:
    """Every game's jobs (saves first, then the bot games), the games taken in turn.

    In turn, so that a run stopped early has about as many finished games of each game.
    """
    each: list[list[Any]] = []
    for game_id in games:
        mine: list[Any] = []
        if saves:
            mine += [
                (game_id, "save", i, seed, cache) for i, _ in enumerate(fixture_games(game_id))
            ]
        mine += [(game_id, "bot", i, seed, cache) for i in range(count)]
        each.append(mine)
    return [job for turn in itertools.zip_longest(*each) for job in turn if job is not None]


def table(rows: list[dict[str, Any]], verbose: bool) -> None:
    """Print the table by game and the summary line from the finished games' rows.

    A game checked twice (a run resumed into the same `--out`) counts once, its last row.
    """
    rows = list({(r["game"], r["source"]): r for r in rows}.values())
    head = f"{'game':<20} {'games':>5} {'decis.':>6} {'flagged':>7} {'confirmed':>9} {'worse':>5}"
    print(f"{head} {'%':>4} {'review CPU s/game':>17} {'check CPU s':>11}")  # noqa: T201
    total = Tally()
    for game_id in PREFIXES:
        mine = [r for r in rows if r["game"] == game_id]
        if not mine:
            continue
        tally = Tally()
        for name in ("games", "decisions", "flagged", "confirmed", "worse"):
            setattr(tally, name, sum(r[name] for r in mine))
            setattr(total, name, getattr(total, name) + getattr(tally, name))
        review = sum(r["review_cpu"] for r in mine) / tally.games
        check = sum(r["check_cpu"] for r in mine)
        share = round(100 * tally.confirmed / tally.flagged) if tally.flagged else 100
        print(  # noqa: T201
            f"{game_id:<20} {tally.games:>5} {tally.decisions:>6} {tally.flagged:>7} "
            f"{tally.confirmed:>4}/{tally.flagged:<4} {tally.worse:>5} {share:>4} "
            f"{review:>17.1f} {check:>11.1f}"
        )
        if verbose:
            for r in mine:
                for line in r["details"]:
                    print(f"    {r['source']}: {line}")  # noqa: T201
    percent = round(100 * total.confirmed / total.flagged) if total.flagged else 100
    print(  # noqa: T201
        f"review check: confirmed {total.confirmed} of {total.flagged} flagged moves "
        f"({percent}%), {total.worse} worse than played",
        flush=True,
    )


def main() -> None:
    """Review and check the games (in worker processes), then print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(PREFIXES), action="append")
    parser.add_argument("--games", type=int, default=20, help="bot games per game (default 20)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-saves", action="store_true", help="leave the fixture saves out")
    parser.add_argument("--verbose", action="store_true", help="each flagged move's verdict")
    parser.add_argument("--workers", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--out", type=Path, help="append each finished game's row here (JSON)")
    parser.add_argument("--cache", help="directory keeping the review's own pass per game")
    parser.add_argument("--table", type=Path, help="only print the table of an --out file")
    args = parser.parse_args()
    if args.table is not None:
        lines = args.table.read_text(encoding="utf-8").splitlines()
        table([json.loads(line) for line in lines if line.strip()], args.verbose)
        return
    print(f"review level {review_level()}; load average {os.getloadavg()[0]:.1f}")  # noqa: T201
    todo = jobs(args.game or list(PREFIXES), args.games, args.seed, not args.no_saves, args.cache)
    rows: list[dict[str, Any]] = []
    with ProcessPoolExecutor(args.workers) as pool:
        # each row as soon as its game is done: a run stopped early keeps what it finished
        for future in as_completed([pool.submit(run_job, job) for job in todo]):
            row = future.result()
            rows.append(row)
            print(  # noqa: T201
                f"  {row['game']} {row['source']}: {row['flagged']} flagged, "
                f"{row['confirmed']} confirmed, {row['worse']} worse, "
                f"review {row['review_cpu']:.0f} s",
                flush=True,
            )
            if args.out is not None:
                with args.out.open("a", encoding="utf-8") as out:
                    out.write(json.dumps(row) + "\n")
    table(rows, args.verbose)


if __name__ == "__main__":
    main()
