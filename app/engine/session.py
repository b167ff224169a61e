"""A game being played: the action log, a snapshot per step, undo and redo (STYLE.md §4).

Undo rules (PRODUCT.md, "Undo / redo"): only the seat that took the last action may take it
back, only within its own turn, and never past a random draw or a reveal of hidden
information. The session keeps a *floor*: the number of actions that can no longer be undone.
It rises when a new seat starts acting, when an action is not undoable, and when the
controller confirms the end of a turn.
"""

from __future__ import annotations

import unicodedata
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict

from app.engine.bots import LEVELS
from app.engine.text import engine_text

if TYPE_CHECKING:
    from collections.abc import Sequence

    from app.engine.game import GameBase, Outcome, PlayerId
    from app.engine.suggestion import SuggestionLevel, SuggestionUse
    from app.engine.text import Text

__all__ = ["MAX_SEAT_NAME", "SEAT_COLOURS", "Seat", "Session", "seats_problem"]

SEAT_COLOURS = ("red", "blue", "green", "yellow", "purple")
"""Colour names a seat may choose, in default seat order: what the new-game dialog offers
(`app.ui.palette` draws them) and all a save file may name in `Seat.colour`."""
MAX_SEAT_NAME = 24
"""Longest seat name, in characters (the new-game dialog's limit)."""
_BREAKING = {"Cc", "Zl", "Zp"}  # control characters, line and paragraph separators


class Seat(BaseModel):
    """Who sits at a seat."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str
    """Name shown in prompts and the log."""
    kind: Literal["human", "bot"] = "human"
    """A person at the screen, or a bot."""
    level: str | None = None
    """Bot level (`app.engine.bots.LEVELS`: random, easy, normal, hard) when `kind` is `bot`."""
    colour: str | None = None
    """One of `SEAT_COLOURS`; None draws the seat in its default colour."""


def _name_problem(name: str) -> Text | None:
    if not name.strip():
        return engine_text("seats.name_empty")
    if len(name) > MAX_SEAT_NAME:
        return engine_text("seats.name_long", n=len(name), max=MAX_SEAT_NAME)
    # A line break or other control character would break the log's and the panels' lines; a
    # tab pasted into the new-game dialog's name field is harmless and stays allowed.
    if any(unicodedata.category(ch) in _BREAKING and ch != "\t" for ch in name):
        return engine_text("seats.name_control")
    return None


def _player_problem(seat: Seat) -> Text | None:
    if seat.kind == "human":
        if seat.level is None:
            return None
        return engine_text("seats.human_level", level=_short(seat.level))
    if seat.level not in LEVELS:
        return engine_text("seats.unknown_level", level=_short(seat.level), known=", ".join(LEVELS))
    return None


def _colour_problem(colour: str | None) -> Text | None:
    if colour is None or colour in SEAT_COLOURS:
        return None
    return engine_text("seats.unknown_colour", colour=_short(colour), known=", ".join(SEAT_COLOURS))


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 30 else text[:27] + "..."


def seats_problem(seats: Sequence[Seat]) -> Text | None:
    """Return what is wrong with a game's seats (as the new-game dialog would refuse), or None.

    Checks each seat's name, its bot level (`app.engine.bots.LEVELS`) and its colour
    (`SEAT_COLOURS`), and that no two seats share a name or a colour.
    """
    for number, seat in enumerate(seats, start=1):
        problem = _name_problem(seat.name) or _player_problem(seat) or _colour_problem(seat.colour)
        if problem is not None:
            return engine_text("seats.seat", seat=number, problem=problem)
    names = [s.name for s in seats]
    if len(set(names)) != len(names):
        return engine_text("seats.same_name")
    colours = [s.colour for s in seats if s.colour is not None]
    if len(set(colours)) != len(colours):
        return engine_text("seats.same_colour")
    return None


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
        self.allow_suggestions = True
        """Whether people may ask for a suggested move (the new-game dialog's choice)."""
        self.suggestion_level: SuggestionLevel = "normal"
        """The bot level that suggests moves (`app.engine.suggestion.LEVELS`)."""
        self.suggestions: list[SuggestionUse] = []
        """Suggestions shown, in order (`app.engine.suggestion`; saves keep them)."""
        self.digest_memo: list[tuple[Any, str]] = []
        """`app.engine.saves`' memo of (snapshot, digest) pairs, checked by identity, so that an
        autosave after each move fingerprints only the new position."""

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
