"""A game being played: the action log, a snapshot per step, undo and redo (STYLE.md §4).

Undo rules (PRODUCT.md, "Undo / redo"): only the seat that took the last action may take it
back, only within its own turn, and never past a random draw or a reveal of hidden
information. The session keeps a *floor*: the number of actions that can no longer be undone.
It rises when a new seat starts acting, when an action is not undoable, and when the
controller confirms the end of a turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict

if TYPE_CHECKING:
    from app.engine.game import GameBase, Outcome, PlayerId

__all__ = ["Seat", "Session"]


class Seat(BaseModel):
    """Who sits at a seat."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str
    """Name shown in prompts and the log."""
    kind: Literal["human", "bot"] = "human"
    """A person at the screen, or a bot."""
    level: str | None = None
    """Bot level (`random`, `easy`, `normal`) when `kind` is `bot`."""
    colour: str | None = None
    """Preferred colour name, if the game lets seats choose."""


class Session:
    """The state of one game plus its history; the only owner of a game's state in the app."""

    def __init__(
        self,
        game: GameBase[Any, Any],
        options: Any,
        seed: int,
        seats: list[Seat] | None = None,
    ) -> None:
        self.game = game
        self.options = options
        self.seed = seed
        self.seats = seats or [Seat(name=f"Player {i + 1}") for i in range(options.players)]
        self.actions: list[Any] = []
        self.snapshots: list[Any] = [game.setup(options, seed)]
        self.floor = 0
        self._redo: list[Any] = []

    # -- reading ----------------------------------------------------------------------
    @property
    def state(self) -> Any:
        """The current state."""
        return self.snapshots[-1]

    def state_at(self, step: int) -> Any:
        """Return the state after `step` actions (0 is the starting state)."""
        return self.snapshots[step]

    def to_act(self) -> frozenset[PlayerId]:
        """Seats that must act now."""
        return self.game.to_act(self.state)

    def outcome(self) -> Outcome | None:
        """The result, once the game is over."""
        return self.game.outcome(self.state)

    # -- playing ----------------------------------------------------------------------
    def apply(self, action: Any) -> Any:
        """Apply a legal action (raises `IllegalAction` otherwise) and return the new state."""
        before = self.state
        after = self.game.apply(before, action)
        if self.actions and self.actions[-1].player != action.player:
            self.floor = len(self.actions)
        self.actions.append(action)
        self.snapshots.append(after)
        self._redo.clear()
        if not self.game.is_undoable(before, action, after):
            self.floor = len(self.actions)
        return after

    def end_turn(self) -> None:
        """Confirm the turn so far: nothing before this point can be undone any more."""
        self.floor = len(self.actions)

    # -- undo / redo ------------------------------------------------------------------
    def can_undo(self, player: PlayerId | None = None) -> bool:
        """Whether the last action may be taken back (by `player`, if given)."""
        if len(self.actions) <= self.floor:
            return False
        return player is None or self.actions[-1].player == player

    def undo(self) -> Any:
        """Take back the last action; return it."""
        if not self.can_undo():
            msg = "nothing to undo in this turn"
            raise ValueError(msg)
        action = self.actions.pop()
        self.snapshots.pop()
        self._redo.append(action)
        return action

    def can_redo(self) -> bool:
        """Whether an undone action can be played again."""
        return bool(self._redo)

    def redo(self) -> Any:
        """Play the last undone action again; return it."""
        if not self._redo:
            msg = "nothing to redo"
            raise ValueError(msg)
        action = self._redo.pop()
        redo = self._redo
        self._redo = []
        self.apply(action)
        self._redo = redo
        return action
