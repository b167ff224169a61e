"""Bot matches for `hotseat simulate` (Qt-free, used by the command line, tests and benchmarks).

Each game seats the bot levels in a rotated order, so over any run of `players` games every
level of the line-up plays every seat. Everything is seeded from the run's seed and the game's
number, so a run with iteration budgets (no time limit) gives the same table on every machine,
with one process or several.
"""

from __future__ import annotations

import hashlib
import math
import multiprocessing
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from app.engine.bots import LEVELS, MctsBot, make_bot
from app.engine.game import PlayerId

if TYPE_CHECKING:
    from collections.abc import Sequence

    from app.engine.game import GameBase

__all__ = [
    "GameResult",
    "GameTask",
    "LevelStats",
    "RunPlan",
    "SimReport",
    "format_report",
    "game_seed",
    "lineup",
    "play_game",
    "seating",
    "simulate",
    "wilson",
]

Z95 = 1.959963984540054
"""Normal quantile for a two-sided 95% interval."""


def lineup(bots: Sequence[str], players: int) -> tuple[str, ...]:
    """Return one bot level per seat, cycling `bots` if it is shorter than `players`.

    Raises:
        ValueError: If `bots` is empty or names an unknown level.
    """
    if not bots:
        msg = "no bot levels given"
        raise ValueError(msg)
    for level in bots:
        if level not in LEVELS:
            msg = f"unknown bot level {level!r} (choose from {', '.join(LEVELS)})"
            raise ValueError(msg)
    return tuple(bots[i % len(bots)] for i in range(players))


def seating(levels: Sequence[str], number: int) -> tuple[str, ...]:
    """Return the levels by seat for game `number`: the line-up rotated by one seat per game."""
    n = len(levels)
    return tuple(levels[(seat + number) % n] for seat in range(n))


def game_seed(seed: int, number: int) -> int:
    """Return the setup seed of game `number` of a run (stable in every process)."""
    digest = hashlib.sha256(f"simulate:{seed}:{number}".encode()).digest()
    return int.from_bytes(digest[:8], "big") % 10**9 + 1


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """Return the Wilson score interval of a proportion (0..1); (0, 1) when `n` is 0."""
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass(frozen=True)
class GameTask:
    """Everything needed to play one game of a run (picklable for worker processes)."""

    game: GameBase[Any, Any]
    """The game to play."""
    options: Any
    """Its options."""
    levels: tuple[str, ...]
    """Bot level per seat."""
    seed: int
    """Setup seed."""
    bot_seed: str
    """Seed of the bots' own generators."""
    iterations: int | None = None
    """Search budget of `normal` bots (None: the game's default)."""
    seconds: float | None = None
    """Time cap of `normal` bots per move (None: no cap, so results are reproducible)."""


@dataclass(frozen=True)
class GameResult:
    """What happened in one game."""

    levels: tuple[str, ...]
    """Bot level per seat."""
    scores: tuple[int, ...]
    """Final score per seat."""
    winners: tuple[int, ...]
    """Winning seats (several on a tie)."""
    moves: tuple[int, ...]
    """Actions taken per seat."""
    think: tuple[float, ...]
    """Seconds spent choosing moves, per seat."""


def _make_bots(task: GameTask) -> list[Any]:
    bots = []
    for seat, level in enumerate(task.levels):
        bot = make_bot(level, task.game, PlayerId(seat), task.bot_seed)
        if isinstance(bot, MctsBot):
            bot.seconds = task.seconds if task.seconds is not None else math.inf
            if task.iterations is not None and level == "normal":
                bot.iterations = task.iterations
        bots.append(bot)
    return bots


def play_game(task: GameTask) -> GameResult:
    """Play one game between bots to the end.

    Raises:
        RuntimeError: If the game stops with nobody to act and no outcome.
    """
    game = task.game
    bots = _make_bots(task)
    seats = len(task.levels)
    moves, think = [0] * seats, [0.0] * seats
    state = game.setup(task.options, task.seed)
    while acting := sorted(game.to_act(state)):
        seat = acting[0]
        started = time.perf_counter()
        action = bots[seat].choose(game.view_for(state, PlayerId(seat)))
        think[seat] += time.perf_counter() - started
        moves[seat] += 1
        state = game.apply(state, action)
    outcome = game.outcome(state)
    if outcome is None:
        msg = f"{game.id}: nobody to act but no outcome (seed {task.seed})"
        raise RuntimeError(msg)
    return GameResult(
        levels=task.levels,
        scores=tuple(outcome.scores),
        winners=tuple(int(w) for w in outcome.winners),
        moves=tuple(moves),
        think=tuple(think),
    )


@dataclass
class LevelStats:
    """Totals for one bot level over a run (a level seated twice in a game counts twice)."""

    games: int = 0
    """Seat-games played."""
    wins: float = 0.0
    """Wins; a tie between k winners gives each 1/k."""
    score: int = 0
    """Sum of final scores."""
    moves: int = 0
    """Actions taken."""
    think: float = 0.0
    """Seconds spent choosing them."""

    @property
    def win_rate(self) -> float:
        """Share of games won (0..1)."""
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """95% Wilson interval of the win rate."""
        return wilson(self.wins, self.games)

    @property
    def mean_score(self) -> float:
        """Average final score."""
        return self.score / self.games if self.games else 0.0

    @property
    def ms_per_move(self) -> float:
        """Average thinking time per move in milliseconds."""
        return 1000 * self.think / self.moves if self.moves else 0.0


@dataclass
class SimReport:
    """The result of a run."""

    title: str
    """Game name."""
    players: int
    """Seats per game."""
    seed: int
    """The run's seed."""
    levels: tuple[str, ...]
    """The line-up (before rotation)."""
    jobs: int = 1
    """Worker processes used."""
    elapsed: float = 0.0
    """Wall-clock seconds for the whole run."""
    results: list[GameResult] = field(default_factory=list)
    """Every game, in order."""
    stats: dict[str, LevelStats] = field(default_factory=dict)
    """Totals per level, in line-up order."""

    def add(self, result: GameResult) -> None:
        """Count one game."""
        self.results.append(result)
        winners = set(result.winners)
        for seat, level in enumerate(result.levels):
            stats = self.stats.setdefault(level, LevelStats())
            stats.games += 1
            stats.wins += 1 / len(winners) if seat in winners else 0.0
            stats.score += result.scores[seat]
            stats.moves += result.moves[seat]
            stats.think += result.think[seat]


@dataclass(frozen=True)
class RunPlan:
    """What to play in a run."""

    bots: tuple[str, ...]
    """Bot level per seat, cycled if shorter than the seat count."""
    games: int
    """How many games."""
    seed: int
    """The run's seed; game `g` is set up from `game_seed(seed, g)`."""
    jobs: int = 1
    """Worker processes (1: play in this process)."""
    iterations: int | None = None
    """Search budget of `normal` bots (None: the game's default)."""
    seconds: float | None = None
    """Time cap of `normal` bots per move (None: none, so the run is reproducible)."""


def _tasks(game: GameBase[Any, Any], options: Any, plan: RunPlan) -> list[GameTask]:
    levels = lineup(plan.bots, options.players)
    return [
        GameTask(
            game=game,
            options=options,
            levels=seating(levels, number),
            seed=game_seed(plan.seed, number),
            bot_seed=f"simulate:{plan.seed}:{number}",
            iterations=plan.iterations,
            seconds=plan.seconds,
        )
        for number in range(plan.games)
    ]


def simulate(game: GameBase[Any, Any], options: Any, plan: RunPlan) -> SimReport:
    """Play the games of `plan` between bots and return the totals.

    Raises:
        ValueError: If the plan names an unknown bot level or no level at all.
    """
    levels = lineup(plan.bots, options.players)
    tasks = _tasks(game, options, plan)
    report = SimReport(title=game.title, players=options.players, seed=plan.seed, levels=levels)
    report.stats = {level: LevelStats() for level in dict.fromkeys(levels)}
    started = time.perf_counter()
    jobs = min(plan.jobs, len(tasks))
    if jobs > 1:
        # spawn, not fork: safe next to Qt or other threads, and the same on every platform
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            results = pool.map(play_game, tasks, chunksize=1)
        report.jobs = jobs
    else:
        results = [play_game(task) for task in tasks]
    for result in results:
        report.add(result)
    report.elapsed = time.perf_counter() - started
    return report


def format_report(report: SimReport) -> str:
    """Return the run's summary table as text."""
    games = len(report.results)
    lines = [
        f"{report.title}: {games} games, {report.players} players, seed {report.seed}, "
        f"bots {','.join(report.levels)} (seats rotate between games)",
        f"{'level':<8} {'games':>6} {'wins':>7} {'win rate':>9}  {'95% interval':<15} "
        f"{'mean score':>10} {'ms/move':>9}",
    ]
    for level, stats in report.stats.items():
        low, high = stats.interval
        lines.append(
            f"{level:<8} {stats.games:>6} {stats.wins:>7.1f} {stats.win_rate:>9.1%}  "
            f"{f'{low:.1%} - {high:.1%}':<15} {stats.mean_score:>10.1f} {stats.ms_per_move:>9.1f}"
        )
    rate = games / report.elapsed if report.elapsed > 0 else math.inf
    jobs = f"{report.jobs} job" + ("s" if report.jobs != 1 else "")
    lines.append(f"{games} games in {report.elapsed:.1f} s: {rate:.2f} games/s ({jobs})")
    return "\n".join(lines) + "\n"
