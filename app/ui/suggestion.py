"""Suggest a move (PRODUCT.md "Preview and suggestions"): a bot thinks for a person.

A `SuggestionDriver` belongs to a `GameController`. `request()` gives the acting human's own
view (`game.view_for`, nothing hidden from that seat is ever passed) to
`app.engine.suggestion.suggest` at the session's `suggestion_level` on the bots' background
thread, which searches in the game's bot worker process (`app.engine.botworker`) when there
is one; the move comes back on the GUI thread and is shown (the controller's `show_suggestion`
hook marks it on the board, the move list selects it) and never played. A reply for a position
that has changed, or one that was cancelled, is dropped; a new position cancels the search (the
bot stops at its next iteration). Each suggestion shown counts for its seat in the session
(`Session.suggestions`). What the driver reads and calls of the controller is the
`SuggestionHost` protocol: the controller imports this module, not the other way round.
"""

from __future__ import annotations

import logging
import threading
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal

from app.engine.botworker import BotCancelled, game_ref
from app.engine.suggestion import record_use, suggest, suggestion_seed, uses_by_seat

if TYPE_CHECKING:
    from concurrent.futures import Future

    from PySide6.QtCore import SignalInstance

    from app.engine.game import GameBase, PlayerId
    from app.engine.session import Session
    from app.engine.suggestion import Suggestion
    from app.ui.background import Background

__all__ = ["SuggestionDriver", "SuggestionHost"]

_log = logging.getLogger(__name__)
translate = QCoreApplication.translate


class SuggestionHost(Protocol):
    """What a `SuggestionDriver` needs of its game's controller (`GameController`)."""

    session: Session
    game: GameBase[Any, Any]

    @property
    def state_changed(self) -> SignalInstance:
        """Emitted after the state shown changed."""
        ...

    @property
    def action_rejected(self) -> SignalInstance:
        """Emitted with a refusal to show in the status bar."""
        ...

    def seat_name(self, seat: int) -> str:
        """Return a seat's name."""
        ...

    def replay_step(self) -> int | None:
        """Return the step replayed, or None at the present."""
        ...

    def is_over(self) -> bool:
        """Whether the game has ended."""
        ...

    def awaiting_confirm(self) -> bool:
        """Whether a human's turn waits for Confirm or Undo."""
        ...

    def acting_human(self) -> PlayerId | None:
        """Return the human seat to act, if one is."""
        ...

    def show_suggestion(self, action: Any | None) -> None:
        """Mark `action` as the suggested move (None: unmark)."""
        ...

    def autosave(self) -> None:
        """Write the game's autosave."""
        ...


class SuggestionDriver(QObject):
    """Asks for, tracks and shows suggestions for one game.

    Args:
        controller: The game's controller.
        background: The bots' background thread.
        parent: Qt parent (the controller).
    """

    changed = Signal()
    """A search started, ended, was cancelled, or the suggestion shown changed."""

    def __init__(self, controller: SuggestionHost, background: Background, parent: QObject) -> None:
        super().__init__(parent)
        self._controller = controller
        self._background = background
        self._ticket = 0
        self._stop: threading.Event | None = None
        self._position: tuple[Any, PlayerId] | None = None
        """(state, seat) the search or the suggestion shown is for."""
        self._thinking = False
        self._shown: Suggestion | None = None
        controller.state_changed.connect(self._on_state_changed)

    # -- reading ------------------------------------------------------------------------
    def unavailable_reason(self) -> str | None:
        """Return why nobody may ask for a suggestion now (UI language), or None."""
        c = self._controller
        if not c.session.allow_suggestions:
            return translate("SuggestionDriver", "Suggestions are switched off for this game.")
        if c.replay_step() is not None:
            return translate("SuggestionDriver", "Return to the present first.")
        if c.is_over():
            return translate("SuggestionDriver", "The game is over.")
        if c.awaiting_confirm():
            return translate("SuggestionDriver", "Confirm your turn or undo first.")
        if c.acting_human() is None:
            return translate("SuggestionDriver", "Only the person whose turn it is may ask.")
        return None

    def thinking_seat(self) -> PlayerId | None:
        """Return the seat a suggestion is being searched for, if any."""
        return self._position[1] if self._thinking and self._position is not None else None

    def shown(self) -> Suggestion | None:
        """Return the suggestion shown now, if any."""
        return self._shown

    def uses(self) -> list[int]:
        """Return how many suggestions each seat used."""
        session = self._controller.session
        return uses_by_seat(session.suggestions, session.options.players)

    def log_notes(self, step: int) -> list[str]:
        """Return the log's notes on the move played after `step` actions ("Anna asked …").

        A note says whether the move played was the one suggested (the suggested move is kept
        with the record); a record without it (an older save) only says that a seat asked.
        """
        c = self._controller
        actions = c.session.actions
        played = c.game.dump_action(actions[step]) if step < len(actions) else None
        notes = []
        for u in c.session.suggestions:
            if u.step != step or not 0 <= u.seat < len(c.session.seats):
                continue
            name = c.seat_name(u.seat)
            if u.move is None or played is None:
                text = translate("SuggestionDriver", "{0} asked for a suggestion")
            elif u.move == played:
                text = translate("SuggestionDriver", "{0} played the suggested move")
            else:
                text = translate(
                    "SuggestionDriver", "{0} asked for a suggestion and played another move"
                )
            notes.append(text.format(name))
        return notes

    # -- asking -------------------------------------------------------------------------
    def request(self) -> bool:
        """Ask the suggesting bot for the acting human's move; return whether a search started.

        Asking again in the position of the suggestion shown shows it again (not counted).
        """
        c = self._controller
        seat = c.acting_human()
        if self.unavailable_reason() is not None or seat is None:
            return False
        position = (c.session.state, seat)
        if self._matches(position) and (self._thinking or self._shown is not None):
            if self._shown is not None:
                c.show_suggestion(self._shown.action)
                self.changed.emit()
            return False
        self.cancel()
        self._hide()
        self._ticket += 1
        self._stop = threading.Event()
        self._position = position
        self._thinking = True
        ticket, game, stop, level = self._ticket, c.game, self._stop, c.session.suggestion_level
        view = game.view_for(c.session.state, seat)
        seed = suggestion_seed(c.session.seed, len(c.session.actions))
        worker = getattr(self._background, "worker", None) if game_ref(game) else None
        self._background.submit(
            lambda: suggest(game, view, seat, seed, stop, worker, level=level),
            lambda f: self._on_done(ticket, f),
        )
        self.changed.emit()
        return True

    def cancel(self) -> None:
        """Stop a running search (its answer will be dropped); a suggestion shown stays."""
        if not self._thinking:
            return
        if self._stop is not None:
            self._stop.set()
        self._thinking = False
        self._ticket += 1
        self.changed.emit()

    def clear(self) -> None:
        """Cancel any search and hide the suggestion."""
        self.cancel()
        if self._shown is not None:
            self._hide()
            self.changed.emit()

    # -- internals ----------------------------------------------------------------------
    def _matches(self, position: tuple[Any, PlayerId]) -> bool:
        return (
            self._position is not None
            and self._position[0] is position[0]
            and self._position[1] == position[1]
        )

    def _current_position(self) -> tuple[Any, PlayerId] | None:
        seat = self._controller.acting_human()
        return None if seat is None else (self._controller.session.state, seat)

    def _hide(self) -> None:
        if self._shown is not None:
            self._shown = None
            self._controller.show_suggestion(None)

    def _on_state_changed(self) -> None:
        if not self._thinking and self._shown is None:
            return
        current = self._current_position()
        if current is None or not self._matches(current):
            self.clear()

    def _on_done(self, ticket: int, future: Future[Suggestion]) -> None:
        error = future.exception()
        if isinstance(error, BotCancelled):
            return  # cancelled, or the game closed: the answer is not wanted
        if error is not None:
            _log.error("suggestion failed", exc_info=error)
            self._on_failed(ticket, str(error))
        else:
            self._on_found(ticket, future.result())

    def _on_found(self, ticket: int, found: Suggestion) -> None:
        if ticket != self._ticket or not self._thinking:
            return
        c = self._controller
        self._thinking = False
        current = self._current_position()
        reason = c.game.check(c.session.state, found.action)
        if current is None or not self._matches(current) or reason is not None:
            _log.warning("dropped a suggestion for another position: %s", found.action)
            self.changed.emit()
            return
        self._shown = found
        move = c.game.dump_action(found.action)
        if record_use(c.session.suggestions, len(c.session.actions), int(found.seat), move):
            c.autosave()
        c.show_suggestion(found.action)
        self.changed.emit()

    def _on_failed(self, ticket: int, message: str) -> None:
        if ticket != self._ticket or not self._thinking:
            return
        self._thinking = False
        self.changed.emit()
        text = translate("SuggestionDriver", "No suggestion: {0}").format(message)
        self._controller.action_rejected.emit(text)  # the status bar shows it
