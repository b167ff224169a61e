"""A legal target keeps its texts in full ink (the stranger: lit tiles, contracts and build
spaces were drawn pale, as if disabled, while the ones he could not pick were dark).

The legal-target wash is painted over the fill and under the content; the lit edge on top.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from app.games.barrage.view.items import SpaceItem, SpaceLook
from app.ui.board.items import LEGAL_EDGE

pytestmark = pytest.mark.gui


def _render(lit: bool) -> QImage:
    item = SpaceItem("tile:0:conduit", QRectF(0, 0, 140, 40))
    item.set_look(SpaceLook(fill="#fbf8f0", text="WWWWWW"))
    item.set_lit(lit)
    image = QImage(150, 50, QImage.Format.Format_ARGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    item.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    return image


def _darkest(image: QImage, box: QRectF) -> int:
    return min(
        QColor(image.pixel(x, y)).lightness()
        for x in range(int(box.left()), int(box.right()))
        for y in range(int(box.top()), int(box.bottom()))
    )


def _has_edge(image: QImage) -> bool:
    return any(
        QColor(image.pixel(x, y)).rgb() == LEGAL_EDGE.rgb() for x in range(150) for y in range(50)
    )


def test_a_lit_space_keeps_its_text_dark_and_gets_the_lit_edge(qapp) -> None:
    text_box = QRectF(20, 8, 100, 24)
    plain, lit = _render(False), _render(True)
    assert _darkest(plain, text_box) < 80
    assert _darkest(lit, text_box) < 80  # was ~130: the white wash lay over the text
    assert _has_edge(lit)
    assert not _has_edge(plain)
