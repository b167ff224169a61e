"""The players panel: per seat its colour, name, bot level, whose turn, and public facts.

Each seat is two short paragraphs: its name line, then its facts one after another ("Money:
£20 · Mines left: 5 · …") wrapping as the panel's width allows, so every seat (up to five) is
seen at once in a 1280×800 window; one fact per line took seven lines a seat and hid the third.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

if TYPE_CHECKING:
    from collections.abc import Collection

    from app.ui.controller import GameController

__all__ = ["PlayersPanel"]


class PlayersPanel(QFrame):
    """One rich-text block per seat, rebuilt when the state changes.

    Args:
        controller: The game's controller.
        parent: Qt parent.
    """

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self.setObjectName("playersPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(6)
        self._labels: list[QLabel] = []
        self._acting: Collection[int] = ()
        for _ in controller.session.seats:
            label = QLabel(self)
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setWordWrap(True)
            layout.addWidget(label)
            self._labels.append(label)
        layout.addStretch(1)
        controller.state_changed.connect(self.refresh)
        controller.bot_thinking.connect(self.refresh)
        self.refresh()

    def seat_text(self, seat: int) -> str:
        """Return the rich text of one seat (public information only)."""
        c = self._controller
        info = c.session.seats[seat]
        style = c.seat_style(seat)
        swatch = (
            f'<span style="background-color:{style.colour.name()};color:{style.text.name()};">'
            f"&nbsp;{style.letter}&nbsp;</span>"
        )
        name = html.escape(info.name)
        if info.kind == "bot":
            kind = self.tr("bot, {0}").format(self._level_label(info.level or "easy"))
            name = f"{name} <i>({html.escape(kind)})</i>"
        if seat in self._acting:
            marker = html.escape(self.tr("to play"))
            name = f"<b>{name}</b> ◀ {marker}"
        pair = self.tr("{0}: {1}")  # Japanese joins with a full-width colon
        facts = [
            html.escape(pair.format(c.engine_text(label), c.engine_text(value)))
            for label, value in c.player_summary(seat)
        ]
        if not facts:
            return f"{swatch} {name}"
        # the separator's no-break space keeps a dot off the start of a line
        facts_html = "&nbsp;· ".join(facts)
        return f'{swatch} {name}<div style="margin-left:10px">{facts_html}</div>'

    def needed_height(self, width: int) -> int:
        """Return the height that shows every seat whole at `width` (no scrolling)."""
        layout = self.layout()
        return layout.totalHeightForWidth(width) if layout is not None else self.height()

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
        for seat, label in enumerate(self._labels):
            label.setText(self.seat_text(seat))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Retranslate on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)
