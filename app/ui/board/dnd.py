"""Drag and drop of pieces: the MIME payload, the drop-handler protocol and gestures.

Pieces leave a palette by `QDrag` (MIME `application/x-boardgames-piece`, a JSON object with
the piece id) or by click-to-select; either way a `PieceGesture` is open while the piece is
"in the hand": it knows the legal targets to light up, answers `accepts()` for hover
feedback and ends with `drop()` or `cancel()`. Nothing here needs `QDrag.exec()` to run, so
tests drive gestures directly.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QMimeData, QPoint, Qt
from PySide6.QtGui import QDrag

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtGui import QPixmap
    from PySide6.QtWidgets import QWidget

__all__ = [
    "PIECE_MIME",
    "DropHandler",
    "PieceGesture",
    "decode_piece",
    "encode_piece",
    "start_piece_drag",
]

PIECE_MIME = "application/x-boardgames-piece"
"""MIME type of a piece dragged from a palette."""


class DropHandler(Protocol):
    """What a board asks its controller while a piece is in the hand (UI_CONTRACT.md hooks).

    The drop itself is an intent: the scene emits `piece_dropped(piece_id, target_id)` and the
    controller's slot calls its `drop_piece`; a successful move changes the state, and the
    resulting `sync()` ends the gesture.
    """

    def can_drop(self, piece_id: str, target_id: str) -> str | None:
        """Return None if the piece may go there now, else the reason it may not."""
        ...

    def legal_targets(self, piece_id: str) -> list[str]:
        """Return the target ids the piece may go to now."""
        ...


def encode_piece(piece_id: str) -> QMimeData:
    """Return the MIME data carrying `piece_id`."""
    mime = QMimeData()
    mime.setData(PIECE_MIME, json.dumps({"piece": piece_id}).encode("utf-8"))
    return mime


def decode_piece(mime: QMimeData | None) -> str | None:
    """Return the piece id carried by `mime`, or None if it carries no (valid) piece."""
    if mime is None or not mime.hasFormat(PIECE_MIME):
        return None
    try:
        data = json.loads(bytes(mime.data(PIECE_MIME).data()).decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        return None
    piece = data.get("piece") if isinstance(data, dict) else None
    return piece if isinstance(piece, str) and piece else None


def start_piece_drag(source: QWidget, piece_id: str, pixmap: QPixmap | None = None) -> bool:
    """Run a `QDrag` of `piece_id` from a palette widget; return whether it was dropped.

    Blocks in a nested event loop until the drag ends (Qt's `QDrag.exec`).
    """
    drag = QDrag(source)
    drag.setMimeData(encode_piece(piece_id))
    if pixmap is not None and not pixmap.isNull():
        drag.setPixmap(pixmap)
        size = pixmap.deviceIndependentSize().toSize()
        drag.setHotSpot(QPoint(size.width() // 2, size.height() // 2))
    result = drag.exec(Qt.DropAction.MoveAction | Qt.DropAction.CopyAction)
    return result != Qt.DropAction.IgnoreAction


class PieceGesture:
    """A piece in the hand: from pick-up (drag start or click-select) to drop or cancel.

    Args:
        handler: Answers hover questions (`can_drop`) and lists the legal targets.
        piece_id: The piece in the hand ("camel:2").
        deliver: Called with (piece_id, target_id) when the piece is let go over a target;
            the board scene passes its `piece_dropped` signal here.
    """

    def __init__(
        self, handler: DropHandler, piece_id: str, deliver: Callable[[str, str], object]
    ) -> None:
        self.handler = handler
        self.piece_id = piece_id
        self.targets: frozenset[str] = frozenset(handler.legal_targets(piece_id))
        self.finished = False
        self._deliver = deliver

    def accepts(self, target_id: str) -> str | None:
        """Return None if dropping on `target_id` would be accepted, else the reason."""
        return self.handler.can_drop(self.piece_id, target_id)

    def drop(self, target_id: str) -> bool:
        """Let go over `target_id`; return whether that made a move (and ended the gesture)."""
        if self.finished:
            return False
        self._deliver(self.piece_id, target_id)
        return self.finished

    def end(self) -> None:
        """The move was made (or the state changed under the gesture): nothing is in the hand."""
        self.finished = True

    def cancel(self) -> None:
        """Put the piece back without a move."""
        self.finished = True
