"""Game ▸ Learn a game: a guided first game against easy bots, with the coach on (issue 20 §1).

Each guided game has a fixed setup: the same seed every time, so the order in which things
come up is known (and the slow coach tests can follow it), the learner in the first seat and
1–3 easy bots. Barrage with the Leeghwater expansion is its own entry: its topics are the ones
the expansion adds on top of what the base game taught.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.engine.session import Session

__all__ = ["LESSONS", "Lesson", "lesson_session"]


@dataclass(frozen=True)
class Lesson:
    """One entry of Game ▸ Learn a game."""

    key: str
    game_id: str
    options: tuple[tuple[str, object], ...] = ()
    seed: int = 1
    """Fixed, picked by `bench/lesson_seeds.py` (the most topics in the first 40 moves of seeds
    1–15, with 2 and 3 players): Tinners' Trail's 9 brings 13 topics where seed 1 brings 11;
    in the other games the first seeds do not differ, and 1 stays."""
    only: tuple[str, ...] = ()
    """Topics this lesson teaches (empty: all of the game's)."""


LESSONS = (
    Lesson("through_the_desert", "through_the_desert"),
    Lesson("tinners_trail", "tinners_trail", seed=9),
    Lesson("barrage", "barrage", (("introductory", True),)),
    Lesson(
        "barrage_leeghwater",
        "barrage",
        (("leeghwater", True),),
        only=("leeghwater", "external_works", "buildings", "building_use"),
    ),
    Lesson("blood_rage", "blood_rage"),
)
"""Every guided game, in menu order."""

BOT_DELAY_MS = 800
"""A guided game shows bots' moves at least this slowly ("normal" speed), to be followed."""


def lesson_session(lesson: Lesson, bots: int, names: list[str] | None, language: str) -> Session:
    """Return the guided game's session: the learner first, then `bots` easy bots (1–3).

    Imports the games when first used: the menus list the lessons before any game is loaded.
    """
    from app.engine.session import Seat, Session  # noqa: PLC0415 - see above
    from app.games import GAMES  # noqa: PLC0415
    from app.shell.newgame import default_names  # noqa: PLC0415

    game = GAMES[lesson.game_id]
    players = max(game.min_players, min(game.max_players, bots + 1))
    seat_names = default_names(names, language)
    seats = [Seat(name=seat_names[0])] + [
        Seat(name=seat_names[i], kind="bot", level="easy") for i in range(1, players)
    ]
    options = game.Options(players=players, **dict(lesson.options))
    session = Session(game, options, lesson.seed, seats)
    session.allow_suggestions = True  # "Show me" is the coach's suggestion
    return session
