"""The shared playthrough checker over seeded random games (STYLE.md §6), and game-level facts.

Every option set (2-4 players, introductory or standard, auction on or off) plays a few seeded
random games with every engine contract checked at every step (`app.engine.conformance`).
Two seeds per option set by default; `BARRAGE_SEEDS=30` runs the full acceptance set (360 games,
about 10 minutes on two cores).
"""

from __future__ import annotations

import os

import pytest

from app.engine.conformance import check_playthrough
from app.engine.game import PlayerId
from app.engine.rng import bot_random
from app.engine.text import render
from app.games.barrage import GAME
from app.games.barrage.bots import HIDDEN_CONTRACT, determinize
from app.games.barrage.model import BarrageOptions
from app.games.barrage.rules import water

SEEDS = int(os.environ.get("BARRAGE_SEEDS", "2"))
CASES = [
    (players, intro, auction, seed)
    for players in (2, 3, 4)
    for intro in (True, False)
    for auction in (False, True)
    for seed in range(SEEDS)
]


@pytest.mark.parametrize(
    ("players", "intro", "auction", "seed"),
    CASES,
    ids=[f"{p}p-{'intro' if i else 'std'}-{'auc' if a else 'noauc'}-{s}" for p, i, a, s in CASES],
)
def test_random_game_keeps_every_contract(players: int, intro: bool, auction: bool, seed: int):
    options = BarrageOptions(players=players, introductory=intro, auction=auction)
    report = check_playthrough(GAME, seed, players, options=options)
    outcome = report.outcome
    assert len(outcome.scores) == players
    assert [sum(line.points for line in seat) for seat in outcome.breakdown] == list(outcome.scores)
    # At least 12 engineers a round for 5 rounds, 1-3 per placement.
    assert report.steps >= players * 5 * 4


def _random_game(players: int, seed: int, intro: bool = False):
    state = GAME.setup(BarrageOptions(players=players, introductory=intro), seed)
    rng = bot_random(seed, 0)
    while GAME.to_act(state):
        [seat] = GAME.to_act(state)
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat)))
        yield state


@pytest.mark.parametrize("seed", range(4))
def test_water_is_conserved_and_supplies_never_negative(seed: int):
    for state in _random_game(3, seed):
        assert state.drops_added == water.drops_in_play(state) + state.drops_exited
        for p in state.seats:
            assert min(p.credits, p.excavators, p.mixers, p.engineers) >= 0
        for i, d in enumerate(state.dams):
            assert 0 <= d.drops <= water.capacity(state, i)


def test_views_hide_deck_orders_and_determinize_restores_a_full_state():
    state = next(s for s in _random_game(4, 5) if s.phase == "actions")
    view = GAME.view_for(state, PlayerId(0))
    assert all(c == HIDDEN_CONTRACT for p in view.private for c in p.deck)
    assert all(t == "hidden" for d in view.advanced_decks for t in d)
    assert view.rng.seed == 0
    assert [p.face_up for p in view.private] == [p.face_up for p in state.private]
    full = determinize(view, bot_random(1, 0))
    for mine, real in zip(full.private, state.private, strict=True):
        assert sorted(mine.deck) == sorted(real.deck)  # the unseen tiles, in another order
    assert [len(d) for d in full.advanced_decks] == [len(d) for d in state.advanced_decks]
    assert GAME.legal_actions(full, PlayerId(0)) == GAME.legal_actions(state, PlayerId(0))


def test_revealing_contracts_cannot_be_undone():
    state = GAME.setup(BarrageOptions(players=2), 3)
    [seat] = GAME.to_act(state)
    take = next(a for a in GAME.legal_actions(state, seat) if a.kind == "take_contracts")
    bank = next(a for a in GAME.legal_actions(state, seat) if a.kind == "bank")
    assert not GAME.is_undoable(state, take, GAME.apply(state, take))
    assert GAME.is_undoable(state, bank, GAME.apply(state, bank))


def test_log_lines_and_prompts_name_the_seat():
    state = GAME.setup(BarrageOptions(players=2), 3)
    [seat] = GAME.to_act(state)
    names = ["Ann", "Bob"]
    assert render(GAME.prompt(state), "en", names).startswith(names[seat])
    assert str(GAME.heading(state)) == "Round 1: Action phase"
    for action in GAME.legal_actions(state, seat)[:50]:
        assert render(GAME.describe(state, action), "en", names).startswith(names[seat])
