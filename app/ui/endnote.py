"""A warning before a move that can end a game with secrets (its last move is final at once).

In a game with secrets the move that ends it is final at once: the end shows every seat's
secrets, so it cannot wait for Confirm (`GameController._ends_hidden_game`). The prompt warns
of it before, never after: a stranger's game ended on one click with no word (issue 35). Through
the Desert says which colour's last camel ends it (in its prompt); every other game says a move
now can, in its own place beside "Suggest a move" (the one-line prompt cut it to 「…」).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

__all__ = ["ending_note", "move_ends_game"]

_NAMED = 40
"""The longest move named in the warning (characters); a longer one is "some moves"."""


def move_ends_game(game: Any, state: Any, action: Any) -> bool:
    """Whether `action` played in `state` ends the game (the rules decide; nothing is shown)."""
    return game.outcome(game.apply(state, action)) is not None


def ending_note(c: Any) -> str:
    """Return the warning when a legal move of the acting person ends the game ("" if none).

    Worked out once per position and seat (at most about 50 ms a position in Tinners' Trail
    and Blood Rage, 5 ms on average, measured over seeded 4-player games).
    """
    if not c.ending_is_final():
        return ""
    seat = c.acting_human()
    if seat is None or c.awaiting_confirm() or c.replay_step() is not None:
        return ""
    state = c.session.state
    memo = getattr(c, "_ending_memo", None)
    if memo is None or memo[0] is not state or memo[1] != seat:
        legal = list(c.legal_for(seat))
        ending = [a for a in legal if move_ends_game(c.game, state, a)]
        memo = (state, seat, ending, len(legal))
        c._ending_memo = memo
    ending, moves = memo[2], memo[3]
    if not ending:
        return ""
    if len(ending) == moves:
        return QCoreApplication.translate(
            "GameController", "Any move now ends the game: it is final at once, with no Undo."
        )
    # s53: "a move now can end the game" stood above a pasty sale that could not; the stranger
    # took it for that move's warning. Name the move when it is one, else say not all do.
    if len(ending) == 1:
        words = c.action_text(ending[0])
        if len(words) <= _NAMED:
            return QCoreApplication.translate(
                "GameController", "“{0}” ends the game: it is final at once, with no Undo."
            ).format(words)
    return QCoreApplication.translate(
        "GameController",
        "Some moves now end the game (not all): each is final at once, with no Undo.",
    )
