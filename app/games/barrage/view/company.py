"""Company boards: one per seat, below the map (seed 000 "個別能力：企業ボード").

Laid out upright for a screen: the top part (`top_rect`: header, officer, structure rows,
construction spaces) is what the right column of the screen always shows for the seat to
play; the bottom part, wider by `_WING` on each side (the seat's tab has the room; the right
column shows the top part only), holds the construction wheel with its legend, the technology
tiles and the contracts in hand (the seat's tab shows the whole board). Each board shows the
header (seat, company, supplies, energy), the executive officer ("officer:<seat>"), the four
structure rows ("struct:<seat>:<structure>": pieces still on the board, built ones leave an
empty square, the incomes they uncover are ticked; the powerhouse row lists its bonuses),
the four construction spaces (the next one is "cbuild:<seat>", the others
"cslot:<seat>:<k>"), the technology tiles in supply ("tile:<seat>:<tile>"), the contracts in
hand ("contract:<id>") and the construction wheel ("wheel:<seat>").
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem

from app.games.barrage.data.data import game_data
from app.games.barrage.rules.board import built, company_of, officer_of
from app.games.barrage.rules.construction import next_slot
from app.games.barrage.texts import count, t
from app.games.barrage.view.abilitycolumn import render_abilities
from app.games.barrage.view.boards import contract_look, tier_of
from app.games.barrage.view.items import RED_EDGE, SpaceItem, SpaceLook
from app.games.barrage.view.labels import (
    company_name,
    company_tooltip,
    contract_text,
    officer_name,
    officer_tooltip,
    reward_text,
    structure_name,
    tile_name,
    tile_tooltip,
)
from app.games.barrage.view.wheel import (
    SegmentLook,
    WheelItem,
    WheelLegend,
    WheelLook,
    returns_after,
)
from app.ui.i18n import show

if TYPE_CHECKING:
    from collections.abc import Iterable

    from app.games.barrage.model import PlayerState, State
    from app.games.barrage.view.mapview import Seats
    from app.ui.board.scene import BoardScene

__all__ = ["BOARD_TOP", "CompanyBoard", "board_rect", "top_rect"]

BOARD_TOP = 1900.0
"""Scene y of the company boards (side by side, below the other boards)."""
_W, _H = 440.0, 878.0
_WING = 80.0
"""How far the bottom part reaches out on each side of the top part: three contracts in hand
side by side need ~200 units each for every reward in three lines (at 144 three English
rewards took five lines and were elided, issue 18 §2)."""
_TOP_H = 528.0
"""Height of the top part (header to construction spaces)."""
_PX = 16.0
"""Pixel size (scene units) of the texts of a company board's bottom part."""
_TOP_PX = 17.0
"""Pixel size of the texts of the top part: the right column shows it at about 0.71, so
12 px on screen (16 gave 11.4 px, and the rows' incomes read small; issue 36 §3)."""
_ROW_H = 80.0
"""Height of a structure row (its incomes on two lines at `_TOP_PX`)."""
_STRUCTURES = ("base", "elevation", "conduit", "powerhouse")
_ABILITY_W, _ABILITY_GAP = 240.0, 8.0
"""The abilities column at the right of the top part (the seat's tab shows it; the right
column, which shows the top part only, has them in the tooltips): width and gap."""
_SHIFT = (_ABILITY_GAP + _ABILITY_W) / 2
"""The bottom part stands centred under the top part and its abilities column."""
_ABILITY_H = 250.0
"""Height of the company ability's box (the officer's takes the rest of the top part)."""


def board_origin(seat: int) -> tuple[float, float]:
    """Return the scene position of a seat's company board."""
    return seat * (_W + 2 * _WING + 220), BOARD_TOP  # apart: a seat's tab shows no neighbour


def board_rect(seat: int) -> QRectF:
    """Return the scene rectangle of a seat's whole company board (frame included)."""
    x, y = board_origin(seat)
    left = min(0.0, _SHIFT - _WING)
    right = max(_W + _ABILITY_GAP + _ABILITY_W, _SHIFT + _W + _WING)
    return QRectF(x + left - 10, y - 10, right - left + 20, _H + 20)


def top_rect(seat: int) -> QRectF:
    """Return the scene rectangle of the top part of a seat's company board."""
    x, y = board_origin(seat)
    return QRectF(x - 5, y - 5, _W + 10, _TOP_H + 9)


class CompanyBoard:
    """One seat's company board on the scene.

    Args:
        scene: The board scene.
        seat: The seat shown.
    """

    def __init__(self, scene: BoardScene, seat: int) -> None:
        self.scene = scene
        self.seat = seat
        self.x, self.y = board_origin(seat)
        frame = QGraphicsPathItem()
        path = QPainterPath()
        path.addRoundedRect(QRectF(self.x - 4, self.y - 4, _W + 8, _TOP_H + 12), 8, 8)
        bottom = QPainterPath()
        bottom.addRoundedRect(
            QRectF(
                self.x + _SHIFT - _WING - 4, self.y + _TOP_H + 4, _W + 2 * _WING + 8, _H - _TOP_H
            ),
            8,
            8,
        )
        column = QPainterPath()
        column.addRoundedRect(
            QRectF(self.x + _W + _ABILITY_GAP - 4, self.y - 4, _ABILITY_W + 8, _TOP_H + 8), 8, 8
        )
        frame.setPath(path.united(bottom).united(column))
        frame.setZValue(-8)
        self.frame = frame
        scene.addItem(frame)
        self.header = self._item(f"company:{seat}", QRectF(0, 0, _W, 74), False)
        self.officer = self._item(f"officer:{seat}", QRectF(0, 78, _W, 46), True)
        self.rows = {
            s: self._item(f"struct:{seat}:{s}", QRectF(0, 128 + k * (_ROW_H + 4), _W, _ROW_H), True)
            for k, s in enumerate(_STRUCTURES)
        }
        for row in self.rows.values():
            row.note_lines = 2
        left = _W + _ABILITY_GAP
        self.ability = self._item(f"ability:{seat}", QRectF(left, 0, _ABILITY_W, _ABILITY_H), False)
        rest = QRectF(left, _ABILITY_H + 4, _ABILITY_W, _TOP_H - _ABILITY_H - 4)
        self.officer_ability = self._item(f"officer_ability:{seat}", rest, False)
        for item in (self.ability, self.officer_ability):
            item.note_top, item.note_lines, item.title_lines = True, 9, 2
        spaces = game_data().companies.construction_spaces
        slot_w = (_W - 4 * (len(spaces) - 1)) / len(spaces)
        self.slots = [
            self._item(
                f"cslot:{seat}:{k}", QRectF(k * (slot_w + 4), _TOP_H - 64, slot_w, 64), False
            )
            for k in range(len(spaces))
        ]
        self.wheel = WheelItem(f"wheel:{seat}", _WHEEL_R)
        self.wheel.text_px = _PX
        self.wheel.setPos(self.x + _SHIFT - _WING + 8 + _WHEEL_R, self.y + _TOP_H + 12 + _WHEEL_R)
        self.wheel.setZValue(2)
        scene.add_board_item(self.wheel)
        self.legend = WheelLegend(f"wheel_legend:{seat}", _LEGEND_W)
        self.legend.text_px = _PX
        self.legend.setPos(self.x + _SHIFT - _WING + 16 + 2 * _WHEEL_R, self.y + _TOP_H + 14)
        self.legend.setZValue(2)
        scene.addItem(self.legend)
        self.tiles: dict[str, SpaceItem] = {}
        self.hand: dict[str, SpaceItem] = {}

    def _item(self, item_id: str, rect: QRectF, target: bool) -> SpaceItem:
        item = SpaceItem(item_id, rect.translated(self.x, self.y))
        px = _TOP_PX if rect.bottom() <= _TOP_H else _PX
        item.set_text_px(px, px + 1)
        item.is_target = target
        item.setZValue(2)
        self.scene.add_board_item(item)
        return item

    # -- state --------------------------------------------------------------------------------
    def render(self, state: State, seats: Seats) -> None:
        """Update the board from `state` (an empty company: only the frame)."""
        p = state.seats[self.seat]
        colour = QColor(seats.fill(self.seat))
        tint = QColor(colour)
        tint.setAlpha(40)
        self.frame.setBrush(QBrush(tint))
        self.frame.setPen(QPen(colour, 3))
        name = seats.names[self.seat] if self.seat < len(seats.names) else ""
        if not p.company:
            # said in words: a bare "…" under the name read as a name cut to nothing (issue 36)
            waiting = QCoreApplication.translate("Barrage", "company not chosen yet")
            self.header.set_look(SpaceLook(title=name, text=waiting))
            return
        self._render_header(state, seats, name)
        self._render_rows(state)
        self._render_slots(state, seats)
        self._render_tiles(state)
        self._render_hand(state)
        fill = seats.fill(self.seat)
        self.wheel.set_look(
            WheelLook(
                open=p.wheel.open,
                segments=tuple(
                    _segment_look(g.tile, g.excavators, g.mixers) for g in p.wheel.segments
                ),
                fill=fill,
            )
        )
        self.legend.set_rows(_legend_rows(state.lwp is not None), fill)
        self.wheel.setToolTip(_wheel_tip(p))

    def _render_header(self, state: State, seats: Seats, name: str) -> None:
        p = state.seats[self.seat]
        company = company_of(state, self.seat)
        # counts from the catalogue: "1 credit", "2 credits" (Japanese has no plural)
        top = t(
            "ui.header_top",
            vp=count("vp", p.vp),
            credits=count("credits", p.credits),
            energy=count("energy", p.energy),
        )
        low = t(
            "ui.header_low",
            excavators=count("excavators", p.excavators),
            mixers=count("mixers", p.mixers),
            engineers=count("engineers", p.engineers),
        )
        stats = f"{show(top)}\n{show(low)}"
        self.header.set_look(
            SpaceLook(
                fill=seats.fill(self.seat),
                text_colour=seats.text(self.seat),
                title=f"{name} — {company_name(company.id)}",
                text=stats,
            )
        )
        self.header.setToolTip(company_tooltip(company.id))
        officer = officer_of(state, self.seat)
        self.officer.set_look(
            SpaceLook(
                title=QCoreApplication.translate("Barrage", "Executive officer"),
                text=officer_name(officer.id),
                discs=tuple((seats.fill(self.seat), "") for _ in range(p.officer_uses)),
            )
        )
        self.officer.setToolTip(officer_tooltip(officer.id))
        render_abilities((self.ability, self.officer_ability), company.id, officer.id)

    def _render_rows(self, state: State) -> None:
        company = company_of(state, self.seat)
        for row in company.rows:
            count = built(state, self.seat, row.structure)
            bar = "□" * count + "■" * (row.pieces - count)
            if row.structure == "powerhouse":
                incomes = self._powerhouse_note(count)
            else:
                incomes = _joined(
                    _income(i.after, reward_text(i.reward), i.after <= count) for i in row.incomes
                )
            item = self.rows[row.structure]
            left = QCoreApplication.translate("Barrage", "%1 (%2 left)")
            title = left.replace("%1", structure_name(row.structure)).replace(
                "%2", str(row.pieces - count)
            )
            item.set_look(SpaceLook(title=f"{title}  {bar}", note=incomes))
            tip = QCoreApplication.translate(
                "Barrage", "Built pieces uncover incomes, gained now and in every income phase."
            )
            item.setToolTip(f"{title}\n{incomes}\n{tip}")

    @staticmethod
    def _powerhouse_note(count: int) -> str:
        parts = []
        for b in game_data().companies.powerhouse_bonuses:
            if b.unlocks_ability:
                what = QCoreApplication.translate("Barrage", "ability")
            else:
                what = QCoreApplication.translate("Barrage", "+%1 production").replace(
                    "%1", str(b.production_bonus)
                )
            parts.append(_income(b.after, what, b.after <= count))
        return _joined(parts)

    def _render_slots(self, state: State, seats: Seats) -> None:
        p = state.seats[self.seat]
        spaces = game_data().companies.construction_spaces
        nxt = next_slot(p)
        for k, (space, item) in enumerate(zip(spaces, self.slots, strict=True)):
            used = k < p.constructions
            fill, letter = (seats.fill(self.seat), "") if used else ("#b8b2a5", "")
            want = (
                f"cbuild:{self.seat}"
                if nxt is not None and space.slot == nxt.slot
                else (f"cslot:{self.seat}:{k}")
            )
            if item.item_id != want:
                # the id may already belong to another slot (the next slot moved back at a
                # round's start): only forget it if it is still this item's
                if self.scene.item_for(item.item_id) is item:
                    self.scene.unregister(item.item_id)
                item.item_id = want
                item.is_target = want.startswith("cbuild")
                self.scene.register(item)
            item.set_look(
                SpaceLook(
                    fill="#e9e4d8" if used else "#fbf8f0",
                    edge=RED_EDGE if space.space_cost else "#6b6b6b",
                    edge_width=3.0 if space.space_cost else 1.2,
                    title=QCoreApplication.translate("Barrage", "Build %1").replace(
                        "%1", str(space.slot)
                    ),
                    note=QCoreApplication.translate("Barrage", "+%1 credits").replace(
                        "%1", str(space.space_cost)
                    )
                    if space.space_cost
                    else "",
                    discs=tuple((fill, letter) for _ in range(space.engineers)),
                )
            )
            tip = t(
                "ui.construction_space",
                number=space.slot,
                engineers=count("engineers", space.engineers),
            )
            text = show(tip)
            if not used and not want.startswith("cbuild"):  # why it is greyed (issue 35)
                text += "\n" + show(t("reason.leftmost_slot"))
            item.setToolTip(text)

    def _sync(self, store: dict[str, SpaceItem], wanted: dict[str, QRectF], target: bool) -> None:
        for key in list(store):
            if key not in wanted or store[key].rect != wanted[key].translated(self.x, self.y):
                # A contract moves between the offer and the hands under one id.
                self.scene.remove_board_item(store.pop(key))
        for key, rect in wanted.items():
            if key not in store:
                store[key] = self._item(key, rect, target)

    def _render_tiles(self, state: State) -> None:
        tiles = list(dict.fromkeys(state.seats[self.seat].tiles))
        # rows closer together when many kinds are in supply: they stay above the hand
        step = min(38.0, (_HAND_TOP - 16 - 6) / max(1, len(tiles)))
        left = _SHIFT + _W + _WING - _TILES_W
        wanted = {
            f"tile:{self.seat}:{tid}": QRectF(left, _TOP_H + 16 + j * step, _TILES_W, step - 4)
            for j, tid in enumerate(tiles)
        }
        self._sync(self.tiles, wanted, True)
        for tid in tiles:
            item = self.tiles[f"tile:{self.seat}:{tid}"]
            n = state.seats[self.seat].tiles.count(tid)
            item.set_look(
                SpaceLook(fill="#e8eef8", text=tile_name(tid) + (f" ×{n}" if n > 1 else ""))
            )
            item.setToolTip(tile_tooltip(tid))

    def _render_hand(self, state: State) -> None:
        p = state.seats[self.seat]
        wanted = _hand_rects(len(p.contracts))
        self._sync(
            self.hand, {f"contract:{c}": r for c, r in zip(p.contracts, wanted, strict=True)}, True
        )
        compact = len(p.contracts) > _HAND_ROW
        for c in p.contracts:
            item = self.hand[f"contract:{c}"]
            item.note_lines = 4
            # dragged onto its target (anywhere away), a card answers as its click does: it
            # is fulfilled at a production's contract step, or its refusal is said (issue 35)
            item.drag_is_click = True
            # The number ("#402") only in the tooltip: its line gave the reward too little room
            # (elided in English, over the energy in Japanese: issue 18 §2).
            look = replace(contract_look(c, tier_of(c)), title="")
            # more than a row: two rows of half height, the reward in the tooltip and the panel
            item.set_look(replace(look, note="") if compact else look)
            item.setToolTip(contract_text(c))
        done = QCoreApplication.translate("Barrage", "Contracts fulfilled: %1").replace(
            "%1", str(len(p.fulfilled))
        )
        self.header.setToolTip(self.header.toolTip() + "\n" + done)


_HAND_ROW = 3
"""Contracts in hand shown full size in the one row under the wheel."""
_HAND_TOP = 246.0
"""Top of the hand, below the top part."""
_WHEEL_R = 116.0
"""Radius of the construction wheel."""
_LEGEND_W = 148.0
"""Width of the wheel's legend, right of the wheel ("private building" at 16 px)."""
_TILES_W = 198.0
"""Width of the technology tiles in supply, at the right."""


def _hand_rects(n: int) -> list[QRectF]:
    """Return where the `n` contracts in hand go: one row of 3, else rows in the same room."""
    top, room_h, gap = _TOP_H + _HAND_TOP, 100.0, 4.0
    cols = _HAND_ROW if n <= 2 * _HAND_ROW else -(-n // 2)
    rows = max(1, -(-n // cols))
    room_w = _W + 2 * _WING
    w, h = (room_w - gap * (cols - 1)) / cols, (room_h - gap * (rows - 1)) / rows
    return [
        QRectF(_SHIFT - _WING + (j % cols) * (w + gap), top + (j // cols) * (h + gap), w, h)
        for j in range(n)
    ]


_PICTURES = ("base", "elevation", "conduit", "powerhouse", "joker")
"""Tile pictures of the wheel, in the legend's order (the building's follows with Leeghwater)."""
_OFFICER_TILES = frozenset({"anton_tile", "leslie_tile"})


def _legend_rows(leeghwater: bool) -> tuple[tuple[str, str], ...]:
    """The legend of the wheel's pictures: every tile picture, then the machinery."""
    rows = [(p, structure_name(p)) for p in _PICTURES]
    if leeghwater:  # the short name: "private building" is wider than the legend
        rows.append(("building", show(t("ui.building_short"))))
    return (
        *rows,
        ("excavators", show(t("ui.supply.excavators"))),
        ("mixers", show(t("ui.supply.mixers"))),
    )


def _wheel_tip(p: PlayerState) -> str:
    """The wheel's tooltip: how it works, what its numbers say, each segment's contents.

    The contents by the number drawn on their segment, the turns before they come back
    (`wheel.returns_after`): "1." is the next to come back.
    """
    contents: dict[int, str] = {}
    for k in range(6):
        g = p.wheel.segments[(p.wheel.open + k) % 6]
        contents[returns_after(k)] = _segment_text(g.tile, g.excavators, g.mixers)
    tip = QCoreApplication.translate(
        "Barrage",
        "Construction wheel: tile and machinery go into the open segment (top) and come"
        " back after a full turn.",
    )
    tip += "\n" + QCoreApplication.translate(
        "Barrage", "The number on a segment: turns of the wheel before its contents come back."
    )
    if any(contents.values()):
        tip += "\n" + QCoreApplication.translate(
            "Barrage", "In the segments, by turns before they come back:"
        )
        tip += "".join(f"\n{n}. {contents[n] or '—'}" for n in sorted(contents))
    return tip


def _segment_look(tile: str | None, excavators: int, mixers: int) -> SegmentLook:
    """A segment's pictures: the structure its tile builds (and the level), the machinery."""
    picture, level = "", ""
    if tile:
        adv = next((a for a in game_data().technology.advanced if a.id == tile), None)
        if adv is not None:
            picture, level = adv.structure, show(t(f"level.{adv.level}"))
        elif tile == game_data().leeghwater.basic_tile:
            picture = "building"
        elif tile in _PICTURES:
            picture = tile
        else:  # an executive officer's own tile (Anton, Leslie)
            picture = "officer"
    return SegmentLook(tile=picture, level=level, excavators=excavators, mixers=mixers)


def _segment_text(tile: str | None, excavators: int, mixers: int) -> str:
    """A segment's contents in words (the wheel's tooltip)."""
    parts = [tile_name(tile)] if tile else []
    parts += [show(count(k, n)) for k, n in (("excavators", excavators), ("mixers", mixers)) if n]
    return show(t("ui.separator")).join(parts)


def _income(after: int, what: str, uncovered: bool) -> str:
    """Return an income of a company row: the piece that uncovers it and what it gives."""
    text = show(t("ui.income", after=after, what=what))
    return text + " ✓" if uncovered else text


def _joined(parts: Iterable[str]) -> str:
    return show(t("ui.separator")).join(parts)
