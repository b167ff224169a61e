"""March (seed 003 「進軍（フィギュアを移動する）」).

For 1 Rage (reference §5, S8; RULES.md R14) move any number of your figures from one province
to one other province, at any distance: never from two provinces nor into two
(「１つの地域から、他の１つの地域へしか進軍できません」). They need empty villages there; Yggdrasil
takes any number. Ships stay in their fjords (reference §1.3), and nobody enters a destroyed
province.
"""

from __future__ import annotations

from collections import Counter
from itertools import product
from typing import TYPE_CHECKING

from app.games.blood_rage.actions import march
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.rules.action import answer, spend
from app.games.blood_rage.rules.board import (
    free_villages,
    is_ship,
    put_in_province,
    take_from_province,
)
from app.games.blood_rage.texts import province_text, t

if TYPE_CHECKING:
    from app.engine.text import Text
    from app.games.blood_rage.actions import March
    from app.games.blood_rage.model import State

__all__ = ["choices", "on_march", "reason"]


def _has(here: tuple[str, ...], wanted: tuple[str, ...]) -> bool:
    have = Counter(here)
    return all(have[k] >= n for k, n in Counter(wanted).items())


def reason(state: State, action: March) -> Text | None:  # noqa: PLR0911 - one rule each
    """Why this march is not allowed now, or None."""
    data = game_data()
    seat = state.seats[action.player]
    count = len(data.provinces)
    if not (0 <= action.source < count and 0 <= action.to < count):
        return t("reason.no_such_place")
    if action.source == action.to:
        return t("reason.march_same")
    if not action.figures:
        return t("reason.march_nothing")
    if any(is_ship(k) for k in action.figures):
        return t("reason.ships_stay")
    if not _has(state.provinces[action.source].figures[action.player], action.figures):
        return t("reason.march_not_there", province=province_text(action.source))
    if state.provinces[action.to].destroyed:
        return t("reason.destroyed", province=province_text(action.to))
    if free_villages(state, action.to) < len(action.figures):
        return t("reason.villages", province=province_text(action.to), n=len(action.figures))
    if seat.rage < data.march_cost:
        return t("reason.rage", n=data.march_cost, left=seat.rage)
    return None


def _groups(here: tuple[str, ...]) -> list[tuple[str, ...]]:
    """Every non-empty group of figures that can march from `here` (ships excluded)."""
    counts = sorted(Counter(k for k in here if not is_ship(k)).items())
    out = []
    for take in product(*(range(n + 1) for _, n in counts)):
        group = tuple(k for (k, _), m in zip(counts, take, strict=True) for _ in range(m))
        if group:
            out.append(group)
    return out


def choices(state: State, player: int) -> list[March]:
    """Every march `player` may make now."""
    data = game_data()
    if state.seats[player].rage < data.march_cost:
        return []
    out = []
    for source, province in enumerate(state.provinces):
        groups = _groups(province.figures[player])
        if not groups:
            continue
        for to, target in enumerate(state.provinces):
            if to == source or target.destroyed:
                continue
            room = free_villages(state, to)
            out += [march(player, source, to, g) for g in groups if len(g) <= room]
    return out


def on_march(draft: State, action: March) -> None:
    """Pay 1 Rage and move the figures."""
    answer(draft)
    spend(draft, action.player, game_data().march_cost)
    for kind in action.figures:
        take_from_province(draft, action.player, kind, action.source)
        put_in_province(draft, action.player, kind, action.to)
