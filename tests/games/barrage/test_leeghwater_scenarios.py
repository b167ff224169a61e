"""Golden scenarios of the Leeghwater Project expansion (issue 11; STYLE.md §6).

Same format as `scenarios/` (see `test_scenarios`), in `scenarios_leeghwater/`; the state spec
takes ``"leeghwater": true`` and ``"lwp": {field: value}`` (builders.scenario_state). Extra
expectation keys: ``lwp`` (fields of `State.lwp`, compared as dumped), ``pending`` (the kinds
of the decision stack, bottom first), ``tiles`` ({seat: sorted tiles in supply}) and
``wheel`` ({seat: [[tile, excavators, mixers] by segment], open}).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from tests.games.barrage.test_scenarios import _CHECKS, _refused, _start, divide
from tests.games.barrage.test_scenarios import _play as play

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

    from app.games.barrage.model import State

SCENARIOS = Path(__file__).parent / "scenarios_leeghwater"
FILES = sorted(SCENARIOS.glob("*.json"))


def _check_lwp(state: State, want: dict[str, Any]) -> Iterator[str]:
    assert state.lwp is not None, "the expansion is off"
    have = state.lwp.model_dump(mode="json")
    for key, value in want.items():
        if have[key] != value:
            yield f"lwp.{key}: want {value}, have {have[key]}"


def _check_pending(state: State, want: list[str]) -> Iterator[str]:
    have = [d.kind for d in state.pending]
    if have != want:
        yield f"pending: want {want}, have {have}"


def _check_wheel(state: State, want: dict[str, Any]) -> Iterator[str]:
    for seat, value in want.items():
        wheel = state.seats[int(seat)].wheel
        have = {
            "open": wheel.open,
            "segments": [[s.tile, s.excavators, s.mixers] for s in wheel.segments],
        }
        for key, part in value.items():
            if have[key] != part:
                yield f"seat {seat} wheel {key}: want {part}, have {have[key]}"


CHECKS: dict[str, Callable[[State, Any], Iterator[str]]] = {
    **_CHECKS,
    "lwp": _check_lwp,
    "pending": _check_pending,
    "wheel": _check_wheel,
}


def check_expect(state: State, expect: dict[str, Any]) -> list[str]:
    """Return every way `state` differs from `expect` (empty: all as expected)."""
    unknown = set(expect) - set(CHECKS)
    if unknown:
        return [f"unknown expect keys {sorted(unknown)}"]
    return [problem for key, want in expect.items() for problem in CHECKS[key](state, want)]


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_leeghwater_scenario(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["description"]
    assert data["rule"].startswith(("seed 000 ", "reference "))
    state = _start(data)
    assert state.lwp is not None, "a Leeghwater scenario plays with the expansion"
    for number, entry in enumerate(data["actions"], start=1):
        where = f"{path.name} action {number} {entry}"
        if "error" in entry:
            problems = _refused(state, entry)
        else:
            state, problems = play(state, entry)
        problems += check_expect(state, entry.get("expect", {}))
        assert not problems, f"{where}:\n  " + "\n  ".join(problems) + "\n" + divide(state)
    problems = check_expect(state, data["expect"])
    assert not problems, f"{path.name} final:\n  " + "\n  ".join(problems) + "\n" + divide(state)


def test_there_are_enough_leeghwater_scenarios() -> None:
    assert len(FILES) >= 25
