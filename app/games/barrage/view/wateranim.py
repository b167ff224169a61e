"""Water drops flowing down the map when a new state moved water (PRODUCT.md "Bots").

The scene always shows the new state; while drops are on their way, the dams and headstreams
they left or reach show the count of the moment instead (a drop leaves its place when it sets
off and is counted at its destination when it arrives). The drops set off one after another
over the first part of the animation; its whole length is the user's animation setting, and
0 shows the new water at once. `finish()` puts every count back to the new state's.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor

from app.games.barrage.view.items import draw_drop
from app.games.barrage.view.waterflow import DropTrip, WaterLevels, plan_trips, trips_of_moves
from app.ui.board.anim import TravelAnimator, Trip

if TYPE_CHECKING:
    from collections.abc import Sequence

    from PySide6.QtGui import QPainter

    from app.games.barrage.model import State
    from app.games.barrage.rules.trace import WaterMove
    from app.games.barrage.view.items import SpaceItem
    from app.games.barrage.view.mapview import MapLayer
    from app.ui.board.scene import BoardScene

__all__ = ["DROP_SIZE", "Shown", "WaterAnimation", "animated_step", "one_step_on", "timetable"]

DROP_SIZE = 22.0
"""Height of a flowing drop in scene units."""
TRAVEL = 0.6
"""Share of the animation one drop takes to reach its place when several flow."""


def timetable(count: int) -> list[tuple[float, float]]:
    """Return (depart, arrive) fractions for `count` drops setting off one after another."""
    if count <= 1:
        return [(0.0, 1.0)] * count
    gap = (1.0 - TRAVEL) / (count - 1)
    return [(k * gap, k * gap + TRAVEL) for k in range(count)]


def one_step_on(previous: int | None, current: int | None) -> bool:
    """Whether a board moved exactly one action forward (counts of actions; None: a replay)."""
    return previous is not None and current is not None and current == previous + 1


Shown = tuple[bool, int]
"""What a board shows: (a replayed step?, number of actions played to get there)."""


def animated_step(previous: Shown | None, current: Shown) -> int | None:
    """Return the number of the action whose water should flow now (1-based), or None.

    In the present, a board that moved one action forward animates that action (an undo or a
    jump shows the water at once). In the replay, showing a step from the log animates that
    step's action again, wherever the replay was before (issue 8 §2: replaying the water-flow
    entry shows it again).
    """
    replaying, count = current
    if previous is None or count <= 0:
        return None
    if replaying:
        return count if previous != current else None
    was_replaying, before = previous
    return count if not was_replaying and one_step_on(before, count) else None


def _places_of(trips: Sequence[DropTrip]) -> set[str]:
    """Return the dams and headstreams the trips leave or reach."""
    places = {t.source for t in trips if t.source} | {t.dest for t in trips}
    return {p for p in places if p.partition(":")[0] in ("dam", "head")}


def _draw(painter: QPainter) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 170))  # a light halo: the drop stands out on a river
    painter.drawEllipse(QPointF(0.0, DROP_SIZE * 0.08), DROP_SIZE * 0.42, DROP_SIZE * 0.52)
    draw_drop(painter, QPointF(0.0, 0.0), DROP_SIZE * 0.8)


_BOUNDS = QRectF(-DROP_SIZE / 2 - 1, -DROP_SIZE / 2 - 1, DROP_SIZE + 2, DROP_SIZE + 2)


class WaterAnimation:
    """Animates the water of the map between the states a scene shows.

    Args:
        scene: The board scene (the drops are drawn on it).
        layer: The map items (places, conduits and rivers).
    """

    def __init__(self, scene: BoardScene, layer: MapLayer) -> None:
        self.layer = layer
        self.travel = TravelAnimator(scene)
        """Moves the drops (tests and screenshots step its animation)."""
        self.travel.progressed.connect(self._show_counts)
        self.travel.finished.connect(self._restore)
        self._trips: list[tuple[DropTrip, float, float]] = []
        self._target: State | None = None
        self._final: WaterLevels | None = None

    def is_running(self) -> bool:
        """Whether drops are flowing."""
        return self.travel.is_running()

    def trips(self) -> list[DropTrip]:
        """Return the drop trips of the running animation."""
        return [trip for trip, _, _ in self._trips]

    def start(
        self,
        before: State | None,
        after: State,
        duration_ms: int,
        heads: Sequence[str] = (),
        moves: Sequence[WaterMove] | None = None,
    ) -> bool:
        """Let the water of `before` flow to that of `after` (already drawn) over `duration_ms`.

        `moves` are the drops the rules moved to get there (`rules.trace`): the trips follow
        them exactly. Without them the trips are guessed from the two states, `heads` being
        the headstream ids the move named. Returns False, changing nothing, when the duration
        is 0 or no drop moves.
        """
        self.finish()
        if duration_ms <= 0:
            return False
        if moves is not None:
            planned = trips_of_moves(moves, self.layer)
        elif before is not None:
            planned = plan_trips(before, after, self.layer, heads)
        else:
            return False
        if not planned:
            return False
        times = timetable(len(planned))
        self._trips = [(trip, a, b) for trip, (a, b) in zip(planned, times, strict=True)]
        self._target, self._final = after, WaterLevels.of(after)
        trips = [Trip(trip.path, a, b) for trip, a, b in self._trips]
        return self.travel.start(trips, _draw, _BOUNDS, duration_ms)

    def shows(self, state: State) -> bool:
        """Whether the running animation leads to `state` (a repaint of it may let it go on)."""
        target = self._target
        if target is None or not self.is_running():
            return False
        return WaterLevels.of(state) == self._final and state == target

    def reapply(self) -> None:
        """Show the counts of the moment again (after the items were drawn from the state)."""
        animation = self.travel.animation()
        if animation is not None:
            value = animation.currentValue()
            self._show_counts(float(value) if isinstance(value, (int, float)) else 0.0)

    def finish(self) -> None:
        """End the animation now: the drops vanish and every place shows the new state."""
        self.travel.finish()

    # -- counts -------------------------------------------------------------------------------
    def _items(self) -> dict[str, SpaceItem]:
        geo = self.layer.geo
        places = {f"dam:{i}": self.layer.dams[d.id] for i, d in enumerate(geo.dams)}
        places |= {f"head:{k}": self.layer.heads[h.id] for k, h in enumerate(geo.data.headstreams)}
        return places

    def counts_at(self, t: float) -> dict[str, int]:
        """Return the drops each affected place shows at fraction `t` of the animation."""
        if self._final is None:
            return {}
        counts = {p: self._final.count(p) for p in _places_of(self.trips())}
        for trip, depart, arrive in self._trips:
            if trip.source is not None and t <= depart:
                counts[trip.source] += 1  # still waiting at its place
            if trip.dest in counts and t < arrive:
                counts[trip.dest] -= 1  # not there yet
        return counts

    def _show_counts(self, t: float) -> None:
        self._set_counts(self.counts_at(t))

    def _set_counts(self, counts: dict[str, int]) -> None:
        items = self._items()
        for place, drops in counts.items():
            item = items[place]
            item.set_look(replace(item.look, drops=max(0, drops)))

    def _restore(self) -> None:
        final = self._final
        if final is not None:
            self._set_counts({p: final.count(p) for p in _places_of(self.trips())})
        self._trips, self._target, self._final = [], None, None
