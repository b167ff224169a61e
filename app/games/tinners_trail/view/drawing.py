"""Vector drawings of Tinners' Trail pieces, shared by the board items and the palette.

Every piece is drawn by the app: ore and water cubes (tin silver, copper orange, water blue),
a mine (an engine house with its chimney) in the owner's colour with the owner's letter, a
miner, a port (an anchor), a rail (a short track), a steam pump (a flywheel), an adit (a tunnel
mouth), a drainage token (a drop with a minus) and peek tokens. Each draws into a rectangle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

if TYPE_CHECKING:
    from app.ui.palette import PlayerStyle

__all__ = [
    "CUBE",
    "INK",
    "draw_adit",
    "draw_cube",
    "draw_drain",
    "draw_mine",
    "draw_miner",
    "draw_port",
    "draw_pump",
    "draw_rail",
    "draw_token",
]

INK = QColor("#3b3328")
"""Lines and text."""
CUBE = {
    "tin": QColor("#c9ced6"),
    "copper": QColor("#d0783c"),
    "water": QColor("#3f8fd2"),
}
"""Cube colours by kind."""
_EDGE = {"tin": QColor("#5d6570"), "copper": QColor("#7a3d12"), "water": QColor("#1d4f80")}


def draw_cube(painter: QPainter, rect: QRectF, kind: str) -> None:
    """An ore or water cube seen slightly from above."""
    painter.setPen(QPen(_EDGE[kind], 1.2))
    painter.setBrush(QBrush(CUBE[kind]))
    painter.drawRoundedRect(rect, 2, 2)
    painter.setPen(QPen(QColor(255, 255, 255, 150), 1.5))
    painter.drawLine(rect.topLeft() + QPointF(3, 3), rect.topRight() + QPointF(-3, 3))


def draw_mine(
    painter: QPainter, rect: QRectF, style: PlayerStyle | None, letter: bool = True
) -> None:
    """An engine house: a pitched building with a tall chimney, the owner's letter on it.

    Without `letter` where the seat is named beside it (a row of the players board).
    """
    fill = style.colour if style is not None else QColor("#9a8f80")
    w, h = rect.width(), rect.height()
    x, y = rect.left(), rect.top()
    house = QPolygonF(
        [
            QPointF(x + 0.05 * w, y + h),
            QPointF(x + 0.05 * w, y + 0.45 * h),
            QPointF(x + 0.35 * w, y + 0.2 * h),
            QPointF(x + 0.65 * w, y + 0.45 * h),
            QPointF(x + 0.65 * w, y + h),
        ]
    )
    painter.setPen(QPen(INK, 1.3))
    painter.setBrush(QBrush(fill))
    painter.drawRect(QRectF(x + 0.72 * w, y, 0.2 * w, h))
    painter.drawPolygon(house)
    if style is not None and letter:
        font = QFont()
        # 21 px on a map mine: ≥ 11 px on screen at 1280×800 in both languages (issue 18 §2)
        font.setPixelSize(max(8, round(0.55 * h)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(style.text)
        box = QRectF(x + 0.05 * w, y + 0.45 * h, 0.6 * w, 0.55 * h)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, style.letter)


def draw_miner(painter: QPainter, rect: QRectF) -> None:
    """A miner: head with a helmet lamp and a body."""
    c = rect.center()
    r = min(rect.width(), rect.height())
    painter.setPen(QPen(INK, 1.2))
    painter.setBrush(QBrush(QColor("#e8c48f")))
    painter.drawEllipse(QPointF(c.x(), c.y() - 0.22 * r), 0.18 * r, 0.18 * r)
    painter.setBrush(QBrush(QColor("#f2d34b")))
    painter.drawEllipse(QPointF(c.x(), c.y() - 0.4 * r), 0.07 * r, 0.07 * r)
    body = QPainterPath()
    body.moveTo(c.x() - 0.3 * r, c.y() + 0.45 * r)
    body.quadTo(c.x(), c.y() - 0.15 * r, c.x() + 0.3 * r, c.y() + 0.45 * r)
    body.closeSubpath()
    painter.setBrush(QBrush(QColor("#6b5a45")))
    painter.drawPath(body)


def draw_port(painter: QPainter, rect: QRectF) -> None:
    """A port: an anchor."""
    c = rect.center()
    r = min(rect.width(), rect.height()) / 2
    painter.setPen(QPen(QColor("#1d4f80"), max(1.5, 0.14 * r)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(QPointF(c.x(), c.y() - 0.65 * r), 0.18 * r, 0.18 * r)
    painter.drawLine(QPointF(c.x(), c.y() - 0.47 * r), QPointF(c.x(), c.y() + 0.75 * r))
    painter.drawLine(
        QPointF(c.x() - 0.4 * r, c.y() - 0.2 * r), QPointF(c.x() + 0.4 * r, c.y() - 0.2 * r)
    )
    arc = QPainterPath()
    arc.moveTo(c.x() - 0.7 * r, c.y() + 0.2 * r)
    arc.quadTo(c.x(), c.y() + 1.05 * r, c.x() + 0.7 * r, c.y() + 0.2 * r)
    painter.drawPath(arc)


def draw_rail(painter: QPainter, rect: QRectF) -> None:
    """A rail: two rails on sleepers."""
    x, y, w, h = rect.left(), rect.top(), rect.width(), rect.height()
    painter.setPen(QPen(QColor("#7a5a3a"), max(1.5, 0.1 * h)))
    for k in range(4):
        sx = x + w * (0.15 + 0.23 * k)
        painter.drawLine(QPointF(sx, y + 0.2 * h), QPointF(sx, y + 0.8 * h))
    painter.setPen(QPen(QColor("#4a4a4a"), max(1.5, 0.1 * h)))
    painter.drawLine(QPointF(x, y + 0.35 * h), QPointF(x + w, y + 0.35 * h))
    painter.drawLine(QPointF(x, y + 0.65 * h), QPointF(x + w, y + 0.65 * h))


def draw_pump(painter: QPainter, rect: QRectF) -> None:
    """A steam pump: a flywheel with spokes."""
    c = rect.center()
    r = min(rect.width(), rect.height()) * 0.42
    painter.setPen(QPen(QColor("#3a3a3a"), max(1.5, 0.14 * r)))
    painter.setBrush(QBrush(QColor("#b8c2cc")))
    painter.drawEllipse(c, r, r)
    for k in range(3):
        line = QPointF(r, 0)
        painter.save()
        painter.translate(c)
        painter.rotate(60 * k)
        painter.drawLine(-line, line)
        painter.restore()
    painter.setBrush(QBrush(QColor("#3a3a3a")))
    painter.drawEllipse(c, 0.2 * r, 0.2 * r)


def draw_adit(painter: QPainter, rect: QRectF) -> None:
    """An adit: a dark tunnel mouth in timber."""
    x, y, w, h = rect.left(), rect.top(), rect.width(), rect.height()
    mouth = QPainterPath()
    mouth.moveTo(x + 0.15 * w, y + h)
    mouth.lineTo(x + 0.15 * w, y + 0.45 * h)
    mouth.quadTo(x + 0.5 * w, y, x + 0.85 * w, y + 0.45 * h)
    mouth.lineTo(x + 0.85 * w, y + h)
    mouth.closeSubpath()
    painter.setPen(QPen(QColor("#8a5a2b"), max(1.5, 0.1 * w)))
    painter.setBrush(QBrush(QColor("#2b2118")))
    painter.drawPath(mouth)


def draw_drain(painter: QPainter, rect: QRectF) -> None:
    """A drainage token: a round token with a water drop crossed out by a minus."""
    c = rect.center()
    r = min(rect.width(), rect.height()) / 2
    painter.setPen(QPen(QColor("#1d4f80"), 1.2))
    painter.setBrush(QBrush(QColor("#e9f2fb")))
    painter.drawEllipse(c, r, r)
    drop = QPainterPath()
    drop.moveTo(c.x(), c.y() - 0.7 * r)
    drop.quadTo(c.x() + 0.55 * r, c.y() + 0.1 * r, c.x(), c.y() + 0.6 * r)
    drop.quadTo(c.x() - 0.55 * r, c.y() + 0.1 * r, c.x(), c.y() - 0.7 * r)
    painter.setBrush(QBrush(CUBE["water"]))
    painter.drawPath(drop)
    painter.setPen(QPen(QColor("#ffffff"), max(1.5, 0.18 * r)))
    painter.drawLine(QPointF(c.x() - 0.25 * r, c.y()), QPointF(c.x() + 0.25 * r, c.y()))


def draw_token(painter: QPainter, centre: QPointF, radius: float, style: PlayerStyle) -> None:
    """A seat's round token (work marker, peek token, investment marker).

    Tokens large enough for a readable letter (radius 16 and up: 20 px text, ≥ 11 px on screen
    at 1280×800 in both languages) carry the seat's letter; smaller ones are told apart by
    colour and tooltip.
    """
    painter.setPen(QPen(INK, 1.3))
    painter.setBrush(QBrush(style.colour))
    painter.drawEllipse(centre, radius, radius)
    if radius < 16:
        return
    font = QFont()
    font.setPixelSize(max(8, round(radius * 1.25)))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(style.text)
    box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, style.letter)
