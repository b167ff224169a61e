"""Per-game statistics of a finished game, read from its ledger (issue 38 §3), Qt-free.

Every number a player sees changes through a logged line carrying its amounts (the ledger,
STYLE.md §3). The results dialog adds a small table per seat and round (or Age): points by
source, energy produced, battles won, tin sold… Each row adds up the changes of one seat
counter that the log lines of one kind carry, so each number has its lines in the log.

What a game counts is data: `resources/<game>/stats.json` holds
- `score`: the seat counters that make up the score, each with its points per unit
  (`{"vp": 1}`; Through the Desert counts oasis tiles at 5);
- `rows`: in order, each `{"id", "label", "counter"}` (the label is a key of the game's
  catalogue) and optionally `keys` (prefixes of the log line keys it takes; none: every line),
  `sign` (1: gains only, -1: losses only, shown positive), `points` (a source of the score),
  `opening` (the counter's value at the setup counts too, in the first round) and `count`
  (count the lines of those keys that name the seat as `who`, rather than add amounts).

A change of a score counter no points row takes goes to "Other", so the points rows always add
up to the final score (checked by the tests over seeded games of every game).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, Field

from app.engine.resources import resource_path
from app.engine.text import Seat, Text, engine_text

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from app.engine.game import GameBase

__all__ = ["GameStats", "StatRow", "StatsSpec", "game_stats", "stats_spec"]


class RowSpec(BaseModel):
    """One row of a game's statistics (`stats.json`)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str
    label: str
    """A key of the game's catalogue."""
    counter: str
    """The seat counter (after `seat:<n>:`) whose changes the row adds up."""
    keys: tuple[str, ...] = ()
    """Prefixes of the log line keys the row takes (empty: every line)."""
    sign: int = Field(default=0, ge=-1, le=1)
    """1: gains only; -1: losses only (shown as a positive number); 0: every change."""
    points: bool = False
    """A source of the score (the points rows add up to the final score)."""
    opening: bool = False
    """The counter's value at the setup counts too (in the first round)."""
    count: bool = False
    """Count the lines of `keys` naming the seat as `who` (battles won), not amounts."""

    def takes(self, key: str) -> bool:
        """Return whether a log line with this key belongs to the row."""
        return not self.keys or any(key.startswith(prefix) for prefix in self.keys)


class StatsSpec(BaseModel):
    """What a game's statistics count (`resources/<game>/stats.json`)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    score: dict[str, int]
    """Seat counter -> points per unit."""
    rows: tuple[RowSpec, ...]
    next: tuple[str, ...] = ()
    """Prefixes of the keys of the lines that start the next round inside a step (Barrage's
    step that ends a round also pays the next round's income after "round_reset")."""
    end: tuple[str, ...] = ()
    """Prefixes of the keys of the line that starts the end-of-game scoring: from it on, the
    lines go to a column of their own ("End of game"), not to the last round's (Blood Rage's
    card end bonuses and legendary stats are not glory earned in Age 3)."""


@cache
def stats_spec(game_id: str) -> StatsSpec | None:
    """Return the statistics a game counts, None if it declares none."""
    path = resource_path(game_id, "stats.json")
    if not path.is_file():
        return None
    return StatsSpec.model_validate(json.loads(path.read_text(encoding="utf-8")))


@dataclass(frozen=True)
class StatRow:
    """One row of the table: a label and its numbers by seat and round."""

    label: Text
    values: tuple[tuple[int, ...], ...]
    """`values[seat][period]`."""
    points: bool
    """A source of the score (added into the total)."""

    def total(self, seat: int) -> int:
        """Return the seat's sum over the whole game."""
        return sum(self.values[seat])


@dataclass(frozen=True)
class GameStats:
    """A finished game's statistics and each seat's points after every step, from the ledger."""

    periods: tuple[Text, ...]
    """The rounds or Ages, in order (empty: the game has none to split by)."""
    rows: tuple[StatRow, ...]
    """The points rows first (in the spec's order, "Other" last), then the other rows."""
    running: tuple[tuple[int, ...], ...]
    """`running[step][seat]`: the points the ledger had given each seat after `step` moves."""

    def total(self, seat: int) -> int:
        """Return the seat's points: the sum of the points rows."""
        return sum(row.total(seat) for row in self.rows if row.points)


class _Tally:
    """The sums being added up while the ledger is read."""

    def __init__(self, spec: StatsSpec, seats: int) -> None:
        self.spec = spec
        self.seats = seats
        self.values: dict[str, list[list[int]]] = {}
        self.points = [0] * seats

    def add(self, row: str, seat: int, period: int, amount: int) -> None:
        cells = self.values.setdefault(row, [[] for _ in range(self.seats)])[seat]
        cells.extend([0] * (period + 1 - len(cells)))
        cells[period] += amount

    def opening(self, counters: dict[str, int]) -> None:
        for row in self.spec.rows:
            if row.opening and row.points:
                weight = self.spec.score.get(row.counter, 1)
                for seat in range(self.seats):
                    amount = counters.get(f"seat:{seat}:{row.counter}", 0) * weight
                    self.add(row.id, seat, 0, amount)
                    self.points[seat] += amount

    def line(self, key: str, line: Text, period: int) -> None:
        for name, amount in line.deltas:
            kind, _, rest = name.partition(":")
            seat_text, _, counter = rest.partition(":")
            if kind != "seat" or not seat_text.isdigit() or int(seat_text) >= self.seats:
                continue
            self._delta(key, int(seat_text), counter, amount, period)
        who = line.arg("who")
        for row in self.spec.rows:
            if row.count and row.takes(key) and isinstance(who, Seat) and who.index < self.seats:
                self.add(row.id, who.index, period, 1)

    def _delta(self, key: str, seat: int, counter: str, amount: int, period: int) -> None:
        weight = self.spec.score.get(counter)
        if weight is not None:
            self.points[seat] += amount * weight
            row = next((r for r in self.spec.rows if r.points and _fits(r, key, counter)), None)
            self.add(row.id if row else "", seat, period, amount * weight)
        for row in self.spec.rows:
            if row.points or row.count or not _fits(row, key, counter):
                continue
            if row.sign == 0 or row.sign * amount > 0:
                self.add(row.id, seat, period, abs(amount) if row.sign else amount)


END = engine_text("stats.end")
"""The column of the end-of-game scoring (`StatsSpec.end`)."""


def _enter(periods: list[Text], name: Text | None) -> None:
    """Start the round or Age `name` unless it is the one under way (or the game is scoring)."""
    if name is not None and (not periods or periods[-1] not in (name, END)):
        periods.append(name)


def _fits(row: RowSpec, key: str, counter: str) -> bool:
    return row.counter == counter and row.takes(key)


def game_stats(
    game: GameBase[Any, Any],
    states: Sequence[Any],
    actions: Sequence[Any],
    events: Callable[[int], Sequence[Text]] | None = None,
) -> GameStats | None:
    """Return the statistics of a game from its ledger; None if the game declares none.

    Args:
        game: The game.
        states: `states[i]` after i moves (the setup first); whole states, not views: the
            game is over, so everything is public (Through the Desert's water holes).
        actions: `actions[i]` leads from `states[i]` to `states[i + 1]`.
        events: `events(i)`, the automatic steps' lines of the action leading to step `i`
            (the log's cache); by default `GameBase.step_events`, which replays the action.
    """
    spec = stats_spec(game.id)
    if spec is None or not states:
        return None
    seats = len(game.seats(states[0]))
    tally = _Tally(spec, seats)
    tally.opening(game.counters(states[0]))
    periods: list[Text] = []
    running = [tuple(tally.points)]
    for step, (before, action, after) in enumerate(zip(states, actions, states[1:], strict=False)):
        _enter(periods, game.story_round(before))
        automatic = (
            events(step + 1) if events is not None else game.step_events(before, action, after)
        )
        for line in [game.describe(before, action), *automatic]:
            key = game.ledger_key(line)
            if any(key.startswith(prefix) for prefix in spec.next):
                _enter(periods, game.story_round(after))
            if any(key.startswith(prefix) for prefix in spec.end):
                _enter(periods, END)
            tally.line(key, line, max(0, len(periods) - 1))
        running.append(tuple(tally.points))
    return GameStats(tuple(periods), _rows(game, spec, tally, max(1, len(periods))), tuple(running))


def _rows(
    game: GameBase[Any, Any], spec: StatsSpec, tally: _Tally, width: int
) -> tuple[StatRow, ...]:
    def values(row_id: str) -> tuple[tuple[int, ...], ...]:
        cells = tally.values.get(row_id, [[] for _ in range(tally.seats)])
        return tuple(tuple(c + [0] * (width - len(c))) for c in cells)

    points = [
        StatRow(Text.of(game.id, row.label), values(row.id), points=True)
        for row in spec.rows
        if row.points and any(map(any, tally.values.get(row.id, ())))
    ]
    if any(map(any, tally.values.get("", ()))):
        points.append(StatRow(engine_text("stats.other"), values(""), points=True))
    others = [
        StatRow(Text.of(game.id, row.label), values(row.id), points=False)
        for row in spec.rows
        if not row.points
    ]
    return (*points, *others)
