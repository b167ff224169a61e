"""The automatic steps between decisions (STYLE.md §3 "Phases"; seed 002 「ゲームの進行」).

`step` pops an answered decision, or moves the game on: after the setup keep, the next turn on
the work track (or a forced pass), selling and investing when everybody has passed, the next
investor, the end of the round, the peeks, and the next round.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.tinners_trail.model import Phase
from app.games.tinners_trail.rules import changeover, investment, setup, worktrack

if TYPE_CHECKING:
    from app.games.tinners_trail.model import State

__all__ = ["step"]


def step(draft: State) -> bool:
    """Do one automatic transition; False when someone must act or the game is over."""
    if draft.pending:
        if draft.pending[-1].waiting:
            return False
        draft.pending.pop()
        return True
    phase = draft.phase
    if phase is Phase.KEEP:
        setup.finish_keep(draft)
    elif phase is Phase.ACTIONS:
        who = worktrack.actor(draft)
        if who is None:
            investment.begin(draft)
        else:
            worktrack.next_turn(draft, who)
    elif phase is Phase.INVEST:
        if not investment.next_investor(draft):
            changeover.end_round(draft)
    elif phase is Phase.PEEK:
        if not changeover.next_peek(draft):
            changeover.start_round(draft)
    else:
        return False
    return True
