"""Shared boards of Barrage: management board, energy track, contracts and patent office.

Two boards laid out for a screen (each fills the main view when its tab is chosen, with every
label at least 11 px high in a 1280×800 window): the action spaces (`ACTIONS_RECT`: the
management board in two columns, the patent office among them) and the contracts board
(`CONTRACTS_RECT`: energy track on two rows, round bonus tiles, objective, contract offer).
Management spaces are "mgmt:<uid>" (engineers to place as grey figures, the occupant's
figures once used, red outline and cost for the +3 spaces, faded when not used with this
many players). The energy track "energy:<n>" carries the seats' markers, the round bonus
tiles ("bonus:<round>") and the objective ("objective"); the section this round's bonus tile
needs is outlined in gold and named beside the track's title ("Full bonus: 18+" in round 3,
issue 33; seed 000 ボーナスタイルによる得点). Contracts are "contract:<id>"
(nationals and the face-up private ones); the patent office display is "patent:<slot>".
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from app.games.barrage import texts
from app.games.barrage.data.data import game_data
from app.games.barrage.model import Phase
from app.games.barrage.rules.placement import space_in_play
from app.games.barrage.rules.scoring import credits_for
from app.games.barrage.texts import count, signed, t
from app.games.barrage.view.items import RED_EDGE, SpaceItem, SpaceLook
from app.games.barrage.view.labels import (
    contract_text,
    reward_text,
    space_tooltip,
    tile_name,
    tile_tooltip,
)
from app.ui.i18n import join_names, show

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.engine.text import Text
    from app.games.barrage.data.boards import ActionSpace
    from app.games.barrage.model import State
    from app.games.barrage.view.mapview import Seats
    from app.ui.board.scene import BoardScene

__all__ = ["ACTIONS_RECT", "CONTRACTS_RECT", "SharedBoards", "bonus_name", "objective_name"]

LEFT = 1000.0
"""Scene x of the management board."""
TRACK_Y = 1000.0
"""Scene y of the energy track (top of the contracts board)."""
_W, _H, _GAP = 176.0, 64.0, 4.0
_PX = 16.0
_BONUS_H, _BONUS_PX = 90.0, 15.0
"""A round bonus tile's height and its text's pixel size (three lines of Japanese fit)."""
"""Pixel size (scene units) of the texts of these boards (drawn at about 0.75)."""
_TITLE_PX = 17
_SECTIONS_A = ("turbine", "water", "patent")
_SECTIONS_B = ("workshop", "contract", "machinery", "bank")
ACTIONS_RECT = QRectF(LEFT - 6, -6, 4 * _W + 2 * _GAP + 24 + 12, 818)
"""Scene rectangle of the action spaces (management board, two columns of ten rows)."""
_TRACK_W, _TRACK_ROW = 42.0, 16
_CONTRACT_W, _CONTRACT_H = 192.0, 120.0
"""A contract of the offer: wide enough that every reward takes at most three lines (at 152
one Japanese reward took four and was drawn over the energy, issue 18 §2)."""
CONTRACTS_RECT = QRectF(LEFT - 6, TRACK_Y - 6, _TRACK_ROW * (_TRACK_W + 2) + 12, 808)
"""Scene rectangle of the contracts board (energy track, bonuses, objective, contracts)."""
_GREY = "#b8b2a5"
_NEED_FILL, _NEED_EDGE = "#ffe9a8", "#b07d00"
"""The section this round's bonus tile needs: the colours of the current round's bonus tile."""
_NEED_X, _NEED_GAP, _NEED_PX = 100.0, 14.0, 15
"""The needed section's label: after the track's title (at least at `_NEED_X`), before the
round label (scene.py, at 300)."""
_TIER_FILL = {
    "starting": "#ffffff",
    "national": "#e6d3f2",
    "green": "#cfe8c4",
    "yellow": "#f6e7a8",
    "red": "#f3c0b8",
}


def _track_note(state: State, energy: int) -> str:
    """Return what a box of the energy track pays at the round's end, under its number.

    Its row's credits ("+4"), or the 0 row's VP loss ("−3 VP", its credits in the tooltip):
    issue 37, the track did not show them.
    """
    vp = game_data().energy.credit_row(energy).vp
    if vp:
        return show(t("ui.track_vp", vp=vp))  # "-3VP": "−" is wider, under 11 px in a box
    return signed(credits_for(state, energy))


def _track_tip(state: State, energy: int) -> Text:
    """A box of the energy track in words: the credits (and VP) its row pays."""
    credits = count("credits", credits_for(state, energy))
    vp = game_data().energy.credit_row(energy).vp
    if vp:
        return t("ui.track_zero", energy=energy, credits=credits, vp=signed(vp))
    return t("ui.track_credits", energy=energy, credits=credits)


def _section_title(section: str) -> str:
    return show(texts.section(section))


def _tier_title(tier: str) -> str:
    return show(t(f"contract.tier.{tier}"))


def bonus_name(tile: str) -> str:
    """Return a round bonus tile's condition in words."""
    return show(texts.bonus(tile))


def objective_name(objective: str) -> str:
    """Return the objective tile's condition in words."""
    return show(texts.objective(objective))


class SharedBoards:
    """Builds the shared boards on a scene and updates them from a state.

    Args:
        scene: The board scene.
        players: Number of seats (spaces for more players are faded).
    """

    def __init__(self, scene: BoardScene, players: int) -> None:
        self.scene = scene
        self.players = players
        self.spaces: dict[str, SpaceItem] = {}
        self.track: list[SpaceItem] = []
        self.bonus: list[SpaceItem] = []
        self.contracts: dict[str, SpaceItem] = {}
        self.patent: list[SpaceItem] = []
        self.titles: list[tuple[QGraphicsSimpleTextItem, Callable[[], str]]] = []
        """Fixed titles with the function that writes them (written again on a language change)."""
        self._build_management()
        self._build_track()
        self._build_contracts()

    # -- building -----------------------------------------------------------------------------
    def _item(self, item_id: str, rect: QRectF, target: bool = True) -> SpaceItem:
        item = SpaceItem(item_id, rect)
        item.is_target = target
        item.set_text_px(_PX, _PX + 2)
        item.setZValue(2)
        self.scene.add_board_item(item)
        return item

    def _title(self, text: Callable[[], str], pos: QPointF, pixels: int = _TITLE_PX) -> None:
        item = QGraphicsSimpleTextItem(text())
        font = QFont()
        font.setPixelSize(pixels)
        font.setBold(True)
        item.setFont(font)
        item.setBrush(QBrush(QColor("#3b3328")))
        item.setPos(pos)
        self.scene.addItem(item)
        self.titles.append((item, text))

    def retranslate(self) -> None:
        """Write the fixed titles again in the UI language."""
        for item, text in self.titles:
            item.setText(text())
        self._place_need()

    def _place_need(self) -> None:
        """Put the needed section's label after the track's title (its width is the language's)."""
        x = self.track_title.x() + self.track_title.boundingRect().width() + _NEED_GAP
        self.need_label.setX(max(LEFT + _NEED_X, x))

    def _build_management(self) -> None:
        board = game_data().board.spaces
        for sections, x in ((_SECTIONS_A, LEFT), (_SECTIONS_B, LEFT + 2 * _W + _GAP + 24)):
            y = 0.0
            for section in sections:
                self._title(partial(_section_title, section), QPointF(x, y))
                y += 24
                rows = 0
                # a section of one column (the bank) takes the width of two: its figures and
                # the letters of everyone on it were crammed into one (issue 36 §3)
                alone = section != "patent" and not any(
                    s.section == section and s.column == "right" for s in board
                )
                width = 2 * _W + _GAP if alone else _W
                for column, dx in (("left", 0.0), ("right", _W + _GAP)):
                    here = [s for s in board if s.section == section and s.column == column]
                    for k, s in enumerate(here):
                        rect = QRectF(x + dx, y + k * (_H + _GAP), width, _H)
                        item = self.spaces[s.uid] = self._item(f"mgmt:{s.uid}", rect)
                        item.title_lines, item.discs_inline = 2, True
                    rows = max(rows, len(here))
                if section == "patent":
                    for k in range(3):
                        rect = QRectF(x + _W + _GAP, y + k * (_H + _GAP), _W, _H)
                        self.patent.append(self._item(f"patent:{k + 1}", rect, target=False))
                y += rows * (_H + _GAP) + 10

    def _build_track(self) -> None:
        self._title(
            lambda: QCoreApplication.translate("Barrage", "Energy track"), QPointF(LEFT, TRACK_Y)
        )
        self.need: tuple[int, int] | None = None
        """This round and the first energy of its section (None: the game is over)."""
        self.track_title = self.titles[-1][0]
        self._title(self._need_text, QPointF(LEFT + _NEED_X, TRACK_Y + 1), _NEED_PX)
        self.need_label = self.titles[-1][0]
        self.need_label.setBrush(QBrush(QColor(_NEED_EDGE)))
        width, top = _TRACK_W, TRACK_Y + 24
        for n in range(31):
            row, col = divmod(n, _TRACK_ROW)
            rect = QRectF(LEFT + col * (width + 2), top + row * 44, width, 40)
            self.track.append(self._item(f"energy:{n}", rect, target=False))
        bonus_w = (_TRACK_ROW * (width + 2) - 4 * _GAP) / 5
        for r in range(5):
            rect = QRectF(LEFT + r * (bonus_w + _GAP), top + 96, bonus_w, _BONUS_H)
            item = self._item(f"bonus:{r + 1}", rect, target=False)
            item.text_lines = 3
            # three Japanese lines of 16 px (「…1個に／つき5VP」) ran over the tile's bottom edge
            item.set_text_px(_PX, _BONUS_PX)
            self.bonus.append(item)
        rect = QRectF(LEFT, top + 100 + _BONUS_H, _TRACK_ROW * (width + 2) - 2, 60)
        self.objective = self._item("objective", rect, target=False)

    def _need_text(self) -> str:
        if self.need is None:
            return ""
        return show(t("ui.track_needs", need=self.need[1]))

    def _build_contracts(self) -> None:
        x, y = LEFT, TRACK_Y + 280
        self._title(lambda: QCoreApplication.translate("Barrage", "Contracts"), QPointF(x, y))
        self.rows_y = [y + 26 + k * (_CONTRACT_H + 4) for k in range(4)]
        for k, tier in enumerate(("national", "green", "yellow", "red")):
            pos = QPointF(x, self.rows_y[k] + _CONTRACT_H / 2 - 10)
            self._title(partial(_tier_title, tier), pos, 16)

    # -- state --------------------------------------------------------------------------------
    def render(self, state: State, seats: Seats) -> None:
        """Update the boards from `state`."""
        self._render_spaces(state, seats)
        self._render_track(state, seats)
        self._render_contracts(state)
        self._render_patent(state)

    def _render_spaces(self, state: State, seats: Seats) -> None:
        used: dict[str, list[tuple[int, int]]] = {}
        for occ in state.occupied:
            used.setdefault(occ.uid, []).append((int(occ.player), occ.engineers))
        for s in game_data().board.spaces:
            item = self.spaces[s.uid]
            here = used.get(s.uid, [])
            if here:
                # who is there is written out (a figure's letter is too small to read)
                discs = tuple((seats.fill(p), "") for p, n in here for _ in range(n))
                note = _occupants(seats, [p for p, _ in here], item, min(len(discs), 8))
            else:
                discs = tuple((_GREY, "") for _ in range(s.engineers))
                note = _space_note(s, space_in_play(state, s))
            look = SpaceLook(
                fill="#fbf8f0" if not here or s.section == "bank" else "#e9e4d8",
                edge=RED_EDGE if s.space_cost else "#6b6b6b",
                edge_width=3.0 if s.space_cost else 1.2,
                title=show(texts.space_action(s)),
                note=note,
                discs=discs[:8],
                dim=not space_in_play(state, s),
            )
            item.set_look(look)
            tip = space_tooltip(s, self.players)
            if s.section == "patent" and state.introductory:
                tip += "\n" + show(t("reason.patent_intro"))  # why it is greyed (issue 35)
            if here:
                who = join_names([seats.names[p] for p in dict.fromkeys(p for p, _ in here)])
                tip += "\n" + QCoreApplication.translate("Barrage", "Here: %1").replace("%1", who)
            if item.toolTip() != tip:
                item.setToolTip(tip)

    def _render_track(self, state: State, seats: Seats) -> None:
        at: dict[int, list[int]] = {}
        for seat, p in enumerate(state.seats):
            at.setdefault(min(p.energy, 30), []).append(seat)
        needed = _needed_section(state)
        self.need = (state.round, needed.start) if needed else None
        self.need_label.setText(self._need_text())
        self._place_need()
        for n, item in enumerate(self.track):
            who = at.get(n, [])
            item.set_look(
                SpaceLook(
                    fill=_NEED_FILL
                    if n in needed
                    else ("#fff3cf" if n % 6 == 0 and n else "#f7f4ea"),
                    edge=_NEED_EDGE if n in needed else "#6b6b6b",
                    edge_width=2.5 if n in needed else 1.2,
                    text=str(n) if not who else "",
                    title=str(n) if who else "",
                    note=_track_note(state, n),
                    discs=tuple((seats.fill(s), seats.styles[s].letter) for s in who),
                )
            )
            tip = show(_track_tip(state, n))
            if who:
                tip += "\n" + ", ".join(f"{seats.names[s]}: {state.seats[s].energy}" for s in who)
            if item.toolTip() != tip:
                item.setToolTip(tip)
        self._render_bonus(state)

    def _render_bonus(self, state: State) -> None:
        for r, item in enumerate(self.bonus):
            tile = state.bonus_tiles[r] if r < len(state.bonus_tiles) else ""
            current = state.round == r + 1
            item.set_look(
                SpaceLook(
                    fill="#ffe9a8" if current else "#efe9da",
                    edge="#b07d00" if current else "#6b6b6b",
                    edge_width=2.5 if current else 1.2,
                    title=QCoreApplication.translate("Barrage", "Round %1 bonus").replace(
                        "%1", str(r + 1)
                    ),
                    text=bonus_name(tile),
                )
            )
            item.setToolTip(
                QCoreApplication.translate(
                    "Barrage",
                    "Round bonus: %1. Nothing under 6 energy; 4 VP less per section short.",
                ).replace("%1", bonus_name(tile))
            )
        self.objective.set_look(
            SpaceLook(
                fill="#dfe9f5",
                title=QCoreApplication.translate("Barrage", "Objective (end: 15/10/5 VP)"),
                text=objective_name(state.objective),
            )
        )
        self.objective.setToolTip(self.objective.look.title + "\n" + self.objective.look.text)

    def _render_contracts(self, state: State) -> None:
        rows: list[list[tuple[int | None, str, str]]] = [
            [(c, "national", "") for c in state.national]
        ]
        for pile in state.private:
            deck = QCoreApplication.translate("Barrage", "%1 left").replace(
                "%1", str(len(pile.deck))
            )
            rows.append([(None, pile.tier, deck)] + [(c, pile.tier, "") for c in pile.face_up])
        wanted: dict[str, tuple[QRectF, int | None, str, str]] = {}
        for k, row in enumerate(rows):
            for j, (cid, tier, note) in enumerate(row):
                rect = QRectF(
                    LEFT + 90 + j * (_CONTRACT_W + 4), self.rows_y[k], _CONTRACT_W, _CONTRACT_H
                )
                key = f"contract:{cid}" if cid is not None else f"pile:{tier}"
                wanted[key] = (rect, cid, tier, note)
        for key in list(self.contracts):
            if key not in wanted or self.contracts[key].rect != wanted[key][0]:
                # A contract moves between the offer and the hands under one id.
                self.scene.remove_board_item(self.contracts.pop(key))
        for key, (rect, cid, tier, note) in wanted.items():
            item = self.contracts.get(key)
            if item is None:
                item = self.contracts[key] = self._item(key, rect, target=cid is not None)
                item.note_lines = 4
                item.drag_is_click = cid is not None  # a card dragged away: taken or refused
            item.set_look(contract_look(cid, tier, note))
            item.setToolTip(contract_text(cid) if cid is not None else note)

    def _render_patent(self, state: State) -> None:
        for k, item in enumerate(self.patent):
            tile = state.patent_display[k] if k < len(state.patent_display) else None
            item.set_look(
                SpaceLook(
                    fill="#e8eef8" if tile else "#f1f1f1",
                    title=show(t("patent.display", slot=k + 1)),
                    text=tile_name(tile) if tile and tile != "hidden" else "",
                    dim=state.introductory,
                )
            )
            tip = tile_tooltip(tile) if tile else ""
            if state.introductory:
                tip = show(t("reason.patent_intro"))
            item.setToolTip(tip)


def _needed_section(state: State) -> range:
    """The track spaces of the section this round's bonus tile needs (empty once it is over)."""
    track = game_data().energy
    if state.phase == Phase.OVER or not 1 <= state.round <= track.rounds:
        return range(0)
    start = track.round_section(state.round).min_energy
    return range(start, min(start + track.section_size, track.max_marker + 1))


def _occupants(seats: Seats, who: list[int], item: SpaceItem, discs: int) -> str:
    """Name the seats on a space if their names fit whole, else nothing (the tooltip does).

    A long name was elided and shrunk below 11 px ("Annabelle Mo…", issue 18 §2); names that
    do not fit are left to the tooltip (`_here`).
    """
    known = list(dict.fromkeys(p for p in who if 0 <= p < len(seats.names)))
    names = join_names([seats.names[p] for p in known])
    font = QFont()
    font.setPixelSize(max(6, round(item.small_px)))
    if QFontMetricsF(font).horizontalAdvance(names) <= item.note_room(discs):
        return names
    # too long: the figures show the colours and the tooltip names them (bare seat letters
    # under the figures, 「G R」, read as nothing: the stranger's 176)
    return ""


def _space_note(space: ActionSpace, in_play: bool) -> str:
    """Return what a space costs besides its engineers (drawn as figures), or why it is out."""
    if not in_play and space.min_players > 2:
        return QCoreApplication.translate("Barrage", "%1+ players").replace(
            "%1", str(space.min_players)
        )
    # the whole price: the red outline's credits and those the action itself takes (the
    # workshop's 0/2/5, issue 36 §3); the engineers are the figures drawn above it
    credits = space.space_cost + int(getattr(space, "pay", 0))
    return show(count("credits", credits)) if credits else ""


def contract_look(cid: int | None, tier: str, note: str = "") -> SpaceLook:
    """Return how a contract tile (or a face-down pile when `cid` is None) looks."""
    if cid is None:
        return SpaceLook(fill=_TIER_FILL.get(tier, "#ffffff"), text="▦", note=note, dashed=True)
    c: Any = _contract(cid)
    return SpaceLook(
        fill=_TIER_FILL.get(tier, "#ffffff"),
        title=f"#{cid}",
        text=show(count("energy", c.energy)),
        note=reward_text(c.reward),
    )


def _contract(cid: int) -> Any:
    return next(c for t in game_data().contracts.tiers for c in t.contracts if c.id == cid)


def tier_of(cid: int) -> str:
    """Return the tier (starting, national, green, yellow, red) of a contract."""
    return next(t.tier for t in game_data().contracts.tiers for c in t.contracts if c.id == cid)
