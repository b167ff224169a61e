"""`BoardScene`: a QGraphicsScene drawn from the game state, emitting move intents.

`sync(state, highlights)` is the only way the state reaches the board; games implement
`render_state`. Items are registered by model id (`item_for("cell:57")`). While a piece is in
the hand (dragged from a palette with `QDrag`, dragged on the board, or selected by a click)
a `PieceGesture` lights up its legal targets; hover feedback asks the handler's
`can_drop()`; letting go over a target (or clicking one) emits `piece_dropped`. A successful
move changes the state, the board is synced, and the gesture ends.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtWidgets import QGraphicsScene

from app.ui.board.changed import ChangedMarks, PulseMarks
from app.ui.board.dnd import PieceGesture, decode_piece
from app.ui.board.items import BoardItem, HoverMark
from app.ui.board.mark import SuggestionMarkItem

if TYPE_CHECKING:
    from collections.abc import Callable, Collection, Iterator

    from PySide6.QtCore import QObject
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QGraphicsSceneDragDropEvent, QGraphicsSceneMouseEvent

    from app.ui.board.dnd import DropHandler

__all__ = ["BoardScene"]


class BoardScene(QGraphicsScene):
    """Base of every game board scene: keyed items, highlights, gestures and intents."""

    piece_dropped = Signal(str, str)
    """A piece was let go over a target: (piece_id, target_id)."""
    target_clicked = Signal(str)
    """A target was clicked with nothing in the hand."""
    selection_changed = Signal(str)
    """The piece in the hand changed (its id, or "" when the hand is empty)."""
    drop_hint = Signal(str)
    """Why the target under the pointer would refuse the piece ("" when it would accept)."""
    piece_refused = Signal(str)
    """A piece was picked up (clicked or dragged) that can go nowhere now (its id)."""
    dropped_away = Signal(str)
    """A dragged card was let go off the board's view (its id): nothing happens."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._items: dict[str, BoardItem] = {}
        self._handler: DropHandler | None = None
        self._gesture: PieceGesture | None = None
        self._synced_highlights: frozenset[str] = frozenset()
        self._lit: frozenset[str] = frozenset()
        self._hovered: str | None = None
        self._marks: list[SuggestionMarkItem] = []
        self.tip_source: Callable[[str], str] | None = None
        """What the acting seat can do at a target now, in words (the view's tooltips)."""
        self.changed_marks = ChangedMarks(self)
        """What changed since the acting seat's last turn (`app.ui.board.changed`)."""
        self.pulses = PulseMarks(self)
        """An action's automatic steps, lit one after another."""

    # -- items --------------------------------------------------------------------------
    def add_board_item(self, item: BoardItem) -> BoardItem:
        """Add a top-level keyed item (replacing one with the same id)."""
        old = self._items.get(item.item_id)
        if old is not None and old is not item and old.scene() is self:
            self.removeItem(old)
        self._items[item.item_id] = item
        if item.parentItem() is None and item.scene() is not self:
            self.addItem(item)
        return item

    def remove_board_item(self, item: BoardItem) -> None:
        """Take a keyed item off the board, and forget its id if the id still names it.

        One model id can be shown by two boards in turn (a Barrage contract on the offer, then
        in a hand, and back on undo): the newer item replaces the older one in
        `add_board_item`, so when the older one's owner drops it, it may be off the board
        already and its id may name the newer item, which must stay.
        """
        if item.scene() is self:
            self.removeItem(item)
        if self._items.get(item.item_id) is item:
            del self._items[item.item_id]

    def register(self, item: BoardItem) -> None:
        """Key a child item (already in the scene through its parent) by its id.

        The item is lit exactly when its (new) id is: an item given another id keeps no
        outline of its old one (a used construction space stayed lit as the next one).
        """
        self._items[item.item_id] = item
        item.set_lit(item.item_id in self._lit)

    def unregister(self, item_id: str) -> None:
        """Forget a keyed item (the caller removes it from the scene)."""
        self._items.pop(item_id, None)

    def item_for(self, item_id: str) -> BoardItem | None:
        """Return the item showing model id `item_id`, or None."""
        return self._items.get(item_id)

    def board_items(self) -> Iterator[BoardItem]:
        """Iterate over every keyed item."""
        return iter(self._items.values())

    def tip_at(self, pos: QPointF) -> str | None:
        """Return the tooltip at scene position `pos`, with what the acting seat can do there.

        The target's own words come first, then the moves it can make there now with their
        cost (issue 20 §2). None where the acting seat can do nothing: the items' own
        tooltips show as before.
        """
        target = self.target_at(pos)
        if target is None or self.tip_source is None:
            return None
        now = self.tip_source(target)
        if not now:
            return None
        item = self._items.get(target)
        own = item.toolTip() if item is not None else ""
        return f"{own}\n\n{now}" if own else now

    def target_at(self, pos: QPointF) -> str | None:
        """Return the id of the topmost target under scene position `pos`, or None."""
        for item in self.items(pos):
            if isinstance(item, BoardItem) and item.is_target:
                return item.item_id
        return None

    # -- state --------------------------------------------------------------------------
    def set_handler(self, handler: DropHandler | None) -> None:
        """Set who answers hover and legal-target questions (the game controller)."""
        self._handler = handler

    def sync(self, state: Any, highlights: Collection[str] = ()) -> None:
        """Show `state`; light up `highlights`. Ends any gesture (the position changed)."""
        if self._gesture is not None:
            self._close_gesture()
        self.render_state(state)
        self._synced_highlights = frozenset(highlights)
        self._show_highlights(self._synced_highlights)

    def render_state(self, state: Any) -> None:
        """Update the items from `state` (games override; touch only what changed)."""

    def highlighted(self) -> frozenset[str]:
        """Return the ids lit up now."""
        return self._lit

    def _show_highlights(self, ids: frozenset[str]) -> None:
        for item_id in self._lit - ids:
            item = self._items.get(item_id)
            if item is not None:
                item.set_lit(False)
        for item_id in ids - self._lit:
            item = self._items.get(item_id)
            if item is not None:
                item.set_lit(True)
        self._lit = ids

    def set_suggested(self, ids: Collection[str]) -> None:
        """Outline the items of a suggested move (empty: none); unknown ids are skipped."""
        for mark in self._marks:
            self.removeItem(mark)
        self._marks = []
        for item_id in ids:
            item = self._items.get(item_id)
            if item is not None:
                mark = SuggestionMarkItem(item.mapToScene(item.shape()), item_id)
                self.addItem(mark)
                self._marks.append(mark)

    def suggested(self) -> list[str]:
        """Return the ids marked as a suggested move."""
        return [mark.item_id for mark in self._marks]

    def region(self, key: str) -> QRectF:
        """Return the part of the scene the board's tab `key` shows (default: all of it)."""
        return self.sceneRect()

    def retranslate(self) -> None:
        """Write the items' texts again in the UI language (games with words override it)."""

    # -- gestures -------------------------------------------------------------------------
    def hovered_target(self) -> str | None:
        """Return the target under the pointer while a piece is held (None: none)."""
        return self._hovered

    def gesture(self) -> PieceGesture | None:
        """Return the open gesture (a piece in the hand), if any."""
        return self._gesture

    def selected_piece(self) -> str | None:
        """Return the id of the piece in the hand, if any."""
        return self._gesture.piece_id if self._gesture is not None else None

    def begin_gesture(self, piece_id: str) -> PieceGesture | None:
        """Put `piece_id` in the hand and light up its legal targets."""
        if self._handler is None:
            return None
        if self._gesture is not None:
            self._close_gesture()
        self._gesture = PieceGesture(self._handler, piece_id, self.piece_dropped.emit)
        self._show_highlights(self._gesture.targets)
        self.selection_changed.emit(piece_id)
        if not self._gesture.targets:
            self.piece_refused.emit(piece_id)  # it can go nowhere: the controller says why
        return self._gesture

    def select_piece(self, piece_id: str) -> None:
        """Click-select `piece_id` (selecting it again puts it back).

        A piece that can go nowhere now is not kept in the hand: the click says why. An empty
        id puts the piece in the hand back (nothing is picked up, so nothing is refused).
        """
        if not piece_id or self.selected_piece() == piece_id:
            self.cancel_gesture()
            return
        gesture = self.begin_gesture(piece_id)
        if gesture is not None and not gesture.targets and self._gesture is gesture:
            self.cancel_gesture()

    def cancel_gesture(self) -> None:
        """Put the piece in the hand back."""
        if self._gesture is not None:
            self._gesture.cancel()
            self._close_gesture()

    def drop_on(self, target_id: str) -> bool:
        """Let the piece in the hand go over `target_id`; return whether a move was made."""
        if self._gesture is None:
            return False
        gesture = self._gesture
        made = gesture.drop(target_id)
        if made and self._gesture is gesture:
            self._close_gesture()
        return made

    def _close_gesture(self) -> None:
        if self._gesture is None:
            return
        self._gesture.end()
        self._gesture = None
        self._set_hovered(None, HoverMark.NONE)
        self._show_highlights(self._synced_highlights)
        self.selection_changed.emit("")

    def _set_hovered(self, item_id: str | None, mark: HoverMark) -> None:
        if self._hovered is not None and self._hovered != item_id:
            old = self._items.get(self._hovered)
            if old is not None:
                old.set_hover(HoverMark.NONE)
        self._hovered = item_id
        item = self._items.get(item_id) if item_id is not None else None
        if item is not None:
            item.set_hover(mark)

    def _feedback(self, target_id: str | None) -> bool:
        """Show hover feedback for the target under the pointer; return whether it accepts."""
        if self._gesture is None or target_id is None:
            self._set_hovered(None, HoverMark.NONE)
            self.drop_hint.emit("")
            return False
        reason = self._gesture.accepts(target_id)
        self._set_hovered(target_id, HoverMark.OK if reason is None else HoverMark.BAD)
        self.drop_hint.emit(reason or "")
        return reason is None

    # -- intents from items ----------------------------------------------------------------
    def item_clicked(self, item_id: str) -> None:
        """A target was clicked: drop the selected piece there, or report the click."""
        if self._gesture is not None:
            self.drop_on(item_id)
        else:
            self.target_clicked.emit(item_id)

    def item_dropped_away(self, item_id: str) -> None:
        """A dragged card was let go off the board: report it (the controller says where)."""
        self.dropped_away.emit(item_id)

    def item_hovered(self, item_id: str, entered: bool) -> None:
        """The pointer entered or left a target: hover feedback while a piece is selected."""
        if self._gesture is None:
            return
        if entered:
            self._feedback(item_id)
        elif self._hovered == item_id:
            self._feedback(None)

    def piece_grabbed(self, piece_id: str) -> bool:
        """An on-board piece was pressed: open a gesture for it."""
        return self.begin_gesture(piece_id) is not None

    def piece_moved(self, piece_id: str, pos: QPointF) -> None:
        """An on-board piece is being dragged over `pos`."""
        self._feedback(self.target_at(pos))

    def piece_released(self, piece_id: str, pos: QPointF) -> None:
        """An on-board piece was let go at `pos`: drop it there, else put it back."""
        target = self.target_at(pos)
        if target is None or not self.drop_on(target):
            self.cancel_gesture()

    # -- QDrag from palettes ---------------------------------------------------------------
    def dragEnterEvent(self, event: QGraphicsSceneDragDropEvent) -> None:  # noqa: N802
        """A palette piece enters the board: open a gesture and light up its targets."""
        piece = decode_piece(event.mimeData())
        if piece is None or self.begin_gesture(piece) is None:
            event.ignore()
            return
        event.setDropAction(Qt.DropAction.MoveAction)
        event.accept()

    def dragMoveEvent(self, event: QGraphicsSceneDragDropEvent) -> None:  # noqa: N802
        """Hover feedback for the target under the pointer.

        Any target takes the drop, even one that would refuse it: the refusal then comes from
        the controller with the engine's reason (status bar) instead of a silent snap-back.
        """
        target = self.target_at(event.scenePos())
        if self._gesture is None:
            event.ignore()
            return
        self._feedback(target)
        event.setDropAction(Qt.DropAction.MoveAction)
        event.setAccepted(target is not None)

    def dragLeaveEvent(self, event: QGraphicsSceneDragDropEvent) -> None:  # noqa: N802
        """The piece left the board: put it back."""
        self.cancel_gesture()
        event.accept()

    def dropEvent(self, event: QGraphicsSceneDragDropEvent) -> None:  # noqa: N802
        """Let go: try the move; a refused drop snaps back (the controller says why)."""
        target = self.target_at(event.scenePos())
        made = target is not None and self.drop_on(target)
        if not made:
            self.cancel_gesture()
        event.setDropAction(Qt.DropAction.MoveAction)
        event.setAccepted(made)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        """The first click on the board takes the marks of what changed away."""
        self.changed_marks.clear()
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        """Escape puts the selected piece back."""
        if event.key() == Qt.Key.Key_Escape and self._gesture is not None:
            self.cancel_gesture()
            event.accept()
            return
        super().keyPressEvent(event)
