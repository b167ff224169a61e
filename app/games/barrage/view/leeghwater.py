"""The Leeghwater Project's boards (seed 000 レーフワーテル計画拡張), on their own tab.

Laid out for a screen like the action spaces (`LWP_RECT`, every label at least 11 px high in a
1280×800 window): the external works display on top, its three spaces "ework:<slot>" (the
tile's name, the machinery it costs, its reward in words, the two engineers it takes or the
company that took it); the five private buildings in columns, each a card "bldg:<id>" (name,
machinery to build it, VP, its action), its four building spaces "bslot:<id>:<k>" (the
company pieces on it; red-outlined ones cost 3 credits more, the second needs 4 players) and
its four action spaces (the next one to be used this round is "buse:<id>", the others
"bspace:<id>:<k>": the first company of a round takes the cheap left one); at the bottom each
company's building pieces "bpieces:<seat>" with its officer's extra (architect, Margot's
second use, Leslie's tile). The building technology tiles are on the company boards with the
other tiles.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from app.games.barrage.data.data import game_data
from app.games.barrage.model import NOBODY
from app.games.barrage.rules.private_buildings import pieces_left
from app.games.barrage.texts import count, payment, t
from app.games.barrage.texts_leeghwater import building, building_action, work_reward
from app.games.barrage.view.items import RED_EDGE, SpaceItem, SpaceLook
from app.games.barrage.view.lwpwords import capital, officer_extra, slot_tip, taken_work
from app.ui.i18n import show

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.games.barrage.model import State
    from app.games.barrage.view.mapview import Seats
    from app.ui.board.scene import BoardScene

__all__ = ["LWP_RECT", "LeeghwaterBoard"]

_X, _Y, _W = 1900.0, 0.0, 748.0
LWP_RECT = QRectF(_X - 6, _Y - 6, _W + 12, 812)
"""Scene rectangle of the Leeghwater boards."""
_PX = 16.0
_GREY = "#b8b2a5"
_WORK_H = 134.0
_CARD_Y, _CARD_H = 196.0, 230.0
_SLOT_Y, _SLOT_H = _CARD_Y + _CARD_H + 26, 34.0
_USE_Y, _USE_H = _SLOT_Y + _SLOT_H + 26, 36.0
_PIECES_Y = _USE_Y + 4 * (_USE_H + 4) + 26
_COLUMN = (_W - 4 * 6) / 5


class LeeghwaterBoard:
    """Builds the Leeghwater boards on a scene and updates them from a state.

    Args:
        scene: The board scene.
        state: The first state shown (its private buildings are laid out for the game).
    """

    def __init__(self, scene: BoardScene, state: State) -> None:
        self.scene = scene
        assert state.lwp is not None
        self.buildings = list(state.lwp.buildings)
        self.players = state.players
        self.titles: list[tuple[QGraphicsSimpleTextItem, Callable[[], str]]] = []
        self.works = [
            self._item(f"ework:{k + 1}", QRectF(_X + k * (_W + 6) / 3, 24, _W / 3 - 4, _WORK_H))
            for k in range(game_data().leeghwater.display)
        ]
        for item in self.works:
            item.text_lines, item.note_lines, item.discs_inline = 2, 4, True
        self._title(
            lambda: QCoreApplication.translate(
                "Barrage", "External works (2 engineers; machinery to the supply)"
            ),
            0,
            bold=True,
        )
        self._title(
            lambda: QCoreApplication.translate(
                "Barrage", "Private buildings (built with the building tile)"
            ),
            _CARD_Y - 28,
            bold=True,
        )
        self._title(
            lambda: QCoreApplication.translate(
                "Barrage", "Built by (one piece per company; red: +3 credits)"
            ),
            _SLOT_Y - 24,
        )
        self._title(
            lambda: QCoreApplication.translate(
                "Barrage",
                "Action spaces: only its builders, once a round; the first takes the left",
            ),
            _USE_Y - 24,
        )
        self._title(
            lambda: QCoreApplication.translate("Barrage", "Building pieces of each company"),
            _PIECES_Y - 24,
        )
        self.cards: list[SpaceItem] = []
        self.slots: list[list[SpaceItem]] = []
        self.uses: list[list[SpaceItem]] = []
        for j, bid in enumerate(self.buildings):
            self._build_column(j, bid)
        w = (_W - 3 * 6) / 4
        self.pieces = [
            self._item(f"bpieces:{s}", QRectF(_X + s * (w + 6), _PIECES_Y, w, 84), False)
            for s in range(state.players)
        ]
        for item in self.pieces:
            item.note_lines = 2

    def _build_column(self, j: int, bid: str) -> None:
        x = _X + j * (_COLUMN + 6)
        card = self._item(f"bldg:{bid}", QRectF(x, _CARD_Y, _COLUMN, _CARD_H))
        card.title_lines, card.text_lines, card.note_lines = 2, 3, 5
        self.cards.append(card)
        sw = (_COLUMN - 3 * 3) / 4
        self.slots.append(
            [
                self._item(
                    f"bslot:{bid}:{k}", QRectF(x + k * (sw + 3), _SLOT_Y, sw, _SLOT_H), False
                )
                for k in range(len(game_data().leeghwater.construction_slots))
            ]
        )
        spaces = game_data().leeghwater.building(bid).spaces
        self.uses.append(
            [
                self._item(
                    f"bspace:{bid}:{k}", QRectF(x, _USE_Y + k * (_USE_H + 4), _COLUMN, _USE_H)
                )
                for k in range(len(spaces))
            ]
        )
        for item in self.uses[-1]:
            item.discs_inline = True

    def _item(self, item_id: str, rect: QRectF, target: bool = True) -> SpaceItem:
        item = SpaceItem(item_id, rect)
        item.is_target = target
        item.set_text_px(_PX, _PX + 1)
        item.setZValue(2)
        self.scene.add_board_item(item)
        return item

    def _title(self, text: Callable[[], str], y: float, bold: bool = False) -> None:
        item = QGraphicsSimpleTextItem(text())
        font = QFont()
        font.setPixelSize(17 if bold else 15)
        font.setBold(bold)
        item.setFont(font)
        item.setBrush(QBrush(QColor("#3b3328")))
        item.setPos(QPointF(_X, _Y + y))
        self.scene.addItem(item)
        self.titles.append((item, text))

    def retranslate(self) -> None:
        """Write the fixed titles again in the UI language."""
        for item, text in self.titles:
            item.setText(text())

    # -- state --------------------------------------------------------------------------------
    def render(self, state: State, seats: Seats) -> None:
        """Update the boards from `state`."""
        if state.lwp is None:
            return
        self._render_works(state, seats)
        for j, bid in enumerate(self.buildings):
            self._render_card(state, j, bid)
            self._render_slots(state, seats, j)
            self._render_uses(state, seats, j, bid)
        for seat, item in enumerate(self.pieces):
            self._render_pieces(state, seats, seat, item)

    def _render_works(self, state: State, seats: Seats) -> None:
        ex = state.lwp
        assert ex is not None
        for k, item in enumerate(self.works):
            wid = ex.display[k] if k < len(ex.display) else None
            who = ex.claimed_by[k] if k < len(ex.claimed_by) else NOBODY
            if wid is None:
                taken = who != NOBODY and 0 <= who < len(seats.names)
                item.set_look(
                    SpaceLook(
                        fill="#e9e4d8",
                        title=capital(show(t("lwp.work", id=done)))
                        if (done := taken_work(state, k))
                        else QCoreApplication.translate(
                            "Barrage", "External work space %1"
                        ).replace("%1", str(k + 1)),
                        text=QCoreApplication.translate("Barrage", "Taken")
                        if taken
                        else QCoreApplication.translate("Barrage", "Empty"),
                        note=_seat_name(seats, who, item, 2) if taken else "",
                        discs=((seats.fill(who), ""),) * 2 if taken else (),
                        dashed=True,
                    )
                )
                item.setToolTip(
                    QCoreApplication.translate(
                        "Barrage", "New external works are drawn at the end of the round."
                    )
                )
                continue
            w = game_data().leeghwater.work(wid)
            cost = show(payment(w.excavators, w.mixers))
            reward = show(work_reward(wid))
            item.set_look(
                SpaceLook(
                    fill="#eef3e4",
                    title=capital(show(t("lwp.work", id=wid))),
                    # the cost alone: "Pay …" was elided in English (the tooltip says it whole)
                    text=cost,
                    note=QCoreApplication.translate("Barrage", "→ %1").replace("%1", reward),
                    discs=((_GREY, ""),) * 2,
                )
            )
            item.setToolTip(
                show(t("lwp.work_line", work=t("lwp.work", id=wid), cost=cost, reward=reward))
                + "\n"
                + QCoreApplication.translate(
                    "Barrage",
                    "2 engineers; the machinery goes to the general supply; keep the tile.",
                )
            )

    def _render_card(self, state: State, j: int, bid: str) -> None:
        b = game_data().leeghwater.building(bid)
        cost = show(payment(b.excavators, b.mixers))
        vp = show(count("vp", b.vp))
        lines = [show(count(k, n)) for k, n in (("excavators", b.excavators), ("mixers", b.mixers))]
        card = self.cards[j]
        card.set_look(
            SpaceLook(
                fill="#f3ecdf",
                title=show(building(bid)),
                text="\n".join([*lines, vp]),
                note=show(building_action(bid)),
            )
        )
        tip = "\n".join(
            (
                show(building(bid)),
                QCoreApplication.translate(
                    "Barrage", "Build: %1 on the wheel with the building tile."
                ).replace("%1", cost),
                QCoreApplication.translate("Barrage", "Action: %1").replace(
                    "%1", show(building_action(bid))
                ),
                QCoreApplication.translate(
                    "Barrage", "End of the game: %1 for each company that built it."
                ).replace("%1", vp),
            )
        )
        if card.toolTip() != tip:
            card.setToolTip(tip)

    def _render_slots(self, state: State, seats: Seats, j: int) -> None:
        assert state.lwp is not None
        data = game_data().leeghwater.construction_slots
        for k, item in enumerate(self.slots[j]):
            owner = state.lwp.built[j][k]
            slot = data[k]
            out = slot.min_players > state.players
            red = bool(slot.surcharge)
            if owner != NOBODY:
                look = SpaceLook(
                    fill=seats.fill(owner),
                    text=seats.styles[owner].letter,
                    text_colour=seats.text(owner),
                    edge=RED_EDGE if red else "#6b6b6b",
                    edge_width=3.0 if red else 1.2,
                )
                tip = QCoreApplication.translate("Barrage", "Built by %1").replace(
                    "%1", seats.owner_name(owner)
                )
            else:
                look = SpaceLook(
                    fill="#fbf8f0",
                    text=f"{slot.min_players}+" if out else (f"+{slot.surcharge}" if red else ""),
                    edge=RED_EDGE if red else "#6b6b6b",
                    edge_width=3.0 if red else 1.2,
                    dim=out,
                )
                tip = slot_tip(slot.surcharge, slot.min_players, out)
            item.set_look(look)
            if item.toolTip() != tip:
                item.setToolTip(tip)

    def _render_uses(self, state: State, seats: Seats, j: int, bid: str) -> None:
        assert state.lwp is not None
        used = state.lwp.used[j]
        spaces = game_data().leeghwater.building(bid).spaces
        for k, (space, item) in enumerate(zip(spaces, self.uses[j], strict=True)):
            want = f"buse:{bid}" if k == len(used) else f"bspace:{bid}:{k}"
            if item.item_id != want:
                if self.scene.item_for(item.item_id) is item:
                    self.scene.unregister(item.item_id)
                item.item_id = want
                item.is_target = want.startswith("buse:")
                self.scene.register(item)
            who = used[k] if k < len(used) else NOBODY
            cost = (
                show(count("credits", space.credits))
                if space.credits
                else QCoreApplication.translate("Barrage", "no cost")
            )
            if who != NOBODY:
                discs = ((seats.fill(who), ""),) * space.engineers
                note = _seat_name(seats, who, item, space.engineers)
            else:
                discs, note = ((_GREY, ""),) * space.engineers, cost
            item.set_look(
                SpaceLook(
                    fill="#e9e4d8" if who != NOBODY else "#fbf8f0",
                    edge=RED_EDGE if space.credits else "#6b6b6b",
                    edge_width=3.0 if space.credits else 1.2,
                    note=note,
                    discs=discs,
                )
            )
            tip = show(
                t(
                    "ui.lwp_use_space",
                    building=building(bid),
                    engineers=count("engineers", space.engineers),
                    credits=count("credits", space.credits),
                )
            )
            if who != NOBODY:  # the note may show only the seat's letter
                tip += "\n" + QCoreApplication.translate(
                    "Barrage", "Used this round by %1"
                ).replace("%1", seats.owner_name(who))
            if item.toolTip() != tip:
                item.setToolTip(tip)

    def _render_pieces(self, state: State, seats: Seats, seat: int, item: SpaceItem) -> None:
        p = state.seats[seat]
        total = game_data().leeghwater.pieces
        left = pieces_left(state, seat) if p.company else total
        extra = officer_extra(state, seat)
        item.set_look(
            SpaceLook(
                fill=seats.fill(seat),
                text_colour=seats.text(seat),
                title=_seat_name(seats, seat, item, 0) if seat < len(seats.names) else "",
                text="■" * left + "□" * (total - left),
                note=QCoreApplication.translate("Barrage", "%1 of %2 left")
                .replace("%1", str(left))
                .replace("%2", str(total))
                + (show(t("ui.separator")) + extra if extra else ""),
            )
        )
        item.setToolTip(
            QCoreApplication.translate(
                "Barrage", "Building pieces: placed from the left onto the private buildings built."
            )
            + ("\n" + extra if extra else "")
        )


def _seat_name(seats: Seats, seat: int, item: SpaceItem, discs: int) -> str:
    """The seat's name if it fits whole (beside `discs` figures), else its letter (issue 18 §2)."""
    name = seats.names[seat]
    font = QFont()
    font.setPixelSize(max(6, round(item.small_px)))
    if QFontMetricsF(font).horizontalAdvance(name) <= item.note_room(discs):
        return name
    return seats.styles[seat].letter
