"""What a company's power systems should bring, for the bots' evaluation (issue #4 "Bots").

`inflow_of` estimates the drops each basin should still receive per round from the
headstreams; `system_energy` the energy per round of a seat's best two systems (dam ->
conduit -> powerhouse) with that water.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from app.games.barrage.data.data import game_data, geometry
from app.games.barrage.model import NEUTRAL, NOBODY
from app.games.barrage.rules.board import production_bonus
from app.games.barrage.rules.water import capacity

if TYPE_CHECKING:
    from app.games.barrage.model import State

__all__ = ["inflow_of", "system_energy"]


@cache
def _headstream_paths() -> tuple[tuple[int, ...], ...]:
    """Basins each headstream slot's water passes, slot by slot."""
    geo = geometry()
    return tuple(
        tuple(b for b in geo.path_from(h.basin) if isinstance(b, int)) for h in geo.data.headstreams
    )


def inflow_of(state: State) -> dict[int, float]:
    """Return the drops a basin should still receive per round from the headstreams."""
    data = game_data()
    tiles = {t.id: t.drops for t in data.headstreams.tiles}
    rounds_left = max(1, data.setup.rounds - state.round)
    flow: dict[int, float] = {}
    for slot, path in enumerate(_headstream_paths()):
        future = tiles[state.headstream_tiles[slot]][state.round :]
        per_round = (sum(future) + state.headstream_drops[slot]) / rounds_left
        for basin in path:
            flow[basin] = flow.get(basin, 0.0) + per_round
    return flow


def system_energy(state: State, seat: int, inflow: dict[int, float]) -> float:
    """Return the energy per round the seat's best two systems should make."""
    geo = geometry()
    best: list[float] = []
    for ph, owner in enumerate(state.powerhouses):
        if owner != seat:
            continue
        for c in geo.conduits_into(geo.powerhouse_basin[ph]):
            if state.conduits[c] == NOBODY:
                continue
            basin = geo.conduit_basin[c]
            fee = 0.0 if state.conduits[c] == seat else 0.5
            for d in geo.dams_of[basin]:
                if state.dams[d].owner not in (seat, NEUTRAL):
                    continue
                water = min(capacity(state, d), max(state.dams[d].drops, inflow.get(basin, 0.0)))
                best.append(water * (geo.conduits[c].production - fee))
    best.sort(reverse=True)
    top = best[:2]
    return sum(top) + production_bonus(state, seat) * len(top) if top else 0.0
