"""User preferences kept in QSettings: language, palette, text size, bot speed, geometry."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QLocale

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings

__all__ = ["AUTO_CONTINUE", "BOT_DELAYS", "LANGUAGES", "TEXT_SCALES", "Preferences"]

LANGUAGES = ("en", "ja")
"""UI languages shipped."""
TEXT_SCALES = (0.9, 1.0, 1.2, 1.4)
"""Text size factors offered in View ▸ Text size."""
BOT_DELAYS = (0, 300, 800, 1500)
"""Animation delays (ms) before a bot's move shows: instant, fast, normal, slow."""
AUTO_CONTINUE = (0, 3, 6)
"""Seconds after which a moment no human took part in (a battle between bots) continues by
itself, offered in View ▸ Moments between bots; 0: it waits to be dismissed."""


class Preferences:
    """Typed access to the settings store.

    Args:
        settings: The store (the application's default one, or a file in tests).
    """

    def __init__(self, settings: QSettings) -> None:
        self.settings = settings

    def _get(self, key: str, default: object, kind: type) -> object:
        return self.settings.value(key, default, type=kind)

    @property
    def language(self) -> str:
        """UI language code ("en" or "ja"); defaults to the system's language."""
        system = "ja" if QLocale.system().language() == QLocale.Language.Japanese else "en"
        value = str(self._get("ui/language", system, str))
        return value if value in LANGUAGES else "en"

    @language.setter
    def language(self, value: str) -> None:
        self.settings.setValue("ui/language", value)

    @property
    def colour_blind(self) -> bool:
        """Whether the colour-blind-safe palette is on."""
        return bool(self._get("ui/colour_blind", False, bool))

    @colour_blind.setter
    def colour_blind(self, value: bool) -> None:
        self.settings.setValue("ui/colour_blind", value)

    @property
    def coach(self) -> bool:
        """View ▸ Coach: explain each rule the first time it matters (issue 20 §1)."""
        return bool(self._get("ui/coach", False, bool))

    @coach.setter
    def coach(self, value: bool) -> None:
        self.settings.setValue("ui/coach", value)

    @property
    def show_changes(self) -> bool:
        """View ▸ Show what changed since my last turn: the board marks it (issue 18 §4)."""
        return bool(self._get("ui/show_changes", True, bool))

    @show_changes.setter
    def show_changes(self, value: bool) -> None:
        self.settings.setValue("ui/show_changes", value)

    @property
    def text_scale(self) -> float:
        """Factor applied to the application font."""
        value = float(str(self._get("ui/text_scale", 1.0, float)))
        return value if value in TEXT_SCALES else 1.0

    @text_scale.setter
    def text_scale(self, value: float) -> None:
        self.settings.setValue("ui/text_scale", value)

    @property
    def bot_delay(self) -> int:
        """Milliseconds a bot's move waits before it is shown."""
        value = int(str(self._get("ui/bot_delay", 300, int)))
        return value if value in BOT_DELAYS else 300

    @bot_delay.setter
    def bot_delay(self, value: int) -> None:
        self.settings.setValue("ui/bot_delay", value)

    @property
    def auto_continue(self) -> int:
        """Seconds after which a moment between bots continues by itself (0: never)."""
        value = int(str(self._get("ui/auto_continue", 3, int)))
        return value if value in AUTO_CONTINUE else 3

    @auto_continue.setter
    def auto_continue(self, value: int) -> None:
        self.settings.setValue("ui/auto_continue", value)

    @property
    def geometry(self) -> QByteArray:
        """Saved main-window geometry (empty if none)."""
        value = self.settings.value("window/geometry", QByteArray())
        return value if isinstance(value, QByteArray) else QByteArray()

    @geometry.setter
    def geometry(self, value: QByteArray) -> None:
        self.settings.setValue("window/geometry", value)

    @property
    def last_dir(self) -> str:
        """Folder of the last opened or saved game."""
        return str(self._get("files/last_dir", "", str))

    @last_dir.setter
    def last_dir(self, value: str) -> None:
        self.settings.setValue("files/last_dir", value)

    @property
    def names(self) -> list[str]:
        """Player names last used in the new-game dialog."""
        value = self.settings.value("newgame/names", [])
        if isinstance(value, str):
            return [value]
        return [str(v) for v in value] if isinstance(value, list) else []

    @names.setter
    def names(self, value: list[str]) -> None:
        self.settings.setValue("newgame/names", value)

    def newgame_choices(self, game_id: str) -> dict[str, Any]:
        """The new-game dialog's last choices for a game: players, seats, options ({} if none).

        Kept per game (issue 36), as JSON: a damaged value is forgotten, never an error.
        """
        raw = str(self._get(f"newgame/{game_id}", "", str))
        try:
            value = json.loads(raw) if raw else {}
        except ValueError:
            return {}
        return value if isinstance(value, dict) else {}

    def set_newgame_choices(self, game_id: str, choices: dict[str, Any]) -> None:
        """Remember the new-game dialog's choices for a game (`newgame_choices`).

        That game is the one the dialog offers first next time (`last_game`).
        """
        self.settings.setValue(f"newgame/{game_id}", json.dumps(choices, ensure_ascii=False))
        self.settings.setValue("newgame/last_game", game_id)

    @property
    def last_game(self) -> str:
        """The game last started from the new-game dialog ("" if none)."""
        return str(self._get("newgame/last_game", "", str))

    def sync(self) -> None:
        """Write pending changes to disk."""
        self.settings.sync()
