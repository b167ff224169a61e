"""Golden rule scenarios of Through the Desert (STYLE.md §6), one parametrised test.

Each `scenarios/*.json` file holds::

    {"description": ..., "rule": "seed 001 <section>",
     "state": {builder spec} | "options": {...}, "seed": n,
     "actions": [{"kind", "player", "colour", "cell", "error"?, "expect"?}, ...],
     "expect": {...}}

An action with ``error`` must be refused (by `check` and by `apply`) with a reason whose
English (`str()`) contains that text, and must change nothing. An action's own ``expect`` is
checked right after it. Expectation keys are listed in `_CHECKS`; ``breakdown`` is keyed by
score source ("water_holes", "oases", "areas", "largest_caravans"). On failure the message
shows the position and every legal move of the seat to act, grouped by colour (python-chess
"divide").
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from app.engine.errors import IllegalAction
from app.engine.game import PlayerId
from app.games.through_the_desert import GAME
from app.games.through_the_desert.data.data import COLOURS, geometry
from app.games.through_the_desert.model import PlaceCamels, PlaceRiders, State, TtdOptions
from app.games.through_the_desert.rules import scoring
from tests.games.through_the_desert.builders import (
    action_from_spec,
    cell,
    colour_index,
    make_state,
    summary,
)

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

SCENARIOS = Path(__file__).parent / "scenarios"
FILES = sorted(SCENARIOS.glob("*.json"))


def divide(state: State) -> str:
    """Every legal move of the seats to act, grouped by colour."""
    lines = []
    geo = geometry(state.players)
    for seat in sorted(GAME.to_act(state)):
        by_colour: dict[str, list[str]] = {}
        for action in GAME.legal_actions(state, seat):
            by_colour.setdefault(COLOURS[action.colour], []).append(geo.name(action.cell))
        for colour, where in by_colour.items():
            lines.append(f"seat {seat} {colour} ({len(where)}): {' '.join(where)}")
    return "\n".join(lines) or "(nobody to act)"


def _seat_facts(state: State, seat: int) -> dict[str, Any]:
    geo = geometry(state.players)
    mine = state.seats[seat]
    return {
        "water": list(mine.water),
        "oases": [[COLOURS[c], geo.name(o)] for c, o in mine.oases],
        "areas": sorted(geo.name(i) for i, a in enumerate(state.area) if a == seat),
        "colours": [COLOURS[c] for c in mine.colours],
        "riders_left": [COLOURS[c] for c in mine.riders_left],
        "first_turn_done": mine.first_turn_done,
    }


def _check_seats(state: State, want: dict[str, dict[str, Any]]) -> Iterator[str]:
    for seat, facts in want.items():
        have = _seat_facts(state, int(seat))
        for key, value in facts.items():
            if have[key] != value:
                yield f"seat {seat} {key}: want {value}, have {have[key]}"


def _cell_facts(state: State, index: int) -> dict[str, Any]:
    occupied = state.owner[index] != -1
    return {
        "owner": state.owner[index],
        "colour": COLOURS[state.colour[index]] if occupied else None,
        "rider": index in state.rider,
        "water": state.water[index],
        "area": state.area[index],
        "oasis": index in state.oases,
    }


def _check_board(state: State, want: dict[str, dict[str, Any]]) -> Iterator[str]:
    for label, facts in want.items():
        have = _cell_facts(state, cell(label, state.players))
        for key, value in facts.items():
            if have[key] != value:
                yield f"{label} {key}: want {value}, have {have[key]}"


def _legal_keys(state: State, player: int) -> set[str]:
    geo = geometry(state.players)
    legal = GAME.legal_actions(state, PlayerId(player))
    return {f"{COLOURS[a.colour]}@{geo.name(a.cell)}" for a in legal}


def _check_legal(state: State, want: list[dict[str, Any]]) -> Iterator[str]:
    for entry in want:
        player = entry["player"]
        keys = _legal_keys(state, player)
        cells = {k.split("@")[1] for k in keys}
        colours = sorted({k.split("@")[0] for k in keys}, key=COLOURS.index)
        for item in entry.get("includes", ()):
            if item not in (keys if "@" in item else cells):
                yield f"seat {player}: {item} should be legal"
        for item in entry.get("excludes", ()):
            if item in (keys if "@" in item else cells):
                yield f"seat {player}: {item} should not be legal"
        if "colours" in entry and colours != entry["colours"]:
            yield f"seat {player} legal colours: want {entry['colours']}, have {colours}"
        if "count" in entry and len(keys) != entry["count"]:
            yield f"seat {player}: want {entry['count']} legal moves, have {len(keys)}"


def _check_breakdown(state: State, want: dict[str, dict[str, int]]) -> Iterator[str]:
    out = GAME.outcome(state)
    lines = out.breakdown if out is not None else scoring.breakdown(state)
    for seat, sources in want.items():
        have = {line.source: line.points for line in lines[int(seat)]}
        for source, points in sources.items():
            if have.get(source) != points:
                yield f"seat {seat} {source}: want {points}, have {have.get(source)}"


def _check_result(state: State, key: str, want: Any) -> Iterator[str]:
    out = GAME.outcome(state)
    if out is None:
        yield f"{key}: the game is not over"
        return
    have = list(out.scores) if key == "scores" else list(out.winners)
    if have != want:
        yield f"{key}: want {want}, have {have}"


def _decision_facts(state: State) -> dict[str, Any]:
    top = state.pending[-1] if state.pending else None
    return {
        "left": top.left if isinstance(top, PlaceCamels) else None,
        "rider_round": top.round if isinstance(top, PlaceRiders) else None,
    }


def _simple(state: State, key: str, want: Any) -> Iterator[str]:
    have: Any
    if key == "to_act":
        have = sorted(GAME.to_act(state))
    elif key == "phase":
        have = str(state.phase)
    elif key == "current":
        have = state.current
    elif key == "over":
        have = GAME.outcome(state) is not None
    elif key == "supply":
        have = {c: state.supply[colour_index(c)] for c in want}
    else:
        have = _decision_facts(state)[key]
    if have != want:
        yield f"{key}: want {want}, have {have}"


def _simple_check(key: str) -> Callable[[State, Any], Iterator[str]]:
    return lambda state, want: _simple(state, key, want)


def _result_check(key: str) -> Callable[[State, Any], Iterator[str]]:
    return lambda state, want: _check_result(state, key, want)


_CHECKS: dict[str, Callable[[State, Any], Iterator[str]]] = {
    "seats": _check_seats,
    "board": _check_board,
    "legal": _check_legal,
    "breakdown": _check_breakdown,
    "scores": _result_check("scores"),
    "winners": _result_check("winners"),
    **{
        key: _simple_check(key)
        for key in ("to_act", "phase", "current", "over", "supply", "left", "rider_round")
    },
}


def check_expect(state: State, expect: dict[str, Any]) -> list[str]:
    """Return every way `state` differs from `expect` (empty: all as expected)."""
    unknown = set(expect) - set(_CHECKS)
    if unknown:
        return [f"unknown expect keys {sorted(unknown)}"]
    return [problem for key, want in expect.items() for problem in _CHECKS[key](state, want)]


def _start(data: dict[str, Any]) -> State:
    if "state" in data:
        spec = dict(data["state"])
        return make_state(spec.pop("players", 3), **spec)
    return GAME.setup(TtdOptions.model_validate(data["options"]), data["seed"])


def _failure(where: str, problems: list[str], state: State) -> str:
    return f"{where}:\n  " + "\n  ".join(problems) + f"\n{summary(state)}\n{divide(state)}"


def _refused(state: State, entry: dict[str, Any]) -> list[str]:
    action = action_from_spec(entry, state.players)
    before = state.model_dump_json()
    reason = GAME.check(state, action)
    problems = []
    if reason is None or entry["error"] not in str(reason):
        problems.append(f"check() gave {reason}, want a reason containing {entry['error']!r}")
    try:
        GAME.apply(state, action)
    except IllegalAction as exc:
        if exc.reason != reason or str(exc) != str(reason):
            problems.append(f"apply() refused with {exc!r}, check() said {reason}")
    else:
        problems.append("apply() accepted the action")
    if state.model_dump_json() != before:
        problems.append("a refused action changed the state")
    return problems


def _play(state: State, entry: dict[str, Any]) -> tuple[State, list[str]]:
    action = action_from_spec(entry, state.players)
    reason = GAME.check(state, action)
    if reason is not None:
        return state, [f"{action} refused: {reason}"]
    if action not in GAME.legal_actions(state, action.player):
        return state, [f"{action} passes check() but is missing from legal_actions()"]
    return GAME.apply(state, action), []


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario(path: Path):
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["description"]
    assert data["rule"].startswith("seed 001 ")
    state = _start(data)
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
    assert len(FILES) >= 24
