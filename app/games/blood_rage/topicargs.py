"""The numbers of Blood Rage's coach texts, read from its data (issue 37 §3).

Each `topic.<id>` text in `resources/blood_rage/texts.<lang>.json` is a template whose numbers
(Ages, provinces, villages, draft sizes, stat steps, glory) are the named fields returned here,
so a text cannot disagree with the data it explains (`tests/games/blood_rage/
test_topic_numbers.py`). Qt-free.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.text import Text, TextList
from app.games.blood_rage.data.data import STATS, game_data
from app.games.blood_rage.model import Phase
from app.games.blood_rage.texts import age_text

if TYPE_CHECKING:
    from app.engine.text import Arg

__all__ = ["QUESTS_AT_ONCE", "topic_args"]

QUESTS_AT_ONCE = 2
"""Quests of one type committed in one turn: `TakeQuest` names a card and a `second` one
(seed 003 「同じタイプのクエストなら２枚同時に引き受ける事もできます」)."""


def _rules(key: str, **args: Arg) -> Text:
    """One phrase of the rules summary's lists, from the game's catalogue (`rules.<key>`)."""
    return Text.of("blood_rage", f"rules.{key}", **args)


def _summary_args() -> dict[str, Arg]:
    """The rules summary's numbers beyond the topics': tracks, figures, fjords, Ragnarök."""
    data = game_data()
    figures = {f.kind: f for f in data.figures}
    (sides,) = {len(f.provinces) for f in data.fjords}
    (fixed,) = [t for t in data.tokens if t.fixed]
    legendary = [step for step, glory in enumerate(data.legendary, start=1) if glory]
    top = [s for s in legendary if data.legendary[s - 1] == data.legendary[legendary[0] - 1]]
    return {
        "fjords": len(data.fjords),
        "fjord_sides": sides,
        "yggdrasil_bonus": fixed.amount,
        "destroyed_table": TextList(
            tuple(
                _rules("destroyed_at", n=n, players=players)
                for players, n in sorted(data.destroyed_at_setup.items())
            )
        ),
        "rage_track": "/".join(str(v) for v in data.tracks["rage"]),
        "axes_track": "/".join(str(v) for v in data.tracks["axes"]),
        "horns_track": "/".join(str(v) for v in data.tracks["horns"]),
        "leader_str": figures["leader"].strength,
        "warriors": figures["warrior"].count,
        "warrior_str": figures["warrior"].strength,
        "ship_str": figures["ship"].strength,
        "ragnarok_table": TextList(
            tuple(
                _rules("ragnarok_age", glory=glory, age=age_text(age))
                for age, glory in enumerate(data.ragnarok_glory, start=1)
            )
        ),
        "legendary_steps": TextList(tuple(top), "or"),
    }


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
        **_summary_args(),
    }
