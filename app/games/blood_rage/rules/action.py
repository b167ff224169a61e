"""The Action phase: turn order and Rage (seed 003 「2. アクションフェイズ」).

The seat holding the first-player token acts first, then play goes clockwise (to the left,
RULES.md R2), one action per turn. Each clan starts the phase with Rage equal to its Rage stat
(「激情値は各ラウンドの最初に貴方がどれだけ激情を扱えるかを示します」) and spends it on actions
(「貴方がアクションを実行する時、通常は貴方の激情を支払います」). A seat with no Rage left is
skipped (RULES.md R8); it still joins Call to Battle and battles. Passing gives up the Rage left
(R9). The phase ends when no seat has Rage left, or when every province still standing has been
pillaged this Age (R8).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.game import PlayerId
from app.games.blood_rage.model import Phase, Turn
from app.games.blood_rage.rules import ledger, notes
from app.games.blood_rage.rules.board import stat_value
from app.games.blood_rage.rules.edit import update_seat

if TYPE_CHECKING:
    from app.games.blood_rage.actions import PassTurn
    from app.games.blood_rage.model import State

__all__ = ["answer", "begin_turn", "end_turn", "enter", "is_over", "next_seat", "on_pass", "spend"]


def enter(draft: State) -> None:
    """Start the Action phase: Rage = Rage stat for everyone, the first player to act."""
    draft.phase = Phase.ACTION
    for p, seat in enumerate(draft.seats):
        rage = stat_value(seat, "rage")
        update_seat(draft, p, rage=rage, passed=False)
        # Rage left from the last Age (a phase ended by pillage) is replaced, not added to
        notes.seat_line("rage", p, {ledger.seat_key(p, "rage"): rage - seat.rage}, n=rage)
    draft.turn = draft.first_player


def is_over(state: State) -> bool:
    """Nobody has Rage left, or every province still standing is pillaged (RULES.md R8)."""
    if all(s.rage == 0 for s in state.seats):
        return True
    return all(p.destroyed or p.pillaged for p in state.provinces)


def next_seat(state: State) -> int | None:
    """The first seat from `state.turn` clockwise that has Rage left."""
    n = state.players
    for i in range(n):
        seat = (state.turn + i) % n
        if state.seats[seat].rage > 0:
            return seat
    return None


def begin_turn(draft: State) -> None:
    """Give the turn to the next seat with Rage."""
    seat = next_seat(draft)
    assert seat is not None, "begin_turn with nobody holding Rage"
    draft.turn = seat
    draft.pending.append(Turn(waiting=(PlayerId(seat),), seat=seat))


def end_turn(draft: State, top: Turn) -> None:
    """The turn is over (and everything it started): the seat on the left is next."""
    draft.turn = (top.seat + 1) % draft.players


def answer(draft: State) -> None:
    """Mark the turn on top as answered (its action has been chosen)."""
    top = draft.pending[-1]
    assert isinstance(top, Turn)
    top.waiting = ()


def spend(draft: State, player: int, rage: int) -> None:
    """Pay `rage` from the seat's Rage track."""
    seat = draft.seats[player]
    assert seat.rage >= rage
    update_seat(draft, player, rage=seat.rage - rage)


def on_pass(draft: State, action: PassTurn) -> None:
    """Pass: the Rage left is lost; no more actions this phase (RULES.md R9)."""
    answer(draft)
    update_seat(draft, action.player, rage=0, passed=True)
