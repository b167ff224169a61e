"""Help ▸ Rules summary: the game's summary in a scrollable, resizable, searchable window.

The "?" beside the prompt opens it at the paragraph of the step being played (`show_topic`,
an anchor of the summary; issue 20 §2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtGui import QColor, QTextCursor
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTextBrowser,
    QTextEdit,
    QVBoxLayout,
)

from app.engine.phrases import breakable, plain

if TYPE_CHECKING:
    from PySide6.QtGui import QShowEvent
    from PySide6.QtWidgets import QWidget

__all__ = ["RulesDialog"]

_FOUND = QColor(255, 226, 120)
"""Background of every match of the search (the current one is the selection)."""


class RulesDialog(QDialog):
    """Shows rich text that may be taller than the screen (the summaries are)."""

    def __init__(self, title: str, html: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(plain(title))  # drawn by the window manager: no phrase marks
        self.resize(640, 560)
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.search = QLineEdit(self)
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._search_changed)
        self.search.returnPressed.connect(self.find_next)
        self.next_button = QPushButton(self)
        self.next_button.setAutoDefault(False)  # Return in the search field finds once
        self.next_button.clicked.connect(self.find_next)
        self.found = QLabel(self)
        row.addWidget(self.search, 1)
        row.addWidget(self.next_button)
        row.addWidget(self.found)
        layout.addLayout(row)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        self.browser.setHtml(breakable(html))  # Japanese wraps between phrases
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, parent=self)
        buttons.rejected.connect(self.reject)
        for button in buttons.buttons():
            # Enter in the search field finds the next match; as the dialog's default button,
            # Close took the same key press and shut the window (issue 35 §2)
            if isinstance(button, QPushButton):
                button.setAutoDefault(False)
                button.setDefault(False)
        layout.addWidget(buttons)
        self._topic = ""
        self._matches: list[QTextCursor] = []
        self._current = 0
        self.retranslate()

    # -- a topic -------------------------------------------------------------------------
    def show_topic(self, topic: str) -> None:
        """Scroll to the paragraph anchored `topic` (again once the dialog is laid out)."""
        self._topic = topic
        self.browser.scrollToAnchor(topic)
        QTimer.singleShot(0, lambda: self.browser.scrollToAnchor(self._topic))

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        """Scroll to the topic once the text has its width."""
        super().showEvent(event)
        if self._topic:
            self.browser.scrollToAnchor(self._topic)

    # -- search --------------------------------------------------------------------------
    def _search_changed(self, text: str) -> None:
        """Mark every match; the first one from the top becomes the current one."""
        self._matches = self._find_all(plain(text).strip())
        marks = []
        for match in self._matches:
            mark = QTextEdit.ExtraSelection()
            mark.cursor = match
            mark.format.setBackground(_FOUND)
            marks.append(mark)
        self.browser.setExtraSelections(marks)
        self.browser.moveCursor(QTextCursor.MoveOperation.Start)
        self.find_next()

    def _find_all(self, needle: str) -> list[QTextCursor]:
        """Return a selection for each case-blind match of `needle`.

        The summary's Japanese carries break marks between phrases (`breakable`), so a word
        that spans two phrases is found in the text without them, then mapped back.
        """
        if not needle:
            return []
        doc = self.browser.document()
        text = doc.toPlainText()
        kept = [i for i, ch in enumerate(text) if plain(ch)]
        bare = "".join(text[i] for i in kept).lower()
        out, start = [], bare.find(needle.lower())
        while start >= 0:
            cursor = QTextCursor(doc)
            cursor.setPosition(kept[start])
            cursor.setPosition(kept[start + len(needle) - 1] + 1, QTextCursor.MoveMode.KeepAnchor)
            out.append(cursor)
            start = bare.find(needle.lower(), start + len(needle))
        return out

    def find_next(self) -> None:
        """Select the next match after the cursor, from the top again after the last one."""
        if not self._matches:
            self._show_count(0)
            return
        here = self.browser.textCursor().selectionEnd()
        later = [m for m in self._matches if m.selectionStart() >= here]
        match = (later or self._matches)[0]
        self.browser.setTextCursor(match)
        self.browser.ensureCursorVisible()
        self._show_count(self._matches.index(match) + 1)

    def _show_count(self, current: int) -> None:
        self._current = current
        if not self.search.text().strip():
            self.found.clear()
        elif not self._matches:
            self.found.setText(self.tr("Not found"))
        else:
            self.found.setText(self.tr("{0} of {1}").format(current, len(self._matches)))

    def matches(self) -> int:
        """Return how many places match the search text."""
        return len(self._matches)

    # -- language ------------------------------------------------------------------------
    def retranslate(self) -> None:
        """Set the search row's texts in the UI language."""
        self.search.setPlaceholderText(self.tr("Search the rules"))
        self.next_button.setText(self.tr("Next"))
        self._show_count(self._current)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Retranslate on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
