"""Where structures may stand and what placing one uncovers (seed 000 "建物の建て方", "建物の設置").

A base goes on an empty dam space of a basin holding no base of the same company; an elevation
on the company's own dam below level 3; a conduit on an empty conduit space; a powerhouse on an
empty powerhouse space of a basin holding no powerhouse of the same company. Taking the piece
from the company board uncovers the income printed under it: gained at once, and again in every
income phase (`board.uncovered_incomes`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.barrage.data.data import game_data, geometry
from app.games.barrage.model import NOBODY, DamState
from app.games.barrage.rules import notes
from app.games.barrage.rules.board import built, company_of
from app.games.barrage.rules.bookkeeping import entry
from app.games.barrage.rules.rewards import grant

if TYPE_CHECKING:
    from app.games.barrage.data.components import Structure
    from app.games.barrage.model import State

__all__ = ["candidate_spaces", "max_level", "pieces_left", "place_structure"]


def max_level() -> int:
    """Return the highest dam level: a base with two elevations (seed 000: ダム上部 最大2個)."""
    return 1 + game_data().construction.max_elevations_per_base


def pieces_left(state: State, seat: int, structure: Structure) -> int:
    """Return the pieces of `structure` still on the seat's company board."""
    return game_data().setup.pieces[structure] - built(state, seat, structure)


def candidate_spaces(state: State, seat: int, structure: Structure) -> list[tuple[int, str]]:
    """Return (index, id) of every space where `seat` may place `structure` now."""
    geo = geometry()
    if structure == "base":
        own = {geo.dam_basin[i] for i, d in enumerate(state.dams) if d.owner == seat}
        return [
            (i, d.id)
            for i, d in enumerate(geo.dams)
            if state.dams[i].owner == NOBODY and geo.dam_basin[i] not in own
        ]
    if structure == "elevation":
        top = max_level()
        return [
            (i, geo.dams[i].id)
            for i, d in enumerate(state.dams)
            if d.owner == seat and d.level < top
        ]
    if structure == "conduit":
        return [(i, c.id) for i, c in enumerate(geo.conduits) if state.conduits[i] == NOBODY]
    own_ph = {geo.powerhouse_basin[i] for i, o in enumerate(state.powerhouses) if o == seat}
    return [
        (i, ph.id)
        for i, ph in enumerate(geo.powerhouses)
        if state.powerhouses[i] == NOBODY and geo.powerhouse_basin[i] not in own_ph
    ]


def place_structure(state: State, seat: int, structure: Structure, idx: int) -> None:
    """Put the piece on the map and give the income it uncovers, if any."""
    if structure == "base":
        state.dams[idx] = DamState(owner=seat, level=1, drops=0)
    elif structure == "elevation":
        state.dams[idx].level += 1
    elif structure == "conduit":
        state.conduits[idx] = seat
    else:
        state.powerhouses[idx] = seat
    if structure == "powerhouse":
        return
    count = built(state, seat, structure)
    for income in company_of(state, seat).row(structure).incomes:
        if income.after == count:  # seed 000 建設: the uncovered income is gained at once
            with entry():
                notes.income(seat, income.reward, structure, at_once=True)
                grant(state, seat, income.reward, "income")
