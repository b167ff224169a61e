"""`view_for` hides what a seat may not see (seed 003; RULES.md "Hidden information")."""

from __future__ import annotations

import pytest

from app.engine.game import PlayerId
from app.games.blood_rage import GAME
from app.games.blood_rage.model import HIDDEN_CARD, NO_CARD, State
from tests.games.blood_rage.builders import card, make_state, top_draft


def _picked(state: State) -> State:
    for seat in sorted(GAME.to_act(state)):
        state = GAME.apply(state, GAME.legal_actions(state, PlayerId(seat))[-1])
    return state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_other_hands_offers_and_picks_are_hidden(players: int):
    state = make_state(players, seed=6, age=2, kept={"1": "a1.tyrs_bash"})
    state = _picked(state)
    state = GAME.apply(state, GAME.legal_actions(state, PlayerId(0))[0])  # a pick in progress
    for me in range(players):
        view = GAME.view_for(state, PlayerId(me))
        mine, real = view.seats[me], state.seats[me]
        assert mine == real
        assert top_draft(view).offers[me] == top_draft(state).offers[me]
        for other in range(players):
            if other == me:
                continue
            seat = view.seats[other]
            assert seat.hand == (HIDDEN_CARD,) * len(state.seats[other].hand)
            assert seat.quests == (HIDDEN_CARD,) * len(state.seats[other].quests)
            assert top_draft(view).offers[other] == (HIDDEN_CARD,) * len(
                top_draft(state).offers[other]
            )
            assert seat.kept == (HIDDEN_CARD if state.seats[other].kept != NO_CARD else NO_CARD)
        assert all(set(d) <= {HIDDEN_CARD} for d in view.decks)
        assert [len(d) for d in view.decks] == [len(d) for d in state.decks]
        assert view.rng.seed == 0
        assert (view.ragnarok, view.provinces) == (state.ragnarok, state.provinces)
        assert GAME.parse_state(view.model_dump_json()) == view


def test_no_card_of_another_seat_leaks():
    state = _picked(make_state(4, seed=8))
    view = GAME.view_for(state, PlayerId(2))
    visible = set(view.seats[2].hand) | set(top_draft(view).offers[2])
    text = view.model_dump_json()
    for seat in (0, 1, 3):
        for c in state.seats[seat].hand + top_draft(state).offers[seat]:
            assert c not in visible or c in view.seats[2].hand
    assert '"seed":0' in text


def test_the_discarded_leftovers_stay_hidden():
    state = make_state(2, seed=2)
    while GAME.to_act(state):
        state = _picked(state)
    assert len(state.discard_unseen) == 4
    for me in (0, 1):
        assert GAME.view_for(state, PlayerId(me)).discard_unseen == (HIDDEN_CARD,) * 4
    assert card("a1.troll") >= 0
