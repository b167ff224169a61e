"""Enter confirms the move being built, Escape steps back (issue 35 §2)."""

from __future__ import annotations

from typing import Any

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


def _awaiting_confirm(window, game_id: str):
    """Start `game_id` for two people; play Anna's moves until her turn waits for Confirm."""
    game = GAMES[game_id]
    session = Session(game, game.Options(players=2), 3, [Seat(name="Anna"), Seat(name="Bea")])
    assert window.start_session(session)
    return _play_to_confirm(window.controller)


def _play_to_confirm(controller):
    """Play the acting person's first moves until a turn waits for Confirm."""
    for _ in range(30):
        take_screen(controller)
        if controller.awaiting_confirm():
            break
        seat = controller.acting_human()
        assert seat is not None
        assert controller.try_apply(controller.legal_for(seat)[0])
    assert controller.awaiting_confirm()
    QApplication.processEvents()
    return controller


def _focus_places(page) -> list[Any]:
    """Each visible widget of the page that takes the focus and leaves Enter to Confirm."""
    from PySide6.QtWidgets import QAbstractItemView, QAbstractSpinBox, QLineEdit, QWidget

    places, kinds = [], set()
    for child in page.findChildren(QWidget):
        kind = type(child).__name__
        if (
            child.focusPolicy() != Qt.FocusPolicy.NoFocus
            and child.isVisible()
            and child.isEnabled()
            and kind not in kinds
            and not isinstance(child, QAbstractItemView | QLineEdit | QAbstractSpinBox)
        ):
            kinds.add(kind)
            places.append(child)
    return places


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_enter_confirms_the_turn_wherever_the_focus_is(window, qtbot, game_id):
    """Issue 35 §2 (stranger, Through the Desert): plain Enter did nothing, only Ctrl+Return."""
    controller = _awaiting_confirm(window, game_id)
    places = _focus_places(window.page)
    assert len(places) >= 3, places
    for index, place in enumerate(places):
        name = f"{type(place).__name__}#{place.objectName()}"
        kind = type(place)
        # the next turn may have rebuilt the panels: the same kind of widget again
        widget = (
            place
            if not index
            else next((w for w in _focus_places(window.page) if type(w) is kind), None)
        )
        if widget is None:
            continue
        widget.setFocus()
        QApplication.processEvents()
        turn = len(controller.session.actions)
        qtbot.keyClick(widget, Qt.Key.Key_Return)
        assert not controller.awaiting_confirm(), (game_id, name, QApplication.focusWidget())
        assert len(controller.session.actions) == turn
        _play_to_confirm(controller)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_escape_takes_back_a_turn_waiting_for_confirm(window, qtbot, game_id):
    controller = _awaiting_confirm(window, game_id)
    turn = len(controller.session.actions)
    window.page.board.setFocus()
    qtbot.keyClick(QApplication.focusWidget() or window.page, Qt.Key.Key_Escape)
    assert not controller.awaiting_confirm()
    assert len(controller.session.actions) == turn - 1


def _first_camel_of_two(window):
    """Through the Desert for two people: Anna has placed the first camel of a 2-camel turn."""
    game = GAMES["through_the_desert"]
    session = Session(game, game.Options(players=2), 3, [Seat(name="Anna"), Seat(name="Bea")])
    assert window.start_session(session)
    controller = window.controller
    for _ in range(40):
        take_screen(controller)
        if controller.awaiting_confirm():
            assert controller.confirm_turn()
            continue
        state = controller.session.state
        seat = controller.acting_human()
        assert seat is not None
        if state.phase.value == "camels" and controller.can_undo():
            break  # one camel of this turn is down, the turn goes on
        assert controller.try_apply(controller.legal_for(seat)[0])
    assert controller.can_undo()
    assert not controller.awaiting_confirm()
    QApplication.processEvents()
    return controller


def test_escape_takes_back_the_first_camel_of_a_two_camel_turn(window, qtbot):
    """The stranger's Escape did nothing, silently, after 1 camel of a 2-camel turn."""
    controller = _first_camel_of_two(window)
    placed = len(controller.session.actions)
    window.page.board.view.setFocus()
    QApplication.processEvents()
    qtbot.keyClick(QApplication.focusWidget() or window.page, Qt.Key.Key_Escape)
    assert len(controller.session.actions) == placed - 1
    # nothing left to take back in this turn: Escape says why in the status line
    assert not controller.can_undo()
    qtbot.keyClick(QApplication.focusWidget() or window.page, Qt.Key.Key_Escape)
    assert len(controller.session.actions) == placed - 1
    said = window.statusBar().currentMessage()
    assert said.startswith("Nothing to take back"), said


def test_escape_says_why_in_japanese(window, qtbot):
    window.set_language("ja")
    controller = _first_camel_of_two(window)
    assert controller.undo()
    window.page.board.view.setFocus()
    QApplication.processEvents()
    qtbot.keyClick(QApplication.focusWidget() or window.page, Qt.Key.Key_Escape)
    said = window.statusBar().currentMessage().replace("\u2060", "").replace("\u200b", "")
    assert said.startswith("取り消せる手はありません。この手番ではまだ何も"), said


def test_escape_undoes_a_played_move_while_the_seat_still_acts(window, qtbot):
    """Shell-wide: in Tinners' Trail, after Confirm Anna still acts; Escape is her Undo."""
    controller, board, _ = _built_move(window, qtbot)
    qtbot.mouseClick(board.choices.confirm, Qt.MouseButton.LeftButton)
    played = len(controller.session.actions)
    assert controller.can_undo()
    window.page.board.setFocus()
    QApplication.processEvents()
    qtbot.keyClick(QApplication.focusWidget() or window.page, Qt.Key.Key_Escape)
    assert len(controller.session.actions) == played - 1


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_rules_summary_says_escape_takes_back_a_piece(window, language):
    from app.games.through_the_desert.controller import rules_summary_html

    text = rules_summary_html(language)
    assert "while the turn waits" not in text
    assert "確定を待つ間は" not in text
    assert ("Ctrl+Z or Escape" if language == "en" else "Ctrl+ZまたはEsc") in text
