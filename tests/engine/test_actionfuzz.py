"""The bounded-input kit (`tests.engine.actionfuzz`) finds what it is meant to find.

Each game's `test_action_bounds.py` relies on it; here it meets the toy game, once as it is and
once with each contract broken on purpose (issue 17: `check()` never raises, a refusal is an
`IllegalAction`, an accepted action is a legal one).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from tests.engine.actionfuzz import build_arena, exercise, run_property
from tests.engine.toy import Take, ToyGame, ToyOptions

if TYPE_CHECKING:
    from app.engine.text import Text

_COUNTS = (0, 1, 2)


class _Raises(ToyGame):
    """Reads a table with the action's number before any rule: huge numbers raise."""

    def check(self, state: Any, action: Any) -> Text | None:
        if isinstance(action, Take):
            _COUNTS[action.count]  # the careless look-up under test
        return super().check(state, action)


class _AcceptsAll(ToyGame):
    def check(self, state: Any, action: Any) -> Text | None:
        return None

    def apply(self, state: Any, action: Any) -> Any:
        return state


class _RefusesWithValueError(ToyGame):
    def apply(self, state: Any, action: Any) -> Any:
        if self.check(state, action) is not None:
            msg = "refused"
            raise ValueError(msg)
        return super().apply(state, action)


def _arena(game: ToyGame) -> Any:
    return build_arena(game, [ToyOptions(players=2), ToyOptions(players=3)], stops=(0, 2, 5))


def test_the_toy_game_keeps_every_contract():
    tally = run_property(_arena(ToyGame()), examples=60, batch=20)
    assert tally["refused"] > 0
    assert tally["accepted"] > 0
    assert tally["unparsed"] > 0


def test_a_check_that_raises_is_caught():
    arena = _arena(_Raises())
    with pytest.raises(AssertionError, match=r"check\(\) raised IndexError"):
        exercise(arena, 0, {"kind": "take", "player": 0, "count": 2**63})


def test_a_check_that_accepts_an_illegal_action_is_caught():
    arena = _arena(_AcceptsAll())
    with pytest.raises(AssertionError, match=r"legal_actions\(\) lacks"):
        exercise(arena, 0, {"kind": "take", "player": 0, "count": 7})


def test_a_refusal_that_is_not_an_illegal_action_is_caught():
    arena = _arena(_RefusesWithValueError())
    with pytest.raises(AssertionError, match="not IllegalAction"):
        exercise(arena, 0, {"kind": "take", "player": 0, "count": 7})


def test_values_a_save_cannot_hold_are_counted_as_unparsed():
    arena = _arena(ToyGame())
    assert exercise(arena, 0, {"kind": "take", "player": 0, "count": "many"}) == "unparsed"
    assert exercise(arena, 0, {"kind": "take", "player": 9, "count": 1}) == "unparsed"
    assert exercise(arena, 0, {"kind": "nothing", "player": 0}) == "unparsed"
