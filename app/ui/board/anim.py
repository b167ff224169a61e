"""Arrival animations: a piece drops into its place on the board (PRODUCT.md "Bots").

The board state is always drawn by `BoardScene.sync()`; an animation is only a transient
picture on top. `ArrivalAnimator.start()` puts an `ArrivalItem` (a `QGraphicsObject` that
paints with a callable supplied by the game) above the target and animates its position,
scale and opacity into place; when the animation ends, or `finish()` cuts it short, the
picture is removed and `finished(key)` tells the game to show the piece in its item again.
A duration of 0 shows nothing: the piece is simply there (the "Instant" setting).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsObject

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QGraphicsScene, QStyleOptionGraphicsItem, QWidget

__all__ = ["ARRIVAL_Z", "ArrivalAnimator", "ArrivalItem"]

ARRIVAL_Z = 500.0
"""Stacking value of arriving pieces (above every board item)."""
LIFT = 1.6
"""How far above its place a piece starts, in heights of its picture."""
START_SCALE = 1.45
"""Size of the piece when it starts falling (it shrinks into place, as if from above)."""
FADE_IN = 0.3
"""Share of the animation over which the piece fades in."""


class ArrivalItem(QGraphicsObject):
    """A transient picture of an arriving piece, painted by `draw` around (0, 0).

    Args:
        draw: Paints the piece in item coordinates (the game's own drawing of that piece).
        bounds: The area `draw` paints in.
    """

    def __init__(self, draw: Callable[[QPainter], None], bounds: QRectF) -> None:
        super().__init__()
        self._draw = draw
        self._bounds = QRectF(bounds)
        self.setZValue(ARRIVAL_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        """Return the area the picture paints in."""
        return self._bounds

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        """Paint the piece with the game's drawing."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self._draw(painter)


class ArrivalAnimator(QObject):
    """Plays drop-in animations of arriving pieces on a scene, one per key.

    Args:
        scene: The scene the pictures are shown on (also the animator's Qt parent).
    """

    finished = Signal(str)
    """The animation of this key ended (or was cut short); its picture is gone."""

    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)
        self._scene = scene
        self._running: dict[str, tuple[QParallelAnimationGroup, ArrivalItem]] = {}

    def start(
        self,
        key: str,
        at: QPointF,
        draw: Callable[[QPainter], None],
        bounds: QRectF,
        duration_ms: int,
    ) -> bool:
        """Drop a picture drawn by `draw` onto scene position `at` over `duration_ms`.

        A running animation of the same key is finished first. Returns False, showing
        nothing, when the duration is 0 or less.
        """
        self.finish(key)
        if duration_ms <= 0:
            return False
        item = ArrivalItem(draw, bounds)
        start = at - QPointF(0.0, LIFT * bounds.height())
        item.setPos(start)
        item.setScale(START_SCALE)
        item.setOpacity(0.0)
        self._scene.addItem(item)
        group = QParallelAnimationGroup(self)
        fall = self._animation(item, b"pos", start, at, duration_ms, QEasingCurve.Type.OutBounce)
        shrink = self._animation(
            item, b"scale", START_SCALE, 1.0, duration_ms, QEasingCurve.Type.OutCubic
        )
        fade = self._animation(item, b"opacity", 0.0, 1.0, duration_ms, QEasingCurve.Type.Linear)
        fade.setKeyValueAt(FADE_IN, 1.0)
        for animation in (fall, shrink, fade):
            group.addAnimation(animation)
        group.finished.connect(lambda: self._on_group_finished(key, group))
        self._running[key] = (group, item)
        group.start()
        return True

    @staticmethod
    def _animation(
        item: ArrivalItem,
        prop: bytes,
        start: object,
        end: object,
        duration_ms: int,
        easing: QEasingCurve.Type,
    ) -> QPropertyAnimation:
        animation = QPropertyAnimation(item, prop)
        animation.setStartValue(start)
        animation.setEndValue(end)
        animation.setDuration(duration_ms)
        animation.setEasingCurve(easing)
        return animation

    def _on_group_finished(self, key: str, group: QParallelAnimationGroup) -> None:
        entry = self._running.get(key)
        if entry is not None and entry[0] is group:
            self.finish(key)

    def is_running(self, key: str) -> bool:
        """Whether the piece of `key` is still arriving."""
        return key in self._running

    def running(self) -> list[str]:
        """Return the keys of the pieces still arriving."""
        return list(self._running)

    def group(self, key: str) -> QParallelAnimationGroup | None:
        """Return the animation of `key` (tests and screenshots step it by hand)."""
        entry = self._running.get(key)
        return entry[0] if entry is not None else None

    def picture(self, key: str) -> ArrivalItem | None:
        """Return the picture of the piece of `key` while it arrives."""
        entry = self._running.get(key)
        return entry[1] if entry is not None else None

    def finish(self, key: str | None = None) -> None:
        """End the animation of `key` (None: all) now and remove its picture."""
        keys = list(self._running) if key is None else [key]
        for k in keys:
            entry = self._running.pop(k, None)
            if entry is None:
                continue
            group, item = entry
            group.stop()
            group.deleteLater()
            if item.scene() is self._scene:
                self._scene.removeItem(item)
            self.finished.emit(k)
