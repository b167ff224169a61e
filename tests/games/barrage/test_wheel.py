"""The construction wheel's pictures and the contracts' rewards fit their room (issue 18 §2).

The wheel shows each segment's tile and machinery as pictures with numbers; every possible
content must fit inside its own 60° wedge (nothing crosses into a neighbour) with the numbers
at full size. Every contract's reward must fit whole (no shrinking, no elision) both on the
offer and in a hand of three, in English and Japanese.
"""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QLocale, QRectF
from PySide6.QtGui import QFont, QFontMetricsF, QGuiApplication

from app.games.barrage.data.data import game_data
from app.games.barrage.view.boards import _CONTRACT_W, contract_look
from app.games.barrage.view.company import _hand_rects, _segment_look
from app.games.barrage.view.items import fitted_lines
from app.games.barrage.view.wheel import SegmentLook, wheel_layout
from app.shell.language import CJK_FAMILIES

pytestmark = pytest.mark.gui

RADIUS, PX = 116.0, 16.0
TILES = [
    "",
    *(b.id for b in game_data().technology.basic),
    *(a.id for a in game_data().technology.advanced),
    game_data().leeghwater.basic_tile,
    "anton_tile",
]
COUNTS = (0, 1, 9, 12)


def _inside_wedge(x: float, y: float, k: int) -> bool:
    """Whether the scene point (x, y) lies in wedge `k` (from the top, clockwise)."""
    if math.hypot(x, y) > RADIUS:
        return False
    angle = math.degrees(math.atan2(-y, x))  # y grows downwards in the scene
    mid = 90 - 60 * k
    return abs((angle - mid + 180) % 360 - 180) <= 30


@pytest.mark.parametrize("tile", TILES)
def test_every_segment_content_fits_its_wedge_with_full_size_numbers(qapp, tile):
    checked = 0
    for excavators in COUNTS:
        for mixers in COUNTS:
            look = _segment_look(tile or None, excavators, mixers)
            segments = (look,) * 6
            laid = wheel_layout(segments, RADIUS, PX)
            assert len(laid) == 6
            for k, (parts, at) in enumerate(laid):
                want = [look.level] if look.level else []
                want += [str(n) for n in (excavators, mixers) if n]
                assert sorted(p.text for p in parts if p.text) == sorted(want)
                for part in parts:
                    box = part.size.translated(at + part.at)
                    for corner in (box.topLeft(), box.topRight(), box.bottomLeft()):
                        assert _inside_wedge(corner.x(), corner.y(), k), (look, k, part)
                    assert _inside_wedge(box.right(), box.bottom(), k), (look, k, part)
                    checked += 1
    assert checked > 0 or tile == ""


def test_a_segment_names_its_tile_picture_and_level(qapp):
    assert _segment_look("adv2_conduit", 3, 0) == SegmentLook("conduit", "II", 3, 0)
    assert _segment_look(game_data().leeghwater.basic_tile, 0, 2).tile == "building"
    assert _segment_look("joker", 0, 0).tile == "joker"
    assert _segment_look("anton_tile", 1, 1).tile == "officer"
    assert _segment_look(None, 0, 0) == SegmentLook()


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_contract_reward_fits_whole_on_the_offer_and_in_a_hand(qapp, language):
    before = QLocale()
    QLocale.setDefault(
        QLocale(QLocale.Language.Japanese if language == "ja" else QLocale.Language.English)
    )
    try:
        hand = _hand_rects(3)[0].width()
        rooms = {"offer": (_CONTRACT_W, 3), "hand": (hand, 3)}
        cut = []
        for tier in game_data().contracts.tiers:
            for c in tier.contracts:
                note = contract_look(c.id, tier.tier).note
                for where, (width, most) in rooms.items():
                    tall = QRectF(0, 0, width, PX * (1.3 + 1.45 * (most - 1)))
                    font, lines = fitted_lines(tall, note, PX, False, PX * 0.9, most)
                    if font.pixelSize() < PX or any("…" in line for line in lines):
                        cut.append((where, c.id, lines))
        assert cut == []
    finally:
        QLocale.setDefault(before)


def test_the_wheel_is_measured_in_the_application_font_of_now(qapp):
    """Issue 36: the wheel's layout was kept from the first font it was measured in, so after
    a switch of language (its font families) the numbers were laid out in the other font's
    widths and shrank under 11 px on screen. Each number's room follows the font of now."""
    segments = (SegmentLook("base", "", 12, 9),) + (SegmentLook(),) * 5
    before = QGuiApplication.font()
    widths = []
    try:
        for families in ([*before.families()], [*CJK_FAMILIES, *before.families()]):
            font = QFont(before)
            font.setFamilies(families)
            QGuiApplication.setFont(font)
            parts, _ = wheel_layout(segments, RADIUS, PX)[0]
            machine = next(p for p in parts if p.text == "12")
            bold = QFont()
            bold.setPixelSize(round(PX))
            bold.setBold(True)
            want = QFontMetricsF(bold).horizontalAdvance("12") + 4
            assert machine.size.width() == pytest.approx(machine.picture + want, abs=0.01)
            widths.append(want)
    finally:
        QGuiApplication.setFont(before)
    assert widths[0] != widths[1]  # the two fonts differ: the test means something
