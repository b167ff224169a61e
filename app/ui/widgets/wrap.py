"""Item views whose long lines wrap inside the panel instead of being cut off at its edge.

Qt's item views can wrap text (`setWordWrap`), but a tree measures a row as if its text had the
whole column, not the column less the row's indentation, so the last line of a wrapped log entry
was cut off; and neither view measures rows again when the panel gets narrower. `WrapDelegate`
measures each row at the width it really gets, and `wrap_lines` sets a view up to use it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeView,
)

if TYPE_CHECKING:
    from PySide6.QtCore import QModelIndex, QPersistentModelIndex

__all__ = ["WrapDelegate", "wrap_lines"]


def _level(index: QModelIndex | QPersistentModelIndex) -> int:
    """Return how deep `index` sits in its model (0 for a top-level row)."""
    level = 0
    parent = index.parent()
    while parent.isValid():
        level += 1
        parent = parent.parent()
    return level


class WrapDelegate(QStyledItemDelegate):
    """Measures wrapped rows at the width left after the row's indentation.

    Args:
        view: The list or tree it draws.
    """

    def __init__(self, view: QAbstractItemView) -> None:
        super().__init__(view)
        self._view = view

    def text_width(self, index: QModelIndex | QPersistentModelIndex) -> int:
        """Return the width the row of `index` has for its text (pixels)."""
        view = self._view
        width = view.viewport().width()
        if isinstance(view, QTreeView):
            levels = _level(index) + (1 if view.rootIsDecorated() else 0)
            width = view.columnWidth(0) - view.indentation() * levels
        return max(40, width)

    def sizeHint(  # noqa: N802 - Qt override
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        """Return the row's size with its text wrapped at the width it really gets."""
        measured = QStyleOptionViewItem(option)
        measured.rect = QRect(0, 0, self.text_width(index), max(1, option.rect.height()))
        measured.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
        return super().sizeHint(measured, index)


class _Relayout(QObject):
    """Measures a view's rows again when its width changes."""

    def __init__(self, view: QAbstractItemView) -> None:
        super().__init__(view)
        self._view = view
        self._width = -1

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """On a resize of the viewport to a new width, lay the rows out again."""
        if event.type() == QEvent.Type.Resize and self._view.viewport().width() != self._width:
            self._width = self._view.viewport().width()
            self._view.scheduleDelayedItemsLayout()
        return super().eventFilter(watched, event)


def wrap_lines(view: QTreeView | QListView) -> None:
    """Make `view` wrap long lines within its width (no sideways scrolling, nothing cut)."""
    view.setWordWrap(True)
    view.setTextElideMode(Qt.TextElideMode.ElideNone)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    if isinstance(view, QTreeView):
        view.setUniformRowHeights(False)
    else:
        view.setResizeMode(QListView.ResizeMode.Adjust)
        view.setUniformItemSizes(False)
    view.setItemDelegate(WrapDelegate(view))
    view.viewport().installEventFilter(_Relayout(view))
