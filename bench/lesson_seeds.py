"""Rank the seeds of each guided game (Game ▸ Learn a game) by the topics of its first moves.

Easy bots play every seat for the first 40 moves; the count is the topics the coach has due by
then (`app/shell/learn.py` keeps the chosen seed). Prints the five best seeds of 1–15 and seed
1's count, per lesson. A tool, not a test and not part of `make bench`.
"""

from __future__ import annotations

import argparse
import sys

from app.engine.bots import make_bot
from app.engine.coach import Coach
from app.engine.game import PlayerId
from app.games import GAMES
from app.shell.learn import LESSONS


def topics_early(lesson_key: str, seed: int, players: int, moves: int) -> int:
    """Return how many topics are due after the first `moves` moves of `seed`."""
    lesson = next(x for x in LESSONS if x.key == lesson_key)
    game = GAMES[lesson.game_id]
    options = game.Options(players=players, **dict(lesson.options))
    state = game.setup(options, seed)
    bots = {p: make_bot("easy", game, PlayerId(p), seed) for p in range(players)}
    coach = Coach(game, only=frozenset(lesson.only) if lesson.only else None)
    actions = []
    states = [state]
    for _ in range(moves):
        acting = sorted(game.to_act(state))
        if not acting:
            break
        action = bots[int(acting[0])].choose(game.view_for(state, acting[0]))
        actions.append(action)
        state = game.apply(state, action)
        states.append(state)
        coach.follow(actions, state, states.__getitem__)
    return len(coach.waiting)


def main() -> None:
    """Print the ranking."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--moves", type=int, default=40)
    args = parser.parse_args()
    for lesson in LESSONS:
        ranked = sorted(
            ((topics_early(lesson.key, s, args.players, args.moves), s) for s in range(1, 16)),
            reverse=True,
        )
        first = next(n for n, s in ranked if s == 1)
        sys.stdout.write(
            f"{lesson.key:20} best {ranked[:5]}  seed 1: {first}  chosen: {lesson.seed}\n"
        )


if __name__ == "__main__":
    main()
