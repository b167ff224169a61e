"""The game log: every action in words, grouped under round/phase headings; click to replay."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QAbstractItemView, QTreeWidget, QTreeWidgetItem, QWidget

from app.ui.i18n import current_language
from app.ui.widgets.wrap import wrap_lines

if TYPE_CHECKING:
    from app.ui.controller import GameController

__all__ = ["GameLogPanel"]

_STEP_ROLE = Qt.ItemDataRole.UserRole
"""Item data: the step number an entry shows (headings have none)."""


class GameLogPanel(QTreeWidget):
    """Headings as top-level rows, actions below them; activating an action replays it.

    Args:
        controller: The game's controller.
        parent: Qt parent.
    """

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._built: tuple[object, ...] = ()
        self._items: dict[int, QTreeWidgetItem] = {}
        self.setObjectName("gameLog")
        self.setHeaderHidden(True)
        self.setRootIsDecorated(True)
        wrap_lines(self)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.itemClicked.connect(self._on_item_clicked)
        self.itemActivated.connect(self._on_item_clicked)
        controller.history_changed.connect(self.refresh)
        controller.state_changed.connect(self.refresh)
        self.refresh()

    def item_for_step(self, step: int) -> QTreeWidgetItem | None:
        """Return the row of the action that leads to `step`, if listed."""
        return self._items.get(step)

    def refresh(self) -> None:
        """Rebuild the rows if the history, the viewer or the language changed."""
        c = self._controller
        key = (id(c.session.state), len(c.session.actions), c.viewer(), current_language())
        if key != self._built:
            self._built = key
            self._rebuild()
        self._mark_replay()

    def _rebuild(self) -> None:
        self.clear()
        self._items = {}
        group: QTreeWidgetItem | None = None
        heading = None
        for entry in self._controller.log_entries():
            if group is None or entry.heading != heading:
                heading = entry.heading
                group = QTreeWidgetItem(self, [heading or "—"])
                font = group.font(0)
                font.setBold(True)
                group.setFont(0, font)
                group.setFlags(Qt.ItemFlag.ItemIsEnabled)
            item = QTreeWidgetItem(group, [f"{entry.step}. {entry.text}"])
            item.setData(0, _STEP_ROLE, entry.step)
            item.setToolTip(0, self.tr("Click to view the board after this move"))
            self._items[entry.step] = item
            for note in entry.notes:  # e.g. "Anna asked for a suggestion" (before this move)
                row = QTreeWidgetItem(item, [note])
                font = row.font(0)
                font.setItalic(True)
                row.setFont(0, font)
                row.setFlags(Qt.ItemFlag.ItemIsEnabled)
        self.expandAll()
        last = self._items.get(len(self._controller.session.actions))
        if last is not None:
            self.scrollToItem(last)

    def _mark_replay(self) -> None:
        step = self._controller.replay_step()
        item = self._items.get(step) if step is not None else None
        if item is None:
            self.clearSelection()
            return
        self.setCurrentItem(item)
        self.scrollToItem(item)

    def _on_item_clicked(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        step = item.data(0, _STEP_ROLE)
        if isinstance(step, int):
            self._controller.show_step(step)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Rebuild in the new language."""
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)
