"""Shared helpers of the games' GUI tests: a started controller and board, the real window.

- `start_board` makes a game's board widget and starts its controller (bots without delay);
  `take_screen` accepts a pending hand-off screen, as the named player would; `let_guard_pass`
  lets the hand-off page's guard time pass (its clock jumps ahead) before a test clicks it.
- PRODUCT.md (Board): every label readable in a 1280×800 window without zooming (≥ `MIN_PX`).
  Each game's `test_screen.py` opens the main window with `big_window`, finds its board with
  `board_in` and measures the texts of the part shown (`texts_on_screen`, `measure_tabs`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtWidgets import QApplication, QGraphicsSimpleTextItem, QWidget

from tests.shell.conftest import shown_window

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Iterator

    from app.engine.game import PlayerId
    from app.shell.window import MainWindow
    from app.ui.board.view import BoardView
    from app.ui.controller import GameController
    from app.ui.widgets.handoff import HandoffPage

__all__ = [
    "MIN_PX",
    "big_window",
    "board_in",
    "let_guard_pass",
    "measure_tabs",
    "settle",
    "start_board",
    "take_screen",
    "texts_on_screen",
]

MIN_PX = 11.0
"""Smallest text height on screen (PRODUCT.md, Board)."""

B = TypeVar("B")

_KEEP: list[QWidget] = []
"""Parents of the boards made by `start_board`, alive until the end of the test session."""


def start_board(qtbot, controller: GameController, board_type: type[B], size: tuple[int, int]) -> B:
    """Make `controller`'s board in a parent widget of `size`, then start the controller."""
    parent = QWidget()
    parent.resize(*size)
    qtbot.addWidget(parent)
    board = controller.create_board(parent)
    assert isinstance(board, board_type)
    controller.set_bot_delay(0)
    controller.start()
    _KEEP.append(parent)
    return board


def take_screen(controller: GameController) -> PlayerId | None:
    """Accept a pending hand-off screen (the named player takes the screen); return the seat."""
    seat = controller.handoff_seat()
    if seat is not None:
        controller.accept_handoff()
    return seat


def let_guard_pass(page: HandoffPage) -> None:
    """Let the hand-off page's guard time pass, as when the next player takes a moment.

    The page's clock jumps ahead by the guard time (no test sleeps through it).
    """
    skip = page.guard_seconds() + 0.001
    clock = page.clock
    page.clock = lambda: clock() + skip


def big_window(qtbot, tmp_path) -> Iterator[MainWindow]:
    """A main window at 1280×800 (a fixture's body: language and text size reset afterwards)."""
    yield from shown_window(qtbot, tmp_path, (1280, 800))


def board_in(window: MainWindow, board_type: type[B]) -> B:
    """The board widget of the game shown in `window` (asserting its type)."""
    assert window.page is not None
    board = window.page.board
    assert isinstance(board, board_type)
    return board


def texts_on_screen(
    view: BoardView, runs: Callable[[Any], list[tuple[str, float]] | None] | None = None
) -> list[tuple[str, float]]:
    """Every text of the part shown in `view`, with its height on screen in pixels.

    `runs(item)` gives the (text, pixel size) runs of items that draw their own texts (None for
    the others); plain text items are measured as they are.
    """
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    region = view.board_rect()
    zoom = view.zoom()
    out: list[tuple[str, float]] = []
    for item in view.scene().items():
        box = item.sceneBoundingRect()
        if not item.isVisible() or not region.intersects(box) or not shown.intersects(box):
            continue
        scale = item.sceneTransform().m22() * zoom
        own = runs(item) if runs is not None else None
        if own is not None:
            out += [(text, px * scale) for text, px in own]
        elif isinstance(item, QGraphicsSimpleTextItem) and item.text().strip():
            out.append((item.text(), item.font().pixelSize() * scale))
    return out


def settle(qtbot) -> None:
    """Let the window draw (events, then a short wait)."""
    QApplication.processEvents()
    qtbot.wait(20)


def measure_tabs(
    board: Any,
    keys: Iterable[str],
    qtbot,
    measure: Callable[[BoardView], list[tuple[str, float]]] = texts_on_screen,
) -> tuple[int, dict[str, list[tuple[str, float]]]]:
    """Show each tab of `board` in turn and measure its texts (each tab must show some).

    Returns how many texts were measured and, per tab with any, the texts under `MIN_PX`.
    """
    small: dict[str, list[tuple[str, float]]] = {}
    measured = 0
    for key in keys:
        board.show_tab(key)
        settle(qtbot)
        texts = measure(board.view)
        assert texts, key
        measured += len(texts)
        tiny = [(t, round(px, 1)) for t, px in texts if px < MIN_PX]
        if tiny:
            small[key] = tiny
    return measured, small
