"""Side panels of Through the Desert: the camel supply palette and a player's private tiles.

The palette shows the pieces of the seat that acts (riders still to place during the rider
rounds, then one camel per colour that seat leads, with the shared supply left of each
colour). Drag a piece onto the board, or click it and then click a space. The private panel
shows one seat's collected water-hole values and point totals; the shell shows it only behind
a hand-off screen.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.games.through_the_desert.model import TtdPhase
from app.games.through_the_desert.rules.scoring import breakdown, caravan_sizes
from app.games.through_the_desert.secrets import water_line
from app.games.through_the_desert.texts import t
from app.games.through_the_desert.view.items import (
    CAMEL_COLOURS,
    draw_camel,
    draw_rider,
    draw_water_hole,
)
from app.games.through_the_desert.view.scene import colour_name
from app.ui.board.supply import PieceButton
from app.ui.i18n import show

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtGui import QPaintEvent

    from app.games.through_the_desert.model import State
    from app.ui.palette import PlayerStyle

__all__ = [
    "PrivatePanel",
    "SupplyPalette",
    "camel_icon",
    "points_text",
    "rider_icon",
    "tiles_and_points",
    "tiles_text",
]


def camel_icon(colour: int) -> Callable[[QPainter, QRectF], None]:
    """Return a painter of a camel of `colour` for palette buttons and drag pixmaps."""

    def draw(painter: QPainter, rect: QRectF) -> None:
        draw_camel(painter, rect.center(), rect.width() * 0.95, CAMEL_COLOURS[colour])

    return draw


def rider_icon(colour: int, style: PlayerStyle) -> Callable[[QPainter, QRectF], None]:
    """Return a painter of a rider camel of `colour` ridden by `style`'s player."""

    def draw(painter: QPainter, rect: QRectF) -> None:
        centre = rect.center() + QPointF(0, rect.height() * 0.1)
        size = rect.width() * 0.85
        painter.save()
        painter.setPen(QPen(style.colour, max(1.5, rect.width() * 0.06)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(rect.center(), rect.width() * 0.47, rect.height() * 0.47)
        painter.restore()
        draw_camel(painter, centre, size, CAMEL_COLOURS[colour])
        draw_rider(painter, centre, size, style)

    return draw


def tiles_text(count: int) -> str:
    """Return "1 tile" / "3 tiles" in the UI language."""
    if count == 1:
        return QCoreApplication.translate("ThroughTheDesert", "1 tile")
    return QCoreApplication.translate("ThroughTheDesert", "%1 tiles").replace("%1", str(count))


def points_text(points: int) -> str:
    """Return "1 point" / "6 points" in the UI language."""
    if points == 1:
        return QCoreApplication.translate("ThroughTheDesert", "1 point")
    return QCoreApplication.translate("ThroughTheDesert", "%1 points").replace("%1", str(points))


def tiles_and_points(count: int, points: int) -> str:
    """Return "3 tiles, 6 points" in the UI language."""
    text = QCoreApplication.translate("ThroughTheDesert", "%1, %2")
    return text.replace("%1", tiles_text(count)).replace("%2", points_text(points))


def colour_names_or(colours: list[int]) -> str:
    """Return camel colour names as "pink or blue" in the UI language."""
    names = [colour_name(c) for c in colours]
    text = names[0]
    for name in names[1:]:
        text = (
            QCoreApplication.translate("ThroughTheDesert", "%1 or %2")
            .replace("%1", text)
            .replace("%2", name)
        )
    return text


def last_camel_warning(final: bool) -> str:
    """Placing a colour's last camel ends the game (%1: the colour), before it is placed.

    The game's last move is final at once in a game with secrets (the end shows them), so the
    warning comes before the move, never after (stranger, issue 35).
    """
    ends = QCoreApplication.translate(
        "ThroughTheDesert", "Placing the last %1 camel ends the game after this turn."
    )
    if not final:
        return ends
    return ends + QCoreApplication.translate(
        "ThroughTheDesert", " The game's last move is final at once (no Undo)."
    )


class SupplyPalette(QWidget):
    """The pieces the acting seat may place: riders, or camels with the supply left."""

    picked = Signal(str)
    """A piece button was clicked: select that piece ("camel:2", "rider:0")."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ttdSupply")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        self.title = QLabel(self)
        self.title.setWordWrap(True)
        self.title.setMinimumWidth(150)
        layout.addWidget(self.title, 1)
        self._row = QHBoxLayout()
        self._row.setSpacing(4)
        layout.addLayout(self._row)
        self.buttons: dict[str, PieceButton] = {}
        self._key: tuple[object, ...] | None = None

    def show_seat(
        self,
        state: State,
        seat: int | None,
        name: str,
        style: PlayerStyle | None,
        enabled: bool,
        final: bool = False,
    ) -> None:
        """Show `seat`'s pieces in `state`; `enabled` when that seat is a human who acts now.

        `final`: the game's last move is final at once (a game with secrets): the warning on a
        colour's last camel says so.
        """
        if seat is None or style is None or state.phase is TtdPhase.OVER:
            self._set_buttons([], None)
            self.title.setText(
                QCoreApplication.translate("ThroughTheDesert", "Game over")
                if state.phase is TtdPhase.OVER
                else ""
            )
            return
        player = state.seats[seat]
        riders = state.phase is TtdPhase.RIDERS
        pieces = [f"rider:{c}" if riders else f"camel:{c}" for c in player.colours]
        self._set_buttons(pieces, style)
        sizes = caravan_sizes(state)
        for colour, piece in zip(player.colours, pieces, strict=True):
            button = self.buttons[piece]
            if riders:
                left = colour in player.riders_left
                button.set_count("1" if left else "–")
                button.set_usable(enabled and left)
                tip = QCoreApplication.translate(
                    "ThroughTheDesert", "%1 rider camel: drag it onto a free desert space"
                )
            else:
                supply = state.supply[colour]
                button.set_count(str(supply))
                button.set_usable(enabled and supply > 0)
                tip = (
                    QCoreApplication.translate(
                        "ThroughTheDesert", "%1 camel: %2 left in the supply; your caravan has %3"
                    )
                    .replace("%2", str(supply))
                    .replace("%3", str(sizes[colour][seat]))
                )
                if supply == 1:
                    tip += "\n" + last_camel_warning(final)
            button.setToolTip(tip.replace("%1", colour_name(colour)))
            button.setAccessibleName(button.toolTip())
        title = self._title(state, name, riders)
        last = [c for c in player.colours if not riders and state.supply[c] == 1]
        warning = ""
        if last and enabled:
            # in the tooltip, not as a second line: the tray grew and the board shrank under
            # it at the game's end (issue 36 §1); the prompt says it on screen
            warning = last_camel_warning(final).replace("%1", colour_names_or(last))
        self.title.setText(title)
        self.title.setToolTip(warning)

    def _title(self, state: State, name: str, riders: bool) -> str:
        if riders:
            return QCoreApplication.translate(
                "ThroughTheDesert", "<b>%1</b>: rider camels to place"
            ).replace("%1", html.escape(name))
        return QCoreApplication.translate(
            "ThroughTheDesert", "<b>%1</b>: camels (number left in the shared supply)"
        ).replace("%1", html.escape(name))

    def _set_buttons(self, pieces: list[str], style: PlayerStyle | None) -> None:
        key = (tuple(pieces), style)
        if key == self._key:
            return
        self._key = key
        for button in self.buttons.values():
            self._row.removeWidget(button)
            button.hide()
            button.setParent(None)
            button.deleteLater()
        self.buttons = {}
        for piece in pieces:
            kind, _, colour = piece.partition(":")
            c = int(colour)
            draw = rider_icon(c, style) if kind == "rider" and style else camel_icon(c)
            button = PieceButton(piece, draw, self)
            button.picked.connect(self.picked.emit)
            self._row.addWidget(button)
            self.buttons[piece] = button
        # never shorter than with its buttons: with none (the game over) the board above grew
        # and moved (issue 36 §1)
        self.setMinimumHeight(max(self.minimumHeight(), self.sizeHint().height()))

    def set_selected(self, piece_id: str) -> None:
        """Mark the button of the piece in the hand ("" for none)."""
        for piece, button in self.buttons.items():
            button.set_selected(piece == piece_id)


class WaterTiles(QWidget):
    """A row of collected water-hole tiles, each showing its value."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.values: tuple[int, ...] = ()
        self.setMinimumHeight(34)
        # As many rows as the panel's width needs: no tile is ever cut off at the edge.
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def set_values(self, values: tuple[int, ...]) -> None:
        """Show these tile values (sorted for reading)."""
        self.values = tuple(sorted(values))
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """Room for every tile on rows of at most 12."""
        width = max(60, min(len(self.values), 12) * 30)
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """One tile wide: the tiles wrap onto more rows in a narrow panel."""
        return QSize(30, 34)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt override
        """The height depends on how many tiles fit on a row."""
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt override
        """Return the height of the rows of tiles at `width`."""
        rows = -(-len(self.values) // max(1, width // 30)) if self.values else 1
        return 2 + 32 * rows

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        """Draw the tiles (or a dash when there are none)."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if not self.values:
            painter.setPen(self.palette().color(self.foregroundRole()))
            painter.drawText(
                self.rect(), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, "–"
            )
        per_row = max(1, self.width() // 30)
        for i, value in enumerate(self.values):
            centre = QPointF(15 + 30 * (i % per_row), 16 + 32 * (i // per_row))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(QColor("#e6d2a2")))
            painter.drawRoundedRect(QRectF(centre.x() - 14, centre.y() - 14, 28, 28), 4, 4)
            draw_water_hole(painter, centre, 12, value)
        painter.end()


class PrivatePanel(QWidget):
    """One seat's hidden information: collected water-hole values and the points so far.

    Args:
        seat: The seat whose tiles are shown.
        parent: Owning widget.
    """

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName("ttdPrivate")
        layout = QVBoxLayout(self)
        self.title = QLabel(self)
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.tiles = WaterTiles(self)
        # Values keep their width and labels wrap beside them: nothing runs past the edge.
        form = QGridLayout()
        form.setColumnStretch(0, 1)
        form.setColumnStretch(1, 1)
        self.lines: dict[str, QLabel] = {}
        # Score sources by the catalogue's names (`score.<source>`), as in the end dialog.
        # The score so far comes first, then the tiles: at 11+ water holes the tiles wrap to a
        # second row, which pushed it out of the panel's view (the TtD stranger).
        labels = {
            # the number the line above the board says (the stranger read 32 there, 52 here)
            "so_far": QCoreApplication.translate(
                "ThroughTheDesert", "Score so far (as above the board)"
            ),
            "water_holes": show(t("score.water_holes")),
            "oases": show(t("score.oases")),
            "areas": show(t("score.areas")),
            "largest_caravans": QCoreApplication.translate(
                "ThroughTheDesert", "%1 (if the game ended now)"
            ).replace("%1", show(t("score.largest_caravans"))),
            "total": QCoreApplication.translate("ThroughTheDesert", "Total if the game ended now"),
        }
        for index, (key, label) in enumerate(labels.items()):
            row = index + 1 if index else 0  # row 1 holds the tiles
            value = QLabel(self)
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            value.setWordWrap(True)  # "5 water holes, worth 11 in all" ran under the scroll bar
            name = QLabel(label, self)
            name.setWordWrap(True)
            form.addWidget(name, row, 0)
            form.addWidget(value, row, 1)
            self.lines[key] = value
        form.addWidget(self.tiles, 1, 0, 1, 2)
        layout.addLayout(form)
        layout.addStretch(1)

    def show_state(self, state: State, name: str) -> None:
        """Show the seat's tiles in `state` (a view in which this seat's tiles are visible)."""
        seat = state.seats[self.seat]
        self.title.setText(
            QCoreApplication.translate(
                "ThroughTheDesert", "<b>%1</b>: your water holes and points"
            ).replace("%1", html.escape(name))
        )
        self.tiles.set_values(seat.water)
        lines = {line.source: line.points for line in breakdown(state)[self.seat]}
        self.lines["water_holes"].setText(show(water_line(state, self.seat)))
        self.lines["oases"].setText(tiles_and_points(len(seat.oases), lines.get("oases", 0)))
        self.lines["areas"].setText(points_text(lines.get("areas", 0)))
        caravans = lines.get("largest_caravans", 0)
        self.lines["so_far"].setText(f"<b>{sum(lines.values()) - caravans}</b>")
        self.lines["largest_caravans"].setText(points_text(caravans))
        self.lines["total"].setText(f"<b>{sum(lines.values())}</b>")
