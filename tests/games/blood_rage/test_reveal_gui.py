"""The battle reveal over the window (issue 18 §4): shown when a battle ends, before the next
hand-off screen, dismissed by its button, a key or a click, continuing by itself after a battle
no human fought in, and fitting 1280×800 in English and Japanese."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from app.engine.text import Seat
from app.games.blood_rage.battlereveal import BattleReveal, Side
from app.games.blood_rage.controller import BloodRageController
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.model import Battle
from app.games.blood_rage.texts import card_text, province_text, t
from app.games.blood_rage.view.reveal import BattleRevealPanel
from app.shell.language import LanguageManager
from app.ui.i18n import show
from app.ui.widgets.log import GameLogPanel
from tests.games.blood_rage.gui import make, session_of
from tests.games.blood_rage.test_controller import skip_draft
from tests.games.blood_rage.test_controller_game import _first, _reach_battle
from tests.guikit import take_screen
from tests.shell.conftest import make_window
from tests.shell.test_layout import _cut_labels

pytestmark = pytest.mark.gui


def _shown(qtbot, board: QWidget) -> None:
    """Show the window the board is in (the reveal is laid over it)."""
    board.window().show()
    qtbot.waitExposed(board.window())


def _fight_to_the_end(controller: BloodRageController) -> dict[int, int]:
    """Each human in the battle chooses its first usable card (behind its hand-off screen)."""
    chosen: dict[int, int] = {}
    while isinstance(top := controller.session.state.pending[-1], Battle) and top.stage == "choose":
        take_screen(controller)
        seat = controller.acting_human()
        assert seat is not None
        action = next(a for a in controller.legal_for(seat) if a.kind == "battle_card")
        chosen[int(seat)] = action.card
        assert controller.play(action)
    return chosen


def test_the_reveal_shows_the_cards_before_the_next_handoff_and_the_button_dismisses_it(qtbot):
    controller, board, _anna, _bea = _reach_battle(qtbot)
    _shown(qtbot, board)
    with qtbot.waitSignal(controller.battle_revealed, timeout=5000):
        chosen = _fight_to_the_end(controller)
    panel = controller.reveal_panel
    assert panel is not None
    assert panel.isVisible()
    assert not panel.timer.isActive()  # humans fought: it waits for them
    words = " ".join(label.text() for label in panel.findChildren(type(panel.result)))
    for card in chosen.values():
        assert show(card_text(card)) in words
    assert "Total STR" in words
    # shown on a fighter's screen, or over the next hand-off screen (before it is accepted)
    assert controller.handoff_seat() is not None or controller.viewer() in chosen
    assert panel.parentWidget() is board.window()
    qtbot.mouseClick(panel.button, Qt.MouseButton.LeftButton)
    assert controller.reveal_panel is None


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Escape])
def test_a_key_dismisses_the_reveal(qtbot, key):
    controller, board, _anna, _bea = _reach_battle(qtbot)
    _shown(qtbot, board)
    _fight_to_the_end(controller)
    panel = controller.reveal_panel
    assert panel is not None
    qtbot.keyClick(panel, key)
    assert controller.reveal_panel is None
    assert not panel.isVisible()


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter])
def test_enter_continues_wherever_the_focus_is(qtbot, key):
    """Issue 35: Enter on the reveal was sometimes ignored: once the focus had left the reveal
    (a click on the board, the log or a tab; a hand-off page shown after it), the key went
    there. Enter now continues from any widget of the window, and does nothing else."""
    controller, board, _anna, _bea = _reach_battle(qtbot)
    _shown(qtbot, board)
    _fight_to_the_end(controller)
    panel = controller.reveal_panel
    assert panel is not None
    qtbot.waitUntil(lambda: QApplication.focusWidget() is panel)
    seat, actions = controller.handoff_seat(), len(controller.session.actions)
    target: QWidget = board
    target.setFocus()
    assert QApplication.focusWidget() is target
    QTest.keyClick(board, key)
    assert controller.reveal_panel is None
    assert not panel.isVisible()
    assert (controller.handoff_seat(), len(controller.session.actions)) == (seat, actions)


def test_a_click_on_the_reveal_dismisses_it(qtbot):
    controller, board, _anna, _bea = _reach_battle(qtbot)
    _shown(qtbot, board)
    _fight_to_the_end(controller)
    panel = controller.reveal_panel
    assert panel is not None
    qtbot.mouseClick(panel, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert controller.reveal_panel is None


def test_a_battle_between_bots_continues_by_itself(qtbot):
    """Two bots play; the first battle's reveal counts down and closes with nobody touching it."""
    controller, board = make(qtbot, session_of("bb", seed=5))
    _shown(qtbot, board)
    controller.set_auto_continue(1)
    shown: list[BattleRevealPanel] = []
    closed: list[bool] = []

    def on_revealed(_step: int) -> None:
        panel = controller.reveal_panel
        assert panel is not None
        assert panel.timer.isActive()
        assert panel.isVisible()
        if not shown:
            panel.closed.connect(lambda: closed.append(True))
            controller.set_bot_delay(10**6)  # the game may go on; no new battle is needed
        shown.append(panel)

    controller.battle_revealed.connect(on_revealed)
    qtbot.waitUntil(lambda: bool(shown), timeout=120000)
    assert "1" in shown[0].countdown.text()
    qtbot.waitUntil(lambda: bool(closed), timeout=10000)
    assert controller.reveal_panel is None
    controller.shutdown()


def test_waiting_is_a_setting(qtbot):
    """With 0 seconds a bot-only battle's reveal waits like any other."""
    controller, _board = make(qtbot, session_of("bb", seed=5))
    controller.set_auto_continue(0)
    with qtbot.waitSignal(controller.battle_revealed, timeout=120000) as blocker:
        pass
    controller.shutdown()
    panel = controller.reveal_panel
    assert panel is not None
    assert not panel.timer.isActive()
    reveal = controller.battle_reveal_at(blocker.args[0])
    assert reveal is not None
    assert controller.bots_only(reveal)


def _longest() -> list[int]:
    """Cards by the length of their name in the UI language, longest first."""
    return sorted(range(len(game_data().cards)), key=lambda c: -len(show(card_text(c))))


def _worst_reveal() -> BattleReveal:
    """Four clans, the longest card names, monsters lost, glory and Rage, effect lines."""
    cards = _longest()[:4]
    sides = tuple(
        Side(
            seat=p,
            card=cards[p],
            card_strength=4,
            figures=("leader", "warrior", "warrior", "ship", "fire_giant"),
            figure_strength=10,
            total=16,
            lost_first=("warrior",),  # "destroyed first" and the effects' line fit too
            effect_strength=2,
            destroyed=("leader", "warrior", "warrior", "ship", "fire_giant") if p else (),
            card_discarded=p == 0,
            glory=13 if p == 0 else -2,
            rage=-1 if p == 0 else 1,
            lines=(
                t("note.effect_glory_taken", who=Seat(p), card=card_text(cards[p]), n=2),
                t("note.effect_glory_rage", who=Seat(p), card=card_text(cards[p]), n=3, rage=2),
            ),
        )
        for p in range(4)
    )
    return BattleReveal(
        province=game_data().ring[0],
        pillager=0,
        winner=0,
        sides=sides,
        lines=(t("note.pillage_failed", province=province_text(game_data().ring[0])),),
    )


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_reveal_fits_1280_by_800(qtbot, language):
    """Four clans with the longest card names: every label fits its box and the window."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    manager = LanguageManager(app)
    assert manager.set_language(language)
    try:
        controller, board = make(qtbot, session_of("hhhh", seed=3))
        host = QWidget()
        host.resize(1280, 800)
        qtbot.addWidget(host)
        host.show()
        texts = controller.reveal_texts(_worst_reveal(), 3)
        panel = BattleRevealPanel(texts, host, 3000)
        panel.show()
        QApplication.processEvents()
        panel.place()
        QApplication.processEvents()
        assert _cut_labels(panel, host) == []
        assert panel.geometry().bottom() < 800
        assert panel.geometry().right() < 1280
        assert panel.timer.isActive()
        board.grab()  # the board is drawn under it
        panel.timer.stop()
        panel.close()
    finally:
        manager.set_language("en")


def test_no_reveal_mid_battle(qtbot):
    """Before the last card is chosen nothing is revealed."""
    controller, _board, _anna, _bea = _reach_battle(qtbot)
    assert controller.battle_reveal_at(len(controller.session.actions)) is None
    assert controller.reveal_panel is None


def test_in_the_window_the_reveal_lies_over_the_next_handoff_screen(qtbot, tmp_path):
    """Bea pillages and chooses her card last; Anna's turn is next, behind a hand-off screen: the
    reveal is over that screen with the keyboard; Enter dismisses it and gives the hand-off
    button the keyboard back."""
    window = make_window(qtbot, tmp_path)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    session = session_of("hh", seed=5)
    skip_draft(session)
    window.start_session(session)
    controller = window.controller
    assert isinstance(controller, BloodRageController)
    state = session.state
    target, other = [p for p in game_data().ring if not state.provinces[p].destroyed][:2]
    for where in (target, target, other):  # Anna, Bea, Anna invade
        take_screen(controller)
        assert controller.play(
            _first(controller, "invade", figure="warrior", to=where, fjord=False)
        )
    take_screen(controller)
    assert controller.acting_human() == 1
    assert controller.play(_first(controller, "pillage", province=target))
    while not isinstance(controller.session.state.pending[-1], Battle):
        take_screen(controller)
        assert controller.play(_first(controller, "decline"))
    with qtbot.waitSignal(controller.battle_revealed, timeout=5000):
        chosen = _fight_to_the_end(controller)
    assert list(chosen) == [0, 1]  # Bea chose last
    assert controller.handoff_seat() == 0
    assert window.stack.currentWidget() is window.handoff
    panel = controller.reveal_panel
    assert panel is not None
    assert panel.isVisible()
    assert window.childAt(window.mapFromGlobal(panel.mapToGlobal(panel.rect().center()))) in [
        panel,
        *panel.findChildren(QWidget),
    ]
    qtbot.waitUntil(lambda: QApplication.focusWidget() is panel)
    qtbot.keyClick(panel, Qt.Key.Key_Return)
    assert controller.reveal_panel is None
    assert QApplication.focusWidget() is window.handoff.button
    assert window.stack.currentWidget() is window.handoff
    window.close_game()


def test_a_reveal_waiting_for_the_user_is_not_replaced(qtbot):
    """A second battle's reveal (here: the same step announced again) waits behind the one the
    user has not dismissed yet, and comes when it is."""
    controller, board, _anna, _bea = _reach_battle(qtbot)
    _shown(qtbot, board)
    _fight_to_the_end(controller)
    first = controller.reveal_panel
    assert first is not None
    shown: list[int] = []
    controller.battle_revealed.connect(shown.append)
    controller.announce_battle()
    assert controller.reveal_panel is first
    assert controller.pending_reveals == (len(controller.session.actions),)
    assert shown == []
    qtbot.mouseClick(first.button, Qt.MouseButton.LeftButton)
    assert shown == [len(controller.session.actions)]
    second = controller.reveal_panel
    assert second is not None
    assert second is not first
    assert controller.pending_reveals == ()
    qtbot.keyClick(second, Qt.Key.Key_Space)
    assert controller.reveal_panel is None


def test_the_reveal_stays_centred_when_the_window_is_resized(qtbot):
    controller, board, _anna, _bea = _reach_battle(qtbot)
    _shown(qtbot, board)
    _fight_to_the_end(controller)
    panel = controller.reveal_panel
    assert panel is not None
    host = board.window()
    host.resize(1280, 800)
    qtbot.waitUntil(lambda: abs(panel.geometry().center().x() - 640) <= 2)
    assert panel.geometry().right() < 1280


def test_an_age_summary_waits_until_the_reveal_on_screen_is_dismissed(qtbot, monkeypatch):
    """An Age that ends with a battle: its summary comes after the reveal, not on top of it."""
    controller, board, _anna, _bea = _reach_battle(qtbot)
    _shown(qtbot, board)
    log = GameLogPanel(controller)
    qtbot.addWidget(log)
    shown: list[int] = []
    monkeypatch.setattr(log, "show_summary", shown.append)
    with qtbot.waitSignal(controller.battle_revealed, timeout=5000):
        _fight_to_the_end(controller)
    panel = controller.reveal_panel
    assert panel is not None
    step = len(controller.session.actions)
    controller.round_ended.emit(step)  # as when the battle's step also ends the Age
    assert shown == []
    qtbot.mouseClick(panel.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: shown == [step])


def test_a_card_question_waits_behind_the_reveal_it_needs(qtbot):
    """Issue 35: Frigga's Grace (a second stat after a won pillage, C9) was asked before the
    battle's reveal was shown. The step that compares STR and asks it now shows the reveal so
    far (the winner, the STR) over the question; the full reveal comes once it is answered."""
    from app.games.blood_rage.actions import choose_card
    from tests.games.blood_rage.builders import card
    from tests.games.blood_rage.effects import battle, position

    hands = {"0": ["a1.friggas_grace"], "1": ["a1.lokis_trickery"]}
    figures = {"horgr": {"0": ["warrior", "warrior"], "1": ["leader"]}}
    session = session_of("hhh", seed=5)
    session.snapshots = [battle(position(hands=hands, rage=[3, 2, 0], figures=figures))]
    controller, board = make(qtbot, session)
    _shown(qtbot, board)
    for seat, name in ((0, "a1.friggas_grace"), (1, "a1.lokis_trickery")):
        take_screen(controller)
        assert controller.play(choose_card(seat, card(name)))
    assert controller.session.state.pending[-1].kind == "card_choice"  # Frigga's Grace asks
    panel = controller.reveal_panel
    assert panel is not None
    assert panel.isVisible()
    words = " ".join(label.text() for label in panel.findChildren(type(panel.result)))
    assert "The battle is not over" in words
    assert "wins with STR 4" in words
    qtbot.keyClick(panel, Qt.Key.Key_Return)
    assert controller.reveal_panel is None
    take_screen(controller)
    asked = controller.acting_human()
    assert asked is not None
    answer = controller.legal_for(asked)[0]
    with qtbot.waitSignal(controller.battle_revealed, timeout=5000) as shown:
        assert controller.play(answer)
    final = controller.battle_reveal_at(shown.args[0])
    assert final is not None
    assert final.stage == "over"
