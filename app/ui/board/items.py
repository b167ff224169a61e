"""Board items: targets (slots, hexes) and pieces, each keyed by a model id.

Items hold an id plus visuals, nothing else: the game state lives in the controller and
reaches the items only through `BoardScene.sync()`. Items report what the user does
(clicks, hovers, in-scene drags) to their scene, which turns it into intents
(`target_clicked`, `piece_dropped`). Everything is painted as vectors, so the board is sharp
at any zoom and on HiDPI screens.
"""

from __future__ import annotations

import math
from enum import Enum
from typing import TYPE_CHECKING, Protocol, cast

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsSimpleTextItem

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import (
        QGraphicsSceneHoverEvent,
        QGraphicsSceneMouseEvent,
        QStyleOptionGraphicsItem,
        QWidget,
    )

__all__ = [
    "BoardItem",
    "HexItem",
    "HoverMark",
    "IntentSink",
    "PaintedItem",
    "PieceItem",
    "SlotItem",
    "hex_corners",
    "text_item",
]

LEGAL_FILL = QColor(255, 255, 255, 115)
"""Wash under a legal target's content (drawn over its fill, never over its texts: a wash over
the texts greyed them, and a legal target looked disabled)."""
LEGAL_EDGE = QColor(235, 150, 0)
"""Edge of a legal target."""
HOVER_OK = QColor(40, 170, 60)
"""Edge of the target under the pointer when the drop would be accepted."""
HOVER_BAD = QColor(210, 40, 40)
"""Edge of the target under the pointer when the drop would be refused."""


class HoverMark(Enum):
    """Feedback on the target under the pointer while a piece is in the hand."""

    NONE = 0
    OK = 1
    BAD = 2


class IntentSink(Protocol):
    """The part of `BoardScene` items talk to."""

    def item_clicked(self, item_id: str) -> None:
        """A target item was clicked (pressed and released without moving)."""

    def item_hovered(self, item_id: str, entered: bool) -> None:
        """The pointer entered or left a target item."""

    def item_dropped_away(self, item_id: str) -> None:
        """A dragged card (`drag_is_click`) was let go off the board's view."""

    def piece_grabbed(self, piece_id: str) -> bool:
        """An on-board piece was pressed: start a gesture; return whether it may move."""
        ...

    def piece_moved(self, piece_id: str, pos: QPointF) -> None:
        """An on-board piece is being dragged; `pos` is the pointer in scene coordinates."""

    def piece_released(self, piece_id: str, pos: QPointF) -> None:
        """An on-board piece was let go at `pos` (scene coordinates)."""


def hex_corners(radius: float, flat_top: bool = True) -> QPolygonF:
    """Return the six corners of a regular hexagon centred on (0, 0)."""
    start = 0.0 if flat_top else 30.0
    return QPolygonF(
        [
            QPointF(
                radius * math.cos(math.radians(start + 60 * k)),
                radius * math.sin(math.radians(start + 60 * k)),
            )
            for k in range(6)
        ]
    )


class BoardItem(QGraphicsItem):
    """Base of every keyed item: an id, a lit flag and hover feedback."""

    is_target = False
    """Whether pieces can be dropped on this item."""

    def __init__(self, item_id: str, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.item_id = item_id
        self.lit = False
        self.hover = HoverMark.NONE

    def set_lit(self, lit: bool) -> None:
        """Light the item up as a legal target (or stop)."""
        if lit != self.lit:
            self.lit = lit
            self.update()

    def set_hover(self, mark: HoverMark) -> None:
        """Show whether a drop here would be accepted."""
        if mark != self.hover:
            self.hover = mark
            self.update()

    def sink(self) -> IntentSink | None:
        """Return the scene if it takes intents (a `BoardScene`), else None."""
        scene = self.scene()
        return cast("IntentSink", scene) if hasattr(scene, "item_clicked") else None


class SlotItem(BoardItem):
    """A place pieces can go to: a shape that lights up, shows hover feedback, can be clicked.

    Subclasses draw their content in `paint_content`; the highlight is drawn over it.
    """

    is_target = True
    drag_is_click = False
    """Whether pressing, moving and letting go counts as a click too (a card a player tries to
    drag somewhere: the click's action starts or its refusal is said, never silence)."""

    def __init__(self, item_id: str, path: QPainterPath, parent: QGraphicsItem | None = None):
        super().__init__(item_id, parent)
        self._path = path
        self._bounds = path.boundingRect().adjusted(-3, -3, 3, 3)
        self.fill = QColor(230, 230, 230)
        self.edge = QColor(120, 120, 120)
        self.edge_width = 1.0
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self._home: QPointF | None = None
        """Where a card dragged away (`drag_is_click`) goes back to when let go."""

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        """Return the area the item paints in."""
        return self._bounds

    def shape(self) -> QPainterPath:
        """Return the exact outline (for hit tests)."""
        return self._path

    def outline(self) -> QPainterPath:
        """Return the slot's outline path in item coordinates."""
        return self._path

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        """Draw the slot, its content, then the highlight."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(self.edge, self.edge_width))
        painter.setBrush(QBrush(self.fill))
        painter.drawPath(self._path)
        self.paint_wash(painter)
        self.paint_content(painter)
        self.paint_highlight(painter)

    def paint_content(self, painter: QPainter) -> None:
        """Draw what sits on the slot (overridden by games)."""

    def paint_wash(self, painter: QPainter) -> None:
        """Draw the legal-target wash over the fill, under the content (texts keep full ink)."""
        if self.lit:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(LEGAL_FILL))
            painter.drawPath(self._inset_path())

    def paint_highlight(self, painter: QPainter) -> None:
        """Draw the legal-target edge and the hover edge (over the content, no fill)."""
        if self.lit:
            painter.setPen(QPen(LEGAL_EDGE, 2.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self._inset_path())
        if self.hover is not HoverMark.NONE:
            colour = HOVER_OK if self.hover is HoverMark.OK else HOVER_BAD
            painter.setPen(QPen(colour, 4.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self._inset_path())

    def _inset_path(self) -> QPainterPath:
        rect = self._path.boundingRect()
        if rect.width() <= 4 or rect.height() <= 4:
            return self._path
        scale = 1.0 - 4.0 / max(rect.width(), rect.height())
        centre = rect.center()
        path = QPainterPath(self._path)
        path.translate(-centre)
        shrunk = QPainterPath()
        poly = path.toFillPolygon()
        shrunk.addPolygon(QPolygonF([poly.at(i) * scale for i in range(poly.size())]))
        shrunk.translate(centre)
        return shrunk

    # -- user input -------------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        """Accept the press so the release comes here."""
        if event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            event.ignore()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        """A card that answers a drag (`drag_is_click`) follows the pointer until let go."""
        if not self.drag_is_click:
            super().mouseMoveEvent(event)
            return
        if self._home is None:
            self._home = self.pos()
            self.setZValue(self.zValue() + 1000)
        start = event.buttonDownScenePos(Qt.MouseButton.LeftButton)
        self.setPos(self._home + event.scenePos() - start)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        """A press and release without moving is a click (with `drag_is_click`, any release)."""
        if event.button() != Qt.MouseButton.LeftButton:
            return
        if self._home is not None:  # a dragged card goes back; the click's answer follows
            self.setPos(self._home)
            self.setZValue(self.zValue() - 1000)
            self._home = None
        moved = event.screenPos() - event.buttonDownScreenPos(Qt.MouseButton.LeftButton)
        sink = self.sink()
        still = moved.manhattanLength() < QApplication.startDragDistance()
        if sink is not None and not still and self.drag_is_click and self._off_view(event):
            sink.item_dropped_away(self.item_id)  # on the log, a panel: nothing, say where
            return
        if (still or self.drag_is_click) and sink is not None:
            sink.item_clicked(self.item_id)

    def _off_view(self, event: QGraphicsSceneMouseEvent) -> bool:
        """Whether the release is outside every view of the scene (issue 35 §1).

        A contract card dropped onto the game log was taken as its click: a drop off the
        board does nothing but say where to drop it.
        """
        scene = self.scene()
        views = scene.views() if scene is not None else []
        at = event.screenPos()
        for view in views:
            port = view.viewport()
            if port.rect().contains(port.mapFromGlobal(at)):
                return False
        return bool(views)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        """Tell the scene the pointer is over this target."""
        sink = self.sink()
        if sink is not None:
            sink.item_hovered(self.item_id, True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        """Tell the scene the pointer left this target."""
        sink = self.sink()
        if sink is not None:
            sink.item_hovered(self.item_id, False)
        super().hoverLeaveEvent(event)


class HexItem(SlotItem):
    """A hexagonal slot centred on its position (flat-topped by default)."""

    def __init__(
        self,
        item_id: str,
        radius: float,
        flat_top: bool = True,
        parent: QGraphicsItem | None = None,
    ) -> None:
        path = QPainterPath()
        path.addPolygon(hex_corners(radius, flat_top))
        path.closeSubpath()
        super().__init__(item_id, path, parent)
        self.radius = radius


class PieceItem(BoardItem):
    """A piece on the board; if `movable`, it can be dragged in the scene onto a target.

    The drag is an in-scene press/move/release (no `QDrag`): the scene opens a gesture on
    press, gives hover feedback while moving and delivers `piece_dropped` on release. The
    piece always snaps back to where it was; a successful move re-syncs the board.
    """

    def __init__(
        self, item_id: str, radius: float = 12.0, parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(item_id, parent)
        self.radius = radius
        self.fill = QColor(200, 200, 200)
        self.edge = QColor(60, 60, 60)
        self.movable = False
        self._home: QPointF | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        """Return the area the item paints in."""
        r = self.radius + 2
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        """Draw the piece (a disc unless a subclass draws something better)."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(self.edge, 1.5))
        painter.setBrush(QBrush(self.fill))
        painter.drawEllipse(QPointF(0, 0), self.radius, self.radius)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        """Pick the piece up if it may move."""
        sink = self.sink()
        if not self.movable or sink is None or not sink.piece_grabbed(self.item_id):
            event.ignore()
            return
        self._home = self.pos()
        self.setZValue(self.zValue() + 1000)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        """Follow the pointer and ask the scene for hover feedback."""
        if self._home is None:
            return
        delta = event.scenePos() - event.lastScenePos()
        self.setPos(self.pos() + delta)
        sink = self.sink()
        if sink is not None:
            sink.piece_moved(self.item_id, event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        """Let go: snap back home and report the drop position."""
        if self._home is None:
            return
        self.setPos(self._home)
        self.setZValue(self.zValue() - 1000)
        self._home = None
        sink = self.sink()
        if sink is not None:
            sink.piece_released(self.item_id, event.scenePos())


class PaintedItem(QGraphicsItem):
    """A small picture (a figure, a token, a cube) drawn by a function into its rectangle.

    Not a board item: it has no id and takes no clicks (a frame's decoration).
    """

    def __init__(
        self, rect: QRectF, draw: Callable[[QPainter, QRectF], None], parent: QGraphicsItem
    ) -> None:
        super().__init__(parent)
        self._rect = rect
        self._draw = draw

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        """Return the area painted."""
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Draw the picture."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self._draw(painter, self._rect)


def text_item(
    parent: QGraphicsItem | None, size: int, ink: QColor, bold: bool = False
) -> QGraphicsSimpleTextItem:
    """Return a (child) text item of `size` pixels in `ink` (readable-text tests measure it)."""
    item = QGraphicsSimpleTextItem(parent)
    font = QFont()
    font.setPixelSize(size)
    font.setBold(bold)
    item.setFont(font)
    item.setBrush(QBrush(ink))
    return item
