"""The numbers of Through the Desert's coach texts, from its rules (issue 37 §3).

Each `topic.<id>` text in `resources/through_the_desert/texts.<lang>.json` is a template whose
numbers (player counts, colours, tile values, points) are the named fields returned here, so a
text cannot disagree with the rules it explains. Qt-free.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from annotated_types import Ge, Le

from app.engine.text import TextList
from app.games.through_the_desert.data.data import COLOURS, FULL_BOARD_PLAYERS
from app.games.through_the_desert.model import TtdOptions
from app.games.through_the_desert.rules.camel import (
    CAMELS_PER_TURN,
    FIRST_TURN_CAMELS,
    first_turn_short,
)
from app.games.through_the_desert.rules.scoring import (
    AREA_SPACE,
    CARAVAN_SOLE,
    CARAVAN_TIE,
    OASIS_TILE,
)
from app.games.through_the_desert.rules.setup import OASES, WATER_TILES, rider_rounds

if TYPE_CHECKING:
    from app.engine.text import Arg

__all__ = ["topic_args"]


def _players() -> tuple[int, int]:
    """The fewest and most players the options allow."""
    meta = TtdOptions.model_fields["players"].metadata
    low = next(m.ge for m in meta if isinstance(m, Ge))
    high = next(m.le for m in meta if isinstance(m, Le))
    assert isinstance(low, int), low
    assert isinstance(high, int), high
    return low, high


def topic_args() -> dict[str, Arg]:
    """Return every field of the game's topic texts (`GameBase.topic_args`)."""
    low, high = _players()
    return {
        "players_min": low,
        "players_max": high,
        "small_max": FULL_BOARD_PLAYERS - 1,
        "full_min": FULL_BOARD_PLAYERS,
        "colours": len(COLOURS),
        "colours_most": rider_rounds(high),
        "water_min": min(WATER_TILES),
        "water_max": max(WATER_TILES),
        "oases": OASES,
        "camels_per_turn": CAMELS_PER_TURN,
        "first_camels": FIRST_TURN_CAMELS,
        "first_short": first_turn_short(high),
        "rider_rounds": rider_rounds(low),
        "water_values": TextList(tuple(sorted(set(WATER_TILES))), "or"),
        "oasis_points": OASIS_TILE,
        "area_points": AREA_SPACE,
        "caravan_sole": CARAVAN_SOLE,
        "caravan_tie": CARAVAN_TIE,
    }
