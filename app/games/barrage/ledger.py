"""The ledger of Barrage (STYLE.md §3 "Ledger", issue 18 §1): every number has its line.

Counters (`rules.bookkeeping.counters`): each company's credits, VP, energy-track position,
excavators and mixers in supply and on its construction wheel, technology tiles in supply and
on the wheel, engineers left, dam bases, elevations, conduits and powerhouses still on its
board, contracts in hand and fulfilled; with the Leeghwater Project, its external works and the
building pieces still on its extension board; each dam's and headstream's water drops; the
face-up contracts of each pile and the national contracts.

The action's log line shows what the action itself changed (`action_line`: "pays 2
excavators: excavators 4 → 2"), and each automatic step's line what that step changed
(`shown`: an income, the wheel's return of machinery, water reaching a dam, round scoring):
the amounts are the counters' changes the rules' brackets (`bookkeeping.entry`) saw.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.events import recording
from app.engine.text import Seat, Text
from app.games.barrage.rules import bookkeeping
from app.games.barrage.texts import headstream, map_space, t

if TYPE_CHECKING:
    from collections.abc import Mapping

    from app.games.barrage.actions import AnyAction
    from app.games.barrage.model import State

__all__ = ["FIELDS", "action_line", "counters", "inner", "own_changes", "shown"]

counters = bookkeeping.counters

FIELDS = (
    "vp",
    "credits",
    "energy",
    "engineers",
    "excavators",
    "mixers",
    "wheel_excavators",
    "wheel_mixers",
    "tiles",
    "wheel_tiles",
    "base",
    "elevation",
    "conduit",
    "powerhouse",
    "contracts",
    "fulfilled",
    "works",
    "buildings",
)
"""A company's counters, in the order a line lists their changes."""
_ORDER = {f: i for i, f in enumerate(FIELDS)}


def action_line(state: State, action: AnyAction, line: Text) -> Text:
    """Return `line` showing what `action`, taken in `state`, itself changes (`own_changes`)."""
    before, changes = own_changes(state, action)
    return shown(line, before, changes)


def own_changes(state: State, action: AnyAction) -> tuple[dict[str, int], dict[str, int]]:
    """Return the counters of `state` and what `action` itself changes of them.

    The action is carried out on a copy, its automatic steps left out (their notes carry
    theirs); what its inner steps log themselves (an income uncovered, the wheel's return)
    stays on those lines. An action `state` does not allow changes nothing.
    """
    from app.games.barrage.rules.apply import carry_out, check, draft_for  # noqa: PLC0415

    if check(state, action) is not None:
        return {}, {}  # not an action of this position (a help text, a test)
    draft = draft_for(state, action)  # copy on write, as `apply` does: `state` stays as it is
    with recording() as lines, bookkeeping.probing(lines):
        bookkeeping.watch(draft)
        with bookkeeping.entry(own=False) as bracket:
            carry_out(draft, action)
    if bracket is None:
        return {}, {}
    return bracket.before, bracket.seen


def shown(line: Text, before: Mapping[str, int], deltas: Mapping[str, int]) -> Text:
    """Return `line` with the counters' changes listed after it, carrying them as its deltas.

    The line keeps the seat it is about (`who`), so the round summary still sorts it.
    """
    changes = {k: v for k, v in deltas.items() if v}
    if not changes:
        return line
    who = line.arg("who")
    items = [_change(k, before.get(k, 0), n, who) for k, n in sorted(changes.items(), key=_rank)]
    listed = items[0]
    for item in items[1:]:  # "a, b, c": a list of amounts, not "a, b and c"
        listed = t("ledger.more", head=listed, item=item)
    args: dict[str, Text | Seat] = {"line": line, "changes": listed}
    if isinstance(who, Seat):
        args["who"] = who
    return t("ledger.line", **args).with_deltas(changes)


def inner(line: Text) -> Text:
    """Return the line `shown` wrapped (`line` itself if it lists no changes)."""
    if line.key == "ledger.line":
        wrapped = line.arg("line")
        if isinstance(wrapped, Text):
            return wrapped
    return line


def _rank(item: tuple[str, int]) -> tuple[int, int, str]:
    kind, _, rest = item[0].partition(":")
    if kind == "seat":
        seat, _, name = rest.partition(":")
        return (0, int(seat), f"{_ORDER.get(name, 99):02d}")
    return (1, 0, item[0])


def _change(key: str, before: int, n: int, who: object) -> Text:
    """One change in words: "credits 5 → 3", "Bea's VP 12 → 14", "basin 3 left dam water 0 → 2"."""
    kind, _, rest = key.partition(":")
    name, _, field = rest.rpartition(":")
    if kind == "seat":
        what = t(f"counter.{field}")
        if who == Seat(int(name)):
            return t("ledger.change", what=what, before=before, after=before + n)
        return t(
            "ledger.change_of", who=Seat(int(name)), what=what, before=before, after=before + n
        )
    if kind == "dam":
        what = t("counter.dam", dam=map_space(name))
    elif kind == "headstream":
        what = t("counter.headstream", place=headstream(name))
    else:
        what = t(f"counter.offer.{rest}")
    return t("ledger.change", what=what, before=before, after=before + n)
