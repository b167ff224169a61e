"""Tooltips on the board say what the acting seat can do there now and what it costs (issue 20
§2): the moves' own log lines, which carry their amounts."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from app.engine.game import PlayerId
from app.engine.session import Seat, Session
from app.games import GAMES

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("does not support raise"),  # the offscreen platform, a tooltip
]

LESSON_SEEDS = {"through_the_desert": 2, "tinners_trail": 4, "barrage": 3, "blood_rage": 3}


def _start(window, game_id: str) -> None:
    game = GAMES[game_id]
    seats = [Seat(name="Anna"), Seat(name="Bea", kind="bot", level="easy")]
    window.resize(1280, 800)
    assert window.start_session(
        Session(game, game.Options(players=2), LESSON_SEEDS[game_id], seats)
    )
    QApplication.processEvents()


def _played_until_a_board_move(window, qtbot):
    """Play the first legal move until the acting human has a move on a board target."""
    c = window.controller
    for _ in range(60):
        qtbot.waitUntil(
            lambda: c.acting_human() is not None or c.awaiting_confirm(), timeout=20_000
        )
        if c.awaiting_confirm():
            c.confirm_turn()
            continue
        seat = c.acting_human()
        scene = c.scene()
        on_board = [
            a
            for a in c.legal_for(seat)
            if (t := c.anchor_of(a))
            and scene.item_for(t) is not None
            and scene.item_for(t).is_target
        ]
        if on_board:
            return seat, on_board[0]
        c.try_apply(c.legal_for(seat)[0])
    pytest.fail("no move on the board")


@pytest.mark.parametrize("game_id", sorted(LESSON_SEEDS))
def test_a_target_says_what_you_can_do_there_now(window, qtbot, game_id):
    _start(window, game_id)
    c = window.controller
    _seat, action = _played_until_a_board_move(window, qtbot)
    target = c.anchor_of(action)
    scene = c.scene()
    item = scene.item_for(target)
    tip = scene.tip_at(item.sceneBoundingRect().center())
    assert tip is not None
    line = c.engine_text(c.game.describe(c.view_of(c.session.state), action))
    assert "What you can do here now:" in tip
    assert line in tip or "more (All legal moves)" in tip
    # the view shows it as its tooltip
    view = window.page.board.view
    pos = view.mapFromScene(item.sceneBoundingRect().center())
    event = QHelpEvent(QEvent.Type.ToolTip, pos, view.viewport().mapToGlobal(pos))
    QApplication.sendEvent(view.viewport(), event)
    assert "What you can do here now:" in QToolTip.text()
    QToolTip.hideText()


def test_no_moves_there_no_list(window, qtbot):
    _start(window, "tinners_trail")
    c = window.controller
    seat, _ = _played_until_a_board_move(window, qtbot)
    scene = c.scene()
    anchors = {c.anchor_of(a) for a in c.legal_for(PlayerId(seat))}
    idle = [i for i in scene.board_items() if i.is_target and i.item_id not in anchors]
    assert idle
    assert scene.tip_at(idle[0].sceneBoundingRect().center()) in (None, "")
