"""The games, by stable id (STYLE.md §3, fixed public surface).

Only complete games are registered: each one passes the shared playthrough checker.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.games.barrage import GAME as BARRAGE
from app.games.blood_rage import GAME as BLOOD_RAGE
from app.games.through_the_desert import GAME as THROUGH_THE_DESERT
from app.games.tinners_trail import GAME as TINNERS_TRAIL

if TYPE_CHECKING:
    from app.engine.game import GameBase

__all__ = ["GAMES"]

GAMES: dict[str, GameBase[Any, Any]] = {
    THROUGH_THE_DESERT.id: THROUGH_THE_DESERT,
    TINNERS_TRAIL.id: TINNERS_TRAIL,
    BARRAGE.id: BARRAGE,
    BLOOD_RAGE.id: BLOOD_RAGE,
}
