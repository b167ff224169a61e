"""Palette widgets: pieces in a player's supply that can be dragged onto the board or clicked.

A `PieceButton` shows a vector-drawn piece and a count. Dragging it starts a `QDrag` (MIME
`application/x-boardgames-piece`); clicking it emits `picked(piece_id)` so the board can
click-select the piece (then a click on a target makes the move).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeAlias

from PySide6.QtCore import QPoint, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QHelpEvent, QPainter, QPalette, QPen, QPixmap
from PySide6.QtWidgets import QApplication, QSizePolicy, QToolTip, QWidget

from app.ui.board.dnd import start_piece_drag

if TYPE_CHECKING:
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QFocusEvent, QKeyEvent, QMouseEvent, QPaintEvent

__all__ = ["PieceButton", "PiecePainter", "piece_pixmap"]

PiecePainter: TypeAlias = Callable[[QPainter, QRectF], None]
"""Draws a piece into the given rectangle."""


def piece_pixmap(draw: PiecePainter, size: int, ratio: float = 1.0) -> QPixmap:
    """Return a transparent pixmap of a piece, `size` logical pixels, sharp at `ratio`."""
    pixmap = QPixmap(int(size * ratio), int(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    draw(painter, QRectF(0, 0, size, size))
    painter.end()
    return pixmap


class PieceButton(QWidget):
    """One kind of piece in a supply: drag it to the board, or click to select it.

    Args:
        piece_id: The id given to the board ("camel:2").
        draw: Paints the piece into a rectangle.
        parent: Owning widget.
    """

    picked = Signal(str)
    """The button was clicked: select this piece."""
    drag_started = Signal(str)
    """A drag of this piece began."""

    def __init__(
        self,
        piece_id: str,
        draw: PiecePainter,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.piece_id = piece_id
        self._draw = draw
        self._count: str = ""
        self._selected = False
        self._usable = True
        self.refusal_source: Callable[[str], str | None] | None = None
        """Why the piece can go nowhere now (a greyed piece's tooltip; the board sets it)."""
        self._press: QPoint | None = None
        self._keyboard_focus = False
        self.icon_size = 40
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def set_draw(self, draw: PiecePainter) -> None:
        """Change how the piece looks (e.g. after a palette change)."""
        self._draw = draw
        self.update()

    def set_count(self, text: str) -> None:
        """Show how many are left (any short text, "" for none)."""
        if text != self._count:
            self._count = text
            self.update()

    def count(self) -> str:
        """Return the count text shown."""
        return self._count

    def set_usable(self, usable: bool) -> None:
        """Grey the piece out when it can go nowhere now; it still answers a click or a drag.

        Issue 35 §1: a disabled button took no clicks, so a greyed piece said nothing; greyed,
        it stays enabled and the board says why it can go nowhere (`piece_refused`).
        """
        if usable != self._usable:
            self._usable = usable
            self.update()

    def greyed_tip(self) -> str:
        """Return the tooltip of the piece: why it can go nowhere now when greyed."""
        if not self._usable and self.refusal_source is not None:
            return self.refusal_source(self.piece_id) or self.toolTip()
        return self.toolTip()

    def event(self, event: QEvent) -> bool:
        """A greyed piece's tooltip says why it can go nowhere (asked when it is shown)."""
        if isinstance(event, QHelpEvent) and not self._usable and self.refusal_source:
            QToolTip.showText(event.globalPos(), self.greyed_tip(), self)
            return True
        return super().event(event)

    def is_usable(self) -> bool:
        """Return whether the piece shows as usable (not greyed)."""
        return self._usable

    def set_selected(self, selected: bool) -> None:
        """Show the button as the selected piece."""
        if selected != self._selected:
            self._selected = selected
            self.update()

    def is_selected(self) -> bool:
        """Return whether the button shows as selected."""
        return self._selected

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """Room for the icon and a count below it."""
        height = self.fontMetrics().height()
        return QSize(self.icon_size + 14, self.icon_size + height + 10)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        """Draw the frame, the piece and the count."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        pal = self.palette()
        frame = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        if self._selected:
            painter.setPen(QPen(pal.color(QPalette.ColorRole.Highlight), 2.5))
            painter.setBrush(pal.color(QPalette.ColorRole.Highlight).lighter(180))
        else:
            painter.setPen(QPen(pal.color(QPalette.ColorRole.Mid), 1))
            painter.setBrush(pal.color(QPalette.ColorRole.Base))
        if self.hasFocus() and self._keyboard_focus:
            # the focus outline is for keyboard users; after a click or a drag it read as a
            # selection that was not there (issue 22)
            painter.setPen(QPen(pal.color(QPalette.ColorRole.Highlight), 2, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(frame, 5, 5)
        if not self.isEnabled() or not self._usable:
            painter.setOpacity(0.35)
        left = (self.width() - self.icon_size) / 2
        self._draw(painter, QRectF(left, 4, self.icon_size, self.icon_size))
        painter.setOpacity(1.0)
        font = QFont(self.font())
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(pal.color(QPalette.ColorRole.Text))
        text_rect = QRectF(0, self.icon_size + 4, self.width(), self.height() - self.icon_size - 5)
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, self._count)
        painter.end()

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt override
        """Remember whether the keyboard brought the focus (only then is it outlined)."""
        keyboard = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason)
        self._keyboard_focus = event.reason() in keyboard
        super().focusInEvent(event)

    # -- input ------------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        """Remember the press: it becomes a click or a drag."""
        if event.button() == Qt.MouseButton.LeftButton and self.isEnabled():
            self._press = event.position().toPoint()
            event.accept()
        else:
            super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        """Start a `QDrag` once the pointer moved far enough."""
        if self._press is None:
            return
        moved = event.position().toPoint() - self._press
        if moved.manhattanLength() < QApplication.startDragDistance():
            return
        self._press = None
        self.drag_started.emit(self.piece_id)
        pixmap = piece_pixmap(self._draw, self.icon_size + 12, self.devicePixelRatioF())
        self.after_drag(start_piece_drag(self, self.piece_id, pixmap))

    def after_drag(self, dropped: bool) -> None:
        """A drag that was refused or let go off the board leaves the piece in the hand.

        The piece is then selected, so that the next click on a legal space places it (issue
        22: after a refused drag a click on a legal space placed nothing).
        """
        if not dropped and not self._selected:
            self.picked.emit(self.piece_id)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        """A press and release without a drag is a click: select the piece."""
        if self._press is not None and event.button() == Qt.MouseButton.LeftButton:
            self._press = None
            self.picked.emit(self.piece_id)
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        """Space or Enter selects the piece (keyboard operation)."""
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.picked.emit(self.piece_id)
            event.accept()
            return
        super().keyPressEvent(event)
