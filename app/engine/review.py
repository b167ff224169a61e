"""Review of a finished game: where each person's moves cost them most (issues 21 §2, 38 §1).

Every decision a human seat took (forced moves with one legal action aside) is searched again
from that seat's own view at the time (`view_for`: nothing hidden from it is used) by the
strongest search bot there is (`hard` when the app has it, else `normal`). The search proposes
an alternative (its most visited move); the move played and the alternative are then valued
the same way, on paired play-outs from the same view (`app.engine.paired`: the same guesses at
hidden information and the same random continuations for both moves, so that the difference
is the moves' and not the luck's), with the interval of the difference. A move is flagged only
when that interval lies above zero (by at least a whole point, as shown): the estimate's noise
cannot have made it. Values are the bot's own (`MctsBot.playout_values`): a win chance from 0
to 1 by the bot's estimate (`GameBase.values`; at more than two seats, where the game asks for
it, `hard` blends in its chances against each other seat alone). Each seat's review lists its
flagged decisions with the largest drop first, at most `MOVES_SHOWN`, one per distinct
alternative (the same advice three times says nothing new); fewer, or none, is a fine result.

Deterministic: every decision's search and its play-outs are seeded by the game's seed and the
move number and have a budget (no time limit). Cancellable through a `threading.Event`; reports
progress through a callback. Qt-free: the GUI runs `review_game` on a background thread, with
each search in the bots' worker process (`BotWorker.review_move`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from app.engine.bots import LEVELS, MctsBot, make_bot
from app.engine.game import PlayerId
from app.engine.paired import Comparison, compare_moves

if TYPE_CHECKING:
    import threading
    from collections.abc import Callable, Sequence

    from app.engine.game import GameBase
    from app.engine.session import Session

__all__ = [
    "MOVES_SHOWN",
    "PAIRS_FIRST",
    "PAIRS_MOST",
    "Decision",
    "History",
    "Judgement",
    "Mistake",
    "Review",
    "ReviewCancelled",
    "SeatReview",
    "decisions_of",
    "judge",
    "judge_from_json",
    "judge_to_json",
    "review_game",
    "review_level",
    "review_seed",
]

MOVES_SHOWN = 3
"""Decisions listed per seat."""
MIN_DROP = 1
"""A move is flagged once the lower end of its drop's interval is at least this many
percentage points (as shown, rounded): zero is outside the interval as the line shows it."""
PAIRS_FIRST = 64
"""Paired play-outs of the move played and the alternative (`app.engine.paired.compare`)."""
PAIRS_MOST = 512
"""At most this many pairs, while the interval still straddles zero."""


class ReviewCancelled(Exception):
    """The review was stopped before it was finished."""


def review_level() -> str:
    """Return the bot level that reviews: `hard` when this version has it, else `normal`."""
    return "hard" if "hard" in LEVELS else "normal"


def review_seed(seed: int, step: int) -> str:
    """Return the seed of the search of the decision after `step` actions of game `seed`."""
    return f"review:{seed}:{step}"


@dataclass(frozen=True)
class Decision:
    """One choice a seat made: where, what it saw, what it played."""

    step: int
    """Actions before it: `session.state_at(step)` is the position it was chosen in."""
    seat: PlayerId
    view: Any
    """`view_for(state, seat)` at that moment: all the review's search may look at."""
    played: Any
    """The action taken."""

    @property
    def number(self) -> int:
        """The move's number in the log (1-based)."""
        return self.step + 1


@dataclass(frozen=True)
class Judgement:
    """The bot's verdict on one decision."""

    step: int
    seat: PlayerId
    played: Any
    best: Any
    """The bot's move (the played one when they agree)."""
    played_value: float
    """The played move's win chance by the bot's estimate (0 to 1)."""
    best_value: float
    """The bot's move's win chance by the same estimate."""
    low: float = 0.0
    """The lower end of the drop's interval (`app.engine.paired.Comparison.low`)."""
    high: float = 0.0
    """The upper end of the drop's interval."""
    pairs: int = 0
    """Paired play-outs behind the values (0: the bot's move is the one played)."""
    very_sure: bool = False
    """Whether the drop is far beyond its noise (`Comparison.very_sure`), not just beyond it."""

    @classmethod
    def of(cls, step: int, seat: PlayerId, played: Any, best: Any, found: Comparison) -> Judgement:
        """Return the judgement a paired comparison (best, played) makes."""
        return cls(
            step,
            seat,
            played,
            best,
            found.played_value,
            found.best_value,
            found.low,
            found.high,
            found.pairs,
            found.very_sure(),
        )

    @property
    def drop(self) -> float:
        """How much the seat's win chance fell by not playing the bot's move."""
        return self.best_value - self.played_value

    def percents(self) -> tuple[int, int]:
        """Return (bot's move, move played) as whole percentages, as the review shows them."""
        return round(100 * self.best_value), round(100 * self.played_value)

    def points(self) -> int:
        """Return the drop in whole percentage points, as shown (rounded values subtracted)."""
        best, played = self.percents()
        return best - played

    def interval(self) -> tuple[int, int]:
        """Return the drop's interval in whole percentage points, as shown."""
        return round(100 * self.low), round(100 * self.high)

    def flagged(self) -> bool:
        """Whether the move played is worse beyond the noise: the interval, as shown, above 0."""
        return self.best != self.played and self.interval()[0] >= MIN_DROP


@dataclass(frozen=True)
class Mistake:
    """A listed decision, with what the UI and the command line show of it."""

    judgement: Judgement
    played_text: Any
    """`game.describe(view, played)`: the move in the log's words (a `Text`)."""
    best_text: Any
    """`game.describe(view, best)`."""
    reason: Any
    """`game.explain(view, best)`: why the bot prefers its move (a `Text`, or None)."""

    @property
    def step(self) -> int:
        """Actions before the move (replay shows the position it was chosen in)."""
        return self.judgement.step

    @property
    def number(self) -> int:
        """The move's number in the log."""
        return self.judgement.step + 1


@dataclass(frozen=True)
class SeatReview:
    """One human seat's review."""

    seat: PlayerId
    decisions: int
    """How many of its decisions were judged (forced moves are not searched; a search that
    tried none of the seat's moves judges nothing)."""
    mistakes: tuple[Mistake, ...]
    """The flagged moves (`Judgement.flagged`), largest drop first, one per distinct
    alternative, at most `MOVES_SHOWN` (none when no move was worse beyond the noise)."""


@dataclass(frozen=True)
class Review:
    """A whole game's review."""

    level: str
    """The bot level that searched."""
    iterations: int
    """Search iterations per decision."""
    seats: tuple[SeatReview, ...]
    """One per human seat, in seat order."""


def decisions_of(
    game: GameBase[Any, Any], states: Sequence[Any], actions: Sequence[Any], seats: Sequence[int]
) -> list[Decision]:
    """Return the decisions of `seats` in a history (`states[i]` is the state before action i).

    A decision with a single legal action was forced and is left out.
    """
    wanted = set(seats)
    out = []
    for step, action in enumerate(actions):
        seat = PlayerId(int(action.player))
        if seat not in wanted:
            continue
        state = states[step]
        if len(game.legal_actions(state, seat)) > 1:
            out.append(Decision(step, seat, game.view_for(state, seat), action))
    return out


def _searcher(level: str, game: GameBase[Any, Any], decision: Decision, seed: int) -> MctsBot:
    """Return the reviewing bot of one decision, seeded by the game and the move."""
    bot = make_bot(level, game, decision.seat, review_seed(seed, decision.step))
    if not isinstance(bot, MctsBot):
        msg = f"the {level} bot cannot review a game"
        raise ValueError(msg)
    return bot


def judge(
    game: GameBase[Any, Any],
    decision: Decision,
    level: str,
    seed: int,
    iterations: int,
    stop: threading.Event | None = None,
) -> Judgement | None:
    """Search one decision again and compare the move played with the bot's.

    Returns None when the search found nothing to compare (it tried none of the seat's moves).
    When the bot's move is the one played, the judgement has no drop and no play-outs.

    Raises:
        ReviewCancelled: `stop` was set during the search.
        ValueError: `level` is not a search bot.
    """
    bot = _searcher(level, game, decision, seed)
    bot.iterations, bot.seconds = iterations, math.inf  # a budget, never the clock: reproducible
    if stop is not None:
        bot.stop = stop
    stats = bot.analyse(decision.view)
    if stop is not None and stop.is_set():
        raise ReviewCancelled
    if not stats:
        return None
    best, played = stats[0], decision.played
    if best.action == played:
        return Judgement(decision.step, decision.seat, played, played, best.value, best.value)
    found = compare_moves(bot, decision.view, best.action, played, PAIRS_FIRST, PAIRS_MOST)
    return Judgement.of(decision.step, decision.seat, played, best.action, found)


def judge_to_json(game: GameBase[Any, Any], judgement: Judgement | None) -> dict[str, Any]:
    """Return a judgement as JSON-like data (the worker process's reply)."""
    if judgement is None:
        return {"judgement": None}
    return {
        "judgement": {
            "best": game.dump_action(judgement.best),
            "played_value": judgement.played_value,
            "best_value": judgement.best_value,
            "low": judgement.low,
            "high": judgement.high,
            "pairs": judgement.pairs,
            "very_sure": judgement.very_sure,
        }
    }


def judge_from_json(
    game: GameBase[Any, Any], decision: Decision, data: dict[str, Any]
) -> Judgement | None:
    """Return the judgement of `decision` from `judge_to_json`'s data."""
    found = data.get("judgement")
    if found is None:
        return None
    best = game.parse_action(found["best"])
    return Judgement(
        decision.step,
        decision.seat,
        decision.played,
        best,
        float(found["played_value"]),
        float(found["best_value"]),
        float(found["low"]),
        float(found["high"]),
        int(found["pairs"]),
        bool(found["very_sure"]),
    )


def _seat_review(
    game: GameBase[Any, Any], seat: PlayerId, decisions: list[Decision], found: list[Judgement]
) -> SeatReview:
    views = {d.step: d.view for d in decisions if d.seat == seat}
    flagged = sorted(
        (j for j in found if j.seat == seat and j.flagged()), key=lambda j: (-j.drop, j.step)
    )
    mistakes: list[Mistake] = []
    for j in flagged:
        best_text = game.describe(views[j.step], j.best)
        if any(m.best_text == best_text for m in mistakes):
            continue  # the same advice again (the bank three times) says nothing new
        played_text = game.describe(views[j.step], j.played)
        reason = game.explain(views[j.step], j.best)
        mistakes.append(Mistake(j, played_text, best_text, reason))
        if len(mistakes) == MOVES_SHOWN:
            break
    return SeatReview(seat, sum(1 for j in found if j.seat == seat), tuple(mistakes))


@dataclass(frozen=True)
class History:
    """A finished game as the review needs it."""

    game: GameBase[Any, Any]
    states: Sequence[Any]
    """`states[i]` is the state before `actions[i]` (a session's snapshots)."""
    actions: Sequence[Any]
    """Every action played."""
    humans: Sequence[int]
    """The seats to review: the people at the table."""
    seed: int
    """The game's seed (the searches are seeded from it)."""

    @classmethod
    def of(cls, session: Session) -> History:
        """Return a session's history with its human seats (saves record who is a bot)."""
        humans = [i for i, seat in enumerate(session.seats) if seat.kind == "human"]
        return cls(
            session.game, list(session.snapshots), list(session.actions), humans, session.seed
        )


def review_game(
    history: History,
    *,
    iterations: int | None = None,
    level: str | None = None,
    stop: threading.Event | None = None,
    progress: Callable[[int, int], None] | None = None,
    judge_one: Callable[[Decision], Judgement | None] | None = None,
) -> Review:
    """Review the decisions of the human seats of a finished game.

    Args:
        history: The game.
        iterations: Search iterations per decision (default: the game's `normal` budget).
        level: The searching bot (default: `review_level()`).
        stop: Set from another thread to cancel; the review then raises `ReviewCancelled`.
        progress: Called with (decisions done, decisions in all) before and after each one.
        judge_one: Values one decision (default: `judge` in this process; the GUI passes one
            that searches in the bots' worker process).

    Raises:
        ReviewCancelled: `stop` was set.
    """
    game = history.game
    level = level or review_level()
    budget = iterations if iterations is not None else game.mcts_iterations
    decisions = decisions_of(game, history.states, history.actions, history.humans)
    if judge_one is None:

        def judge_one(decision: Decision) -> Judgement | None:
            return judge(game, decision, level, history.seed, budget, stop)

    found: list[Judgement] = []
    for done, decision in enumerate(decisions):
        if progress is not None:
            progress(done, len(decisions))
        if stop is not None and stop.is_set():
            raise ReviewCancelled
        verdict = judge_one(decision)
        if verdict is not None:
            found.append(verdict)
    if progress is not None:
        progress(len(decisions), len(decisions))
    seats = tuple(
        _seat_review(game, PlayerId(seat), decisions, found) for seat in sorted(set(history.humans))
    )
    return Review(level, budget, seats)
