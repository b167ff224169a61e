"""A moment the whole table looks at opens over a neutral screen (stranger game, issue 35).

A battle reveal and the Age summary are read by everyone: with several humans they lie over
the hand-off page, never over a seat's private view, and when they are gone the next seat gets
its hand-off page even if it acted last. A stranger saw Ann's hand and quest behind a reveal
(she chose her battle card last and was next to act) and her whole Age 2 draft behind the
"Age 1 is over" summary.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.engine.session import Seat, Session
from app.games.blood_rage import GAME
from app.games.blood_rage.controller import BloodRageController
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.model import Battle
from tests.games.blood_rage.gui import session_of
from tests.games.blood_rage.test_age_summary import NAMES, played
from tests.games.blood_rage.test_controller import skip_draft
from tests.games.blood_rage.test_controller_game import _first, _reach_battle
from tests.games.blood_rage.test_reveal_gui import _fight_to_the_end
from tests.guikit import take_screen
from tests.privacywalk import leaks, screen_texts, secrets_now
from tests.shell.conftest import make_window

pytestmark = pytest.mark.gui


def _window(qtbot, tmp_path, session: Session):
    window = make_window(qtbot, tmp_path)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.start_session(session)
    controller = window.controller
    assert isinstance(controller, BloodRageController)
    return window, controller


def test_the_reveal_opens_over_the_hand_off_page_when_the_last_chooser_acts_next(qtbot, tmp_path):
    """Bea and Anna invade one province, Cleo others; Anna pillages: the last to choose a
    battle card is next to act. The reveal lies over the hand-off page (no seat's secret on
    screen); dismissed, that seat's hand-off page stays until it takes the screen."""
    session = session_of("hhh", seed=5)
    skip_draft(session)
    window, controller = _window(qtbot, tmp_path, session)
    state = session.state
    target, other, third = [p for p in game_data().ring if not state.provinces[p].destroyed][:3]
    # seed 5: Bea begins; Bea and Anna invade the target, Cleo elsewhere; Anna pillages
    for where in (target, other, target, third, third):
        take_screen(controller)
        assert controller.play(
            _first(controller, "invade", figure="warrior", to=where, fjord=False)
        )
    take_screen(controller)
    assert controller.acting_human() == 0
    assert controller.play(_first(controller, "pillage", province=target))
    while not isinstance(controller.session.state.pending[-1], Battle):
        take_screen(controller)
        assert controller.play(_first(controller, "decline"))
    with qtbot.waitSignal(controller.battle_revealed, timeout=5000):
        chosen = _fight_to_the_end(controller)
    assert list(chosen)[-1] == controller.present_actor()  # the last to choose acts next
    panel = controller.reveal_panel
    assert panel is not None
    assert panel.isVisible()
    assert controller.viewer() is None
    assert window.stack.currentWidget() is window.handoff
    assert leaks(screen_texts(window), secrets_now(session), None) == []
    qtbot.mouseClick(panel.button, Qt.MouseButton.LeftButton)
    assert controller.reveal_panel is None
    assert controller.handoff_seat() == list(chosen)[-1]
    assert window.stack.currentWidget() is window.handoff
    window.close_game()


def test_the_age_summary_opens_over_the_hand_off_page(qtbot, tmp_path):
    """The step that ends Age 1, played by a human who also acts next (or whose screen is
    up): the summary lies over the hand-off page, and no seat's secret is on screen."""
    whole, ends = played()
    end = ends[0]
    session = Session(GAME, GAME.Options(players=4), 11, [Seat(name=n) for n in NAMES])
    for action in whole.actions[: end - 1]:
        session.apply(action)
        session.end_turn()
    window, controller = _window(qtbot, tmp_path, session)
    take_screen(controller)
    seat = controller.acting_human()
    assert seat is not None
    ended: list[int] = []
    controller.round_ended.connect(ended.append)
    assert controller.play(whole.actions[end - 1])
    if controller.awaiting_confirm():
        assert controller.confirm_turn()
    assert ended == [end]
    assert controller.viewer() is None
    assert controller.handoff_seat() is not None
    assert window.stack.currentWidget() is window.handoff
    log = window.page.log if window.page is not None else None
    if log is not None:
        qtbot.waitUntil(lambda: log.summary_dialog is not None, timeout=5000)
    assert leaks(screen_texts(window), secrets_now(session), None) == []
    window.close_game()


def test_since_your_last_turn_lists_the_battle_s_outcome(qtbot):
    """Stranger s43 (122, 127, 187, 234): the hand-off list said who chose a card but not who
    won, what the pillage paid or who lost figures; Rage and Axes jumped with no line."""
    controller, _board, _anna, _bea = _reach_battle(qtbot)
    _fight_to_the_end(controller)
    last = int(controller.session.actions[-1].player)
    lines, _more = controller.since_last_turn(1 - last, limit=20)  # the other human
    text = "\n".join(lines)
    assert "wins the battle" in text or "every clan loses" in text, text
    assert "goes to Valhalla" in text or "go to Valhalla" in text, text
    assert "takes the reward" in text or "pillage of" in text, text
