"""The players panel: per seat one line of its colour, name, whose turn, and public facts.

Each seat is one line of fixed height (issue 36 §1: Tinners' Trail's points by round wrapped
to four lines a seat, the panel grew every round and took the log's room): the seat's letter
on its colour, its name (bold and "◀" while it acts; a long name is cut to a share of the line)
and its short facts, the points first (the game's `player_line`: "31 VP · £4 · 3 work"), as many
as fit, ending in "…"; the tooltip and a click on the line give every fact in full, one a line.
The panel's height is the seats' lines, the same for the whole game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from app.ui.widgets.elided import ElidedLabel

if TYPE_CHECKING:
    from collections.abc import Collection

    from app.ui.controller import GameController

__all__ = ["PlayersPanel"]

_SPACING = 3
"""Pixels between two seats' lines."""
_FIRST_FACTS = 3
"""Facts a seat's line keeps whole: a long name is cut to leave them room (a bot's
"Carl-Friedrich Gauss (bot, easy) ◀ to play" left room for about two, issue 36 §1)."""
_NAME_LEAST = 3
"""Characters a cut name keeps in any case ("Car… (bot) ◀"; whole in the tooltip)."""


class PlayersPanel(QFrame):
    """One line per seat, rebuilt when the state changes.

    Args:
        controller: The game's controller.
        parent: Qt parent.
    """

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self.setObjectName("playersPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 2, 4, 2)
        layout.setSpacing(_SPACING)
        self._swatches: list[QLabel] = []
        self.lines: list[ElidedLabel] = []
        """Each seat's line (its `whole_text()` has every fact)."""
        self._acting: Collection[int] = ()
        for seat in range(len(controller.session.seats)):
            row = QHBoxLayout()
            row.setSpacing(4)
            swatch = QLabel(self)
            swatch.setAlignment(Qt.AlignmentFlag.AlignCenter)
            line = ElidedLabel(self)
            line.setObjectName(f"seatLine{seat}")
            row.addWidget(swatch)
            row.addWidget(line, 1)
            layout.addLayout(row)
            self._swatches.append(swatch)
            self.lines.append(line)
            line.installEventFilter(self)  # a new width cuts its name anew
        controller.state_changed.connect(self.refresh)
        controller.bot_thinking.connect(self.refresh)
        self.refresh()

    def facts(self, seat: int) -> list[str]:
        """Return the facts the seat's line shows, the most important first ("31 VP", "£4").

        A game's `player_line` gives them short; without one, its summary's pairs.
        """
        c = self._controller
        short = [c.engine_text(fact) for fact in c.player_line(seat)]
        return short or self.details(seat)

    def details(self, seat: int) -> list[str]:
        """Return the seat's public facts in full ("Money: £20"), in the UI language."""
        c = self._controller
        pair = self.tr("{0}: {1}")  # Japanese joins with a full-width colon
        return [
            pair.format(c.engine_text(label), c.engine_text(value))
            for label, value in c.player_summary(seat)
        ]

    def short_name(self, seat: int, room: int, least_chars: int = _NAME_LEAST) -> str:
        """Return the name as the line shows it: cut to `room` px, "(bot)", "◀" while it acts.

        The name keeps `least_chars` characters in any case; with 0 it goes to its first
        letter and the "(bot)" mark is left to the tooltip.
        """
        info = self._controller.session.seats[seat]
        tag = self.tr("{0} (bot)") if info.kind == "bot" and least_chars else "{0}"
        mark = " ◀" if seat in self._acting else ""
        metrics = self.lines[seat].fontMetrics()
        room -= metrics.horizontalAdvance(tag.format("") + mark)
        least = metrics.horizontalAdvance(info.name[: max(1, least_chars)] + "…")
        name = metrics.elidedText(info.name, Qt.TextElideMode.ElideRight, max(room, least))
        return tag.format(name) + mark

    def seat_name(self, seat: int) -> str:
        """Return the seat's name with its bot level and whose turn ("Bea (bot, easy)")."""
        c = self._controller
        info = c.session.seats[seat]
        name = info.name
        if info.kind == "bot":
            kind = self.tr("bot, {0}").format(self._level_label(info.level or "easy"))
            name = f"{name} ({kind})"
        if seat in self._acting:
            name = self.tr("{0} ◀ to play").format(name)
        return name

    def seat_text(self, seat: int) -> str:
        """Return the seat's line: its (short) name, then its facts ("Anna · 31 VP · £20 · …")."""
        line = self.lines[seat]
        width = line.contentsRect().width()
        facts = self.facts(seat)
        whole = " · ".join([self.short_name(seat, 1 << 20), *facts])
        if line.fontMetrics().horizontalAdvance(whole) <= width:
            return whole
        metrics = line.fontMetrics()
        # the first facts whole, and the "…" after them if more follow
        first = "".join(f" · {f}" for f in facts[:_FIRST_FACTS])
        more = " · …" if len(facts) > _FIRST_FACTS else ""
        room = width - metrics.horizontalAdvance(first + more) - 2
        name = self.short_name(seat, room)
        if metrics.horizontalAdvance(name + first + more) > width:  # a bold line, long facts
            name = self.short_name(seat, room, least_chars=0)
        return " · ".join([name, *facts])

    def needed_height(self, width: int = 0) -> int:
        """Return the panel's height: one line a seat (whatever the width and the facts)."""
        del width
        layout = self.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        line = max(self.fontMetrics().height(), 16) + 4  # a CJK fallback line is taller
        seats = len(self.lines)
        least = margins.top() + margins.bottom() + seats * line + (seats - 1) * _SPACING
        return max(least, layout.sizeHint().height())

    def _level_label(self, level: str) -> str:
        labels = {
            "easy": self.tr("easy"),
            "normal": self.tr("normal"),
            "hard": self.tr("hard"),
            "random": self.tr("random"),
        }
        return labels.get(level, level)

    def refresh(self) -> None:
        """Redraw every seat (whose turn it is follows the replayed step, if any)."""
        c = self._controller
        self._acting = c.game.to_act(c.displayed_state()) if not c.awaiting_confirm() else set()
        for seat, line in enumerate(self.lines):
            style = c.seat_style(seat)
            self._swatches[seat].setText(style.letter)
            self._swatches[seat].setStyleSheet(
                f"background-color:{style.colour.name()};color:{style.text.name()};"
                "font-weight:bold;padding:0 3px;"
            )
            font = line.font()
            font.setBold(seat in self._acting)
            line.setFont(font)
            line.setText(self.seat_text(seat))
            line.set_details("\n".join([self.seat_name(seat), *self.details(seat)]))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """A seat's line at a new width cuts its name anew (the facts keep their room)."""
        if event.type() == QEvent.Type.Resize and watched in self.lines:
            seat = self.lines.index(watched)
            self.lines[seat].setText(self.seat_text(seat))
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Retranslate on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)
