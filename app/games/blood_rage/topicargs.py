"""The numbers of Blood Rage's coach texts, read from its data (issue 37 §3).

Each `topic.<id>` text in `resources/blood_rage/texts.<lang>.json` is a template whose numbers
(Ages, provinces, villages, draft sizes, stat steps, glory) are the named fields returned here,
so a text cannot disagree with the data it explains (`tests/games/blood_rage/
test_topic_numbers.py`). Qt-free.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.text import TextList
from app.games.blood_rage.data.data import STATS, game_data
from app.games.blood_rage.model import Phase
from app.games.blood_rage.texts import age_text

if TYPE_CHECKING:
    from app.engine.text import Arg

__all__ = ["QUESTS_AT_ONCE", "topic_args"]

QUESTS_AT_ONCE = 2
"""Quests of one type committed in one turn: `TakeQuest` names a card and a `second` one
(seed 003 「同じタイプのクエストなら２枚同時に引き受ける事もできます」)."""


def topic_args() -> dict[str, Arg]:
    """Return every field of Blood Rage's topic texts (`GameBase.topic_args`)."""
    data = game_data()
    villages = [p.villages for p in data.provinces if p.villages is not None]
    legendary = [step for step, glory in enumerate(data.legendary, start=1) if glory]
    picks = sorted(data.picks.items())
    return {
        "ages": data.ages,
        "last_age": age_text(data.ages),
        "provinces": len(villages),
        "realms": len(data.realms),
        "villages_min": min(villages),
        "villages_max": max(villages),
        "stats": len(STATS),
        "age_phases": sum(1 for p in Phase if p is not Phase.OVER),
        "dealt": data.dealt,
        "kept": data.kept,
        "picks": picks[-1][1],
        "picks_small": picks[0][1],
        "small_players": picks[0][0],
        "keep_after_age": max(data.keep_after_age),
        "ragnarok_glory": TextList(tuple(data.ragnarok_glory)),
        "march_cost": data.march_cost,
        "legendary_step": legendary[0],
        "legendary_glory": data.legendary[legendary[0] - 1],
        "top_glory": data.legendary[-1],
        "leader_slots": data.slots["leader"],
        "warrior_slots": data.slots["warrior"],
        "ship_slots": data.slots["ship"],
        "monster_slots": data.slots["monster"],
        "clan_slots": data.slots["clan"],
        "quests_at_once": QUESTS_AT_ONCE,
    }
