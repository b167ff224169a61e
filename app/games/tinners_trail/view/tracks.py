"""What the shared boards show: work track, ore prices and dice, development board, investment.

Each `render_*` function fills a `BoardFrame` from the state (the viewer's view; nothing on
these boards is private) with texts of the game's catalogue and tooltips on every space.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor

from app.engine.text import Seat
from app.games.tinners_trail.data.data import GROUPS, board, game_data
from app.games.tinners_trail.rules.developments import COSTS
from app.games.tinners_trail.rules.worktrack import WORK_POINTS
from app.games.tinners_trail.texts import ORES, group_text, ore_text, t
from app.games.tinners_trail.view.drawing import draw_mine
from app.games.tinners_trail.view.geometry import (
    DEV_RECT,
    INVEST_RECT,
    PLAYERS_RECT,
    PRICE_RECT,
    TRACK_RECT,
)
from app.ui.i18n import show

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from PySide6.QtGui import QPainter

    from app.engine.text import Text
    from app.games.tinners_trail.model import State
    from app.games.tinners_trail.view.boards import BoardFrame, CellItem
    from app.ui.palette import PlayerStyle

__all__ = [
    "DEV_KINDS",
    "render_developments",
    "render_investment",
    "render_players",
    "render_prices",
    "render_track",
]

DEV_KINDS = ("miner", "port", "rail", "adit", "pumps")
"""Rows of the development board."""
DIE_COLOURS = (QColor("#f3a25c"), QColor("#8fb8e8"), QColor("#c4c4c4"))
"""The three price dice: orange, blue, grey (seed 002)."""
"""Rows of the development board."""
_TRACK_LEFT = TRACK_RECT.left() + 160
_COLUMN = (TRACK_RECT.width() - 170) / (WORK_POINTS + 1)
_MARKER = 12.0
"""A work marker's radius."""
_STACK_TOP = 22.0
"""The first marker's top, under the column's number."""
_STACK = TRACK_RECT.height() - 14 - _STACK_TOP - 2 * _MARKER - 2
"""Room between the first and the last marker's centre in a column."""


class Looks:
    """The seats' styles and names, and the texts' renderer (one object per render)."""

    def __init__(self, styles: Sequence[PlayerStyle], names: Sequence[str]) -> None:
        self.styles = styles
        self.names = names

    def s(self, text: Text | str) -> str:
        """Return a text in the UI language with the seats' names."""
        return show(text, self.names)


def render_track(frame: BoardFrame, state: State, looks: Looks) -> None:
    """The work track: columns 0-10 of work points spent, markers in arrival order."""
    frame.clear()
    frame.set_title(looks.s(t("ui.work_track")), looks.s(t("tip.work_track")))
    top = TRACK_RECT.top() + 8
    for col in range(WORK_POINTS + 1):
        x = _TRACK_LEFT + col * _COLUMN
        tip = looks.s(t("ui.tip.work_column", n=col, left=WORK_POINTS - col))
        cell = frame.cell(QRectF(x, top, _COLUMN - 4, TRACK_RECT.height() - 14), "", tip)
        cell.label.setText(str(col))
        cell.label.setPos(x + 6, top + 2)
    on_track = [s for s in range(state.players) if s not in state.passed]
    placed = []
    for seat in on_track:
        me = state.seats[seat]
        here = sorted((state.seats[s].slot, s) for s in on_track if state.seats[s].work == me.work)
        k = [s for _, s in here].index(seat)
        # seed 002 「上側のマーカーが先」: one column, one above the other in acting order (they
        # were side by side, which said nothing of who acts first; issue 35 §3)
        step = min(2 * _MARKER + 2, _STACK / max(1, len(here) - 1))
        x = _TRACK_LEFT + me.work * _COLUMN + (_COLUMN - 4) / 2
        y = top + _STACK_TOP + _MARKER + k * step
        placed.append((k, seat, QPointF(x, y)))
    for _, seat, centre in sorted(placed, reverse=True):  # the first to act drawn on top
        tip = looks.s(t("tip.work_marker", who=Seat(seat), n=WORK_POINTS - state.seats[seat].work))
        frame.token(centre, _MARKER, looks.styles[seat], tip)


def render_prices(frame: BoardFrame, state: State, looks: Looks) -> list[CellItem]:
    """The two price rows with their markers and the dice under each; return the dice."""
    frame.clear()
    frame.set_title(looks.s(t("ui.prices")), looks.s(t("ui.tip.prices")))
    data = game_data()
    dice_cells: list[CellItem] = []
    for ore, name in enumerate(ORES):
        y = PRICE_RECT.top() + 46 + ore * 140
        price = data.price_values[ore][state.prices[ore]]
        label = frame.cell(QRectF(PRICE_RECT.left() + 10, y, 130, 66), looks.s(ore_text(ore)))
        label.setToolTip(looks.s(t(f"tip.cube_{name}", money=price)))
        frame.cube(QRectF(PRICE_RECT.left() + 16, y + 6, 14, 14), name)
        for space, money in enumerate(data.price_values[ore]):
            rect = QRectF(PRICE_RECT.left() + 150 + space * 120, y, 112, 66)
            current = space == state.prices[ore]
            low = data.price_lowest[ore][space]
            tip = t("ui.tip.price_space", ore=ore_text(ore), money=money, low=low)
            if current:
                tip = t("tip.price", ore=ore_text(ore), money=money)
            frame.cell(rect, f"£{money}", looks.s(tip), current)
            if current:
                frame.cube(QRectF(rect.right() - 24, rect.top() + 6, 16, 16), name)
        dice = state.dice[ore]
        frame.label(
            QPointF(PRICE_RECT.left() + 14, y + 80),
            looks.s(t("ui.dice", ore=ore_text(ore))),
            looks.s(t("ui.tip.dice", ore=ore_text(ore), total=sum(dice))),
        )
        for k, face in enumerate(dice):
            rect = QRectF(PRICE_RECT.left() + 150 + k * 52, y + 72, 44, 44)
            die = frame.cell(rect, str(face), looks.s(t("ui.tip.die", faces=_faces(k))))
            die.setBrush(QBrush(DIE_COLOURS[k % len(DIE_COLOURS)]))
            die.set_text(str(face), bold=True)
            dice_cells.append(die)
    return dice_cells


def _faces(die: int) -> str:
    """The faces of a die, as the catalogue lists numbers ("0, 1, 2, 2, 3, 3")."""
    return "/".join(str(f) for f in game_data().dice[die])


def _dev_counts(state: State, kind: int, column: int) -> str:
    """What a development-board space shows: pieces left now, or the column's number."""
    dev = board(state.players).dev
    if kind == 4:  # pump groups stay in their columns until taken (refilled each round)
        groups = state.pumps[column] if column < len(state.pumps) else dev.pumps[column]
        return " ".join(str(g) for g in groups) or "–"
    if column < state.round - 1:
        return "–"
    if column == state.round - 1:
        return str(state.devs[kind])
    return str((dev.miner, dev.port, dev.rail, dev.adit)[kind][column])


def render_developments(frame: BoardFrame, state: State, looks: Looks) -> None:
    """The development board: a column per round, a row per development with its cost."""
    frame.clear()
    frame.set_title(looks.s(t("ui.developments")), looks.s(t("tip.dev_column", n=state.round)))
    left, top = DEV_RECT.left() + 10, DEV_RECT.top() + 46
    frame.cell(QRectF(left, top, 176, 40), looks.s(t("ui.dev_cost_note")))
    for column in range(4):
        rect = QRectF(left + 184 + column * 112, top, 108, 40)
        current = column == state.round - 1
        tip = looks.s(t("tip.dev_column", n=column + 1))
        frame.cell(rect, looks.s(t("ui.round_short", n=column + 1)), tip, current)
    for k, kind in enumerate(DEV_KINDS):
        y = top + 48 + k * 64
        name = t(f"ui.dev.{kind}")
        tip = looks.s(t(f"tip.dev_{kind}"))
        label = looks.s(t("ui.dev_label", piece=name, n=COSTS[kind]))
        frame.cell(QRectF(left, y, 176, 58), label, tip)
        for column in range(4):
            rect = QRectF(left + 184 + column * 112, y, 108, 58)
            current = column == state.round - 1
            frame.cell(rect, _dev_counts(state, k, column), tip, current)


def render_investment(frame: BoardFrame, state: State, looks: Looks) -> None:
    """The investment board of this round: VP per £10 and £5 by pass order, the passed seats."""
    frame.clear()
    frame.set_title(looks.s(t("ui.investment", n=state.round)), looks.s(t("tip.invest_row")))
    column = game_data().invest[state.round - 1]
    left, top = INVEST_RECT.left() + 10, INVEST_RECT.top() + 46
    heads: tuple[Text | str, ...] = (t("ui.pass_order"), "£10", "£5", t("ui.passed_seat"))
    widths = (130, 110, 110, 262)
    x = left
    for head, width in zip(heads, widths, strict=True):
        frame.cell(QRectF(x, top, width - 4, 40), looks.s(head))
        x += width
    row_tip = looks.s(t("tip.invest_row"))
    for row in range(state.players):
        y = top + 46 + row * 66
        ten, five = column.ten[row], column.five[row]
        tip = looks.s(t("tip.invest_space", n=state.round, row=row + 1, ten=ten, five=five))
        frame.cell(QRectF(left, y, 126, 60), str(row + 1), tip)
        frame.cell(QRectF(left + 130, y, 106, 60), looks.s(t("ui.vp", n=ten)), tip)
        frame.cell(QRectF(left + 240, y, 106, 60), looks.s(t("ui.vp", n=five)), tip)
        marker = frame.cell(QRectF(left + 350, y, 258, 60), "", row_tip)
        if row < len(state.passed):
            seat = state.passed[row]
            gained = state.seats[seat].vp[state.round - 1]
            words = t("ui.invested", who=Seat(seat), n=gained)
            frame.token(QPointF(left + 374, y + 30), 17, looks.styles[seat], looks.s(words))
            marker.set_text(looks.s(t("ui.vp_gained", n=gained)))


def render_players(frame: BoardFrame, state: State, looks: Looks) -> None:
    """Each seat's money, mines left and ore mined this round (all public), beside the prices.

    No VP here (issue 36 §1, each thing shown once): the Players panel and the score line above
    the board have them.
    """
    frame.clear()
    frame.set_title(looks.s(t("ui.players")))
    left, top = PLAYERS_RECT.left() + 10, PLAYERS_RECT.top() + 46
    for seat, me in enumerate(state.seats):
        # Two lines a seat: the whole name above, the numbers under it. One line cut names at
        # 12 characters and a long Japanese name still ran under the money (issue 18 §2).
        y = top + seat * 56
        style, who = looks.styles[seat], Seat(seat)
        frame.token(QPointF(left + 18, y + 24), 17, style)
        name = looks.names[seat] if seat < len(looks.names) else ""
        frame.label(QPointF(left + 42, y + 1), name, bold=True)
        row = y + 28
        money = looks.s(t("tip.money", who=who, money=me.money))
        frame.label(QPointF(left + 42, row), f"£{me.money}", money)
        mines = looks.s(t("tip.mines_left", who=who, n=me.mines))
        frame.picture(QRectF(left + 130, row - 3, 28, 28), _mine_painter(style))
        frame.label(QPointF(left + 162, row), f"×{me.mines}", mines)
        ore = looks.s(t("ui.tip.ore_held", tin=me.tin, copper=me.copper))
        frame.cube(QRectF(left + 230, row + 4, 16, 16), "tin", ore)
        frame.label(QPointF(left + 250, row), str(me.tin), ore)
        frame.cube(QRectF(left + 300, row + 4, 16, 16), "copper", ore)
        frame.label(QPointF(left + 320, row), str(me.copper), ore)
    if state.decks:
        _render_decks(frame, state, looks, top + state.players * 56 + 8)


def _render_decks(frame: BoardFrame, state: State, looks: Looks, y: float) -> None:
    """With two players: the face-down survey decks by letter and their sizes."""
    left = PLAYERS_RECT.left() + 10
    frame.label(QPointF(left + 8, y + 10), looks.s(t("ui.decks")), bold=True)
    shown = [k for k in board(state.players).groups if k < len(state.decks)]
    for k in shown:
        deck = state.decks[k]
        tip = looks.s(t("tip.deck", group=group_text(k), n=len(deck)))
        rect = QRectF(left + 200 + k * 100, y, 92, 44)
        frame.cell(rect, looks.s(t("ui.deck", letter=GROUPS[k], n=len(deck))), tip)


def _mine_painter(style: PlayerStyle) -> Callable[[QPainter, QRectF], None]:
    def draw(painter: QPainter, rect: QRectF) -> None:
        draw_mine(painter, rect, style, letter=False)  # the row's token carries the letter

    return draw
