"""Clan sheets of Blood Rage: Rage left, the stat tracks, upgrade slots, stock and Valhalla.

One sheet per seat ("sheet:<seat>", a drop target for upgrade cards). The stat tracks show the
six steps of Rage, Axes and Horns with their values, the clan's step lit and the legendary
steps edged in gold (their end-game glory in the tooltip). The eight upgrade slots
("slot:<seat>:<family>:<k>": 1 Leader, 1 Warrior, 1 ship, 2 monsters, 3 clan) show their card.
Under them: the figures in the stock and in Valhalla, the cards in hand, the card kept from the
previous Age and the quests committed (how many, face down).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainterPath, QPen
from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent

from app.engine.phrases import BREAK
from app.engine.text import Seat
from app.games.blood_rage.data.data import STATS, game_data
from app.games.blood_rage.model import NO_CARD
from app.games.blood_rage.texts import card_text, clan_text, figure_text, stat_text, t
from app.games.blood_rage.view.drawing import figure_painter
from app.games.blood_rage.view.frames import CURRENT, PAPER, Frame, fit_text, make_text
from app.games.blood_rage.view.geometry import SMALL, sheet_rect
from app.games.blood_rage.view.looks import card_tip, lines
from app.ui.board.items import SlotItem
from app.ui.board.scene import BoardScene
from app.ui.i18n import show

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    from app.games.blood_rage.model import ClanState, State
    from app.ui.board.items import PaintedItem
    from app.ui.palette import PlayerStyle

__all__ = ["SLOTS", "ClanSheet", "SlotBox"]

LEFT = Qt.MouseButton.LeftButton
"""The button that clicks (a stat track)."""

SLOTS: tuple[tuple[str, int], ...] = (
    ("leader", 0),
    ("warrior", 0),
    ("ship", 0),
    ("clan", 0),
    ("monster", 0),
    ("monster", 1),
    ("clan", 1),
    ("clan", 2),
)
"""The upgrade slots in sheet order (two rows of four)."""
_SLOT_W, _SLOT_H = 158.0, 62.0
_LEGEND = QColor("#c9a227")
_FIGURES_COLUMN = 330.0
"""Where Valhalla's figures start when the stock's leave room (scene units from the left)."""
_FIGURE_STEP = 62.0
"""The least room of one figure kind and its count."""
_FIGURES_GAP = 16.0
"""Room between the stock's last count and Valhalla's title."""


def slot_card(seat: ClanState, family: str, k: int) -> int:
    """Return the card in a slot (`NO_CARD` if empty)."""
    u = seat.upgrades
    if family == "monster":
        return u.monsters[k]
    if family == "clan":
        return u.clan[k]
    return int(getattr(u, family))


class SlotBox(SlotItem):
    """An upgrade slot: its kind on top, its card (or "empty") under it."""

    def __init__(self, seat: int, family: str, k: int, rect: QRectF) -> None:
        path = QPainterPath()
        path.addRoundedRect(rect, 6, 6)
        super().__init__(f"slot:{seat}:{family}:{k}", path)
        self.family = family
        self.k = k
        self.fill = QColor(PAPER)
        self.edge = QColor("#8a7a5a")
        self.edge_width = 1.4
        self.kind_label = make_text(self, SMALL)
        self.kind_label.setPos(rect.left() + 6, rect.top() + 4)
        self.card_label = make_text(self, SMALL)
        self.card_label.setPos(rect.left() + 6, rect.top() + 32)
        self.rect = rect

    def show_card(self, kind: str, card: str, tip: str) -> None:
        """Write the slot's kind and card."""
        self.setToolTip(tip)
        for label in (self.kind_label, self.card_label):
            label.setToolTip(tip)
        room = self.rect.width() - 10
        first, rest = _two_lines(card, QFontMetricsF(self.card_label.font()), room)
        if rest:
            # A card name too long for one line takes the kind's line too (the kind stays in
            # the tooltip): "Brothers in …" was cut (issue 18 §2). Breaks between words only.
            fit_text(self.kind_label, first, room)
            fit_text(self.card_label, rest, room)
        else:
            fit_text(self.kind_label, kind, room)
            fit_text(self.card_label, card, room)


def _two_lines(text: str, metrics: QFontMetricsF, room: float) -> tuple[str, str]:
    """Split `text` between words (spaces, or `BREAK` in Japanese) so its first line fits."""
    if metrics.horizontalAdvance(text) <= room:
        return text, ""
    gap = " " if " " in text else ""
    words = text.split(" ") if gap else text.split(BREAK)
    first = words[0]
    for k in range(1, len(words)):
        trial = gap.join(words[: k + 1])
        if metrics.horizontalAdvance(trial) > room:
            return first, gap.join(words[k:])
        first = trial
    return text, ""


class SheetArea(SlotItem):
    """The whole sheet as a drop target (an upgrade card dropped anywhere on it).

    A click on a stat track with nothing in the hand is a click on that track
    ("stat:<seat>:<stat>"): it raises the stat when a quest lets the seat choose one, or says
    why not (issue 18 §5: the sheet answered with a generic refusal).
    """

    def __init__(self, seat: int, rect: QRectF) -> None:
        path = QPainterPath()
        path.addRect(rect)
        super().__init__(f"sheet:{seat}", path)
        self.seat = seat
        self.fill = QColor(0, 0, 0, 0)
        self.edge = QColor(0, 0, 0, 0)
        self.setZValue(-1)
        self.tracks: dict[str, QRectF] = {}
        """Each stat track's row on the sheet (scene coordinates)."""

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        """A click on a stat track names the track; anything else is a click on the sheet."""
        sink = self.sink()
        scene = self.scene()
        carrying = isinstance(scene, BoardScene) and scene.selected_piece() is not None
        stat = next((s for s, r in self.tracks.items() if r.contains(event.scenePos())), None)
        if stat is None or carrying or sink is None or event.button() != LEFT:
            super().mouseReleaseEvent(event)
            return
        moved = event.screenPos() - event.buttonDownScreenPos(LEFT)
        if moved.manhattanLength() < QApplication.startDragDistance():
            sink.item_clicked(f"stat:{self.seat}:{stat}")


class ClanSheet:
    """One seat's clan sheet in the "clans" part of the scene."""

    def __init__(self, scene: BoardScene, seat: int) -> None:
        self.seat = seat
        rect = sheet_rect(seat)
        self.frame = Frame(scene, rect, fill="#efe6d2")
        self.area = SheetArea(seat, rect)
        scene.add_board_item(self.area)
        self.slots: list[SlotBox] = []
        for n, (family, k) in enumerate(SLOTS):
            row, col = divmod(n, 4)
            box = QRectF(
                rect.left() + 10 + col * (_SLOT_W + 6),
                rect.top() + 184 + row * (_SLOT_H + 6),
                _SLOT_W,
                _SLOT_H,
            )
            slot = SlotBox(seat, family, k, box)
            slot.setZValue(1)
            scene.add_board_item(slot)
            self.slots.append(slot)

    def render(self, state: State, style: PlayerStyle, names: list[str]) -> None:
        """Draw the sheet from `state` (as the viewer may see it)."""
        me = state.seats[self.seat]
        f = self.frame
        f.clear()
        f.set_title(show(t("ui.clan_line", who=Seat(self.seat), clan=clan_text(me.clan)), names))
        f.frame.setPen(QPen(style.colour, 4))
        left, top = f.rect.left() + 10, f.rect.top()
        f.label(
            QPointF(left + 480, top + 6),
            show(t("ui.glory_n", n=me.glory)),
            show(t("ui.tip.glory")),
            bold=True,
            width=170,
        )
        rage = t("ui.rage_left", n=me.rage, total=game_data().value("rage", me.stats.rage))
        f.label(
            QPointF(left, top + 40), show(rage), show(t("ui.tip.rage_left")), width=330, size=SMALL
        )
        flags = []
        if state.first_player == self.seat:
            flags.append(show(t("ui.first_player")))
        if me.passed:
            flags.append(show(t("ui.passed")))
        f.label(QPointF(left + 340, top + 40), "  ".join(flags), width=300, size=SMALL)
        for row, stat in enumerate(STATS):
            self._track(state, me, stat, top + 72 + row * 36)
        for slot in self.slots:
            card = slot_card(me, slot.family, slot.k)
            kind = show(t(f"ui.slot.{slot.family}"))
            name = show(card_text(card)) if card != NO_CARD else show(t("ui.slot.empty"))
            tip = (
                lines(card_tip(card)) if card != NO_CARD else show(t(f"ui.tip.slot.{slot.family}"))
            )
            slot.show_card(kind, name, tip)
        self._figures(me, style, top + 320)
        kept = 0 if me.kept == NO_CARD else 1
        cards = t("ui.sheet_cards", hand=len(me.hand), quests=len(me.quests), kept=kept)
        f.label(
            QPointF(left, top + 356), show(cards), show(t("ui.tip.quests")), width=640, size=SMALL
        )

    def _track(self, state: State, me: ClanState, stat: str, y: float) -> None:
        f = self.frame
        left = f.rect.left() + 10
        self.area.tracks[stat] = QRectF(left, y, 160 + 6 * 72, 30)
        step = getattr(me.stats, stat)
        f.label(
            QPointF(left, y + 4),
            show(stat_text(stat)),
            show(t(f"ui.tip.stat.{stat}")),
            width=150,
            size=SMALL,
        )
        data = game_data()
        for k in range(6):
            value = data.tracks[stat][k]
            legend = data.legendary[k]
            tip = t("ui.tip.step", stat=stat_text(stat), step=k + 1, n=value)
            if legend:
                tip = t(
                    "ui.tip.step_legendary", stat=stat_text(stat), step=k + 1, n=value, glory=legend
                )
            cell = f.cell(
                QRectF(left + 160 + k * 72, y, 68, 30),
                str(value),
                show(tip),
                CURRENT if k + 1 == step else PAPER,
                bold=k + 1 == step,
            )
            if legend:
                cell.setPen(QPen(_LEGEND, 3))

    def _figures(self, me: ClanState, style: PlayerStyle, y: float) -> None:
        """The stock and Valhalla in one row, each figure kind with its count ("×5").

        Every part is placed after the width of what precedes it, measured: the stock's fifth
        kind ran under 「ヴァルハラ」 at a fixed column (issue 36). Valhalla stands at its
        column when the stock leaves room, else right after the stock.
        """
        f = self.frame
        left = f.rect.left() + 10
        right = f.rect.right() - 4
        x = left
        for col, (title, kinds, tip) in enumerate(
            (
                (t("ui.stock"), me.reserve, t("ui.tip.stock")),
                (t("ui.valhalla"), me.valhalla, t("ui.tip.valhalla")),
            )
        ):
            label = f.label(
                QPointF(0, y + 2), show(title), show(tip), bold=True, width=110, size=SMALL
            )
            parts = self._kinds(kinds, style, y)
            steps = [max(_FIGURE_STEP, w + 2) for *_, w in parts]
            start = max(x, left + col * _FIGURES_COLUMN)
            head = label.boundingRect().width() + 8
            if col == 1 and start + head + sum(steps) > right:
                # s52 071: four kinds in Valhalla ran past the frame, the last "×1" cut
                steps = [w for *_, w in parts]
                if start + head + sum(steps) > right:
                    start = x
            label.setPos(start, y + 2)
            x = start + head
            for (picture, number, _), step in zip(parts, steps, strict=True):
                picture.setPos(x, 0)
                number.setPos(x + 27, y + 2)
                x += step
            x += _FIGURES_GAP

    def _kinds(
        self, kinds: tuple[str, ...], style: PlayerStyle, y: float
    ) -> list[tuple[PaintedItem, QGraphicsSimpleTextItem, float]]:
        """Each figure kind with its count ("×5"), unplaced, with the width it needs."""
        f = self.frame
        parts = []
        for kind in dict.fromkeys(kinds):
            n = kinds.count(kind)
            words = show(t("ui.figure_count", figure=figure_text(kind), n=n))
            picture = f.picture(QRectF(0, y, 26, 26), figure_painter(kind, style), words)
            number = f.label(QPointF(0, y + 2), f"×{n}", words, size=SMALL)
            parts.append((picture, number, 27 + number.boundingRect().width() + 6))
        return parts
