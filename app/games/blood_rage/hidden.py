"""Hidden information (seed 003): hands, kept cards, offers, picks, quests, battle cards.

A seat sees its own hand, kept card, quests, draft offer and battle card. Of another seat it sees
only how many cards each of those holds (`HIDDEN_CARD`s); a pick goes straight into the hand, so
picks stay hidden until the cards are played. A battle card chosen face down shows as
`HIDDEN_CARD` to the others (so does holding a late card back) until all are chosen, when the
cards are revealed (seed 003 「全員がカードを選択し終えた場合、一斉に公開します」). The decks and
the cards discarded unseen show only their size, and the seed is blanked so future shuffles
cannot be computed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.rng import Rng
from app.games.blood_rage.model import HIDDEN_CARD, NO_CARD, Battle, Draft

if TYPE_CHECKING:
    from app.games.blood_rage.model import AnyDecision, ClanState, State

__all__ = ["redact"]


def _backs(cards: tuple[int, ...]) -> tuple[int, ...]:
    return (HIDDEN_CARD,) * len(cards)


def _seat(seat: ClanState) -> ClanState:
    return seat.model_copy(
        update={
            "hand": _backs(seat.hand),
            "kept": NO_CARD if seat.kept == NO_CARD else HIDDEN_CARD,
            "quests": _backs(seat.quests),
        }
    )


def _decision(decision: AnyDecision, player: int) -> AnyDecision:
    match decision:
        case Draft():
            offers = tuple(o if p == player else _backs(o) for p, o in enumerate(decision.offers))
            return decision.model_copy(update={"offers": offers})
        case Battle() if decision.stage == "choose":
            played = tuple(
                c if p == player or c == NO_CARD else HIDDEN_CARD
                for p, c in enumerate(decision.played)
            )
            return decision.model_copy(update={"played": played})
        case _:
            return decision


def redact(state: State, player: int) -> State:
    """Return what `player` may see of `state`."""
    decks = state.decks
    return state.model_copy(
        update={
            "seats": tuple(s if p == player else _seat(s) for p, s in enumerate(state.seats)),
            "pending": [_decision(d, player) for d in state.pending],
            "decks": (_backs(decks[0]), _backs(decks[1]), _backs(decks[2])),
            "discard_unseen": _backs(state.discard_unseen),
            "rng": Rng(seed=0, draws=state.rng.draws),
        }
    )
