"""Golden rule scenarios of Blood Rage (STYLE.md §6), one parametrised test.

Each `scenarios/*.json` file holds::

    {"description": ..., "rule": "seed 003 「<section>」",
     "state": {"players", "seed"?, "age"?, "kept"?, "offers"?, "first_player"?, "phase"?, ...},
     "actions": [{"kind", "player", <fields>, "error"?, "expect"?, "notes"?}, ...],
     "expect": {...}}

`state` goes to `builders.make_state` (with "phase": "action", `positions.arrange` sets up an
Action-phase position). Actions name cards, provinces and fjords by id
(`builders.action_from_spec`). An action with ``error`` must be refused (by `check` and by
`apply`) with a reason containing that text, and must change nothing. An action's own
``expect`` is checked right after it, and its ``notes`` (English) must each appear among the log
lines of its automatic steps. Expectation keys are those of `_CHECKS`. On failure the message
shows the position and every legal move of the seats to act (python-chess "divide").
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from app.engine.errors import IllegalAction
from app.engine.game import PlayerId
from app.games.blood_rage import GAME
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.model import NO_CARD, CallToBattle, Draft, State
from tests.games.blood_rage.builders import action_from_spec, card_id, make_state

if TYPE_CHECKING:
    from collections.abc import Callable

SCENARIOS = Path(__file__).parent / "scenarios"
FILES = sorted(SCENARIOS.glob("*.json"))


def divide(state: State) -> str:
    """Every legal move of the seats to act."""
    lines = []
    for seat in sorted(GAME.to_act(state)):
        moves = [str(a) for a in GAME.legal_actions(state, seat)]
        lines.append(f"seat {seat} ({len(moves)}): {' | '.join(moves[:20])}")
    return "\n".join(lines) or "(nobody to act)"


def _offers(state: State) -> list[tuple[int, ...]]:
    top = state.pending[-1] if state.pending else None
    return list(top.offers) if isinstance(top, Draft) else []


def _top_picks(state: State) -> int | None:
    if not state.pending:
        return None
    top = state.pending[-1]
    assert isinstance(top, Draft)
    return top.picks


def _top_passes(state: State) -> int | None:
    if not state.pending:
        return None
    top = state.pending[-1]
    assert isinstance(top, (Draft, CallToBattle))
    return top.passes


def _ids(cards: tuple[int, ...]) -> list[str]:
    return sorted(card_id(c) for c in cards)


def _card_or_none(index: int) -> str | None:
    return card_id(index) if index != NO_CARD else None


def _stats(state: State) -> list[list[int]]:
    data = game_data()
    return [[data.value(s, getattr(x.stats, s)) for s in ("rage", "axes", "horns")]
            for x in state.seats]  # fmt: skip


def _names(indices: Any) -> list[str]:
    provinces = game_data().provinces
    return sorted(provinces[i].id for i in indices)


def _figures(state: State) -> dict[str, dict[str, list[str]]]:
    data = game_data()
    return {
        data.provinces[i].id: {str(s): list(f) for s, f in enumerate(p.figures) if f}
        for i, p in enumerate(state.provinces)
    }


def _ships(state: State) -> dict[str, dict[str, list[str]]]:
    data = game_data()
    return {
        data.fjords[i].id: {str(s): list(f) for s, f in enumerate(x.ships) if f}
        for i, x in enumerate(state.fjords)
    }


def _slots(state: State) -> dict[str, list[str]]:
    out = {}
    for p, seat in enumerate(state.seats):
        u = seat.upgrades
        cards = (u.leader, u.warrior, u.ship, *u.monsters, *u.clan)
        out[str(p)] = sorted(card_id(c) for c in cards if c != NO_CARD)
    return out


def _outcome(state: State) -> dict[str, list[int]] | None:
    out = GAME.outcome(state)
    return None if out is None else {"scores": list(out.scores), "winners": list(out.winners)}


_CHECKS: dict[str, Callable[[State], Any]] = {
    "to_act": lambda s: sorted(GAME.to_act(s)),
    "phase": lambda s: s.phase.value,
    "age": lambda s: s.age,
    "hand_sizes": lambda s: [len(x.hand) for x in s.seats],
    "hands": lambda s: {str(p): _ids(x.hand) for p, x in enumerate(s.seats)},
    "offers": lambda s: {str(p): _ids(o) for p, o in enumerate(_offers(s))},
    "offer_sizes": lambda s: [len(o) for o in _offers(s)],
    "picks": _top_picks,
    "passes": _top_passes,
    "destroyed": lambda s: sum(p.destroyed for p in s.provinces),
    "tokens_placed": lambda s: sum(p.token >= 0 for p in s.provinces),
    "deck_sizes": lambda s: [len(d) for d in s.decks],
    "discard_unseen": lambda s: len(s.discard_unseen),
    "kept": lambda s: {str(p): _card_or_none(x.kept) for p, x in enumerate(s.seats)},
    "stats": _stats,
    "rage": lambda s: [x.rage for x in s.seats],
    "reserve": lambda s: [dict(Counter(x.reserve)) for x in s.seats],
    "glory": lambda s: [x.glory for x in s.seats],
    "glory_by": lambda s: [dict(x.glory_by) for x in s.seats],
    "figures": _figures,
    "ships": _ships,
    "valhalla": lambda s: {str(p): list(x.valhalla) for p, x in enumerate(s.seats)},
    "pillaged": lambda s: _names(i for i, p in enumerate(s.provinces) if p.pillaged),
    "destroyed_provinces": lambda s: _names(i for i, p in enumerate(s.provinces) if p.destroyed),
    "doom": lambda s: game_data().provinces[s.doom].id if s.doom >= 0 else None,
    "discard": lambda s: _ids(s.discard),
    "quests": lambda s: {str(p): _ids(x.quests) for p, x in enumerate(s.seats)},
    "upgrades": _slots,
    "pending": lambda s: [d.kind for d in s.pending],
    "first_player": lambda s: s.first_player,
    "outcome": _outcome,
    "legal": lambda s: {
        str(p): sorted(str(a) for a in GAME.legal_actions(s, p)) for p in GAME.to_act(s)
    },
    "legal_count": lambda s: {str(p): len(GAME.legal_actions(s, p)) for p in GAME.to_act(s)},
}


def _check(state: State, expect: dict[str, Any], where: str) -> None:
    for key, wanted in expect.items():
        got = _CHECKS[key](state)
        if isinstance(wanted, dict) and isinstance(got, dict):
            got = {k: got.get(k) for k in wanted}
        assert got == wanted, f"{where}: {key} is {got}, expected {wanted}\n{divide(state)}"


def _expand(actions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A step with "repeat": n stands for n copies of itself."""
    return [dict(a) for a in actions for _ in range(int(a.get("repeat", 1)))]


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario(path: Path):
    spec = json.loads(path.read_text(encoding="utf-8"))
    assert spec["rule"].startswith("seed 003 「"), "every scenario cites its seed section"
    state = make_state(**spec["state"])
    for n, step in enumerate(_expand(spec["actions"])):
        action = action_from_spec(state, step)
        where = f"{path.stem} step {n} ({action})"
        if "error" in step:
            reason = GAME.check(state, action)
            assert reason is not None, f"{where}: accepted"
            assert step["error"] in str(reason), f"{where}: {reason}"
            before = state.model_dump_json()
            with pytest.raises(IllegalAction):
                GAME.apply(state, action)
            assert state.model_dump_json() == before
        else:
            assert GAME.check(state, action) is None, f"{where}: refused\n{divide(state)}"
            after = GAME.apply(state, action)
            lines = [str(x) for x in GAME.step_events(state, action, after)]
            for wanted in step.get("notes", []):
                assert any(wanted in x for x in lines), f"{where}: no note {wanted!r} in {lines}"
            state = after
        _check(state, step.get("expect", {}), where)
    _check(state, spec["expect"], path.stem)


def test_there_are_scenarios():
    assert len(FILES) >= 25
    assert all(PlayerId(0) == 0 for _ in FILES)
