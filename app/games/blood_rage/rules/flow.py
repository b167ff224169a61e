"""The automatic steps between decisions (STYLE.md §3 "Phases"; seed 003 「ゲームの流れ」).

An answered decision is popped and what it started goes on: the draft passes left or ends (then
the Action phase begins), a turn hands over to the seat on the left, Call to Battle ends in an
unopposed pillage or a battle, a battle goes through its stages (reveal, late cards, compare,
end) and pops itself. With no decision left the
phase moves on: Action (next turn, or the end of the phase) → Discard → Quest → Ragnarök →
Release Valhalla → the next Age's Gods' Gifts, or the end of the game after the third Age.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.blood_rage.model import (
    Battle,
    CallToBattle,
    CardChoice,
    Draft,
    FreeInvade,
    Phase,
    Turn,
)
from app.games.blood_rage.rules import (
    action,
    age_end,
    battle,
    call_to_battle,
    card_use,
    death,
    quests,
    scoring,
)
from app.games.blood_rage.rules import draft as gods_gifts
from app.games.blood_rage.rules.actions import invade

if TYPE_CHECKING:
    from app.games.blood_rage.model import AnyDecision, State

__all__ = ["step"]


def step(draft: State) -> bool:
    """Do one automatic transition; False when someone must act or the game is over."""
    if draft.pending:
        top = draft.pending[-1]
        if top.waiting and not _answerable(draft, top):
            draft.pending.pop()  # a card question whose answers have all gone
            death.release(draft, top)
            return True
        if top.waiting:
            return False
        if isinstance(top, Draft):
            gods_gifts.pass_or_finish(draft)
            if not draft.pending:
                action.enter(draft)
            return True
        if isinstance(top, Battle):
            battle.advance(draft, top)  # its stages; it pops itself at the end
            return True
        draft.pending.pop()
        death.release(draft, top)  # a declined Frigga's Protection: the rest are destroyed
        match top:
            case Turn():
                action.end_turn(draft, top)
            case CallToBattle():
                call_to_battle.finish(draft, top)
            case _:
                pass
        return True
    return _next_phase(draft)


def _answerable(draft: State, top: AnyDecision) -> bool:
    """A card question or a required free invasion still has an answer (else it is dropped)."""
    if isinstance(top, CardChoice):
        return bool(card_use.choices(draft, top.waiting[0]))
    if isinstance(top, FreeInvade) and not top.optional:
        return bool(invade.choices(draft, top.waiting[0]))
    return True


def _next_phase(draft: State) -> bool:
    """Nothing is pending: start the next turn or the next phase."""
    phase = draft.phase
    if phase is Phase.ACTION:
        if action.is_over(draft):
            age_end.enter_discard(draft)
        else:
            action.begin_turn(draft)
    elif phase is Phase.DISCARD:
        quests.enter(draft)
    elif phase is Phase.QUEST:
        age_end.ragnarok(draft)
    elif phase is Phase.RAGNAROK:
        if age_end.standing(draft):
            age_end.fall(draft)  # its questions (`dying`) are answered
        else:
            age_end.release_valhalla(draft)
    elif phase is Phase.VALHALLA:
        if draft.age < 3:
            age_end.next_age(draft)
        else:
            scoring.finish(draft)
    else:
        return False
    return True
