"""Camel turns (seed 001 "ラクダを置く", "水場の占拠", "オアシスを繋ぐ", "第一展開ラウンド").

A player places two camels a turn (the first two players place one in their first turn; with
two players only the first player does), each next to their own caravan of that colour.
A camel on a water hole takes the hole. A caravan scores an oasis tile the first time one of its
camels lands next to that oasis. Then any area the caravan has just closed is scored.

Legality reads the state's board masks (`index`); `board.camel_reason` says the same rules
space by space and gives the reason when a move is refused.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.engine.events import is_recording
from app.engine.game import PlayerId
from app.games.through_the_desert.actions import PlaceCamel
from app.games.through_the_desert.model import Cells, PlaceCamels, TtdPhase
from app.games.through_the_desert.rules.bitboard import bits, masks, single_bits
from app.games.through_the_desert.rules.board import camel_reason
from app.games.through_the_desert.rules.edit import assign, camel_turn, update_seat
from app.games.through_the_desert.rules.enclosure import new_areas
from app.games.through_the_desert.rules.index import COLOURS, index_of
from app.games.through_the_desert.rules.ledger import (
    note_areas,
    note_final,
    note_oases,
    note_water,
)
from app.games.through_the_desert.texts import t

if TYPE_CHECKING:
    from app.engine.text import Text
    from app.games.through_the_desert.model import State
    from app.games.through_the_desert.rules.index import BoardIndex

__all__ = [
    "CAMELS_PER_TURN",
    "FIRST_TURN_CAMELS",
    "can_place_any",
    "first_turn_short",
    "legal",
    "on_place",
    "reason",
    "start_turn",
]

CAMELS_PER_TURN = 2
"""Seed 001 キャラバンの展開: camels a player places on a turn."""
FIRST_TURN_CAMELS = 1
"""Camels placed on the first camel turn by the first players in turn order (seed 001)."""
FIRST_TURN_SHORT = 2
"""How many players place only `FIRST_TURN_CAMELS` on their first camel turn..."""
FIRST_TURN_SHORT_TWO = 1
"""... and how many with two players (seed 001)."""
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
    # `cell` is a hex of the board file (`actions.CELLS`), so the shift stays small.
    # `BoardIndex.camel_targets`, for one space (every placement is checked first).
    index, bit = index_of(state), 1 << cell
    if (
        index.free & bit
        and index.frontiers[player * COLOURS + colour] & bit
        and not index.contested[colour] & bit
        and (index.areas[player] & bit or not index.enclosed & bit)
    ):
        return None
    return camel_reason(state, player, colour, cell)


def _take_water(draft: State, index: BoardIndex, cells: list[int]) -> tuple[int, ...]:
    """Take the water holes on `cells` (all of them hold one) off the board; return them."""
    water = Cells.of(draft.water)
    if len(cells) == 1:  # the camel's own space (hot path)
        values: tuple[int, ...] = (water[cells[0]],)
        taken = water.replaced(cells[0], 0)
    else:
        values, taken = tuple([water[c] for c in cells]), water.filled(cells, 0)
    index.watered &= ~single_bits(cells)
    assign(draft, water=taken)
    return values


def _reached(draft: State, player: int, colour: int, oases: int) -> tuple[tuple[int, int], ...]:
    """Return the (colour, oasis) pairs of `oases` that caravan not yet scored."""
    have = draft.seats[player].oases
    return tuple([(colour, o) for o in bits(oases) if (colour, o) not in have])


def _gain(
    draft: State, player: int, water: tuple[int, ...], oases: tuple[Any, ...], cells: list[int]
) -> None:
    """Give `player` the water-hole tiles (taken from `cells`) and oasis tiles earned."""
    if is_recording():  # the log's lines (the ledger), only when the log asks
        note_water(draft, player, cells if water else [], water)
        note_oases(draft, player, oases)
    if water or oases:
        seat = draft.seats[player]
        changes: dict[str, object] = {}
        if water:
            changes["water"] = seat.water + water
        if oases:
            changes["oases"] = tuple(sorted(seat.oases + oases))
        update_seat(draft, player, **changes)


def _enclose(draft: State, index: BoardIndex, player: int, colour: int, regions: list[int]) -> None:
    for region in regions:
        if is_recording():
            note_areas(draft, player, region)
        assign(draft, area=Cells.of(draft.area).filled(bits(region), player))
        index.enclose(region, player)
        wet = bits(region & index.watered)
        water = _take_water(draft, index, wet) if wet else ()
        _gain(draft, player, water, _reached(draft, player, colour, region & index.oasis), wet)


def _can_place(index: BoardIndex, state: State, player: int) -> bool:
    return index.can_grow(player, state.seats[player].colours, state.supply)


def first_turn_short(players: int) -> int:
    """How many players, first in turn order, place only `FIRST_TURN_CAMELS` at first."""
    return FIRST_TURN_SHORT_TWO if players == 2 else FIRST_TURN_SHORT


def _first_turn_camels(state: State, player: int) -> int:
    if player < first_turn_short(state.players):
        return FIRST_TURN_CAMELS
    return CAMELS_PER_TURN


def start_turn(draft: State, player: int, index: BoardIndex | None = None) -> None:
    """Open `player`'s camel turn, skip it when they cannot place, or end the game if nobody can.

    `index` is `draft`'s board index when the caller has it at hand.
    """
    index = index_of(draft) if index is None else index
    can_place = _can_place(index, draft, player)
    # Only a stuck player makes it worth asking whether anybody can still place (hot path).
    if not can_place and not any(_can_place(index, draft, p) for p in range(draft.players)):
        assign(draft, phase=TtdPhase.OVER, pending=[])
        if is_recording():
            note_final(draft)
        return
    left = CAMELS_PER_TURN
    if not draft.seats[player].first_turn_done:
        left = _first_turn_camels(draft, player)
        update_seat(draft, player, first_turn_done=True)
    waiting = (PlayerId(player),) if can_place else ()
    assign(draft, turn=draft.turn + 1, current=player, pending=[camel_turn(waiting, left)])


def on_place(draft: State, action: PlaceCamel) -> None:
    """Place the camel, take what it earns, and count it against the turn.

    When the turn is over the next one opens here, with the board index at hand (`turn.step`
    would do the same). `draft` is a shallow copy: every field changed here is replaced, never
    changed in place.
    """
    player, colour, cell = action.player, action.colour, action.cell
    index = index_of(draft).placed(cell, player, colour)
    supply = list(draft.supply)
    supply[colour] -= 1
    last = draft.last_camel_placed or not supply[colour]
    water = _take_water(draft, index, [cell]) if index.watered >> cell & 1 else ()
    if (near := index.masks.neighbours[cell] & index.oasis) or water:
        _gain(draft, player, water, _reached(draft, player, colour, near) if near else (), [cell])
    if regions := new_areas(index, cell, player, colour):
        _enclose(draft, index, player, colour, regions)
    pending = draft.pending
    decision = pending[-1]
    assert isinstance(decision, PlaceCamels)  # check() accepts camels only in a camel turn
    left = decision.left - 1
    # While the turn goes on, the player still acts; else `turn.step` ends the game (`last`)
    # or the next turn opens below. (Colours never change, and the supply is the new one.)
    goes_on = left and index.can_grow(player, draft.seats[player].colours, supply)
    assign(
        draft,
        owner=Cells.of(draft.owner).replaced(cell, player),
        colour=Cells.of(draft.colour).replaced(cell, colour),
        supply=tuple(supply),
        last_camel_placed=last,
        last_action=cell,
        pending=[*pending[:-1], camel_turn(decision.waiting if goes_on else (), left)],
    )
    index.adopt(draft)
    if not goes_on and not last:
        start_turn(draft, (draft.current + 1) % draft.players, index)
