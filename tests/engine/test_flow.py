"""The decision stack and the `advance` loop guard."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.flow import (
    ADVANCE_LIMIT,
    Decision,
    FlowLoopError,
    advance,
    pop_decision,
    push_decision,
    to_act_of,
    top_decision,
)
from app.engine.game import PlayerId
from tests.engine.toy import TOY, ToyGame, ToyState


def test_stack_order_and_to_act():
    pending: list[Decision] = []
    assert top_decision(pending) is None
    assert to_act_of(pending) == frozenset()
    push_decision(pending, Decision(waiting=(PlayerId(0),)))
    push_decision(pending, Decision(waiting=(PlayerId(1), PlayerId(2))))
    assert to_act_of(pending) == {1, 2}
    assert pop_decision(pending).waiting == (1, 2)
    assert to_act_of(pending) == {0}


def test_advance_counts_steps_until_settled():
    counter = {"left": 3}

    def step(draft: dict[str, int]) -> bool:
        if draft["left"] == 0:
            return False
        draft["left"] -= 1
        return True

    assert advance(counter, step) == 3
    assert counter["left"] == 0
    assert advance(counter, step) == 0


def test_advance_refuses_to_loop_forever():
    calls = []

    def step(_draft: object) -> bool:
        calls.append(1)
        return True

    with pytest.raises(FlowLoopError, match="did not settle after 50"):
        advance(object(), step, limit=50)
    assert len(calls) == 50


def test_default_limit_applies():
    calls = []

    def step(_draft: object) -> bool:
        calls.append(1)
        return True

    with pytest.raises(FlowLoopError):
        advance(object(), step)
    assert len(calls) == ADVANCE_LIMIT


class LoopingToy(ToyGame):
    """A broken phase module: passing the turn never settles."""

    def apply(self, state: ToyState, action: Any) -> ToyState:
        draft = state.model_copy(deep=True)
        advance(draft, lambda _d: True, limit=100)
        return draft


def test_broken_flow_surfaces_as_error_from_apply():
    game = LoopingToy()
    state = game.setup(game.Options(players=2), 1)
    action = game.legal_actions(state, PlayerId(0))[0]
    with pytest.raises(FlowLoopError):
        game.apply(state, action)


def test_toy_flow_passes_turn_and_ends_game():
    state = TOY.setup(TOY.Options(players=2, pile=2), 1)
    state = TOY.apply(state, TOY.legal_actions(state, PlayerId(0))[0])  # take 1
    assert TOY.to_act(state) == {0}
    state = TOY.apply(state, TOY.parse_action({"kind": "end", "player": 0}))
    assert TOY.to_act(state) == {1}
    state = TOY.apply(state, TOY.parse_action({"kind": "take", "player": 1, "count": 1}))
    assert TOY.to_act(state) == frozenset()
    assert state.pending == []
    outcome = TOY.outcome(state)
    assert outcome is not None
    assert outcome.winners == (0, 1)
