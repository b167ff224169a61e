"""The boards beside the Blood Rage map: the Age track with the Ragnarök tokens, and the clans.

The Age track has a row per phase and a column per Age; the saga token's cell is lit. Under it,
the Ragnarök token of each Age names the province it destroys and the glory each figure dying
there earns. The clans list gives each seat's glory (the glory track), Rage left, stats, cards
in hand and quests committed (how many, never which).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QPainter, QPen

from app.engine.text import Seat
from app.games.blood_rage.data.data import STATS, game_data
from app.games.blood_rage.model import Phase
from app.games.blood_rage.rules.board import stat_value
from app.games.blood_rage.texts import age_text, clan_text, phase_text, province_text, stat_text, t
from app.games.blood_rage.view.drawing import figure_painter
from app.games.blood_rage.view.frames import CURRENT, PAPER, Frame
from app.games.blood_rage.view.geometry import SIDE_RECT, SMALL
from app.ui.i18n import show

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsScene

    from app.engine.text import Text
    from app.games.blood_rage.model import ClanState, State
    from app.ui.palette import PlayerStyle

__all__ = ["SideBoards"]

AGE_RECT = QRectF(SIDE_RECT.left(), 0, SIDE_RECT.width(), 352)
CLANS_LIST_RECT = QRectF(SIDE_RECT.left(), 366, SIDE_RECT.width(), 434)
_PHASES = [p for p in Phase if p is not Phase.OVER]
_LABEL_W, _AGE_W, _ROW = 228.0, 100.0, 30.0
_LEGEND_H = 36.0
"""Height of the legend row under the clans."""


class SideBoards:
    """The Age track and the clans list, right of the map."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.age = Frame(scene, AGE_RECT)
        self.clans = Frame(scene, CLANS_LIST_RECT)

    def render(self, state: State, styles: list[PlayerStyle], names: list[str]) -> None:
        """Draw both boards from `state`."""
        self._render_age(state, names)
        self._render_clans(state, styles, names)

    def _render_age(self, state: State, names: list[str]) -> None:
        f = self.age
        f.clear()
        f.set_title(show(t("ui.age_track")), show(t("ui.tip.age_track")))
        left, top = f.rect.left() + 8, f.rect.top() + 38
        for age in (1, 2, 3):
            x = left + _LABEL_W + (age - 1) * _AGE_W
            f.cell(QRectF(x, top, _AGE_W - 2, _ROW - 2), show(age_text(age)), bold=True)
        for row, phase in enumerate(_PHASES):
            y = top + _ROW * (row + 1)
            f.cell(QRectF(left, y, _LABEL_W - 2, _ROW - 2), show(phase_text(phase.value)))
            for age in (1, 2, 3):
                x = left + _LABEL_W + (age - 1) * _AGE_W
                here = state.age == age and state.phase is phase
                key = "ui.tip.saga" if here else "ui.tip.age_phase"
                tip = show(t(key, age=age_text(age), phase=phase_text(phase.value)))
                f.cell(
                    QRectF(x, y, _AGE_W - 2, _ROW - 2),
                    show(t("ui.saga")) if here else "",
                    tip,
                    CURRENT if here else PAPER,
                    bold=True,
                )
        y = top + _ROW * (len(_PHASES) + 1) + 6
        glory = game_data().ragnarok_glory
        for age in (1, 2, 3):
            province = state.ragnarok[age - 1]
            words = t(
                "ui.ragnarok_line",
                age=age_text(age),
                province=province_text(province),
                n=glory[age - 1],
            )
            done = age < state.age or state.phase is Phase.OVER
            tip = show(t("ui.tip.ragnarok", province=province_text(province), n=glory[age - 1]))
            f.label(
                QPointF(left, y + 28 * (age - 1)),
                show(words),
                tip,
                bold=age == state.age and not done,
                width=f.rect.width() - 20,
                size=SMALL,
            )

    def _render_clans(self, state: State, styles: list[PlayerStyle], names: list[str]) -> None:
        f = self.clans
        f.clear()
        f.set_title(show(t("ui.clans_title")), show(t("ui.tip.glory_track")))
        left, top = f.rect.left() + 8, f.rect.top() + 40
        step = (f.rect.height() - 46 - _LEGEND_H) / max(4, state.players)
        _legend(f)
        for seat, me in enumerate(state.seats):
            y = top + step * seat
            style = styles[seat]
            f.picture(
                QRectF(left, y + 2, 30, 30),
                figure_painter("leader", style),
                names[seat],
            )
            _clan_lines(f, me, seat, names, QPointF(left + 38, y), seat == state.first_player)


def _clan_lines(
    f: Frame, me: ClanState, seat: int, names: list[str], at: QPointF, first: bool
) -> None:
    """A clan's three lines: who and which clan; rage, first player; stats and cards.

    The glory sits at the right end of the first line when the clan line leaves room for it,
    else at the end of the second: a 330 px clan line beside the glory cut "Carl-Friedrich
    Gauss, Serpent clan" (issue 18 §2).
    """
    x, y, right = at.x(), at.y(), f.rect.right() - 10
    title = t("ui.clan_line", who=Seat(seat), clan=clan_text(me.clan))
    clan = f.label(QPointF(x, y), show(title, names), bold=True, width=right - x)
    glory = show(t("ui.glory_n", n=me.glory))
    points = f.label(QPointF(x, y), glory, show(t("ui.tip.glory")), bold=True, size=SMALL)
    glory_x = right - points.boundingRect().width()
    line = 0 if x + clan.boundingRect().width() + 12 <= glory_x else 28
    points.setPos(glory_x, y + line + 1)
    end = glory_x - 12 if line else right
    line2 = t("ui.rage_left", n=me.rage, total=stat_value(me, "rage"))
    rage = f.label(QPointF(x, y + 28), show(line2), width=end - x, size=SMALL)
    if first:
        after = x + rage.boundingRect().width() + 16
        f.label(
            QPointF(after, y + 28),
            show(t("ui.first_player")),
            show(t("ui.tip.first_player")),
            width=end - after,
            size=SMALL,
        )
    stats = [t("ui.stat_n", stat=stat_text(s), n=stat_value(me, s)) for s in STATS]
    cards = t("ui.stats_line", axes=stats[1], horns=stats[2], cards=_cards_line(seat, me))
    f.label(QPointF(x, y + 54), show(cards), width=right - x, size=SMALL)


def _legend(f: Frame) -> None:
    """What the figures and the bays look like, along the bottom of the clans list."""
    x, y = f.rect.left() + 10, f.rect.bottom() - _LEGEND_H + 4
    for kind in ("leader", "warrior", "ship", "monster"):
        words = show(t(f"ui.legend.{kind}"))
        f.picture(QRectF(x, y, 26, 26), figure_painter(kind, None), words)
        label = f.label(QPointF(x + 30, y + 2), words, words, size=SMALL)
        x += 30 + label.boundingRect().width() + 14
    words = show(t("ui.legend.fjord"))
    f.picture(QRectF(x, y, 26, 26), _draw_fjord, words)
    f.label(QPointF(x + 30, y + 2), words, words, size=SMALL)


def _draw_fjord(painter: QPainter, rect: QRectF) -> None:
    painter.setPen(QPen(QColor("#2d6a9f"), 1.5))
    painter.setBrush(QBrush(QColor("#9cc3e4")))
    painter.drawEllipse(rect)


def _cards_line(seat: int, me: ClanState) -> Text:
    return t("ui.cards_line", hand=len(me.hand), quests=len(me.quests))
