"""Clan upgrades that act on their own: costs, battles, quests, Ragnarök, Valhalla, game end.

Reference §3.2–§3.4 in our words (choices where they leave a point open: RULES.md C18–C24). The
card actions and the clan upgrades that ask a question are in `clan_actions`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from typing_extensions import override

from app.games.blood_rage.cards.registry import CardEffect, code_of, effect
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.rules import ledger, notes
from app.games.blood_rage.rules.board import on_board, upgrade_cards
from app.games.blood_rage.rules.reward import gain_glory

if TYPE_CHECKING:
    from app.games.blood_rage.cards.registry import Event, Timing
    from app.games.blood_rage.model import State

__all__ = [
    "FriggasCharm",
    "LokisDomain",
    "LokisEminence",
    "LokisWrath",
    "OdinsInspiration",
    "OdinsThrone",
    "ThorsConquest",
    "ThorsGlory",
    "TyrsDomain",
    "TyrsWrath",
]


class _Returning(CardEffect):
    """Glory for each of the clan's figures coming back from Valhalla."""

    glory: ClassVar[int]
    timings: ClassVar[tuple[Timing, ...]] = ("valhalla",)

    @override
    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        n = self.glory * sum(1 for s, _ in event.figures if s == seat)
        if n:
            gain_glory(state, seat, n, "cards")
            notes.seat_line("effect_glory", seat, ledger.glory(seat, n), card=card, n=n)


@effect("valhalla_return_glory_1", "clan")
class LokisDomain(_Returning):
    """1 glory per figure released."""

    glory = 1


@effect("valhalla_return_glory_2", "clan")
class LokisEminence(_Returning):
    """2 glory per figure released."""

    glory = 2


@effect("valhalla_return_glory_3", "clan")
class LokisWrath(_Returning):
    """3 glory per figure released."""

    glory = 3


@effect("friggas_charm", "clan")
class FriggasCharm(CardEffect):
    """Upgrades cost 1 Rage less (never below 0; invading is not an upgrade: C18)."""

    timings: ClassVar[tuple[Timing, ...]] = ("cost",)

    @override
    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        if event.what == "upgrade":
            event.cost -= 1


@effect("thors_glory", "clan")
class ThorsGlory(CardEffect):
    """2 glory when 2 or more enemy figures die in a battle the clan fought in (C19)."""

    timings: ClassVar[tuple[Timing, ...]] = ("after_battle",)

    @override
    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        if seat in event.seats and sum(1 for s, _ in event.figures if s != seat) >= 2:
            gain_glory(state, seat, 2, "cards")
            notes.seat_line("effect_glory", seat, ledger.glory(seat, 2), card=card, n=2)


class _QuestAsBattle(CardEffect):
    """A quest card played in a battle adds `bonus` STR (the best such upgrade only: C20)."""

    bonus: ClassVar[int]
    timings: ClassVar[tuple[Timing, ...]] = ("strength",)

    @override
    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        played = event.played[seat]
        if played < 0 or game_data().cards[played].family != "quest":
            return
        best = max(getattr(code_of(c), "bonus", 0) for _, c in upgrade_cards(state, seat))
        if self.bonus == best:
            event.strength[seat] += self.bonus


@effect("quest_as_battle_3", "clan")
class TyrsDomain(_QuestAsBattle):
    """A quest card played in battle is a +3 battle card."""

    bonus = 3


@effect("quest_as_battle_5", "clan")
class TyrsWrath(_QuestAsBattle):
    """A quest card played in battle is a +5 battle card."""

    bonus = 5


@effect("odins_inspiration", "clan")
class OdinsInspiration(CardEffect):
    """Glory for the clan's figures dying at Ragnarök is doubled."""

    timings: ClassVar[tuple[Timing, ...]] = ("ragnarok",)

    @override
    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        n = event.amount * sum(1 for s, _ in event.figures if s == seat)
        if n:
            gain_glory(state, seat, n, "cards")
            notes.seat_line("effect_glory", seat, ledger.glory(seat, n), card=card, n=n)


@effect("odins_throne", "clan")
class OdinsThrone(CardEffect):
    """Glory from the clan's completed quests is doubled."""

    timings: ClassVar[tuple[Timing, ...]] = ("quest_done",)

    @override
    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        gain_glory(state, seat, event.amount, "cards")
        notes.seat_line(
            "effect_glory", seat, ledger.glory(seat, event.amount), card=card, n=event.amount
        )


@effect("thors_conquest", "clan")
class ThorsConquest(CardEffect):
    """At the end of the game, 3 glory per figure of the clan on the board (fjords included)."""

    timings: ClassVar[tuple[Timing, ...]] = ("game_end",)

    @override
    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        n = 3 * on_board(state, seat)
        if n:
            gain_glory(state, seat, n, "cards")
            notes.seat_line("effect_glory", seat, ledger.glory(seat, n), card=card, n=n)
