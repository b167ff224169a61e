"""Marks of what changed since a seat's last turn: "what happened while you waited" (issue 18 §4).

When a human seat's turn starts, the board outlines the items whose counters or pieces changed
since that seat last moved (the controller works out which: `BoardController.changed_items`).
The marks are amber bands around the items' shapes (nothing over them: a piece keeps its
colours), items of their own above the board that take no mouse buttons, so the board underneath
still gets every click and drop. They hold for a few
seconds, then fade; the first click on the board takes them away at once.

`PulseMarks` uses the same marks to lead the eye through one action's automatic steps (Barrage's
water flow, a Tinners' Trail region drained, a Through the Desert area enclosed), one step's
items after another at the bot-move animation speed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRectF, Qt, QTimer, QVariantAnimation
from PySide6.QtGui import QColor, QPainterPath, QPainterPathStroker
from PySide6.QtWidgets import QGraphicsItem

if TYPE_CHECKING:
    from collections.abc import Collection

    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QGraphicsScene, QStyleOptionGraphicsItem, QWidget

    from app.ui.board.items import BoardItem

__all__ = ["HOLD_MS", "ChangedMarkItem", "ChangedMarks", "PulseMarks"]

HOLD_MS = 4000
"""How long the marks stay before they fade (a few seconds: time to look, not to linger)."""
FADE_MS = 800
_WIDTH = 6.0
_AMBER = QColor(255, 176, 0)
_BAND_ALPHA = 170
"""The band is see-through too: a neighbour's word under it stays readable (`see_through`)."""


class ChangedMarkItem(QGraphicsItem):
    """A translucent amber band along an item's outline, in scene coordinates.

    Args:
        outline: The item's shape, in scene coordinates.
        item_id: Id of the marked item.
    """

    def __init__(self, outline: QPainterPath, item_id: str) -> None:
        super().__init__()
        self.item_id = item_id
        self._outline = outline
        # the band lies outside the outline: the item's own words (a name along its edge) stay
        # readable under the mark
        stroker = QPainterPathStroker()
        stroker.setWidth(2 * _WIDTH)
        stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self._band = stroker.createStroke(outline).subtracted(outline)
        self.setZValue(999)  # under a suggestion's dashes (1000), over the board
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        """The outline with its pen."""
        pad = _WIDTH
        return self._outline.boundingRect().adjusted(-pad, -pad, pad, pad)

    see_through = True
    """Drawn over the board without hiding what is under it (the fit walk's "under" check)."""

    def shape(self) -> QPainterPath:
        """The band only: the wash inside is see-through and hides nothing under it."""
        return self._band

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        """Draw the band around the outline; nothing inside it.

        A wash inside tinted the pieces: a purple camel looked pink, a turquoise one grey, and
        the owner's ring changed colour (the TtD stranger). The band alone marks the item.
        """
        painter.setRenderHint(painter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        band = QColor(_AMBER)
        band.setAlpha(_BAND_ALPHA)
        painter.setBrush(band)
        painter.drawPath(self._band)


class ChangedMarks(QObject):
    """The changed marks of one scene: shown, held, faded, cleared.

    Args:
        scene: The board scene the marks are drawn on (also their Qt parent).
    """

    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)
        self._scene = scene
        self._items: list[ChangedMarkItem] = []
        self._hold = QTimer(self)
        self._hold.setSingleShot(True)
        self._hold.timeout.connect(self._fade)
        self._fader = QVariantAnimation(self)
        self._fader.setStartValue(1.0)
        self._fader.setEndValue(0.0)
        self._fader.setDuration(FADE_MS)
        self._fader.valueChanged.connect(self._on_fade_step)
        self._fader.finished.connect(self.clear)

    def show(self, items: Collection[BoardItem], hold_ms: int = HOLD_MS) -> None:
        """Mark `items` (replacing any marks) for `hold_ms`, then fade them out."""
        self.clear()
        for item in items:
            mark = ChangedMarkItem(item.mapToScene(item.shape()), item.item_id)
            self._scene.addItem(mark)
            self._items.append(mark)
        if self._items:
            self._hold.start(max(0, hold_ms))

    def ids(self) -> list[str]:
        """Return the ids of the items marked now (in the order shown)."""
        return [mark.item_id for mark in self._items]

    def clear(self) -> None:
        """Take every mark away now."""
        self._hold.stop()
        self._fader.stop()
        for mark in self._items:
            if mark.scene() is self._scene:
                self._scene.removeItem(mark)
        self._items = []

    def _fade(self) -> None:
        self._fader.start()

    def _on_fade_step(self, value: object) -> None:
        opacity = float(value) if isinstance(value, float | int) else 0.0
        for mark in self._items:
            mark.setOpacity(opacity)


class PulseMarks(QObject):
    """Lead the eye through an action's automatic steps: each step's items lit in turn.

    Each group (the items one automatic step changed: a flow's dams, a drained region, an
    enclosed area) is marked for `step_ms`, then the next; the last is taken away after its
    turn. The length follows the bot-move animation speed, so "instant" shows none.

    Args:
        scene: The board scene the marks are drawn on (also their Qt parent).
    """

    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)
        self._scene = scene
        self._marks = ChangedMarks(scene)
        self._groups: list[list[BoardItem]] = []
        self._played: list[list[str]] = []
        self._step_ms = 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next)

    def play(self, groups: list[list[BoardItem]], step_ms: int) -> None:
        """Light `groups` one after another, `step_ms` each (replacing a sequence under way)."""
        self.stop()
        self._groups = [g for g in groups if g]
        self._played = [[item.item_id for item in g] for g in self._groups]
        self._step_ms = max(1, step_ms)
        self._next()

    def played(self) -> list[list[str]]:
        """Return the ids of the groups of the last sequence (for tests)."""
        return [list(g) for g in self._played]

    def running(self) -> bool:
        """Whether a sequence is being shown."""
        return bool(self._marks.ids())

    def remaining_ms(self) -> int:
        """Return about how long the sequence under way still takes (0: none)."""
        if not self.running():
            return 0
        return max(0, self._timer.remainingTime()) + len(self._groups) * self._step_ms

    def stop(self) -> None:
        """Take the marks away and drop the rest of the sequence."""
        self._timer.stop()
        self._groups = []
        self._marks.clear()

    def _next(self) -> None:
        if not self._groups:
            self._marks.clear()
            return
        self._marks.show(self._groups.pop(0), hold_ms=self._step_ms * 10)
        self._timer.start(self._step_ms)
