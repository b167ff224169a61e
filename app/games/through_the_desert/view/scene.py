"""The Through the Desert board scene: one keyed hex item per space, drawn from the state.

Cell `N` of the board data is item `"cell:N"`. With 2-3 players the smaller part of the board
is not drawn at all; with 4-5 players the dividing line is drawn between the two parts.
`sync()` recomputes a small `CellLook` per space and repaints only the spaces whose look
changed, so a move costs a handful of item updates.
"""

from __future__ import annotations

import math
import os
import time
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QApplication, QGraphicsPathItem, QGraphicsSimpleTextItem

from app.engine.game import PlayerId
from app.games.through_the_desert.actions import CELLS
from app.games.through_the_desert.data.data import Geometry, geometry
from app.games.through_the_desert.view.items import (
    RADIUS,
    CellLook,
    MountainItem,
    TtdHexItem,
    cell_centre,
)
from app.games.through_the_desert.view.tips import (
    cell_tooltip,
    colour_name,
    dividing_line_tooltip,
    mountain_tooltip,
)
from app.ui.board.anim import ArrivalAnimator
from app.ui.board.scene import BoardScene
from app.ui.board.view import BoardView
from app.ui.palette import player_style

if TYPE_CHECKING:
    from collections.abc import Sequence

    from PySide6.QtCore import QObject

    from app.games.through_the_desert.model import State
    from app.ui.palette import PlayerStyle

__all__ = [
    "TtdScene",
    "bench_redraw",
    "cell_id",
    "colour_name",
    "parse_cell_id",
    "render_to_image",
]


def cell_id(cell: int) -> str:
    """Return the target id of board cell `cell`."""
    return f"cell:{cell}"


def parse_cell_id(target_id: str) -> int | None:
    """Return the cell index of a target id, or None if it is not a cell."""
    kind, _, number = target_id.partition(":")
    if kind != "cell" or not (number.isascii() and number.isdigit()) or len(number) > 4:
        return None
    cell = int(number)
    return cell if cell < CELLS else None  # a hex of the board file (`actions.CELLS`)


class TtdScene(BoardScene):
    """The board for a player count; `sync(state, highlights)` shows a state.

    When a sync shows exactly one new camel (the state's `last_action`) and `arrival_ms` is
    above 0, that camel drops into its space over `arrival_ms` milliseconds; the item's look is
    already final, only its camel is drawn by the animation until it lands. Any later sync
    that adds or removes camels lands a running animation at once.

    Args:
        players: Number of seats (2-3 use the larger part of the board only).
        styles: Each seat's colours and letter.
        names: Each seat's name (for tooltips).
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
        self.geo: Geometry = geometry(players)
        self.styles: tuple[PlayerStyle, ...] = tuple(styles)
        self.names: tuple[str, ...] = tuple(names)
        self.letters = False
        self.recent: frozenset[int] = frozenset()
        """Cells placed in the turn shown (both camels of a 2-camel turn); empty: last only."""
        self.arrival_ms = 0
        """Duration of the next sync's arrival animation (0: the camel just appears)."""
        self._hexes: dict[int, TtdHexItem] = {}
        self._mountains: list[MountainItem] = []
        self._line: QGraphicsPathItem | None = None
        self._occupied: frozenset[int] | None = None
        self._oases: tuple[int, ...] | None = None
        self._near_oasis: frozenset[int] = frozenset()
        self.arrivals = ArrivalAnimator(self)
        """Plays the arrival animations (tests step or finish them)."""
        self.arrivals.finished.connect(self._on_arrival_finished)
        self.setBackgroundBrush(QBrush(QColor("#f3ead8")))
        self._build()
        # Arriving pieces start above the board: keep the scrollable area the board's own.
        self.setSceneRect(self.itemsBoundingRect())

    # -- building ------------------------------------------------------------------------
    def _drawn(self, cell: int) -> bool:
        return self.geo.full or self.geo.cells[cell].part == "large"

    def _build(self) -> None:
        for i, c in enumerate(self.geo.cells):
            if not self._drawn(i):
                continue
            item: TtdHexItem | MountainItem
            if self.geo.in_play[i]:
                item = self._hexes[i] = TtdHexItem(cell_id(i), i, self.geo.name(i))
            else:
                item = MountainItem(cell_id(i), central=c.terrain == "central_range")
                item.setToolTip(mountain_tooltip(item.central))
                self._mountains.append(item)
            item.setPos(cell_centre(c.x, c.y))
            self.add_board_item(item)
        if self.geo.full:
            self._add_dividing_line()
        self._add_labels()

    def _add_dividing_line(self) -> None:
        cells, index = self.geo.cells, self.geo.index
        path = QPainterPath()
        for c in cells:
            if c.part != "small":
                continue
            a = cell_centre(c.x, c.y)
            for nx, ny in _neighbour_coords(c.x, c.y):
                j = index.get((nx, ny))
                if j is None or cells[j].part != "large":
                    continue
                b = cell_centre(nx, ny)
                angle = math.atan2(b.y() - a.y(), b.x() - a.x())
                for sign, move in ((-1, True), (1, False)):
                    corner = a + QPointF(
                        RADIUS * math.cos(angle + sign * math.pi / 6),
                        RADIUS * math.sin(angle + sign * math.pi / 6),
                    )
                    if move:
                        path.moveTo(corner)
                    else:
                        path.lineTo(corner)
        line = QGraphicsPathItem(path)
        pen = QPen(QColor("#2a1d12"), 5.0)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        line.setPen(pen)
        line.setZValue(5)
        line.setToolTip(dividing_line_tooltip())
        self.addItem(line)
        self._line = line

    def _add_labels(self) -> None:
        """Column letters above and row numbers left of the board (as in the log: "K7")."""
        font = QFont()
        font.setPixelSize(round(RADIUS * 0.55))
        font.setBold(True)
        xs = sorted({c.x for i, c in enumerate(self.geo.cells) if self._drawn(i)})
        for x in xs:
            label = chr(ord("A") + x) if x < 26 else str(x)
            self._label(label, cell_centre(x, -1) + QPointF(0, RADIUS * 0.35), font)
        left = xs[0] - 2  # an even column: its rows line up with the board's left column
        for y in range(self.geo.data.rows):
            self._label(str(y + 1), cell_centre(left, y) + QPointF(RADIUS * 1.4, 0), font)

    def _label(self, text: str, centre: QPointF, font: QFont) -> None:
        item = QGraphicsSimpleTextItem(text)
        item.setFont(font)
        item.setBrush(QBrush(QColor("#7a6446")))
        rect = item.boundingRect()
        item.setPos(centre - QPointF(rect.width() / 2, rect.height() / 2))
        self.addItem(item)

    # -- state ---------------------------------------------------------------------------
    def set_seats(self, styles: Sequence[PlayerStyle], names: Sequence[str], letters: bool) -> None:
        """Change the player colours/names (palette switch); the next sync repaints."""
        self.styles, self.names, self.letters = tuple(styles), tuple(names), letters

    def hex_cells(self) -> list[int]:
        """Return the cells that have a (target) hex item."""
        return sorted(self._hexes)

    def render_state(self, state: Any) -> None:
        """Update every space whose look changed; animate a single new camel."""
        s: State = state
        occupied = frozenset(c for c, o in enumerate(s.owner) if o >= 0)
        arrived = occupied - self._occupied if self._occupied is not None else frozenset()
        if occupied != self._occupied:
            self.arrivals.finish()  # the position moved on: land what is still falling
        self._occupied = occupied
        self._update_near_oasis(s.oases)
        riders = set(s.rider)
        recent = self.recent or {s.last_action}
        oases = set(s.oases)
        terrain = self.geo.cells
        for cell, item in self._hexes.items():
            look = CellLook(
                terrain=terrain[cell].terrain,
                water=s.water[cell],
                oasis=cell in oases,
                owner=s.owner[cell],
                colour=s.colour[cell],
                rider=cell in riders,
                area=s.area[cell],
                last=cell in recent,
            )
            if item.set_look(look, self.styles, self.letters):
                item.setToolTip(self._tooltip(cell, look))
                item.setZValue(1 if look.owner >= 0 else 0)
        if arrived == {s.last_action}:
            self._animate_arrival(s.last_action)

    def _animate_arrival(self, cell: int) -> None:
        item = self._hexes.get(cell)
        if item is None:
            return
        key = cell_id(cell)
        if self.arrivals.start(
            key, item.pos(), item.paint_piece, item.piece_bounds(), self.arrival_ms
        ):
            item.set_piece_hidden(True)

    def _on_arrival_finished(self, key: str) -> None:
        cell = parse_cell_id(key)
        item = self._hexes.get(cell) if cell is not None else None
        if item is not None:
            item.set_piece_hidden(False)

    def _update_near_oasis(self, oases: tuple[int, ...]) -> None:
        if oases == self._oases:
            return
        self._oases = tuple(oases)
        near = {n for o in oases for n in self.geo.neighbours[o]}
        self._near_oasis = frozenset(near - set(oases))
        for cell in self._near_oasis & set(self._hexes):
            item = self._hexes[cell]
            item.setToolTip(self._tooltip(cell, item.look))

    def retranslate(self) -> None:
        """Write every tooltip again in the current UI language."""
        for cell, item in self._hexes.items():
            item.setToolTip(self._tooltip(cell, item.look))
        for mountain in self._mountains:
            mountain.setToolTip(mountain_tooltip(mountain.central))
        if self._line is not None:
            self._line.setToolTip(dividing_line_tooltip())

    def _seat(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else f"P{seat + 1}"

    def _tooltip(self, cell: int, look: CellLook) -> str:
        return cell_tooltip(self.geo.name(cell), look, cell in self._near_oasis, self._seat)


def _neighbour_coords(x: int, y: int) -> tuple[tuple[int, int], ...]:
    if x % 2 == 0:
        return ((x, y - 1), (x, y + 1), (x - 1, y - 1), (x - 1, y), (x + 1, y - 1), (x + 1, y))
    return ((x, y - 1), (x, y + 1), (x - 1, y), (x - 1, y + 1), (x + 1, y), (x + 1, y + 1))


def render_to_image(scene: BoardScene, width: int = 1600) -> QImage:
    """Render the whole board into an image `width` pixels wide (screenshots, benchmarks)."""
    rect = scene.itemsBoundingRect().adjusted(-10, -10, 10, 10)
    height = max(1, round(width * rect.height() / rect.width()))
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#f3ead8"))
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    scene.render(painter, QRectF(0, 0, width, height), rect)
    painter.end()
    return image


def bench_redraw(n: int = 50, players: int = 4) -> float:
    """Return the mean milliseconds to redraw the board after a move (`make bench`).

    A 1280x800 board view shows a fixed game; after each of `n` moves the scene is synced and
    the whole viewport repainted at once (changed spaces re-render, the rest comes from the
    item caches). Creates an offscreen QApplication when none exists.
    """
    from app.games.through_the_desert import GAME  # noqa: PLC0415 - keep the import lazy
    from app.games.through_the_desert.model import TtdOptions  # noqa: PLC0415

    app = QApplication.instance()
    if app is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QApplication([])
    styles = [player_style(None, False, i) for i in range(players)]
    scene = TtdScene(players, styles, [f"P{i + 1}" for i in range(players)])
    view = BoardView(scene)
    view.resize(1280, 800)
    view.show()
    app.processEvents()
    view.fit()
    state = GAME.setup(TtdOptions(players=players), 7)
    scene.sync(state)
    view.viewport().repaint()
    total, moves = 0.0, 0
    for k in range(n):
        acting = sorted(GAME.to_act(state))
        if not acting:
            break
        legal = GAME.legal_actions(state, PlayerId(acting[0]))
        state = GAME.apply(state, legal[(k * 7919) % len(legal)])
        start = time.perf_counter()
        scene.sync(state)
        view.viewport().repaint()
        total += time.perf_counter() - start
        moves += 1
    view.close()
    return 1000.0 * total / max(1, moves)
