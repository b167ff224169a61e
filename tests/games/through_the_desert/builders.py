"""Controlled Through the Desert positions for rules tests (STYLE.md §6, "builders").

`make_state` builds a `State` from readable pieces: riders and camels as ``(seat, colour,
"K7")``, water holes as ``{"K8": 2}``, oases as cell names, and the phase, seat and turn
counters. Nothing comes from the seeded random board, so a test sees exactly the position it
describes. Every built state is re-validated and checked for consistency (`validate_state`).

Cell names are those of `Geometry.name`: column letter (A = x0 ... X = x23) + row (y + 1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.engine.game import PlayerId
from app.engine.rng import Rng
from app.games.through_the_desert.actions import PlaceCamel, PlaceRider
from app.games.through_the_desert.data.data import COLOURS, Geometry, geometry
from app.games.through_the_desert.model import (
    PlaceCamels,
    PlaceRiders,
    PlayerState,
    State,
    TtdDecision,
    TtdPhase,
)
from app.games.through_the_desert.rules.setup import SUPPLY

if TYPE_CHECKING:
    from collections.abc import Iterable, Iterator, Mapping, Sequence

__all__ = [
    "Colour",
    "Piece",
    "action_from_spec",
    "cell",
    "cells",
    "colour_index",
    "grid_cell",
    "make_state",
    "name",
    "neighbour_names",
    "summary",
    "validate_state",
]

Colour = int | str
"""A camel colour by index (0-4) or by name ("green")."""
Piece = tuple[int, Colour, str]
"""(seat, colour, cell name) of a rider or a camel."""


def colour_index(colour: Colour) -> int:
    """Return the index of a colour given by index or name."""
    if isinstance(colour, int):
        if not 0 <= colour < len(COLOURS):
            msg = f"no colour {colour}"
            raise ValueError(msg)
        return colour
    return COLOURS.index(colour)


def cell(label: str, players: int = 5) -> int:
    """Return the index of the cell named `label` ("K7"), checking it is in play."""
    geo = geometry(players)
    x = ord(label[0].upper()) - ord("A")
    y = int(label[1:]) - 1
    index = geo.index.get((x, y))
    if index is None or not geo.in_play[index]:
        msg = f"{label} is not a space in play with {players} players"
        raise ValueError(msg)
    return index


def grid_cell(label: str) -> int:
    """Return the index of any hex of the grid by name, mountains included."""
    x = ord(label[0].upper()) - ord("A")
    index = geometry(5).index.get((x, int(label[1:]) - 1))
    if index is None:
        msg = f"{label} is not on the grid"
        raise ValueError(msg)
    return index


def cells(labels: Iterable[str], players: int = 5) -> list[int]:
    """Return the indices of several named cells."""
    return [cell(label, players) for label in labels]


def name(index: int) -> str:
    """Return the name of a cell index ("K7")."""
    return geometry(5).name(index)


def neighbour_names(label: str, players: int = 5) -> list[str]:
    """Return the names of the in-play neighbours of a named cell, sorted."""
    geo = geometry(players)
    return sorted(geo.name(n) for n in geo.neighbours[cell(label, players)])


def _by_seat(mapping: Mapping[Any, Any] | None) -> dict[int, Any]:
    # JSON object keys are strings; accept "0" as well as 0.
    return {int(k): v for k, v in (mapping or {}).items()}


def _seat_colours(
    players: int, colours: Mapping[int, Sequence[Colour]] | None
) -> list[tuple[int, ...]]:
    # Default with five players: seat p returned colour p (each a different one).
    default = [tuple(c for c in range(5) if players < 5 or c != p) for p in range(players)]
    for seat, chosen in _by_seat(colours).items():
        default[seat] = tuple(colour_index(c) for c in chosen)
    return default


def _put_pieces(
    size: int, players: int, pieces: Iterable[Piece], board: tuple[list[int], list[int]]
) -> list[tuple[int, int, int]]:
    """Write pieces into the owner/colour lists; return (seat, colour, cell) triples."""
    owner, colour = board
    placed = []
    for seat, col, label in pieces:
        index = cell(label, players)
        if owner[index] != -1:
            msg = f"two pieces on {label}"
            raise ValueError(msg)
        if not 0 <= seat < players:
            msg = f"no seat {seat} with {players} players"
            raise ValueError(msg)
        owner[index], colour[index] = seat, colour_index(col)
        placed.append((seat, colour_index(col), index))
    assert len(owner) == size
    return placed


def _decision(phase: TtdPhase, current: int, left: int, rider_round: int) -> list[TtdDecision]:
    if phase is TtdPhase.RIDERS:
        return [PlaceRiders(waiting=(PlayerId(current),), round=rider_round)]
    if phase is TtdPhase.CAMELS:
        return [PlaceCamels(waiting=(PlayerId(current),) if left else (), left=left)]
    return []


def _supply(
    players: int, camels: list[tuple[int, int, int]], supply: Mapping[Colour, int] | None
) -> tuple[int, ...]:
    # Camels on the board come out of the supply; riders never did (seed 001 "準備").
    counts = [SUPPLY[players]] * 5
    for _, col, _ in camels:
        counts[col] -= 1
    for given, value in (supply or {}).items():
        counts[colour_index(given)] = value
    return tuple(counts)


def _flags(value: bool | Sequence[bool], players: int) -> list[bool]:
    return [value] * players if isinstance(value, bool) else list(value)


def _seats(spec: dict[str, Any], riders: list[tuple[int, int, int]]) -> tuple[PlayerState, ...]:
    players, phase = spec["players"], spec["phase"]
    colours = _seat_colours(players, spec.get("colours"))
    first_done = _flags(spec.get("first_turn_done", phase is not TtdPhase.RIDERS), players)
    taken: dict[int, Sequence[int]] = _by_seat(spec.get("taken"))
    scored: dict[int, Sequence[tuple[Colour, str]]] = _by_seat(spec.get("scored"))
    seats = []
    for p in range(players):
        placed = {col for seat, col, _ in riders if seat == p}
        left = (
            () if phase is not TtdPhase.RIDERS else tuple(c for c in colours[p] if c not in placed)
        )
        pairs = ((colour_index(c), cell(label, players)) for c, label in scored.get(p, ()))
        seats.append(
            PlayerState(
                colours=colours[p],
                riders_left=left,
                water=tuple(taken.get(p, ())),
                oases=tuple(sorted(pairs)),
                first_turn_done=first_done[p],
            )
        )
    return tuple(seats)


def _per_cell(players: int, size: int, values: Mapping[str, int], empty: int) -> tuple[int, ...]:
    out = [empty] * size
    for label, value in values.items():
        out[cell(label, players)] = value
    return tuple(out)


def make_state(players: int = 3, **overrides: Any) -> State:
    """Build a valid position.

    Args:
        players: Seats (2-5); 2-3 use only the larger part of the board.
        **overrides: Any of
            riders: ``[(seat, colour, "K7"), ...]`` rider camels on the board.
            camels: ``[(seat, colour, "K8"), ...]`` other camels on the board.
            water: ``{"K9": 2, ...}`` water holes on the board (default: none).
            oases: ``["L3", ...]`` oasis cells (default: none).
            areas: ``{seat: ["L13", ...]}`` enclosed spaces.
            phase: "riders", "camels" or "over" (default "camels").
            current: seat to act (default 0).
            left: camels left in this camel turn (default 2).
            rider_round: placement round in the rider phase (default 1).
            supply: ``{colour: n}`` camels beside the board (default: start supply minus the
                camels given).
            first_turn_done: bool or one bool per seat (default: True after the rider phase).
            colours: ``{seat: [colours]}`` colours a seat leads (default all five; with five
                players seat p returned colour p).
            taken: ``{seat: [values]}`` water-hole tiles already collected.
            scored: ``{seat: [(colour, "oasis cell")]}`` oasis tiles already scored.
            turn: camel turns started so far (default 1 in the camel phase).
            last_camel_placed: the end has been triggered this turn.
            open_scores: copied from the options.

    Returns:
        A state that re-validates and passes `validate_state`.
    """
    spec = dict(overrides)
    unknown = set(spec) - _KEYS
    if unknown:
        msg = f"unknown make_state keys: {sorted(unknown)}"
        raise TypeError(msg)
    phase = TtdPhase(spec.get("phase", "camels"))
    spec["players"], spec["phase"] = players, phase
    size = len(geometry(players).cells)
    owner, colour = [-1] * size, [-1] * size
    riders = _put_pieces(size, players, spec.get("riders", ()), (owner, colour))
    camels = _put_pieces(size, players, spec.get("camels", ()), (owner, colour))
    area = [-1] * size
    for seat, labels in _by_seat(spec.get("areas")).items():
        for label in labels:
            area[cell(label, players)] = seat
    current = spec.get("current", 0)
    state = State(
        players=players,
        open_scores=spec.get("open_scores", False),
        phase=phase,
        pending=_decision(phase, current, spec.get("left", 2), spec.get("rider_round", 1)),
        rng=Rng(seed=0, draws=1),
        seats=_seats(spec, riders),
        supply=_supply(players, camels, spec.get("supply")),
        owner=tuple(owner),
        colour=tuple(colour),
        rider=tuple(sorted(c for _, _, c in riders)),
        water=_per_cell(players, size, spec.get("water") or {}, 0),
        oases=tuple(sorted(cells(spec.get("oases", ()), players))),
        area=tuple(area),
        current=current,
        turn=spec.get("turn", 0 if phase is TtdPhase.RIDERS else 1),
        last_camel_placed=spec.get("last_camel_placed", False),
    )
    validate_state(state)
    return State.model_validate_json(state.model_dump_json())


_KEYS = frozenset(
    {
        "riders", "camels", "water", "oases", "areas", "phase", "current", "left", "rider_round",
        "supply", "first_turn_done", "colours", "taken", "scored", "turn", "last_camel_placed",
        "open_scores",
    }
)  # fmt: skip


def _cell_problems(state: State, geo: Geometry, i: int) -> Iterator[str]:
    where = geo.name(i)
    occupied = state.owner[i] != -1
    if not geo.in_play[i] and (occupied or state.water[i] or state.area[i] != -1):
        yield f"{where} is not in play but holds something"
    if occupied != (state.colour[i] != -1):
        yield f"{where}: owner and colour disagree"
    if occupied and state.colour[i] not in state.seats[state.owner[i]].colours:
        yield f"{where}: seat {state.owner[i]} has no caravan of colour {state.colour[i]}"
    if occupied and state.water[i]:
        yield f"{where}: a camel stands on a water hole that was not taken"
    if state.water[i] not in (0, 1, 2, 3):
        yield f"{where}: water value {state.water[i]}"
    if i in state.oases and (occupied or state.water[i]):
        yield f"{where}: oasis space holds a camel or a water hole"


def _problems(state: State, geo: Geometry) -> Iterator[str]:
    size = len(geo.cells)
    for field in ("owner", "colour", "water", "area"):
        if len(getattr(state, field)) != size:
            yield f"{field} has {len(getattr(state, field))} cells, board has {size}"
    for i in range(size):
        yield from _cell_problems(state, geo, i)
    for r in state.rider:
        if state.owner[r] == -1:
            yield f"rider cell {geo.name(r)} is empty"
    if len(set(state.oases)) != len(state.oases) or any(not geo.in_play[o] for o in state.oases):
        yield "oases must be distinct spaces in play"
    if any(n < 0 for n in state.supply):
        yield f"negative supply {state.supply}"
    if not 0 <= state.current < state.players or len(state.seats) != state.players:
        yield "current seat or seat count out of range"


def validate_state(state: State) -> None:
    """Raise ValueError if `state` is not a consistent Through the Desert position."""
    problems = list(_problems(state, geometry(state.players)))
    if problems:
        raise ValueError("inconsistent state:\n  " + "\n  ".join(problems))


def action_from_spec(spec: Mapping[str, Any], players: int) -> PlaceRider | PlaceCamel:
    """Build an action from a scenario entry (colour by name, cell by name)."""
    kind = spec["kind"]
    fields = {
        "player": spec["player"],
        "colour": colour_index(spec["colour"]),
        "cell": grid_cell(spec["cell"]) if isinstance(spec["cell"], str) else spec["cell"],
    }
    if kind == "place_rider":
        return PlaceRider(**fields)
    if kind == "place_camel":
        return PlaceCamel(**fields)
    msg = f"unknown action kind {kind!r}"
    raise ValueError(msg)


_INITIAL = "gpyvt"
"""Colour initials for `summary`: green, pink, yellow, violet (purple), turquoise."""
_GLYPH = {"plain": ".", "palm": ".", "circle": ".", "mountain": "M", "central_range": "C"}


def _glyph(state: State, geo: Geometry, i: int) -> str:
    if not geo.in_play[i]:
        return {"mountain": "M", "central_range": "C"}.get(geo.cells[i].terrain, " ")
    if state.owner[i] != -1:
        mark = _INITIAL[state.colour[i]]
        mark = mark.upper() if i in state.rider else mark
        return f"{mark}{state.owner[i]}"
    if i in state.oases:
        return "OA"
    if state.water[i]:
        return f"w{state.water[i]}"
    if state.area[i] != -1:
        return f"a{state.area[i]}"
    return _GLYPH[geo.cells[i].terrain]


def summary(state: State) -> str:
    """Return a readable dump of a position: the board grid, seats, supply and decision.

    Camels show as colour initial (g p y v t: green, pink, yellow, violet = purple, turquoise)
    and seat ("g0"; a rider in capitals "G0"), water holes "w2", oases "OA", enclosed empty
    spaces "a<seat>", mountains "M", the central range "C".
    """
    geo = geometry(state.players)
    data = geo.data
    header = "    " + " ".join(f"{chr(ord('A') + x):>2}" for x in range(data.columns))
    lines = [header]
    for y in range(data.rows):
        row = [_glyph(state, geo, geo.index[(x, y)]) for x in range(data.columns)]
        lines.append(f"{y + 1:>3} " + " ".join(f"{g:>2}" for g in row))
    for p, seat in enumerate(state.seats):
        lines.append(
            f"seat {p}: colours={seat.colours} riders_left={seat.riders_left} water={seat.water}"
            f" oases={[(c, geo.name(o)) for c, o in seat.oases]} first_done={seat.first_turn_done}"
        )
    lines.append(
        f"phase={state.phase} current={state.current} turn={state.turn} supply={state.supply}"
        f" last_camel_placed={state.last_camel_placed} pending={state.pending}"
    )
    return "\n".join(lines)
