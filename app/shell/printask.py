"""Print setup during a game: ask before the sheet shows every seat's secrets (issue 34 §3).

Printed before a game starts, the setup sheet is the physical box's (each seat's secret part on
its own strip). Printed during a game with hidden information, the whole sheet would show every
seat's hidden cards and tiles; the question is one every seat can read, and its default is the
public part.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

if TYPE_CHECKING:
    from PySide6.QtWidgets import QPushButton, QWidget

    from app.ui.controller import GameController

__all__ = ["PrintChoice", "SecretsQuestion", "sheet_has_secrets"]

translate = QCoreApplication.translate

PrintChoice = Literal["public", "all", "cancel"]
"""The public part of the sheet, the whole sheet, or nothing."""


def sheet_has_secrets(controller: GameController) -> bool:
    """Whether the game's setup sheet would show a secret of some seat at the screen now.

    Only during a game with hidden information and someone human at the table (with bots
    only, or once the game is over, everything is public), and only for sheets with a secret
    part (`GameBase.public_setup_sheet`).
    """
    from app.printing.sheet import has_secret_part  # noqa: PLC0415 - heavy, asked on printing

    if controller.is_over() or not controller.humans() or not controller.has_hidden_information():
        return False
    session = controller.session
    return has_secret_part(session.game, session.options, session.seed)


class SecretsQuestion(QMessageBox):
    """The question "This sheet shows every player's hidden cards. Print it anyway?".

    Args:
        parent: The main window.
    """

    def __init__(self, parent: QWidget | None = None, secrets: str = "") -> None:
        super().__init__(parent)
        secrets = secrets or translate("PrintSecrets", "each player's hidden information")
        self.setIcon(QMessageBox.Icon.Warning)
        self.setWindowTitle(translate("PrintSecrets", "Print setup"))
        self.setText(
            translate(
                "PrintSecrets",
                "This sheet shows every player's hidden information. Print it anyway?",
            )
        )
        self.setInformativeText(
            translate(
                "PrintSecrets",
                "The game is in progress: everyone at the screen would see %1. "
                "The public part leaves it out.",
            ).replace("%1", secrets)
        )
        self.public_button: QPushButton = self.addButton(
            translate("PrintSecrets", "Public part only"), QMessageBox.ButtonRole.AcceptRole
        )
        self.all_button: QPushButton = self.addButton(
            translate("PrintSecrets", "Whole sheet, secrets too"),
            QMessageBox.ButtonRole.DestructiveRole,
        )
        self.cancel_button = self.addButton(QMessageBox.StandardButton.Cancel)
        self.setDefaultButton(self.public_button)
        self.setEscapeButton(self.cancel_button)

    def choice(self) -> PrintChoice:
        """The answer once the box was closed."""
        clicked = self.clickedButton()
        if clicked is self.public_button:
            return "public"
        if clicked is self.all_button:
            return "all"
        return "cancel"

    @classmethod
    def ask(cls, parent: QWidget | None, secrets: str = "") -> PrintChoice:
        """Ask modally and return the answer (`secrets`: what this game keeps secret)."""
        box = cls(parent, secrets)
        try:
            box.exec()
            return box.choice()
        finally:
            box.deleteLater()
