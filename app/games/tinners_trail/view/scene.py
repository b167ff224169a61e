"""The Tinners' Trail board scene: the map of Cornwall with the work track, and the boards.

`sync(state, highlights)` shows the state as the viewer may see it. Targets are
"region:<index>" (mines, miners, ports, rails, pumping, peeks) and "border:<index>" (adits).
The scene has two parts of one size, shown one at a time by the screen's tabs: "map" (the
sea, the land, the regions and their borders, a legend and the work track) and "boards" (ore
prices with the dice, the development board, the investment board and the players).

When `dice_ms` is above 0 and a sync shows new dice, the dice tumble for that long before
they settle on their faces (the log says what they rolled in any case).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEasingCurve, QRectF, QVariantAnimation
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsRectItem, QGraphicsSimpleTextItem

from app.games.tinners_trail.data.data import board, game_data
from app.games.tinners_trail.prompts import heading
from app.games.tinners_trail.texts import t
from app.games.tinners_trail.view.boards import BoardFrame, CellItem, PaintedItem
from app.games.tinners_trail.view.drawing import (
    draw_adit,
    draw_cube,
    draw_drain,
    draw_miner,
    draw_port,
    draw_pump,
    draw_rail,
)
from app.games.tinners_trail.view.geometry import (
    BOARDS_RECT,
    BOX_H,
    BOX_W,
    DEV_RECT,
    INVEST_RECT,
    MAP_RECT,
    PLAYERS_RECT,
    PRICE_RECT,
    SMALL,
    TITLE,
    TRACK_RECT,
    border_point,
    region_centre,
)
from app.games.tinners_trail.view.looks import border_tip, region_look, region_tip
from app.games.tinners_trail.view.mapitems import BorderItem, RegionItem, make_text
from app.games.tinners_trail.view.tracks import (
    Looks,
    render_developments,
    render_investment,
    render_players,
    render_prices,
    render_track,
)
from app.ui.board.scene import BoardScene
from app.ui.i18n import show

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from PySide6.QtCore import QObject

    from app.games.tinners_trail.model import State
    from app.ui.palette import PlayerStyle

__all__ = ["BACKGROUND", "TinScene"]

BACKGROUND = "#f1ece0"
SEA = QColor("#cfe3f5")
LAND = QColor("#e9dfc4")


class TinScene(BoardScene):
    """Every board of a Tinners' Trail game.

    Args:
        players: Number of seats.
        styles: Each seat's colours and letter.
        names: Each seat's name.
        parent: Qt parent.
    """

    def __init__(
        self,
        players: int,
        styles: Sequence[PlayerStyle],
        names: Sequence[str],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.players = players
        self.looks = Looks(list(styles), list(names))
        self.setBackgroundBrush(QBrush(QColor(BACKGROUND)))
        self._build_map()
        self.track = BoardFrame(self, TRACK_RECT)
        self.prices = BoardFrame(self, PRICE_RECT)
        self.developments = BoardFrame(self, DEV_RECT)
        self.investment = BoardFrame(self, INVEST_RECT)
        self.player_board = BoardFrame(self, PLAYERS_RECT)
        self._state: State | None = None
        self._dice: list[CellItem] = []
        self._faces: list[int] = []
        self.dice_ms = 0
        """How long the next new roll tumbles (0: the dice simply show their faces)."""
        self.dice_anim = QVariantAnimation(self)
        self.dice_anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self.dice_anim.valueChanged.connect(self._on_tumble)
        self.dice_anim.finished.connect(self._on_tumbled)

    # -- building --------------------------------------------------------------------------
    def _build_map(self) -> None:
        sea = QGraphicsRectItem(MAP_RECT)
        sea.setBrush(QBrush(SEA))
        sea.setPen(QPen(QColor("#9fbfdc"), 2))
        self.addItem(sea)
        self.sea = sea
        land = QPainterPath()
        b = board(self.players)
        for region in range(len(game_data().regions)):
            c = region_centre(region)
            land.addRoundedRect(
                QRectF(c.x() - BOX_W / 2 - 12, c.y() - BOX_H / 2 - 12, BOX_W + 24, BOX_H + 24),
                30,
                30,
            )
        shore = QGraphicsPathItem(land.simplified())
        shore.setBrush(QBrush(LAND))
        shore.setPen(QPen(QColor("#b9a77e"), 2))
        self.addItem(shore)
        for ends in game_data().borders:
            road = QPainterPath(region_centre(ends[0]))
            road.lineTo(region_centre(ends[1]))
            line = QGraphicsPathItem(road)
            line.setPen(QPen(QColor("#a8966d"), 3))
            self.addItem(line)
        self.regions = [RegionItem(r) for r in range(len(game_data().regions))]
        for item in self.regions:
            item.setPos(region_centre(item.region))
            self.add_board_item(item)
        self.borders: list[BorderItem] = []
        for border in b.borders:
            adit = BorderItem(border)
            adit.setPos(border_point(border))
            adit.setZValue(2)
            self.add_board_item(adit)
            self.borders.append(adit)
        self.round_label = make_text(sea, TITLE, bold=True)
        self.round_label.setPos(MAP_RECT.left() + 14, MAP_RECT.bottom() - 40)
        self._build_legend(sea)

    def _build_legend(self, sea: QGraphicsRectItem) -> None:
        """Cube colours and the coast's edge, in the empty south-west corner of the sea."""
        left, top = MAP_RECT.left() + 14, MAP_RECT.top() + 400
        self.legend: list[QGraphicsSimpleTextItem] = []
        for k, kind in enumerate(("tin", "copper", "water")):
            PaintedItem(QRectF(left, top + 8 + 30 * k, 16, 16), _cube_painter(kind), sea)
            text = make_text(sea, SMALL)
            text.setPos(left + 24, top + 3 + 30 * k)
            self.legend.append(text)
        coast = QGraphicsRectItem(QRectF(left, top + 100, 16, 16), sea)
        coast.setPen(QPen(QColor("#2f6db5"), 3.5))
        text = make_text(sea, SMALL)
        text.setPos(left + 24, top + 95)
        self.legend.append(text)
        for k, (_, draw) in enumerate(_PIECE_LEGEND):
            x, y = left + 200 * (k // 4), MAP_RECT.top() + 12 + 28 * (k % 4)
            PaintedItem(QRectF(x, y, 24, 24), draw, sea)
            text = make_text(sea, SMALL)
            text.setPos(x + 30, y)
            self.legend.append(text)
        self._legend_words()

    def _legend_words(self) -> None:
        keys = ("ore.tin", "ore.copper", "ui.water", "ui.coastal", *(k for k, _ in _PIECE_LEGEND))
        for item, key in zip(self.legend, keys, strict=True):
            item.setText(show(t(key)))

    # -- state -----------------------------------------------------------------------------
    def set_seats(self, styles: Sequence[PlayerStyle], names: Sequence[str]) -> None:
        """Change the seat colours or names; the next sync repaints."""
        self.looks = Looks(list(styles), list(names))

    def state(self) -> State | None:
        """Return the state shown."""
        return self._state

    def render_state(self, state: Any) -> None:
        """Update the map and every board from `state`."""
        s: State = state
        previous, self._state = self._state, s
        styles, names = self.looks.styles, self.looks.names
        for item in self.regions:
            item.show_look(region_look(s, item.region, styles))
            item.setToolTip(region_tip(s, item.region, names))
        for border in self.borders:
            border.set_adit(border.border in s.adits)
            border.setToolTip(border_tip(s, border.border, names))
        self.round_label.setText(show(heading(s), names))
        render_track(self.track, s, self.looks)
        dice = render_prices(self.prices, s, self.looks)
        render_developments(self.developments, s, self.looks)
        render_investment(self.investment, s, self.looks)
        render_players(self.player_board, s, self.looks)
        rolled = previous is not None and previous.dice != s.dice and any(s.dice)
        self._show_dice(s, dice, tumble=rolled and self.dice_ms > 0)

    def _show_dice(self, state: State, dice: list[CellItem], tumble: bool) -> None:
        self.dice_anim.stop()
        self._faces = [v for ore in state.dice for v in ore]
        self._dice = dice
        if tumble:
            self.dice_anim.setStartValue(0.0)
            self.dice_anim.setEndValue(1.0)
            self.dice_anim.setDuration(self.dice_ms)
            self.dice_anim.start()

    def _on_tumble(self, value: object) -> None:
        """Show other faces of each die while it rolls (slowing down with the easing)."""
        step = int(float(value) * 17) if isinstance(value, float) else 0
        faces = game_data().dice
        for k, die in enumerate(self._dice):
            own = faces[k % len(faces)]
            die.set_text(str(own[(step + 2 * k) % len(own)]), bold=True)

    def _on_tumbled(self) -> None:
        for die, face in zip(self._dice, self._faces, strict=False):
            die.set_text(str(face), bold=True)

    def retranslate(self) -> None:
        """Write every text again in the UI language."""
        self._legend_words()
        for item in self.regions:
            item.look = None
        if self._state is not None:
            self.render_state(self._state)

    def region(self, key: str) -> QRectF:
        """Return the scene rectangle of a part: "map" (with the work track) or "boards"."""
        if key == "boards":
            return QRectF(BOARDS_RECT)
        return QRectF(MAP_RECT.united(TRACK_RECT))


def _peek_token(painter: QPainter, rect: QRectF) -> None:
    painter.setPen(QPen(QColor("#3b3328"), 1.2))
    painter.setBrush(QBrush(QColor("#b8b2a5")))
    painter.drawEllipse(rect.center(), 8, 8)


_PIECE_LEGEND: tuple[tuple[str, Callable[[QPainter, QRectF], None]], ...] = (
    ("ui.dev.miner", draw_miner),
    ("ui.dev.port", draw_port),
    ("ui.dev.rail", draw_rail),
    ("ui.dev.adit", draw_adit),
    ("ui.legend.pump", draw_pump),
    ("ui.legend.drain", draw_drain),
    ("ui.legend.peek", _peek_token),
)
"""The pieces explained in the sea's north-west corner: catalogue key and drawing."""


def _cube_painter(kind: str) -> Callable[[QPainter, QRectF], None]:
    def draw(painter: QPainter, rect: QRectF) -> None:
        draw_cube(painter, rect, kind)

    return draw
