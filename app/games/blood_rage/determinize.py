"""A full state consistent with one seat's view, for search bots (`GameBase.determinize`).

The search bot must not read hidden cards, so it plays on a guess: every `HIDDEN_CARD` of the
view (other seats' hands, kept cards, draft offers, committed quests and chosen battle cards,
the decks, the cards discarded unseen) is replaced by a card the seat has not seen, drawn at
random. The later Ages' decks take their own Age's cards; committed quests take quest cards; a
hidden battle card is one of the (guessed) cards of that seat's hand, and a battle card another
seat has revealed stays in its hidden hand until the battle is settled, so it is dealt back
there rather than guessed. The seed is re-drawn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.rng import Rng
from app.games.blood_rage.data.data import deck, game_data
from app.games.blood_rage.model import HIDDEN_CARD, Battle, Draft

if TYPE_CHECKING:
    from app.engine.rng import Random
    from app.games.blood_rage.model import AnyDecision, State

__all__ = ["determinize"]


def _seen(view: State) -> set[int]:
    cards: set[int] = set(view.discard) | set(view.discard_unseen)
    for seat in view.seats:
        u = seat.upgrades
        cards |= {*seat.hand, *seat.quests, seat.kept, u.leader, u.warrior, u.ship}
        cards |= {*u.monsters, *u.clan}
    for d in view.pending:
        if isinstance(d, Draft):
            cards |= {c for offer in d.offers for c in offer}
        elif isinstance(d, Battle):
            cards |= set(d.played)
    for cards_left in view.decks:
        cards |= set(cards_left)
    return {c for c in cards if c >= 0}


def _fill(cards: tuple[int, ...], pool: list[int]) -> tuple[int, ...]:
    return tuple(pool.pop() if c == HIDDEN_CARD else c for c in cards)


def _revealed(view: State, player: int) -> list[list[int]]:
    """Per seat: cards of another seat's hidden hand that it has revealed in a battle."""
    shown: list[list[int]] = [[] for _ in view.seats]
    for d in view.pending:
        if isinstance(d, Battle):
            for p, card in enumerate(d.played):
                if p != player and card >= 0 and card not in view.discard:
                    shown[p].append(card)
    return shown


def _fill_hand(hand: tuple[int, ...], shown: list[int], pool: list[int]) -> tuple[int, ...]:
    """A hidden hand holds the cards its seat has revealed (still in hand during the battle)."""
    known = list(shown)
    return tuple((known.pop() if known else pool.pop()) if c == HIDDEN_CARD else c for c in hand)


def _decision(d: AnyDecision, view: State, pool: list[int], rng: Random) -> AnyDecision:
    if isinstance(d, Draft):
        return d.model_copy(update={"offers": tuple(_fill(o, pool) for o in d.offers)})
    if isinstance(d, Battle):
        played = tuple(
            rng.choice(view.seats[p].hand) if c == HIDDEN_CARD else c
            for p, c in enumerate(d.played)
        )
        return d.model_copy(update={"played": played})
    return d


def determinize(view: State, player: int, rng: Random) -> State:
    """Return a full state consistent with `view` (what `player` sees); hidden cards guessed."""
    data = game_data()
    seen = _seen(view)
    unseen = [c for age in (1, 2, 3) for c in deck(age, view.players) if c not in seen]
    rng.shuffle(unseen)
    decks = list(view.decks)
    for age in range(view.age + 1, 4):  # future decks are whole: their own Age's cards
        own = [c for c in unseen if data.cards[c].age == age]
        decks[age - 1] = tuple(own[: len(decks[age - 1])])
        taken = set(decks[age - 1])
        unseen = [c for c in unseen if c not in taken]
    quests = [c for c in unseen if data.cards[c].family == "quest"]
    seats = []
    for p, seat in enumerate(view.seats):
        if p == player:
            seats.append(seat)
            continue
        quest_cards = _fill(seat.quests, quests)
        unseen = [c for c in unseen if c not in quest_cards]
        seats.append(seat.model_copy(update={"quests": quest_cards}))
    pool = unseen
    shown = _revealed(view, player)
    for p, seat in enumerate(seats):
        kept = pool.pop() if seat.kept == HIDDEN_CARD else seat.kept
        hand = _fill_hand(seat.hand, shown[p], pool)
        seats[p] = seat.model_copy(update={"hand": hand, "kept": kept})
    state = view.model_copy(update={"seats": tuple(seats)})
    pending = [_decision(d, state, pool, rng) for d in view.pending]
    return state.model_copy(
        update={
            "pending": pending,
            "decks": (_fill(decks[0], pool), _fill(decks[1], pool), _fill(decks[2], pool)),
            "discard_unseen": _fill(view.discard_unseen, pool),
            "rng": Rng(seed=rng.randrange(1, 10**9), draws=view.rng.draws),
        }
    )
