"""Golden rule scenarios of Tinners' Trail (STYLE.md §6), one parametrised test.

Each `scenarios/*.json` file holds::

    {"description": ..., "rule": "seed 002 「<section>」",
     "state": {builder spec, with "players"},
     "actions": [{"kind", "player", ..., "error"?, "expect"?}, ...],
     "expect": {...}}

An action with ``error`` must be refused (by `check` and by `apply`) with a reason containing
that text, and must change nothing. An action's own ``expect`` is checked right after it.
Expectation keys are those of `_CHECKS`. On failure the message shows the position and every
legal move of the seats to act (python-chess "divide").
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from app.engine.errors import IllegalAction
from app.games.tinners_trail import GAME
from app.games.tinners_trail.data.data import game_data
from app.games.tinners_trail.model import NO_TILE, Auction, State
from app.games.tinners_trail.rules.legal import legal_actions
from tests.games.tinners_trail.builders import (
    action_from_spec,
    action_key,
    card_label,
    legal_keys,
    make_state,
    region,
    summary,
)

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

SCENARIOS = Path(__file__).parent / "scenarios"
FILES = sorted(SCENARIOS.glob("*.json"))


def divide(state: State) -> str:
    """Every legal move of the seats to act."""
    lines = []
    for seat in sorted(GAME.to_act(state)):
        keys = sorted(action_key(a) for a in legal_actions(state, seat))
        lines.append(f"seat {seat} ({len(keys)}): {' '.join(keys)}")
    return "\n".join(lines) or "(nobody to act)"


def _seat_facts(state: State, seat: int) -> dict[str, Any]:
    s = state.seats[seat]
    return {
        "money": s.money,
        "vp": list(s.vp),
        "mines": s.mines,
        "hand": sorted(card_label(c) for c in s.hand),
        "tin": s.tin,
        "copper": s.copper,
        "work": s.work,
    }


def _region_facts(state: State, r: int) -> dict[str, Any]:
    t = state.tile[r]
    return {
        "tile": game_data().tiles[t].id if t != NO_TILE else None,
        "face_up": state.face_up[r],
        "known": [p for p in range(state.players) if state.known[r] >> p & 1],
        "closed": state.closed[r],
        "mine": state.mine[r] if state.mine[r] >= 0 else None,
        "tin": state.tin[r],
        "copper": state.copper[r],
        "water": state.water[r],
        "drains": state.drains[r],
        "miner": state.miner[r],
        "port": state.port[r],
        "rail": state.rail[r],
        "pump": state.pump[r],
    }


def _compare(prefix: str, have: dict[str, Any], want: dict[str, Any]) -> Iterator[str]:
    for key, value in want.items():
        if key not in have:
            yield f"{prefix}: unknown field {key}"
        elif have[key] != value:
            yield f"{prefix} {key}: want {value}, have {have[key]}"


def _check_seats(state: State, want: dict[str, dict[str, Any]]) -> Iterator[str]:
    for seat, facts in want.items():
        yield from _compare(f"seat {seat}", _seat_facts(state, int(seat)), facts)


def _check_regions(state: State, want: dict[str, dict[str, Any]]) -> Iterator[str]:
    for name, facts in want.items():
        yield from _compare(name, _region_facts(state, region(name)), facts)


def _check_legal(state: State, want: list[dict[str, Any]]) -> Iterator[str]:
    for entry in want:
        keys = legal_keys(state, entry["player"])
        for item in entry.get("includes", ()):
            if item not in keys:
                yield f"seat {entry['player']}: {item} should be legal"
        for item in entry.get("excludes", ()):
            if item in keys:
                yield f"seat {entry['player']}: {item} should not be legal"
        prefixes = entry.get("no_prefix", ())
        for item in keys:
            if any(item.startswith(p) for p in prefixes):
                yield f"seat {entry['player']}: {item} should not be legal"


def _check_auction(state: State, want: dict[str, Any]) -> Iterator[str]:
    top = state.pending[-1] if state.pending else None
    if not isinstance(top, Auction):
        yield f"auction: no auction on top ({top})"
        return
    have = {
        "bid": top.bid,
        "leader": top.leader,
        "bidders": list(top.bidders),
        "minimum": top.minimum,
        "region": game_data().regions[top.region].id,
    }
    yield from _compare("auction", have, want)


def _check_events(state: State, want: list[str]) -> Iterator[str]:
    have = [n.key for n in state.events]
    for key in want:
        if key not in have:
            yield f"event {key} missing (have {have})"


def _check_event_nums(state: State, want: dict[str, dict[str, int]]) -> Iterator[str]:
    for key, nums in want.items():
        found = [dict(n.nums) for n in state.events if n.key == key]
        if not any(all(f.get(k) == v for k, v in nums.items()) for f in found):
            yield f"event {key} with {nums} missing (have {found})"


def _check_outcome(state: State, key: str, want: Any) -> Iterator[str]:
    out = GAME.outcome(state)
    if out is None:
        yield f"{key}: the game is not over"
        return
    have = list(out.scores) if key == "scores" else list(out.winners)
    if have != want:
        yield f"{key}: want {want}, have {have}"


def _simple(state: State, key: str, want: Any) -> Iterator[str]:
    data = game_data()
    values: dict[str, Callable[[], Any]] = {
        "to_act": lambda: sorted(GAME.to_act(state)),
        "phase": lambda: state.phase.value,
        "round": lambda: state.round,
        "passed": lambda: list(state.passed),
        "investing": lambda: list(state.investing),
        "peekers": lambda: list(state.peekers),
        "prices": lambda: {
            "tin": data.price_values[0][state.prices[0]],
            "copper": data.price_values[1][state.prices[1]],
        },
        "devs": lambda: dict(zip(("miner", "port", "rail", "adit"), state.devs, strict=True)),
        "pumps": lambda: [list(c) for c in state.pumps],
        "adits": lambda: len(state.adits),
        "pending": lambda: [d.kind for d in state.pending],
        "deck_sizes": lambda: [len(d) for d in state.decks],
    }
    have = values[key]()
    if have != want:
        yield f"{key}: want {want}, have {have}"


def _simple_check(key: str) -> Callable[[State, Any], Iterator[str]]:
    return lambda state, want: _simple(state, key, want)


def _outcome_check(key: str) -> Callable[[State, Any], Iterator[str]]:
    return lambda state, want: _check_outcome(state, key, want)


_SIMPLE_KEYS = ("to_act", "phase", "round", "passed", "investing", "peekers", "prices", "devs",
                "pumps", "adits", "pending", "deck_sizes")  # fmt: skip
_CHECKS: dict[str, Callable[[State, Any], Iterator[str]]] = {
    "seats": _check_seats,
    "regions": _check_regions,
    "legal": _check_legal,
    "auction": _check_auction,
    "events": _check_events,
    "event_nums": _check_event_nums,
    "scores": _outcome_check("scores"),
    "winners": _outcome_check("winners"),
    **{key: _simple_check(key) for key in _SIMPLE_KEYS},
}


def check_expect(state: State, expect: dict[str, Any]) -> list[str]:
    """Return every way `state` differs from `expect` (empty: all as expected)."""
    unknown = set(expect) - set(_CHECKS)
    if unknown:
        return [f"unknown expect keys {sorted(unknown)}"]
    return [problem for key, want in expect.items() for problem in _CHECKS[key](state, want)]


def _failure(where: str, problems: list[str], state: State) -> str:
    return f"{where}:\n  " + "\n  ".join(problems) + f"\n{summary(state)}\n{divide(state)}"


def _refused(state: State, entry: dict[str, Any]) -> list[str]:
    action = action_from_spec(entry)
    before = state.model_dump_json()
    reason = GAME.check(state, action)
    problems = []
    if reason is None or entry["error"] not in str(reason):
        problems.append(f"check() gave {reason!r}, want a reason containing {entry['error']!r}")
    if action in legal_actions(state, action.player):
        problems.append(f"{action} is refused but listed by legal_actions()")
    try:
        GAME.apply(state, action)
    except IllegalAction as exc:
        if str(exc) != str(reason):
            problems.append(f"apply() refused with {exc!r}, check() said {reason!r}")
    else:
        problems.append("apply() accepted the action")
    if state.model_dump_json() != before:
        problems.append("a refused action changed the state")
    return problems


def _play(state: State, entry: dict[str, Any]) -> tuple[State, list[str]]:
    action = action_from_spec(entry)
    reason = GAME.check(state, action)
    if reason is not None:
        return state, [f"{action} refused: {reason}"]
    if action not in legal_actions(state, action.player):
        return state, [f"{action} passes check() but is missing from legal_actions()"]
    return GAME.apply(state, action), []


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario(path: Path):
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["description"]
    assert data["rule"].startswith("seed 002 「"), "every scenario cites its seed section"
    spec = dict(data["state"])
    state = make_state(spec.pop("players", 3), **spec)
    problems = check_expect(state, data.get("start", {}))
    assert not problems, _failure(f"{path.name} start", problems, state)
    for number, entry in enumerate(data["actions"], start=1):
        where = f"{path.name} action {number} {entry}"
        if "error" in entry:
            problems = _refused(state, entry)
        else:
            state, problems = _play(state, entry)
        problems += check_expect(state, entry.get("expect", {}))
        assert not problems, _failure(where, problems, state)
    problems = check_expect(state, data["expect"])
    assert not problems, _failure(f"{path.name} final expect", problems, state)


def test_there_are_enough_scenarios():
    assert len(FILES) >= 30
