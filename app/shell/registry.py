"""Which games the app lists, and the controller (board) of each one that can be played.

`CONTROLLERS` names the game controllers explicitly (UI_CONTRACT.md): one loader function per
game id, each importing its game's controller module. Nothing of the games (rules, pydantic
models, boards) is imported until a game is asked for, so the main window opens fast. A game
listed in `GAME_LIST` without a controller, or not yet in `app.games.GAMES`, appears disabled
("coming soon") in the new-game dialog.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.engine.game import GameBase
    from app.ui.controller import GameController

__all__ = ["CONTROLLERS", "GAME_LIST", "GameEntry", "controller_for", "game_for", "is_playable"]


class GameEntry(NamedTuple):
    """A game as the menus list it (a named tuple: `dataclasses` is not imported at start-up)."""

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


def _through_the_desert() -> type[GameController]:
    from app.games.through_the_desert.controller import (  # noqa: PLC0415 - on demand
        ThroughTheDesertController,
    )

    return ThroughTheDesertController


def _tinners_trail() -> type[GameController]:
    from app.games.tinners_trail.controller import (  # noqa: PLC0415 - on demand
        TinnersTrailController,
    )

    return TinnersTrailController


def _barrage() -> type[GameController]:
    from app.games.barrage.controller import BarrageController  # noqa: PLC0415 - on demand

    return BarrageController


def _blood_rage() -> type[GameController]:
    from app.games.blood_rage.controller import BloodRageController  # noqa: PLC0415 - on demand

    return BloodRageController


CONTROLLERS: dict[str, Callable[[], type[GameController]]] = {
    "through_the_desert": _through_the_desert,
    "tinners_trail": _tinners_trail,
    "barrage": _barrage,
    "blood_rage": _blood_rage,
}
"""Game id -> function importing and returning its controller class (with its board)."""


def _games() -> dict[str, GameBase[Any, Any]]:
    from app.games import GAMES  # noqa: PLC0415 - rules and pydantic only when a game is needed

    return GAMES


def is_playable(game_id: str) -> bool:
    """Return whether the game has rules and a board in this build."""
    return game_id in CONTROLLERS and game_id in _games()


def game_for(game_id: str) -> GameBase[Any, Any]:
    """Return the rules object of a game."""
    return _games()[game_id]


def controller_for(game_id: str) -> type[GameController]:
    """Return the controller class of a playable game (importing it on first use)."""
    return CONTROLLERS[game_id]()
