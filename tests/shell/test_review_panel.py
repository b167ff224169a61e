"""The Review panel (issue 21 §2): from the end dialog or the menu, with progress and Cancel."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication

from app.engine.bots import make_bot
from app.engine.phrases import plain
from app.shell.enddialog import GameEndDialog
from app.ui import botrunner
from tests.shell.conftest import ttd_session

if TYPE_CHECKING:
    from app.engine.session import Session

pytestmark = pytest.mark.gui


def finished_session() -> Session:
    """Through the Desert, Anna (a person, her moves here made by the easy bot) against a bot."""
    session = ttd_session("hb", seed=2)
    game = session.game
    while acting := sorted(session.to_act()):
        seat = acting[0]
        bot = make_bot("easy", game, seat, f"test:{len(session.actions)}")
        session.apply(bot.choose(game.view_for(session.state, seat)))
    assert session.outcome() is not None
    return session


def assert_banner_uncovered(window: Any, panel: Any) -> None:
    """The panel lies below the replay banner: "Return to the present" stays uncovered (in
    Japanese the banner's button is wider and the panel once hid half of it)."""
    page = window.page
    button = page.banner.button
    assert button.isVisible()
    corner = button.mapTo(page, QPoint(0, 0))
    assert not panel.geometry().intersects(QRect(corner, button.size()))
    assert panel.geometry().top() >= page.bars.mapTo(page, QPoint(0, page.bars.height())).y()


def test_review_from_the_end_dialog_lists_moves_and_shows_them(window, qtbot, monkeypatch):
    monkeypatch.setattr(botrunner, "WORKER_PROCESS", False)  # searched on the review's thread
    window.review_iterations = 40  # at 10 the search's move is seldom clearly better (issue 38)
    window.start_session(finished_session())  # a finished save, as opened from a file
    c = window.controller
    dialog = window.end_dialog
    assert dialog is not None
    assert dialog.isVisible()
    assert window.actions_.review.isEnabled()
    dialog.review_button.click()
    assert dialog.result() == GameEndDialog.REVIEW
    panel = window.review_panel
    assert panel is not None
    assert panel.isVisible()
    assert panel.progress.isVisible()
    assert panel.cancel_button.isVisible()
    qtbot.waitUntil(lambda: panel.review is not None, timeout=120000)
    assert not panel.progress.isVisible()
    assert panel.progress.value() == panel.progress.maximum() == panel.review.seats[0].decisions
    assert [s.seat for s in panel.review.seats] == [0]  # Bea is a bot
    assert panel.status.text().startswith("The moves that clearly cost each person winning")
    rows = panel.move_items(0)
    assert 1 <= len(rows) <= 3  # only the moves beyond the estimate's noise (issue 38 §1)
    mistakes = panel.review.seats[0].mistakes
    for row, mistake in zip(rows, mistakes, strict=True):
        assert row.text(0).startswith(f"Move {mistake.number}: Anna places ")
        details = [row.child(i).text(0) for i in range(row.childCount())]
        assert details[0].startswith("The bot's move: Anna places ")
        assert details[-1].startswith("Winning chances lost: about ")
    # a click on the last move shows the board after it, as its line in the log does
    target = rows[-1]
    panel.moves.scrollToItem(target)
    rect = panel.moves.visualItemRect(target)
    qtbot.mouseClick(panel.moves.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert c.replay_step() == mistakes[-1].number
    assert c.shown_state() is c.session.state_at(mistakes[-1].number)
    assert window.page.log.currentItem() is window.page.log.item_for_step(mistakes[-1].number)
    # so does a click on a move's details (the estimate, here)
    estimate = rows[0].child(rows[0].childCount() - 1)
    panel.moves.scrollToItem(estimate)
    rect = panel.moves.visualItemRect(estimate)
    qtbot.mouseClick(panel.moves.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert c.replay_step() == mistakes[0].number
    # Game ▸ Review game… shows the same panel again without searching again
    window.actions_.review.trigger()
    assert window.review_panel is panel
    window.set_language("ja")
    QApplication.processEvents()
    assert plain(panel.title.text()) == "ゲームの振り返り"
    assert plain(panel.move_items(0)[0].text(0)).startswith(f"{mistakes[0].number}手目：")
    assert_banner_uncovered(window, panel)
    panel.close()
    assert window.review_panel is None


def test_cancel_stops_the_review_and_its_worker_process(window, qtbot):
    window.review_iterations = 400  # long enough to be under way when Cancel is pressed
    window.start_session(finished_session())
    assert window.end_dialog is not None
    window.end_dialog.reject()
    window.actions_.review.trigger()
    panel = window.review_panel
    assert panel is not None
    worker = panel.runner._worker
    assert worker is not None  # the searches run in a process of their own
    qtbot.waitUntil(lambda: worker.pid() is not None, timeout=60000)
    with qtbot.waitSignal(panel.runner.cancelled, timeout=60000):
        panel.cancel_button.click()
    assert panel.review is None
    assert not panel.runner.running()
    assert not panel.cancel_button.isVisible()
    assert panel.status.text() == "The review was cancelled."
    assert worker.pid() is None  # the search under way was ended, not waited for
    panel.close()


def test_review_is_greyed_until_the_game_is_over(window):
    assert not window.actions_.review.isEnabled()
    window.start_session(ttd_session("hb", seed=2))
    assert not window.actions_.review.isEnabled()
    window.review_game()
    assert window.review_panel is None


def test_the_review_panel_leaves_the_zoom_buttons_free(window, qtbot, monkeypatch):
    """The TtD stranger: the panel covered the board's − and ⤢ buttons at 1280×800."""
    from PySide6.QtWidgets import QWidget

    monkeypatch.setattr(botrunner, "WORKER_PROCESS", False)
    window.review_iterations = 1
    window.resize(1280, 800)
    window.start_session(finished_session())
    assert window.end_dialog is not None
    window.end_dialog.reject()
    window.actions_.review.trigger()
    QApplication.processEvents()
    panel = window.review_panel
    assert panel is not None
    assert panel.isVisible()
    page = window.page
    bar = page.board.view.zoom_bar
    assert bar.isVisible()
    buttons = [b for b in bar.findChildren(QWidget) if b.isVisible()]
    assert len(buttons) >= 3
    for button in buttons:
        corner = button.mapTo(page, QPoint(0, 0))
        assert not panel.geometry().intersects(QRect(corner, button.size())), button
    assert panel.width() >= 400
    qtbot.waitUntil(lambda: not panel.runner.running(), timeout=60000)
    panel.close()
