"""A game controller with a board: the scene, the board widget, private panels, bot animations.

Every game's controller shows one `BoardScene` inside one board widget (`BoardWidget`) and,
in games with hidden information, one private panel per seat behind the hand-off screen. This
class owns them and their bookkeeping; a game fills in the hooks:

- `make_scene()`, `make_board(scene, parent)`, `connect_board(board)`: build and wire them;
- `make_private_panel(seat, parent)`, `_refresh_private(panel)`: a seat's private panel;
- `_refresh()`: draw the state shown (run on every `state_changed`);
- `public_decisions`: kinds of pending decisions that show nothing private, so hot-seat play
  needs no hand-off screen before them and the board stays on the public view
  (`own_view_in_public`: except for the screen's own seat's follow-ups).

`set_bot_delay` also keeps the length of a bot move's animation (`_anim_ms`), and
`_one_step_on()` tells a refresh that shows the present one action after the last one shown
(the moment to animate a bot's move).

"What happened while you waited" (issue 18 §4): when a human seat's turn starts (after its
hand-off screen, or after the bots moved), the board marks the items that changed since that
seat last moved: the board items of the counters the log's deltas changed (a game maps a
counter key to its items: `counter_items`) and where each move was made (`anchor_of`). The
marks fade after a few seconds or at the first click; `set_show_changes(False)` stops them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

from PySide6.QtCore import QAbstractAnimation, QCoreApplication
from PySide6.QtWidgets import QWidget

from app.ui.board.scene import BoardScene
from app.ui.board.screen import BoardWidget
from app.ui.board.supply import PieceButton
from app.ui.controller import GameController

if TYPE_CHECKING:
    from PySide6.QtCore import QObject

    from app.engine.game import PlayerId
    from app.engine.session import Session
    from app.engine.text import Text

__all__ = ["BoardController", "TurnProbe"]

_PULSE_MIN_MS = 250
"""The shortest time one automatic step's items stay lit (a flash is not seen)."""

SceneT = TypeVar("SceneT", bound=BoardScene)
BoardT = TypeVar("BoardT", bound=BoardWidget)
PanelT = TypeVar("PanelT", bound=QWidget)


class TurnProbe:
    """A stand-in action for `can_apply`'s turn checks (never played)."""

    def __init__(self, player: int | None) -> None:
        self.player = -1 if player is None else player


class BoardController(GameController, Generic[SceneT, BoardT, PanelT]):
    """A `GameController` with one board scene, a board widget and private panels.

    Args:
        session: The game being played.
        parent: Qt parent.
    """

    public_decisions: ClassVar[frozenset[str]] = frozenset()
    """Kinds of the top pending decision that show nothing private (no hand-off before)."""

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(session, parent)
        self._scene: SceneT | None = None
        self._board: BoardT | None = None
        self._private: list[PanelT] = []
        self._anim_ms = 0
        self._shown_count: int | None = None
        self._show_changes = True
        self._changes_for: tuple[int, int] | None = None
        self._pulsed_count: int | None = None
        self.state_changed.connect(self._refresh)
        self.state_changed.connect(self._mark_changes)
        self.state_changed.connect(self._pulse_automatic)
        self.state_changed.connect(self._wire_pieces)
        self.history_changed.connect(self._clear_changes)
        self.history_changed.connect(self.clear_hint)

    def clear_hint(self) -> None:
        """A move was made or taken back: a refusal under the board no longer applies.

        Issue 18 §5: "no mine can be built there" stayed on screen into other players' turns.
        The line under the board is the game's drop hint; an empty hint puts back its resting
        text (the next hover writes it again).
        """
        if self._scene is not None:
            self._scene.drop_hint.emit("")

    # -- the game's hooks ---------------------------------------------------------------------
    def make_scene(self) -> SceneT:
        """Return a new board scene for the seats' looks (`seat_looks`)."""
        raise NotImplementedError

    def make_board(self, scene: SceneT, parent: QWidget) -> BoardT:
        """Return a new board widget showing `scene`."""
        raise NotImplementedError

    def connect_board(self, board: BoardT) -> None:
        """Wire a new board's panels to the controller (`_board` is set already)."""

    def make_private_panel(self, seat: int, parent: QWidget) -> PanelT | None:
        """Return a new private panel of `seat` (None: the game has none)."""
        return None

    def _refresh_private(self, panel: PanelT) -> None:
        """Show the step shown in a private panel, as its seat sees it."""
        raise NotImplementedError

    def _refresh(self) -> None:
        """Draw the state shown on the scene, the board's panels and the private panels."""
        raise NotImplementedError

    def click_target(self, target_id: str) -> bool:
        """A board target was clicked with nothing in the hand; return whether it was taken."""
        return False

    def click_refusal(self, target_id: str) -> str | None:
        """Why a click on `target_id` did nothing (UI language), or None to stay silent."""
        return None

    def click_suggested(self, action: Any) -> bool:
        """A click on an item of the suggested move: take that move up (the game's way)."""
        return False

    def piece_refusal(self, piece_id: str) -> str | None:
        """Why a piece picked up (clicked or dragged) can go nowhere now (None: silent)."""
        seat = self.acting_human()
        if seat is None or self.awaiting_confirm():
            reason = self.can_apply(TurnProbe(seat))
            return self.engine_text(reason) if reason is not None else None
        why = self.supply_refusal(seat, piece_id)
        if why is not None:
            return self.engine_text(why)
        return QCoreApplication.translate(
            "BoardController",
            "That piece can go nowhere now: the list of moves shows what you can do.",
        )

    def supply_refusal(self, seat: PlayerId, piece_id: str) -> Text | str | None:
        """Why `piece_id` can go nowhere: the reason (`can_drop`) most board targets give."""
        if self._scene is None:
            return None
        found: dict[str, int] = {}
        kinds = self.supply_targets(piece_id)
        for item in self._scene.board_items():
            if item.is_target and (not kinds or item.item_id.startswith(kinds)):
                why = self.can_drop(piece_id, item.item_id)
                if why:
                    found[why] = found.get(why, 0) + 1
        return max(found, key=lambda why: found[why]) if found else None

    def supply_targets(self, piece_id: str) -> tuple[str, ...]:
        """Prefixes of the board targets `piece_id` may ever go to ("map:"); () for any."""
        return ()

    def _on_target_clicked(self, target_id: str) -> None:
        """A click not taken says why; an item of the suggested move takes it up (issue 35)."""
        if self.click_target(target_id):
            return
        shown = self.suggestions.shown()
        scene = self._scene
        if (
            shown is not None
            and scene is not None
            and target_id in scene.suggested()
            and self.acting_human() == shown.seat
            and self.click_suggested(shown.action)
        ):
            return
        reason = self.click_refusal(target_id)
        if reason:
            self.action_rejected.emit(reason)

    def _wire_pieces(self) -> None:
        """Let the board's supply pieces ask why they are greyed (their tooltip, issue 35)."""
        if self._board is not None:
            for button in self._board.findChildren(PieceButton):
                button.refusal_source = self.piece_refusal

    def _on_piece_refused(self, piece_id: str) -> None:
        """A piece was picked up that can go nowhere: say why (else a drag does nothing)."""
        reason = self.piece_refusal(piece_id)
        if reason:
            self.action_rejected.emit(reason)

    def _on_selection_changed(self, piece_id: str) -> None:
        """A piece picked up: the refusal said before it is stale (a new one may follow)."""
        if piece_id:
            self.refusal_stale.emit()

    def _on_dropped_away(self, _item_id: str) -> None:
        """A card was dragged off the board and let go: nothing is done; say where to drop it."""
        self.action_rejected.emit(
            QCoreApplication.translate(
                "BoardController",
                "Nothing happens: drop the card on the board, or click it.",
            )
        )

    # -- board ---------------------------------------------------------------------------------
    def scene(self) -> SceneT:
        """Return the board scene (created on first use)."""
        if self._scene is None:
            scene = self.make_scene()
            scene.set_handler(self)
            scene.piece_dropped.connect(self.drop_piece)
            scene.target_clicked.connect(self._on_target_clicked)
            scene.piece_refused.connect(self._on_piece_refused)
            scene.dropped_away.connect(self._on_dropped_away)
            scene.selection_changed.connect(self._on_selection_changed)
            self._scene = scene
            self._refresh()
        return self._scene

    def board(self) -> BoardT | None:
        """Return the board widget made by `create_board`, if any."""
        return self._board

    def create_board(self, parent: QWidget) -> QWidget:
        """Return the board widget: the scene's view and the game's panels around it."""
        board = self.make_board(self.scene(), parent)
        self.scene().tip_source = self.target_tip
        board.destroyed.connect(self._on_board_destroyed)
        self._board = board
        self.connect_board(board)
        self._refresh()
        self._wire_pieces()
        return board

    def _on_board_destroyed(self) -> None:
        self._board = None

    def set_bot_delay(self, milliseconds: int) -> None:
        """Set the bots' delay before their move; their move's animation takes as long."""
        super().set_bot_delay(milliseconds)
        self._anim_ms = max(0, milliseconds)

    def board_animating(self) -> bool:
        """Whether an animation of the scene runs (every game's animators are its children)."""
        scene = self._scene
        if scene is None:
            return False
        running = QAbstractAnimation.State.Running
        return any(a.state() == running for a in scene.findChildren(QAbstractAnimation))

    def set_zoom(self, action: str) -> None:
        """Zoom the board: "in", "out" or "fit"."""
        if self._board is not None:
            self._board.view.set_zoom(action)

    def _one_step_on(self) -> bool:
        """Whether this refresh shows the present one action after the last refresh did.

        Only such a step is animated: undo, replay steps and loaded games simply show the board.
        Each call marks the step shown, so ask once per refresh.
        """
        count = len(self.session.actions) if self.replay_step() is None else None
        previous, self._shown_count = self._shown_count, count
        return count is not None and previous is not None and count == previous + 1

    # -- what happened while you waited ---------------------------------------------------------
    def counter_items(self, key: str) -> tuple[str, ...]:
        """Return the board items that show the counter `key` (`region:penzance:water`).

        The game's hook; the default, none, leaves only where the moves were made marked.
        """
        return ()

    def changed_between(self, before: Any, after: Any) -> list[str]:
        """Return board items changed from state `before` to `after` that no counter names.

        The game's hook (Through the Desert's enclosed spaces); the default finds none.
        """
        return []

    def set_show_changes(self, enabled: bool) -> None:
        """Switch the marks of what changed since a seat's last turn on or off."""
        self._show_changes = enabled
        if not enabled and self._scene is not None:
            self._scene.changed_marks.clear()

    def show_changes(self) -> bool:
        """Whether the board marks what changed since the acting seat's last turn."""
        return self._show_changes

    def changed_items(self, seat: int) -> list[str]:
        """Return the board items changed by the moves since `seat` last moved, in order."""
        actions = self.session.actions
        start = len(actions)
        while start > 0 and int(actions[start - 1].player) != seat:
            start -= 1
        found: dict[str, None] = {}
        for step in range(start + 1, len(actions) + 1):
            view = self.view_of(self.session.state_at(step - 1))
            for line in (self._line_at(step, view), *self._events_at(step)[0]):
                for key, _ in line.deltas:
                    found.update(dict.fromkeys(self.counter_items(key)))
            anchor = self.anchor_of(actions[step - 1])
            if anchor:
                found[anchor] = None
        if start < len(actions):
            before, after = self.session.state_at(start), self.session.state
            found.update(dict.fromkeys(self.changed_between(before, after)))
        scene = self.scene()
        return [item_id for item_id in found if scene.item_for(item_id) is not None]

    def marked_changes(self) -> list[str]:
        """Return the items marked as changed now (empty once faded or clicked away)."""
        return self._scene.changed_marks.ids() if self._scene is not None else []

    def _clear_changes(self) -> None:
        """A move was made or taken back: the marks of the turn before no longer apply."""
        if self._scene is not None:
            self._scene.changed_marks.clear()

    def _mark_changes(self) -> None:
        """Mark what changed when a human seat's turn starts (once per seat and step)."""
        seat = self.acting_human()
        if self._scene is None or seat is None or self.replay_step() is not None:
            return
        actions = self.session.actions
        moment = (int(seat), len(actions))
        if moment == self._changes_for:
            return
        self._changes_for = moment
        if not self._show_changes or (actions and int(actions[-1].player) == seat):
            return  # its own move goes on (a sub-decision, a second action): nothing new
        ids = self.changed_items(int(seat))
        items = [item for i in ids if (item := self._scene.item_for(i)) is not None]
        self._scene.changed_marks.show(items)

    def automatic_groups(self, step: int) -> list[list[str]]:
        """Return, step by step, the board items the automatic steps of move `step` changed.

        One group per log event that changes an item's counters (in the log's order), then
        the items changed with no counter of their own (`changed_between`), without the
        move's own anchor: that is where the player looked already.
        """
        scene = self.scene()
        anchor = self.anchor_of(self.session.actions[step - 1])
        seen: set[str] = {anchor} if anchor else set()
        groups: list[list[str]] = []
        for line in self._events_at(step)[0]:
            ids = [i for key, _ in line.deltas for i in self.counter_items(key)]
            group = [i for i in dict.fromkeys(ids) if i not in seen and scene.item_for(i)]
            seen.update(group)
            groups.append(group)
        before, after = self.session.state_at(step - 1), self.session.state_at(step)
        rest = [i for i in self.changed_between(before, after) if i not in seen]
        groups.append([i for i in rest if scene.item_for(i) is not None])
        return [g for g in groups if g]

    def lead_ms(self) -> int:
        """Return how long the board still leads the eye through automatic steps (0: done).

        The round summary waits for it: opened at once it would cover the water flowing.
        """
        return self._scene.pulses.remaining_ms() if self._scene is not None else 0

    def _pulse_automatic(self) -> None:
        """One move on: lead the eye through its automatic steps at the animation speed."""
        count = len(self.session.actions) if self.replay_step() is None else None
        previous, self._pulsed_count = self._pulsed_count, count
        scene = self._scene
        if scene is None or count is None or previous is None or count != previous + 1:
            return
        if self._anim_ms <= 0:
            return
        groups = [
            [item for i in group if (item := scene.item_for(i)) is not None]
            for group in self.automatic_groups(count)
        ]
        scene.pulses.play(groups, step_ms=max(_PULSE_MIN_MS, self._anim_ms))

    # -- public decisions ------------------------------------------------------------------------
    def _top_kind(self) -> str:
        """The kind of the top pending decision ("" when none)."""
        state: Any = self.session.state
        return state.pending[-1].kind if state.pending else ""

    own_view_in_public: ClassVar[bool] = False
    """Whether the screen's seat keeps its view in a public decision of its own (Blood Rage's
    follow-ups of a turn); else every public decision shows the public board (Tinners' Trail's
    auctions, where the other bidders look on)."""

    handoff_in_public: ClassVar[bool] = False
    """Whether another human's public decision comes after a hand-off screen too (Blood Rage:
    a Call to Battle answered out of turn; issue 34 §1), which names the decision; else the
    public board stays up for it (Tinners' Trail's auctions, where every bidder looks on)."""

    def _public_decision(self) -> bool:
        return bool(self.public_decisions) and self._top_kind() in self.public_decisions

    def handoff_seat(self) -> PlayerId | None:
        """No hand-off before a decision that shows nothing private (`public_decisions`).

        Unless the game hands the screen over for those too (`handoff_in_public`).
        """
        if self.needs_handoffs() and self._public_decision() and not self.handoff_in_public:
            return None
        return super().handoff_seat()

    def viewer(self) -> PlayerId | None:
        """During a public decision with several humans the board shows the public view.

        Unless the decision is the screen's own seat's (a follow-up of its own turn, such as
        Blood Rage's free invasion after Frigga's Succor): its cards stay in sight (issue 34 §4:
        a stranger's own hand vanished, "cards show when their player has the screen").
        """
        shown = super().viewer()
        if self.needs_handoffs() and self._public_decision() and self.replay_step() is None:
            own = self.own_view_in_public and shown is not None and shown == self.present_actor()
            return shown if own else None
        return shown

    # -- private panels ----------------------------------------------------------------------------
    def private_panel(self, seat: int, parent: QWidget) -> QWidget | None:
        """Return `seat`'s private panel (kept up to date), or None."""
        panel = self.make_private_panel(seat, parent)
        if panel is None:
            return None
        self._private.append(panel)
        panel.destroyed.connect(lambda *_: self._forget_panel(panel))
        self._refresh_private(panel)
        return panel

    def _forget_panel(self, panel: PanelT) -> None:
        self._private = [p for p in self._private if p is not panel]

    def _refresh_private_panels(self) -> None:
        """Show the step shown in every private panel."""
        for panel in list(self._private):
            self._refresh_private(panel)
