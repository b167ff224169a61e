"""Does a deeper check confirm what the review flags? A benchmark, not a test (issue 38 §1).

`python bench/review_check.py [--game G] [--games N] [--seed S]`

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
import math
import os
import time
from dataclasses import dataclass, field
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


def review_and_check(session: Session, tally: Tally) -> None:
    """Review seat 0 of `session` and check every flagged move; add to `tally`."""
    game = session.game
    decisions = decisions_of(game, session.snapshots, session.actions, [0])
    cpu = time.process_time()
    verdicts = [
        (d, judge(game, d, review_level(), session.seed, game.mcts_iterations)) for d in decisions
    ]
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
    tally.check_cpu += time.process_time() - cpu


def main() -> None:
    """Print the table and the summary line."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(PREFIXES), action="append")
    parser.add_argument("--games", type=int, default=20, help="bot games per game (default 20)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-saves", action="store_true", help="leave the fixture saves out")
    parser.add_argument("--verbose", action="store_true", help="each flagged move's verdict")
    args = parser.parse_args()
    print(f"review level {review_level()}; load average {os.getloadavg()[0]:.1f}")  # noqa: T201
    head = f"{'game':<20} {'games':>5} {'decis.':>6} {'flagged':>7} {'confirmed':>9} {'worse':>5}"
    print(f"{head} {'review CPU s/game':>17} {'check CPU s':>11}")  # noqa: T201
    total = Tally()
    for game_id in args.game or list(PREFIXES):
        game, tally = GAMES[game_id], Tally()
        sessions = [bot_game(game, i, args.seed) for i in range(args.games)]
        if not args.no_saves:
            sessions += list(fixture_games(game_id))
        for session in sessions:
            review_and_check(session, tally)
        share = f"{tally.confirmed}/{tally.flagged}"
        print(  # noqa: T201
            f"{game_id:<20} {tally.games:>5} {tally.decisions:>6} {tally.flagged:>7} "
            f"{share:>9} {tally.worse:>5} {tally.review_cpu / max(tally.games, 1):>17.1f} "
            f"{tally.check_cpu:>11.1f}",
            flush=True,
        )
        if args.verbose:
            print("   ", " ".join(tally.drops))  # noqa: T201
        for name in ("games", "decisions", "flagged", "confirmed", "worse"):
            setattr(total, name, getattr(total, name) + getattr(tally, name))
    percent = round(100 * total.confirmed / total.flagged) if total.flagged else 100
    print(  # noqa: T201
        f"review check: confirmed {total.confirmed} of {total.flagged} flagged moves "
        f"({percent}%), {total.worse} worse than played"
    )


if __name__ == "__main__":
    main()
