"""The counters of Barrage and the brackets that give each log line its amounts (STYLE.md §3).

`counters(state)` is every number the table shows (issue 18 §1). Rules code changes counters
inside `entry()` brackets: the automatic step that gives an income, moves water or scores a
round opens a bracket, makes the change and emits its line (`emit`), and the bracket gives
that line the change of every counter it saw (what inner brackets explained left out). Only
`GameBase.step_events` turns this on (`probing`); otherwise a bracket costs one context-variable
read and `emit` is `events.note`. A change made outside every bracket of an automatic step is
on no line, and the ledger check (`conformance.check_ledger`) names it: the brackets say where a
line's amounts come from, they do not explain anything by themselves.

The action's own bracket (`entry(own=False)`) keeps what it saw for the action's log line
(`ledger.action_line`), which the log shows first. Lines get their amounts listed by
`app.games.barrage.ledgerline.shown`.
"""

from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING

from app.engine.events import note
from app.games.barrage.data.data import game_data, geometry
from app.games.barrage.ledgerline import inner, shown
from app.games.barrage.rules.board import built

if TYPE_CHECKING:
    from collections.abc import Iterator

    from app.engine.text import Text
    from app.games.barrage.data.components import Structure
    from app.games.barrage.model import State

__all__ = ["Bracket", "chained", "counters", "emit", "entry", "probing", "watch"]

STRUCTURES: tuple[Structure, ...] = ("base", "elevation", "conduit", "powerhouse")
"""The company's pieces: `counters` counts those still on its board (seed 000 建設)."""


def counters(state: State) -> dict[str, int]:
    """Return every number a seat sees in `state` (a view), by stable key.

    All of Barrage's numbers are public (seed 000 keeps credits, machinery and VP in the
    open); only the order of face-down piles is hidden, and no counter reads it.
    """
    out: dict[str, int] = {}
    supply = game_data().setup.pieces
    for p, seat in enumerate(state.seats):
        segments = seat.wheel.segments
        values = (
            seat.credits,
            seat.vp,
            seat.energy,
            seat.excavators,
            seat.mixers,
            seat.engineers,
            len(seat.tiles),
            sum(s.excavators for s in segments),
            sum(s.mixers for s in segments),
            sum(1 for s in segments if s.tile),
            len(seat.contracts),
            len(seat.fulfilled),
            *(supply[structure] - built(state, p, structure) for structure in STRUCTURES),
        )
        out.update(zip(_seat_keys(p), values, strict=True))
    dams, headstreams = _map_keys()
    out.update(zip(dams, (d.drops for d in state.dams), strict=True))
    out.update(zip(headstreams, state.headstream_drops, strict=True))
    for pile in state.private:
        out[f"offer:{pile.tier}"] = len(pile.face_up)
    out["offer:national"] = len(state.national)
    if state.lwp is not None:
        pieces = game_data().leeghwater.pieces
        for p in range(state.players):
            out[f"seat:{p}:works"] = len(state.lwp.works[p])
            out[f"seat:{p}:buildings"] = pieces - sum(1 for b in state.lwp.built if p in b)
    return out


_SEAT_FIELDS = (
    "credits",
    "vp",
    "energy",
    "excavators",
    "mixers",
    "engineers",
    "tiles",
    "wheel_excavators",
    "wheel_mixers",
    "wheel_tiles",
    "contracts",
    "fulfilled",
    *STRUCTURES,
)
"""A company's counters, in the order `counters` reads them."""


@cache
def _seat_keys(seat: int) -> tuple[str, ...]:
    return tuple(f"seat:{seat}:{name}" for name in _SEAT_FIELDS)


@cache
def _map_keys() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The keys of the dams' and the headstreams' drops, by index (the map never changes)."""
    geo = geometry()
    dams = tuple(f"dam:{d.id}:drops" for d in geo.dams)
    return dams, tuple(f"headstream:{h.id}:drops" for h in geo.data.headstreams)


@dataclass
class Bracket:
    """One open bracket: the counters when it opened and what inner lines explained."""

    before: dict[str, int]
    own: bool
    """False for the action's bracket: its amounts go on the action's line, not on a note."""
    claimed: dict[str, int] = field(default_factory=dict)
    lines: list[int] = field(default_factory=list)
    """Where the lines said inside it stand in the log being recorded."""
    seen: dict[str, int] = field(default_factory=dict)
    """When closed: the changes this bracket itself explains (inner brackets' left out)."""
    change: dict[str, int] = field(default_factory=dict)
    """When closed: every change made inside it, inner brackets' included."""


@dataclass
class _Probe:
    lines: list[Text]
    """The log being recorded (`events.recording`): a closing bracket amends its line."""
    draft: State | None = None
    stack: list[Bracket] = field(default_factory=list)
    own: Bracket | None = None
    """The action's bracket once closed: where the step's counters started, and its line's."""


_PROBE: ContextVar[_Probe | None] = ContextVar("barrage_ledger_probe", default=None)


@contextmanager
def probing(lines: list[Text]) -> Iterator[_Probe]:
    """Give the lines emitted into `lines` (a recording) their counters' changes (`entry`)."""
    probe = _Probe(lines)
    token = _PROBE.set(probe)
    try:
        yield probe
    finally:
        _PROBE.reset(token)


def chained(probe: _Probe) -> list[Text]:
    """Return the recorded lines with each counter's values following on from line to line.

    A bracket gives its line the values of when it opened, and a bracket that opens inside
    another (USA's energy while a production's water flows) opens before its parent's own
    change is made, though the parent's line is read first: "energy 16 → 24" then "energy
    16 → 17" (issue 35). The log reads the action's line, then these lines in order, so each
    line's values start where the lines before it left them: "16 → 24" then "24 → 25".
    The amounts stay as they were; only the values they start from are set in reading order.
    """
    own = probe.own
    if own is None:
        return probe.lines
    running = dict(own.before)
    for k, v in own.seen.items():
        running[k] = running.get(k, 0) + v
    out = []
    for line in probe.lines:
        amounts = dict(line.deltas)
        wrapped = amounts and line.key == "ledger.line"
        chained_line = shown(inner(line), running, amounts) if wrapped else line
        for k, v in amounts.items():
            running[k] = running.get(k, 0) + v
        out.append(chained_line)
    return out


def watch(draft: State) -> None:
    """Follow `draft`, the state the rules are changing now (when probing)."""
    probe = _PROBE.get()
    if probe is not None:
        probe.draft = draft


@contextmanager
def entry(*, own: bool = True) -> Iterator[Bracket | None]:
    """Bracket one change and the line that says it (see the module docstring)."""
    probe = _PROBE.get()
    if probe is None or probe.draft is None:
        yield None
        return
    draft = probe.draft
    bracket = Bracket(counters(draft), own)
    probe.stack.append(bracket)
    try:
        yield bracket
    finally:
        probe.stack.pop()
        _close(probe, bracket, counters(draft))


def _close(probe: _Probe, bracket: Bracket, now: dict[str, int]) -> None:
    change = {k: v - bracket.before.get(k, 0) for k, v in now.items()}
    seen = {k: v - bracket.claimed.get(k, 0) for k, v in change.items()}
    bracket.seen = {k: v for k, v in seen.items() if v}
    bracket.change = {k: v for k, v in change.items() if v}
    explained = change if bracket.lines or not bracket.own else bracket.claimed
    if bracket.own and bracket.lines and bracket.seen:
        last = bracket.lines[-1]  # the line said last is the one that gives the amounts
        probe.lines[last] = _with_amounts(probe.lines[last], bracket.before, bracket.seen)
    if not bracket.own and not probe.stack:
        probe.own = bracket
    if probe.stack:
        parent = probe.stack[-1]
        for k, v in explained.items():
            if v:
                parent.claimed[k] = parent.claimed.get(k, 0) + v


def emit(line: Text) -> None:
    """Log `line` (an automatic step's); inside a bracket, it gets the bracket's amounts."""
    note(line)
    probe = _PROBE.get()
    if probe is not None and probe.stack and probe.lines and probe.lines[-1] is line:
        probe.stack[-1].lines.append(len(probe.lines) - 1)


def _with_amounts(line: Text, before: dict[str, int], seen: dict[str, int]) -> Text:
    if not seen:
        return line
    return shown(line, before, seen)
