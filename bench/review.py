"""How long the review of a whole game takes (`python bench/review.py [GAME ...]`; not in tests).

For each game (and Barrage with the Leeghwater expansion), one seeded 2-player game is played:
seat 0 is a person whose moves the `easy` bot makes, seat 1 the `normal` bot at its iteration
budget. Then seat 0 is reviewed as `hotseat review` does (in this process, the review level at
the game's `normal` budget). The table gives the decisions searched, the CPU and wall-clock
seconds of the whole review and the CPU seconds per decision. Not part of `make bench`: it runs
for minutes. The load average is printed: on a busy machine wall-clock time grows, CPU does not.
"""

from __future__ import annotations

import math
import os
import sys
import time
from typing import Any

from app.engine.bots import make_bot
from app.engine.game import PlayerId
from app.engine.review import History, review_game, review_level
from app.engine.session import Seat, Session
from app.games import GAMES

CASES: dict[str, tuple[str, dict[str, Any]]] = {
    "through_the_desert": ("through_the_desert", {}),
    "tinners_trail": ("tinners_trail", {}),
    "barrage": ("barrage", {}),
    "barrage+leeghwater": ("barrage", {"leeghwater": True}),
    "blood_rage": ("blood_rage", {}),
}
"""Case name -> (game id, options besides the player count)."""
SEED = 21
"""Setup seed of every benchmarked game."""


def played(game_id: str, options: dict[str, Any]) -> Session:
    """Return a finished game: seat 0 a person played by the easy bot, seat 1 the normal bot."""
    game = GAMES[game_id]
    seats = [Seat(name="Anna"), Seat(name="Bea", kind="bot", level="normal")]
    session = Session(game, game.Options(players=2, **options), SEED, seats)
    while acting := sorted(session.to_act()):
        seat = acting[0]
        bot = make_bot(
            "easy" if seat == 0 else "normal", game, seat, f"{SEED}:{len(session.actions)}"
        )
        if hasattr(bot, "seconds"):
            bot.seconds = math.inf  # the iteration budget alone: the same game on any machine
        session.apply(bot.choose(game.view_for(session.state, PlayerId(seat))))
    return session


def main(names: list[str]) -> None:
    """Print one row per case."""
    print(f"review level {review_level()}; load average {os.getloadavg()[0]:.1f}")  # noqa: T201
    print(f"{'game':<20} {'moves':>5} {'decisions':>9} {'CPU s':>7} {'wall s':>7} {'CPU s/dec':>9}")  # noqa: T201
    for name in names or list(CASES):
        game_id, options = CASES[name]
        session = played(game_id, options)
        cpu, wall = time.process_time(), time.perf_counter()
        review = review_game(History.of(session))
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        decisions = review.seats[0].decisions
        print(  # noqa: T201
            f"{name:<20} {len(session.actions):>5} {decisions:>9} {cpu:>7.1f} {wall:>7.1f} "
            f"{cpu / max(decisions, 1):>9.2f}"
        )


if __name__ == "__main__":
    main(sys.argv[1:])
