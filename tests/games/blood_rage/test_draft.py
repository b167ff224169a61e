"""The Gods' Gifts draft (seed 003 「1. 神の恵みフェイズ」; RULES.md R2-R5)."""

from __future__ import annotations

import random  # noqa: TID251 - a test driver, not game state
from collections import Counter

import pytest
from pydantic import ValidationError

from app.engine.errors import IllegalAction
from app.engine.game import PlayerId
from app.engine.session import Session
from app.engine.text import Text
from app.games.blood_rage import GAME
from app.games.blood_rage.actions import AnyAction, PickCards
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.model import NO_CARD, Phase, State
from app.games.blood_rage.rules.draft import to_left
from tests.games.blood_rage.builders import card, drafting, make_state, top_draft


def _pick_first(state: State, seats: list[int] | None = None) -> State:
    for seat in seats if seats is not None else sorted(GAME.to_act(state)):
        state = GAME.apply(state, GAME.legal_actions(state, PlayerId(seat))[0])
    return state


def _first_pick(state: State, seat: int) -> PickCards:
    action = GAME.legal_actions(state, PlayerId(seat))[0]
    assert isinstance(action, PickCards)
    return action


def _run_draft(state: State, rng: random.Random) -> State:
    while drafting(state):
        seat = rng.choice(sorted(GAME.to_act(state)))
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state, PlayerId(seat))))
    return state


@pytest.mark.parametrize(("players", "picks", "choices"), [(2, 2, 28), (3, 1, 8), (4, 1, 8)])
def test_deal_eight_pick_one_or_two(players: int, picks: int, choices: int):
    """8 dealt; keep 1 (2 with 2 players): C(8,2) = 28 choices, else 8."""
    state = make_state(players)
    assert top_draft(state).picks == picks
    for seat in range(players):
        legal = GAME.legal_actions(state, PlayerId(seat))
        assert len(legal) == choices
        assert all(isinstance(a, PickCards) and len(a.cards) == picks for a in legal)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_offers_pass_left_when_everyone_has_picked(players: int):
    """「残ったカードは左隣のプレイヤーに渡します」: seat p's rest goes to seat p + 1."""
    state = make_state(players, seed=4)
    before = top_draft(state).offers
    picked = [_first_pick(state, p).cards for p in range(players)]
    state = _pick_first(state)
    after = top_draft(state).offers
    for p in range(players):
        rest = tuple(c for c in before[p] if c not in picked[p])
        assert after[to_left(p, players)] == rest
        assert state.seats[p].hand == picked[p]
    assert to_left(players - 1, players) == 0
    assert GAME.to_act(state) == frozenset(PlayerId(p) for p in range(players))


def test_picks_are_simultaneous():
    """Every seat still to pick is to act; the offers wait for the last one (RULES.md R4)."""
    state = make_state(3, seed=2)
    offers = top_draft(state).offers
    state = _pick_first(state, [1])
    assert GAME.to_act(state) == {PlayerId(0), PlayerId(2)}
    assert GAME.legal_actions(state, PlayerId(1)) == []
    again = PickCards(player=PlayerId(1), cards=(top_draft(state).offers[1][0],))
    reason = GAME.check(state, again)
    assert isinstance(reason, Text)
    assert "picked this round" in str(reason)
    with pytest.raises(IllegalAction, match="picked this round"):
        GAME.apply(state, again)
    assert top_draft(state).offers[0] == offers[0]  # nothing passed yet
    state = _pick_first(state, [2, 0])
    assert top_draft(state).passes == 1


@pytest.mark.parametrize(("players", "passes"), [(2, 3), (3, 6), (4, 6)])
def test_six_kept_leftovers_discarded_unseen(players: int, passes: int):
    """Until 6 cards are kept; the last 2 in front of each seat are discarded (RULES.md R5)."""
    state = make_state(players, seed=9)
    dealt = sorted(c for o in top_draft(state).offers for c in o)
    steps = 0
    while drafting(state):
        state = _pick_first(state)
        steps += 1
    assert steps == passes
    assert state.phase is Phase.ACTION
    assert [d.kind for d in state.pending] == ["turn"]
    assert [len(s.hand) for s in state.seats] == [6] * players
    assert len(state.discard_unseen) == 2 * players
    kept = [c for s in state.seats for c in s.hand]
    assert sorted(kept + list(state.discard_unseen)) == dealt
    assert GAME.to_act(state) == frozenset({PlayerId(state.first_player)})
    assert GAME.outcome(state) is None


def test_kept_card_rejoins_after_the_draft():
    """A card kept from Age 1 stays in hand through Age 2's draft, never passed (RULES.md R3)."""
    kept = "a1.tyrs_smite"
    state = make_state(2, seed=5, age=2, kept={"0": kept})
    assert state.age == 2
    assert len(state.decks[1]) == 4
    assert all(game_data().cards[c].age == 2 for o in top_draft(state).offers for c in o)
    assert state.seats[0].kept == card(kept)
    while drafting(state):
        assert all(card(kept) not in o for o in top_draft(state).offers)
        state = _pick_first(state)
    hands = [s.hand for s in state.seats]
    assert card(kept) in hands[0]
    assert [len(h) for h in hands] == [7, 6]
    assert state.seats[0].kept == NO_CARD


def test_refusals_say_why():
    state = make_state(2, seed=3, offers={"0": ["a1.tyrs_bash", "a1.troll", "a1.quest_manheim",
                                                "a1.thors_hammer", "a1.tyrs_smite",
                                                "a1.friggas_charm", "a1.lokis_domain",
                                                "a1.heimdalls_sight"]})  # fmt: skip
    p0 = PlayerId(0)
    cases = [
        ((card("a1.tyrs_bash"),), "exactly 2 cards"),
        ((card("a1.tyrs_bash"), card("a1.tyrs_bash")), "same card"),
        ((card("a1.tyrs_bash"), top_draft(state).offers[1][0]), "not among the cards"),
    ]
    for cards, why in cases:
        action = PickCards(player=p0, cards=cards)
        assert why in str(GAME.check(state, action))
        with pytest.raises(IllegalAction, match=why):
            GAME.apply(state, action)
    ok = PickCards(player=p0, cards=(card("a1.troll"), card("a1.tyrs_bash")))
    assert GAME.check(state, ok) is None
    assert "not your turn" in str(GAME.check(state, PickCards(player=PlayerId(3), cards=(1, 2))))
    # A card or seat no game has is refused before any rule reads it (STYLE.md §3, issue 17).
    with pytest.raises(ValidationError):
        PickCards(player=p0, cards=(card("a1.tyrs_bash"), 999))
    with pytest.raises(ValidationError):
        PickCards(player=PlayerId(5), cards=(1, 2))


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(1, 7))
def test_random_drafts_keep_the_contracts(players: int, seed: int):
    """check() agrees with legal_actions(); apply never mutates; states survive JSON; views too."""
    rng = random.Random(f"draft:{players}:{seed}")
    state = GAME.setup(GAME.Options(players=players), seed)
    seen: list[AnyAction] = []
    while drafting(state):
        legal = [a for p in sorted(GAME.to_act(state)) for a in GAME.legal_actions(state, p)]
        assert all(GAME.check(state, a) is None for a in legal)
        for old in seen[-30:]:
            if old not in legal:
                assert isinstance(GAME.check(state, old), Text)
        text = state.model_dump_json()
        assert GAME.parse_state(text) == state
        for p in range(players):
            view = GAME.view_for(state, PlayerId(p))
            assert GAME.parse_state(view.model_dump_json()) == view
        action = rng.choice(legal)
        assert isinstance(action, PickCards)
        hand = len(state.seats[action.player].hand)
        after = GAME.apply(state, action)
        assert state.model_dump_json() == text
        assert len(after.seats[action.player].hand) == hand + len(action.cards)
        seen += [*legal[:3], action]
        state = after
    assert Counter(len(s.hand) for s in state.seats) == {6: players}


def test_replay_is_identical():
    rng = random.Random("replay")
    state = GAME.setup(GAME.Options(players=4), 11)
    actions = []
    while drafting(state):
        seat = rng.choice(sorted(GAME.to_act(state)))
        actions.append(rng.choice(GAME.legal_actions(state, PlayerId(seat))))
        state = GAME.apply(state, actions[-1])
    again = GAME.setup(GAME.Options(players=4), 11)
    for a in actions:
        again = GAME.apply(again, GAME.parse_action(GAME.dump_action(a)))
    assert again.model_dump_json() == state.model_dump_json()
    assert _run_draft(GAME.setup(GAME.Options(players=4), 11), random.Random("other")).age == 1


def test_session_undo_and_redo_a_pick():
    """A pick can be undone by its player and redone (STYLE.md §4); nothing random is drawn."""
    session = Session(GAME, GAME.Options(players=3), 4)
    start = session.state.model_dump_json()
    action = GAME.legal_actions(session.state, PlayerId(2))[0]
    after = session.apply(action).model_dump_json()
    assert session.can_undo()
    assert session.undo() == action
    assert session.state.model_dump_json() == start
    assert session.redo() == action
    assert session.state.model_dump_json() == after
