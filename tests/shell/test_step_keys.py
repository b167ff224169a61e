"""Enter confirms the move being built, Escape steps back (issue 35 §2)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.engine.game import PlayerId
from app.engine.session import Seat, Session
from app.games import GAMES
from app.games.tinners_trail.actions import StartAuction
from tests.guikit import take_screen

pytestmark = [pytest.mark.gui]


def _tinners() -> Session:
    game = GAMES["tinners_trail"]
    seats = [Seat(name="Anna"), Seat(name="Bea"), Seat(name="Carl")]
    session = Session(game, game.Options(players=3), 4, seats)
    while session.state.phase.value == "keep":
        session.apply(game.legal_actions(session.state, min(session.to_act()))[0])
        session.end_turn()
    return session


def _built_move(window, qtbot):
    assert window.start_session(_tinners())
    controller = window.controller
    take_screen(controller)
    board = window.page.board
    region = next(
        r for r, up in enumerate(controller.session.state.face_up)
        if up and controller.session.state.mine[r] < 0 and controller.session.state.tile[r] >= 0
    )  # fmt: skip
    assert controller.drop_piece("mine", f"region:{region}")
    assert board.choices.confirm.isEnabled()
    board.view.setFocus()
    QApplication.processEvents()
    return controller, board, region


def test_enter_confirms_the_move_being_built(window, qtbot):
    controller, board, region = _built_move(window, qtbot)
    qtbot.keyClick(board.view, Qt.Key.Key_Return)
    assert controller.session.actions[-1] == StartAuction(player=PlayerId(0), region=region)


def test_escape_steps_back(window, qtbot):
    controller, board, _ = _built_move(window, qtbot)
    before = list(controller.session.actions)
    narrow = controller.narrowing()
    assert narrow is not None
    chosen = list(narrow.chosen)
    qtbot.keyClick(board.view, Qt.Key.Key_Escape)
    assert controller.session.actions == before
    assert narrow.chosen == chosen[:-1]  # one step back
    assert not board.choices.confirm.isEnabled()


def test_confirm_plays_at_once_as_the_rules_summary_says(window, qtbot):
    """The summary: Confirm plays the move at once, final once play passes on."""
    controller, board, _ = _built_move(window, qtbot)
    qtbot.mouseClick(board.choices.confirm, Qt.MouseButton.LeftButton)
    assert isinstance(controller.session.actions[-1], StartAuction)
    assert not controller.awaiting_confirm()  # nothing waits for Confirm turn
    assert controller.acting_human() == 0  # the starter bids next: still Anna's to act
    assert controller.can_undo()
    assert controller.bid(3)
    assert controller.handoff_seat() == 1  # Bea bids on her own screen
    take_screen(controller)
    assert controller.acting_human() == 1
    assert not controller.can_undo()  # play passed to Bea: final


def test_window_titles_carry_no_phrase_marks(window, qtbot):
    """Issue 35 §3: the Japanese title of a Tinners' Trail game had invisible U+2060 in it."""
    window.set_language("ja")
    assert window.start_session(_tinners())
    title = window.windowTitle()
    assert "ティナーズ・トレイル" in title
    assert "\u2060" not in title
    assert "\u200b" not in title
    qtbot.mouseClick(window.page.rules_help, Qt.MouseButton.LeftButton)
    dialog = window.rules_dialog
    assert dialog is not None
    assert "\u2060" not in dialog.windowTitle()
    assert "\u200b" not in dialog.windowTitle()
    dialog.close()
