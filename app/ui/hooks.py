"""The game-specific hooks of `GameController`, with defaults for a game without a board.

A game's controller overrides them (UI_CONTRACT.md): the board and its supply, the private
panel shown behind a hand-off screen, drag-and-drop handlers, the mark of a suggested move, the
players-panel lines, zoom, and the rules summary of Help ▸ Rules summary.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QWidget

from app.ui.endnote import ending_note

if TYPE_CHECKING:
    from app.engine.text import Text

__all__ = ["BoardHooks"]


class BoardHooks:
    """Defaults of the hooks every game's controller overrides."""

    def has_hidden_information(self) -> bool:
        """Whether some seat may not see everything (hot-seat then needs hand-offs)."""
        return False

    def prompt_note(self) -> str:
        """A short warning added to the prompt (UI language); none by default.

        The prompt is one line and elides a long one: the warning that a move now ends the game
        has its own place (`ending_warning`), shown whole (a stranger read 「…」 where it was).
        """
        return ""

    def ending_warning(self) -> str:
        """The warning shown whole beside "Suggest a move": a move now can end the game."""
        return ending_note(self)

    def secrets_words(self) -> str:
        """What the seats keep secret in this game, in words (the print question names it)."""
        return QCoreApplication.translate("GameController", "each player's hidden information")

    def create_board(self, parent: QWidget) -> QWidget:
        """Return the board view plus the supply palette(s)."""
        label = QLabel(
            QCoreApplication.translate(
                "GameController", "This game has no board yet: play from the list of moves."
            ),
            parent,
        )
        label.setWordWrap(True)
        return label

    def private_panel(self, seat: int, parent: QWidget) -> QWidget | None:
        """Return that seat's private information panel, or None."""
        return None

    def drop_piece(self, piece_id: str, target_id: str) -> bool:
        """Play the move of dropping `piece_id` on `target_id`; return whether it was made."""
        return False

    def can_drop(self, piece_id: str, target_id: str) -> str | None:
        """Return None if the drop would be legal now, else the reason."""
        return QCoreApplication.translate("GameController", "this game has no pieces to drop")

    def legal_targets(self, piece_id: str) -> list[str]:
        """Return the target ids to light up while `piece_id` is dragged or selected."""
        return []

    if TYPE_CHECKING:

        def try_apply(self, action: Any) -> bool:
            """Play `action` for the acting human (`GameController.try_apply`)."""

    def pick_move(self, action: Any) -> bool:
        """A row of the legal-move list was activated: play it (games may preview it first)."""
        return self.try_apply(action)

    def step_header(self) -> str | None:
        """Return the prompt line for a move being built step by step (None: the game's prompt)."""
        return None

    def show_suggestion(self, action: Any | None) -> None:
        """Mark a suggested action's target(s) on the board (None: remove the mark).

        The legal-move list and the line under the prompt show it in any case.
        """

    def player_summary(self, seat: int) -> list[tuple[Text | str, Text | str]]:
        """Return public (label, value) lines about a seat for the players panel.

        Each part is an engine `Text` (rendered in the UI language) or a translated string.
        """
        return []

    def player_line(self, seat: int) -> list[Text | str]:
        """Return a seat's short facts for its one line in the Players panel, points first.

        Each is a value with a short word ("31 VP", "£4", "3 work"): the line shows the first
        three whole at 1280×800 (issue 36 §1); the summary's pairs are its tooltip. Empty: the
        line shows the summary's pairs.
        """
        del seat
        return []

    def set_zoom(self, action: str) -> None:
        """Zoom the board: "in", "out" or "fit"."""

    def rules_summary(self) -> str:
        """Return the rules summary shown by Help ▸ Rules summary (plain text or HTML)."""
        return QCoreApplication.translate("GameController", "No rules summary for this game yet.")
