"""The Qt painter draws any PrintLayout (every shape kind, several pages)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QMarginsF
from PySide6.QtGui import QPageSize, QPdfWriter

from app.engine.printlayout import Line, PageBuilder, Polyline, PrintLayout
from app.printing.painter import paint_layout
from tests.printing.pdfbytes import media_boxes, page_count

if TYPE_CHECKING:
    from pathlib import Path

pytestmark = pytest.mark.gui


def _every_shape(width: float = 210.0, height: float = 297.0) -> PrintLayout:
    page = PageBuilder(width, height)
    page.line((10, 10), (100, 10), "#ff0000", 0.5)
    page.add(Line(start=(10, 12), end=(100, 12), dashed=True))
    page.add(Polyline(points=((10, 20), (20, 30), (30, 20))))
    page.polygon(((40, 20), (50, 30), (60, 20)), fill="#00ff00", stroke=None)
    page.circle((80, 25), 5, fill=None, stroke="#0000ff")
    page.rect((100, 20, 20, 10), fill="#eeeeee", stroke="#000000")
    for n, align in enumerate(("left", "center", "right")):
        page.text((105, 50 + 8 * n), f"{align} 砂漠を抜けて", 12, bold=n == 1, align=align)
    page.text((105, 80), "top", 9, valign="top")
    page.text((105, 90), "middle", 9, valign="middle", colour="#336699")
    first = page.page()
    return PrintLayout(title="every shape · 図形", pages=(first, first))


def _writer(path: Path, size: QPageSize.PageSizeId) -> QPdfWriter:
    writer = QPdfWriter(str(path))
    writer.setPageSize(QPageSize(size))
    writer.setPageMargins(QMarginsF(0, 0, 0, 0))
    return writer


def test_every_shape_on_two_pages(qapp, tmp_path: Path) -> None:
    path = tmp_path / "shapes.pdf"
    writer = _writer(path, QPageSize.PageSizeId.A4)
    assert paint_layout(_every_shape(), writer) == 2
    del writer  # finishes the file
    data = path.read_bytes()
    assert page_count(data) == 2
    assert media_boxes(data) == [(0, 0, 595, 842)] * 2


def test_a_larger_page_still_draws_on_smaller_paper(qapp, tmp_path: Path) -> None:
    path = tmp_path / "shrunk.pdf"
    writer = _writer(path, QPageSize.PageSizeId.A5)
    assert paint_layout(_every_shape(), writer) == 2
    del writer
    assert page_count(path.read_bytes()) == 2
