"""Hidden information (seed 002): `view_for` shows a seat only what it knows.

Along random games, for every seat: other seats' survey cards (hands and setup offers) show only
their letter, the 2-player decks only their size, face-down tiles only if this seat looked at
them, and the seed is blanked. `determinize` fills the gaps consistently without reading them.
"""

from __future__ import annotations

import random  # noqa: TID251 - a test driver, not game state
from collections import Counter

import pytest

from app.engine.game import PlayerId
from app.games.tinners_trail import GAME
from app.games.tinners_trail.data.data import game_data
from app.games.tinners_trail.hidden import determinize
from app.games.tinners_trail.model import HIDDEN_TILE, NO_TILE, State, TinOptions, card_back


def _states(players: int, seed: int) -> list[State]:
    rng = random.Random(f"views:{players}:{seed}")
    state = GAME.setup(TinOptions(players=players), seed)
    states = [state]
    while acting := sorted(GAME.to_act(state)):
        seat = PlayerId(rng.choice(acting))
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat)))
        states.append(state)
    return states


def _check_view(state: State, view: State, me: int) -> None:
    group = game_data().card_group
    for p, (real, looked) in enumerate(zip(state.seats, view.seats, strict=True)):
        if p == me:
            assert looked.hand == real.hand
            assert looked.offer == real.offer
        else:
            assert looked.hand == tuple(card_back(group[c]) for c in real.hand)
            assert looked.offer == tuple(card_back(group[c]) for c in real.offer)
    for deck, seen in zip(state.decks, view.decks, strict=True):
        assert seen == tuple(card_back(group[c]) for c in deck)
    for r, (tile, shown) in enumerate(zip(state.tile, view.tile, strict=True)):
        visible = tile == NO_TILE or state.face_up[r] or state.known[r] >> me & 1
        assert shown == (tile if visible else HIDDEN_TILE)
    assert view.rng.seed == 0
    assert view.known == state.known  # who looked where is public (the peek tokens)


def _check_determinized(view: State, full: State, me: int) -> None:
    data = game_data()
    assert full.seats[me] == view.seats[me]
    cards = [c for s in full.seats for c in (*s.hand, *s.offer)] + [
        c for d in full.decks for c in d
    ]
    cards += list(full.played)
    assert all(c >= 0 for c in cards)
    assert max(Counter(cards).values()) == 1, "a card dealt twice"
    for seen, dealt in zip(view.seats, full.seats, strict=True):
        backs = [card_back(data.card_group[c]) for c in dealt.hand]
        assert backs == [c if c < 0 else card_back(data.card_group[c]) for c in seen.hand]
    tiles = [x for x in full.tile if x >= 0] + list(full.spent)
    assert max(Counter(tiles).values(), default=1) == 1, "a tile used twice"
    for r, shown in enumerate(view.tile):
        if shown == HIDDEN_TILE:
            assert data.tile_group[full.tile[r]] == data.region_group[r]
        else:
            assert full.tile[r] == shown


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_views_leak_nothing(players: int):
    for seed in range(3):
        for state in _states(players, seed)[::3]:
            for me in range(players):
                view = GAME.view_for(state, PlayerId(me))
                _check_view(state, view, me)
                full = determinize(view, me, random.Random(seed))
                _check_determinized(view, full, me)


def test_view_json_holds_no_other_hand():
    state = _states(3, 7)[5]
    view = GAME.view_for(state, PlayerId(0))
    other = state.seats[1].hand
    assert other
    assert all(c >= 0 for c in other)
    assert all(c < 0 for c in view.seats[1].hand)
    assert GAME.parse_state(view.model_dump_json()) == view


def test_card_survey_shows_the_tile_to_the_starter_only():
    from tests.games.tinners_trail.builders import action_from_spec, make_state, region

    state = make_state(
        3, regions={"redruth": {"tile": "B4", "face_up": False}}, seats={"0": {"hand": ["B5"]}}
    )
    state = GAME.apply(
        state,
        action_from_spec({"kind": "start_auction", "player": 0, "region": "redruth", "card": "B5"}),
    )
    r = region("redruth")
    assert GAME.view_for(state, PlayerId(0)).tile[r] == state.tile[r]
    assert GAME.view_for(state, PlayerId(1)).tile[r] == HIDDEN_TILE


def test_bots_choose_from_views():
    from app.engine.bots import make_bot

    state = _states(2, 4)[20]
    seat = PlayerId(sorted(GAME.to_act(state))[0])
    for level in ("random", "easy"):
        bot = make_bot(level, GAME, seat, 1)
        assert bot.choose(GAME.view_for(state, seat)) in GAME.legal_actions(state, seat)


@pytest.mark.gui
def test_a_new_auction_starts_the_bid_at_its_minimum(qtbot):
    # Issue 18 §5: the bid box showed £7 (left from the last auction) when the minimum was £1.
    from app.games.tinners_trail.view.panels import AuctionPanel

    panel = AuctionPanel()
    qtbot.addWidget(panel)
    panel.show_auction("Auction: Truro", "", 4, 20, True, True)
    assert panel.amount.value() == 4
    panel.amount.setValue(7)
    panel.show_auction("Auction: Truro", "", 4, 20, True, True)  # redrawn: the choice stays
    assert panel.amount.value() == 7
    panel.show_auction("Auction: Camborne", "", 1, 20, True, True)
    assert panel.amount.value() == 1
