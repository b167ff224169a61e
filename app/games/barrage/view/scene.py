"""The Barrage board scene: map, shared boards and one company board per seat.

`sync(state, highlights)` shows a state; highlights are item ids (see `mapview`, `boards`
and `company` for the id scheme). The scene is built once per game; a sync only updates the
looks of the items (and adds or removes tiles and contracts that came or went).

When `water_ms` is above 0 and a sync shows a state whose water moved, drops flow along the
rivers from where they were to where they are now (see `wateranim`). Any sync of another
state ends a running flow at once; a repaint of the same state lets it go on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QPainter
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from app.engine.phrases import has_japanese
from app.games.barrage.texts import t
from app.games.barrage.view.boards import (
    ACTIONS_RECT,
    CONTRACTS_RECT,
    LEFT,
    TRACK_Y,
    SharedBoards,
)
from app.games.barrage.view.company import CompanyBoard, board_rect, top_rect
from app.games.barrage.view.leeghwater import LWP_RECT, LeeghwaterBoard
from app.games.barrage.view.mapview import MAP_RECT, MapLayer, Seats
from app.games.barrage.view.wateranim import WaterAnimation
from app.ui.board.scene import BoardScene
from app.ui.i18n import show

if TYPE_CHECKING:
    from collections.abc import Collection, Sequence

    from PySide6.QtCore import QObject

    from app.games.barrage.model import State
    from app.games.barrage.rules.trace import WaterMove
    from app.ui.palette import PlayerStyle

__all__ = ["BACKGROUND", "BarrageScene", "render_to_image"]

BACKGROUND = "#f1ece0"
"""Colour behind the boards."""


class BarrageScene(BoardScene):
    """Every board of a Barrage game.

    Args:
        players: Number of seats.
        styles: Each seat's colours and letter.
        names: Each seat's name.
        parent: Qt parent.
    """

    targets_shown = Signal(object)
    """A sync lit up these item ids (a sorted list; the screen shows the board holding them)."""

    def __init__(
        self,
        players: int,
        styles: Sequence[PlayerStyle],
        names: Sequence[str],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.players = players
        self.seats = Seats(tuple(styles), tuple(names))
        self.setBackgroundBrush(QBrush(QColor(BACKGROUND)))
        self.map = MapLayer(self)
        self.shared = SharedBoards(self, players)
        self.companies = [CompanyBoard(self, seat) for seat in range(players)]
        self.leeghwater: LeeghwaterBoard | None = None
        """The Leeghwater Project's boards (made by the first state with the expansion)."""
        self.round_label = QGraphicsSimpleTextItem()
        font = QFont()
        font.setPixelSize(18)
        font.setBold(True)
        self.round_label.setFont(font)
        self.round_label.setBrush(QBrush(QColor("#3b3328")))
        self.round_label.setPos(QPointF(LEFT + 300, TRACK_Y))
        self.addItem(self.round_label)
        self._state: State | None = None
        self.water_ms = 0
        """Duration of the next sync's water flow (0: the water is simply there)."""
        self.water_heads: tuple[str, ...] = ()
        """Headstream ids named by the move shown next (its new drops flow down from there)."""
        self.water_moves: tuple[WaterMove, ...] | None = None
        """The drops the move shown next moved (`rules.trace`; None: guessed from the states)."""
        self.water = WaterAnimation(self, self.map)
        """Plays the water flow (tests step or finish it)."""

    def set_seats(self, styles: Sequence[PlayerStyle], names: Sequence[str]) -> None:
        """Change the seat colours or names; the next sync repaints."""
        self.seats = Seats(tuple(styles), tuple(names))

    def sync(self, state: Any, highlights: Collection[str] = ()) -> None:
        """Show `state` with `highlights` lit, and tell the screen which items are lit."""
        super().sync(state, highlights)
        self.targets_shown.emit(sorted(highlights))

    def set_unavailable(self, ids: Collection[str]) -> None:
        """Draw the items `ids` greyed (no action of the step can use them), the rest in ink."""
        for item in self.board_items():
            greyable = getattr(item, "set_unavailable", None)
            if greyable is not None:
                greyable(item.item_id in ids)

    def unavailable(self) -> list[str]:
        """Return the ids of the items drawn greyed (sorted)."""
        return sorted(i.item_id for i in self.board_items() if getattr(i, "unavailable", False))

    def state(self) -> State | None:
        """Return the state shown."""
        return self._state

    def render_state(self, state: Any) -> None:
        """Update every board from `state`."""
        s: State = state
        previous, self._state = self._state, s
        going_on = self.water.shows(s)
        if not going_on:
            self.water.finish()
        self.map.render(s, self.seats)
        self.shared.render(s, self.seats)
        if s.lwp is not None and self.leeghwater is None:
            self.leeghwater = LeeghwaterBoard(self, s)
        if self.leeghwater is not None:
            self.leeghwater.render(s, self.seats)
        for board in self.companies:
            board.render(s, self.seats)
        text = QCoreApplication.translate("Barrage", "Round %1 of 5").replace("%1", str(s.round))
        # One line: a second ran under the energy track's boxes 7–9 (issue 18 §2).
        phase = show(t(f"phase.{s.phase.value}"))
        self.round_label.setText(f"{text}{'・' if has_japanese(phase) else ' · '}{phase}")
        if going_on:
            self.water.reapply()
        elif self.water_ms > 0:
            self.water.start(previous, s, self.water_ms, self.water_heads, self.water_moves)

    def retranslate(self) -> None:
        """Write every text again in the UI language, fixed titles included."""
        self.map.retranslate()
        self.shared.retranslate()
        if self.leeghwater is not None:
            self.leeghwater.retranslate()
        if self._state is not None:
            self.render_state(self._state)

    def region(self, key: str) -> QRectF:
        """Return the scene rectangle of a board.

        Keys: "map", "actions", "contracts", "leeghwater" (the expansion's boards),
        "company:<seat>" (a whole company board) and "company_top:<seat>" (its top part).
        """
        if key == "leeghwater":
            return QRectF(LWP_RECT)
        if key == "actions":
            return QRectF(ACTIONS_RECT)
        if key == "contracts":
            return QRectF(CONTRACTS_RECT)
        if key.startswith("company:"):
            return board_rect(int(key.partition(":")[2]))
        if key.startswith("company_top:"):
            return top_rect(int(key.partition(":")[2]))
        return QRectF(MAP_RECT)


def render_to_image(scene: BoardScene, width: int = 2000) -> QImage:
    """Render the whole board into an image `width` pixels wide (screenshots)."""
    rect = scene.itemsBoundingRect().adjusted(-10, -10, 10, 10)
    height = max(1, round(width * rect.height() / rect.width()))
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(BACKGROUND))
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    scene.render(painter, QRectF(0, 0, width, height), rect)
    painter.end()
    return image
