"""What the automatic steps of an action did, in words (PRODUCT.md "Log").

PRODUCT.md asks for every automatic step with per-player amounts and a round summary when a
round ends.

Rules code calls `note(text)` where an automatic step changes something (income, water flow,
scoring, refills). Nothing is stored in the state: outside `recording()` a note is dropped at
the cost of one context-variable read, so bots and saves pay nothing and states stay
byte-identical. `GameBase.step_events(before, action, after)` replays the action inside
`recording()` to collect its lines; the log shows them under the action, `hotseat replay`
prints them. A context variable (not a module global) keeps bot threads apart.

A note about one seat carries it as the argument `who` (`Seat(n)`), and its amount as `n`
(VP, credits…), so that `round_table` can sort the lines by seat for a round summary.

The ledger (STYLE.md §3): a line that changes some of the game's counters
(`GameBase.counters`) carries the changes as its deltas (`Text.with_deltas`) and shows the
amounts in its words; `deltas_of` adds up the lines of one step.
"""

from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import TYPE_CHECKING

from app.engine.text import Seat, Text

if TYPE_CHECKING:
    from collections.abc import Iterable, Iterator, Sequence

__all__ = ["RoundSummary", "deltas_of", "is_recording", "note", "recording", "round_table"]

_LINES: ContextVar[list[Text] | None] = ContextVar("hotseat_event_lines", default=None)


def is_recording() -> bool:
    """Return True inside `recording()` (build costly notes only then)."""
    return _LINES.get() is not None


def note(text: Text) -> None:
    """Record one line about an automatic step (dropped outside `recording()`)."""
    lines = _LINES.get()
    if lines is not None:
        lines.append(text)


def deltas_of(lines: Iterable[Text]) -> dict[str, int]:
    """Return the counter changes that `lines` explain together (counter key -> sum)."""
    out: dict[str, int] = {}
    for line in lines:
        for key, amount in line.deltas:
            out[key] = out.get(key, 0) + amount
    return out


@contextmanager
def recording() -> Iterator[list[Text]]:
    """Collect the notes made inside the block, in order."""
    lines: list[Text] = []
    token = _LINES.set(lines)
    try:
        yield lines
    finally:
        _LINES.reset(token)


@dataclass(frozen=True)
class RoundSummary:
    """What every seat gained when a round ended, and why (shown by the shared UI)."""

    title: Text
    """E.g. "Round 2 is over"."""
    per_seat: tuple[tuple[Text, ...], ...]
    """By seat: the lines about that seat ("+6 VP: most energy (14)")."""
    totals: tuple[Text, ...]
    """By seat: one line of totals ("VP 10 → 17, credits 4 → 9")."""
    footer: tuple[Text, ...] = ()
    """Lines about everyone (the new turn order)."""
    next_up: tuple[Text, ...] = ()
    """What comes next: the next round's key facts (`GameBase.next_round`)."""


def round_table(lines: Sequence[Text], seats: int) -> tuple[tuple[Text, ...], ...]:
    """Return `lines` sorted by the seat they name as `who` (lines naming no seat left out)."""
    out: list[list[Text]] = [[] for _ in range(seats)]
    for line in lines:
        who = line.arg("who")
        if isinstance(who, Seat) and 0 <= who.index < seats:
            out[who.index].append(line)
    return tuple(tuple(rows) for rows in out)
