"""The printed board of Blood Rage, Qt-free (seed 003 「ゲームボード」「ボードの準備」).

Yggdrasil is a circle in the centre; the eight provinces of the ring are sectors around it,
clockwise from the top left as on the board (RULES.md D3), tinted by realm; the four fjords are
blue marks on the rim between the two provinces they support (D4). Each province says its
villages and the pillage token put on it; a province destroyed at setup is dark grey and says
so; the Doom token's province has a thick red edge, and each Ragnarök token is a numbered badge
(the Age whose Ragnarök destroys that province).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from app.engine.printlayout import PageBuilder, text_width
from app.engine.text import render
from app.games.blood_rage.data.data import YGGDRASIL, game_data
from app.games.blood_rage.model import NO_TOKEN
from app.games.blood_rage.texts import province_text, realm_text, t, token_text

if TYPE_CHECKING:
    from app.engine.text import Text
    from app.games.blood_rage.model import State

__all__ = ["GREY", "MARGIN", "ROW", "Sheet", "draw_board", "sector_angle"]

MARGIN = 12.0
GREY = "#6b6b6b"
DOOM = "#b3261e"
SEA = "#2f6db5"
REALM_FILL = {"manheim": "#f4e6a6", "jotunheim": "#cfe0f3", "alfheim": "#e4e4e4"}
RUINED = "#8f8f8f"
YGG_FILL = "#d9ecc9"
ROW = 4.5
"""Line height of the tables (mm)."""
INNER, OUTER = 18.0, 53.0
"""Radii (mm) of Yggdrasil's circle and of the ring."""


class Sheet:
    """One page being written in one language."""

    def __init__(self, page: PageBuilder, lang: str) -> None:
        self.page = page
        self.lang = lang

    def s(self, text: Text) -> str:
        """Return `text` in the sheet's language."""
        return render(text, self.lang)

    def heading(self, x: float, y: float, text: Text) -> float:
        """Write a section heading at baseline `y`; return the baseline after it."""
        self.page.text((x, y), self.s(text), 10.5, bold=True)
        return y + 5.5

    def label(self, at: tuple[float, float], text: Text, size: float, **style: object) -> None:
        """Write `text` centred at `at`, shrunk until it is at most 28 mm wide."""
        words = self.s(text)
        bold = bool(style.get("bold", False))
        while size > 4.5 and text_width(words, size, bold=bold) > 28.0:
            size -= 0.25
        self.page.text(at, words, size, align="center", valign="middle", **style)


def sector_angle(k: int) -> float:
    """Angle (radians, clockwise from east, y down) of the middle of ring sector `k`."""
    return math.radians(-112.5 + 45.0 * k)


def _point(centre: tuple[float, float], radius: float, angle: float) -> tuple[float, float]:
    return (centre[0] + radius * math.cos(angle), centre[1] + radius * math.sin(angle))


def _sector(centre: tuple[float, float], k: int) -> tuple[tuple[float, float], ...]:
    start = sector_angle(k) - math.radians(22.5)
    steps = [start + math.radians(45.0) * i / 8 for i in range(9)]
    outer = [_point(centre, OUTER, a) for a in steps]
    inner = [_point(centre, INNER, a) for a in reversed(steps)]
    return tuple(outer + inner)


def draw_board(sheet: Sheet, state: State, centre: tuple[float, float]) -> None:
    """Draw Yggdrasil, the ring of provinces, the fjords and the tokens around `centre`."""
    data = game_data()
    for k, province in enumerate(data.ring):
        _province(sheet, state, centre, k, province)
    for pair in data.fjord_provinces:
        _fjord(sheet, centre, pair)
    page = sheet.page
    page.circle(centre, INNER, YGG_FILL, "#4d7a36", 0.5)
    page.text(
        (centre[0], centre[1] - 6), sheet.s(province_text(YGGDRASIL)), 8.5, bold=True,
        align="center", valign="middle",
    )  # fmt: skip
    sheet.label((centre[0], centre[1]), t("sheet.unlimited"), 6.0, colour=GREY)
    token = state.provinces[YGGDRASIL].token
    sheet.label((centre[0], centre[1] + 6), _token_label(token), 6.5, bold=True)


def _province(
    sheet: Sheet, state: State, centre: tuple[float, float], k: int, province: int
) -> None:
    data, page = game_data(), sheet.page
    here = state.provinces[province]
    p = data.provinces[province]
    doomed = province == state.doom
    fill = RUINED if here.destroyed else REALM_FILL.get(p.realm or "", "#eeeeee")
    page.polygon(_sector(centre, k), fill, DOOM if doomed else "#444444", 1.2 if doomed else 0.4)
    angle = sector_angle(k)
    mid = (INNER + OUTER) / 2 + 2.5
    x, y = _point(centre, mid, angle)
    colour = "#ffffff" if here.destroyed else "#000000"
    sheet.label((x, y - 7.5), province_text(province), 8.5, bold=True, colour=colour)
    assert p.realm is not None
    sheet.label((x, y - 3.2), realm_text(p.realm), 6.0, colour=colour)
    if here.destroyed:
        sheet.label((x, y + 1.5), t("sheet.destroyed"), 7.0, bold=True, colour=colour)
        return
    sheet.label((x, y + 1.3), t("sheet.villages", n=p.villages or 0), 6.5)
    sheet.label((x, y + 5.6), _token_label(here.token), 6.5, bold=True)
    if doomed:
        sheet.label((x, y + 10.0), t("sheet.doom"), 6.5, bold=True, colour=DOOM)
    if province in state.ragnarok:
        corner = _point(centre, OUTER - 5.0, angle + math.radians(18.0))
        _badge(sheet, corner, state.ragnarok.index(province) + 1)


def _token_label(token: int) -> Text:
    return t("sheet.no_token") if token == NO_TOKEN else token_text(token)


def _badge(sheet: Sheet, at: tuple[float, float], age: int) -> None:
    """Ragnarök token of Age `age` (a numbered dark circle)."""
    sheet.page.circle(at, 3.2, "#2b2b2b", None)
    sheet.page.text(at, ["Ⅰ", "Ⅱ", "Ⅲ"][age - 1], 7.5, bold=True, align="center",
                    valign="middle", colour="#ffffff")  # fmt: skip


def _fjord(sheet: Sheet, centre: tuple[float, float], pair: tuple[int, ...]) -> None:
    """A blue mark on the rim where the two provinces of the fjord meet."""
    ring = game_data().ring
    a, b = ring.index(pair[0]), ring.index(pair[1])
    k = max(a, b) if abs(a - b) == 1 else 0  # the border after sector k - 1
    angle = sector_angle(k) - math.radians(22.5)
    at = _point(centre, OUTER + 4.5, angle)
    sheet.page.circle(at, 3.6, "#dcebfb", SEA, 0.5)
    sheet.page.text(
        _point(centre, OUTER + 11.5, angle), sheet.s(t("sheet.fjord")), 6.0,
        align="center", valign="middle", colour=SEA,
    )  # fmt: skip
