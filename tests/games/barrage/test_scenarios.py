"""Golden rule scenarios of Barrage (STYLE.md §6), one parametrised test.

Each `scenarios/*.json` file holds::

    {"description": ..., "rule": "seed 000 <section>" (or seed 004 / reference),
     "state": {builder spec, see builders.scenario_state} | "options": {...}, "seed": n,
     "actions": [{action fields, "error"?: text, "expect"?: {...}}, ...],
     "expect": {...}}

An action with ``error`` must be refused by `check` and by `apply` with a reason containing that
text, and must change nothing. An action's own ``expect`` is checked right after it. The
expectation keys are those of `_CHECKS`. On failure the message shows the legal actions of the
seat to act (python-chess "divide").
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from app.engine.errors import IllegalAction
from app.engine.game import PlayerId
from app.games.barrage import GAME
from app.games.barrage.data.data import geometry
from app.games.barrage.model import BarrageOptions, State
from tests.games.barrage.builders import scenario_state

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

SCENARIOS = Path(__file__).parent / "scenarios"
FILES = sorted(SCENARIOS.glob("*.json"))


def divide(state: State) -> str:
    """Every legal action of the seats to act, grouped by kind."""
    lines = []
    for seat in sorted(GAME.to_act(state)):
        by_kind: dict[str, list[str]] = {}
        for action in GAME.legal_actions(state, seat):
            by_kind.setdefault(action.kind, []).append(str(action))
        for kind, items in by_kind.items():
            lines.append(f"seat {seat} {kind} ({len(items)}): " + "; ".join(items[:12]))
    return "\n".join(lines) or "(nobody to act)"


def _check_seats(state: State, want: dict[str, dict[str, Any]]) -> Iterator[str]:
    for seat, facts in want.items():
        have = state.seats[int(seat)].model_dump(mode="json")
        for key, value in facts.items():
            got = have[key]
            if key == "vp_sources":
                got = {k: got.get(k) for k in value}
            if got != value:
                yield f"seat {seat} {key}: want {value}, have {got}"


def _check_map(state: State, want: dict[str, Any]) -> Iterator[str]:
    geo = geometry()
    for space, value in want.items():
        if space in geo.dam_index:
            d = state.dams[geo.dam_index[space]]
            have: Any = [d.owner, d.level, d.drops]
        elif space in geo.conduit_index:
            have = state.conduits[geo.conduit_index[space]]
        else:
            have = state.powerhouses[geo.powerhouse_index[space]]
        if have != value:
            yield f"{space}: want {value}, have {have}"


def _check_legal(state: State, want: dict[str, Any]) -> Iterator[str]:
    player = PlayerId(want["player"])
    legal = GAME.legal_actions(state, player)
    for spec in want.get("includes", ()):
        if GAME.parse_action({"player": player, **spec}) not in legal:
            yield f"seat {player}: {spec} should be legal"
    for spec in want.get("excludes", ()):
        if GAME.parse_action({"player": player, **spec}) in legal:
            yield f"seat {player}: {spec} should not be legal"
    if "count" in want:
        count = sum(1 for a in legal if a.kind == want.get("kind", a.kind))
        if count != want["count"]:
            yield f"seat {player}: want {want['count']} legal actions, have {count}"
    if "kinds" in want and sorted({a.kind for a in legal}) != sorted(want["kinds"]):
        yield f"seat {player} kinds: want {want['kinds']}, have {sorted({a.kind for a in legal})}"


def _facts(state: State) -> dict[str, Any]:
    top = state.pending[-1] if state.pending else None
    out = GAME.outcome(state)
    return {
        "top": top.kind if top is not None else None,
        "to_act": sorted(GAME.to_act(state)),
        "phase": str(state.phase),
        "round": state.round,
        "drops_exited": state.drops_exited,
        "headstream_drops": state.headstream_drops,
        "national": state.national,
        "turn_order": state.turn_order,
        "occupied": sorted(o.uid for o in state.occupied),
        "face_up": {p.tier: p.face_up for p in state.private},
        "face_up_counts": [len(p.face_up) for p in state.private],
        "discarded": state.discarded,
        "patent_display": state.patent_display,
        "scores": list(out.scores) if out else None,
        "winners": list(out.winners) if out else None,
    }


def _simple(key: str) -> Callable[[State, Any], Iterator[str]]:
    def check(state: State, want: Any) -> Iterator[str]:
        have = _facts(state)[key]
        if have != want:
            yield f"{key}: want {want}, have {have}"

    return check


_CHECKS: dict[str, Callable[[State, Any], Iterator[str]]] = {
    "seats": _check_seats,
    "map": _check_map,
    "legal": _check_legal,
    **{key: _simple(key) for key in _facts(scenario_state({"turn": 0}))},
}


def check_expect(state: State, expect: dict[str, Any]) -> list[str]:
    """Return every way `state` differs from `expect` (empty: all as expected)."""
    unknown = set(expect) - set(_CHECKS)
    if unknown:
        return [f"unknown expect keys {sorted(unknown)}"]
    return [problem for key, want in expect.items() for problem in _CHECKS[key](state, want)]


def _start(data: dict[str, Any]) -> State:
    if "state" in data:
        return scenario_state(data["state"])
    return GAME.setup(BarrageOptions.model_validate(data["options"]), data["seed"])


def _refused(state: State, entry: dict[str, Any]) -> list[str]:
    action = GAME.parse_action({k: v for k, v in entry.items() if k not in ("error", "expect")})
    before = state.model_dump_json()
    reason = GAME.check(state, action)
    problems = []
    if reason is None or entry["error"] not in str(reason):
        problems.append(f"check() gave {reason!r}, want a reason containing {entry['error']!r}")
    with pytest.raises(IllegalAction) as info:
        GAME.apply(state, action)
    if info.value.reason != reason or str(info.value) != str(reason):
        problems.append(f"apply() refused with {info.value!r}, check() said {reason!r}")
    if state.model_dump_json() != before:
        problems.append("a refused action changed the state")
    return problems


def _play(state: State, entry: dict[str, Any]) -> tuple[State, list[str]]:
    action = GAME.parse_action({k: v for k, v in entry.items() if k != "expect"})
    reason = GAME.check(state, action)
    if reason is not None:
        return state, [f"{action} refused: {reason}"]
    if action not in GAME.legal_actions(state, action.player):
        return state, [f"{action} passes check() but is missing from legal_actions()"]
    return GAME.apply(state, action), []


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["description"]
    assert data["rule"].startswith(("seed 000 ", "seed 004 ", "reference "))
    state = _start(data)
    for number, entry in enumerate(data["actions"], start=1):
        where = f"{path.name} action {number} {entry}"
        if "error" in entry:
            problems = _refused(state, entry)
        else:
            state, problems = _play(state, entry)
        problems += check_expect(state, entry.get("expect", {}))
        assert not problems, f"{where}:\n  " + "\n  ".join(problems) + "\n" + divide(state)
    problems = check_expect(state, data["expect"])
    assert not problems, f"{path.name} final:\n  " + "\n  ".join(problems) + "\n" + divide(state)


def test_there_are_enough_scenarios() -> None:
    assert len(FILES) >= 40
