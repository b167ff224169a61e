"""A finished toy game with one deliberately bad move, for the review's tests."""

from __future__ import annotations

from typing import Any

from app.engine.game import PlayerId
from app.engine.session import Seat, Session
from tests.engine.toy import TOY, Draw, EndTurn, Take

__all__ = ["BAD_MOVE", "P0", "P1", "scripted_game"]

P0, P1 = PlayerId(0), PlayerId(1)
BAD_MOVE = 10
"""The move number of Anna's deliberate mistake in `scripted_game`."""


def scripted_game(anna: str = "human", bea: str = "bot") -> Session:
    """A finished toy game (12 counters) in which Anna ends a turn after one counter.

    Take-away (tests/engine/toy.py): up to 3 counters a turn, counters are points. In her
    second turn Anna draws, takes 1 and ends the turn (move 10) although 2 more were hers to
    take: the clearly worse move. Everything else is the full 3 counters a turn.
    """
    seats = [
        Seat(name="Anna", kind=anna, level="normal" if anna == "bot" else None),  # type: ignore[arg-type]
        Seat(name="Bea", kind=bea, level="normal" if bea == "bot" else None),  # type: ignore[arg-type]
    ]
    session = Session(TOY, TOY.Options(players=2), 4, seats)
    script: list[Any] = [
        *(Draw(player=P0), Take(player=P0, count=2), Take(player=P0, count=1), EndTurn(player=P0)),
        *(Take(player=P1, count=2), Take(player=P1, count=1), EndTurn(player=P1)),
        *(Draw(player=P0), Take(player=P0, count=1), EndTurn(player=P0)),
        *(Take(player=P1, count=2), Take(player=P1, count=1), EndTurn(player=P1)),
        Take(player=P0, count=2),
    ]
    for action in script:
        session.apply(action)
    assert session.outcome() is not None
    return session
