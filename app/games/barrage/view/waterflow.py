"""Where the water on the map went between two states, as drop trips along the rivers.

Only the drops per dam and per headstream of both states are compared (plus the drops added
from the supply and the drops that left the map). Every drop that left a place is matched to
a place that gained one, the way water can go: a headstream's drops run down its river, a
dam's drops (only a production takes them out) run through one of the basin's built conduits
to the powerhouses it feeds and on down the river, and drops from the supply fall onto a
headstream (or come down the river of the headstream the move named, if given, else of the
nearest one). Drops are
met by the first place with a gain along their way; those that find none leave the map.
Drops without a match are not animated. Place keys: "dam:<index>", "head:<slot>", "exit".
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainterPath

from app.games.barrage.data.data import geometry
from app.games.barrage.model import NOBODY
from app.games.barrage.view.maplayout import MAP_RECT, basin_centre, river_curve, river_to_basin

if TYPE_CHECKING:
    from collections.abc import Sequence

    from app.games.barrage.data.mapdata import Geometry
    from app.games.barrage.model import State
    from app.games.barrage.rules.trace import WaterMove
    from app.games.barrage.view.mapview import MapLayer

__all__ = ["EXIT", "MAX_TRIPS", "DropTrip", "WaterLevels", "plan_trips", "trips_of_moves"]

EXIT = "exit"
"""Place key of drops that left the map."""
MAX_TRIPS = 48
"""At most this many drops are animated at once (the others simply appear)."""
ABOVE = 46.0
"""How far above a headstream a drop from the supply starts."""
BELOW = 40.0
"""How far below the map's bottom edge a leaving drop goes."""


@dataclass(frozen=True)
class WaterLevels:
    """The water of a state: drops per headstream and per dam, added and gone so far."""

    heads: tuple[int, ...]
    """Drops waiting on each headstream slot."""
    dams: tuple[int, ...]
    """Drops held by each dam space."""
    added: int
    """Drops put into play so far."""
    exited: int
    """Drops that left the map so far."""

    @classmethod
    def of(cls, state: State) -> WaterLevels:
        """Return the water of `state`."""
        return cls(
            tuple(state.headstream_drops),
            tuple(d.drops for d in state.dams),
            state.drops_added,
            state.drops_exited,
        )

    def count(self, place: str) -> int:
        """Return the drops at a place key ("exit": 0)."""
        kind, _, index = place.partition(":")
        if kind == "dam":
            return self.dams[int(index)]
        if kind == "head":
            return self.heads[int(index)]
        return 0


@dataclass(frozen=True)
class DropTrip:
    """One drop going from a place to another along a path in scene coordinates."""

    source: str | None
    """Place key it left ("dam:<i>", "head:<slot>"), None when it came from the supply."""
    dest: str
    """Place key it reaches ("dam:<i>", "head:<slot>" or "exit")."""
    path: QPainterPath
    """Its way across the map."""


class _Routes:
    """Scene points of the map's places and the river paths between them."""

    def __init__(self, layer: MapLayer) -> None:
        self.geo: Geometry = geometry()
        self.layer = layer

    def point(self, place: str) -> QPointF:
        kind, _, index = place.partition(":")
        if kind == "dam":
            return self.layer.dams[self.geo.dams[int(index)].id].rect.center()
        hid = self.geo.data.headstreams[int(index)].id
        return self.layer.heads[hid].rect.center()

    def conduit_point(self, conduit: int) -> QPointF:
        return self.layer.conduits[self.geo.conduits[conduit].id].rect.center()

    def river(self, start: QPointF, basin: int, dest: str) -> QPainterPath:
        """Return the way from `start` into `basin`, down the river, to `dest`."""
        path = QPainterPath(start)
        path.lineTo(basin_centre(basin))
        for step in self.geo.path_from(basin)[1:]:
            if dest != EXIT and self._basin_of(dest) == basin:
                break
            if isinstance(step, int):
                river_to_basin(path, basin, step)
                basin = step
        if dest == EXIT:
            centre = basin_centre(basin)
            river_curve(path, QPointF(centre.x(), MAP_RECT.bottom() + BELOW))
        else:
            path.lineTo(self.point(dest))
        return path

    def _basin_of(self, place: str) -> int:
        return self.geo.dam_basin[int(place.partition(":")[2])]


class _Matcher:
    """Pairs the drops that left places with the places that gained drops."""

    def __init__(
        self, before: WaterLevels, after: WaterLevels, state: State, heads: Sequence[str]
    ) -> None:
        self.geo = geometry()
        self.state = state
        named = [h for h in self.geo.data.headstreams if h.id in heads]
        self.supply_heads = named or list(self.geo.data.headstreams)
        self.gains: dict[str, int] = {}
        self.losses: list[str] = []
        for kind, old, new in (
            ("head", before.heads, after.heads),
            ("dam", before.dams, after.dams),
        ):
            for i, (a, b) in enumerate(zip(old, new, strict=True)):
                if b > a:
                    self.gains[f"{kind}:{i}"] = b - a
                self.losses += [f"{kind}:{i}"] * max(0, a - b)
        self.supply = after.added - before.added
        self.exits = after.exited - before.exited

    def entries(self, source: str | None) -> list[tuple[int, int | None]]:
        """Return (basin, conduit) pairs where a drop from `source` enters the river."""
        geo = self.geo
        if source is None:
            return [(h.basin, None) for h in self.supply_heads]
        kind, _, index = source.partition(":")
        if kind == "head":
            return [(geo.data.headstreams[int(index)].basin, None)]
        basin = geo.dam_basin[int(index)]
        return [
            (geo.conduits[c].to_basin, c)
            for c in geo.conduits_of[basin]
            if self.state.conduits[c] != NOBODY
        ]

    def first_gain(self, basin: int) -> tuple[int, str] | None:
        """Return (distance, dam key) of the first dam with a gain down the river from `basin`."""
        for distance, step in enumerate(self.geo.path_from(basin)):
            if not isinstance(step, int):
                break
            for dam in self.geo.dams_of[step]:
                if self.gains.get(f"dam:{dam}", 0) > 0:
                    return distance, f"dam:{dam}"
        return None

    def destination(self, source: str | None) -> tuple[str, int, int | None] | None:
        """Choose where a drop from `source` goes: (place key, entry basin, conduit)."""
        entries = self.entries(source)
        found = [(hit, entry) for entry in entries if (hit := self.first_gain(entry[0]))]
        if found:
            (_, dest), (basin, conduit) = min(found, key=lambda f: f[0][0])
            self.gains[dest] -= 1
            return dest, basin, conduit
        if self.exits > 0 and entries:
            self.exits -= 1
            return EXIT, entries[0][0], entries[0][1]
        return None


def _supply_to_heads(match: _Matcher, routes: _Routes) -> list[DropTrip]:
    trips: list[DropTrip] = []
    for place in [p for p in match.gains if p.startswith("head:")]:
        while match.gains[place] > 0 and match.supply > 0:
            match.gains[place] -= 1
            match.supply -= 1
            end = routes.point(place)
            path = QPainterPath(end - QPointF(0.0, ABOVE))
            path.lineTo(end)
            trips.append(DropTrip(None, place, path))
    return trips


def _start_of(source: str | None, basin: int, routes: _Routes) -> QPointF:
    if source is not None:
        return routes.point(source)
    slot = next(i for i, h in enumerate(routes.geo.data.headstreams) if h.basin == basin)
    return routes.point(f"head:{slot}") - QPointF(0.0, ABOVE)


def plan_trips(
    before: State, after: State, layer: MapLayer, heads: Sequence[str] = ()
) -> list[DropTrip]:
    """Return the drop trips that take the water of `before` to that of `after`.

    `heads` are the headstream ids the move named (new drops flow down their rivers).

    Nothing moves when the states have the same water, or when the second one does not come
    after the first (fewer drops added or gone: an undo, a jump back in the replay).
    """
    old, new = WaterLevels.of(before), WaterLevels.of(after)
    if old == new or new.added < old.added or new.exited < old.exited:
        return []
    if len(old.dams) != len(new.dams) or len(old.heads) != len(new.heads):
        return []
    match, routes = _Matcher(old, new, after, heads), _Routes(layer)
    onto_heads = _supply_to_heads(match, routes)  # new drops come last (after the flow)
    trips: list[DropTrip] = []
    sources: list[str | None] = [*match.losses, *([None] * match.supply)]
    for source in sources:
        if len(trips) + len(onto_heads) >= MAX_TRIPS:
            break
        chosen = match.destination(source)
        if chosen is None:
            continue
        dest, basin, conduit = chosen
        start = _start_of(source, basin, routes)
        if conduit is not None:
            path = QPainterPath(start)
            path.lineTo(routes.conduit_point(conduit))
            way = routes.river(path.currentPosition(), basin, dest)
            path.connectPath(way)
        else:
            path = routes.river(start, basin, dest)
        trips.append(DropTrip(source, dest, path))
    return (trips + onto_heads)[:MAX_TRIPS]


def _merged(moves: Sequence[WaterMove]) -> list[WaterMove]:
    """Join a drop put on a headstream and flowing from it at once into one move."""
    out: list[WaterMove] = []
    for move in moves:
        last = out[-1] if out else None
        if (
            last is not None
            and last.source is None
            and last.basin is None
            and move.source is not None
            and last.dest == move.source
            and move.source.startswith("head:")
        ):
            out[-1] = replace(move, source=None)
            continue
        out.append(move)
    return out


def _above(point: QPointF) -> QPainterPath:
    path = QPainterPath(point - QPointF(0.0, ABOVE))
    path.lineTo(point)
    return path


def trips_of_moves(moves: Sequence[WaterMove], layer: MapLayer) -> list[DropTrip]:
    """Return the drop trips of the moves the rules traced, in their order (rules.trace).

    Unlike `plan_trips` nothing is guessed: a headstream that sent its drops down in the
    water flow and got new ones for the next round shows both.
    """
    routes = _Routes(layer)
    trips: list[DropTrip] = []
    for move in _merged(moves)[:MAX_TRIPS]:
        source, dest, basin = move.source, move.dest, move.basin
        if basin is None:  # from the supply straight onto its place
            trips.append(DropTrip(source, dest, _above(routes.point(dest))))
            continue
        if source is None:  # put on a headstream and flowing at once
            slot = next(i for i, h in enumerate(routes.geo.data.headstreams) if h.basin == basin)
            start = routes.point(f"head:{slot}") - QPointF(0.0, ABOVE)
        else:
            start = routes.point(source)
        if move.conduit is not None:
            path = QPainterPath(start)
            path.lineTo(routes.conduit_point(move.conduit))
            path.connectPath(routes.river(path.currentPosition(), basin, dest))
        else:
            path = routes.river(start, basin, dest)
        trips.append(DropTrip(source, dest, path))
    return trips
