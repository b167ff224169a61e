"""Texts fitted into a box: wrapped, shrunk down to a floor, then elided (Barrage's items).

Split from `items` (module size): `fitted_lines` decides the font and lines of a text in its
box, `draw_text` draws it. A Japanese line breaks between phrases or characters, never inside
a run of Latin letters and digits nor before closing punctuation.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter

from app.engine.phrases import BREAK

__all__ = ["draw_text", "fitted_lines"]


def fitted_lines(
    rect: QRectF,
    text: str,
    pixels: float,
    bold: bool = False,
    floor: float = 0.0,
    wrap: int = 1,
) -> tuple[QFont, list[str]]:
    """Return the font and lines `text` is drawn with in `rect`.

    A line too long for `rect` is first wrapped at spaces onto up to `wrap` lines; if it
    still does not fit, the text shrinks down to `floor` pixels (scene units), and below that
    it is elided, so that a label never gets too small to read.
    """
    font = QFont()
    font.setPixelSize(max(6, round(pixels)))
    font.setBold(bold)
    lines = text.split("\n")
    metrics = QFontMetricsF(font)
    room = rect.width() - 3
    line_h = font.pixelSize() * 1.2  # not the font's line spacing: CJK fonts add much more
    if wrap > len(lines) and max(metrics.horizontalAdvance(line) for line in lines) > room:
        wrapped = _wrap(lines, metrics, room)
        if len(wrapped) <= wrap and line_h * len(wrapped) <= rect.height() + 1:
            lines = wrapped
    widest = max(metrics.horizontalAdvance(line) for line in lines)
    tall = line_h * len(lines)
    scale = min(1.0, room / max(1.0, widest), (rect.height() + 1) / max(1.0, tall))
    if scale < 1.0:
        font.setPixelSize(max(6, round(floor), int(pixels * scale)))
        metrics = QFontMetricsF(font)
        lines = [
            metrics.elidedText(line, Qt.TextElideMode.ElideRight, rect.width() - 2)
            for line in lines
        ]
    return font, lines


_UNBREAKABLE = re.compile(r"(?:[A-Za-z0-9+\-.,/%]+|.)[、。，．：；）」』・！？]*", re.DOTALL)
"""One unit a Japanese line may not be broken inside (a Latin/number run or one character),
with the closing punctuation after it."""


def _wrap(lines: list[str], metrics: QFontMetricsF, room: float) -> list[str]:
    """Break each line at spaces so that it fits `room`.

    A line without spaces (Japanese) breaks between characters, but never inside a run of
    Latin letters and digits ("7VP", "+3") nor before closing punctuation (「、」「：」「）」).
    """
    out: list[str] = []
    for line in lines:
        current = ""
        if " " in line:
            words = line.split(" ")
        elif BREAK in line:  # marked by `app.engine.phrases`: break between phrases only
            words = line.split(BREAK)
        else:
            words = _UNBREAKABLE.findall(line)
        gap = " " if " " in line else ""
        if gap == "" and BREAK in line:
            # a phrase wider than the room breaks between its characters after all (as an
            # unmarked line does): 「上級技術タイル1枚に」 was kept whole and shrunk under 11 px
            words = [
                unit
                for word in words
                for unit in (
                    [word]
                    if metrics.horizontalAdvance(word) <= room
                    else _UNBREAKABLE.findall(word)
                )
            ]
        for word in words:
            trial = f"{current}{gap}{word}" if current else word
            if current and metrics.horizontalAdvance(trial) > room:
                out.append(current)
                current = word
            else:
                current = trial
        out.append(current)
    return out


def draw_text(  # noqa: PLR0913, PLR0917 - the drawing parameters of one text
    painter: QPainter,
    rect: QRectF,
    text: str,
    pixels: float,
    colour: QColor,
    bold: bool = False,
    floor: float = 0.0,
    wrap: int = 1,
) -> None:
    """Draw `text` centred in `rect`, wrapped, shrunk (down to `floor`) or elided to fit."""
    font, lines = fitted_lines(rect, text, pixels, bold, floor, wrap)
    painter.setFont(font)
    painter.setPen(colour)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "\n".join(lines))
