"""The battle reveal laid over the game window (issue 18 §4): the moment a battle is decided.

One column per clan in the battle, side by side: its name in its colour and "Wins"/"Loses",
the card it revealed with its +STR, its figures' STR, the total, then what it lost and gained
(figures to Valhalla, its card discarded or taken back, glory, Rage, card effects). Above: the
province and the pillager; below: the result ("Anna wins with STR 10 (next best: 8)"), lines
about everyone, and Continue. It stays until dismissed (Continue, Enter, Space, Escape or a
click; the keys wherever the focus is in the window), or, when `auto_ms` is set (a battle no
human fought in), continues by itself after that long, counting down the seconds.
It is only a view: the game has moved on under it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import isValid

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent, QColor, QMouseEvent

__all__ = ["BattleRevealPanel", "RevealColumn", "RevealTexts"]

COLUMN_WIDTH = 240
"""Width of one clan's column (pixels): 4 columns and the margins fit 1280 pixels."""
_DISMISS_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Escape)


@dataclass(frozen=True)
class RevealColumn:
    """One clan's column, in the UI language."""

    name: str
    colour: QColor
    won: bool
    result: str
    card: str
    figures: str
    total: str
    outcome: tuple[str, ...]


@dataclass(frozen=True)
class RevealTexts:
    """The whole reveal, in the UI language."""

    title: str
    pillager: str
    columns: tuple[RevealColumn, ...]
    result: str
    footer: tuple[str, ...]
    continue_label: str
    hint: str
    auto: tuple[str, ...] = ()
    """"Continues by itself in N seconds", by N (index 0: 0 s); empty: waits for the user."""


def _label(text: str, parent: QWidget, *, bold: bool = False, size: float = 0) -> QLabel:
    label = QLabel(text, parent)
    label.setWordWrap(True)
    font = label.font()
    font.setBold(bold)
    if size:
        font.setPointSizeF(font.pointSizeF() * size)
    label.setFont(font)
    return label


class BattleRevealPanel(QFrame):
    """Shows one battle's `RevealTexts` over `parent`'s window until dismissed.

    Args:
        texts: The reveal, rendered.
        parent: The widget to lay it over (its window).
        auto_ms: Continue by itself after this many milliseconds (0: wait for the user).
    """

    closed = Signal()
    """Dismissed (the panel deletes itself)."""

    def __init__(self, texts: RevealTexts, parent: QWidget, auto_ms: int = 0) -> None:
        super().__init__(parent)
        self.setObjectName("battleReveal")
        self.setProperty("moment", True)  # laid over the window until dismissed (tests find it)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._texts = texts
        self._previous: QWidget | None = None
        """The widget that had the keyboard focus before the reveal took it."""
        layout = self._layout = QVBoxLayout(self)
        layout.addWidget(_label(texts.title, self, bold=True, size=1.4))
        layout.addWidget(_label(texts.pillager, self))
        row = QHBoxLayout()
        self.columns = [self._column(c) for c in texts.columns]
        for column in self.columns:
            row.addWidget(column, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(row)
        self.result = _label(texts.result, self, bold=True, size=1.2)
        layout.addWidget(self.result)
        for line in texts.footer:
            layout.addWidget(_label(line, self))
        layout.addStretch(1)
        layout.addLayout(self._buttons(texts))
        self._left = len(texts.auto) - 1
        self.timer = QTimer(self)
        """Counts the seconds down (runs only when the reveal continues by itself)."""
        if auto_ms > 0 and texts.auto:
            self.timer.setInterval(max(1, auto_ms // max(1, self._left)))
            self.timer.timeout.connect(self._tick)
            self.timer.start()
        self.place()
        parent.installEventFilter(self)  # follows the window's size
        app = QApplication.instance()
        if app is not None:  # Enter continues wherever the focus is in the window (issue 35)
            app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """Keep the reveal centred; take the continue keys of every widget of its window.

        Enter was ignored once the focus was elsewhere in the window (a click on the board or
        the log, a hand-off page shown after the reveal took the focus): the key went to that
        widget or to a window shortcut. While the reveal is up, its keys are its own.
        """
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.place()
        return self._is_continue_key(watched, event) and self._continue_key(event)

    def _is_continue_key(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride):
            return False
        if not isinstance(event, QKeyEvent) or not isinstance(watched, QWidget):
            return False
        if not isValid(self) or not self.isVisible():
            return False
        return event.key() in _DISMISS_KEYS and watched.window() is self.window()

    def _continue_key(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride:
            event.accept()  # no window shortcut (Confirm) takes it: the key press comes next
            return True
        self.close()
        return True

    def _buttons(self, texts: RevealTexts) -> QHBoxLayout:
        row = QHBoxLayout()
        self.countdown = _label(texts.auto[-1] if texts.auto else texts.hint, self)
        row.addWidget(self.countdown, 1)
        self.button = QPushButton(texts.continue_label, self)
        self.button.setObjectName("continueButton")
        self.button.setDefault(True)
        self.button.clicked.connect(self.close)
        row.addWidget(self.button, 0, Qt.AlignmentFlag.AlignRight)
        return row

    def _column(self, column: RevealColumn) -> QFrame:
        box = QFrame(self)
        box.setObjectName("revealColumn")
        box.setFixedWidth(COLUMN_WIDTH)
        border = 4 if column.won else 2
        box.setStyleSheet(
            f"#revealColumn {{ border: {border}px solid {column.colour.name()}; "
            "border-radius: 4px; }"
        )
        layout = QVBoxLayout(box)
        head = _label(column.name, box, bold=True, size=1.1)
        head.setStyleSheet(f"color: {column.colour.darker(130).name()};")
        layout.addWidget(head)
        layout.addWidget(_label(column.result, box, bold=True, size=1.2))
        layout.addWidget(_label(column.card, box))
        layout.addWidget(_label(column.figures, box))
        layout.addWidget(_label(column.total, box, bold=True, size=1.3))
        for line in column.outcome:
            layout.addWidget(_label(line, box))
        layout.addStretch(1)
        return box

    def place(self) -> None:
        """Center over the parent at the size the columns need (at most the parent's)."""
        host = self.parentWidget()
        if host is None:
            return
        columns = max(2, len(self.columns))
        width = min(host.width() - 20, columns * (COLUMN_WIDTH + 12) + 40)
        self.resize(width, 100)
        height = min(host.height() - 20, self._layout.totalHeightForWidth(width))
        height = max(height, self.minimumSizeHint().height())
        height = min(host.height() - 20, height)
        left, top = max(0, (host.width() - width) // 2), max(0, (host.height() - height) // 2)
        self.setGeometry(left, top, width, height)
        self.raise_()

    def take_focus(self) -> None:
        """Take the keyboard once the present is settled (after a hand-off page took it).

        The widget that had the focus gets it back when the reveal is dismissed (the hand-off
        page's button: Enter then hands the screen over).
        """
        QTimer.singleShot(0, self._focus)

    def _focus(self) -> None:
        if not isValid(self) or not self.isVisible():
            return
        previous = QApplication.focusWidget()
        self._previous = previous if previous is not None and previous is not self else None
        self.setFocus()

    def _tick(self) -> None:
        self._left -= 1
        if self._left <= 0:
            self.timer.stop()
            self.close()
            return
        self.countdown.setText(self._texts.auto[self._left])

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        """Enter, Space or Escape continues."""
        if event.key() in _DISMISS_KEYS:
            self.close()
            return
        super().keyPressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        """A click anywhere on the reveal continues."""
        if event.button() == Qt.MouseButton.LeftButton:
            self.close()
            return
        super().mouseReleaseEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        """Stop counting; give the focus back; tell the controller the reveal is gone."""
        self.timer.stop()
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        previous = self._previous
        if previous is not None and isValid(previous) and previous.isVisible():
            previous.setFocus()
        self.closed.emit()
        super().closeEvent(event)
