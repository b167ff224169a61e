"""Camel turns (seed 001 "ラクダを置く", "水場の占拠", "オアシスを繋ぐ", "第一展開ラウンド").

A player places two camels a turn (the first two players place one in their first turn; with
two players only the first player does), each next to their own caravan of that colour.
A camel on a water hole takes the hole. A caravan scores an oasis tile the first time one of its
camels lands next to that oasis. Then any area the caravan has just closed is scored.

Legality reads the state's board masks (`index`); `board.camel_reason` says the same rules
space by space and gives the reason when a move is refused.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.game import PlayerId
from app.games.through_the_desert.actions import PlaceCamel
from app.games.through_the_desert.model import PlaceCamels
from app.games.through_the_desert.rules.bitboard import bits, masks, single_bits
from app.games.through_the_desert.rules.board import camel_reason
from app.games.through_the_desert.rules.edit import assign, camel_turn, replaced, update_seat
from app.games.through_the_desert.rules.enclosure import new_areas
from app.games.through_the_desert.rules.index import COLOURS, index_of
from app.games.through_the_desert.texts import t

if TYPE_CHECKING:
    from app.engine.text import Text
    from app.games.through_the_desert.model import State
    from app.games.through_the_desert.rules.index import BoardIndex

__all__ = ["can_place_any", "legal", "on_place", "reason"]

ROWS_KEPT = 20_000
"""Cached rows before the cache starts afresh (a few MB). A row is the actions of one caravan
on the spaces it may take; a placement changes one or two, so most positions reuse the rest."""
_rows: dict[int, tuple[PlaceCamel, ...]] = {}
"""Rows by key: spaces mask << 5 | seat * COLOURS + colour (under 32)."""
_tables: dict[int, tuple[PlaceCamel, ...]] = {}
"""Per seat * COLOURS + colour: the action for each cell."""


def _table(key: int) -> tuple[PlaceCamel, ...]:
    """Return every action of caravan `key` (seat * COLOURS + colour), by cell.

    Each possible action is built once and shared (actions are frozen): building them was a
    quarter of a step (STYLE.md §3 "Hot path").
    """
    table = _tables.get(key)
    if table is None:
        player, colour = divmod(key, COLOURS)
        cells = range(masks(5).size)
        table = tuple(PlaceCamel(player=PlayerId(player), colour=colour, cell=c) for c in cells)
        _tables[key] = table
    return table


def _row(key: int) -> tuple[PlaceCamel, ...]:
    """Build and keep the actions of row `key`, ascending by cell."""
    if len(_rows) >= ROWS_KEPT:
        _rows.clear()
    table = _table(key & 31)
    row = tuple([table[cell] for cell in bits(key >> 5)])
    _rows[key] = row
    return row


def legal(state: State, player: PlayerId) -> list[PlaceCamel]:
    """Every camel `player` may place now: by the seat's colour order, then by cell."""
    index, supply = index_of(state), state.supply
    # `BoardIndex.camel_targets`, unrolled over the seat's colours (the hottest loop).
    room = index.free & ~(index.enclosed & ~index.areas[player])
    frontiers, contested = index.frontiers, index.contested
    base = player * COLOURS
    out: list[PlaceCamel] = []
    for colour in state.seats[player].colours:
        if supply[colour] > 0 and (spaces := frontiers[base + colour] & room & ~contested[colour]):
            key = spaces << 5 | (base + colour)
            out += _rows.get(key) or _row(key)
    return out


def can_place_any(state: State, player: int) -> bool:
    """Whether `player` has at least one legal camel placement."""
    return _can_place(index_of(state), state, player)


def reason(state: State, action: PlaceCamel) -> Text | None:
    """Why `action` is not allowed (None: allowed)."""
    player, colour, cell = action.player, action.colour, action.cell
    if colour not in state.seats[player].colours:
        return t("reason.no_caravan")
    if state.supply[colour] <= 0:
        return t("reason.no_camels_left")
    if cell >= 0 and index_of(state).camel_targets(player, colour) >> cell & 1:
        return None
    return camel_reason(state, player, colour, cell)


def _take_water(draft: State, index: BoardIndex, player: int, cells: list[int]) -> None:
    """Take the water holes on `cells` (all of them hold one)."""
    water = list(draft.water)
    values = tuple(water[c] for c in cells)
    for c in cells:
        water[c] = 0
    index.watered &= ~single_bits(cells)
    draft.water = tuple(water)
    update_seat(draft, player, water=draft.seats[player].water + values)


def _score_oases(draft: State, player: int, colour: int, oases: list[int]) -> None:
    have = draft.seats[player].oases
    new = tuple((colour, o) for o in oases if (colour, o) not in have)
    if new:
        update_seat(draft, player, oases=tuple(sorted(have + new)))


def _enclose(draft: State, index: BoardIndex, player: int, colour: int, regions: list[int]) -> None:
    for region in regions:
        area = list(draft.area)
        for c in bits(region):
            area[c] = player
        draft.area = tuple(area)
        index.enclose(region, player)
        if water := region & index.watered:
            _take_water(draft, index, player, bits(water))
        _score_oases(draft, player, colour, bits(region & index.oasis))


def _can_place(index: BoardIndex, state: State, player: int) -> bool:
    return index.can_grow(player, state.seats[player].colours, state.supply)


def on_place(draft: State, action: PlaceCamel) -> None:
    """Place the camel, take what it earns, and count it against the turn.

    `draft` is a shallow copy: every field changed here is replaced, never changed in place.
    """
    player, colour, cell = action.player, action.colour, action.cell
    index = index_of(draft).placed(cell, player, colour)
    supply = replaced(draft.supply, colour, draft.supply[colour] - 1)
    assign(
        draft,
        owner=replaced(draft.owner, cell, player),
        colour=replaced(draft.colour, cell, colour),
        supply=supply,
        last_camel_placed=draft.last_camel_placed or supply[colour] == 0,
        last_action=cell,
    )
    if draft.water[cell]:
        _take_water(draft, index, player, [cell])
    if oases := index.masks.neighbours[cell] & index.oasis:
        _score_oases(draft, player, colour, bits(oases))
    if regions := new_areas(index, cell, player, colour):
        _enclose(draft, index, player, colour, regions)
    index.adopt(draft)
    decision = draft.pending[-1]
    assert isinstance(decision, PlaceCamels)  # check() accepts camels only in a camel turn
    left = decision.left - 1
    over = left == 0 or not _can_place(index, draft, player)
    top = camel_turn(() if over else decision.waiting, left)
    assign(draft, pending=[*draft.pending[:-1], top])
