"""`view_for` hides what a seat may not see (seed 003; RULES.md "Hidden information")."""

from __future__ import annotations

import random  # noqa: TID251 - a test driver, not game state

import pytest

from app.engine.game import PlayerId
from app.games.blood_rage import GAME
from app.games.blood_rage.actions import choose_card, pillage
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.model import HIDDEN_CARD, NO_CARD, Battle, Draft, State
from tests.games.blood_rage.builders import card, drafting, make_state, top_draft
from tests.games.blood_rage.builders import province as card_province


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
    while drafting(state):
        state = _picked(state)
    assert len(state.discard_unseen) == 4
    for me in (0, 1):
        assert GAME.view_for(state, PlayerId(me)).discard_unseen == (HIDDEN_CARD,) * 4
    assert card("a1.troll") >= 0


def _assert_nothing_leaks(state: State, me: int) -> None:
    view = GAME.view_for(state, PlayerId(me))
    assert view.seats[me] == state.seats[me]
    for other, seat in enumerate(view.seats):
        if other == me:
            continue
        real = state.seats[other]
        assert seat.hand == (HIDDEN_CARD,) * len(real.hand)
        assert seat.quests == (HIDDEN_CARD,) * len(real.quests)
        assert seat.kept in (NO_CARD, HIDDEN_CARD)
        assert (seat.glory, seat.rage, seat.stats, seat.upgrades) == (
            real.glory,
            real.rage,
            real.stats,
            real.upgrades,
        )
    for decision in view.pending:
        if isinstance(decision, Battle) and decision.stage == "choose":  # revealed after
            for p, c in enumerate(decision.played):
                assert c in (NO_CARD, HIDDEN_CARD) or p == me
    assert set(view.discard_unseen) <= {HIDDEN_CARD}
    assert all(set(d) <= {HIDDEN_CARD} for d in view.decks)
    assert view.discard == state.discard  # face-up discards are public


@pytest.mark.parametrize(("players", "seed"), [(2, 24), (3, 22), (4, 23)])
def test_nothing_hidden_leaks_in_whole_games(players: int, seed: int):
    """Hands, committed quests, kept cards, battle cards before the reveal, decks: hidden."""
    rng = random.Random(f"views:{seed}")
    state = GAME.setup(GAME.Options(players=players), seed)
    battles = quests = 0
    while GAME.to_act(state):
        for me in range(players):
            _assert_nothing_leaks(state, me)
        top = state.pending[-1]
        battles += isinstance(top, Battle) and len(top.waiting) < len(top.seats)
        quests += sum(len(s.quests) for s in state.seats)
        seat = PlayerId(rng.choice(sorted(GAME.to_act(state))))
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat)))
    assert battles, "the game should have had a battle card chosen"
    assert quests, "the game should have had a quest committed"


def test_battle_card_hidden_until_everyone_has_chosen():
    """Seed 003 「2. カードのプレイ」: chosen face down, revealed together."""
    state = make_state(
        3,
        phase="action",
        first_player=0,
        destroyed=["utgard", "andlang"],
        rage=[3, 2, 0],
        figures={"horgr": {"0": ["warrior"], "1": ["leader"]}},
        hands={"0": ["a1.tyrs_bash"], "1": ["a1.thors_hammer"]},
    )
    state = GAME.apply(state, pillage(0, card_province("horgr")))
    assert GAME.to_act(state) == {PlayerId(0), PlayerId(1)}
    state = GAME.apply(state, choose_card(0, card("a1.tyrs_bash")))
    top = state.pending[-1]
    assert isinstance(top, Battle)
    assert top.played[0] == card("a1.tyrs_bash")
    for viewer in (1, 2):
        seen = GAME.view_for(state, PlayerId(viewer)).pending[-1]
        assert isinstance(seen, Battle)
        assert seen.played[0] == HIDDEN_CARD
    mine = GAME.view_for(state, PlayerId(0)).pending[-1]
    assert isinstance(mine, Battle)
    assert mine.played[0] == card("a1.tyrs_bash")
    assert GAME.legal_actions(state, PlayerId(0)) == []
    state = GAME.apply(state, choose_card(1, card("a1.thors_hammer")))
    assert state.battles == 1
    assert state.discard == (card("a1.thors_hammer"),)  # the winner's card, now face up


def _all_cards(state: State) -> list[int]:
    cards = list(state.discard) + list(state.discard_unseen)
    for seat in state.seats:
        u = seat.upgrades
        slots = [u.leader, u.warrior, u.ship, *u.monsters, *u.clan]
        cards += [*seat.hand, *seat.quests, seat.kept, *slots]
    for d in state.pending:
        if isinstance(d, Draft):
            cards += [c for o in d.offers for c in o]
    cards += [c for d in state.decks for c in d]
    return sorted(c for c in cards if c != NO_CARD)


@pytest.mark.parametrize(("players", "seed"), [(2, 31), (3, 32), (4, 33)])
def test_determinize_guesses_only_what_is_hidden(players: int, seed: int):
    """The search bot's guess keeps everything the seat sees and deals the rest plausibly."""
    rng = random.Random(f"det:{seed}")
    state = GAME.setup(GAME.Options(players=players), seed)
    step = 0
    while GAME.to_act(state):
        if step % 7 == 0:
            for me in range(players):
                view = GAME.view_for(state, PlayerId(me))
                guess = GAME.determinize(view, PlayerId(me), random.Random(step))
                assert GAME.parse_state(guess.model_dump_json()) == guess
                assert guess.seats[me] == state.seats[me]
                assert _all_cards(guess) == _all_cards(state)  # every card once, none hidden
                assert [len(d) for d in guess.decks] == [len(d) for d in state.decks]
                for p, clan in enumerate(guess.seats):
                    assert all(game_data().cards[c].family == "quest" for c in clan.quests), p
                for p in GAME.to_act(guess):
                    assert GAME.legal_actions(guess, p)
                top = guess.pending[-1] if guess.pending else None
                if isinstance(top, Battle):
                    for p in top.seats:
                        assert top.played[p] == NO_CARD or top.played[p] in guess.seats[p].hand
        seat = PlayerId(rng.choice(sorted(GAME.to_act(state))))
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat)))
        step += 1
