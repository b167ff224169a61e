"""The learner's hands in Through the Desert's guided-game test: mouse input only (`MouseKit`).

The learner goes where the coach's "Show me" outlined a space on the board, with the camel (or
rider camel) the suggestion names, by one of the board's two gestures in turn: a click on the
piece under the board and then on the space (way 0), or a drag from the piece onto the space
(way 1). The board shows the whole desert at once (no tabs). The drag starts as a real press
and move on the piece's button; the `QDrag` it then runs (a nested event loop a test cannot
drive) is replaced by the drag events Qt delivers to the view's viewport over the space. A
space that is not lit for the piece in the hand, a click that is refused, or a move other than
the one suggested fails the test.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QApplication

from app.games.through_the_desert.actions import PlaceRider
from app.games.through_the_desert.controller import TtdBoard
from app.games.through_the_desert.view.scene import cell_id
from app.ui.board import supply
from tests.mousekit import MouseKit, Unclickable

if TYPE_CHECKING:
    import pytest
    from PySide6.QtWidgets import QWidget

    from app.shell.window import MainWindow

__all__ = ["CoachMousePlayer"]

RAW = re.compile(r"\b(cell|camel|rider):\d|\b(log|prompt|score|colour)\.[a-z_]+")
"""What an internal id or an untranslated catalogue key looks like."""


class CoachMousePlayer(MouseKit):
    """Plays the suggested moves with mouse input only, counting the inputs by what they hit.

    Inputs: palette, board, drag, show me, next topic, confirm turn.
    """

    def __init__(self, window: MainWindow, monkeypatch: pytest.MonkeyPatch, first: int) -> None:
        assert window.page is not None
        board = window.page.board
        assert isinstance(board, TtdBoard)
        super().__init__(window, board, (), (), RAW)
        self.board: TtdBoard = board
        self.check_lit = True  # a piece in the hand lights its legal spaces
        self.first = first
        """The gesture of the learner's first move (they take turns after)."""
        self.moves = 0
        monkeypatch.setattr(supply, "start_piece_drag", self.fake_drag)

    def palette(self, piece: str) -> QWidget:
        """The button of `piece` under the board, which must be enabled."""
        widget = self.board.palette_widget.buttons.get(piece)
        if widget is None or not widget.isEnabled():
            raise Unclickable(f"the palette's {piece} is missing or disabled")
        return widget

    def play(self, seat: int, action: Any) -> None:
        """Make `action`, the suggested move, where the coach's outline shows it."""
        self.inputs = []
        rejected = len(self.rejected)
        done = len(self.controller.session.actions)
        QApplication.processEvents()
        outlined = self.board.scene.suggested()
        target = cell_id(action.cell)
        assert outlined == [target], (outlined, action)  # "Show me" marked the space
        piece = f"{'rider' if isinstance(action, PlaceRider) else 'camel'}:{action.colour}"
        if (self.first + self.moves) % 2:
            self.drag_widget(self.palette(piece), target)
        else:
            self.button(self.palette(piece), "palette")
            if target not in self.board.scene.highlighted():
                raise Unclickable(f"{target} is not lit for {piece}")
            self.item(target)
        assert self.controller.session.actions[done:] == [action], action
        assert self.rejected[rejected:] == [], (action, self.rejected[rejected:])
        self.log[(action.kind, *self.inputs)] += 1
        self.kinds[action.kind] += 1
        self.moves += 1
