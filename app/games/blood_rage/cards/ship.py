"""Ship upgrades (Loki's, Fire, Eternal Dragons): ship STR 2 and glory when a ship dies.

Reference §3.2–§3.4: whenever one of the clan's ships is destroyed (a battle, an ability,
Ragnarök, Frigga's Sacrifice), it gains 4, 8 or 12 glory. "Ship" is the clan's ship figure; the
Sea Serpent invades like a ship but is a monster and pays nothing here (C15).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from typing_extensions import override

from app.games.blood_rage.cards.registry import CardEffect, effect
from app.games.blood_rage.model import SHIP
from app.games.blood_rage.rules import ledger, notes
from app.games.blood_rage.rules.reward import gain_glory

if TYPE_CHECKING:
    from app.games.blood_rage.cards.registry import Event, Timing
    from app.games.blood_rage.model import State

__all__ = ["EternalDragons", "FireDragons", "LokisDragons"]


class _Dragons(CardEffect):
    glory: ClassVar[int]
    timings: ClassVar[tuple[Timing, ...]] = ("on_death",)

    @override
    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        ships = sum(1 for s, k in event.figures if s == seat and k == SHIP)
        if ships:
            gain_glory(state, seat, self.glory * ships, "cards")
            notes.seat_line(
                "effect_glory",
                seat,
                ledger.glory(seat, self.glory * ships),
                card=card,
                n=self.glory * ships,
            )


@effect("ship_death_glory_4", "ship")
class LokisDragons(_Dragons):
    """4 glory per ship destroyed."""

    glory = 4


@effect("ship_death_glory_8", "ship")
class FireDragons(_Dragons):
    """8 glory per ship destroyed."""

    glory = 8


@effect("ship_death_glory_12", "ship")
class EternalDragons(_Dragons):
    """12 glory per ship destroyed."""

    glory = 12
