"""Per seat what a round's end gained and why, from the ledger (issue 18 §4), Qt-free.

A round summary lists, for each seat, the lines of the round's end that changed one of its
gain counters (`GameBase.amount_text`: money, VP, glory…), each led by its amounts from the
line's deltas ("+£15: Ann sells 3 tin for £15"), plus the automatic steps that name the seat
and change none (so "scores nothing from the bonus tile" still says why). The standings rank
the seats by their public score after the round.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.engine.game import PlayerId
from app.engine.text import Seat, Text, engine_text

if TYPE_CHECKING:
    from collections.abc import Sequence

    from app.engine.game import GameBase

__all__ = ["seat_amounts", "seat_gains", "standings"]


def seat_amounts(game: GameBase[Any, Any], line: Text, seat: int) -> list[Text]:
    """Return the signed amounts of `seat`'s gain counters that `line` changes ("+£15")."""
    prefix = f"seat:{seat}:"
    out = []
    for key, amount in line.deltas:
        if not key.startswith(prefix):
            continue
        words = game.amount_text(key[len(prefix) :], abs(amount))
        if words is not None:
            out.append(engine_text("summary.plus" if amount > 0 else "summary.minus", n=words))
    return out


def _joined(amounts: list[Text]) -> Text:
    out = amounts[0]
    for more in amounts[1:]:
        out = engine_text("summary.pair", a=out, b=more)
    return out


def seat_gains(
    game: GameBase[Any, Any], lines: Sequence[tuple[Text, bool]], seats: int
) -> tuple[tuple[Text, ...], ...]:
    """Return by seat the lines of a round's end that concern it, with their amounts.

    Args:
        game: The game (names the gain counters).
        lines: The round end's log lines in order, each with True if an automatic step made it
            (a player's own move is listed only when it changes a gain counter).
        seats: Number of seats.
    """
    out: list[list[Text]] = [[] for _ in range(seats)]
    for line, automatic in lines:
        who = line.arg("who")
        for seat in range(seats):
            amounts = seat_amounts(game, line, seat)
            if amounts:
                out[seat].append(engine_text("summary.gain", amounts=_joined(amounts), line=line))
            elif automatic and who == Seat(seat) and game.summary_names(line):
                out[seat].append(line)
    return tuple(tuple(rows) for rows in out)


def standings(game: GameBase[Any, Any], state: Any, seats: int) -> tuple[Text, ...]:
    """Return the seats ranked by public score in `state` ("1. Bea: 23 VP"); () without scores.

    Tied seats share a rank; the order among them is the seat order.
    """
    scores = [game.public_score(state, PlayerId(p)) for p in range(seats)]
    if any(s is None for s in scores):
        return ()
    ranked = sorted(range(seats), key=lambda p: (-(scores[p] or 0), p))
    out = []
    for p in ranked:
        n = scores[p] or 0
        rank = 1 + sum(1 for s in scores if (s or 0) > n)
        words = game.amount_text(game.score_counter, n) if game.score_counter else None
        out.append(engine_text("summary.standing", rank=rank, who=Seat(p), score=words or str(n)))
    return tuple(out)
