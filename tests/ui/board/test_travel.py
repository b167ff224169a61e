"""Travel animations of the board toolkit: pictures move along paths, each in its own slot."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsScene

from app.ui.board.anim import ArrivalItem, TravelAnimator, Trip

pytestmark = pytest.mark.gui

BOUNDS = QRectF(-5, -5, 10, 10)


def draw(painter: QPainter) -> None:
    painter.drawEllipse(QPointF(0, 0), 4, 4)


def line(x0: float, y0: float, x1: float, y1: float) -> QPainterPath:
    path = QPainterPath(QPointF(x0, y0))
    path.lineTo(QPointF(x1, y1))
    return path


def pictures(scene: QGraphicsScene) -> list[ArrivalItem]:
    return [i for i in scene.items() if isinstance(i, ArrivalItem)]


def test_zero_duration_or_no_trip_shows_nothing(qapp) -> None:
    scene = QGraphicsScene()
    travel = TravelAnimator(scene)
    assert travel.start([Trip(line(0, 0, 0, 100))], draw, BOUNDS, 0) is False
    assert travel.start([], draw, BOUNDS, 500) is False
    assert not travel.is_running()
    assert pictures(scene) == []


def test_pictures_move_along_their_paths_in_their_own_slots(qapp) -> None:
    scene = QGraphicsScene()
    travel = TravelAnimator(scene)
    seen: list[float] = []
    ended: list[bool] = []
    travel.progressed.connect(seen.append)
    travel.finished.connect(lambda: ended.append(True))
    first, second = Trip(line(0, 0, 0, 100), 0.0, 0.5), Trip(line(50, 0, 250, 0), 0.5, 1.0)
    assert travel.start([first, second], draw, BOUNDS, 1000)
    a, b = travel.pictures()
    assert not a.isVisible()  # at 0 nothing has set off
    assert not b.isVisible()
    animation = travel.animation()
    assert animation is not None
    animation.setCurrentTime(250)  # half way along the first path
    assert a.isVisible()
    assert not b.isVisible()
    assert a.pos().x() == pytest.approx(0)
    assert a.pos().y() == pytest.approx(50, abs=0.5)
    assert seen[-1] == pytest.approx(0.25)
    animation.setCurrentTime(750)  # the first has arrived, the second is half way
    assert not a.isVisible()
    assert b.isVisible()
    assert b.pos().x() == pytest.approx(150, abs=0.5)
    assert ended == []
    animation.setCurrentTime(1000)
    assert not travel.is_running()
    assert pictures(scene) == []
    assert ended == [True]


def test_finish_removes_everything_and_a_new_start_replaces_the_old(qapp) -> None:
    scene = QGraphicsScene()
    travel = TravelAnimator(scene)
    ended: list[bool] = []
    travel.finished.connect(lambda: ended.append(True))
    travel.start([Trip(line(0, 0, 0, 100))], draw, BOUNDS, 10_000)
    travel.start([Trip(line(0, 0, 0, 100)), Trip(line(0, 0, 9, 9))], draw, BOUNDS, 10_000)
    assert ended == [True]  # the first was finished first
    assert len(pictures(scene)) == 2
    travel.finish()
    travel.finish()  # nothing runs: nothing happens
    assert ended == [True, True]
    assert pictures(scene) == []
    assert travel.animation() is None


def test_a_trip_is_only_on_its_way_between_departure_and_arrival() -> None:
    trip = Trip(line(0, 0, 100, 0), 0.2, 0.6)
    assert trip.point_at(0.2) is None
    assert trip.point_at(0.6) is None
    middle = trip.point_at(0.4)
    assert middle is not None
    assert middle.x() == pytest.approx(50, abs=0.5)
