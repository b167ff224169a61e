"""Battle cards (red): +STR and effects (seed 003 「2. カードのプレイ」「3. 解決」).

「公開されたカードが戦闘カードの場合、…カードに記されたあらゆる特殊効果もこの時点で発動します」: a
battle card's text acts once the cards are revealed. Texts from reference §3.2–§3.4 in our
words; where they leave a point open the choice is RULES.md C1–C12 and C29. Timings: `reveal`
(Odin's Smite, Odin's Tide, Heimdall's Watch), `strength` (Heimdall's Sight), `on_pillage`
(Frigga's Grace), `after_battle` (the winner's and losers' effects). Heimdall's Eye and Gaze are
`late` (played after the reveal), Thor's Primacy `cancels` the opponents' texts
(`rules.resolution`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from typing_extensions import override

from app.games.blood_rage.cards.common import ask, stat_options
from app.games.blood_rage.cards.registry import CardEffect, effect
from app.games.blood_rage.data.data import STATS, game_data
from app.games.blood_rage.rules import ledger, notes
from app.games.blood_rage.rules.board import fjord_of, forces, minus
from app.games.blood_rage.rules.death import kill
from app.games.blood_rage.rules.edit import update_seat
from app.games.blood_rage.rules.resolution import card_strength
from app.games.blood_rage.rules.reward import gain_glory, raise_stat

if TYPE_CHECKING:
    from app.games.blood_rage.cards.registry import Event, Timing
    from app.games.blood_rage.model import CardChoice, FreeInvade, State

__all__ = [
    "HeimdallsSight",
    "HeimdallsWatch",
    "LatePlay",
    "LokisBackstab",
    "LokisPoison",
    "LokisTrickery",
    "OdinsJudgement",
    "OdinsSmite",
    "OdinsTide",
    "Plain",
    "ThorsAscension",
    "ThorsHammer",
    "ThorsOath",
    "ThorsPrimacy",
]


def _lost(event: Event, seat: int) -> bool:
    """`seat` lost to a winner (a tie has no winner to take from)."""
    return event.winner >= 0 and seat != event.winner


@effect("plain", "battle")
class Plain(CardEffect):
    """Tyr's cards: only their +STR (carried by the data)."""


@effect("late_play", "battle")
class LatePlay(CardEffect):
    """Heimdall's Eye and Gaze: may be held back and played after the reveal (C3)."""

    late = True


@effect("thors_primacy", "battle")
class ThorsPrimacy(CardEffect):
    """The opponents' cards add their STR, but their texts do nothing (C5)."""

    cancels = True


@effect("odins_smite", "battle")
class OdinsSmite(CardEffect):
    """Each opponent loses one Warrior in the battle before STR is compared (C6)."""

    timings: ClassVar[tuple[Timing, ...]] = ("reveal",)

    @override
    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        notes.seat_line("effect_acts", seat, card=card)
        for q in event.seats:
            if q != seat and "warrior" in state.provinces[event.province].figures[q]:
                victim = [(q, "warrior", event.province, False)]
                kill(state, victim, event.province, offers=event.offers)


@effect("odins_tide", "battle")
class OdinsTide(CardEffect):
    """Every clan in the battle keeps one figure of its choice; the rest are destroyed (C7)."""

    timings: ClassVar[tuple[Timing, ...]] = ("reveal",)

    @override
    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        notes.seat_line("effect_acts", seat, card=card)
        for q in event.seats:
            kinds = set(forces(state, event.province, q))
            if len(kinds) > 1:
                event.offers.append(ask(q, card, event.province, step="tide"))
            elif kinds:
                _keep_one(state, q, kinds.pop(), event.province, event.offers)

    @override
    def options(self, state: State, seat: int, card: int, ask: CardChoice | None) -> list[str]:
        assert ask is not None
        return [f"figure:{k}" for k in sorted(set(forces(state, ask.province, seat)))]

    @override
    def use(self, draft: State, seat: int, card: int, choice: str, ask: CardChoice | None) -> None:
        assert ask is not None
        _keep_one(draft, seat, choice.partition(":")[2], ask.province)


def _keep_one(
    draft: State,
    seat: int,
    keep: str,
    province: int,
    offers: list[CardChoice | FreeInvade] | None = None,
) -> None:
    """Destroy `seat`'s figures in `province` and its fjord but one of kind `keep`."""
    here = list(draft.provinces[province].figures[seat])
    fjord = fjord_of(province)
    ships = list(draft.fjords[fjord].ships[seat]) if fjord >= 0 else []
    if keep in here:
        here.remove(keep)
    else:
        ships.remove(keep)
    victims = [(seat, k, province, False) for k in here]
    victims += [(seat, k, fjord, True) for k in ships]
    kill(draft, victims, province, offers=offers)


@effect("heimdalls_sight", "battle")
class HeimdallsSight(CardEffect):
    """Its STR is the highest printed +STR among the opponents' cards (C8)."""

    timings: ClassVar[tuple[Timing, ...]] = ("strength",)

    @override
    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        others = [card_strength(event.played[q]) for q in event.seats if q != seat]
        event.strength[seat] += max(others, default=0)


@effect("heimdalls_watch", "battle")
class HeimdallsWatch(CardEffect):
    """Every revealed card is discarded, its owner gains their +STR in glory, all choose again."""

    timings: ClassVar[tuple[Timing, ...]] = ("reveal",)
    replays = True

    @override
    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        n = sum(card_strength(event.played[q]) for q in event.seats)
        gain_glory(state, seat, n, "cards")
        notes.seat_line("effect_glory", seat, ledger.glory(seat, n), card=card, n=n)
        event.replay = True


@effect("friggas_grace", "battle")
class FriggasGrace(CardEffect):
    """A successful pillage also raises a second stat, not one the token raised (C9)."""

    timings: ClassVar[tuple[Timing, ...]] = ("on_pillage",)

    @override
    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        if seat != event.seats[0] or event.played[seat] != card:
            return
        memo = ",".join(_token_stats(state, event.province))
        if stat_options(state, seat, tuple(memo.split(","))):
            event.offers.append(ask(seat, card, event.province, step="grace", memo=memo))

    @override
    def options(self, state: State, seat: int, card: int, ask: CardChoice | None) -> list[str]:
        assert ask is not None
        return stat_options(state, seat, tuple(ask.memo.split(",")))

    @override
    def use(self, draft: State, seat: int, card: int, choice: str, ask: CardChoice | None) -> None:
        raise_stat(draft, seat, choice.partition(":")[2])


def _token_stats(state: State, province: int) -> tuple[str, ...]:
    """The stats the province's pillage token raises."""
    reward = game_data().tokens[state.provinces[province].token].reward
    if reward == "all_stats":
        return STATS
    return () if reward == "glory" else (reward,)


@effect("win_glory_3", "battle")
class ThorsHammer(CardEffect):
    """The winner gains 3 glory."""

    timings: ClassVar[tuple[Timing, ...]] = ("after_battle",)

    @override
    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        if seat == event.winner and event.played[seat] == card:
            gain_glory(state, seat, 3, "cards")
            notes.seat_line("effect_glory", seat, ledger.glory(seat, 3), card=card, n=3)


@effect("thors_ascension", "battle")
class ThorsAscension(CardEffect):
    """The winner gains 3 glory and 3 Rage (C10: Rage may pass the Rage stat)."""

    timings: ClassVar[tuple[Timing, ...]] = ("after_battle",)

    @override
    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        if seat == event.winner and event.played[seat] == card:
            gain_glory(state, seat, 3, "cards")
            update_seat(state, seat, rage=state.seats[seat].rage + 3)
            deltas = {**ledger.glory(seat, 3), ledger.seat_key(seat, "rage"): 3}
            notes.seat_line("effect_glory_rage", seat, deltas, card=card, n=3, rage=3)


@effect("thors_oath", "battle")
class ThorsOath(CardEffect):
    """The winner raises one clan stat one step."""

    timings: ClassVar[tuple[Timing, ...]] = ("after_battle",)

    @override
    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        if seat == event.winner and event.played[seat] == card and stat_options(state, seat):
            event.offers.append(ask(seat, card, event.province, step="oath"))

    @override
    def options(self, state: State, seat: int, card: int, ask: CardChoice | None) -> list[str]:
        return stat_options(state, seat)

    @override
    def use(self, draft: State, seat: int, card: int, choice: str, ask: CardChoice | None) -> None:
        raise_stat(draft, seat, choice.partition(":")[2])


@effect("odins_judgement", "battle")
class OdinsJudgement(CardEffect):
    """2 glory for each figure destroyed in this battle, the player's own included (C11)."""

    timings: ClassVar[tuple[Timing, ...]] = ("after_battle",)

    @override
    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        if event.played[seat] == card and event.figures:
            n = 2 * len(event.figures)
            gain_glory(state, seat, n, "cards")
            notes.seat_line("effect_glory", seat, ledger.glory(seat, n), card=card, n=n)


@effect("lokis_trickery", "battle")
class LokisTrickery(CardEffect):
    """A loser takes 1 Rage from the winner (nothing if the winner has none)."""

    timings: ClassVar[tuple[Timing, ...]] = ("after_battle",)

    @override
    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        winner = event.winner
        if _lost(event, seat) and event.played[seat] == card and state.seats[winner].rage > 0:
            update_seat(state, winner, rage=state.seats[winner].rage - 1)
            update_seat(state, seat, rage=state.seats[seat].rage + 1)
            deltas = {ledger.seat_key(winner, "rage"): -1, ledger.seat_key(seat, "rage"): 1}
            notes.seat_line("effect_rage_taken", seat, deltas, card=card, n=1)


@effect("lokis_backstab", "battle")
class LokisBackstab(CardEffect):
    """A loser takes 2 glory from the winner (as much as it has)."""

    timings: ClassVar[tuple[Timing, ...]] = ("after_battle",)

    @override
    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        winner = event.winner
        if _lost(event, seat) and event.played[seat] == card:
            n = min(2, state.seats[winner].glory)
            gain_glory(state, winner, -n, "cards")
            gain_glory(state, seat, n, "cards")
            deltas = ledger.merge(ledger.glory(winner, -n), ledger.glory(seat, n))
            notes.seat_line("effect_glory_taken", seat, deltas, card=card, n=n)


@effect("lokis_poison", "battle")
class LokisPoison(CardEffect):
    """A loser takes the card the winner played into its hand instead of the discard (C12)."""

    timings: ClassVar[tuple[Timing, ...]] = ("after_battle",)

    @override
    def run(self, state: State, event: Event, seat: int, card: int) -> None:
        if not (_lost(event, seat) and event.played[seat] == card):
            return
        taken = event.played[event.winner]
        if taken >= 0 and taken in state.discard:
            state.discard = minus(state.discard, taken)
            update_seat(state, seat, hand=tuple(sorted((*state.seats[seat].hand, taken))))
            deltas = {**ledger.card_keys(seat, hand=1), "discard": -1}
            notes.seat_line("effect_card_taken", seat, deltas, card=card)
