"""A straightforward reference of Through the Desert's placement rules, for comparison tests.

Space by space, straight from the rulebook (seed 001 "騎手の配置", "ラクダを置く", "水場の占拠",
"オアシスを繋ぐ", "領地を囲む"), with no index, cache or bitset: slow and plain on purpose. The
engine's legal actions must equal these lists item for item, in the same order (by colour in
the seat's order, then by cell), and a placement must change the board as `placed_board` says.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.game import PlayerId
from app.games.through_the_desert.actions import PlaceCamel, PlaceRider
from app.games.through_the_desert.data.data import geometry
from app.games.through_the_desert.model import PlaceRiders

if TYPE_CHECKING:
    from app.games.through_the_desert.model import State

__all__ = ["camel_legal", "placed_board", "regions", "rider_legal"]


def _free(state: State, cell: int) -> bool:
    geo = geometry(state.players)
    return geo.in_play[cell] and state.owner[cell] == -1 and cell not in state.oases


def _camel_ok(state: State, player: int, colour: int, cell: int) -> bool:
    if not _free(state, cell) or state.area[cell] not in (-1, player):
        return False
    around = geometry(state.players).neighbours[cell]
    same = [n for n in around if state.colour[n] == colour]
    return any(state.owner[n] == player for n in same) and all(
        state.owner[n] == player for n in same
    )


def camel_legal(state: State, player: int) -> list[PlaceCamel]:
    """Every camel `player` could place, by seat colour order then cell."""
    cells = range(len(state.owner))
    return [
        PlaceCamel(player=PlayerId(player), colour=colour, cell=cell)
        for colour in state.seats[player].colours
        if state.supply[colour] > 0
        for cell in cells
        if _camel_ok(state, player, colour, cell)
    ]


def _rider_ok(state: State, cell: int, strict: bool) -> bool:
    around = geometry(state.players).neighbours[cell]
    return (
        _free(state, cell)
        and not state.water[cell]
        and not any(n in state.oases for n in around)
        and not (strict and any(n in state.rider for n in around))
    )


def rider_legal(state: State, player: int) -> list[PlaceRider]:
    """Every rider placement `player` could make now (RULES.md: the rider rule is lifted when
    no space satisfies it; round 1: unplaced colours first)."""
    decision = state.pending[-1]
    assert isinstance(decision, PlaceRiders)
    cells = [c for c in range(len(state.owner)) if _rider_ok(state, c, strict=True)]
    if not cells:
        cells = [c for c in range(len(state.owner)) if _rider_ok(state, c, strict=False)]
    left = state.seats[player].riders_left
    colours = left
    if decision.round == 1:
        taken = {state.colour[c] for c in state.rider}
        colours = tuple(c for c in left if c not in taken) or left
    return [
        PlaceRider(player=PlayerId(player), colour=colour, cell=cell)
        for colour in colours
        for cell in cells
    ]


def regions(state: State, cell: int, player: int, colour: int) -> list[list[int]]:
    """New areas after (`player`, `colour`) put a camel on `cell` (`state` already has it),
    in the order of `cell`'s neighbours: each camel-free part of the board that the caravan
    cuts off, found by flooding from every neighbour."""
    geo = geometry(state.players)
    found: list[list[int]] = []
    for start in geo.neighbours[cell]:
        if state.owner[start] != -1 or state.area[start] != -1:
            continue
        if any(start in region for region in found):
            continue
        part, todo = {start}, [start]
        while todo:
            for n in geo.neighbours[todo.pop()]:
                wall = state.owner[n] == player and state.colour[n] == colour
                if n not in part and not wall:
                    part.add(n)
                    todo.append(n)
        if all(state.owner[c] == -1 for c in part):
            found.append(sorted(part))
    return found


Cells = tuple[int, ...]
Seat = tuple[tuple[int, ...], tuple[tuple[int, int], ...]]
Board = tuple[Cells, Cells, Cells, Cells, list[Seat]]


def placed_board(state: State, action: PlaceCamel) -> Board:
    """Return (owner, colour, area, water, per seat (water, oases)) after the camel lands."""
    player, colour, cell = action.player, action.colour, action.cell
    owner, colours = list(state.owner), list(state.colour)
    owner[cell], colours[cell] = player, colour
    water, area = list(state.water), list(state.area)
    taken = [water[cell]] if water[cell] else []
    water[cell] = 0
    around = geometry(state.players).neighbours[cell]
    reached = sorted({n for n in around if n in state.oases})
    mid = state.model_copy(update={"owner": tuple(owner), "colour": tuple(colours)})
    for region in regions(mid, cell, player, colour):
        for c in region:
            area[c] = player
        taken += [water[c] for c in region if water[c]]
        for c in region:
            water[c] = 0
        reached += [c for c in region if c in state.oases]
    seats: list[Seat] = []
    for p, seat in enumerate(state.seats):
        if p != player:
            seats.append((seat.water, seat.oases))
            continue
        oases = list(seat.oases)
        for o in reached:
            if (colour, o) not in oases:
                oases.append((colour, o))
        seats.append((seat.water + tuple(taken), tuple(sorted(oases))))
    return tuple(owner), tuple(colours), tuple(area), tuple(water), seats
