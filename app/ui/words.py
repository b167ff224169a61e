"""The controller's words: engine texts in the UI language, the legal moves and the log.

A mixin of `GameController` (kept apart so each module stays small): everything here reads the
session and renders `app.engine.text.Text` values with the seats' names; nothing changes state.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from app.ui.i18n import show

if TYPE_CHECKING:
    from app.engine.game import GameBase
    from app.engine.session import Session
    from app.engine.text import Text
    from app.ui.suggestion import SuggestionDriver

__all__ = ["ControllerWords", "LogEntry"]


@dataclass(frozen=True)
class LogEntry:
    """One line of the game log."""

    step: int
    """Number of actions played once this one is done (1-based; replay shows that step)."""
    heading: str
    """The round/phase heading the action belongs to (translated)."""
    text: str
    """The action in words (translated, with seat names)."""
    player: int
    """Seat that took the action."""
    notes: tuple[str, ...] = ()
    """Lines shown under the action (translated): "Anna asked for a suggestion"."""


class ControllerWords:
    """Words of a game in progress (mixed into `GameController`, which provides the fields)."""

    session: Session
    game: GameBase[Any, Any]
    suggestions: SuggestionDriver

    if TYPE_CHECKING:

        def view_of(self, state: Any) -> Any:
            """The viewer's view of `state` (`GameController.view_of`)."""

        def legal_for(self, seat: int) -> list[Any]:
            """The legal actions of `seat` now (`GameController.legal_for`)."""

    # -- words ------------------------------------------------------------------------
    def engine_text(self, text: Text | str | None) -> str:
        """Return an engine text in the UI language with the seats' names ("" for None)."""
        return show(text, [s.name for s in self.session.seats])

    def action_text(self, action: Any) -> str:
        """Return a legal action of the present in words, as the viewer may read it."""
        return self.engine_text(self.game.describe(self.view_of(self.session.state), action))

    def actions_in_words(self, seat: int) -> list[tuple[Any, str]]:
        """Return `seat`'s legal actions in the present, each with its words (for move lists)."""
        view = self.view_of(self.session.state)
        return [
            (action, self.engine_text(self.game.describe(view, action)))
            for action in self.legal_for(seat)
        ]

    def log_entries(self) -> list[LogEntry]:
        """Return every action so far in words, with its round/phase heading."""
        entries = []
        for i, action in enumerate(self.session.actions):
            before = self.view_of(self.session.state_at(i))
            entries.append(
                LogEntry(
                    step=i + 1,
                    heading=self.engine_text(self.game.heading(before)),
                    text=self.engine_text(self.game.describe(before, action)),
                    player=int(action.player),
                    notes=tuple(self.suggestions.log_notes(i)),
                )
            )
        return entries
