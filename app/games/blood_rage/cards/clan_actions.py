"""Clan upgrades that act by choice: card actions and "may" effects (RULES.md C1, C21–C28).

Card actions on the seat's turn (reference §5 "card_actions"): Tyr's Challenge (2 Rage: pillage
a province already pillaged this Age), Frigga's Domain (1 Rage: invade with a figure from
Valhalla), Frigga's Sacrifice (destroy 2 of the clan's figures on the board: a stat rises one
step). Questions (`CardChoice`, optional): Frigga's Protection (a loser pays 1 Rage per figure it
saves: back to its stock), Tyr's Prowess (the winner pays 1 Rage to take its played card back),
Thor's Domain (2 Rage: pillage the province just invaded), Frigga's Succor and Loki's Blessing (a
free Warrior into the province: `FreeInvade` with a fixed province).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from typing_extensions import override

from app.engine.game import PlayerId
from app.games.blood_rage.cards.common import ask, stat_options
from app.games.blood_rage.cards.registry import CardEffect, effect
from app.games.blood_rage.data.data import YGGDRASIL, game_data
from app.games.blood_rage.model import WARRIOR, FreeInvade
from app.games.blood_rage.rules import call_to_battle, ledger, notes
from app.games.blood_rage.rules.action import spend
from app.games.blood_rage.rules.actions.invade import invades_yggdrasil
from app.games.blood_rage.rules.board import (
    add,
    fjord_of,
    fjord_open,
    forces,
    free_villages,
    is_ship,
    minus,
    on_board,
    stat_value,
    take_from_province,
)
from app.games.blood_rage.rules.death import SPARE, bury, kill, parse_spot, spot, take_from_fjord
from app.games.blood_rage.rules.edit import update_seat
from app.games.blood_rage.rules.reward import raise_stat
from app.games.blood_rage.texts import figure_text

if TYPE_CHECKING:
    from app.games.blood_rage.cards.registry import Event, Timing
    from app.games.blood_rage.model import CardChoice, State

__all__ = [
    "FriggasDomain",
    "FriggasProtection",
    "FriggasSacrifice",
    "FriggasSuccor",
    "LokisBlessing",
    "ThorsDomain",
    "TyrsChallenge",
    "TyrsProwess",
]


def _kind_of(choice: str) -> str:
    return choice.partition(":")[2]


def _room(state: State, seat: int) -> bool:
    """The clan may put one more figure on the board (Horns)."""
    return on_board(state, seat) < stat_value(state.seats[seat], "horns")


def _has_place(state: State, kind: str) -> bool:
    """Somewhere a figure of `kind` could invade now."""
    data = game_data()
    if is_ship(kind):
        return any(fjord_open(state, f) for f in range(len(data.fjords)))
    targets = [*data.ring, YGGDRASIL] if invades_yggdrasil(kind) else list(data.ring)
    return any(not state.provinces[p].destroyed and free_villages(state, p) > 0 for p in targets)


def _warrior_offer(state: State, seat: int, province: int) -> FreeInvade | None:
    """A free Warrior from the stock into `province`, if one can go there."""
    ok = (
        WARRIOR in state.seats[seat].reserve
        and _room(state, seat)
        and free_villages(state, province) > 0
        and not state.provinces[province].destroyed
    )
    if not ok:
        return None
    return FreeInvade(waiting=(PlayerId(seat),), figure=WARRIOR, to=province, follow_up=False)


def _pillage_targets(state: State, seat: int, pillaged: bool) -> list[int]:
    """Provinces `seat` could pillage (`pillaged`: already pillaged ones, for Tyr's Challenge)."""
    return [
        i
        for i, p in enumerate(state.provinces)
        if not p.destroyed and p.pillaged == pillaged and forces(state, i, seat)
    ]


@effect("tyrs_challenge", "clan")
class TyrsChallenge(CardEffect):
    """Card action, 2 Rage: pillage a province already pillaged this Age (C21)."""

    timings: ClassVar[tuple[Timing, ...]] = ("action",)
    rage_cost: ClassVar[int] = 2

    @override
    def options(self, state: State, seat: int, card: int, ask: CardChoice | None) -> list[str]:
        if state.seats[seat].rage < 2:
            return []
        return [f"province:{i}" for i in _pillage_targets(state, seat, pillaged=True)]

    @override
    def use(self, draft: State, seat: int, card: int, choice: str, ask: CardChoice | None) -> None:
        spend(draft, seat, self.rage_cost)
        call_to_battle.begin(draft, int(_kind_of(choice)), seat)


@effect("friggas_domain", "clan")
class FriggasDomain(CardEffect):
    """Card action, 1 Rage: a figure from Valhalla invades (for no further Rage; C22)."""

    timings: ClassVar[tuple[Timing, ...]] = ("action",)
    rage_cost: ClassVar[int] = 1

    @override
    def options(self, state: State, seat: int, card: int, ask: CardChoice | None) -> list[str]:
        clan = state.seats[seat]
        if clan.rage < 1 or not _room(state, seat):
            return []
        return [f"figure:{k}" for k in sorted(set(clan.valhalla)) if _has_place(state, k)]

    @override
    def use(self, draft: State, seat: int, card: int, choice: str, ask: CardChoice | None) -> None:
        spend(draft, seat, self.rage_cost)
        figure = _kind_of(choice)
        draft.pending.append(
            FreeInvade(waiting=(PlayerId(seat),), figure=figure, source="valhalla", optional=False)
        )


def _spots(state: State, seat: int) -> list[str]:
    """Every figure of `seat` on the board, one option per kind and place."""
    out = [spot(i, k) for i, p in enumerate(state.provinces) for k in sorted(set(p.figures[seat]))]
    out += [
        spot(i, k, True) for i, f in enumerate(state.fjords) for k in sorted(set(f.ships[seat]))
    ]
    return out


@effect("friggas_sacrifice", "clan")
class FriggasSacrifice(CardEffect):
    """Card action: choose a stat, then destroy 2 of the clan's figures; the stat rises (C23)."""

    timings: ClassVar[tuple[Timing, ...]] = ("action",)

    @override
    def options(self, state: State, seat: int, card: int, ask: CardChoice | None) -> list[str]:
        if ask is not None:
            return _spots(state, seat)
        return stat_options(state, seat) if on_board(state, seat) >= 2 else []

    @override
    def use(self, draft: State, seat: int, card: int, choice: str, ask: CardChoice | None) -> None:
        if ask is None:
            draft.pending.append(_ask_spot(seat, card, "1", _kind_of(choice)))
            return
        place, kind, fjord = parse_spot(choice)
        kill(draft, [(seat, kind, place, fjord)], protect=False)  # the stat step's price
        if ask.step == "1":
            draft.pending.append(_ask_spot(seat, card, "2", ask.memo))
        else:
            raise_stat(draft, seat, ask.memo)


def _ask_spot(seat: int, card: int, step: str, stat: str) -> CardChoice:
    return ask(seat, card, step=step, memo=stat)


@effect("friggas_protection", "clan")
class FriggasProtection(CardEffect):
    """Pay 1 Rage per figure of the clan about to be destroyed: it goes back to the stock (C24).

    Whatever destroys it: a lost battle (`battle_lost`, before the losers die) and Ragnarök
    (`dying`, before the province falls) ask while the figures still stand (step "protect");
    a card effect (`destroying`: Odin's Smite and Tide, Troll, Fire Giant) takes them off the
    board at once and the question holds them (step `death.SPARE`) until answered.
    """

    timings: ClassVar[tuple[Timing, ...]] = ("battle_lost", "dying", "destroying")
    rage_cost: ClassVar[int] = 1

    @override
    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        if event.timing == "destroying":
            kinds = [k for s, k in event.figures if s == seat]
            if kinds and state.seats[seat].rage >= 1:
                memo = ",".join(kinds)
                event.offers.append(
                    ask(seat, card, event.province, optional=True, step=SPARE, memo=memo)
                )
            return
        choice = ask(seat, card, event.province, optional=True, step="protect")
        if self.options(state, seat, card, choice):
            event.offers.append(choice)

    @override
    def options(self, state: State, seat: int, card: int, ask: CardChoice | None) -> list[str]:
        assert ask is not None
        if state.seats[seat].rage < 1:
            return []
        if ask.step == SPARE:
            return [f"figure:{k}" for k in sorted(set(ask.memo.split(",")) - {""})]
        return [f"figure:{k}" for k in sorted(set(forces(state, ask.province, seat)))]

    @override
    def use(self, draft: State, seat: int, card: int, choice: str, ask: CardChoice | None) -> None:
        assert ask is not None
        kind = _kind_of(choice)
        spend(draft, seat, self.rage_cost)
        if ask.step == SPARE:
            rest = ask.memo.split(",")
            rest.remove(kind)
            ask.memo = ""  # what it held is settled here
            add(draft, seat, (kind,), "reserve")  # it left the board when it was claimed
            deltas = ledger.figure(seat, kind, "reserve")
            notes.seat_line("effect_saved", seat, deltas, card=card, figure=figure_text(kind))
            if rest and draft.seats[seat].rage >= 1:
                update = {"waiting": (PlayerId(seat),), "memo": ",".join(rest)}
                draft.pending.append(ask.model_copy(update=update))
            else:
                bury(draft, [(seat, k) for k in rest], ask.province)
            return
        if kind in draft.provinces[ask.province].figures[seat]:
            take_from_province(draft, seat, kind, ask.province)
            place = f"p{ask.province}"
        else:
            take_from_fjord(draft, seat, kind, fjord_of(ask.province))
            place = f"f{fjord_of(ask.province)}"
        add(draft, seat, (kind,), "reserve")
        deltas = ledger.merge(
            ledger.figure(seat, kind, place, -1), ledger.figure(seat, kind, "reserve")
        )
        notes.seat_line("effect_saved", seat, deltas, card=card, figure=figure_text(kind))
        again = self.options(draft, seat, card, ask)
        if again:
            draft.pending.append(ask.model_copy(update={"waiting": (PlayerId(seat),)}))


@effect("tyrs_prowess", "clan")
class TyrsProwess(CardEffect):
    """The winner may pay 1 Rage to take the card it played back into its hand (C25)."""

    timings: ClassVar[tuple[Timing, ...]] = ("after_battle",)
    rage_cost: ClassVar[int] = 1

    @override
    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        played = event.played[seat] if event.played else -1
        won = seat == event.winner and played >= 0 and played in state.discard
        if won and state.seats[seat].rage >= 1:
            choice = ask(seat, card, event.province, optional=True, memo=str(played))
            event.offers.append(choice)

    @override
    def options(self, state: State, seat: int, card: int, ask: CardChoice | None) -> list[str]:
        assert ask is not None
        ok = state.seats[seat].rage >= 1 and int(ask.memo) in state.discard
        return [""] if ok else []

    @override
    def use(self, draft: State, seat: int, card: int, choice: str, ask: CardChoice | None) -> None:
        assert ask is not None
        played = int(ask.memo)
        spend(draft, seat, self.rage_cost)
        draft.discard = minus(draft.discard, played)
        update_seat(draft, seat, hand=tuple(sorted((*draft.seats[seat].hand, played))))

    @override
    def use_deltas(
        self, state: State, seat: int, card: int, choice: str, ask: CardChoice | None
    ) -> dict[str, int]:
        played = super().use_deltas(state, seat, card, choice, ask)
        return {**played, **ledger.card_keys(seat, hand=1), "discard": -1}


@effect("thors_domain", "clan")
class ThorsDomain(CardEffect):
    """Right after invading a province, the clan may pay 2 Rage to pillage it (C26)."""

    timings: ClassVar[tuple[Timing, ...]] = ("invade",)
    rage_cost: ClassVar[int] = 2

    @override
    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        choice = ask(seat, card, event.province, optional=True, step="domain")
        if event.province >= 0 and self.options(state, seat, card, choice):
            event.offers.append(choice)  # after Frigga's Succor's Warrior, if any

    @override
    def options(self, state: State, seat: int, card: int, ask: CardChoice | None) -> list[str]:
        assert ask is not None
        ok = state.seats[seat].rage >= 2 and ask.province in _pillage_targets(state, seat, False)
        return [""] if ok else []

    @override
    def use(self, draft: State, seat: int, card: int, choice: str, ask: CardChoice | None) -> None:
        assert ask is not None
        spend(draft, seat, self.rage_cost)
        call_to_battle.begin(draft, ask.province, seat)


@effect("friggas_succor", "clan")
class FriggasSuccor(CardEffect):
    """After invading a province, a free Warrior from the stock may join it (C27)."""

    timings: ClassVar[tuple[Timing, ...]] = ("invade",)

    @override
    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        if event.province >= 0 and (offer := _warrior_offer(state, seat, event.province)):
            event.offers.insert(0, offer)  # answered before Thor's Domain's pillage


@effect("lokis_blessing", "clan")
class LokisBlessing(CardEffect):
    """A loser (a tie too) may put a free Warrior from the stock into the province (C28)."""

    timings: ClassVar[tuple[Timing, ...]] = ("after_battle",)

    @override
    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        lost = seat != event.winner and seat in event.seats
        if lost and (offer := _warrior_offer(state, seat, event.province)):
            event.offers.append(offer)
