"""The hot-seat hand-off screen: "Pass to Bea" (PRODUCT.md, hidden info).

Issue 34 §2: the screen passes only by its own button (or Enter/Space), never by input that began
before it appeared: the second click of a double-click on Confirm, a held key's auto-repeat or a
drag released on it. For `guard_seconds()` after it is shown (at least the double-click interval)
it ignores every mouse button and key event; a release whose press it did not see is ignored too,
and so are auto-repeated keys. The time comes from `clock` (tests replace it).
"""

from __future__ import annotations

import html
import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QVBoxLayout, QWidget

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtGui import QShowEvent

__all__ = ["GUARD_SECONDS", "HandoffPage"]

GUARD_SECONDS = 1.0
"""How long the page ignores all input after it appears (or the double-click interval if longer).

A whole second: at 0.4 s a stranger's Space pressed just after Confirm passed the page on a busy
machine (the page had been up for longer than the person had waited) and showed the next
seat's private panel; the next player takes longer than that to sit down anyway."""

_MOUSE_PRESS = (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick)
_KEYS = (QEvent.Type.KeyPress, QEvent.Type.KeyRelease)
_ACCEPT_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
_NO_MODIFIER = Qt.KeyboardModifier.NoModifier


class HandoffPage(QWidget):
    """A full-window page with nothing of the game on it; its button or Enter/Space accepts.

    Args:
        parent: Qt parent.
    """

    accepted = Signal()
    """The named player has the screen."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handoffPage")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(
            "#handoffPage { background: #2b2d42; } #handoffPage QLabel { color: #edf2f4; }"
        )
        self._name = ""
        self.clock: Callable[[], float] = time.monotonic
        """Seconds on a monotonic clock (tests replace it to pass the guard time)."""
        self._shown_at = self.clock()
        self._pressed = False
        """A mouse press began on the page after the guard time (its release may accept)."""
        self._keys_down: set[int] = set()
        """Keys pressed on the page after the guard time (their release may accept)."""
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        self.title = QLabel(self)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.hint = QLabel(self)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.task = QLabel(self)
        """What the named player decides now (another human's choice out of turn, issue 34 §1)."""
        self.task.setObjectName("handoffTask")
        self.task.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.task.setWordWrap(True)
        self.task.setVisible(False)
        self._task = ""
        self.recent = QLabel(self)
        """What happened since the named player's last turn (their rivals' and bots' moves)."""
        self.recent.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.recent.setWordWrap(True)
        self._lines: list[str] = []
        self._more = 0
        self.button = QPushButton(self)
        self.button.setMinimumHeight(48)
        # room round the name and words (the Japanese label touched its frame, issue 35)
        self.button.setStyleSheet("QPushButton { padding: 8px 28px; }")
        self.button.clicked.connect(self._on_button_clicked)
        self.button.installEventFilter(self)
        layout.addWidget(self.title)
        layout.addWidget(self.task)
        layout.addWidget(self.hint)
        layout.addSpacing(24)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addSpacing(24)
        layout.addWidget(self.recent)
        layout.addStretch(3)
        self._apply_font()
        self.retranslate()

    def set_player(
        self, name: str, recent: tuple[list[str], int] = ([], 0), task: str = ""
    ) -> None:
        """Name the player who must take the screen, with the moves made since their last turn.

        Args:
            name: The player's name.
            recent: The moves in words (newest last) and how many earlier ones are left out.
            task: What the player decides now, in words every seat may read ("" for none).
        """
        if name != self._name:
            self.arm()  # a new player: a click meant for the last one does not pass it
        self._name = name
        self._task = task
        self._lines, self._more = recent
        self.retranslate()

    # -- the guard --------------------------------------------------------------------
    def guard_seconds(self) -> float:
        """Seconds after the page appears during which every input is ignored."""
        return max(GUARD_SECONDS, QApplication.doubleClickInterval() / 1000)

    def arm(self) -> None:
        """Start the guard time now and forget presses seen so far (the page just appeared)."""
        self._shown_at = self.clock()
        self._pressed = False
        self._keys_down.clear()

    def is_ready(self) -> bool:
        """Whether the guard time since the page appeared (or was last uncovered) is over.

        While a moment lies over the page (a battle reveal: `is_covered`), input is for it, not
        for the page, and the guard starts again: a stranger's Space meant to close a Blood Rage
        reveal passed the hand-off behind it, which had the focus, and showed Anne's hand to Cat.
        """
        if self.is_covered():
            self._shown_at = self.clock()
            return False
        return self.clock() - self._shown_at >= self.guard_seconds()

    def is_covered(self) -> bool:
        """Whether a widget laid over the window until dismissed (property "moment") is up."""
        window = self.window()
        if window is self:
            return False
        return any(
            widget.isVisible() and bool(widget.property("moment")) and not self.isAncestorOf(widget)
            for widget in window.findChildren(QWidget)
        )

    def _ignored(self, event: QEvent) -> bool:
        """Whether `event` (to the page or its button) must be dropped by the guard."""
        kind = event.type()
        if kind in _MOUSE_PRESS:
            self._pressed = self.is_ready()
            return not self._pressed
        if kind == QEvent.Type.MouseButtonRelease:
            seen, self._pressed = self._pressed, False
            return not seen
        if kind in _KEYS and isinstance(event, QKeyEvent):
            return self._key_ignored(event)
        return False

    def _key_ignored(self, event: QKeyEvent) -> bool:
        """Auto-repeat, a press in the guard time, a release of a key pressed before: dropped."""
        if event.isAutoRepeat():
            return True
        if event.type() == QEvent.Type.KeyPress:
            if not self.is_ready():
                return True
            self._keys_down.add(event.key())
            return False
        if event.key() not in self._keys_down:
            return True
        self._keys_down.discard(event.key())
        return False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """Drop the button's input during the guard time (see the module docstring)."""
        if watched is self.button and self._ignored(event):
            return True
        return super().eventFilter(watched, event)

    def event(self, event: QEvent) -> bool:
        """Drop the page's own input during the guard time."""
        if self._ignored(event):
            event.accept()
            return True
        return super().event(event)

    def _on_button_clicked(self) -> None:
        if self.is_ready():
            self.accepted.emit()

    def retranslate(self) -> None:
        """Set the texts in the UI language."""
        self.title.setText(self.tr("Pass to {0}").format(self._name))
        self.hint.setText(
            self.tr(
                "Only {0} should look at the screen now. {0}: press the button below when ready."
            ).format(self._name)
        )
        self.button.setText(self.tr("I am {0}: show my turn").format(self._name))
        self.task.setText(self._task)
        self.task.setVisible(bool(self._task))
        self.recent.setVisible(bool(self._lines))
        if self._lines:
            lines = [html.escape(line) for line in self._lines]
            if self._more:
                more = (
                    self.tr("… 1 earlier move (in the game log)")
                    if self._more == 1
                    else self.tr("… {0} earlier moves (in the game log)").format(self._more)
                )
                lines.insert(0, html.escape(more))
            heading = html.escape(self.tr("Since your last turn:"))
            self.recent.setText(f"<b>{heading}</b><br>" + "<br>".join(lines))

    def _apply_font(self) -> None:
        font = QApplication.font()
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        self.title.setFont(font)
        task = QApplication.font()
        task.setPointSizeF(task.pointSizeF() * 1.4)
        self.task.setFont(task)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        """Start the guard time: input that began before the page appeared does not pass it."""
        self.arm()
        super().showEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        """Enter or Space alone accepts (not Ctrl+Enter, Confirm's shortcut; nor a click)."""
        plain = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier == _NO_MODIFIER
        if event.key() in _ACCEPT_KEYS and plain and self.is_ready():
            self.accepted.emit()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Retranslate on a language change; follow the text size."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.ApplicationFontChange:
            self._apply_font()
        super().changeEvent(event)
