"""Leader upgrades (Lord of Hammers, Axes, Spears): Leader STR 3 and after-pillage effects.

Reference §3.2–§3.4: after a successful pillage the Leader took part in (C13: the Leader stands
in the pillaged province when the pillage succeeds, with or without a battle), Lord of Hammers
may move him to an adjacent province, Lord of Axes raises one clan stat, Lord of Spears all
three. Their STR 3 is data (`cards.json` strength; the clan sheet's ability is kept, seed 003
「族長と船は強化されたとしても、氏族シートに記された特殊能力は保持しつづける」).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from typing_extensions import override

from app.games.blood_rage.cards.common import ask, stat_options
from app.games.blood_rage.cards.registry import CardEffect, effect
from app.games.blood_rage.data.data import STATS, game_data
from app.games.blood_rage.model import LEADER
from app.games.blood_rage.rules import ledger, notes
from app.games.blood_rage.rules.board import free_villages, put_in_province, take_from_province
from app.games.blood_rage.rules.reward import raise_stat

if TYPE_CHECKING:
    from app.games.blood_rage.cards.registry import Event, Timing
    from app.games.blood_rage.model import CardChoice, State

__all__ = ["LordOfAxes", "LordOfHammers", "LordOfSpears"]


def _led(state: State, event: Event, seat: int) -> bool:
    """The pillager is `seat` and its Leader is in the pillaged province."""
    return seat == event.seats[0] and LEADER in state.provinces[event.province].figures[seat]


@effect("lord_of_hammers", "leader")
class LordOfHammers(CardEffect):
    """The Leader may move to an adjacent province with an empty village (C14)."""

    timings: ClassVar[tuple[Timing, ...]] = ("on_pillage",)

    @override
    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        if _led(state, event, seat):
            choice = ask(seat, card, event.province, optional=True, step="hammers")
            if self.options(state, seat, card, choice):
                event.offers.append(choice)

    @override
    def options(self, state: State, seat: int, card: int, ask: CardChoice | None) -> list[str]:
        assert ask is not None
        if LEADER not in state.provinces[ask.province].figures[seat]:
            return []
        return [
            f"province:{n}"
            for n in game_data().neighbours[ask.province]
            if not state.provinces[n].destroyed and free_villages(state, n) > 0
        ]

    @override
    def use(self, draft: State, seat: int, card: int, choice: str, ask: CardChoice | None) -> None:
        assert ask is not None
        to = int(choice.partition(":")[2])
        take_from_province(draft, seat, LEADER, ask.province)
        put_in_province(draft, seat, LEADER, to)

    @override
    def use_deltas(
        self, state: State, seat: int, card: int, choice: str, ask: CardChoice | None
    ) -> dict[str, int]:
        assert ask is not None
        to = int(choice.partition(":")[2])
        return ledger.merge(
            ledger.figure(seat, LEADER, f"p{ask.province}", -1),
            ledger.figure(seat, LEADER, f"p{to}"),
        )


@effect("lord_of_axes", "leader")
class LordOfAxes(CardEffect):
    """One clan stat of the seat's choice rises one step."""

    timings: ClassVar[tuple[Timing, ...]] = ("on_pillage",)

    @override
    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        if _led(state, event, seat) and stat_options(state, seat):
            event.offers.append(ask(seat, card, event.province, step="axes"))

    @override
    def options(self, state: State, seat: int, card: int, ask: CardChoice | None) -> list[str]:
        return stat_options(state, seat)

    @override
    def use(self, draft: State, seat: int, card: int, choice: str, ask: CardChoice | None) -> None:
        raise_stat(draft, seat, choice.partition(":")[2])


@effect("lord_of_spears", "leader")
class LordOfSpears(CardEffect):
    """All three clan stats rise one step."""

    timings: ClassVar[tuple[Timing, ...]] = ("on_pillage",)

    @override
    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        if _led(state, event, seat):
            notes.seat_line("effect_acts", seat, card=card)
            for stat in STATS:
                raise_stat(state, seat, stat)
