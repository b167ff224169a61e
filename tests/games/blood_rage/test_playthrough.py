"""The shared playthrough checker over seeded random games (STYLE.md §6), and game-level facts.

Every engine contract at every step (`app.engine.conformance`): legal actions pass `check()`,
refused actions get a reason `Text`, `apply` never mutates its input, states and views
re-validate and survive JSON, undo restores the snapshot, replay is identical, the game ends
with an outcome. A few seeds per player count run by default; the `slow` set runs many more.
"""

from __future__ import annotations

import random  # noqa: TID251 - a test driver, not game state
from collections import Counter

import pytest

from app.engine.conformance import check_playthrough
from app.engine.game import Outcome, PlayerId
from app.engine.session import Session
from app.games.blood_rage import GAME
from app.games.blood_rage.model import Phase, State
from app.games.blood_rage.rules.board import on_board, stat_value
from app.games.blood_rage.rules.death import held
from app.games.blood_rage.rules.reward import GLORY_SOURCES

FAST = [(players, seed) for players in (2, 3, 4) for seed in range(6)]
SLOW = [(players, seed) for players in (2, 3, 4) for seed in range(6, 60)]


def _assert_outcome(outcome: Outcome, players: int) -> None:
    """Scores by seat, a breakdown adding up to them, every top score a winner (ties shared)."""
    assert len(outcome.scores) == players
    assert [sum(x.points for x in seat) for seat in outcome.breakdown] == list(outcome.scores)
    # every glory of a whole game has a recorded source (no "older save" line)
    assert all(x.source in GLORY_SOURCES for seat in outcome.breakdown for x in seat)
    best = max(outcome.scores)
    assert set(outcome.winners) == {p for p, s in enumerate(outcome.scores) if s == best}


@pytest.mark.parametrize(("players", "seed"), FAST, ids=[f"{p}p-{s}" for p, s in FAST])
def test_random_game_keeps_every_contract(players: int, seed: int):
    report = check_playthrough(GAME, seed, players)
    _assert_outcome(report.outcome, players)
    # Three drafts of at least 3 passes each, and some turns in every Age.
    assert report.steps >= 3 * 3 * players + 3 * players


@pytest.mark.slow
@pytest.mark.parametrize(("players", "seed"), SLOW, ids=[f"{p}p-{s}" for p, s in SLOW])
def test_many_random_games_keep_every_contract(players: int, seed: int):
    report = check_playthrough(GAME, seed, players)
    _assert_outcome(report.outcome, players)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_views_checked_at_every_step(players: int):
    check_playthrough(GAME, 1000 + players, players, views_every=1)


def _random_game(players: int, seed: int):
    rng = random.Random(f"facts:{players}:{seed}")
    state = GAME.setup(GAME.Options(players=players), seed)
    while GAME.to_act(state):
        seat = PlayerId(rng.choice(sorted(GAME.to_act(state))))
        action = rng.choice(GAME.legal_actions(state, seat))
        after = GAME.apply(state, action)
        yield state, action, after
        state = after


def _figures(state: State, p: int) -> Counter[str]:
    seat = state.seats[p]
    kinds = Counter(seat.reserve) + Counter(seat.valhalla)
    kinds += Counter(held(state, p))  # being destroyed, held by Frigga's Protection's question
    for province in state.provinces:
        kinds += Counter(province.figures[p])
    for fjord in state.fjords:
        kinds += Counter(fjord.ships[p])
    return kinds


@pytest.mark.parametrize("seed", range(6))
def test_figures_are_conserved_and_counters_stay_in_range(seed: int):
    """No figure appears or vanishes (but a replaced monster); Rage never below 0; glory only
    grows while no card effect can take it; Horns is never exceeded by an invasion."""
    players = 2 + seed % 3
    for before, action, after in _random_game(players, seed):
        for p in range(players):
            base = {
                k: v for k, v in _figures(after, p).items() if k in ("leader", "warrior", "ship")
            }
            assert base == {"leader": 1, "warrior": 8, "ship": 1}
            assert after.seats[p].rage >= 0
            assert after.seats[p].glory >= before.seats[p].glory
        if action.kind == "invade":
            p = action.player
            assert on_board(after, p) <= stat_value(after.seats[p], "horns")


def test_every_phase_and_mechanic_happens_in_random_play():
    """Random play over a few seeds reaches every phase, battle, tie, quest and Ragnarök."""
    kinds: Counter[str] = Counter()
    keys: Counter[str] = Counter()
    phases: set[Phase] = set()
    for players, seed in [(2, 1), (3, 2), (4, 3), (4, 4), (3, 5), (2, 6)]:
        for before, action, after in _random_game(players, seed):
            kinds[action.kind] += 1
            phases.add(after.phase)
            keys.update(x.key for x in GAME.step_events(before, action, after))
    assert set(kinds) >= {"pick", "invade", "march", "upgrade", "quest", "pillage", "pass",
                          "move_to_battle", "decline", "battle_card", "keep"}  # fmt: skip
    assert phases >= {Phase.GODS_GIFTS, Phase.ACTION, Phase.DISCARD, Phase.QUEST, Phase.OVER}
    for key in ("note.battle_won", "note.to_valhalla", "note.ragnarok", "note.ragnarok_glory",
                "note.released", "note.new_age", "note.final", "note.strength"):  # fmt: skip
        assert keys[key] > 0, key


def test_no_undo_past_a_reveal():
    """A battle's last card choice reveals every card: it cannot be undone (STYLE.md §4)."""
    for players, seed in [(3, 1), (4, 2), (2, 3), (3, 4)]:
        session = Session(GAME, GAME.Options(players=players), seed)
        rng = random.Random(seed)
        while GAME.to_act(session.state):
            state = session.state
            seat = PlayerId(rng.choice(sorted(GAME.to_act(state))))
            action = rng.choice(GAME.legal_actions(state, seat))
            session.apply(action)
            if session.state.battles != state.battles:
                assert not GAME.is_undoable(state, action, session.state)
                return
    pytest.fail("no battle in these games")
