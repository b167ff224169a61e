"""At 1280×800 the side panels cut nothing off (issue 7): text wraps, tiles wrap onto rows."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QLabel, QStyle, QWidget

from app.engine.rng import bot_random
from app.engine.session import Seat, Session
from app.games.through_the_desert import GAME
from app.games.through_the_desert.view.panels import WaterTiles

pytestmark = pytest.mark.gui

NAMES = ["Annabelle Montgomery", "Bea", "Carl-Friedrich Gauss", "Dora", "Emil"]


def _mid_game(moves: int) -> Session:
    """Five seats (one human), `moves` placements in, grabbing water holes; seat 0 to play."""
    seats = [Seat(name=NAMES[0])] + [Seat(name=n, kind="bot", level="easy") for n in NAMES[1:]]
    session = Session(GAME, GAME.Options(players=5), 4, seats)
    rng = bot_random("layout", 0)
    while True:
        acting = session.to_act()
        if len(session.actions) >= moves and acting == {0}:
            return session
        seat = min(acting)
        actions = GAME.legal_actions(session.state, seat)
        water = [a for a in actions if session.state.water[a.cell]]
        session.apply(rng.choice(water or actions))
        session.end_turn()


def _cut_labels(root: QWidget, frame: QWidget) -> list[str]:
    """Texts of the visible labels under `root` that do not fit their box or leave `frame`."""
    bounds = QRect(frame.mapToGlobal(QPoint(0, 0)), frame.size())
    cut = []
    for label in root.findChildren(QLabel):
        if not label.isVisibleTo(root) or not label.text():
            continue
        box = QRect(label.mapToGlobal(QPoint(0, 0)), label.size())
        needs = label.minimumSizeHint()
        too_small = label.width() < needs.width()
        if label.wordWrap():
            too_small = too_small or label.height() < label.heightForWidth(label.width())
        if too_small or box.right() > bounds.right():
            cut.append(label.text())
    return cut


def _cut_rows(view: QAbstractItemView) -> list[str]:
    """Rows of an item view whose text does not fit in the row (wrapped) or the viewport."""
    cut = []
    model = view.model()
    rows = [model.index(r, 0) for r in range(model.rowCount())]
    for parent in list(rows):
        rows += [model.index(c, 0, parent) for c in range(model.rowCount(parent))]
    metrics = view.fontMetrics()
    # The text margin item views keep on each side of a row's text (QCommonStyle's).
    margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
    for index in rows:
        rect = view.visualRect(index)
        if not rect.isValid():
            continue
        text = str(index.data())
        room = QRect(0, 0, rect.width() - 2 * margin, 10000)
        needed = metrics.boundingRect(room, Qt.TextFlag.TextWordWrap, text)
        if rect.right() > view.viewport().width() or rect.height() < needed.height():
            cut.append(text)
    return cut


@pytest.mark.parametrize("language", ["en", "ja"])
def test_side_panels_cut_nothing_off_at_1280_by_800(window, qtbot, language):
    window.set_language(language)
    window.resize(1280, 800)
    window.start_session(_mid_game(70))
    QApplication.processEvents()
    qtbot.wait(50)
    page = window.page
    assert page is not None
    assert page.private_panel is not None
    assert len(window.controller.session.state.seats[0].water) >= 5
    side = page.private_box.parentWidget()
    assert side.width() < 400  # the board keeps most of the window
    for box in (page.players_box, page.private_box):
        assert _cut_labels(box, box) == []
    tiles = page.private_panel.findChild(WaterTiles)
    assert tiles.height() >= tiles.heightForWidth(tiles.width())
    assert _cut_rows(page.log) == []
    page.lists.setCurrentWidget(page.moves_box)  # the moves share the log's pane, as a tab
    QApplication.processEvents()
    assert _cut_rows(page.moves.list) == []
    assert page.log.horizontalScrollBar().maximum() == 0
    assert page.moves.list.horizontalScrollBar().maximum() == 0


def test_water_tiles_take_more_rows_when_narrow(qtbot):
    tiles = WaterTiles()
    qtbot.addWidget(tiles)
    tiles.set_values((1, 2, 3) * 6)
    assert tiles.minimumSizeHint().width() <= 30
    assert tiles.heightForWidth(18 * 30) < tiles.heightForWidth(6 * 30)
    assert tiles.heightForWidth(6 * 30) == 2 + 32 * 3
