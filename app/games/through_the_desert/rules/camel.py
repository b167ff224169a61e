"""Camel turns (seed 001 "ラクダを置く", "水場の占拠", "オアシスを繋ぐ", "第一展開ラウンド").

A player places two camels a turn (the first two players place one in their first turn; with
two players only the first player does), each next to their own caravan of that colour.
A camel on a water hole takes the hole. A caravan scores an oasis tile the first time one of its
camels lands next to that oasis. Then any area the caravan has just closed is scored.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.games.through_the_desert.actions import PlaceCamel
from app.games.through_the_desert.model import PlaceCamels
from app.games.through_the_desert.rules.board import camel_reason, geo, near_oasis
from app.games.through_the_desert.rules.edit import replaced, update_seat
from app.games.through_the_desert.rules.enclosure import enclosed_regions

if TYPE_CHECKING:
    from app.engine.game import PlayerId
    from app.games.through_the_desert.model import State

__all__ = ["can_place_any", "legal", "on_place", "reason"]


def _colours(state: State, player: int) -> list[int]:
    return [c for c in state.seats[player].colours if state.supply[c] > 0]


def _caravans(state: State, player: int) -> dict[int, list[int]]:
    """Return `player`'s caravan cells by colour, in one pass over the board."""
    found: dict[int, list[int]] = {}
    colour = state.colour
    for cell, owner in enumerate(state.owner):
        if owner == player:
            found.setdefault(colour[cell], []).append(cell)
    return found


def _targets(state: State, player: int, colour: int, cells: list[int]) -> list[int]:
    """Spaces where `camel_reason` allows this caravan to grow (same checks, inlined: hot path).

    Every neighbour of a caravan cell is in play and next to the caravan already, so only the
    free-space, area and foreign-caravan checks remain.
    """
    neighbours = geo(state).neighbours
    owner, col, area, oases = state.owner, state.colour, state.area, state.oases
    out = []
    for n in {n for cell in cells for n in neighbours[cell]}:
        if owner[n] != -1 or n in oases or area[n] not in (-1, player):
            continue
        if any(col[m] == colour and owner[m] != player for m in neighbours[n]):
            continue
        out.append(n)
    return sorted(out)


def legal(state: State, player: PlayerId) -> list[PlaceCamel]:
    """Every camel `player` may place now."""
    caravans = _caravans(state, player)
    return [
        PlaceCamel(player=player, colour=colour, cell=cell)
        for colour in _colours(state, player)
        for cell in _targets(state, player, colour, caravans.get(colour, []))
    ]


def can_place_any(state: State, player: int) -> bool:
    """Whether `player` has at least one legal camel placement."""
    caravans = _caravans(state, player)
    return any(_targets(state, player, c, caravans.get(c, [])) for c in _colours(state, player))


def reason(state: State, action: PlaceCamel) -> str | None:
    """Why `action` is not allowed (None: allowed)."""
    if action.colour not in state.seats[action.player].colours:
        return "you have no caravan of that colour"
    if state.supply[action.colour] <= 0:
        return "no camels of that colour are left"
    return camel_reason(state, action.player, action.colour, action.cell)


def _take_water(draft: State, player: int, cells: list[int]) -> None:
    values = tuple(draft.water[c] for c in cells if draft.water[c])
    if not values:
        return
    water = list(draft.water)
    for c in cells:
        water[c] = 0
    draft.water = tuple(water)
    update_seat(draft, player, water=draft.seats[player].water + values)


def _score_oases(draft: State, player: int, colour: int, oases: list[int]) -> None:
    have = draft.seats[player].oases
    new = tuple((colour, o) for o in sorted(set(oases)) if (colour, o) not in have)
    if new:
        update_seat(draft, player, oases=tuple(sorted(have + new)))


def _enclose(draft: State, player: int, colour: int, cell: int) -> None:
    for region in enclosed_regions(draft, cell, player, colour):
        area = list(draft.area)
        for c in region:
            area[c] = player
        draft.area = tuple(area)
        _take_water(draft, player, region)
        _score_oases(draft, player, colour, [c for c in region if c in draft.oases])


def on_place(draft: State, action: PlaceCamel) -> None:
    """Place the camel, take what it earns, and count it against the turn."""
    player, colour, cell = action.player, action.colour, action.cell
    draft.owner = replaced(draft.owner, cell, player)
    draft.colour = replaced(draft.colour, cell, colour)
    draft.supply = replaced(draft.supply, colour, draft.supply[colour] - 1)
    if draft.supply[colour] == 0:
        draft.last_camel_placed = True
    _take_water(draft, player, [cell])
    _score_oases(draft, player, colour, near_oasis(draft, cell))
    _enclose(draft, player, colour, cell)
    draft.last_action = cell
    decision = draft.pending[-1]
    assert isinstance(decision, PlaceCamels)  # check() accepts camels only in a camel turn
    decision.left -= 1
    if decision.left == 0 or not can_place_any(draft, player):
        decision.waiting = ()
