"""Arrival animations: a piece drops into its place on the board (PRODUCT.md "Bots").

The board state is always drawn by `BoardScene.sync()`; an animation is only a transient
picture on top. `ArrivalAnimator.start()` puts an `ArrivalItem` (a `QGraphicsObject` that
paints with a callable supplied by the game) above the target and animates its position,
scale and opacity into place; when the animation ends, or `finish()` cuts it short, the
picture is removed and `finished(key)` tells the game to show the piece in its item again.
A duration of 0 shows nothing: the piece is simply there (the "Instant" setting).

`TravelAnimator` moves pictures along paths instead (water running down a river): each `Trip`
sets off and arrives at its own fraction of one shared animation, and `progressed(t)` lets the
game show what has left or arrived so far.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsObject

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from PySide6.QtWidgets import QGraphicsScene, QStyleOptionGraphicsItem, QWidget

__all__ = ["ARRIVAL_Z", "ArrivalAnimator", "ArrivalItem", "TravelAnimator", "Trip"]

ARRIVAL_Z = 500.0
"""Stacking value of arriving pieces (above every board item)."""
LIFT = 1.6
"""How far above its place a piece starts, in heights of its picture."""
START_SCALE = 1.45
"""Size of the piece when it starts falling (it shrinks into place, as if from above)."""
FADE_IN = 0.3
"""Share of the animation over which the piece fades in."""
SAFETY_MS = 500
"""How long past its duration an animation may run before its picture is taken away anyway.

Qt drives every animation from one shared timer; should it stall (seen once on a loaded
machine), the real piece must still appear rather than stay hidden under a frozen picture.
"""


def _safety_net(owner: QObject, duration_ms: int, end: Callable[[], None]) -> None:
    """Call `end` once `duration_ms` plus `SAFETY_MS` have passed (owned by `owner`)."""
    timer = QTimer(owner)
    timer.setSingleShot(True)
    timer.setInterval(duration_ms + SAFETY_MS)
    timer.timeout.connect(end)
    timer.start()


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
        _safety_net(group, duration_ms, lambda: self._on_group_finished(key, group))
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


@dataclass(frozen=True)
class Trip:
    """One picture's journey along a path, within a shared animation running from 0 to 1."""

    path: QPainterPath
    """Where it goes, in scene coordinates (start to end)."""
    depart: float = 0.0
    """Fraction of the whole animation at which it sets off (hidden until then)."""
    arrive: float = 1.0
    """Fraction at which it arrives (hidden from then on)."""

    def point_at(self, t: float) -> QPointF | None:
        """Return where the picture is at fraction `t` of the animation (None: not on its way)."""
        if not self.depart < t < self.arrive:
            return None
        local = (t - self.depart) / max(1e-9, self.arrive - self.depart)
        eased = QEasingCurve(QEasingCurve.Type.InOutSine).valueForProgress(local)
        percent = self.path.percentAtLength(eased * self.path.length())
        return self.path.pointAtPercent(max(0.0, min(1.0, percent)))


class TravelAnimator(QObject):
    """Moves pictures along paths, all in one animation (a duration of 0 shows nothing).

    Args:
        scene: The scene the pictures are shown on (also the animator's Qt parent).
    """

    progressed = Signal(float)
    """The animation reached this fraction (0 to 1); pictures are in place for it."""
    finished = Signal()
    """The animation ended (or was cut short); its pictures are gone."""

    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)
        self._scene = scene
        self._animation: QVariantAnimation | None = None
        self._trips: list[tuple[Trip, ArrivalItem]] = []

    def start(
        self,
        trips: Sequence[Trip],
        draw: Callable[[QPainter], None],
        bounds: QRectF,
        duration_ms: int,
    ) -> bool:
        """Send one picture drawn by `draw` along each trip over `duration_ms`.

        A running animation is finished first. Returns False, showing nothing, when the
        duration is 0 or less or there is no trip.
        """
        self.finish()
        if duration_ms <= 0 or not trips:
            return False
        for trip in trips:
            item = ArrivalItem(draw, bounds)
            item.setVisible(False)
            self._scene.addItem(item)
            self._trips.append((trip, item))
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(duration_ms)
        animation.valueChanged.connect(self._show)
        animation.finished.connect(lambda: self._on_finished(animation))
        self._animation = animation
        self._show(0.0)
        animation.start()
        _safety_net(animation, duration_ms, lambda: self._on_finished(animation))
        return True

    def _show(self, value: object) -> None:
        t = float(value) if isinstance(value, (int, float)) else 0.0
        for trip, item in self._trips:
            point = trip.point_at(t)
            if point is not None:
                item.setPos(point)
            item.setVisible(point is not None)
        self.progressed.emit(t)

    def _on_finished(self, animation: QVariantAnimation) -> None:
        if animation is self._animation:
            self.finish()

    def is_running(self) -> bool:
        """Whether pictures are on their way."""
        return self._animation is not None

    def animation(self) -> QVariantAnimation | None:
        """Return the running animation (tests and screenshots step it by hand)."""
        return self._animation

    def pictures(self) -> list[ArrivalItem]:
        """Return the pictures of the running animation (shown or not yet)."""
        return [item for _, item in self._trips]

    def finish(self) -> None:
        """End the animation now and remove its pictures (nothing happens when none runs)."""
        animation, self._animation = self._animation, None
        if animation is None:
            return
        animation.stop()
        animation.deleteLater()
        for _, item in self._trips:
            if item.scene() is self._scene:
                self._scene.removeItem(item)
        self._trips = []
        self.finished.emit()
