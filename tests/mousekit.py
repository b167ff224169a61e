"""Mouse-only play through the real window: the inputs shared by the games' whole-game tests.

`MouseKit` clicks widgets and board targets where they are on screen (checking each point is
visible and not covered), counts the inputs by what they hit, closes round summaries, clicks
the choice panel's rows, and stands in for `QDrag.exec` (a nested event loop a test cannot
drive) with the drag events Qt delivers to the view's viewport over the target. A game's test
subclasses it with its own gestures (`tests/games/*/test_mouse_only.py`).
"""

from __future__ import annotations

import warnings
from collections import Counter
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QPushButton, QWidget

from app.ui.board.dnd import encode_piece
from app.ui.board.items import PieceItem
from app.ui.widgets.summary import RoundSummaryPanel

if TYPE_CHECKING:
    import re
    from collections.abc import Callable, Sequence

    from PySide6.QtGui import QPixmap

    from app.shell.window import MainWindow

__all__ = ["LEFT", "NONE", "MouseKit", "Unclickable"]

LEFT, NONE = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier


class Unclickable(AssertionError):
    """A step of the human's move could not be made by mouse."""


class MouseKit:
    """Mouse input on a game's board and panels, counted by what it hits.

    Args:
        window: The main window playing the game.
        board: The game's board widget (`TabbedBoard`: `tabs`, `view`, `scene`, `choices`).
        tabs: The board's tab keys, in order; `scene_tabs` those showing a part of the scene.
        raw: What an internal id or an untranslated key looks like in a panel row.
    """

    def __init__(
        self,
        window: MainWindow,
        board: Any,
        tabs: Sequence[str],
        scene_tabs: Sequence[str],
        raw: re.Pattern[str],
    ) -> None:
        self.window, self.board = window, board
        assert window.controller is not None
        self.controller: Any = window.controller
        self.tabs, self.scene_tabs, self.raw = tuple(tabs), tuple(scene_tabs), raw
        self.clicks: Counter[str] = Counter()
        """Inputs by what they hit (board, drag, row, confirm, tab, close, ...)."""
        self.kinds: Counter[str] = Counter()
        self.log: Counter[tuple[str, ...]] = Counter()
        """(move kind, its inputs in order): how many moves were made so."""
        self.rejected: list[str] = []
        self.controller.action_rejected.connect(self.rejected.append)
        self.inputs: list[str] = []
        """The inputs of the move being made."""
        self.drop_on: str | None = None
        """Where the drag being made is let go (`fake_drag`)."""
        self.avoid_movable = False
        """`spot` keeps off movable pieces (a click there would pick the piece up)."""
        self.check_lit = False
        """`fake_drag` fails when the target is not lit while the piece hovers over it."""

    # -- input ---------------------------------------------------------------------------------
    def count(self, what: str) -> None:
        """Count one input and let Qt handle what it caused."""
        self.clicks[what] += 1
        self.inputs.append(what)
        QApplication.processEvents()

    def click(self, widget: QWidget, pos: QPoint, what: str) -> None:
        """Click `widget` at `pos`, which must be on screen and not covered."""
        assert widget.isVisible(), what
        assert widget.visibleRegion().contains(pos), what  # not scrolled away nor covered
        QTest.mouseClick(widget, LEFT, NONE, pos)
        self.count(what)

    def button(self, widget: QWidget, what: str) -> None:
        """Click the middle of an enabled widget."""
        assert widget.isEnabled(), what
        self.click(widget, widget.rect().center(), what)

    def close_summaries(self) -> None:
        """Close the round summary and any moment (a battle's reveal) laid over the window.

        A moment is a widget with the `moment` property and a `continueButton`.
        """
        for _ in range(20):  # closing one may bring up the next (a summary after a reveal)
            if not self._close_one_summary() and not self._close_one_moment():
                return
        raise AssertionError("summaries and moments keep coming")

    def _close_one_summary(self) -> bool:
        for panel in self.window.findChildren(RoundSummaryPanel):
            box = panel.findChild(QDialogButtonBox)
            if panel.isVisible() and box is not None:
                self.button(box.button(QDialogButtonBox.StandardButton.Close), "close")
                assert not panel.isVisible()
                return True
        return False

    def _close_one_moment(self) -> bool:
        shown = [w for w in self.window.findChildren(QWidget) if w.property("moment")]
        moment = next((w for w in shown if w.isVisible()), None)
        if moment is None:
            return False
        button = moment.findChild(QPushButton, "continueButton")
        assert button is not None
        self.button(button, "continue")
        assert not moment.isVisible()
        return True

    # -- the board -----------------------------------------------------------------------------
    def show_part(self, centre: QPointF) -> None:
        """Click the tab of the part of the scene that holds `centre`, unless it is shown."""
        board = self.board
        if board.view.isVisible() and board.view.board_rect().contains(centre):
            return
        key = next(k for k in self.scene_tabs if board.scene.region(k).contains(centre))
        self.click(board.tabs, board.tabs.tabRect(self.tabs.index(key)).center(), "tab")
        assert board.current_tab() == key

    def spot(self, target_id: str) -> QPoint:
        """A point of the viewport inside target `target_id` (the tab showing it brought up)."""
        scene, view = self.board.scene, self.board.view
        item = scene.item_for(target_id)
        assert item is not None, target_id
        box = item.sceneBoundingRect()
        self.show_part(box.center())
        grid = [
            QPointF(box.left() + box.width() * i / 12, box.top() + box.height() * j / 12)
            for i in range(1, 12)
            for j in range(1, 12)
        ]
        good = [
            p
            for p in grid
            if scene.target_at(p) == target_id
            and not (
                self.avoid_movable
                and any(isinstance(x, PieceItem) and x.movable for x in scene.items(p))
            )
            and view.viewport().rect().contains(view.mapFromScene(p))
        ]
        if not good:
            raise Unclickable(f"{target_id} has no free point on screen")
        mid = QPointF(sum(p.x() for p in good) / len(good), sum(p.y() for p in good) / len(good))
        point: QPoint = view.mapFromScene(min(good, key=lambda p: (p - mid).manhattanLength()))
        return point

    def item(self, target_id: str) -> None:
        """Click a board target where it is on screen."""
        self.click(self.board.view.viewport(), self.spot(target_id), "board")

    def drag_widget(self, widget: QWidget, target_id: str) -> None:
        """Press a piece's widget, move it (its drag starts), let it go over a board target."""
        start = widget.rect().center()
        assert widget.visibleRegion().contains(start), target_id
        QTest.mousePress(widget, LEFT, NONE, start)
        self.drop_on = target_id
        QTest.mouseMove(widget, start + QPoint(30, 0))  # the drag: `fake_drag` drops it
        QTest.mouseRelease(widget, LEFT, NONE, start + QPoint(30, 0))
        self.drop_on = None
        self.count("drag")

    def fake_drag(self, source: QWidget, piece_id: str, pixmap: QPixmap | None = None) -> bool:
        """What `QDrag.exec` delivers: drag events over the view, let go on `drop_on`."""
        target, view = self.drop_on, self.board.view
        assert target is not None, piece_id
        item = self.board.scene.item_for(target)
        assert item is not None, target
        if not (view.isVisible() and view.board_rect().contains(item.sceneBoundingRect().center())):
            raise Unclickable(f"dragging {piece_id}: {target} is not on screen")  # no tab click
        point = self.spot(target)
        args = (Qt.DropAction.MoveAction, encode_piece(piece_id), LEFT, NONE)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)  # PySide6's QPoint constructors
            events = (
                QDragEnterEvent(point, *args),
                QDragMoveEvent(point, *args),
                QDropEvent(QPointF(point), *args),
            )
        for event in events[:2]:
            QCoreApplication.sendEvent(view.viewport(), event)
        if self.check_lit and target not in self.board.scene.highlighted():
            raise Unclickable(f"dragging {piece_id}: {target} is not lit")
        QCoreApplication.sendEvent(view.viewport(), events[2])
        return events[2].isAccepted()

    # -- the choice panel ----------------------------------------------------------------------
    def row(self, value: Any, same: Callable[[Any, Any], bool] | None = None) -> None:
        """Click the choice panel's row of `value` (or the one row `same` as it)."""
        panel = self.board.choices
        values = panel.values()
        if value not in values:
            alike = [v for v in values if same is not None and same(v, value)]
            if len(alike) != 1:
                raise Unclickable(f"no row for {value!r} among {values!r}")
            value = alike[0]
        entry = panel.list.item(values.index(value))
        assert entry.text(), value  # every row says what it does, in words
        assert not self.raw.search(entry.text()), entry.text()
        panel.list.scrollToItem(entry)
        QApplication.processEvents()
        self.click(panel.list.viewport(), panel.list.visualItemRect(entry).center(), "row")
