"""A board controller whose moves are built step by step from the engine's legal list.

Every move comes from the acting human's legal actions, narrowed by the choices made so far
(`app.ui.narrowing`): a drop, a click on the board, a row of the choice panel or of the
legal-move list adds choices; Back takes one back, Cancel drops them all, and Confirm plays
the one action left (and ends the turn it ends). This class keeps the `Narrowing` of the
present (rebuilt whenever the position or the acting seat changes), wires the board's
`ChoicePanel` and fills it, and turns drops into choices. A game fills in the hooks:

- `new_narrowing(actions)`: a `Narrowing` with the game's steps of an action;
- `choice_panel()`: the board's choice panel;
- `confirm_words(action)`, `step_choices(step)`: what the panel says at each step;
- for drops: `_actions_for(piece, target)`, `_drop_cost(action)`, `_refusal(seat, piece, target)`
  and, when several actions fit a drop, `_preselect(narrow, actions)`;
- `_forget_partial()`: drop choices the game keeps beside the narrowing (Blood Rage's picks).
- `_on_drop_hint(reason)`: the line under the board while a piece hovers over a target.

Barrage keeps its own drops and panel refresh (it overrides `can_drop`, `drop_piece` and
`refresh_choices`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from app.ui.boardcontroller import BoardController, BoardT, PanelT, SceneT, TurnProbe

if TYPE_CHECKING:
    from collections.abc import Hashable, Sequence

    from PySide6.QtCore import QObject

    from app.engine.game import PlayerId
    from app.engine.session import Session
    from app.engine.text import Text
    from app.ui.narrowing import Narrowing, Step
    from app.ui.widgets.choices import ChoicePanel

__all__ = ["StepController", "TurnProbe"]


class StepController(BoardController[SceneT, BoardT, PanelT]):
    """A `BoardController` whose moves are narrowed step by step, then confirmed.

    Args:
        session: The game being played.
        parent: Qt parent.
    """

    hover_cost: str = ""
    """What the drop under the pointer would cost (shown under the board while dragging)."""

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(session, parent)
        self._narrow: Narrowing | None = None
        self._narrow_key: tuple[int, int, int] | None = None

    # -- the game's hooks -----------------------------------------------------------------------
    def new_narrowing(self, actions: Sequence[Any]) -> Narrowing:
        """Return a fresh narrowing of the acting human's legal `actions` (the game's steps)."""
        raise NotImplementedError

    def choice_panel(self) -> ChoicePanel | None:
        """Return the board's choice panel (None while there is no board)."""
        raise NotImplementedError

    def confirm_words(self, action: Any) -> str:
        """Return the panel's words when the choices name one action (Confirm plays it)."""
        raise NotImplementedError

    def step_choices(self, step: Step) -> tuple[str, list[tuple[Any, str]]]:
        """Return the panel's question and its (value, words) rows for the next step."""
        raise NotImplementedError

    def click_refusal(self, target_id: str) -> str | None:
        """Why a click where the acting human can do nothing did nothing; others' turns: silent.

        The engine's reason for the action the item would stand for (`target_refusal`, issue
        35 §1: the rule and its numbers); the generic line only where no action is involved.
        """
        seat = self.acting_human()
        if seat is None or self.awaiting_confirm() or self.narrowing() is None:
            return None
        reason = self.target_refusal(seat, target_id)
        if reason is not None:
            return self.engine_text(reason)
        return QCoreApplication.translate(
            "StepController",
            "Nothing you can do there now: the lit places, the cards and the list of moves show "
            "what you can do.",
        )

    def click_suggested(self, action: Any) -> bool:
        """A click on an item of the suggested move makes all its choices (Confirm plays it)."""
        narrow = self.narrowing()
        if narrow is None or not narrow.select(action):
            return False
        self.changed()
        return True

    def involves(self, seat: PlayerId, prefix: str) -> bool:
        """Whether some legal action of the seat starts on a board item of kind `prefix`."""
        return any(
            (self.anchor_of(a) or "").partition(":")[0] == prefix for a in self.legal_for(seat)
        )

    def target_refusal(self, seat: PlayerId, target_id: str) -> Text | str | None:
        """The game's hook: why the actions a click on `target_id` would make are refused.

        The engine's `check()` reason of the most likely candidate action, or None when no
        action of this step involves the item.
        """
        return None

    def clear_hint(self) -> None:
        """Forget the cost of the last hovered drop too: it was worked out for another state."""
        self.hover_cost = ""
        super().clear_hint()

    def _forget_partial(self) -> bool:
        """Drop choices kept beside the narrowing; return whether there were any."""
        return False

    def _on_drop_hint(self, reason: str) -> None:
        """Under the board: why the target under the pointer refuses (or what it costs)."""

    # -- board ---------------------------------------------------------------------------------
    def connect_board(self, board: BoardT) -> None:
        """Wire the choice panel, the drop hint and language changes to the controller."""
        panel = self.choice_panel()
        if panel is not None:
            panel.chosen.connect(self._on_chosen)
            panel.back_clicked.connect(self.back)
            panel.confirm_clicked.connect(self.confirm_choice)
            panel.cancel_clicked.connect(self.cancel_choice)
        board.scene.drop_hint.connect(self._on_drop_hint)
        board.language_changed.connect(self._refresh)

    def _on_chosen(self, value: Hashable) -> None:
        narrow = self.narrowing()
        step = narrow.next_step() if narrow is not None else None
        if step is not None:
            self.choose(step.key, value)

    # -- narrowing ---------------------------------------------------------------------------
    def narrowing(self) -> Narrowing | None:
        """Return the choices made towards the acting human's next action (None: nobody)."""
        seat = self.acting_human()
        if seat is None or self.awaiting_confirm():
            self._narrow, self._narrow_key = None, None
            return None
        key = (len(self.session.actions), id(self.session.state), int(seat))
        if self._narrow is None or key != self._narrow_key:
            self._narrow = self.new_narrowing(self.legal_for(seat))
            self._narrow_key = key
            self._forget_partial()
        return self._narrow

    def confirming_move(self) -> Any | None:
        """Return the one action the choices name (the choice panel shows it with Confirm)."""
        narrow = self.narrowing()
        return narrow.action() if narrow is not None else None

    def step_mark(self) -> tuple[Any, ...]:
        """The step on screen, with the choices made so far towards the move being built."""
        chosen = tuple(self._narrow.chosen) if self._narrow is not None else ()
        return (*super().step_mark(), chosen)

    def changed(self) -> None:
        """The choices changed: redraw the board, the panel and the prompt header."""
        self.state_changed.emit()

    def choose(self, key: str, value: Hashable) -> bool:
        """Make a choice of the current step; return whether it was taken (nothing is played)."""
        narrow = self.narrowing()
        if narrow is None or not narrow.choose(key, value):
            return False
        self.changed()
        return True

    def back(self) -> bool:
        """Take the last choice back."""
        narrow = self.narrowing()
        if narrow is None or not narrow.back():
            return False
        self._forget_partial()
        self.changed()
        return True

    def cancel_choice(self) -> None:
        """Drop every choice made."""
        narrow = self.narrowing()
        if narrow is None:
            return
        partial = self._forget_partial()
        if narrow.chosen or partial:
            narrow.chosen.clear()
            self.changed()

    def confirm_choice(self) -> bool:
        """Play the action the choices name (only when one is left) and end the turn."""
        narrow = self.narrowing()
        action = narrow.action() if narrow is not None else None
        if action is None:
            return False
        return self.play(action)

    def play(self, action: Any) -> bool:
        """Play `action` for the acting human and confirm the turn it ends."""
        if not self.try_apply(action):
            return False
        if self.awaiting_confirm() and not self._holds():  # a peek is seen before Confirm
            self.confirm_turn()
        return True

    def pick_move(self, action: Any) -> bool:
        """A row of the legal-move list: make all its choices (the same row again confirms)."""
        narrow = self.narrowing()
        if narrow is None:
            return self.try_apply(action)  # says why not
        if narrow.action() == action:
            return self.confirm_choice()
        if not narrow.select(action):
            return False
        self.changed()
        return True

    # -- the choice panel ------------------------------------------------------------------------
    def refresh_choices(self) -> None:
        """Show the next step (or Confirm with what the move will do) in the choice panel."""
        panel = self.choice_panel()
        if panel is None:
            return
        narrow = self.narrowing()
        if narrow is None:
            panel.show_step("", [], False, False)
            return
        action = narrow.action()
        can_back = bool(narrow.chosen)
        if action is not None:
            panel.show_step(self.confirm_words(action), [], can_back, True)
            return
        step = narrow.next_step()
        if step is None:
            panel.show_step("", [], can_back, False)
            return
        prompt, choices = self.step_choices(step)
        panel.show_step(prompt, choices, can_back, False)

    # -- drops -----------------------------------------------------------------------------------
    def _actions_for(self, piece_id: str, target_id: str | None) -> list[Any]:
        """The acting human's legal actions a drop of `piece_id` on `target_id` stands for."""
        return []

    def _drop_cost(self, action: Any) -> Text | None:
        """What the one action a drop stands for would cost (shown while hovering), or None."""
        return None

    def _refusal(self, seat: PlayerId, piece_id: str, target_id: str) -> Text | str:
        """The engine's reason why the drop's action is illegal (or what the target needs)."""
        raise NotImplementedError

    def _preselect(self, narrow: Narrowing, actions: list[Any]) -> None:
        """Make the choices several actions a drop stands for share (the rest are asked)."""
        raise NotImplementedError

    def can_drop(self, piece_id: str, target_id: str) -> str | None:
        """Return None if the drop would start a legal action, else the reason."""
        actions = self._actions_for(piece_id, target_id)
        self.hover_cost = ""
        if actions:
            cost = self._drop_cost(actions[0])
            if cost is not None and len(actions) == 1:
                self.hover_cost = self.engine_text(cost)
            return None
        seat = self.acting_human()
        if seat is None or self.awaiting_confirm():
            reason = self.can_apply(TurnProbe(seat))
            return self.engine_text(reason) if reason is not None else None
        return self.engine_text(self._refusal(seat, piece_id, target_id))

    def drop_piece(self, piece_id: str, target_id: str) -> bool:
        """Drop a piece: select what it stands for (never plays); a refusal says why.

        Returns whether the drop was taken.
        """
        actions = self._actions_for(piece_id, target_id)
        narrow = self.narrowing()
        if not actions or narrow is None:
            self.action_rejected.emit(self.can_drop(piece_id, target_id) or "")
            return False
        if len(actions) == 1:
            narrow.select(actions[0])
        else:
            narrow.chosen.clear()
            self._preselect(narrow, actions)
        # the hovered cost is the panel's now (issue 36 §1: said twice while confirming)
        self.clear_hint()
        self.changed()
        return True
