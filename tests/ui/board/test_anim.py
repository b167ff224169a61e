"""Arrival animations of the board toolkit: a picture drops into place and is removed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsScene

from app.ui.board.anim import (
    LIFT,
    START_SCALE,
    ArrivalAnimator,
    ArrivalItem,
    TravelAnimator,
    Trip,
)
from app.ui.board.view import BoardView

pytestmark = pytest.mark.gui

BOUNDS = QRectF(-10, -10, 20, 20)
AT = QPointF(100, 50)


class Drawing:
    """Counts how often the game's drawing is used."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, painter: QPainter) -> None:
        self.calls += 1
        painter.drawEllipse(QPointF(0, 0), 8, 8)


def pictures(scene: QGraphicsScene) -> list[ArrivalItem]:
    return [i for i in scene.items() if isinstance(i, ArrivalItem)]


def test_zero_duration_shows_nothing(qapp) -> None:
    scene = QGraphicsScene()
    animator = ArrivalAnimator(scene)
    assert animator.start("cell:1", AT, Drawing(), BOUNDS, 0) is False
    assert pictures(scene) == []
    assert animator.running() == []


def test_the_piece_falls_into_place_and_the_picture_goes(qtbot) -> None:
    scene = QGraphicsScene()
    animator = ArrivalAnimator(scene)
    assert animator.start("cell:1", AT, Drawing(), BOUNDS, 60)
    picture = animator.picture("cell:1")
    assert picture is not None
    assert pictures(scene) == [picture]
    assert picture.pos() == AT - QPointF(0, LIFT * BOUNDS.height())
    assert picture.scale() == pytest.approx(START_SCALE)
    assert picture.opacity() == 0.0
    with qtbot.waitSignal(animator.finished, timeout=5000) as done:
        pass
    assert done.args == ["cell:1"]
    assert animator.running() == []
    assert pictures(scene) == []


def test_a_stalled_animation_still_gives_the_piece_back(qtbot) -> None:
    # Qt's shared animation timer once stalled on a loaded machine: the picture must go anyway.
    scene = QGraphicsScene()
    animator = ArrivalAnimator(scene)
    animator.start("cell:3", AT, Drawing(), BOUNDS, 60)
    group = animator.group("cell:3")
    assert group is not None
    group.pause()
    with qtbot.waitSignal(animator.finished, timeout=5000) as done:
        pass
    assert done.args == ["cell:3"]
    assert pictures(scene) == []


def test_a_stalled_journey_still_ends(qtbot) -> None:
    scene = QGraphicsScene()
    animator = TravelAnimator(scene)
    path = QPainterPath(QPointF(0, 0))
    path.lineTo(QPointF(50, 0))
    assert animator.start([Trip(path)], Drawing(), BOUNDS, 60)
    running = animator.animation()
    assert running is not None
    running.pause()
    with qtbot.waitSignal(animator.finished, timeout=5000):
        pass
    assert animator.pictures() == []
    assert not animator.is_running()


def test_stepping_the_animation_moves_scales_and_fades(qapp) -> None:
    scene = QGraphicsScene()
    animator = ArrivalAnimator(scene)
    drawing = Drawing()
    animator.start("cell:2", AT, drawing, BOUNDS, 1000)
    group = animator.group("cell:2")
    picture = animator.picture("cell:2")
    assert group is not None
    assert picture is not None
    group.setCurrentTime(500)
    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    assert drawing.calls > 0  # the picture is the game's own drawing of the piece
    assert picture.pos().y() < AT.y()
    assert 1.0 < picture.scale() < START_SCALE
    assert picture.opacity() == pytest.approx(1.0)
    ended: list[str] = []
    animator.finished.connect(ended.append)
    group.setCurrentTime(1000)
    assert ended == ["cell:2"]
    assert pictures(scene) == []


def test_finish_lands_at_once_and_a_new_start_replaces_the_old(qapp) -> None:
    scene = QGraphicsScene()
    animator = ArrivalAnimator(scene)
    ended: list[str] = []
    animator.finished.connect(ended.append)
    animator.start("cell:3", AT, Drawing(), BOUNDS, 10_000)
    animator.start("cell:3", AT, Drawing(), BOUNDS, 10_000)
    assert ended == ["cell:3"]
    assert len(pictures(scene)) == 1
    animator.start("cell:4", AT, Drawing(), BOUNDS, 10_000)
    assert sorted(animator.running()) == ["cell:3", "cell:4"]
    animator.finish()
    assert sorted(ended) == ["cell:3", "cell:3", "cell:4"]
    assert animator.running() == []
    assert pictures(scene) == []
    animator.finish("cell:9")  # nothing running: nothing happens
    assert len(ended) == 3


def test_fitting_the_view_ignores_pieces_still_falling(qtbot) -> None:
    scene = QGraphicsScene()
    scene.addRect(QRectF(0, 0, 200, 100))
    view = BoardView(scene)
    qtbot.addWidget(view)
    board = view.board_rect()
    assert board == scene.itemsBoundingRect()
    animator = ArrivalAnimator(scene)
    animator.start("cell:1", QPointF(100, 0), Drawing(), BOUNDS, 10_000)
    assert scene.itemsBoundingRect().top() < board.top()
    assert view.board_rect() == board
    animator.finish()
