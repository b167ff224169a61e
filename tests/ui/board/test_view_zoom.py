"""`BoardView` zoom and fit (shared by every game): the wheel zooms about the pointer, every
resize fits the board again, a fixed region keeps the board's size while pieces come and go."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from app.engine.session import Seat, Session
from app.games.through_the_desert import GAME
from app.games.through_the_desert.controller import ThroughTheDesertController, TtdBoard
from tests.ui.board.test_toolkit import make_scene, shown_view

if TYPE_CHECKING:
    from app.ui.board.view import BoardView

pytestmark = pytest.mark.gui


def wheel(view: BoardView, pos: QPoint, notches: int = 1) -> None:
    """Turn the mouse wheel over viewport position `pos`."""
    event = QWheelEvent(
        QPointF(pos),
        QPointF(view.viewport().mapToGlobal(pos)),
        QPoint(0, 0),
        QPoint(0, 120 * notches),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    view.wheelEvent(event)


def assert_zooms_about(view: BoardView, pos: QPoint) -> None:
    """Zoom in and out over `pos`: the scene point under it stays there."""
    under = view.mapToScene(pos)
    before = view.zoom()
    for notches in (1, 2, -1):
        wheel(view, pos, notches)
        back = view.mapFromScene(under)
        assert abs(back.x() - pos.x()) <= 2
        assert abs(back.y() - pos.y()) <= 2
    assert view.zoom() == pytest.approx(before * 1.25**2)
    assert not view.auto_fit


def test_wheel_zooms_about_the_pointer(qtbot):
    scene, _, _ = make_scene()
    view = shown_view(qtbot, scene)
    # off centre, where an anchor at the view's centre would move the point
    assert_zooms_about(view, QPoint(90, 70))


def test_every_resize_fits_the_board_again(qtbot):
    scene, _, _ = make_scene()
    view = shown_view(qtbot, scene)
    view.set_zoom("in")
    view.set_zoom("in")
    assert not view.auto_fit
    view.resize(QSize(500, 420))
    qtbot.waitUntil(lambda: view.auto_fit)
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert visible.contains(view.board_rect())


def test_a_region_fits_and_does_not_follow_the_items(qtbot):
    scene, _, _ = make_scene()
    view = shown_view(qtbot, scene)
    region = QRectF(0, 0, 100, 50)
    view.set_region(region)
    zoom = view.zoom()
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert visible.contains(region)
    scene.addRect(QRectF(-500, -500, 2000, 2000))  # the board grows: the view keeps its size
    view.resize(view.size())
    view.fit()
    assert view.zoom() == pytest.approx(zoom)


def test_pan_with_the_middle_button_after_zooming(qtbot):
    scene, _, _ = make_scene()
    view = shown_view(qtbot, scene)
    for _ in range(3):
        view.set_zoom("in")
    centre = view.viewport().rect().center()
    before = view.mapToScene(centre)
    qtbot.mousePress(view.viewport(), Qt.MouseButton.MiddleButton, pos=centre)
    qtbot.mouseMove(view.viewport(), pos=centre + QPoint(40, 0))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.MiddleButton, pos=centre + QPoint(40, 0))
    after = view.mapToScene(centre)
    assert after.x() < before.x()


def test_through_the_desert_board_zooms_about_the_pointer_and_refits(qtbot):
    session = Session(GAME, GAME.Options(players=3), 5, [Seat(name=n) for n in "ABC"])
    controller = ThroughTheDesertController(session)
    controller.start()
    parent = QWidget()
    qtbot.addWidget(parent)
    board = controller.create_board(parent)
    assert isinstance(board, TtdBoard)
    QVBoxLayout(parent).addWidget(board)
    parent.resize(700, 500)
    parent.show()
    qtbot.waitExposed(parent)
    view = board.view
    view.fit()
    fitted = view.zoom()
    assert_zooms_about(view, QPoint(120, 90))
    parent.resize(701, 501)
    qtbot.waitUntil(lambda: view.auto_fit)
    assert view.zoom() == pytest.approx(fitted, rel=0.02)
