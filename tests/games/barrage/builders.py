"""Build Barrage states for rules tests (STYLE.md §6: `builders.make_state`)."""

from __future__ import annotations

from typing import Any

from app.engine.game import PlayerId
from app.games.barrage.data.data import geometry
from app.games.barrage.model import (
    NEUTRAL,
    BarrageOptions,
    DamState,
    Occupation,
    Segment,
    State,
    Turn,
)
from app.games.barrage.rules.setup import setup


def make_state(
    players: int = 2, seed: int = 1, *, empty_map: bool = True, leeghwater: bool = False
) -> State:
    """Return an introductory game at its first turn; `empty_map` removes neutral dams and water.

    `leeghwater`: with the Leeghwater Project expansion.
    """
    state = setup(BarrageOptions(players=players, leeghwater=leeghwater), seed)
    if empty_map:
        state.dams = [DamState() for _ in state.dams]
        state.headstream_drops = [0] * len(state.headstream_drops)
        state.drops_added = 0
    return state


def dam(space: str) -> int:
    """Return the index of a dam space id."""
    return geometry().dam_index[space]


def build_dam(state: State, space: str, owner: int, level: int = 1, drops: int = 0) -> None:
    """Put a dam (own: seat number; `NEUTRAL`) of `level` pieces holding `drops` on a space."""
    state.dams[dam(space)] = DamState(owner=owner, level=level, drops=drops)
    state.drops_added += drops


def seat_of(state: State, company: str) -> int:
    """Return the seat playing `company`."""
    return next(i for i, p in enumerate(state.seats) if p.company == company)


__all__ = ["NEUTRAL", "build_dam", "dam", "make_state", "scenario_state", "seat_of"]


def _seat_patch(state: State, seat: int, facts: dict[str, Any]) -> None:
    p = state.seats[seat]
    for key, value in facts.items():
        if key == "wheel":
            for k, seg in value.items():
                if k == "open":
                    p.wheel.open = seg
                else:
                    p.wheel.segments[int(k)] = Segment(**seg)
        else:
            setattr(p, key, value)


def scenario_state(spec: dict[str, Any]) -> State:
    """Return a state built from a scenario's `state` spec.

    Keys: players, seed, keep_map (default False: no neutral
    dams, no water), round, turn (seat to act: a fresh `Turn` on top), seats ({seat: {field:
    value}}; `wheel` maps segment index to a segment), dams ({space: [owner, level, drops]}),
    conduits / powerhouses ({space: owner}), headstreams (drops per slot), national, face_up
    ({tier: [ids]}), occupied ([[uid, seat, engineers]]), leeghwater (the expansion on), lwp
    ({field of `Leeghwater`: value}); any other key is a `State` field set
    as given (round, turn_order, national, bonus_tiles, objective, introductory, patent_display).
    The state is an introductory setup with the given patches.
    """
    spec = dict(spec)
    state = make_state(
        spec.pop("players", 2),
        spec.pop("seed", 1),
        empty_map=not spec.pop("keep_map", False),
        leeghwater=spec.pop("leeghwater", False),
    )
    for key, value in spec.pop("lwp", {}).items():  # Leeghwater fields, as `Leeghwater` holds them
        assert state.lwp is not None
        setattr(state.lwp, key, value)
    geo = geometry()
    for space, (owner, level, drops) in spec.pop("dams", {}).items():
        build_dam(state, space, owner, level, drops)
    for space, owner in spec.pop("conduits", {}).items():
        state.conduits[geo.conduit_index[space]] = owner
    for space, owner in spec.pop("powerhouses", {}).items():
        state.powerhouses[geo.powerhouse_index[space]] = owner
    for seat, facts in spec.pop("seats", {}).items():
        _seat_patch(state, int(seat), facts)
    if "headstreams" in spec:
        state.headstream_drops = spec.pop("headstreams")
        state.drops_added += sum(state.headstream_drops)
    for tier, ids in spec.pop("face_up", {}).items():
        pile = next(p for p in state.private if p.tier == tier)
        pile.deck = [c for c in pile.deck + pile.face_up if c not in ids]
        pile.face_up = list(ids)
    state.occupied = [
        Occupation(uid=u, player=PlayerId(s), engineers=n) for u, s, n in spec.pop("occupied", [])
    ]
    if "turn" in spec:
        state.pending = [Turn(waiting=(PlayerId(spec.pop("turn")),))]
    for key, value in spec.items():
        setattr(state, key, value)
    return state
