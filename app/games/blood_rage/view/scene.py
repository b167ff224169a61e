"""The Blood Rage board scene: the round map with the Age track, and the clan sheets.

`sync(state, highlights)` shows the state as the viewer may see it. Targets are
"province:<i>", "fjord:<i>" (invade, march, pillage, Call to Battle), "slot:<seat>:<family>:<k>"
and "sheet:<seat>" (upgrade cards). The scene has two parts of one size, shown one at a time by
the screen's tabs: "board" and "clans" (`view.geometry`). Figures the acting seat may move
(`movable`, set by the controller before a sync) can be dragged on the map.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsRectItem, QGraphicsSimpleTextItem

from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.model import NO_TOKEN, Battle, CallToBattle
from app.games.blood_rage.rules.board import fjord_open
from app.games.blood_rage.texts import province_text, realm_text, t, token_text
from app.games.blood_rage.view.drawing import draw_figure
from app.games.blood_rage.view.frames import make_text
from app.games.blood_rage.view.geometry import BOARD_RECT, CENTRE, CLANS_RECT, FONT, OUTER
from app.games.blood_rage.view.looks import figure_tip, fjord_tip, lines, province_tip, token_short
from app.games.blood_rage.view.mapitems import REALM_FILL, FigureItem, FjordItem, ProvinceItem
from app.games.blood_rage.view.sheets import ClanSheet
from app.games.blood_rage.view.sideboard import SideBoards
from app.ui.board.anim import ArrivalAnimator
from app.ui.board.scene import BoardScene
from app.ui.i18n import show

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from PySide6.QtCore import QObject
    from PySide6.QtGui import QPainter

    from app.games.blood_rage.model import State
    from app.ui.palette import PlayerStyle

__all__ = ["BACKGROUND", "BrScene", "figure_id"]

BACKGROUND = "#e9e2d0"
BATTLE = QColor("#c62828")
_REALM_CORNER = {"manheim": (792.0, 8.0), "alfheim": (8.0, 8.0), "jotunheim": (792.0, 792.0)}
"""The map corner where each realm's name is written (the corner beside its provinces)."""


def figure_id(seat: int, province: int, kind: str) -> str:
    """Return the piece id of a figure on the map."""
    return f"figure:{seat}:{province}:{kind}"


class BrScene(BoardScene):
    """Every board of a Blood Rage game.

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
        self.styles, self.names = list(styles), list(names)
        self.movable: frozenset[str] = frozenset()
        """Figure ids the acting seat may drag now (set before a sync)."""
        self.setBackgroundBrush(QBrush(QColor(BACKGROUND)))
        sea = QGraphicsEllipseItem(
            QRectF(CENTRE.x() - OUTER - 40, CENTRE.y() - OUTER - 40, 2 * OUTER + 80, 2 * OUTER + 80)
        )
        sea.setBrush(QBrush(QColor("#b7d3ea")))
        sea.setPen(QPen(QColor("#7fa8cc"), 2))
        self.addItem(sea)
        data = game_data()
        self.provinces = [ProvinceItem(p) for p in range(len(data.provinces))]
        for item in self.provinces:
            self.add_board_item(item)
        self.fjords = [FjordItem(f) for f in range(len(data.fjords))]
        for fjord in self.fjords:
            self.add_board_item(fjord)
        self.realms = [self._realm_label(r.id) for r in data.realms]
        self.side = SideBoards(self)
        self.sheets = [ClanSheet(self, seat) for seat in range(players)]
        self._state: State | None = None
        self.arrivals = ArrivalAnimator(self)
        """Drop-in animations of the figures a bot just moved (tests step or finish them)."""
        self.arrivals.finished.connect(self._on_arrived)
        self._hidden: dict[str, FigureItem] = {}
        self._was_selected = False
        """The figure pressed last was selected already (a second click puts it back)."""

    def _realm_label(self, realm: str) -> tuple[QGraphicsRectItem, QGraphicsSimpleTextItem]:
        """A realm's name on a swatch of its colour, in the map corner nearest to it."""
        swatch = QGraphicsRectItem()
        swatch.setBrush(QBrush(QColor(REALM_FILL.get(realm, "#e0dccf"))))
        swatch.setPen(QPen(QColor("#6f604a"), 1.5))
        swatch.setData(0, realm)
        self.addItem(swatch)
        return swatch, make_text(swatch, FONT, bold=True)

    def _render_realms(self) -> None:
        for swatch, label in self.realms:
            realm = str(swatch.data(0))
            label.setText(show(realm_text(realm)))
            tip = show(t("ui.tip.realm", realm=realm_text(realm)))
            swatch.setToolTip(tip)
            label.setToolTip(tip)
            box = label.boundingRect()
            width, height = box.width() + 16, box.height() + 8
            x, y = _REALM_CORNER.get(realm, (8, 8))
            left = x if x < CENTRE.x() else x - width
            top = y if y < CENTRE.y() else y - height
            swatch.setRect(QRectF(left, top, width, height))
            label.setPos(left + 8, top + 4)

    def set_seats(self, styles: Sequence[PlayerStyle], names: Sequence[str]) -> None:
        """Change the seat colours or names; the next sync repaints."""
        self.styles, self.names = list(styles), list(names)

    def state(self) -> State | None:
        """Return the state shown."""
        return self._state

    def render_state(self, state: Any) -> None:
        """Update the map, the side boards and the clan sheets from `state`."""
        self.arrivals.finish()  # the position moved on: land what is still falling
        s: State = state
        self._state = s
        top = s.pending[-1] if s.pending else None
        battle = top.province if isinstance(top, Battle | CallToBattle) else -1
        for item in self.provinces:
            self._render_province(s, item, battle)
        for fjord in self.fjords:
            ships = [
                (
                    f"ship:{seat}:{fjord.fjord}:{k}",
                    k,
                    self.styles[seat],
                    show(figure_tip(s, seat, k), self.names),
                )
                for seat, kinds in enumerate(s.fjords[fjord.fjord].ships)
                for k in kinds
            ]
            fjord.show_ships(ships)
            fjord.set_closed(not fjord_open(s, fjord.fjord))
            fjord.setToolTip(lines(fjord_tip(s, fjord.fjord), self.names))
        self._render_realms()
        self.side.render(s, self.styles, self.names)
        for sheet in self.sheets:
            sheet.render(s, self.styles[sheet.seat], self.names)

    def _render_province(self, s: State, item: ProvinceItem, battle: int) -> None:
        p = item.province
        here = s.provinces[p]
        names = self.names
        item.set_destroyed(here.destroyed)
        item.setToolTip(lines(province_tip(s, p), names))
        item.edge = BATTLE if p == battle else QColor("#6f604a")
        item.edge_width = 5.0 if p == battle else 2.0
        token = ("", False, "")
        if here.destroyed:
            token = (
                show(t("ui.destroyed")),
                True,
                show(t("ui.tip.destroyed", province=province_text(p))),
            )
        elif here.token != NO_TOKEN:
            face = t("ui.pillaged") if here.pillaged else token_short(here.token)
            key = "ui.tip.token_pillaged" if here.pillaged else "ui.tip.token"
            token = (show(face), here.pillaged, show(t(key, reward=token_text(here.token))))
        doom = ("", "")
        if s.doom == p and not here.destroyed:
            doom = (show(t("ui.doom")), show(t("ui.tip.doom", province=province_text(p))))
        item.show_labels(show(province_text(p)), token, doom)
        figures = []
        for seat, kinds in enumerate(here.figures):
            for kind in kinds:
                fid = figure_id(seat, p, kind)
                tip = show(figure_tip(s, seat, kind), names)
                figures.append((fid, kind, self.styles[seat], fid in self.movable, tip))
        item.show_figures(figures)
        item.update()

    # -- figures picked by a click ----------------------------------------------------------
    def piece_grabbed(self, piece_id: str) -> bool:
        """A movable figure was pressed: pick it up (a second click on it puts it back)."""
        self._was_selected = self.selected_piece() == piece_id
        return super().piece_grabbed(piece_id)

    def piece_released(self, piece_id: str, pos: QPointF) -> None:
        """A figure let go over its own province was clicked: it stays selected.

        No move takes a figure to the province it stands in, so letting it go there is a click
        (PRODUCT.md "Moves": select, then click the target); the lit provinces show where it
        may go. Clicking it again, while selected, puts it back.
        """
        home = _home_of(piece_id)
        if home is not None and self.target_at(pos) == home and self.gesture() is not None:
            if self._was_selected:
                self.cancel_gesture()
            else:
                self._feedback(None)  # no refusal shown: it stays in the hand
            return
        super().piece_released(piece_id, pos)

    def animate_arrivals(self, province: int, seat: int, kinds: Sequence[str], ms: int) -> int:
        """Drop the last `kinds` figures of `seat` in `province` into their villages.

        Each is hidden in its item while its picture falls (PRODUCT.md "Bots": moves animated
        at the user's speed); returns how many were animated (0 with `ms` 0: they are simply
        there).
        """
        self.arrivals.finish()
        if ms <= 0 or not 0 <= province < len(self.provinces):
            return 0
        mine = [
            f for f in self.provinces[province].figures if f.item_id.startswith(f"figure:{seat}:")
        ]
        wanted = list(kinds)
        started = 0
        for item in reversed(mine):
            if item.kind not in wanted:
                continue
            wanted.remove(item.kind)
            key = f"{item.item_id}#{started}"
            draw = _painter_of(item)
            if self.arrivals.start(key, item.scenePos(), draw, item.boundingRect(), ms):
                item.setVisible(False)
                self._hidden[key] = item
                started += 1
        return started

    def _on_arrived(self, key: str) -> None:
        item = self._hidden.pop(key, None)
        if item is not None:
            item.setVisible(True)

    def retranslate(self) -> None:
        """Write every text again in the UI language."""
        if self._state is not None:
            self.render_state(self._state)

    def region(self, key: str) -> QRectF:
        """Return the scene rectangle of a part: "board" or "clans"."""
        return QRectF(CLANS_RECT) if key == "clans" else QRectF(BOARD_RECT)


def _home_of(piece_id: str) -> str | None:
    """The province a figure on the map stands in ("figure:<seat>:<province>:<kind>")."""
    parts = piece_id.split(":")
    if len(parts) == 4 and parts[0] == "figure" and parts[2].isdigit():
        return f"province:{parts[2]}"
    return None


def _painter_of(item: FigureItem) -> Callable[[QPainter], None]:
    """Paint a figure as its item does, around (0, 0)."""
    r = item.radius

    def draw(painter: QPainter) -> None:
        draw_figure(painter, QRectF(-r, -r, 2 * r, 2 * r), item.kind, item.style)

    return draw
