"""Why Undo is grey now, in words (the tooltip of the turn bar's Undo and of Edit ▸ Undo).

A stranger dropped out of a Tinners' Trail auction and could not tell whether it could be taken
back: a grey Undo said nothing. Undo takes back the last move of the person at the screen while
it is still theirs (`GameController.can_undo`); each other case says which rule holds it: a move
that showed something new (a tile, a card, dice), a turn already confirmed or passed on, a
bot's move, a replayed moment, the game's end.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from app.ui.controller import GameController

__all__ = ["undo_refusal"]


def undo_refusal(c: GameController) -> str:
    """Return why the last move cannot be undone now ("" when Undo is allowed)."""
    if c.can_undo():
        return ""
    if c.replay_step() is not None:
        return QCoreApplication.translate("UndoNote", "Return to the present to undo")
    if not c.session.actions:
        return QCoreApplication.translate("UndoNote", "Nothing to undo yet")
    if c.is_over():
        return QCoreApplication.translate("UndoNote", "The game is over: its last move is final")
    return _last_move_refusal(c)


def _last_move_refusal(c: GameController) -> str:
    """Why the last move of a running game is final (it is not the screen's to take back)."""
    session = c.session
    n = len(session.actions)
    last = session.actions[-1]
    if c.is_bot(last.player):
        return QCoreApplication.translate(
            "UndoNote", "The last move was a bot's: it cannot be undone"
        )
    if not c.game.is_undoable(session.state_at(n - 1), last, session.state_at(n)):
        return QCoreApplication.translate(
            "UndoNote",
            "The last move showed something new (a tile, a card or dice): it is final",
        )
    mover = c.confirm_seat() if c.confirm_seat() is not None else c.acting_human()
    if mover is None or mover != last.player:
        return QCoreApplication.translate(
            "UndoNote", "The last move was {0}'s and is final: the turn has passed on"
        ).format(c.seat_name(last.player))
    return QCoreApplication.translate(
        "UndoNote", "Your turn is confirmed: its moves can no longer be undone"
    )
