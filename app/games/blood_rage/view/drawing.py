"""Vector drawings of Blood Rage figures and tokens, shared by the board items and the palette.

Every figure is drawn by the app in its clan's colour, with a shape by kind so it reads without
colour: a Leader is a crowned shield, a Warrior a round shield with a cross, a ship a hull with
a sail, a monster a horned diamond. Each draws into a rectangle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.ui.palette import PlayerStyle

__all__ = ["EMPTY", "INK", "draw_figure", "draw_village", "figure_painter"]

INK = QColor("#2e2a24")
"""Lines and text."""
EMPTY = QColor("#f4efe2")
"""A free village."""
_NEUTRAL = QColor("#9a8f80")


def draw_village(painter: QPainter, centre: QPointF, radius: float) -> None:
    """A free village: a pale round space."""
    painter.setPen(QPen(QColor("#8a7a5a"), 1.4))
    painter.setBrush(QBrush(EMPTY))
    painter.drawEllipse(centre, radius, radius)


def draw_figure(painter: QPainter, rect: QRectF, kind: str, style: PlayerStyle | None) -> None:
    """Draw a figure of `kind` (leader, warrior, ship or a monster id) in `style`'s colour."""
    fill = style.colour if style is not None else _NEUTRAL
    edge = style.text if style is not None else INK
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(INK, 1.6))
    painter.setBrush(QBrush(fill))
    if kind == "leader":
        _leader(painter, rect, edge)
    elif kind == "warrior":
        _warrior(painter, rect, edge)
    elif kind == "ship":
        _ship(painter, rect, edge)
    else:
        _monster(painter, rect, edge)


def figure_painter(kind: str, style: PlayerStyle | None) -> Callable[[QPainter, QRectF], None]:
    """Return a function drawing a figure of `kind` in `style` into a rectangle."""

    def draw(painter: QPainter, rect: QRectF) -> None:
        draw_figure(painter, rect, kind, style)

    return draw


def _leader(painter: QPainter, r: QRectF, edge: QColor) -> None:
    x, y, w, h = r.left(), r.top(), r.width(), r.height()
    crown = QPolygonF(
        [
            QPointF(x + 0.15 * w, y + 0.42 * h),
            QPointF(x + 0.15 * w, y + 0.05 * h),
            QPointF(x + 0.33 * w, y + 0.25 * h),
            QPointF(x + 0.5 * w, y + 0.02 * h),
            QPointF(x + 0.67 * w, y + 0.25 * h),
            QPointF(x + 0.85 * w, y + 0.05 * h),
            QPointF(x + 0.85 * w, y + 0.42 * h),
        ]
    )
    painter.drawPolygon(crown)
    shield = QPainterPath()
    shield.moveTo(x + 0.12 * w, y + 0.38 * h)
    shield.lineTo(x + 0.88 * w, y + 0.38 * h)
    shield.lineTo(x + 0.88 * w, y + 0.62 * h)
    shield.quadTo(x + 0.8 * w, y + 0.9 * h, x + 0.5 * w, y + 0.99 * h)
    shield.quadTo(x + 0.2 * w, y + 0.9 * h, x + 0.12 * w, y + 0.62 * h)
    shield.closeSubpath()
    painter.drawPath(shield)
    painter.setPen(QPen(edge, 2.0))
    painter.drawLine(QPointF(x + 0.5 * w, y + 0.48 * h), QPointF(x + 0.5 * w, y + 0.85 * h))


def _warrior(painter: QPainter, r: QRectF, edge: QColor) -> None:
    inner = r.adjusted(r.width() * 0.08, r.height() * 0.08, -r.width() * 0.08, -r.height() * 0.08)
    painter.drawEllipse(inner)
    painter.setPen(QPen(edge, 2.2))
    c = inner.center()
    d = inner.width() * 0.3
    painter.drawLine(QPointF(c.x() - d, c.y()), QPointF(c.x() + d, c.y()))
    painter.drawLine(QPointF(c.x(), c.y() - d), QPointF(c.x(), c.y() + d))


def _ship(painter: QPainter, r: QRectF, edge: QColor) -> None:
    x, y, w, h = r.left(), r.top(), r.width(), r.height()
    hull = QPolygonF(
        [
            QPointF(x + 0.02 * w, y + 0.6 * h),
            QPointF(x + 0.98 * w, y + 0.6 * h),
            QPointF(x + 0.8 * w, y + 0.92 * h),
            QPointF(x + 0.2 * w, y + 0.92 * h),
        ]
    )
    sail = QPolygonF(
        [
            QPointF(x + 0.25 * w, y + 0.1 * h),
            QPointF(x + 0.75 * w, y + 0.1 * h),
            QPointF(x + 0.7 * w, y + 0.52 * h),
            QPointF(x + 0.3 * w, y + 0.52 * h),
        ]
    )
    painter.drawPolygon(hull)
    painter.drawPolygon(sail)
    painter.setPen(QPen(edge, 1.8))
    painter.drawLine(QPointF(x + 0.5 * w, y + 0.14 * h), QPointF(x + 0.5 * w, y + 0.5 * h))


def _monster(painter: QPainter, r: QRectF, edge: QColor) -> None:
    x, y, w, h = r.left(), r.top(), r.width(), r.height()
    body = QPolygonF(
        [
            QPointF(x + 0.5 * w, y + 0.18 * h),
            QPointF(x + 0.95 * w, y + 0.58 * h),
            QPointF(x + 0.5 * w, y + 0.98 * h),
            QPointF(x + 0.05 * w, y + 0.58 * h),
        ]
    )
    for side in (0.22, 0.78):
        horn = QPolygonF(
            [
                QPointF(x + side * w, y + 0.02 * h),
                QPointF(x + (side + (0.2 if side < 0.5 else -0.2)) * w, y + 0.42 * h),
                QPointF(x + (side + (0.05 if side < 0.5 else -0.05)) * w, y + 0.5 * h),
            ]
        )
        painter.drawPolygon(horn)
    painter.drawPolygon(body)
    painter.setPen(QPen(edge, 2.0))
    painter.setBrush(QBrush(edge))
    for eye in (0.38, 0.62):
        painter.drawEllipse(QPointF(x + eye * w, y + 0.55 * h), w * 0.05, w * 0.05)
