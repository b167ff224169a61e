"""Draws a `PrintLayout` with QPainter on a paged device (QPdfWriter or QPrinter).

Layouts are in millimetres from the paper's top-left corner; the device must start drawing at
the paper corner (QPdfWriter with zero margins, QPrinter with `setFullPage(True)`). A page
larger than the device's paper is scaled down to fit, never up.
"""

from __future__ import annotations

import logging
from functools import cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontDatabase, QFontMetricsF, QPainter, QPen

from app.engine.printlayout import Circle, Line, Polygon, Polyline, Rect, Text

if TYPE_CHECKING:
    from PySide6.QtGui import QPagedPaintDevice

    from app.engine.printlayout import Page, PrintLayout

__all__ = ["font_family", "paint_layout"]

log = logging.getLogger(__name__)

_PREFERRED_FAMILIES = (
    "Noto Sans CJK JP",
    "Noto Sans JP",
    "Source Han Sans JP",
    "Source Han Sans",
    "Hiragino Sans",
    "Hiragino Kaku Gothic ProN",
    "Yu Gothic",
    "Meiryo",
    "IPAexGothic",
    "IPAGothic",
    "TakaoGothic",
    "VL Gothic",
    "MS Gothic",
)
"""Sans-serif families that cover Latin and Japanese, best first."""

_MM_PER_INCH = 25.4


@cache
def font_family() -> str | None:
    """Return an installed font family that can show Japanese, or None (use Qt's fallback).

    Needs a QGuiApplication. Known good families come first, then any family that claims
    the Japanese writing system (sans-serif names preferred).
    """
    families = QFontDatabase.families()
    for name in _PREFERRED_FAMILIES:
        if name in families:
            return name
    japanese = QFontDatabase.families(QFontDatabase.WritingSystem.Japanese)
    if japanese:
        return sorted(japanese, key=lambda f: ("sans" not in f.lower(), f))[0]
    log.warning("no font with Japanese glyphs is installed; Japanese text may not print")
    return None


def _font(size_pt: float, bold: bool) -> QFont:
    font = QFont()
    family = font_family()
    if family is not None:
        font.setFamilies([family])
    font.setStyleHint(QFont.StyleHint.SansSerif)
    # Noto Sans CJK JP's localized forms ("locl") swap its digits for glyphs its cmap does not
    # reach; a PDF's text layer maps glyphs back through the cmap, so every digit came out
    # blank there ("TTD- - E": the setup code could not be copied, issue 36). The JP face's
    # own glyphs are already the Japanese forms: without "locl" Japanese text looks the same.
    font.setFeature(QFont.Tag("locl"), 0)
    font.setPointSizeF(size_pt)
    font.setBold(bold)
    return font


def paint_layout(layout: PrintLayout, device: QPagedPaintDevice) -> int:
    """Draw every page of `layout` on `device`, starting a new device page for each.

    Returns:
        The number of pages drawn.

    Raises:
        OSError: the device refused to start painting (e.g. no file could be opened).
    """
    painter = QPainter()
    if not painter.begin(device):
        raise OSError("could not start drawing on the printer or file")
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        canvas = _Canvas(painter, device)
        for number, page in enumerate(layout.pages):
            if number and not device.newPage():
                raise OSError("the printer or file refused a new page")
            canvas.paint_page(page)
    finally:
        painter.end()
    return len(layout.pages)


class _Canvas:
    """Draws shapes in mm on one device; skips pen, brush and font changes that change nothing."""

    def __init__(self, painter: QPainter, device: QPagedPaintDevice) -> None:
        self.painter = painter
        self.device = device
        self.unit = device.logicalDpiX() / _MM_PER_INCH
        self._pen: tuple[str | None, float, bool] | None = None
        self._brush: str | bool | None = False  # False: not set yet
        self._font: tuple[float, bool] | None = None
        self._fonts: dict[tuple[float, bool], tuple[QFont, QFontMetricsF]] = {}

    def paint_page(self, page: Page) -> None:
        """Draw one page, shrunk if the device's paper is smaller than the page."""
        paper_w = self.device.width() / self.unit
        paper_h = self.device.height() / (self.device.logicalDpiY() / _MM_PER_INCH)
        fit = min(1.0, paper_w / page.width, paper_h / page.height)
        self.painter.save()
        self.painter.scale(fit, fit)
        for shape in page.shapes:
            if isinstance(shape, Text):
                self.text(shape)
            else:
                self.figure(shape)
        self.painter.restore()
        self._pen, self._brush, self._font = None, False, None  # restore() reset them

    def point(self, x: float, y: float) -> QPointF:
        """Return a point in device units."""
        return QPointF(x * self.unit, y * self.unit)

    def pen(self, colour: str | None, width_mm: float, dashed: bool = False) -> None:
        """Set the outline pen (None: no outline)."""
        key = (colour, width_mm, dashed)
        if key == self._pen:
            return
        self._pen = key
        if colour is None:
            self.painter.setPen(Qt.PenStyle.NoPen)
            return
        pen = QPen(QColor(colour))
        pen.setWidthF(width_mm * self.unit)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        if dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        self.painter.setPen(pen)

    def brush(self, colour: str | None) -> None:
        """Set the fill (None: no fill)."""
        if colour == self._brush:
            return
        self._brush = colour
        self.painter.setBrush(
            QBrush(QColor(colour)) if colour is not None else QBrush(Qt.BrushStyle.NoBrush)
        )

    def figure(self, shape: Line | Polyline | Polygon | Circle | Rect) -> None:
        """Draw a line, polyline, polygon, circle or rectangle."""
        p = self.painter
        if isinstance(shape, Line):
            self.pen(shape.stroke, shape.width, shape.dashed)
            p.drawLine(self.point(*shape.start), self.point(*shape.end))
            return
        if isinstance(shape, Polyline):
            self.pen(shape.stroke, shape.width)
            p.drawPolyline([self.point(*xy) for xy in shape.points])
            return
        self.pen(shape.stroke, shape.width)
        self.brush(shape.fill)
        if isinstance(shape, Polygon):
            p.drawPolygon([self.point(*xy) for xy in shape.points])
        elif isinstance(shape, Circle):
            r = shape.radius * self.unit
            p.drawEllipse(self.point(*shape.centre), r, r)
        else:
            u = self.unit
            p.drawRect(QRectF(shape.x * u, shape.y * u, shape.w * u, shape.h * u))

    def text(self, shape: Text) -> None:
        """Draw one line of text at its anchor (font sizes in points at the device's dpi)."""
        key = (shape.size, shape.bold)
        if key not in self._fonts:
            font = _font(shape.size, shape.bold)
            self._fonts[key] = (font, QFontMetricsF(font, self.device))
        font, metrics = self._fonts[key]
        if key != self._font:
            self._font = key
            self.painter.setFont(font)
        self.pen(shape.colour, 0.1)
        width = metrics.horizontalAdvance(shape.text)
        shift_x = {"left": 0.0, "center": width / 2, "right": width}[shape.align]
        cap = metrics.capHeight()
        shift_y = {"baseline": 0.0, "top": cap, "middle": cap / 2}[shape.valign]
        at = self.point(*shape.at)
        self.painter.drawText(QPointF(at.x() - shift_x, at.y() + shift_y), shape.text)
