"""The learner's hands in Through the Desert's guided-game test: buttons are clicked, camels are
dropped through the board's drop handler (a real `QDrag.exec` cannot be driven from a test)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from app.games.through_the_desert.actions import PlaceRider
from app.games.through_the_desert.view.scene import cell_id

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from app.shell.window import MainWindow

__all__ = ["DropPlayer"]


class DropPlayer:
    """Clicks buttons and drops camels for the learner."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window

    def button(self, widget: QWidget, what: str) -> None:
        assert widget.isVisible(), what
        assert widget.isEnabled(), what
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.rect().center())
        QApplication.processEvents()

    def play(self, seat: int, action: Any) -> None:
        controller = self.window.controller
        assert controller is not None
        before = len(controller.session.actions)
        kind = "rider" if isinstance(action, PlaceRider) else "camel"
        assert controller.drop_piece(f"{kind}:{action.colour}", cell_id(action.cell))
        assert controller.session.actions[before:] == [action]
