"""Board items of Barrage: one generic space item drawn from a small look, and the wheel.

Every clickable thing of the board (map spaces, management spaces, tiles, contracts, company
rows, construction spaces) is a `SpaceItem`: a rectangle or ellipse with a fill, an edge (red
outlines are thick red edges), up to three texts (each may wrap onto a few lines, then shrink a
little, then be elided: never smaller than `FLOOR` of its size), discs (engineers, owners) and
water drops. Its `SpaceLook` is a frozen value, so `set_look` repaints only what changed.
`text_runs()` tells what is drawn at which size (the readability test measures it). The
construction wheel is in `wheel`. All drawing is vector.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from app.games.barrage.view.textfit import draw_text, fitted_lines
from app.ui.board.items import SlotItem

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsItem, QWidget

__all__ = [
    "FLOOR",
    "GREYED",
    "RED_EDGE",
    "WATER",
    "SpaceItem",
    "SpaceLook",
    "draw_drop",
    "draw_engineer",
    "draw_text",
    "fitted_lines",
]

WATER = "#2f80d0"
"""Colour of water drops and rivers."""
RED_EDGE = "#c62828"
"""Edge of red-outlined spaces (they cost 3 credits more)."""
GREYED = 0.45
"""Opacity of an item no legal action of the step can use (its texts stay legible)."""
FLOOR = 0.9
"""A text too long for its space shrinks to this share of its size, then is elided."""
LETTER_MIN_PX = 11.0
"""An engineer's seat letter is drawn only this large on screen or larger (PRODUCT.md, Board)."""
_MORE = 1.45
"""Height of each further line of a wrapped title or note, in pixel sizes (room for CJK)."""
_COUNT_W = 2.2
"""Width of a "×n" drop count, in pixel sizes (bold "×12" without shrinking)."""
_DROPS_SHOWN = 2
"""More drops than this on a space are drawn as one drop and "×n" (each drop stays large)."""
"""Height of each further line of a wrapped title or note, in pixel sizes (room for CJK)."""


@dataclass(frozen=True)
class SpaceLook:
    """Everything a `SpaceItem` draws (compared to skip repaints)."""

    fill: str = "#f4f1e8"
    """Background colour."""
    edge: str = "#6b6b6b"
    """Edge colour (`RED_EDGE` for red-outlined spaces)."""
    edge_width: float = 1.2
    """Edge width in scene units."""
    title: str = ""
    """Small line at the top."""
    text: str = ""
    """Main text in the middle."""
    note: str = ""
    """Small line at the bottom."""
    text_colour: str = "#1e1e1e"
    """Colour of the texts."""
    discs: tuple[tuple[str, str], ...] = ()
    """Discs (fill colour, letter) along the bottom: engineers or owners."""
    drops: int = 0
    """Water drops drawn along the top right."""
    dim: bool = False
    """Not in play (drawn faded)."""
    dashed: bool = False
    """Dashed edge (a space that is used up)."""


def draw_drop(painter: QPainter, centre: QPointF, size: float) -> None:
    """Draw one water drop of height `size` centred on `centre`."""
    path = QPainterPath()
    top = centre + QPointF(0, -size / 2)
    path.moveTo(top)
    r = size * 0.32
    bottom = centre + QPointF(0, size / 2 - r)
    path.cubicTo(top + QPointF(r * 0.3, r), bottom + QPointF(r, -r * 0.3), bottom + QPointF(r, 0))
    path.arcTo(QRectF(bottom.x() - r, bottom.y() - r, 2 * r, 2 * r), 0, -180)
    path.cubicTo(bottom + QPointF(-r, -r * 0.3), top + QPointF(-r * 0.3, r), top)
    # a light halo first: a blue drop was nearly invisible on a red or blue dam (issue 36 §3)
    painter.setPen(QPen(QColor("#ffffff"), max(1.2, size * 0.16)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
    painter.setPen(QPen(QColor("#174a80"), max(0.6, size * 0.06)))
    painter.setBrush(QBrush(QColor(WATER)))
    painter.drawPath(path)


def draw_engineer(painter: QPainter, centre: QPointF, size: float, fill: str, letter: str) -> None:
    """Draw an engineer (a head over shoulders) of height `size` in colour `fill`."""
    colour = QColor(fill)
    painter.setPen(QPen(colour.darker(170), max(0.6, size * 0.06)))
    painter.setBrush(QBrush(colour))
    head = size * 0.22
    painter.drawEllipse(centre + QPointF(0, -size * 0.22), head, head)
    body = QPainterPath()
    body.addRoundedRect(
        QRectF(centre.x() - size * 0.34, centre.y() + size * 0.02, size * 0.68, size * 0.42),
        size * 0.18,
        size * 0.18,
    )
    painter.drawPath(body)
    # The seat's letter only where it is readable (≥ 11 px on screen, zoomed in): at the fitted
    # zoom it would be ~5 px (issue 18 §2); the colour and the space's tooltip tell the seats.
    shown = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
    if letter and size * 0.3 * shown >= LETTER_MIN_PX:
        draw_text(
            painter,
            QRectF(centre.x() - size / 2, centre.y(), size, size * 0.46),
            letter,
            size * 0.3,
            _readable(colour),
            bold=True,
        )


def _readable(colour: QColor) -> QColor:
    return QColor("#000000") if colour.lightnessF() > 0.6 else QColor("#ffffff")


def _height(text: str, pixels: float, width: float, most: int) -> float:
    """Return the height of a box for `text` wrapped onto as few of `most` lines as it needs."""
    if most > 1:
        tall = QRectF(0, 0, width, pixels * (1.3 + _MORE * (most - 1)))
        _, lines = fitted_lines(tall, text, pixels, wrap=most)
        most = len(lines)
    return pixels * (1.3 + _MORE * (most - 1))


class SpaceItem(SlotItem):
    """A clickable space drawn from a `SpaceLook`.

    Args:
        item_id: Model id ("map:B5U", "mgmt:bank", "tile:0:base", ...).
        rect: Its rectangle in item coordinates.
        round_shape: An ellipse (powerhouses) instead of a rounded rectangle.
        parent: Qt parent item.
    """

    def __init__(
        self,
        item_id: str,
        rect: QRectF,
        round_shape: bool = False,
        parent: QGraphicsItem | None = None,
    ) -> None:
        path = QPainterPath()
        if round_shape:
            path.addEllipse(rect)
        else:
            path.addRoundedRect(rect, min(6.0, rect.height() / 4), min(6.0, rect.height() / 4))
        super().__init__(item_id, path, parent)
        self.rect = QRectF(rect)
        self.look = SpaceLook()
        self.small_px = max(7.0, min(rect.height() * 0.22, 12.0))
        """Pixel size (scene units) of the title and note lines."""
        self.big_px = max(8.0, min(rect.height() * 0.34, 18.0))
        """Pixel size of the main text."""
        self.title_lines = 1
        """Lines the title may wrap onto."""
        self.text_lines = 1
        """Lines the main text may wrap onto."""
        self.note_lines = 1
        """Lines the note may wrap onto."""
        self.discs_inline = False
        """Draw the discs at the left of the note line (instead of above it)."""
        self.note_top = False
        """Put the note right under the title (a paragraph) instead of at the bottom."""
        self.unavailable = False
        """No legal action of the step can use it: drawn greyed (issue 35)."""

    def set_text_px(self, small: float, big: float) -> None:
        """Set the pixel sizes (scene units) of the title/note lines and the main text."""
        self.small_px, self.big_px = small, big
        self.update()

    def text_runs(self) -> list[tuple[str, float]]:
        """Return each text drawn (its lines) with its pixel size in scene units."""
        runs = []
        for rect, text, px, bold, wrap in self._text_boxes():
            font, lines = fitted_lines(rect, text, px, bold, px * FLOOR, wrap)
            runs += [(line, float(font.pixelSize())) for line in lines if line.strip()]
        count = self._drops_badge()[1]
        if count is not None:
            font, _ = fitted_lines(count, f"×{self.look.drops}", self.small_px, True)
            runs.append((f"×{self.look.drops}", float(font.pixelSize())))
        return runs

    def _text_boxes(self) -> list[tuple[QRectF, str, float, bool, int]]:
        """Return (box, text, pixels, bold, lines it may wrap onto) of each text drawn."""
        look, r = self.look, self.rect
        small, big = self.small_px, self.big_px
        boxes = []
        top, bottom = r.top(), r.bottom()
        if look.title:
            lines = self.title_lines
            h = _height(look.title, small, r.width(), lines)
            box = QRectF(r.left(), r.top() + 1, r.width(), h)
            boxes.append((box, look.title, small, False, lines))
            top = box.bottom()
        if look.note:
            left = self._discs_width() if self.discs_inline else 0.0
            h = _height(look.note, small, r.width() - left, self.note_lines)
            y = top + 2 if self.note_top else r.bottom() - h - 1
            box = QRectF(r.left() + left, y, r.width() - left, h)
            boxes.append((box, look.note, small, False, self.note_lines))
            bottom = box.top()
        if look.text:
            # between the title and the note (so that tall CJK lines do not overlap them)
            lines = max(look.text.count("\n") + 1, self.text_lines)
            h = min(max(bottom - top, big * 1.2), big * 1.25 * lines)
            clear = self._drops_width()  # the drops stand at the right of this row
            box = QRectF(r.left(), (top + bottom) / 2 - h / 2, r.width() - clear, h)
            boxes.append((box, look.text, big, True, lines))
        return boxes

    def note_room(self, discs: int) -> float:
        """Width the note line has with `discs` figures drawn (beside it when inline)."""
        if not self.discs_inline or discs <= 0:
            return self.rect.width() - 3
        size = min(self.small_px * 1.2, (self.rect.width() * 0.5) / discs)
        return self.rect.width() - size * discs - 6 - 3

    def figure_size(self) -> float:
        """Height (item units) of each engineer or owner disc drawn (0 without any)."""
        return self._disc_size() if self.look.discs else 0.0

    def _disc_size(self) -> float:
        r, n = self.rect, max(1, len(self.look.discs))
        if self.discs_inline:
            return min(self.small_px * 1.2, (r.width() * 0.5) / n)
        return min(r.height() * 0.42, 16.0, (r.width() - 4) / n)

    def _discs_width(self) -> float:
        return self._disc_size() * len(self.look.discs) + 6 if self.look.discs else 0.0

    def set_look(self, look: SpaceLook) -> bool:
        """Show `look`; return whether anything changed."""
        if look == self.look:
            return False
        self.look = look
        self.fill = QColor(look.fill)
        self.edge = QColor(look.edge)
        self.edge_width = look.edge_width
        self._fade()
        self.update()
        return True

    def set_unavailable(self, unavailable: bool) -> None:
        """Draw the item greyed (no action of the step can use it) or in full ink."""
        if unavailable != self.unavailable:
            self.unavailable = unavailable
            self._fade()

    def _fade(self) -> None:
        """Out of play faded most, greyed for this step a little less, else full ink."""
        self.setOpacity(0.4 if self.look.dim else GREYED if self.unavailable else 1.0)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        """Draw the space, its content and the highlight."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        pen = QPen(self.edge, self.edge_width)
        if self.look.dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(QBrush(self.fill))
        painter.drawPath(self.outline())
        self.paint_wash(painter)
        self.paint_content(painter)
        self.paint_highlight(painter)

    def paint_content(self, painter: QPainter) -> None:
        """Draw the texts, discs and drops of the look."""
        colour = QColor(self.look.text_colour)
        for rect, text, px, bold, wrap in self._text_boxes():
            draw_text(painter, rect, text, px, colour, bold, px * FLOOR, wrap)
        self._paint_discs(painter)
        self._paint_drops(painter)

    def _paint_discs(self, painter: QPainter) -> None:
        discs, r = self.look.discs, self.rect
        if not discs:
            return
        size = self._disc_size()
        if self.discs_inline:
            y = r.bottom() - self.small_px * 0.7
            x0 = r.left() + 4 + size / 2
        else:
            # just above the note (when there is one): the figures never cover its words
            notes = [b.top() for b, text, *_ in self._text_boxes() if text == self.look.note]
            floor = min(notes) if self.look.note and notes else r.bottom() - 2
            y = floor - size * 0.55
            x0 = r.center().x() - size * (len(discs) - 1) / 2
        for k, (fill, letter) in enumerate(discs):
            draw_engineer(painter, QPointF(x0 + k * size, y), size, fill, letter)

    def _drops_width(self) -> float:
        """Width the drops take at the right of the space (0 without drops)."""
        drops, size = self.look.drops, self.small_px
        if drops <= 0:
            return 0.0
        shown = drops if drops <= _DROPS_SHOWN else 1
        count = size * _COUNT_W if drops > _DROPS_SHOWN else 0.0
        return 3 + count + size * 0.7 + (shown - 1) * size * 0.8 + 2

    def _drops_badge(self) -> tuple[list[QRectF], QRectF | None]:
        """Return the rectangles of the drops drawn and of the "×n" count (None if none).

        Drops are as tall as the space's small text (≥ 11 px on screen where the labels are,
        issue 36 §3); up to `_DROPS_SHOWN` are drawn side by side, more as one drop and "×n".
        They stand at the right of the main text's row (dams: beside the level) or, without a
        main text, at the right of the title row (headstreams).
        """
        drops, r = self.look.drops, self.rect
        if drops <= 0:
            return [], None
        size = self.small_px
        boxes = self._text_boxes()
        row = next((b for b, text, *_ in boxes if text and text == self.look.text), None)
        if row is not None:
            top = row.center().y() - size / 2
        else:  # between the title and the note (headstreams)
            above = max((b.bottom() for b, t, *_ in boxes if t == self.look.title), default=r.top())
            below = min((b.top() for b, t, *_ in boxes if t == self.look.note), default=r.bottom())
            top = (above + below) / 2 - size / 2
        shown = drops if drops <= _DROPS_SHOWN else 1
        count = None
        right = r.right() - 3
        if drops > _DROPS_SHOWN:
            count = QRectF(right - size * _COUNT_W, top - size * 0.15, size * _COUNT_W, size * 1.3)
            right = count.left()
        step = size * 0.8
        rects = [QRectF(right - size * 0.7 - k * step, top, size * 0.7, size) for k in range(shown)]
        return rects, count

    def drop_rects(self) -> list[QRectF]:
        """Return the rectangle of each drop drawn, in item coordinates (the size test's)."""
        return self._drops_badge()[0]

    def _paint_drops(self, painter: QPainter) -> None:
        rects, count = self._drops_badge()
        for rect in rects:
            draw_drop(painter, rect.center(), rect.height())
        if count is not None:
            draw_text(
                painter, count, f"×{self.look.drops}", self.small_px, QColor(WATER), bold=True
            )
