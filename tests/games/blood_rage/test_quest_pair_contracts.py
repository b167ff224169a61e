"""Two quests of one type in one action under the engine's contracts (issue 33 item 2).

Seed 003 「■ クエスト（クエストを受ける）」: 「同じタイプのクエストなら２枚同時に引き受ける事も
できます」. Random games seldom deal one seat two quests of a type, so here every seat starts the
Action phase of Age 1 (4 players) with a pair: Manheim, Alfheim, Jotunheim and a glorious death
(the Age 1 deck at 4 players holds two of each). From there the playthrough checker
(`check_playthrough`: `check()` agrees with the legal list, input unchanged, JSON round trip and
replay, undo) and the ledger checker play random games to the end, the pairs among the moves;
the bounded-input fuzz (`tests.engine.actionfuzz`) bends the pair's fields; and a session with a
pair is saved and loaded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from app.engine.conformance import check_ledger, check_playthrough
from app.engine.game import PlayerId
from app.engine.saves import dump_session, load_save
from app.engine.session import Session
from app.games import GAMES
from app.games.blood_rage.actions import TakeQuest
from app.games.blood_rage.game import BloodRage
from app.games.blood_rage.model import NO_CARD, BrOptions
from tests.engine.actionfuzz import build_arena, run_property
from tests.games.blood_rage.builders import make_state

if TYPE_CHECKING:
    from app.games.blood_rage.model import State

PAIRS = {
    "0": ["a1.quest_manheim", "a1.quest_manheim.4p", "a1.tyrs_bash"],
    "1": ["a1.quest_alfheim", "a1.quest_alfheim.4p"],
    "2": ["a1.quest_jotunheim", "a1.quest_jotunheim.4p"],
    "3": ["a1.quest_glorious_death", "a1.quest_glorious_death.4p"],
}


class PairStart(BloodRage):
    """Blood Rage from Age 1's Action phase with a pair of quests in every hand (4 players)."""

    applied: list[TakeQuest]

    def __init__(self) -> None:
        super().__init__()
        self.applied = []

    def setup(self, options: BrOptions, seed: int) -> State:
        """The position for this seed (who goes first and the board's tokens vary)."""
        return make_state(
            4,
            seed=seed,
            phase="action",
            first_player=seed % 4,
            destroyed=["utgard"],
            rage=[3, 3, 3, 3],
            figures={"myrkulor": {"0": ["warrior"]}, "gimle": {"1": ["warrior"]}},
            hands=PAIRS,
        )

    def apply(self, state: State, action: Any) -> State:
        """Apply, noting the pairs played."""
        if isinstance(action, TakeQuest) and action.second != NO_CARD:
            self.applied.append(action)
        return super().apply(state, action)


def _pairs_offered(game: PairStart, seed: int) -> int:
    state = game.setup(BrOptions(players=4), seed)
    return sum(
        isinstance(a, TakeQuest) and a.second != NO_CARD
        for p in range(4)
        for a in game.legal_actions(state, PlayerId(p))
    )


@pytest.mark.parametrize("seed", range(6))
def test_games_with_pairs_keep_every_contract(seed: int):
    game = PairStart()
    assert _pairs_offered(game, seed) == 1  # only the seat to act has legal moves
    report = check_playthrough(game, seed, 4, views_every=2)
    assert report.steps > 20


def test_the_random_games_play_pairs():
    game = PairStart()
    for seed in range(6):
        check_playthrough(game, seed, 4, views_every=50)
    assert len(game.applied) >= 3  # the checker's random moves took pairs, not only singles


def test_the_ledger_holds_in_games_with_pairs():
    assert check_ledger(PairStart(), 4, seeds=range(4)) >= 4 * 40


def test_malformed_pairs_never_crash_the_rules():
    arena = build_arena(PairStart(), [BrOptions(players=4)], seeds=(1, 2), stops=(0, 1, 2, 3))
    forms = [t for ts in arena.templates for t in ts if t.get("second", NO_CARD) != NO_CARD]
    assert forms  # the fuzz starts from pairs too, and bends their fields
    tally = run_property(arena, examples=150, batch=20)
    assert tally["refused"] > 0
    assert tally["accepted"] > 0
    assert tally["unparsed"] > 0


def test_a_game_saved_after_a_pair_loads_and_replays():
    game = PairStart()
    session = Session(game, BrOptions(players=4), 0)
    pair = next(
        a
        for p in sorted(game.to_act(session.state))
        for a in game.legal_actions(session.state, p)
        if isinstance(a, TakeQuest) and a.second != NO_CARD
    )
    session.apply(pair)
    text = dump_session(session)
    assert '"second":' in text.replace(" ", "")
    loaded = load_save(text, {**GAMES, game.id: game}, "pair.json")
    assert loaded.notice is None
    assert loaded.session.actions == [pair]
    assert loaded.session.state == session.state
