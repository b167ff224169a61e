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
the amounts are the counters' changes the rules' brackets (`bookkeeping.entry`) saw. Such a
line is built by `app.games.barrage.ledgerline` (`shown`, `inner` and `FIELDS` are re-exported).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.events import recording
from app.games.barrage.ledgerline import FIELDS, inner, shown
from app.games.barrage.rules import bookkeeping
from app.games.barrage.rules.apply import carry_out, check, draft_for

if TYPE_CHECKING:
    from app.engine.text import Text
    from app.games.barrage.actions import AnyAction
    from app.games.barrage.model import State

__all__ = ["FIELDS", "action_line", "counters", "inner", "move_changes", "own_changes", "shown"]

counters = bookkeeping.counters


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
    bracket = _carried_out(state, action)
    if bracket is None:
        return {}, {}
    return bracket.before, bracket.seen


def move_changes(state: State, action: AnyAction) -> dict[str, int]:
    """Return every counter change `action` makes, taken in `state` (the preview's "Changes").

    The action's own line and the lines logged while it is carried out (a conduit's fee paid
    to its owner, the wheel's return, a reward): the log's numbers for the move (issue 35).
    The automatic steps after it (the end of a turn or round) are left out. Empty for an
    action `state` does not allow.
    """
    bracket = _carried_out(state, action)
    return {} if bracket is None else bracket.change


def _carried_out(state: State, action: AnyAction) -> bookkeeping.Bracket | None:
    """Carry out `action` on a copy of `state` and return its closed bracket (None: illegal)."""
    if check(state, action) is not None:
        return None  # not an action of this position (a help text, a test)
    draft = draft_for(state, action)  # copy on write, as `apply` does: `state` stays as it is
    with recording() as lines, bookkeeping.probing(lines):
        bookkeeping.watch(draft)
        with bookkeeping.entry(own=False) as bracket:
            carry_out(draft, action)
    return bracket
