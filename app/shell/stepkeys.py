"""Enter confirms the move being built, Escape steps back, whatever has the focus (issue 35 §2).

On the game page the board, a tray piece or a button may have the focus; a field or list whose own
Enter enters or chooses keeps it (`owns_enter`). With a step panel its Confirm and Back are pressed;
with none, a turn waiting for Confirm turn is confirmed by Enter (Through the Desert's camels: the
stranger's Enter did nothing, only Ctrl+Return worked; a focused tray piece took Enter to itself).
Escape steps back whenever Undo could (issue 35/36 stranger: after the first camel of a 2-camel
turn it did nothing, silently); with nothing to take back the status line says why.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.ui.widgets.choices import owns_enter, press_step_key

if TYPE_CHECKING:
    from PySide6.QtCore import QObject

    from app.ui.controller import GameController

__all__ = ["press_page_key", "watch_keys"]

_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape)


def watch_keys(page: QObject) -> None:
    """Let `page`'s event filter see key presses before the widget with the focus does."""
    app = QApplication.instance()
    if app is not None:
        app.installEventFilter(page)


def press_page_key(controller: GameController, key: int, *, refuse: bool = False) -> bool:
    """Press Confirm (Enter) or Back (Escape) for the move or turn on screen; True if pressed.

    Escape puts a piece in the hand back, else presses Back of the move being built, else takes
    back the last piece of this turn, as Undo would. With `refuse` (the key reached the page, no
    widget took it) an Escape with nothing to take back says why in the status line.
    """
    enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
    if key not in _KEYS or (enter and owns_enter()):
        return False
    if controller.handoff_seat() is not None or controller.replay_step() is not None:
        return False
    scene: Any = getattr(controller, "scene", lambda: None)()
    if not enter and scene is not None and scene.gesture() is not None:
        scene.cancel_gesture()  # the piece in the hand goes back first
        return True
    if not owns_enter() and press_step_key(
        getattr(controller, "choice_panel", lambda: None)(), key
    ):
        return True
    if enter:
        return controller.awaiting_confirm() and controller.confirm_turn()
    return _step_back(controller, refuse=refuse)


def _step_back(controller: GameController, *, refuse: bool) -> bool:
    """Escape as Undo: take back the last piece of this turn, or (`refuse`) say why not."""
    if controller.undo():
        return True
    if refuse:
        controller.action_rejected.emit(controller.undo_refusal())
    return refuse
