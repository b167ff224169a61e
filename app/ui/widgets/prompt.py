"""The prompt line: one sentence saying who must do what now (PRODUCT.md, "Prompt").

One line of fixed height (issue 36 §1: a long confirm prompt wrapped onto three lines and the
board under it shrank and moved): a longer sentence ends in "…" and a click shows it whole.
While a move built step by step waits for Confirm, the choice panel says what it is; the prompt
then only says what to do, so the sentence is not shown twice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication, QSizePolicy, QWidget

from app.ui.i18n import join_names
from app.ui.widgets.elided import ElidedLabel, line_height

if TYPE_CHECKING:
    from app.ui.controller import GameController

__all__ = ["PromptLine", "prompt_text"]


def _waiting_text(c: GameController) -> str | None:
    """Prompt while the controller, not the rules, holds play up (replay, hand-off, ...)."""
    step = c.replay_step()
    if step is not None:
        text = QCoreApplication.translate("PromptLine", "Viewing move {0} of {1}")
        return text.format(step, len(c.session.actions))
    seat = c.handoff_seat()
    if seat is not None:
        text = QCoreApplication.translate("PromptLine", "Pass the screen to {0}")
        return text.format(c.seat_name(seat))
    seat = c.confirm_seat()
    if seat is not None:  # the game's own words (what a peek showed), else the usual line
        text = QCoreApplication.translate("PromptLine", "{0}: confirm your turn or undo")
        return c.held_words() or text.format(c.seat_name(seat))
    seat = c.thinking_seat()
    if seat is not None:
        text = QCoreApplication.translate("PromptLine", "{0} (bot) is thinking…")
        return text.format(c.seat_name(seat))
    seat = c.suggestions.thinking_seat()
    if seat is not None:
        text = QCoreApplication.translate("PromptLine", "Thinking about a suggestion for {0}…")
        return text.format(c.seat_name(seat))
    return None


def _building_done(c: GameController) -> bool:
    """Whether a move built step by step names one action, shown in the choice panel."""
    narrowing = getattr(c, "narrowing", None)
    narrow = narrowing() if callable(narrowing) else None
    return narrow is not None and bool(narrow.chosen) and narrow.action() is not None


def prompt_text(controller: GameController) -> str:
    """Return the prompt for the controller's present situation, in the UI language."""
    c = controller
    waiting = _waiting_text(c)
    if waiting is not None:
        return waiting
    outcome = c.session.outcome()
    if outcome is None:
        if _building_done(c):
            text = QCoreApplication.translate(
                "PromptLine", "{0}: confirm the move below or go back"
            )
            return text.format(c.seat_name(c.acting_human() or 0))
        step = c.step_header()  # a move being built step by step names its step
        if step is None:
            step = c.engine_text(c.game.prompt(c.view_of(c.session.state)))
        return step + c.prompt_note()
    names = join_names([c.seat_name(w) for w in outcome.winners])
    if len(outcome.winners) == 1:
        return QCoreApplication.translate("PromptLine", "Game over: {0} wins").format(names)
    return QCoreApplication.translate("PromptLine", "Game over: {0} share the win").format(names)


class PromptLine(ElidedLabel):
    """A large one-line label that follows the controller (a click shows a long one whole).

    Args:
        controller: The game's controller.
        parent: Qt parent.
    """

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self.setObjectName("promptLine")
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self._apply_font()
        controller.state_changed.connect(self.refresh)
        controller.bot_thinking.connect(self.refresh)
        controller.suggestions.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        """Recompute the prompt."""
        self.setText(prompt_text(self._controller))

    def _apply_font(self) -> None:
        font = QApplication.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.setFont(font)
        self.setFixedHeight(line_height(font))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Retranslate on a language change; follow the application's text size."""
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        elif event.type() == QEvent.Type.ApplicationFontChange:
            self._apply_font()
        super().changeEvent(event)
