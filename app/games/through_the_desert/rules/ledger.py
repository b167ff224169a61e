"""The ledger of Through the Desert (STYLE.md §3 "Ledger", issue 18 §1).

Counters are the numbers the table shows: each colour's camels left in the supply, each
seat's rider camels still to place, camels placed, caravan size per colour, water-hole tiles
(and their points, seen by their owner only unless scores are open or the game is over),
oasis tiles, enclosed spaces and, once the game is over, largest-caravan points; and the value
of each water hole still lying on the board. The action's log line (`describe`) carries the
placement's own changes; the notes here explain what the placement earned (seed 001
"水場の占拠", "オアシスを繋ぐ", "領地", "ゲームの終了と精算").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.events import note
from app.engine.text import Seat
from app.games.through_the_desert.data.data import COLOURS
from app.games.through_the_desert.model import HIDDEN, TtdPhase
from app.games.through_the_desert.rules.bitboard import bits
from app.games.through_the_desert.rules.board import geo
from app.games.through_the_desert.rules.index import index_of
from app.games.through_the_desert.rules.scoring import (
    CARAVAN_SOLE,
    CARAVAN_TIE,
    OASIS_TILE,
    caravan_sizes,
)
from app.games.through_the_desert.texts import colour_text, t

if TYPE_CHECKING:
    from collections.abc import Iterable

    from app.engine.text import Text
    from app.games.through_the_desert.actions import PlaceCamel, PlaceRider
    from app.games.through_the_desert.model import State

__all__ = [
    "counters",
    "note_areas",
    "note_final",
    "note_oases",
    "note_water",
    "placement_line",
]


def counters(state: State) -> dict[str, int]:
    """Return every number a seat sees in `state` (a view), by stable key."""
    out = {f"supply:{name}": state.supply[c] for c, name in enumerate(COLOURS)}
    board = geo(state)
    for cell in board.circles:
        out[f"cell:{board.name(cell)}:water"] = state.water[cell]
    sizes = caravan_sizes(state)
    over = state.phase is TtdPhase.OVER
    finals = _caravan_awards(sizes) if over else {}
    riders, oases = set(state.rider), set(state.oases)
    placed, area = [0] * state.players, [0] * state.players
    for cell, owner in enumerate(state.owner):
        if owner >= 0 and cell not in riders:
            placed[owner] += 1
    for cell, owner in enumerate(state.area):
        if owner >= 0 and cell not in oases:
            area[owner] += 1
    for p, seat in enumerate(state.seats):
        out[f"seat:{p}:riders"] = len(seat.riders_left)
        out[f"seat:{p}:camels"] = placed[p]
        for c in seat.colours:
            out[f"seat:{p}:caravan:{COLOURS[c]}"] = sizes[c][p]
        out[f"seat:{p}:water_holes"] = len(seat.water)
        if HIDDEN not in seat.water:
            out[f"seat:{p}:water_points"] = sum(seat.water)
        out[f"seat:{p}:oases"] = len(seat.oases)
        out[f"seat:{p}:area"] = area[p]
        out[f"seat:{p}:caravan_points"] = sum(v for (s, _), v in finals.items() if s == p)
    return out


def placement_line(state: State, action: PlaceRider | PlaceCamel, rider: bool) -> Text:
    """Return the log line of a placement in `state` (before it), with its own changes."""
    who, colour = action.player, action.colour
    name = COLOURS[colour]
    cell = geo(state).name(action.cell)
    size = caravan_sizes(state)[colour][who] + 1
    if rider:
        left = len(state.seats[who].riders_left) - 1
        return t(
            "log.rider", who=Seat(who), colour=colour_text(colour), cell=cell, left=left
        ).with_deltas({f"seat:{who}:riders": -1, f"seat:{who}:caravan:{name}": 1})
    return t(
        "log.camel",
        who=Seat(who),
        colour=colour_text(colour),
        cell=cell,
        size=size,
        left=state.supply[colour] - 1,
    ).with_deltas({f"supply:{name}": -1, f"seat:{who}:camels": 1, f"seat:{who}:caravan:{name}": 1})


def note_water(state: State, player: int, cells: Iterable[int], values: Iterable[int]) -> None:
    """Log the water holes `player` took (each from its space on the board)."""
    board = geo(state)
    for cell, value in zip(cells, values, strict=True):
        name = board.name(cell)
        note(
            t("log.water", who=Seat(player), cell=name, n=value).with_deltas(
                {
                    f"cell:{name}:water": -value,
                    f"seat:{player}:water_holes": 1,
                    f"seat:{player}:water_points": value,
                }
            )
        )


def note_oases(state: State, player: int, pairs: Iterable[tuple[int, int]]) -> None:
    """Log the oasis tiles `player` earned: (colour, oasis cell) pairs."""
    board = geo(state)
    for colour, cell in pairs:
        line = t(
            "log.oasis",
            who=Seat(player),
            colour=colour_text(colour),
            cell=board.name(cell),
            n=OASIS_TILE,
        )
        note(line.with_deltas({f"seat:{player}:oases": 1}))


def note_areas(state: State, player: int, region: int) -> None:
    """Log the area `player` enclosed (`region`, a cell mask; oasis spaces do not count)."""
    spaces = (region & ~index_of(state).oasis).bit_count()
    first = geo(state).name(min(bits(region)))
    line = t("log.area", who=Seat(player), cell=first, n=spaces)
    note(line.with_deltas({f"seat:{player}:area": spaces}))


def _caravan_awards(sizes: list[list[int]]) -> dict[tuple[int, int], int]:
    """(seat, colour) -> largest-caravan points (10 alone, 5 each when tied)."""
    out: dict[tuple[int, int], int] = {}
    for colour, per_seat in enumerate(sizes):
        best = max(per_seat)
        leaders = [p for p, n in enumerate(per_seat) if n == best] if best else []
        for p in leaders:
            out[p, colour] = CARAVAN_SOLE if len(leaders) == 1 else CARAVAN_TIE
    return out


def note_final(state: State) -> None:
    """Log the largest-caravan points awarded when the game ends (`state`: the final board)."""
    sizes = caravan_sizes(state)
    for (p, colour), points in sorted(_caravan_awards(sizes).items(), key=lambda i: i[0][::-1]):
        key = "log.largest" if points == CARAVAN_SOLE else "log.largest_tied"
        line = t(key, who=Seat(p), colour=colour_text(colour), size=sizes[colour][p], n=points)
        note(line.with_deltas({f"seat:{p}:caravan_points": points}))
