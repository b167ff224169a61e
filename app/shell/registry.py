"""Which games the app lists, and the controller (board) of each one that can be played.

`CONTROLLERS` imports game controllers explicitly (UI_CONTRACT.md); a game listed in
`GAME_LIST` without a controller, or not yet in `app.games.GAMES`, appears disabled
("coming soon") in the new-game dialog.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from app.games import GAMES
from app.games.through_the_desert.controller import ThroughTheDesertController

if TYPE_CHECKING:
    from app.engine.game import GameBase
    from app.ui.controller import GameController

__all__ = ["CONTROLLERS", "GAME_LIST", "GameEntry", "controller_for", "game_for", "is_playable"]


@dataclass(frozen=True)
class GameEntry:
    """A game as the menus list it."""

    id: str
    """The game's stable id (`Game.id`)."""
    english: str
    """English title (the source text of its translation)."""

    def title(self) -> str:
        """Return the title in the UI language."""
        return QCoreApplication.translate("Registry", self.english)


GAME_LIST = (
    GameEntry("through_the_desert", str(QT_TRANSLATE_NOOP("Registry", "Through the Desert"))),
    GameEntry("tinners_trail", str(QT_TRANSLATE_NOOP("Registry", "Tinners' Trail"))),
    GameEntry("barrage", str(QT_TRANSLATE_NOOP("Registry", "Barrage"))),
    GameEntry("blood_rage", str(QT_TRANSLATE_NOOP("Registry", "Blood Rage"))),
)
"""The four games, in menu order."""


CONTROLLERS: dict[str, type[GameController]] = {
    "through_the_desert": ThroughTheDesertController,
}
"""Game id -> controller class (with its board)."""


def is_playable(game_id: str) -> bool:
    """Return whether the game has rules and a board in this build."""
    return game_id in GAMES and game_id in CONTROLLERS


def game_for(game_id: str) -> GameBase[Any, Any]:
    """Return the rules object of a game."""
    return GAMES[game_id]


def controller_for(game_id: str) -> type[GameController]:
    """Return the controller class of a playable game."""
    return CONTROLLERS[game_id]
