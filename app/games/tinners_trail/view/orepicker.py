"""The ore picker: how much tin and copper a mining action takes, by two steppers.

Each stepper is a read-only count between − and + buttons (nothing can be typed, so nothing
typed is ever changed; the bidding box follows the same rule). A button is enabled only when
the load it makes is legal (`view.ore`): the counts never show a load the engine would refuse,
and a disabled + says why in its tooltip. Under the steppers: the load against the mine's
capacity ("3 of 4 cubes"), the region's cubes, and what the move costs (work point, money,
the water cube it adds). Enter confirms (the choice panel's Confirm plays the load). The words
come from the game's catalogue, set by the controller (`TurnPanels`) at every change.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

if TYPE_CHECKING:
    from collections.abc import Collection, Hashable, Mapping

    from PySide6.QtGui import QKeyEvent

__all__ = ["OrePicker"]

_ORES = ("tin", "copper")


class OrePicker(QWidget):
    """Two steppers (tin, copper) that only ever show a legal load, and the load's words."""

    value_changed = Signal()
    """A − or + button changed the load."""
    confirm_requested = Signal()
    """Enter was pressed in the picker: play the load shown."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tinOrePicker")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        row = QHBoxLayout()
        row.setSpacing(4)
        self.names: dict[str, QLabel] = {}
        self.counts: dict[str, QLabel] = {}
        self.less: dict[str, QPushButton] = {}
        self.more: dict[str, QPushButton] = {}
        for k, ore in enumerate(_ORES):
            name, less, count, more = (
                QLabel(self), QPushButton("−", self), QLabel(self), QPushButton("+", self)
            )  # fmt: skip
            count.setObjectName(f"tinOre_{ore}")
            count.setAlignment(Qt.AlignmentFlag.AlignCenter)
            count.setMinimumWidth(24)
            font = count.font()
            font.setBold(True)
            count.setFont(font)
            for button, delta in ((less, -1), (more, 1)):
                button.setFixedWidth(30)
                button.setAutoDefault(False)
                button.clicked.connect(lambda _=False, k=k, d=delta: self.step(k, d))
            for widget in (name, less, count, more):
                row.addWidget(widget)
            row.addSpacing(14)
            self.names[ore], self.counts[ore] = name, count
            self.less[ore], self.more[ore] = less, more
        self.load = QLabel(self)
        self.load.setObjectName("tinOreLoad")
        row.addWidget(self.load)
        row.addStretch(1)
        column.addLayout(row)
        self.status = QLabel(self)
        self.status.setObjectName("tinOreStatus")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        column.addWidget(self.status)
        column.addStretch(1)
        self.allowed: frozenset[tuple[int, int]] = frozenset()
        """The legal loads of the mining action being built."""
        self.value: tuple[int, int] = (0, 0)
        """The load shown (tin, copper)."""
        self._key: Hashable = None

    def show_loads(
        self, allowed: Collection[tuple[int, int]], default: tuple[int, int], key: Hashable
    ) -> None:
        """Offer `allowed`; a new action (`key`) or an illegal load starts at `default`."""
        self.allowed = frozenset(allowed)
        if key != self._key or self.value not in self.allowed:
            self.value = default
        self._key = key
        self._show_counts()

    def show_words(
        self, names: Mapping[str, str], load: str, status: str, tips: Mapping[str, str]
    ) -> None:
        """Set the steppers' names, the load line, the status and each button's tooltip."""
        for ore in _ORES:
            self.names[ore].setText(names.get(ore, ore))
        self.load.setText(load)
        self.status.setText(status)
        for key, tip in tips.items():
            ore, _, which = key.partition(":")
            button = (self.more if which == "more" else self.less)[ore]
            button.setToolTip(tip)
            button.setAccessibleName(tip)

    def can_step(self, ore: int, delta: int) -> bool:
        """Whether one cube more (`delta` 1) or fewer (-1) of `ore` is a legal load."""
        return _stepped(self.value, ore, delta) in self.allowed

    def step(self, ore: int, delta: int) -> bool:
        """One cube more or fewer of `ore` (index); refused (False) if that load is not legal."""
        if not self.can_step(ore, delta):
            return False
        self.value = _stepped(self.value, ore, delta)
        self._show_counts()
        self.value_changed.emit()
        return True

    def _show_counts(self) -> None:
        for k, ore in enumerate(_ORES):
            self.counts[ore].setText(str(self.value[k]))
            self.less[ore].setEnabled(self.can_step(k, -1))
            self.more[ore].setEnabled(self.can_step(k, 1))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        """Enter (on a stepper's button or the picker) confirms the load shown."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.confirm_requested.emit()
            event.accept()
            return
        super().keyPressEvent(event)


def _stepped(value: tuple[int, int], ore: int, delta: int) -> tuple[int, int]:
    out = list(value)
    out[ore] += delta
    return (out[0], out[1])
