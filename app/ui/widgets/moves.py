"""The legal-move list: every legal action of the acting human in words (keyboard operable)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLabel, QLineEdit, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from app.engine.phrases import plain
from app.ui.i18n import current_language
from app.ui.widgets.wrap import wrap_lines

if TYPE_CHECKING:
    from app.ui.controller import GameController

__all__ = ["LegalMovesPanel"]

_ACTION_ROLE = Qt.ItemDataRole.UserRole
"""Item data: the engine action the row plays."""
_WORDS_ROLE = Qt.ItemDataRole.UserRole + 1
"""Item data: the row's move in words (the filter reads them; the row may say less)."""


class LegalMovesPanel(QWidget):
    """A filter box over a list; double-click or Enter on a row plays it (`pick_move`).

    A game that previews moves (Barrage) makes the row's choices instead; the same row again
    confirms it.

    Args:
        controller: The game's controller.
        parent: Qt parent.
    """

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._built: tuple[object, ...] = ()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.filter_edit = QLineEdit(self)
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.textChanged.connect(self._apply_filter)
        self.filter_edit.returnPressed.connect(self._on_filter_return_pressed)
        self.filter_edit.installEventFilter(self)
        self.list = QListWidget(self)
        self.list.setObjectName("legalMoves")
        wrap_lines(self.list)
        self.list.itemActivated.connect(self._on_item_activated)
        self.empty_label = QLabel(self)
        self.empty_label.setWordWrap(True)
        self.empty_label.setEnabled(False)
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.filter_edit)
        # in the list's place when it shows nothing (a blank list under it was missed)
        layout.addWidget(self.empty_label, 1)
        layout.addWidget(self.list, 1)
        controller.state_changed.connect(self.refresh)
        controller.suggestions.changed.connect(self._on_suggestion_changed)
        self.retranslate()
        self.refresh()

    def actions(self) -> list[Any]:
        """Return the actions listed (in order), filtered or not."""
        return [self.list.item(i).data(_ACTION_ROLE) for i in range(self.list.count())]

    def play_row(self, row: int) -> bool:
        """Play the action of a row; return whether the controller accepted it."""
        item = self.list.item(row)
        return item is not None and self._play(item)

    def retranslate(self) -> None:
        """Set the fixed texts in the UI language."""
        self.filter_edit.setPlaceholderText(self.tr("Filter moves…"))
        self.filter_edit.setAccessibleName(self.tr("Filter the legal moves"))
        self.list.setAccessibleName(self.tr("Legal moves"))
        self.list.setToolTip(
            self.tr(
                "Double-click a move, or choose it with the arrow keys and press Enter, to play it."
            )
        )
        self._show_empty()

    def refresh(self) -> None:
        """List the acting human's legal moves (rebuilt only when something changed)."""
        c = self._controller
        acting = c.acting_human()
        key = (id(c.session.state), acting, current_language())
        if key == self._built:
            self._mark_confirming()  # the choices changed, not the position
            return
        if self._built and self._built[1] != acting:
            # another seat's list: the last seat's filter would tell what it looked for
            # (issue 34: "purple" typed by Cat was still in the box on Ann's screen)
            self.filter_edit.blockSignals(True)
            self.filter_edit.clear()
            self.filter_edit.blockSignals(False)
        self._built = key
        self.list.clear()
        if acting is not None:
            for action, text in c.actions_in_words(acting):
                item = QListWidgetItem(text, self.list)
                item.setData(_ACTION_ROLE, action)
                item.setData(_WORDS_ROLE, text)
        self._mark_confirming()
        self._apply_filter(self.filter_edit.text())
        # no row chosen for the player: a preselected first row looked chosen, and whether
        # Enter would play it was unclear (the TtD stranger); the tooltip says what plays a row
        self.list.setCurrentRow(-1)
        if c.suggestions.shown() is not None:  # rebuilt in another language: mark it again
            self._on_suggestion_changed()

    def _mark_confirming(self) -> None:
        """The row of the move waiting for Confirm says so instead of its words.

        Its words are beside the board with the Confirm button; the list repeated them (issue
        36 §1: each thing is shown once). The row still confirms it when played again.
        """
        waiting = self._controller.confirming_move()
        note = self.tr("The move waiting for Confirm (its words are above the Confirm button)")
        for i in range(self.list.count()):
            item = self.list.item(i)
            words = str(item.data(_WORDS_ROLE))
            text = note if waiting is not None and item.data(_ACTION_ROLE) == waiting else words
            if item.text() != text:
                item.setText(text)

    def _on_suggestion_changed(self) -> None:
        """Select and embolden the suggested move's row (the filter is cleared if it hides it)."""
        shown = self._controller.suggestions.shown()
        action = shown.action if shown is not None else None
        for i in range(self.list.count()):
            item = self.list.item(i)
            font = item.font()
            font.setBold(action is not None and item.data(_ACTION_ROLE) == action)
            item.setFont(font)
            if font.bold():
                if item.isHidden():
                    self.filter_edit.clear()
                self.list.setCurrentItem(item)
                self.list.scrollToItem(item)

    def _apply_filter(self, text: str) -> None:
        needle = text.casefold().strip()
        for i in range(self.list.count()):
            item = self.list.item(i)
            words = plain(str(item.data(_WORDS_ROLE))).casefold()
            item.setHidden(bool(needle) and needle not in words)
        self._show_empty()

    def _show_empty(self) -> None:
        """Say why the list shows nothing: no moves now, or none matches the filter (issue 35).

        A filter that hid every row left a blank list that said nothing.
        """
        shown = bool(self._visible_rows())
        if self.list.count() == 0:
            self.empty_label.setText(self.tr("No moves for you right now."))
        elif not shown:
            text = self.tr("No move matches “{0}”. Clear the filter to see them all.")
            self.empty_label.setText(text.format(self.filter_edit.text().strip()))
        self.empty_label.setEnabled(self.list.count() > 0)  # the filter's: in plain ink
        self.empty_label.setVisible(not shown)
        self.list.setVisible(shown)

    def _visible_rows(self) -> list[int]:
        return [i for i in range(self.list.count()) if not self.list.item(i).isHidden()]

    def _on_filter_return_pressed(self) -> None:
        rows = self._visible_rows()
        if len(rows) == 1:
            self.play_row(rows[0])
        elif rows:
            self.list.setCurrentRow(rows[0])
            self.list.setFocus()

    def eventFilter(self, watched: object, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """Down arrow in the filter box moves to the list."""
        if (
            watched is self.filter_edit
            and isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
            and event.key() == Qt.Key.Key_Down
        ):
            rows = self._visible_rows()
            if rows:
                self.list.setCurrentRow(rows[0])
            self.list.setFocus()
            return True
        return super().eventFilter(watched, event)  # type: ignore[arg-type]

    def _on_item_activated(self, item: QListWidgetItem) -> None:
        self._play(item)

    def _play(self, item: QListWidgetItem) -> bool:
        return self._controller.pick_move(item.data(_ACTION_ROLE))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Retranslate on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._built = ()
            self.refresh()
        super().changeEvent(event)
