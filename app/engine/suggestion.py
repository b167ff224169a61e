"""Suggest a move (PRODUCT.md "Preview and suggestions"): a bot thinks for a person.

`suggest` asks a bot (`normal` unless the game was started with `hard` suggestions,
`Session.suggestion_level`) for a move in the seat's own view (`game.view_for`), exactly as
a bot seat would, takes the same move the cheapest way it can be played
(`GameBase.refine_suggestion`: a teacher does not show a dearer space for the same effect) and
adds the game's main reason for it (`GameBase.explain`). Nothing is
played. A session counts the suggestions shown per seat as `SuggestionUse` records, which
saves keep; `uses_by_seat` turns them into the end dialog's counts. Qt-free.

`suggest` may search in the game's bot worker process; `MoveWorker` is what it needs of one.
This module does not import `app.engine.botworker`: the worker imports the review, which reads
a `Session`, which keeps this module's records (the import graph has no cycle).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field

from app.engine.bots import MctsBot, make_bot
from app.engine.text import engine_text

if TYPE_CHECKING:
    import threading
    from collections.abc import Sequence

    from app.engine.game import GameBase, PlayerId
    from app.engine.text import Text

__all__ = [
    "LEVEL",
    "LEVELS",
    "MoveWorker",
    "Suggestion",
    "SuggestionLevel",
    "SuggestionUse",
    "record_use",
    "suggest",
    "suggestion_seed",
    "uses_by_seat",
    "uses_problem",
]

LEVEL = "normal"
"""The bot level that makes suggestions unless the new-game dialog chose another."""
SuggestionLevel = Literal["normal", "hard"]
"""A level suggestions may come from."""
LEVELS: tuple[SuggestionLevel, ...] = ("normal", "hard")
"""The levels a game's suggestions may come from (the new-game dialog's choice)."""


class SuggestionUse(BaseModel):
    """A suggestion shown to a seat (saved with the game)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    step: int = Field(ge=0)
    """Actions played when it was shown: it preceded action number `step + 1`."""
    seat: int = Field(ge=0)
    """The seat that asked."""
    move: dict[str, Any] | None = None
    """The move suggested (`game.dump_action`); None in saves made before it was kept."""


class MoveWorker(Protocol):
    """What `suggest` needs of a bot worker process (`app.engine.botworker.BotWorker`)."""

    def choose(
        self,
        game: GameBase[Any, Any],
        level: str,
        seat: PlayerId,
        seed: int | str,
        view: Any,
        stop: threading.Event | None = None,
    ) -> Any:
        """Return the move of the `level` bot for `seat` in `view` (its own `view_for`)."""
        ...


@dataclass(frozen=True)
class Suggestion:
    """What the bot would play for a seat, and why."""

    seat: PlayerId
    """The seat that asked."""
    action: Any
    """One of the seat's legal actions (never played by `suggest`)."""
    reason: Text | None
    """The main reason in words (`GameBase.explain`), if the game gives one."""


def suggestion_seed(seed: int, step: int) -> str:
    """Return the suggestion bot's seed for a game's position (the same position, same move)."""
    return f"suggest:{seed}:{step}"


def suggest(  # noqa: PLR0913 - the level is the one keyword-only choice
    game: GameBase[Any, Any],
    view: Any,
    seat: PlayerId,
    seed: int | str,
    stop: threading.Event | None = None,
    worker: MoveWorker | None = None,
    *,
    level: str = LEVEL,
) -> Suggestion:
    """Return the `level` bot's move for `seat` in `view` (its `view_for`) and the reason.

    Args:
        game: The rules.
        view: `game.view_for(state, seat)`: the bot sees nothing more.
        seat: The seat asking.
        seed: The bot's seed (`suggestion_seed`).
        stop: Set from another thread to cut the search short (the caller drops the answer).
        worker: The game's bot worker process to search in (None: in this thread); setting
            `stop` ends its search with `BotCancelled`.
        level: One of `LEVELS`.
    """
    if level not in LEVELS:
        msg = f"suggestions come from {' or '.join(LEVELS)}, not {level!r}"
        raise ValueError(msg)
    if worker is not None:
        action = worker.choose(game, level, seat, seed, view, stop)
    else:
        bot = make_bot(level, game, seat, seed)
        if stop is not None and isinstance(bot, MctsBot):
            bot.stop = stop
        action = bot.choose(view)
    action = game.refine_suggestion(view, action)
    return Suggestion(seat=seat, action=action, reason=game.explain(view, action))


def record_use(
    uses: list[SuggestionUse], step: int, seat: int, move: dict[str, Any] | None = None
) -> bool:
    """Count a suggestion shown to `seat` after `step` actions; return whether it counted.

    `move` is the move suggested (`game.dump_action`), kept so the log can say whether the
    move played followed it. Asking again in the same position (the same move comes back)
    does not count twice.
    """
    use = SuggestionUse(step=step, seat=seat, move=move)
    if uses and uses[-1] == use:
        return False
    uses.append(use)
    return True


def uses_by_seat(uses: Sequence[SuggestionUse], players: int) -> list[int]:
    """Return how many suggestions each seat used."""
    counts = [0] * players
    for use in uses:
        if 0 <= use.seat < players:
            counts[use.seat] += 1
    return counts


def uses_problem(uses: Sequence[SuggestionUse], players: int, actions: int) -> Text | None:
    """Return what is wrong with a save's suggestion records (None: nothing)."""
    for use in uses:
        if use.seat >= players:
            return engine_text("save.suggestion_seat", seat=use.seat + 1, players=players)
        if use.step > actions:
            return engine_text("save.suggestion_step", step=use.step + 1, actions=actions)
    return None
