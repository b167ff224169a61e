"""The page shown when no game runs: New game, Open, Resume, and the recent games.

This page is built before the window first shows, so it avoids PySide6's `Qt` namespace, whose
first use creates all of its ~90 enum classes (about 15 ms): alignments are set by name
through Qt properties, and widgets are centred between stretches. The recent-games list is
filled only after the first paint (reading autosaves loads the games' rules).
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

__all__ = ["RecentRow", "WelcomePage"]

_RECENT_ROWS = 10
"""Rows the recent-games list shows without scrolling (as many as autosaves are kept)."""


class RecentRow(NamedTuple):
    """One line of the recent-games list, in words (a named tuple: fast to import)."""

    game: str
    """The game's title."""
    when: str
    """When it was last played."""
    players: str
    """The seats' names."""
    progress: str
    """Round/phase and moves, or that it is over."""
    path: str
    """The autosave file to resume."""


def _add_centred(layout: QVBoxLayout, widget: QWidget) -> None:
    """Add `widget` to `layout` at its preferred width, centred horizontally."""
    row = QHBoxLayout()
    row.addStretch(1)
    row.addWidget(widget)
    row.addStretch(1)
    layout.addLayout(row)


class WelcomePage(QWidget):
    """Big buttons; the resume card appears when an unfinished autosave exists.

    Args:
        parent: Qt parent.
    """

    recent_chosen = Signal(str)
    """A recent game was chosen (double-click, Enter or the button): its autosave's path."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcomePage")
        self._resume_text = ""
        self._recent: list[RecentRow] = []
        self.recent_list: QTreeWidget | None = None
        self.recent_button: QPushButton | None = None
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.title = QLabel("Hotseat", self)
        self.title.setProperty("alignment", "AlignCenter")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 2.5)
        font.setBold(True)
        self.title.setFont(font)
        self.subtitle = QLabel(self)
        self.subtitle.setProperty("alignment", "AlignCenter")
        self.subtitle.setWordWrap(True)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addSpacing(24)
        self.resume_card = QFrame(self)
        self.resume_card.setObjectName("resumeCard")
        self.resume_card.setStyleSheet(
            "#resumeCard { border: 2px solid #2e7d32; border-radius: 6px; background: #eef7ee; }"
            " #resumeCard QLabel { color: #1b3d1c; }"
        )
        self.resume_card.setFixedWidth(480)
        card = QVBoxLayout(self.resume_card)
        card.setContentsMargins(12, 10, 12, 10)
        self.resume_label = QLabel(self.resume_card)
        self.resume_label.setWordWrap(True)
        self.resume_label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.resume_button = QPushButton(self.resume_card)
        self.resume_button.setMinimumHeight(36)
        card.addWidget(self.resume_label)
        card.addWidget(self.resume_button)
        _add_centred(layout, self.resume_card)
        self.new_button = QPushButton(self)
        self.open_button = QPushButton(self)
        # The guided first game, one click from the start (issue 37 §1: it was in the Game
        # menu only); the window gives it the menu of lessons.
        self.learn_button = QPushButton(self)
        self.learn_button.setObjectName("welcomeLearn")
        for button in (self.new_button, self.open_button, self.learn_button):
            button.setMinimumWidth(300)
            button.setMinimumHeight(36)
            _add_centred(layout, button)
        layout.addSpacing(18)
        self.recent_title = QLabel(self)
        self.recent_title.setProperty("alignment", "AlignCenter")
        self.recent_title.setVisible(False)
        layout.addWidget(self.recent_title)
        self._layout = layout
        layout.addStretch(2)
        self.set_resume(None)
        self.retranslate()

    def set_resume(self, description: str | None) -> None:
        """Offer to resume a game described in words (None hides the offer)."""
        self._resume_text = description or ""
        self.resume_card.setVisible(description is not None)
        self.retranslate()
        if description is not None:
            self.resume_button.setDefault(True)
            self.resume_button.setFocus()

    def recent_rows(self) -> list[RecentRow]:
        """Return the recent games listed, most recent first."""
        return list(self._recent)

    def set_recent(self, rows: list[RecentRow]) -> None:
        """List these recent games (an empty list hides the section)."""
        self._recent = list(rows)
        if rows and self.recent_list is None:
            self._build_recent_list()
        self.recent_title.setVisible(bool(rows))
        if self.recent_list is None or self.recent_button is None:
            return
        self.recent_list.setVisible(bool(rows))
        self.recent_button.setVisible(bool(rows))
        self.recent_list.clear()
        for row in rows:
            columns = [row.game, row.when, row.players, row.progress]
            item = QTreeWidgetItem(self.recent_list, columns)
            for column, text in enumerate(columns):
                item.setToolTip(column, text)  # a narrow column elides; the tooltip has it all
        first = self.recent_list.topLevelItem(0)
        if first is not None:
            self.recent_list.setCurrentItem(first)
            # Room for every game the list keeps, without a scroll bar.
            lines = self.recent_list.sizeHintForRow(0) * _RECENT_ROWS
            header = self.recent_list.header().sizeHint().height()
            self.recent_list.setFixedHeight(lines + header + 2 * self.recent_list.frameWidth())
        self.retranslate()

    def _build_recent_list(self) -> None:
        tree = QTreeWidget(self)
        tree.setObjectName("recentGames")
        tree.setColumnCount(4)
        tree.setRootIsDecorated(False)
        tree.setUniformRowHeights(True)
        tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        tree.setFixedWidth(820)
        header = tree.header()
        header.setStretchLastSection(False)
        for column, mode in enumerate(
            (
                QHeaderView.ResizeMode.ResizeToContents,
                QHeaderView.ResizeMode.ResizeToContents,
                QHeaderView.ResizeMode.Stretch,
                QHeaderView.ResizeMode.ResizeToContents,
            )
        ):
            header.setSectionResizeMode(column, mode)
        tree.itemActivated.connect(lambda item, _column: self._choose(item))
        self.recent_list = tree
        self.recent_button = QPushButton(self)
        self.recent_button.setMinimumHeight(32)
        self.recent_button.clicked.connect(lambda: self._choose(tree.currentItem()))
        index = self._layout.indexOf(self.recent_title) + 1
        for offset, widget in enumerate((tree, self.recent_button)):
            row = QHBoxLayout()
            row.addStretch(1)
            row.addWidget(widget)
            row.addStretch(1)
            self._layout.insertLayout(index + offset, row)

    def choose_recent(self, row: int) -> None:
        """Resume the recent game of list row `row` (what a double-click does)."""
        if 0 <= row < len(self._recent):
            self.recent_chosen.emit(self._recent[row].path)

    def _choose(self, item: QTreeWidgetItem | None) -> None:
        if item is not None and self.recent_list is not None:
            self.choose_recent(self.recent_list.indexOfTopLevelItem(item))

    def retranslate(self) -> None:
        """Set the texts in the UI language."""
        self.subtitle.setText(
            self.tr("Heavy board games for one screen: hot-seat, bots, printed setups")
        )
        self.resume_label.setText(
            self.tr("An interrupted game was found: {0}. Resume it?").format(self._resume_text)
        )
        self.resume_button.setText(self.tr("Resume the interrupted game"))
        self.new_button.setText(self.tr("New game…"))
        self.open_button.setText(self.tr("Open a saved game…"))
        self.learn_button.setText(self.tr("Learn a game: a guided first game"))
        recent = self.tr("Recent games")
        self.recent_title.setText(f"<b>{recent}</b>")
        if self.recent_list is not None and self.recent_button is not None:
            self.recent_list.setHeaderLabels(
                [self.tr("Game"), self.tr("Last played"), self.tr("Players"), self.tr("Progress")]
            )
            self.recent_button.setText(self.tr("Continue the selected game"))
            self.recent_list.setToolTip(self.tr("Double-click a game to continue it"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Retranslate on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
