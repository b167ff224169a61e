"""The automatic steps between decisions (STYLE.md §3 "Phases"; seed 003 「ゲームの流れ」).

`step` passes the draft offers left when every seat has picked, or ends the draft. The Action
phase and everything after it are not built yet (issue 10): once the draft ends the flow stops
in `Phase.ACTION` with nobody to act, so `to_act` is empty and `outcome` is None there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.blood_rage.model import Draft
from app.games.blood_rage.rules import draft as gods_gifts

if TYPE_CHECKING:
    from app.games.blood_rage.model import State

__all__ = ["step"]


def step(draft: State) -> bool:
    """Do one automatic transition; False when someone must act or nothing more is built."""
    if not draft.pending:
        return False
    top = draft.pending[-1]
    if top.waiting:
        return False
    match top:
        case Draft():
            gods_gifts.pass_or_finish(draft)
    return True
