"""The main window: pages, hand-off, moves list, replay, status bar, end dialog, preferences."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from app.engine.game import Outcome, PlayerId, ScoreLine
from app.engine.phrases import plain
from app.shell.enddialog import GameEndDialog
from tests.guikit import let_guard_pass
from tests.shell.conftest import ttd_session

pytestmark = pytest.mark.gui


def test_window_title_menus_and_shortcuts(window):
    assert window.windowTitle() == "Hotseat"
    assert window.stack.currentWidget() is window.welcome
    titles = [m.title().replace("&", "") for m in window.actions_.menus]
    assert titles == ["Game", "Edit", "View", "Help"]
    a = window.actions_
    assert QKeySequence("Ctrl+N") in a.new.shortcuts()
    assert QKeySequence("Ctrl+Shift+S") in a.save_as.shortcuts()
    assert QKeySequence("Ctrl+Shift+Z") in a.redo.shortcuts()
    assert QKeySequence("Ctrl+Q") in a.quit.shortcuts()
    assert QKeySequence("Ctrl+0") in a.zoom_fit.shortcuts()
    assert not a.save.isEnabled()  # nothing to save on the welcome page


def test_handoff_hides_private_panel_until_accepted(window, qtbot):
    assert window.start_session(ttd_session("hh"))
    c = window.controller
    page = window.page
    assert window.stack.currentWidget() is window.handoff
    assert "Anna" in window.handoff.title.text()
    assert page.private_seat() is None
    assert c.viewer() is None
    assert page.moves.list.count() == 0
    let_guard_pass(window.handoff)
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is page
    assert page.private_seat() == 0
    assert page.private_panel is not None
    assert page.moves.list.count() == len(c.legal_for(0))
    assert page.moves.play_row(0)
    assert c.awaiting_confirm()
    assert page.turn_bar.confirm_button.isEnabled()
    qtbot.mouseClick(page.turn_bar.confirm_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.handoff
    assert "Bea" in window.handoff.title.text()
    assert page.private_seat() is None
    assert page.private_panel is None


def test_single_human_against_bot_needs_no_handoff(window, qtbot):
    window.start_session(ttd_session("hb"))
    assert window.stack.currentWidget() is window.page
    assert window.page.private_seat() == 0
    assert window.page.moves.play_row(0)
    window.controller.confirm_turn()
    assert "thinking" in window.page.prompt.full_text()
    qtbot.waitUntil(lambda: window.controller.acting_human() == 0, timeout=20000)
    assert [a.player for a in window.controller.session.actions] == [0, 1]
    assert window.stack.currentWidget() is window.page


def test_refused_drop_shows_reason_and_changes_nothing(window):
    window.start_session(ttd_session("hb"))
    c = window.controller
    before = c.session.state
    assert not c.drop_piece("camel:0", "cell:0")
    assert c.session.state is before
    assert c.session.actions == []
    assert window.statusBar().currentMessage() != ""


def test_keyboard_plays_from_the_move_list(window, qtbot):
    window.start_session(ttd_session("hb"))
    moves = window.page.moves
    moves.list.setFocus()
    moves.list.setCurrentRow(2)
    expected = moves.actions()[2]
    qtbot.keyClick(moves.list, Qt.Key.Key_Return)
    assert window.controller.session.actions == [expected]


def test_filter_narrows_the_move_list(window, qtbot):
    window.start_session(ttd_session("hb"))
    moves = window.page.moves
    total = moves.list.count()
    qtbot.keyClicks(moves.filter_edit, "pink")
    shown = [i for i in range(total) if not moves.list.item(i).isHidden()]
    assert 0 < len(shown) < total
    assert all("pink" in moves.list.item(i).text() for i in shown)


def test_replay_on_click_and_return(window, qtbot):
    window.start_session(ttd_session("hh"))
    c = window.controller
    for _ in range(2):
        window._on_handoff_accepted()
        window.page.moves.play_row(0)
        c.confirm_turn()
    window._on_handoff_accepted()
    log = window.page.log
    item = log.item_for_step(1)
    assert item is not None
    rect = log.visualItemRect(item)
    QApplication.processEvents()
    board_top = window.page.board.mapTo(window.page, QPoint(0, 0))
    qtbot.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert c.replay_step() == 1
    assert window.page.banner.isVisibleTo(window.page)
    QApplication.processEvents()
    # issue 22: the board jumped when the banner appeared; it takes the suggestion bar's row
    assert window.page.board.mapTo(window.page, QPoint(0, 0)) == board_top
    assert not window.page.suggestion_bar.isVisibleTo(window.page)
    assert "Viewing move 1:" in window.page.banner.label.text()
    assert "Viewing move 1" in window.page.prompt.full_text()
    assert window.page.moves.list.count() == 0
    qtbot.mouseClick(window.page.banner.button, Qt.MouseButton.LeftButton)
    assert c.replay_step() is None
    assert not window.page.banner.isVisibleTo(window.page)
    assert window.page.moves.list.count() > 0


def test_language_switch_retranslates_live(window, qtbot):
    window.start_session(ttd_session("hb"))
    window.set_language("ja")
    QApplication.processEvents()
    assert plain(window.actions_.menus[0].title()) == "ゲーム(&G)"
    assert plain(window.page.turn_bar.confirm_button.text()) == "手番を確定"
    assert "騎手" in plain(window.page.prompt.full_text())
    assert window.prefs.language == "ja"
    window.set_language("en")
    QApplication.processEvents()
    assert window.actions_.menus[0].title() == "&Game"
    assert "rider" in window.page.prompt.full_text()


def test_colour_blind_and_text_size_preferences(window):
    window.start_session(ttd_session("hb"))
    window.actions_.colour_blind.setChecked(True)
    assert window.controller.colour_blind()
    assert window.prefs.colour_blind
    before = QApplication.font().pointSizeF()
    window.set_text_scale(1.4)
    assert QApplication.font().pointSizeF() == pytest.approx(before * 1.4)
    assert window.prefs.text_scale == 1.4


def test_end_dialog_shows_winner_and_breakdown(qtbot):
    lines = (ScoreLine(source="Water holes", points=7), ScoreLine(source="Oases", points=5))
    outcome = Outcome(scores=(12, 9), winners=(PlayerId(0),), breakdown=(lines, lines[:1]))
    dialog = GameEndDialog(outcome, ["Anna", "Bea"])
    qtbot.addWidget(dialog)
    assert "Anna" in dialog.title.text()
    table = dialog.table
    assert table.rowCount() == 3
    assert table.verticalHeaderItem(2).text() == "Total"
    assert table.item(1, 1).text() == "0"  # type: ignore[union-attr]  # Bea: no oases
    assert table.item(2, 0).text() == "12"  # type: ignore[union-attr]


def test_whole_game_against_a_bot_ends_with_the_dialog(window, qtbot):
    window.start_session(ttd_session("hb", seed=2))
    c = window.controller
    for _ in range(300):
        if window.end_dialog is not None:
            break
        if c.awaiting_confirm():
            c.confirm_turn()
        elif c.acting_human() == 0:
            assert window.page.moves.play_row(0)
        else:
            qtbot.waitUntil(lambda: c.acting_human() == 0 or c.is_over(), timeout=20000)
    assert c.is_over()
    assert window.end_dialog is not None
    assert window.end_dialog.isVisible()
    assert window.end_dialog.table.rowCount() >= 2
    # Issue 22: once closed, Game ▸ Results shows them again (it is greyed while a game runs)
    totals = window.end_dialog.table.item(window.end_dialog.table.rowCount() - 1, 0).text()
    window.end_dialog.reject()
    assert not window.end_dialog.isVisible()
    assert window.actions_.results.isEnabled()
    window.actions_.results.trigger()
    assert window.end_dialog.isVisible()
    last = window.end_dialog.table.rowCount() - 1
    assert window.end_dialog.table.item(last, 0).text() == totals
    window.end_dialog.reject()
    window.start_session(ttd_session("hb", seed=3))
    assert not window.actions_.results.isEnabled()


def test_print_setup_opens_the_preview_of_this_setup(window, monkeypatch):
    from app.printing import preview

    calls: list[tuple[object, ...]] = []

    def fake_preview(*args: object, **_kwargs: object) -> int:
        calls.append(args)
        return 0

    monkeypatch.setattr(preview, "show_print_preview", fake_preview)
    window.actions_.print_setup.trigger()  # disabled without a game
    assert calls == []
    window.start_session(ttd_session("hb", seed=9))
    window.actions_.print_setup.trigger()
    assert len(calls) == 1
    assert calls[0][1:] == (window.controller.game, window.controller.session.options, 9)


def test_handoff_accepts_the_keyboard(window, qtbot):
    window.start_session(ttd_session("hh"))
    assert window.stack.currentWidget() is window.handoff
    let_guard_pass(window.handoff)
    qtbot.keyClick(window.handoff, Qt.Key.Key_Space)
    assert window.stack.currentWidget() is window.page
    assert window.controller.viewer() == 0


def test_double_click_plays_from_the_move_list(window, qtbot):
    window.start_session(ttd_session("hb"))
    moves = window.page.moves
    item = moves.list.item(1)
    expected = moves.actions()[1]
    rect = moves.list.visualItemRect(item)
    assert rect.isValid()
    qtbot.mouseClick(moves.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.controller.session.actions == []  # a single click only selects
    qtbot.mouseDClick(moves.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.controller.session.actions == [expected]


def test_rules_summary_scrolls_in_the_ui_language(window, qtbot):
    window.show_rules()  # no game yet: says how to get one
    assert "Start a game" in window.rules_dialog.browser.toPlainText()
    window.rules_dialog.close()
    window.start_session(ttd_session("hh"))
    window.show_rules()
    english = window.rules_dialog.browser.toPlainText()
    assert "rider" in english.lower()
    assert window.rules_dialog.browser.verticalScrollBar().maximum() > 0  # longer than the box
    window.rules_dialog.close()
    window.set_language("ja")
    window.show_rules()
    assert "騎手" in plain(window.rules_dialog.browser.toPlainText())


def test_moments_between_bots_preference(window):
    """View ▸ Moments between bots: the seconds are remembered and given to the game."""
    assert window.prefs.auto_continue == 3  # the default: a battle between bots goes on in 3 s
    window.start_session(ttd_session("hb"))
    wait = next(a for a in window.actions_.moments.actions() if a.data() == 0)
    wait.trigger()
    assert window.prefs.auto_continue == 0
    assert window.controller.auto_continue_seconds == 0
    six = next(a for a in window.actions_.moments.actions() if a.data() == 6)
    six.trigger()
    assert six.isChecked()
    assert window.controller.auto_continue_seconds == 6
    assert six.text() == "Continue after 6 seconds"
