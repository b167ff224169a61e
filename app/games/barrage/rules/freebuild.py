"""Free constructions from contract rewards (reference §7 `build_*`; seed 000 "契約の履行").

The structure is placed without engineers, technology tile or machinery, and without the red
space surcharge (our reading of "free"; RULES.md). The usual placement rules hold: a base only
in the areas the tile names (none named: anywhere), a conduit only up to the production value
shown, one own base and one own powerhouse per basin, elevations on own bases, at most 2, and a
piece must be left on the company board. The uncovered income is gained as usual. The player
may decline (also when nothing can be built).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.flow import pop_decision
from app.games.barrage.actions import FreeBuild
from app.games.barrage.data.data import geometry
from app.games.barrage.rules.structures import candidate_spaces, pieces_left, place_structure

if TYPE_CHECKING:
    from app.engine.game import PlayerId
    from app.games.barrage.model import FreeBuildChoice, State

__all__ = ["legal", "on_free_build"]


def _allowed(decision: FreeBuildChoice, idx: int) -> bool:
    geo = geometry()
    if decision.structure == "base" and decision.areas:
        return geo.area_of(geo.dam_basin[idx]) in decision.areas
    if decision.structure == "conduit":
        return geo.conduits[idx].production <= decision.max_production
    return True


def legal(state: State, seat: PlayerId, decision: FreeBuildChoice) -> list[FreeBuild]:
    """Return the spaces where the free structure can go."""
    if pieces_left(state, seat, decision.structure) <= 0:
        return []
    return [
        FreeBuild(player=seat, space=sid)
        for idx, sid in candidate_spaces(state, seat, decision.structure)
        if _allowed(decision, idx)
    ]


def on_free_build(state: State, action: FreeBuild, decision: FreeBuildChoice) -> None:
    """Place the free structure (the decision is answered)."""
    pop_decision(state.pending)
    idx = next(
        i
        for i, sid in candidate_spaces(state, action.player, decision.structure)
        if sid == action.space
    )
    place_structure(state, action.player, decision.structure, idx)
