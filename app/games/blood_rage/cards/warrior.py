"""Warrior upgrades (Brothers, Experts, Masters in Arms): Warrior STR and invasion cost.

Reference §3.2–§3.4. The Warrior STR an upgrade gives is data (`cards.json` strength: 1, 2, 2),
and so is the invasion cost that follows from it (RULES.md R10: a Warrior costs its STR). The
pair rules act at `figure_strength`, per province: Brothers in Arms makes each pair of Warriors
STR 3 together (an odd one stays 1), Masters in Arms each pair STR 6 (an odd one stays 2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from typing_extensions import override

from app.games.blood_rage.cards.registry import CardEffect, effect
from app.games.blood_rage.model import WARRIOR

if TYPE_CHECKING:
    from app.games.blood_rage.cards.registry import Event, Timing
    from app.games.blood_rage.model import State

__all__ = ["BrothersInArms", "ExpertsInArms", "MastersInArms"]


class _Pairs(CardEffect):
    """Each pair of Warriors in one province adds `bonus` to the STR they have one by one."""

    bonus: ClassVar[int]
    timings: ClassVar[tuple[Timing, ...]] = ("figure_strength",)

    @override
    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        warriors = sum(1 for _, k in event.figures if k == WARRIOR)
        event.strength[0] += self.bonus * (warriors // 2)


@effect("brothers_in_arms", "warrior")
class BrothersInArms(_Pairs):
    """A pair is STR 3 instead of 1 + 1."""

    bonus = 1


@effect("masters_in_arms", "warrior")
class MastersInArms(_Pairs):
    """Warriors STR 2 (data); a pair is STR 6 instead of 2 + 2."""

    bonus = 2


@effect("experts_in_arms", "warrior")
class ExpertsInArms(CardEffect):
    """Warriors STR 2, so they cost 2 Rage to invade: carried by the data (RULES.md R10)."""
