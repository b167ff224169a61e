"""Build Barrage states for rules tests (STYLE.md §6: `builders.make_state`)."""

from __future__ import annotations

from app.games.barrage.data.data import geometry
from app.games.barrage.model import NEUTRAL, BarrageOptions, DamState, State
from app.games.barrage.rules.setup import setup


def make_state(players: int = 2, seed: int = 1, *, empty_map: bool = True) -> State:
    """Return an introductory game at its first turn; `empty_map` removes neutral dams and water."""
    state = setup(BarrageOptions(players=players), seed)
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


__all__ = ["NEUTRAL", "build_dam", "dam", "make_state", "seat_of"]
