"""Quest conditions (seed 003 「4. クエストフェイズ」; reference §3.2, §3.6), timing `quest_phase`.

Realm quests (Alfheim, Jotunheim, Manheim): the most STR in at least one province of that realm;
Yggdrasil: the most STR in Yggdrasil; "most" is strictly more than every other clan, figures in
the supporting fjord counting (reference §3.6, S8; RULES.md R16). Glorious Death: 4 or more of
the clan's figures in Valhalla in the Quest phase. STR here is the figures' STR (no cards).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from app.games.blood_rage.cards.registry import CardEffect, effect
from app.games.blood_rage.data.data import YGGDRASIL, game_data
from app.games.blood_rage.rules.board import clan_strength

if TYPE_CHECKING:
    from app.games.blood_rage.cards.registry import Event, Timing
    from app.games.blood_rage.model import State

__all__ = ["GLORIOUS_DEATH", "has_most_strength"]

GLORIOUS_DEATH = 4
"""Figures in Valhalla the Glorious Death quest asks for."""


def has_most_strength(state: State, province: int, player: int) -> bool:
    """Strictly more STR in `province` (and its fjord) than every other clan."""
    if state.provinces[province].destroyed:
        return False
    mine = clan_strength(state, province, player)
    others = [clan_strength(state, province, p) for p in range(state.players) if p != player]
    return mine > 0 and all(mine > o for o in others)


class _Realm(CardEffect):
    realm: ClassVar[str]
    timings: ClassVar[tuple[Timing, ...]] = ("quest_phase",)

    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        provinces = game_data().provinces
        event.done = any(
            has_most_strength(state, i, seat)
            for i, p in enumerate(provinces)
            if p.realm == self.realm
        )


@effect("quest_alfheim", "quest")
class Alfheim(_Realm):
    """Most STR in a province of Alfheim."""

    realm = "alfheim"


@effect("quest_jotunheim", "quest")
class Jotunheim(_Realm):
    """Most STR in a province of Jotunheim."""

    realm = "jotunheim"


@effect("quest_manheim", "quest")
class Manheim(_Realm):
    """Most STR in a province of Manheim."""

    realm = "manheim"


@effect("quest_yggdrasil", "quest")
class Yggdrasil(CardEffect):
    """Most STR in Yggdrasil."""

    timings: ClassVar[tuple[Timing, ...]] = ("quest_phase",)

    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        event.done = has_most_strength(state, YGGDRASIL, seat)


@effect("quest_glorious_death", "quest")
class GloriousDeath(CardEffect):
    """4 or more of the clan's figures in Valhalla."""

    timings: ClassVar[tuple[Timing, ...]] = ("quest_phase",)

    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        event.done = len(state.seats[seat].valhalla) >= GLORIOUS_DEATH
