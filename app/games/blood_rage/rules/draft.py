"""Gods' Gifts, the card draft (seed 003 「1. 神の恵みフェイズ」).

Each player is dealt 8 cards from this Age's deck, keeps 1 (2 with 2 players) and passes the rest
to the left; picks are simultaneous and hidden, and the offers pass only when every seat has
picked. This repeats until each seat has kept 6; the 2 cards left in front of each seat are
discarded unseen. The card a seat kept from the previous Age waits on its clan sheet and joins
its hand when the draft ends (it is never passed; RULES.md R3). "Left" is the next seat,
clockwise (RULES.md R2). Cards the deal leaves in the deck stay there, unseen, for the rest of
the game.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from app.engine.game import PlayerId
from app.games.blood_rage.actions import pick
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.model import NO_CARD, Draft, Phase
from app.games.blood_rage.rules import ledger, notes
from app.games.blood_rage.rules.edit import replaced, update_seat

if TYPE_CHECKING:
    from app.games.blood_rage.actions import PickCards
    from app.games.blood_rage.model import State

__all__ = ["choices", "enter", "is_done", "on_pick", "pass_or_finish", "to_left"]


def to_left(seat: int, players: int) -> int:
    """Return the seat on `seat`'s left: the next one clockwise (RULES.md R2)."""
    return (seat + 1) % players


def enter(draft: State) -> None:
    """Deal 8 cards per seat from this Age's deck and wait for everyone's first pick."""
    data, n = game_data(), draft.players
    cards = draft.decks[draft.age - 1]
    size = data.dealt
    if len(cards) < size * n:
        msg = f"Age {draft.age} deck has {len(cards)} cards, {size * n} needed"
        raise ValueError(msg)
    offers = tuple(tuple(sorted(cards[i * size : (i + 1) * size])) for i in range(n))
    decks = list(draft.decks)
    decks[draft.age - 1] = cards[size * n :]
    draft.decks = (decks[0], decks[1], decks[2])
    dealt = {f"deck:{draft.age}": -size * n} | {ledger.seat_key(p, "offer"): size for p in range(n)}
    notes.line("dealt", dealt, n=size, age=draft.age)
    draft.phase = Phase.GODS_GIFTS
    draft.pending.append(
        Draft(
            waiting=tuple(PlayerId(p) for p in range(n)),
            offers=offers,
            picks=data.picks[n],
        )
    )


def choices(state: State, player: int) -> list[PickCards]:
    """Return every pick `player` may make now (none if it has picked this pass)."""
    top = state.pending[-1] if state.pending else None
    if not isinstance(top, Draft) or player not in top.waiting:
        return []
    return [pick(player, c) for c in combinations(top.offers[player], top.picks)]


def on_pick(draft: State, action: PickCards) -> None:
    """Move the picked cards from the seat's offer to its hand; it waits for the others."""
    p = action.player
    top = draft.pending[-1]
    assert isinstance(top, Draft)
    offer = tuple(c for c in top.offers[p] if c not in action.cards)
    top.offers = replaced(top.offers, p, offer)
    top.waiting = tuple(s for s in top.waiting if s != p)
    update_seat(draft, p, hand=tuple(sorted(draft.seats[p].hand + action.cards)))


def is_done(top: Draft) -> bool:
    """Return True once every seat has kept its 6 cards."""
    return top.passes * top.picks >= game_data().kept


def pass_or_finish(draft: State) -> None:
    """Everyone has picked: pass the offers left, or end the draft once 6 cards are kept."""
    top = draft.pending[-1]
    assert isinstance(top, Draft)
    top.passes += 1
    if is_done(top):
        _finish(draft, top)
        return
    n = draft.players
    passed: list[tuple[int, ...]] = [()] * n
    for p, offer in enumerate(top.offers):
        passed[to_left(p, n)] = offer
    top.offers = tuple(passed)
    top.waiting = tuple(PlayerId(p) for p in range(n))


def _finish(draft: State, top: Draft) -> None:
    """Discard the leftovers unseen; the kept card rejoins its hand; the Action phase is next."""
    leftovers = tuple(c for offer in top.offers for c in offer)
    draft.discard_unseen = draft.discard_unseen + leftovers
    gone = {ledger.seat_key(p, "offer"): -len(o) for p, o in enumerate(top.offers)}
    notes.line("leftovers", {"discard_unseen": len(leftovers), **gone}, n=len(leftovers))
    for p, seat in enumerate(draft.seats):
        if seat.kept != NO_CARD:
            update_seat(draft, p, hand=tuple(sorted((*seat.hand, seat.kept))), kept=NO_CARD)
            notes.seat_line("kept_back", p, ledger.card_keys(p, hand=1, kept=-1))
    draft.pending.pop()
    draft.phase = Phase.ACTION
