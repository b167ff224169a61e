"""The shared playthrough checker passes a good game and catches broken ones."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from app.engine.conformance import ConformanceError, check_playthrough
from app.engine.game import PlayerId
from app.engine.text import Text, engine_text
from tests.engine.toy import TOY, Draw, Take, ToyGame, ToyState


@pytest.mark.parametrize("players", [2, 3, 4])
def test_toy_passes(players: int):
    for seed in range(15):
        report = check_playthrough(TOY, seed, players)
        assert report.steps > 0
        assert len(report.outcome.scores) == players


def test_toy_passes_with_options_and_views_every_step():
    report = check_playthrough(TOY, 3, 2, options=TOY.Options(players=2, pile=30), views_every=1)
    assert sum(report.outcome.scores) >= 30


class MutatingToy(ToyGame):
    """Broken: apply writes into its input."""

    def apply(self, state: ToyState, action: Any) -> ToyState:
        after = super().apply(state, action)
        state.seats[0].taken += 100
        return after


class StrictCheckToy(ToyGame):
    """Broken: check() refuses a move that legal_actions() offers."""

    def check(self, state: ToyState, action: Any) -> Text | None:
        if isinstance(action, Draw):
            return engine_text("not_allowed_now", what="drawing")
        return super().check(state, action)


class LaxCheckToy(ToyGame):
    """Broken: check() accepts taking when legal_actions() no longer offers it."""

    def check(self, state: ToyState, action: Any) -> Text | None:
        if isinstance(action, Take) and action.player in self.to_act(state):
            return None
        return super().check(state, action)


class EnglishReasonToy(ToyGame):
    """Broken: check() returns English instead of a text of the catalogue (STYLE.md §9)."""

    def check(self, state: ToyState, action: Any) -> Any:
        reason = super().check(state, action)
        return None if reason is None else str(reason)


class SeatMixToy(ToyGame):
    """Broken: legal_actions() offers a move for the wrong seat."""

    def legal_actions(self, state: ToyState, player: PlayerId) -> list[Any]:
        out = super().legal_actions(state, player)
        return [Take(player=PlayerId(player + 1), count=1), *out] if out else out


_counter = itertools.count()


class RestlessSetupToy(ToyGame):
    """Broken: setup depends on something other than the seed."""

    def setup(self, options: Any, seed: int) -> ToyState:
        state = super().setup(options, seed)
        state.pile += next(_counter) % 2
        return state


class HiddenRandomToy(ToyGame):
    """Broken: draws randomness outside the state's Rng, so a replay differs."""

    def apply(self, state: ToyState, action: Any) -> ToyState:
        after = super().apply(state, action)
        if isinstance(action, Draw):
            after.seats[action.player].bonus = (1 + next(_counter) % 3,)
        return after


class EndlessToy(ToyGame):
    """Broken: the pile never runs out."""

    def apply(self, state: ToyState, action: Any) -> ToyState:
        after = super().apply(state, action)
        after.pile = max(after.pile, 3)
        return after


class NoOutcomeToy(ToyGame):
    """Broken: nobody must act but there is no outcome."""

    def outcome(self, state: ToyState) -> None:
        return None


@pytest.mark.parametrize(
    ("game", "message"),
    [
        (MutatingToy(), "mutated its input"),
        (StrictCheckToy(), "refused by check"),
        (LaxCheckToy(), "which legal_actions\\(\\) lacks"),
        (SeatMixToy(), "returned another seat's action"),
        (EnglishReasonToy(), "not a Text"),
        (RestlessSetupToy(), "setup is not deterministic"),
        (HiddenRandomToy(), "replaying the log gives a different final state"),
        (EndlessToy(), "game not over after 200 actions"),
        (NoOutcomeToy(), "outcome\\(\\) is None"),
    ],
)
def test_broken_games_fail(game: ToyGame, message: str):
    def check_seeds() -> None:
        for seed in range(10):
            check_playthrough(game, seed, 3, max_steps=200)

    with pytest.raises(ConformanceError, match=message) as info:
        check_seeds()
    assert "to act:" in str(info.value)


def test_failure_message_names_step_and_legal_moves():
    with pytest.raises(ConformanceError) as info:
        check_playthrough(MutatingToy(), 1, 2)
    text = str(info.value)
    assert text.startswith("step 0: apply(")
    assert "legal (first 30)" in text
