"""The "Suggest a move" button by the prompt, its Cancel button and the suggestion's line.

The line is one line (issue 36 §1: its second line was clipped): a long suggestion ends in "…"
and a click shows it whole. The button comes first, at its own size: it keeps its place and
width whatever the line or the score beside the bar says (the TtD stranger saw it grow with the
score's text and shrink while a suggestion was shown). The line goes while a move is being
built: the choice panel then says what the move is, and a suggestion for another move is old.
In a guided game the coach shows the reason whole, wrapped (`shown_elsewhere`; issue 37: the
line's end, the reason, was cut), and this line names the move alone.

After the buttons, the warning that a move now can end the game (`BoardHooks.ending_warning`),
whole: at the end of the one-line prompt it was cut to 「…」 (a stranger, Tinners' Trail in
Japanese).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from app.ui.widgets.elided import ElidedLabel

if TYPE_CHECKING:
    from app.engine.suggestion import Suggestion
    from app.ui.controller import GameController

__all__ = ["SuggestionBar", "suggestion_text", "suggestion_why"]

translate = QCoreApplication.translate


def suggestion_text(controller: GameController, suggestion: Suggestion) -> str:
    """Return "Suggested: <move> — <reason>" in the UI language."""
    move = controller.action_text(suggestion.action)
    reason = controller.engine_text(suggestion.reason)
    if reason:
        return translate("SuggestionBar", "Suggested: {0} — {1}").format(move, reason)
    return translate("SuggestionBar", "Suggested: {0}").format(move)


def suggestion_why(controller: GameController, suggestion: Suggestion) -> str:
    """Return "Why: <reason>" in the UI language ("" when the game gives no reason)."""
    reason = controller.engine_text(suggestion.reason)
    return translate("SuggestionBar", "Why: {0}").format(reason) if reason else ""


class SuggestionBar(QWidget):
    """Asks the controller's `SuggestionDriver` and shows its answer; Esc cancels a search.

    Args:
        controller: The game's controller.
        parent: Qt parent.
    """

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._driver = controller.suggestions
        self.shown_elsewhere = False
        """The coach shows the suggestion's reason (a guided game): this line, the move."""
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.line = ElidedLabel(self)
        self.line.setObjectName("suggestionLine")
        self.line.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.line.setStyleSheet("color: #195ac8; font-weight: bold;")
        self.suggest_button = QPushButton(self)
        self.suggest_button.setObjectName("suggestButton")
        self.suggest_button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.cancel_button = QPushButton(self)
        self.cancel_button.setObjectName("cancelSuggestionButton")
        self.cancel_button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.warning = QLabel(self)
        self.warning.setObjectName("endingWarning")
        self.warning.setStyleSheet("color: #a01010; font-weight: bold;")
        self.warning.hide()
        layout.addWidget(self.suggest_button)
        layout.addWidget(self.cancel_button)
        layout.addWidget(self.warning)
        layout.addWidget(self.line, 1)
        self.suggest_button.clicked.connect(self._driver.request)
        self.cancel_button.clicked.connect(self._driver.cancel)
        self._driver.changed.connect(self.refresh)
        controller.state_changed.connect(self.refresh)
        controller.bot_thinking.connect(self.refresh)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the texts in the UI language."""
        self.suggest_button.setText(self.tr("Suggest a move"))
        self.cancel_button.setText(self.tr("Cancel"))
        # after setText, which replaces a button's shortcut with its text's mnemonic (none here)
        self.cancel_button.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        self.cancel_button.setToolTip(self.tr("Stop thinking about a suggestion (Esc)"))
        self.refresh()

    def refresh(self) -> None:
        """Follow the driver: what may be asked now, the search, the suggestion shown."""
        driver = self._driver
        thinking = driver.thinking_seat() is not None
        reason = driver.unavailable_reason()
        self.suggest_button.setEnabled(reason is None and not thinking)
        hard = self._controller.session.suggestion_level == "hard"
        self.suggest_button.setToolTip(
            reason
            or (
                self.tr("Ask the Hard bot which move it would make (it is not played)")
                if hard
                else self.tr("Ask the Normal bot which move it would make (it is not played)")
            )
        )
        # Hidden while nothing runs, so that Esc reaches the board (putting a piece back).
        self.cancel_button.setVisible(thinking)
        shown = driver.shown()
        text = ""
        if shown is not None and self.shown_elsewhere:
            move = self._controller.action_text(shown.action)
            text = self.tr("Suggested: {0}").format(move)
        elif shown is not None:
            text = suggestion_text(self._controller, shown)
        if self._building():
            text = ""
        self.line.setText(text)  # always in the layout: the button keeps its place
        warning = self._controller.ending_warning()
        self.warning.setText(warning)
        self.warning.setToolTip(warning)
        self.warning.setVisible(bool(warning))

    def _building(self) -> bool:
        """Whether the acting human has begun to build a move (the choice panel has it)."""
        narrowing = getattr(self._controller, "narrowing", None)
        narrow = narrowing() if callable(narrowing) else None
        return narrow is not None and bool(narrow.chosen)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Retranslate on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
