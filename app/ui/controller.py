"""The game controller shared by every game (UI_CONTRACT.md; STYLE.md §5).

One `GameController` per game being played owns the `Session`. Views call `try_apply`,
`undo`, `redo`, `confirm_turn` and the replay methods and redraw on the signals. Games
subclass it for their board (`create_board`, `drop_piece`, ...), through
`app.ui.boardcontroller.BoardController` (scene, board widget, private panels) and, for moves
built step by step, `app.ui.stepcontroller.StepController`.

Turn flow: after a human's action ends that human's turn the controller waits for Confirm
(`session.end_turn()`) or Undo. Bots think on a background thread (`app.ui.background`);
their move is applied on the GUI thread after the user's animation delay, unless the state
changed meanwhile.
Hot-seat with hidden information and several humans: the board shows the public view until
the next human accepts the hand-off screen (`handoff_seat`, `accept_handoff`). After a bot's
move the hand-off waits until the board has shown that move (`board_animating`; issue 22).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from app.engine.errors import IllegalAction
from app.engine.game import PlayerId
from app.engine.topics import topic_of
from app.ui.botrunner import BotDriver, BotRequest
from app.ui.hooks import BoardHooks
from app.ui.palette import PlayerStyle, player_style
from app.ui.suggestion import SuggestionDriver
from app.ui.words import ControllerWords, LogEntry

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QWidget

    from app.engine.game import GameBase
    from app.engine.session import Session
    from app.engine.text import Text

_TIP_MOVES = 6
"""Moves a board tooltip lists at most (the list of legal moves has them all)."""

__all__ = ["GameController", "LogEntry"]

_log = logging.getLogger(__name__)

SETTLE_POLL_MS = 40
"""How often a pending hand-off asks whether the board still animates a bot's move."""


class GameController(QObject, BoardHooks, ControllerWords):
    """Owns a game's `Session`; turns user intents into actions and reports what happened.

    Args:
        session: The game being played (the controller becomes its only writer).
        parent: Qt parent.
    """

    state_changed = Signal()
    """After apply / undo / redo / replay-step change / viewer change."""
    history_changed = Signal()
    """The action log changed."""
    action_rejected = Signal(str)
    """An attempted move was refused; the engine's (or the controller's) reason."""
    refusal_stale = Signal()
    """A refusal said before no longer applies: a piece was picked up (issue 35 §1)."""
    game_finished = Signal(object)
    """The engine `Outcome`, once the last turn is confirmed."""
    bot_thinking = Signal(int)
    """A bot at this seat started thinking."""
    handoff_needed = Signal(int)
    """This human seat must get the screen through a hand-off screen first."""
    round_ended = Signal(int)
    """The action leading to this step ended a round (`round_summary_at(step)` has a summary)."""

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.game: GameBase[Any, Any] = session.game
        self._bots = BotDriver(self)
        self._bots.move_ready.connect(self._on_move_ready)
        self._bots.move_failed.connect(self._on_move_failed)
        self.suggestions = SuggestionDriver(self, self._bots.background(), self)
        """"Suggest a move" for the acting human (never plays it)."""
        self._generation = 0
        self._replay: int | None = None
        self._confirm_seat: PlayerId | None = None
        humans = self.humans()
        self._shown_seat: PlayerId | None = humans[0] if len(humans) == 1 else None
        self._left_seat: PlayerId | None = None
        """The human who confirmed last and left the screen hidden (hand-off play)."""
        self._owner: PlayerId | None = self._shown_seat
        """Whose screen it is: the human who last took it (issue 34 §1; `owner`)."""
        self._autosave: Callable[[Session], None] | None = None
        self._finished_sent = False
        self._colour_blind = False
        self._started = False
        self._settling = False
        """A bot's move is still being shown on the board; the next hand-off waits for it."""
        self._settle_timer = QTimer(self)
        self._settle_timer.setSingleShot(True)
        self._settle_timer.timeout.connect(self._on_settle_tick)
        self.auto_continue_seconds = 3
        """Seconds after which a moment shown over the board continues by itself when no
        human took part in it (Blood Rage's battle reveal); 0: it waits to be dismissed."""

    # -- seats ------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        """Return the name of a seat."""
        return self.session.seats[seat].name

    def is_bot(self, seat: int) -> bool:
        """Return whether a bot plays this seat."""
        return self.session.seats[seat].kind == "bot"

    def humans(self) -> list[PlayerId]:
        """Return the seats played by people at the screen."""
        return [PlayerId(i) for i, s in enumerate(self.session.seats) if s.kind == "human"]

    def seat_style(self, seat: int) -> PlayerStyle:
        """Return the colours/letter/shape of a seat under the user's palette preference."""
        return player_style(self.session.seats[seat].colour, self._colour_blind, seat)

    def seat_looks(self) -> tuple[int, list[PlayerStyle], list[str]]:
        """Return the player count, every seat's style and every seat's name (for a scene)."""
        seats = range(self.session.options.players)
        return len(seats), [self.seat_style(s) for s in seats], [self.seat_name(s) for s in seats]

    def colour_blind(self) -> bool:
        """Whether the colour-blind-safe palette is on."""
        return self._colour_blind

    def set_colour_blind(self, enabled: bool) -> None:
        """Switch the palette; boards redraw on `state_changed`."""
        if enabled != self._colour_blind:
            self._colour_blind = enabled
            self.state_changed.emit()

    # -- configuration by the shell ---------------------------------------------------
    def set_autosave(self, hook: Callable[[Session], None] | None) -> None:
        """Set the callable run with the session after every action, undo, redo and confirm."""
        self._autosave = hook

    def autosave(self) -> None:
        """Run the autosave now (something saved with the game changed, not the position)."""
        self._saved()

    def set_bot_delay(self, milliseconds: int) -> None:
        """Set how long a bot's chosen move waits before it is applied (0: instantly)."""
        self._bots.set_delay(milliseconds)

    def set_auto_continue(self, seconds: int) -> None:
        """Set `auto_continue_seconds` (View ▸ Moments without you)."""
        self.auto_continue_seconds = max(0, seconds)

    def start(self) -> None:
        """Begin play (start a bot or ask for a hand-off); call once the views are connected."""
        self._started = True
        self._kick()

    def shutdown(self) -> None:
        """Drop pending bot replies and wait for a running bot to finish."""
        self._generation += 1
        self._settle_timer.stop()
        self._settling = False
        self.suggestions.clear()
        self._bots.shutdown()

    # -- reading ----------------------------------------------------------------------
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.session.outcome() is not None

    def present_actor(self) -> PlayerId | None:
        """Return the seat the engine waits for now (lowest of several), None when over."""
        acting = sorted(self.session.to_act())
        return acting[0] if acting else None

    def thinking_seat(self) -> PlayerId | None:
        """Return the bot seat whose move is being computed or animated, if any."""
        current = self._bots.current()
        return current[1] if current is not None and current[0] == self._generation else None

    def needs_handoffs(self) -> bool:
        """Whether hot-seat play needs hand-off screens (hidden info and several humans)."""
        return self.has_hidden_information() and len(self.humans()) > 1

    def handoff_seat(self) -> PlayerId | None:
        """Return the human seat waiting behind a hand-off screen, or None."""
        if not self.needs_handoffs() or self._blocked():
            return None
        actor = self.present_actor()
        if actor is None or self.is_bot(actor) or actor in (self._shown_seat, self._left_seat):
            return None
        return actor

    def accept_handoff(self) -> None:
        """The player named on the hand-off screen took the screen: show them their view."""
        seat = self.handoff_seat()
        if seat is not None:
            self._shown_seat = self._owner = seat
            self._left_seat = None
            self.state_changed.emit()

    def step_mark(self) -> tuple[Any, ...]:
        """Return what identifies the step on screen: a move, an undo, another seat, a replay.

        A refusal said at one step is stale at another (issue 35: the status line kept the last
        refusal after a later move); games that build moves step by step add their choices.
        """
        return (
            len(self.session.actions),
            self.present_actor(),
            self._replay,
            self._confirm_seat,
            self.handoff_seat(),
        )

    def handoff_task(self, seat: int) -> str:
        """Say what `seat` decides now, for its hand-off screen ("" if the game says nothing).

        Every seat reads it: the game's `handoff_task` names nothing private (issue 34 §1: the
        group did not know who should take the mouse for another human's choice).
        """
        return self.engine_text(self.game.handoff_task(self.session.state, PlayerId(seat)))

    def viewer(self) -> PlayerId | None:
        """Return the human seat whose eyes the board shows (None: public view)."""
        return self._shown_seat

    def owner(self) -> PlayerId | None:
        """Return the seat whose screen the window is (issue 34 §1), None with no human.

        The human who last took the screen (by its hand-off, or by playing when no hand-off is
        needed), or the only human. Bots' turns, replays and reviews never change it: every
        "you / your" label, the score so far and the seat's own panels speak for it. Unlike
        `viewer`, it stays while the board shows the public view (after Confirm, in a public
        decision), which shows nothing more of it.
        """
        return self._owner

    def acting_human(self) -> PlayerId | None:
        """Return the human seat that may move now, or None."""
        if self._blocked():
            return None
        actor = self.present_actor()
        if actor is None or self.is_bot(actor) or self.handoff_seat() is not None:
            return None
        return actor

    def displayed_state(self) -> Any:
        """Return the state to draw: the present (or the replayed step) as the viewer sees it."""
        return self.view_of(self.shown_state())

    def shown_state(self) -> Any:
        """Return the whole state of the step shown: the replayed one, else the present.

        Not redacted: private panels take `view_for` of their own seat from it, so that they
        show the same moment as the board.
        """
        step = self._replay if self._replay is not None else len(self.session.actions)
        return self.session.state_at(step)

    def anchor_of(self, action: Any) -> str | None:
        """Return the board target an action starts from (games with a board say), or None."""
        return None

    def target_tip(self, target_id: str) -> str:
        """Say what the acting human can do at a board target now, with what each costs.

        The lines are the moves' own log lines (which carry their amounts: the ledger), for
        the board's tooltips (issue 20 §2); "" where nothing can be done.
        """
        seat = self.acting_human()
        if seat is None or self.awaiting_confirm():
            return ""
        moves = [a for a in self.legal_for(seat) if self.anchor_of(a) == target_id]
        if not moves:
            return ""
        view = self.view_of(self.session.state)
        lines = [self.engine_text(self.game.describe(view, a)) for a in moves[:_TIP_MOVES]]
        if len(moves) > _TIP_MOVES:
            more = QCoreApplication.translate("GameController", "… and {0} more (All legal moves)")
            lines.append(more.format(len(moves) - _TIP_MOVES))
        head = QCoreApplication.translate("GameController", "What you can do here now:")
        return "\n".join([head, *(f"• {line}" for line in lines)])

    def intro_marks(self) -> list[tuple[QWidget, str]]:
        """Return the parts of the game's own board the guided game's first page points at.

        Each is a widget inside the board and what it is for, in the UI language (issue 37
        §1: the first page points at where things are). None by default.
        """
        return []

    def rules_topic(self) -> str | None:
        """Return the rules summary's topic (anchor) for the step shown, if the game has one."""
        return topic_of(self.game, self.displayed_state())

    def view_of(self, state: Any) -> Any:
        """Return `state` as the current viewer may see it."""
        seat = self.viewer()
        if seat is None:
            return self.public_view(state)
        return self.game.view_for(state, seat)

    def public_view(self, state: Any) -> Any:
        """Return what everyone may see (games with odd `view_for` rules override this).

        Without hidden information, with nobody human at the table, or once the game is over
        that is the whole state; otherwise `view_for` of a seat that does not exist (-1), which
        redacts every seat in `view_for` implementations that reveal only the given seat.
        """
        if (
            not self.has_hidden_information()
            or not self.humans()
            or self.game.outcome(state) is not None
        ):
            return state
        return self.game.view_for(state, PlayerId(-1))

    def legal_for(self, seat: int) -> list[Any]:
        """Return the engine's legal actions of `seat` in the present."""
        return self.game.legal_actions(self.session.state, PlayerId(seat))

    # -- playing ----------------------------------------------------------------------
    def can_apply(self, action: Any) -> Text | str | None:
        """Return None if the acting human may play `action` now, else the reason."""
        if self._replay is not None:
            return QCoreApplication.translate("GameController", "viewing history")
        if self._confirm_seat is not None:
            return QCoreApplication.translate("GameController", "confirm or undo first")
        if self.is_over():
            return QCoreApplication.translate("GameController", "the game is over")
        acting = self.acting_human()
        if acting is None or action.player != acting:
            return QCoreApplication.translate("GameController", "not your turn")
        return self.game.check(self.session.state, action)

    def try_apply(self, action: Any) -> bool:
        """Play `action` for the acting human, or emit `action_rejected`; never raises."""
        reason = self.can_apply(action)
        if reason is None:
            try:
                self.session.apply(action)
            except IllegalAction as exc:
                reason = exc.reason
        if reason is not None:
            self.action_rejected.emit(self.engine_text(reason))
            return False
        self._generation += 1
        self._after_change(action.player, by_human=True)
        return True

    def confirming_move(self) -> Any | None:
        """Return the move built on the board that waits for its Confirm, if any.

        Its words are beside the board while it waits (the choice panel's Confirm text), so
        the legal-move list does not repeat them (issue 36 §1). None by default: games that
        build moves step by step say.
        """
        return None

    def awaiting_confirm(self) -> bool:
        """Whether a human's turn is over and waits for Confirm or Undo."""
        return self._confirm_seat is not None

    def confirm_seat(self) -> PlayerId | None:
        """Return the seat whose finished turn waits for Confirm, if any."""
        return self._confirm_seat

    def confirm_turn(self) -> bool:
        """End the waiting turn (nothing before it can be undone any more); play goes on."""
        if self._confirm_seat is None or self._replay is not None:
            return False
        self.session.end_turn()
        self._confirm_seat = None
        if self.needs_handoffs():
            # the screen hides this seat's view; if only bots play before it acts again, nobody
            # else sat down and it gets the screen back without a hand-off (issue 18 §5)
            self._left_seat = self._shown_seat
            self._shown_seat = None
        self._saved()
        self.state_changed.emit()
        self._announce_round_end()
        self._kick()
        return True

    def can_undo(self) -> bool:
        """Whether the human who just played may take the last action back."""
        if self._replay is not None or not self.session.actions:
            return False
        last = self.session.actions[-1].player
        if self.is_bot(last):
            return False
        mover = self._confirm_seat if self._confirm_seat is not None else self.acting_human()
        return mover == last and self.session.can_undo(last)

    def undo(self) -> bool:
        """Take back the last action of the human whose turn it is (or who must confirm)."""
        if not self.can_undo():
            return False
        self.session.undo()
        self._generation += 1
        self._confirm_seat = None
        self._finished_sent = False
        self._saved()
        self.history_changed.emit()
        self.state_changed.emit()
        return True

    def undo_refusal(self) -> str:
        """Say why Undo (or Escape) has nothing to take back now, in the UI language."""
        if self.is_over():
            return QCoreApplication.translate(
                "GameController", "Nothing to take back: the game is over."
            )
        if self._confirm_seat is None and self.acting_human() is None:
            return QCoreApplication.translate(
                "GameController", "Nothing to take back: it is not your turn."
            )
        return QCoreApplication.translate(
            "GameController",
            "Nothing to take back: you have made no move in this turn yet"
            " (a confirmed turn, a random draw or a reveal cannot be undone).",
        )

    def can_redo(self) -> bool:
        """Whether an undone action can be played again now."""
        return self.acting_human() is not None and self.session.can_redo()

    def redo(self) -> bool:
        """Play the last undone action again."""
        if not self.can_redo():
            return False
        action = self.session.redo()
        self._generation += 1
        self._after_change(action.player, by_human=True)
        return True

    # -- replay -----------------------------------------------------------------------
    def replay_step(self) -> int | None:
        """Return the step shown from the log, or None when the present is shown."""
        return self._replay

    def show_step(self, step: int) -> None:
        """Show the board as it was after `step` actions (the last step is the present)."""
        if step >= len(self.session.actions):
            self.return_to_present()
            return
        self._replay = max(0, step)
        self._bots.pause()
        self.state_changed.emit()

    def return_to_present(self) -> None:
        """Leave the replay; a bot move that arrived meanwhile is played now."""
        if self._replay is None:
            return
        self._replay = None
        self.state_changed.emit()
        self._bots.resume()
        self._kick()

    # -- internals --------------------------------------------------------------------
    def _blocked(self) -> bool:
        return (
            self._replay is not None
            or self._confirm_seat is not None
            or self._settling
            or self.is_over()
        )

    def shows_its_seat(self, action: Any) -> bool:
        """Whether a human's `action` showed its seat a secret of its own (a look at a tile).

        The seat's screen then stays until Confirm, even with nothing to undo, so that it sees
        what it looked at before the screen is passed on (issue 34: a peek at the end of a round
        went straight to the round summary and the next hand-off).
        """
        return False

    def held_words(self) -> str | None:
        """The prompt while a turn waits for Confirm, when the game has its own (else None)."""
        return None

    def _holds(self) -> bool:
        """Whether the last action, a human's, showed its seat something to see before passing."""
        actions = self.session.actions
        return bool(actions) and self.needs_handoffs() and self.shows_its_seat(actions[-1])

    def _after_change(self, player: PlayerId, by_human: bool) -> None:
        if by_human and self.present_actor() != player:
            waits = self.session.can_undo(player) or self._holds()
            if waits and not self._ends_hidden_game():
                self._confirm_seat = player
            else:
                self.session.end_turn()
        self._saved()
        self.history_changed.emit()
        self.state_changed.emit()
        if self._confirm_seat is None:
            self._announce_round_end()
        self._kick()

    def _ends_hidden_game(self) -> bool:
        """Whether the present is the end of a game with secrets: its move cannot wait for Confirm.

        The end shows every seat's secrets (water holes, hands) on the board, the Players panel
        and the final scoring; a move still waiting for Confirm could then be undone and played
        again knowing them. So the move that ends such a game is final at once (issue 34: a
        stranger saw every water-hole total before Confirm, and Undo hid them again).
        """
        return self.is_over() and self.ending_is_final()

    def ending_is_final(self) -> bool:
        """Whether the move that ends this game is final at once (no Confirm, no Undo).

        So in a game with secrets and a person at the table (`_ends_hidden_game`); a game
        warns of its ending move before it is made (`prompt_note`).
        """
        return self.has_hidden_information() and len(self.humans()) > 0

    def _announce_round_end(self) -> None:
        """Emit `round_ended` if the last action ended a round.

        At once, or when its turn is confirmed: a summary shown before Confirm would be wrong
        after an Undo.
        """
        step = len(self.session.actions)
        if self.round_summary_at(step) is not None:
            self.cover_for_moment()
            self.round_ended.emit(step)

    def cover_for_moment(self) -> None:
        """A moment the whole table looks at opens (a round's summary, a battle's reveal).

        With several humans it lies over the public view, never over a seat's private one, and
        when it is gone the next seat gets its hand-off screen even if it acted last (everyone
        looked at the screen). A stranger saw Ann's hand and quest behind a Blood Rage battle
        reveal, and her whole Age 2 draft behind the "Age 1 is over" summary.
        """
        if not self.needs_handoffs() or (self._shown_seat is None and self._left_seat is None):
            return
        self._shown_seat = None
        self._left_seat = None
        self.state_changed.emit()

    def _saved(self) -> None:
        if self._autosave is None:
            return
        try:
            self._autosave(self.session)
        except OSError:
            _log.exception("autosave failed")

    def _kick(self) -> None:
        """Start whatever the present needs next: a bot, a hand-off, or the end dialog."""
        if not self._started or self._replay is not None or self._confirm_seat is not None:
            return
        outcome = self.session.outcome()
        if outcome is not None:
            if not self._finished_sent:
                self._finished_sent = True
                self.game_finished.emit(outcome)
            return
        actor = self.present_actor()
        if actor is None:
            return
        if self.is_bot(actor):
            self._start_bot(actor)
        elif self._settling:
            return  # `_on_settle_tick` asks again once the bot's move has been shown
        elif not self.needs_handoffs():
            if self._shown_seat != actor:
                self._shown_seat = self._owner = actor
                self.state_changed.emit()
        elif actor == self._left_seat:
            self._shown_seat = self._owner = actor
            self._left_seat = None
            self.state_changed.emit()
        elif actor != self._shown_seat:
            self.handoff_needed.emit(int(actor))

    def _start_bot(self, seat: PlayerId) -> None:
        request = BotRequest(
            game=self.game,
            level=self.session.seats[seat].level or "easy",
            seat=seat,
            seed=f"{self.session.seed}:{len(self.session.actions)}",
            view=self.game.view_for(self.session.state, seat),
            generation=self._generation,
        )
        if self._bots.request(request):
            self.bot_thinking.emit(int(seat))

    def _on_move_ready(self, generation: int, action: Any) -> None:
        if generation != self._generation or self._replay is not None:
            return
        reason = self.game.check(self.session.state, action)
        if reason is not None:  # a bot bug must not stall the game
            _log.error("bot chose an illegal move %s: %s", action, reason)
            action = self.legal_for(self.present_actor() or 0)[0]
        self.session.apply(action)
        self._generation += 1
        # a hand-off screen right away would hide the move: the board shows it first (issue 22)
        self._settling = self.handoff_seat() is not None
        self._after_change(action.player, by_human=False)
        if self._settling:
            self._on_settle_tick()

    def board_animating(self) -> bool:
        """Whether the board is still showing a move (a game with animations overrides it)."""
        return False

    def _on_settle_tick(self) -> None:
        """End the wait for a bot's move to be shown once the board's animations are over."""
        if not self._settling:
            return
        if self.board_animating():
            self._settle_timer.start(SETTLE_POLL_MS)
            return
        self._settling = False
        self.state_changed.emit()
        self._kick()

    def _on_move_failed(self, generation: int, message: str) -> None:
        """A bot raised: say so, and play its first legal move so the game goes on."""
        actor = self.present_actor()
        if generation != self._generation or actor is None:
            return
        text = QCoreApplication.translate("GameController", "A bot failed: {0}")
        self.action_rejected.emit(text.format(message))
        self._on_move_ready(generation, self.legal_for(actor)[0])
