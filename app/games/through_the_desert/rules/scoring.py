"""Scoring (seed 001 "ゲームの終了と精算").

Water holes by value, 5 per oasis tile, 1 per space of an enclosed area (oasis spaces not
counted), and per colour the largest caravan (rider included): 10 points, or 5 each when tied.
The highest total wins; tied players share the win.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.game import Outcome, ScoreLine, winners_of
from app.games.through_the_desert.model import HIDDEN, TtdPhase
from app.games.through_the_desert.rules.index import COLOURS, index_of

if TYPE_CHECKING:
    from app.games.through_the_desert.model import State

__all__ = [
    "AREA_SPACE",
    "CARAVAN_SOLE",
    "CARAVAN_TIE",
    "OASIS_TILE",
    "breakdown",
    "caravan_sizes",
    "outcome",
    "public_points",
    "totals",
    "water_is_public",
]

OASIS_TILE = 5
CARAVAN_SOLE = 10
CARAVAN_TIE = 5
AREA_SPACE = 1
"""Points per space of an enclosed area (oasis spaces not counted)."""


def caravan_sizes(state: State) -> list[list[int]]:
    """Return sizes[colour][seat] of every caravan (rider included)."""
    caravans = index_of(state).caravans
    seats = range(state.players)
    return [[caravans[p * COLOURS + c].bit_count() for p in seats] for c in range(COLOURS)]


def _caravan_points(state: State) -> list[int]:
    points = [0] * state.players
    for per_seat in caravan_sizes(state):
        best = max(per_seat)
        if best == 0:
            continue
        leaders = [p for p, n in enumerate(per_seat) if n == best]
        award = CARAVAN_SOLE if len(leaders) == 1 else CARAVAN_TIE
        for p in leaders:
            points[p] += award
    return points


def _area_points(state: State) -> list[int]:
    index = index_of(state)
    return [(area & ~index.oasis).bit_count() * AREA_SPACE for area in index.areas]


def totals(state: State) -> list[int]:
    """Return each seat's points as if the game ended now (`breakdown` summed; hot path)."""
    caravans, areas = _caravan_points(state), _area_points(state)
    return [
        sum(seat.water) + OASIS_TILE * len(seat.oases) + areas[p] + caravans[p]
        for p, seat in enumerate(state.seats)
    ]


def breakdown(state: State) -> tuple[tuple[ScoreLine, ...], ...]:
    """Return each seat's points by source, as if the game ended now.

    Sources are keys ("water_holes", "oases", "areas", "largest_caravans"); the catalogue
    names them (`score.<key>`).
    """
    caravans = _caravan_points(state)
    areas = _area_points(state)
    return tuple(
        (
            ScoreLine(source="water_holes", points=sum(seat.water)),
            ScoreLine(source="oases", points=OASIS_TILE * len(seat.oases)),
            ScoreLine(source="areas", points=areas[p]),
            ScoreLine(source="largest_caravans", points=caravans[p]),
        )
        for p, seat in enumerate(state.seats)
    )


def outcome(state: State) -> Outcome:
    """Return the final result (winners share ties; the rulebook has no tie-break)."""
    lines = breakdown(state)
    scores = tuple(sum(line.points for line in seat) for seat in lines)
    return Outcome(scores=scores, winners=winners_of(scores), breakdown=lines)


def water_is_public(state: State) -> bool:
    """Whether everyone sees the water-hole values (the open-scores variant, or the game end)."""
    return state.open_scores or state.phase is TtdPhase.OVER


def public_points(state: State, player: int) -> int:
    """Return the points of `player` everyone can count now.

    Oasis tiles and enclosed areas are scored for good once taken (seed 001 "ゲームの終了と精算");
    water holes count only where their values are open; the largest caravans are left out: they
    are awarded at the end and may still change hands.
    """
    seat = state.seats[player]
    points = OASIS_TILE * len(seat.oases) + _area_points(state)[player]
    if water_is_public(state):
        points += sum(v for v in seat.water if v != HIDDEN)
    return points
