"""Hypothesis properties of the Gods' Gifts draft and of battles (STYLE.md §6).

Each example drafts from a drawn seed and player count with drawn picks and checks at every step:
no card is lost or doubled (hands + offers + deck + unseen discards = the Age's deck), the
picker's hand grows by its picks and its offer shrinks by them, and `to_act` is every seat
still to pick. Battles: in random armies the highest STR wins and any tie for it loses for all.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.engine.game import PlayerId
from app.games.blood_rage import GAME
from app.games.blood_rage.actions import choose_card, pillage
from app.games.blood_rage.data.data import deck
from app.games.blood_rage.model import Battle, BrOptions, Draft, State
from tests.games.blood_rage.builders import card, make_state, province

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
    while state.pending and isinstance(state.pending[-1], Draft):
        top = state.pending[-1]
        assert GAME.to_act(state) == frozenset(top.waiting)
        seat = PlayerId(rng.choice(sorted(GAME.to_act(state))))
        action = rng.choice(GAME.legal_actions(state, seat))
        after = GAME.apply(state, action)
        assert len(after.seats[seat].hand) == len(state.seats[seat].hand) + top.picks
        now = after.pending[-1] if after.pending else None
        if isinstance(now, Draft) and now.passes == top.passes:
            assert len(now.offers[seat]) == len(top.offers[seat]) - top.picks
        assert _cards(after) == whole
        state = after
    assert all(len(s.hand) == 6 for s in state.seats)


BATTLE_CARDS = ["a1.tyrs_bash", "a1.tyrs_smash", "a1.tyrs_smite", "a1.thors_hammer", "a1.troll"]
ARMY = st.tuples(
    st.integers(0, 1), st.integers(0, 2), st.booleans(), st.sampled_from([None, *BATTLE_CARDS])
)
"""Per seat: Leader in Horgr or not, Warriors there, a ship in its fjord, the card in hand."""
PRINTED = {"a1.tyrs_bash": 2, "a1.tyrs_smash": 3, "a1.tyrs_smite": 5, "a1.thors_hammer": 1}


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(2, 4),
    army=st.lists(
        st.tuples(
            st.integers(0, 1),
            st.integers(0, 2),
            st.booleans(),
            st.sampled_from([None, *BATTLE_CARDS]),
        ),
        min_size=4,
        max_size=4,
    ),
)
def test_battle_highest_strength_wins_and_any_tie_loses(players: int, army: list[Any]) -> None:
    """Seed 003 「3. 解決」 against a second, independent count of STR in Horgr and its fjord."""
    army = army[:players]
    if sum(leader + warriors for leader, warriors, _, _ in army) == 0:
        army[0] = (0, 1, army[0][2], army[0][3])
    figures = {str(p): ["leader"] * a[0] + ["warrior"] * a[1] for p, a in enumerate(army)}
    ships = {str(p): ["ship"] for p, a in enumerate(army) if a[2]}
    hands = {str(p): [a[3]] for p, a in enumerate(army) if a[3]}
    pillager = next(p for p, a in enumerate(army) if a[0] + a[1])
    state = make_state(
        players,
        phase="action",
        first_player=pillager,
        destroyed=[],
        tokens={"horgr": "glory"},
        rage=[1] * players,
        figures={"horgr": {p: f for p, f in figures.items() if f}},
        ships={"east": ships},
        hands=hands,
    )
    state = GAME.apply(state, pillage(pillager, province("horgr")))
    while GAME.to_act(state) and isinstance(state.pending[-1], Battle):
        seat = min(GAME.to_act(state))
        state = GAME.apply(state, choose_card(seat, state.seats[seat].hand[0]))
    fighters = [p for p, a in enumerate(army) if a[0] + a[1] + a[2]]
    total = {
        p: 3 * army[p][0] + army[p][1] + 2 * army[p][2] + PRINTED.get(army[p][3] or "", 0)
        for p in fighters
    }
    best = max(total.values())
    top = [p for p in fighters if total[p] == best]
    winner = top[0] if len(top) == 1 and len(fighters) > 1 else None
    alone = len(fighters) == 1
    for p in range(players):
        lost = p in fighters and p != winner and not alone
        assert bool(state.seats[p].valhalla) == lost
        if lost and army[p][3]:
            assert state.seats[p].hand == (card(army[p][3]),)  # the loser takes its card back
    glory = [s.glory for s in state.seats]
    if alone:
        assert glory[pillager] == 5  # the token's 5 glory, no battle glory
    elif winner is None:
        assert glory == [0] * players
        assert not state.provinces[province("horgr")].pillaged
    else:
        hammer = 3 if army[winner][3] == "a1.thors_hammer" else 0  # reference §3.2
        assert glory[winner] == 3 + (5 if winner == pillager else 0) + hammer
        assert state.provinces[province("horgr")].pillaged == (winner == pillager)
        assert state.seats[winner].hand == ()
