"""Widgets around the Barrage board: the piece palette and the step-by-step choice panel.

The palette holds the acting seat's engineers (drag them onto an action space) and its four
structure types (drag one onto a map space: legal spaces light up). The choice panel shows
the question of the current narrowing step, its choices as a list (the same choices light up
on the board), and Back / Confirm / Cancel.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QScrollArea,
    QWidget,
)

from app.games.barrage.view.items import draw_engineer
from app.ui.board.supply import PieceButton
from app.ui.widgets.choices import ChoicePanel as SharedChoicePanel
from app.ui.widgets.elided import ElidedLabel

if TYPE_CHECKING:
    from collections.abc import Callable, Collection

    from PySide6.QtGui import QShowEvent

__all__ = ["ChoicePanel", "PiecePalette", "engineer_icon", "structure_icon"]


def engineer_icon(fill: str, letter: str) -> Callable[[QPainter, QRectF], None]:
    """Return a painter of an engineer in a seat's colour."""

    def draw(painter: QPainter, rect: QRectF) -> None:
        draw_engineer(painter, rect.center(), rect.height() * 0.9, fill, letter)

    return draw


def structure_icon(structure: str, fill: str) -> Callable[[QPainter, QRectF], None]:
    """Return a painter of a structure piece (base, elevation, conduit, powerhouse)."""

    def draw(painter: QPainter, rect: QRectF) -> None:
        colour = QColor(fill)
        painter.setPen(QPen(colour.darker(160), 1.5))
        painter.setBrush(QBrush(colour))
        c, w, h = rect.center(), rect.width(), rect.height()
        if structure == "base":
            painter.drawRect(QRectF(c.x() - w * 0.4, c.y() - h * 0.2, w * 0.8, h * 0.4))
        elif structure == "elevation":
            painter.drawRect(QRectF(c.x() - w * 0.4, c.y() - h * 0.1, w * 0.8, h * 0.2))
            painter.drawRect(QRectF(c.x() - w * 0.4, c.y() - h * 0.35, w * 0.8, h * 0.2))
        elif structure == "building":  # Leeghwater: a private building piece (a small house)
            roof = QPolygonF(
                [
                    c + QPointF(-w * 0.4, -h * 0.05),
                    c + QPointF(0, -h * 0.4),
                    c + QPointF(w * 0.4, -h * 0.05),
                ]
            )
            painter.drawPolygon(roof)
            painter.drawRect(QRectF(c.x() - w * 0.3, c.y() - h * 0.05, w * 0.6, h * 0.42))
        elif structure == "conduit":
            painter.drawRect(QRectF(c.x() - w * 0.1, c.y() - h * 0.42, w * 0.2, h * 0.84))
        else:
            painter.drawEllipse(c, w * 0.36, h * 0.36)
            painter.setPen(QPen(QColor("#ffffff"), 2))
            painter.drawLine(c + QPointF(-3, -h * 0.2), c + QPointF(3, 0))
            painter.drawLine(c + QPointF(3, 0), c + QPointF(-3, h * 0.2))

    return draw


NAME_CHARS = 3
"""The least characters of the seat's name shown beside its pieces (one less in Japanese)."""
_CJK = 0x2E80
"""First code point of the CJK blocks (kana, kanji, full-width forms)."""


class PiecePalette(QWidget):
    """The acting seat's engineers and structure pieces (drag, or click then click a space)."""

    picked = Signal(str)
    """A piece button was clicked: select that piece."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("barragePalette")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 2, 4, 2)
        layout.setSpacing(2)  # the name's room: beside six pieces (Leeghwater) it was "D…"
        # one line, the whole name a click away: wrapped a character a line beside the pieces,
        # the name took the company board's height (issue 36 §1)
        self.title = ElidedLabel(self)
        layout.addWidget(self.title, 1)
        self.buttons: dict[str, PieceButton] = {}
        for piece in ("engineer", "base", "elevation", "conduit", "powerhouse", "building"):
            button = PieceButton(piece, engineer_icon("#b8b2a5", ""), self)
            button.icon_size = 30
            button.picked.connect(self.picked.emit)
            layout.addWidget(button)
            self.buttons[piece] = button
        self._fix_height()

    def _fix_height(self) -> None:
        """One height with or without pieces (the game over shows none: the board above grew)."""
        layout = self.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        button = self.buttons["engineer"]
        self.setFixedHeight(button.sizeHint().height() + margins.top() + margins.bottom())

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        """Fit the height to the buttons in the font they are shown in."""
        super().showEvent(event)
        self._fix_height()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Follow the text size (the buttons' counts)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fix_height()

    def show_seat(
        self,
        title: str,
        fill: str,
        letter: str,
        counts: dict[str, int],
        enabled: bool,
        usable: Collection[str] | None = None,
    ) -> None:
        """Show a seat's pieces; `counts` gives how many of each are left.

        With `usable`, only those pieces are in full ink: the others can go nowhere in this
        step and are greyed (their tooltip says why, issue 35).

        The name keeps at least its first characters (`NAME_CHARS`), the rest in its tooltip
        and a click away: beside the expansion's six pieces it was squeezed to "…" (issue 36).
        """
        self.title.setText(title)
        metrics = self.title.fontMetrics()
        wide = any(ord(c) >= _CJK for c in title[:NAME_CHARS])  # a kana is two letters wide
        least = metrics.horizontalAdvance(title[: NAME_CHARS - wide] + "…") + 2
        self.title.setMinimumWidth(min(metrics.horizontalAdvance(title) + 2, least))
        for piece, button in self.buttons.items():
            if piece == "engineer":
                button.set_draw(engineer_icon(fill, letter))
            else:
                button.set_draw(structure_icon(piece, fill))
            button.set_count(str(counts.get(piece, 0)))
            fits = usable is None or piece in usable
            button.set_usable(enabled and fits and counts.get(piece, 0) > 0)
            button.setVisible(piece in counts)  # the building piece: Leeghwater only

    def set_selected(self, piece_id: str) -> None:
        """Show which piece is in the hand ("" for none)."""
        for piece, button in self.buttons.items():
            button.set_selected(piece == piece_id)


PROMPT_LINES = 2
"""Lines of question the choice panel always has room for."""
LIST_H = 100
"""Height of the list of choices when the question takes its two lines (pixels): five rows,
then it scrolls; the company board above keeps the rest of the column."""


class ChoicePanel(SharedChoicePanel):
    """The current narrowing step: question, choices, Back, Confirm and Cancel.

    The question scrolls inside its place (issue 36 §1: a water preview was cut after four
    lines, 「…マップの外へ」 lost, while an empty list sat under it): with choices it has
    `PROMPT_LINES` lines above the list; with none (Confirm's preview) the list goes and the
    question has the whole panel. The panel's height never changes.
    """

    buttons_always_shown = True

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("barrageChoices", "barrageChoiceList", parent)
        self.column.setContentsMargins(4, 2, 4, 2)
        self.column.setSpacing(-1)  # the style's spacing
        self.column.setStretchFactor(self.list, 1)
        self.buttons.removeWidget(self.back)
        self.buttons.insertWidget(0, self.back)  # Back, Confirm, Cancel in the side column
        QWidget.setTabOrder(self.back, self.confirm)
        self.prompt_area = QScrollArea(self)
        self.prompt_area.setObjectName("barrageQuestion")
        self.prompt_area.setWidgetResizable(True)
        self.prompt_area.setFrameShape(QFrame.Shape.NoFrame)
        self.prompt_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.column.replaceWidget(self.prompt, self.prompt_area)
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.prompt_area.setWidget(self.prompt)
        self.fix_height()

    def fix_height(self, room: int | None = None) -> None:
        """One height for every step: `room` pixels, else two lines of question, list, buttons.

        The panel kept its contents' height, so the company board above it grew and shrank
        from step to step (issue 18 §3); a longer question now takes its room from the list.
        """
        if room is None:
            room = PROMPT_LINES * self.prompt.fontMetrics().lineSpacing() + LIST_H + self.chrome()
        self.setFixedHeight(room)

    def chrome(self) -> int:
        """Height of the buttons, margins and gaps (what is not question or list)."""
        margins = self.column.contentsMargins()
        gaps = 2 * max(0, self.column.spacing())
        return self.confirm.sizeHint().height() + margins.top() + margins.bottom() + gaps

    def show_step(self, *args: Any, **kwargs: Any) -> None:
        """Show the step: the question above the list, or the whole panel when no choices."""
        super().show_step(*args, **kwargs)
        choices = self.list.count() > 0
        self.list.setVisible(choices)
        lines = PROMPT_LINES * self.prompt.fontMetrics().lineSpacing() + 4
        self.prompt_area.setMaximumHeight(lines if choices else 16777215)
        self.prompt_area.setMinimumHeight(min(lines, self.prompt.sizeHint().height()))
        self.column.setStretchFactor(self.prompt_area, 0 if choices else 1)
