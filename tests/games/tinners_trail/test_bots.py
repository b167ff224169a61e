"""Bots of Tinners' Trail: legal moves from views only, at every kind of decision."""

from __future__ import annotations

import random  # noqa: TID251 - a test driver, not game state

import pytest

from app.engine.bots import MctsBot, make_bot
from app.engine.game import PlayerId
from app.games.tinners_trail import GAME
from app.games.tinners_trail.actions import Bid, DropOut, StartAuction
from app.games.tinners_trail.data.data import game_data
from app.games.tinners_trail.model import HIDDEN_TILE, State, TinOptions
from tests.games.tinners_trail.builders import make_state, region


def _game(players: int, seed: int) -> list[State]:
    state = GAME.setup(TinOptions(players=players), seed)
    bots = [make_bot("easy", GAME, PlayerId(p), seed) for p in range(players)]
    states = [state]
    while acting := sorted(GAME.to_act(state)):
        seat = PlayerId(acting[0])
        action = bots[seat].choose(GAME.view_for(state, seat))
        assert action in GAME.legal_actions(state, seat)
        state = GAME.apply(state, action)
        states.append(state)
    return states


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_easy_plays_whole_games(players: int):
    states = _game(players, 3)
    kinds = {d.kind for s in states for d in s.pending}
    assert {"keep", "turn", "auction", "invest"} <= kinds
    assert GAME.outcome(states[-1]) is not None


def _swap_hidden(state: State, me: int, rng: random.Random) -> State:
    """The same position with other hands and unseen face-down tiles dealt differently."""
    data = game_data()
    view = GAME.view_for(state, PlayerId(me))
    unseen = [r for r, x in enumerate(view.tile) if x == HIDDEN_TILE]
    tiles = list(state.tile)
    for group in range(4):
        regions = [r for r in unseen if data.region_group[r] == group]
        pile = [tiles[r] for r in regions]
        rng.shuffle(pile)
        for r, t in zip(regions, pile, strict=True):
            tiles[r] = t
    return state.model_copy(update={"tile": tuple(tiles)})


def test_normal_sees_only_the_view():
    state = _game(2, 5)[30]
    me = sorted(GAME.to_act(state))[0]
    other = _swap_hidden(state, me, random.Random(1))
    view = GAME.view_for(state, PlayerId(me))
    assert GAME.view_for(other, PlayerId(me)) == view
    choices = [
        MctsBot(GAME, PlayerId(me), seed=9, iterations=40).choose(GAME.view_for(s, PlayerId(me)))
        for s in (state, other)
    ]
    assert choices[0] == choices[1]
    assert choices[0] in GAME.legal_actions(state, PlayerId(me))


def test_bots_bid_only_the_minimum_after_a_forced_drop():
    """Seed 002 「2人プレイゲームでの変更」: the starter cannot pay the deck card and drops out;
    「相手プレイヤーは最低入札額で入札するか降りるかを選択します」 — every bot answers with
    the minimum bid or a drop-out, never more."""
    state = make_state(
        2,
        regions={"redruth": {"tile": "B4", "face_up": False}},
        seats={"0": {"hand": [], "money": 3}, "1": {"hand": [], "money": 20}},
        decks={"A": [], "B": ["B5", "B2"], "C": []},
    )
    deck = StartAuction(player=PlayerId(0), region=region("redruth"), deck=True)
    state = GAME.apply(state, deck)
    assert GAME.to_act(state) == {PlayerId(1)}
    allowed = {Bid(player=PlayerId(1), amount=4), DropOut(player=PlayerId(1))}
    assert set(GAME.legal_actions(state, PlayerId(1))) == allowed
    view = GAME.view_for(state, PlayerId(1))
    for level in ("easy", "normal"):
        for seed in range(3):
            bot = make_bot(level, GAME, PlayerId(1), seed)
            assert bot.choose(view) in allowed, level


def test_easy_never_starts_a_deck_auction_it_cannot_pay():
    """Seed 002 「2人プレイゲームでの変更」: a starter with £0 may draw the deck card (issue 33,
    item 4), but it can pay no card, so it drops out and only the rival decides: the easy bot
    sells a pasty instead, though the move is legal."""
    state = make_state(
        2,
        regions={"redruth": {"tile": "B4", "face_up": False}},
        seats={"0": {"hand": [], "money": 0}, "1": {"hand": [], "money": 20}},
        decks={"A": ["A1"], "B": ["B5", "B2"], "C": ["C1"]},
    )
    legal = GAME.legal_actions(state, PlayerId(0))
    assert StartAuction(player=PlayerId(0), region=region("redruth"), deck=True) in legal
    view = GAME.view_for(state, PlayerId(0))
    for seed in range(3):
        choice = make_bot("easy", GAME, PlayerId(0), seed).choose(view)
        assert not isinstance(choice, StartAuction), choice
