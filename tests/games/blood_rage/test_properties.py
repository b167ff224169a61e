"""Hypothesis properties of the Gods' Gifts draft (STYLE.md §6).

Each example drafts from a drawn seed and player count with drawn picks and checks at every step:
no card is lost or doubled (hands + offers + deck + unseen discards = the Age's deck), the
picker's hand grows by its picks and its offer shrinks by them, and `to_act` is every seat
still to pick.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.engine.game import PlayerId
from app.games.blood_rage import GAME
from app.games.blood_rage.data.data import deck
from app.games.blood_rage.model import BrOptions, Draft, State

if TYPE_CHECKING:
    from app.engine.rng import Random

PROPERTY = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _cards(state: State) -> Counter[int]:
    top = state.pending[-1] if state.pending else None
    offers = [c for o in top.offers for c in o] if isinstance(top, Draft) else []
    hands = [c for s in state.seats for c in s.hand]
    return Counter(hands + offers + list(state.decks[0]) + list(state.discard_unseen))


@PROPERTY
@given(
    players=st.integers(2, 4),
    seed=st.integers(0, 2**31),
    rng=st.randoms(use_true_random=False),
)
def test_draft_conserves_cards(players: int, seed: int, rng: Random) -> None:
    state = GAME.setup(BrOptions(players=players), seed)
    whole = Counter(deck(1, players))
    while GAME.to_act(state):
        top = state.pending[-1]
        assert GAME.to_act(state) == frozenset(top.waiting)
        seat = PlayerId(rng.choice(sorted(GAME.to_act(state))))
        action = rng.choice(GAME.legal_actions(state, seat))
        after = GAME.apply(state, action)
        assert len(after.seats[seat].hand) == len(state.seats[seat].hand) + top.picks
        if after.pending and after.pending[-1].passes == top.passes:
            assert len(after.pending[-1].offers[seat]) == len(top.offers[seat]) - top.picks
        assert _cards(after) == whole
        state = after
    assert all(len(s.hand) == 6 for s in state.seats)
