"""`BoardView`: a zoomable, pannable view of a board scene.

Zoom with the wheel (the scene point under the pointer stays under it), the +/−/fit buttons in
the corner, or `set_zoom("in" | "out" | "fit")`. Every resize fits the board to the window
again. The part of the scene fitted is the view's `region` when a game sets one (a Barrage
tab shows one board of its scene), else every item; it is measured when fitting, never between
steps, so the board keeps its size while pieces come and go. Pan by dragging the board with the
left button (a press-and-release without moving stays a click for the item under it) or with
the middle/right button. With a `text_scale` above 1 (View ▸ Text size) a fitted board is drawn
that much larger and the rest is reached by panning. Drawing is vector-only with antialiasing, so
the board is sharp on HiDPI screens at every zoom.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QHelpEvent, QPainter, QPainterPath, QPixmapCache
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGraphicsView,
    QHBoxLayout,
    QToolButton,
    QToolTip,
    QWidget,
)

from app.ui.board.anim import ArrivalItem
from app.ui.board.items import PieceItem
from app.ui.board.scene import BoardScene

if TYPE_CHECKING:
    from PySide6.QtGui import QMouseEvent, QResizeEvent, QWheelEvent
    from PySide6.QtWidgets import QGraphicsScene

__all__ = ["BoardView", "ZoomBar"]

MIN_SCALE = 0.15
"""Smallest zoom factor (scene units per pixel, inverted)."""
MAX_SCALE = 8.0
"""Largest zoom factor."""
_BAR_GAP = 6
"""Pixels between the floating zoom buttons and the view's edges (and the board)."""
STEP = 1.25
"""Zoom factor of one button press or wheel notch."""
PIXMAP_CACHE_KB = 256 * 1024
"""Pixmap cache size the view asks for (item caches of a zoomed-in HiDPI board)."""
FIT_MARGIN = 4.0
"""Scene units of air around the board when fitting it to the window."""


class ZoomBar(QFrame):
    """Three small buttons in the view's corner: zoom in, zoom out, fit to window."""

    def __init__(self, view: BoardView) -> None:
        super().__init__(view)
        self.setObjectName("zoomBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.setSpacing(2)
        self.buttons: dict[str, QToolButton] = {}
        labels = {
            "in": ("+", QCoreApplication.translate("BoardView", "Zoom in")),
            "out": ("−", QCoreApplication.translate("BoardView", "Zoom out")),
            "fit": ("⤢", QCoreApplication.translate("BoardView", "Fit the board to the window")),
        }
        for action, (text, tip) in labels.items():
            button = QToolButton(self)
            button.setText(text)
            button.setToolTip(tip)
            button.setAccessibleName(tip)
            button.setAutoRaise(True)
            button.clicked.connect(lambda _=False, a=action: view.set_zoom(a))
            layout.addWidget(button)
            self.buttons[action] = button
        self.adjustSize()


class BoardView(QGraphicsView):
    """A view of a `BoardScene` with zoom (wheel, buttons, fit) and pan by drag."""

    def __init__(self, scene: QGraphicsScene | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        if scene is not None:
            self.setScene(scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setAcceptDrops(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.auto_fit = True
        """The board is fitted to the window (False once the user zooms; a resize refits)."""
        self.region = QRectF()
        """Scene rectangle to fit (empty: every item of the scene)."""
        self.text_scale = 1.0
        """View ▸ Text size: a fitted board is drawn this much larger (its top left shown)."""
        self._pan_from: QPoint | None = None
        self._panning = False
        self.zoom_bar = ZoomBar(self)
        self._bar_floats = True
        # Items may cache their drawing in device pixels; leave room for a large HiDPI board.
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), PIXMAP_CACHE_KB))

    def viewportEvent(self, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """A tooltip over a target also says what the acting seat can do there now."""
        if event.type() == QEvent.Type.ToolTip:
            scene = self.scene()
            if isinstance(scene, BoardScene) and isinstance(event, QHelpEvent):
                tip = scene.tip_at(self.mapToScene(event.pos()))
                if tip:
                    QToolTip.showText(event.globalPos(), tip, self.viewport())
                    return True
        return super().viewportEvent(event)

    # -- zoom -------------------------------------------------------------------------------
    def zoom(self) -> float:
        """Return the current zoom factor (1.0: one scene unit per pixel)."""
        return float(self.transform().m11())

    def set_zoom(self, action: str) -> None:
        """Zoom "in", "out" or "fit" (the View menu and the corner buttons call this)."""
        if action == "fit":
            self.fit()
        elif action in ("in", "out"):
            anchor = self.transformationAnchor()
            self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
            centre = self.mapToScene(self.viewport().rect().center())
            self.zoom_by(STEP if action == "in" else 1 / STEP)
            self._allow_pan()
            self.centerOn(centre)
            self.setTransformationAnchor(anchor)
        else:
            msg = f"unknown zoom action {action!r}"
            raise ValueError(msg)

    def zoom_by(self, factor: float) -> None:
        """Multiply the zoom by `factor`, within limits; the board stops auto-fitting."""
        target = min(MAX_SCALE, max(MIN_SCALE, self.zoom() * factor))
        if target != self.zoom():
            self.scale(target / self.zoom(), target / self.zoom())
        self.auto_fit = False

    def zoom_at(self, factor: float, pos: QPointF) -> None:
        """Zoom by `factor` keeping the scene point under viewport position `pos` in place."""
        anchor = self.transformationAnchor()
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        before = self.mapToScene(pos.toPoint())
        self.zoom_by(factor)
        self._allow_pan()
        moved = self.mapFromScene(before) - pos.toPoint()
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + moved.x())
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() + moved.y())
        self.setTransformationAnchor(anchor)

    def set_text_scale(self, scale: float) -> None:
        """Draw the fitted board `scale` times larger (View ▸ Text size) and fit it now."""
        self.text_scale = max(0.5, scale)
        self.fit()

    def detach_zoom_bar(self) -> ZoomBar:
        """Stop floating the zoom buttons over the board and return them (to lay out)."""
        self._bar_floats = False
        return self.zoom_bar

    def set_region(self, rect: QRectF) -> None:
        """Fit `rect` of the scene from now on (empty: the whole board) and fit it now."""
        self.region = QRectF(rect)
        self.fit()

    def _allow_pan(self) -> None:
        """Let the user pan half a window beyond the board at every zoom."""
        rect = self.board_rect()
        if rect.isEmpty():
            return
        view = self.mapToScene(self.viewport().rect()).boundingRect()
        w, h = view.width() / 2, view.height() / 2
        self.setSceneRect(rect.adjusted(-w, -h, w, h))

    def fit(self) -> None:
        """Fit the whole board in the window and keep fitting it on resize."""
        rect = self.board_rect()
        if rect.isEmpty():
            return
        rect = self._beside_bar(rect.adjusted(-FIT_MARGIN, -FIT_MARGIN, FIT_MARGIN, FIT_MARGIN))
        self.setSceneRect(rect)  # fitted: nothing to pan (larger text: pan within the board)
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        if self.text_scale != 1.0:
            self.scale(self.text_scale, self.text_scale)
            self.ensureVisible(QRectF(rect.topLeft(), rect.topLeft()), 0, 0)
        self.auto_fit = True

    def _beside_bar(self, rect: QRectF) -> QRectF:
        """Return `rect` grown by room for the floating zoom buttons, above it or to its right.

        They covered the last column's label (stranger, issue 35): the board is fitted beside
        them, on the side that keeps it larger.
        """
        bar = self.zoom_bar
        view = self.viewport()
        if not self._bar_floats or bar.isHidden() or rect.isEmpty():
            return rect
        room_w, room_h = bar.width() + 2 * _BAR_GAP, bar.height() + 2 * _BAR_GAP
        width, height = max(1, view.width()), max(1, view.height())
        above = min(width / rect.width(), max(1, height - room_h) / rect.height())
        beside = min(max(1, width - room_w) / rect.width(), height / rect.height())
        # fitInView keeps a few pixels of margin: a little more room than measured
        if above >= beside:
            return rect.adjusted(0, -(room_h + 8) / above, 0, 0)
        return rect.adjusted(0, 0, (room_w + 8) / beside, 0)

    def board_rect(self) -> QRectF:
        """Return the scene rectangle fitted: the region, else every item but arriving pieces."""
        if not self.region.isEmpty():
            return QRectF(self.region)
        scene: QGraphicsScene | None = self.scene()
        if scene is None:
            return QRectF()
        rect = QRectF()
        for item in scene.items():
            if not isinstance(item, ArrivalItem):
                rect = rect.united(item.sceneBoundingRect())
        return rect

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        """Zoom around the pointer: the point under it stays under it."""
        steps = event.angleDelta().y() / 120.0
        if steps == 0:
            super().wheelEvent(event)
            return
        self.zoom_at(STEP**steps, event.position())
        event.accept()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        """Keep the zoom buttons in the top-right corner; fit the board to the new size."""
        super().resizeEvent(event)
        bar = self.zoom_bar
        if self._bar_floats:
            bar.move(self.viewport().width() - bar.width() - _BAR_GAP, _BAR_GAP)
        self.fit()

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802
        """Cover what lies outside the region (another board of the same scene)."""
        super().drawForeground(painter, rect)
        scene: QGraphicsScene | None = self.scene()
        if self.region.isEmpty() or scene is None:
            return
        outside = QPainterPath()
        outside.addRect(QRectF(rect))
        inside = QPainterPath()
        inside.addRect(self.region.adjusted(-FIT_MARGIN, -FIT_MARGIN, FIT_MARGIN, FIT_MARGIN))
        painter.fillPath(outside.subtracted(inside), scene.backgroundBrush())

    # -- pan --------------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        """Remember where a possible pan starts; the scene gets the press too."""
        self._pan_from = event.position().toPoint()
        self._panning = False
        if event.button() in (Qt.MouseButton.MiddleButton, Qt.MouseButton.RightButton):
            self._panning = True
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        """Pan when the board (not a movable piece) is dragged."""
        buttons = event.buttons()
        if self._pan_from is not None and buttons != Qt.MouseButton.NoButton:
            pos = event.position().toPoint()
            moved = pos - self._pan_from
            if not self._panning and self._may_pan(moved):
                self._panning = True
                self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            if self._panning:
                self._pan_from = pos
                self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - moved.x())
                self.verticalScrollBar().setValue(self.verticalScrollBar().value() - moved.y())
                if not buttons & Qt.MouseButton.LeftButton:
                    event.accept()
                    return
        super().mouseMoveEvent(event)

    def _may_pan(self, moved: QPoint) -> bool:
        if moved.manhattanLength() < QApplication.startDragDistance():
            return False
        scene: QGraphicsScene | None = self.scene()
        grabber = scene.mouseGrabberItem() if scene is not None else None
        return not (isinstance(grabber, PieceItem) and grabber.movable)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        """End a pan."""
        was_panning = self._panning
        self._pan_from = None
        self._panning = False
        self.viewport().unsetCursor()
        if was_panning and event.button() != Qt.MouseButton.LeftButton:
            event.accept()
            return
        super().mouseReleaseEvent(event)
