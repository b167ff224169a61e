"""Another human's choice out of turn comes after its hand-off screen (issue 34 §1, §2).

Blood Rage with three humans: Anna pillages a province next to Bea's warrior. Bea's answer to
the Call to Battle is a public decision, but the group must know who takes the mouse: the
"Pass to Bea" screen comes first and says what Bea decides (without a secret), and after her
answer the screen goes back to Anna through her own hand-off screen for her battle card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from app.games.blood_rage.data.data import YGGDRASIL, game_data
from app.games.blood_rage.model import Phase
from tests.games.blood_rage.gui import session_of
from tests.guikit import big_window, let_guard_pass, settle

if TYPE_CHECKING:
    from app.shell.window import MainWindow

pytestmark = [pytest.mark.gui]


@pytest.fixture
def window(qtbot, tmp_path):
    """A main window at 1280×800 (language and text size reset afterwards)."""
    yield from big_window(qtbot, tmp_path)


def _invade(session: Any, where: int) -> None:
    seat = min(session.to_act())
    session.apply(
        next(
            a
            for a in session.game.legal_actions(session.state, seat)
            if a.kind == "invade" and a.figure == "warrior" and a.to == where and not a.fjord
        )
    )
    session.end_turn()


def pillage_next_to_bea() -> tuple[Any, int, int]:
    """Three humans after the draft: Anna and Carl in one province, Bea next door.

    Returns the session (Anna to act), the province Anna can pillage and Bea's province.
    """
    session = session_of("hhh", seed=4)
    while session.state.phase is Phase.GODS_GIFTS:
        seat = min(session.to_act())
        session.apply(session.game.legal_actions(session.state, seat)[0])
        session.end_turn()
    data = game_data()
    state = session.state
    alive = [p for p in data.ring if not state.provinces[p].destroyed]
    p1, p2 = next((a, b) for a in alive for b in data.neighbours[a] if b in alive)
    far = next(p for p in alive if p not in (p1, p2) and p1 not in data.neighbours[p])
    assert YGGDRASIL not in (p1, p2)
    assert sorted(session.to_act()) == [0]
    for where in (p1, p2, far):
        _invade(session, where)
    assert sorted(session.to_act()) == [0]
    return session, p1, p2


def _pass_screen(window: MainWindow, qtbot) -> None:
    let_guard_pass(window.handoff)
    window.handoff.button.click()
    settle(qtbot)


def test_another_humans_call_to_battle_answer_comes_after_its_hand_off(window, qtbot):
    session, p1, p2 = pillage_next_to_bea()
    assert window.start_session(session)
    settle(qtbot)
    c = window.controller
    assert window.stack.currentWidget() is window.handoff  # Anna's turn, after the draft
    _pass_screen(window, qtbot)
    assert c.viewer() == 0
    assert c.click_target(f"province:{p1}")
    assert c.choose("kind", "pillage")
    assert c.confirm_choice()
    if c.awaiting_confirm():
        assert c.confirm_turn()
    settle(qtbot)
    assert c._top_kind() == "call_to_battle"
    assert c.present_actor() == 1
    # Bea's answer is public, yet the screen is passed to her first, saying what she decides
    assert window.stack.currentWidget() is window.handoff
    assert c.viewer() is None
    assert c.acting_human() is None  # nobody plays behind the hand-off screen
    assert window.handoff.title.text() == "Pass to Bea"
    task = window.handoff.task.text()
    assert window.handoff.task.isVisible()
    assert task.startswith("Bea answers the Call to Battle at ")
    _pass_screen(window, qtbot)
    assert window.stack.currentWidget() is window.page
    assert c.viewer() == 1
    assert c.acting_human() == 1
    assert c.drop_piece(f"figure:1:{p2}:warrior", f"province:{p1}")
    assert c.confirm_choice()
    if c.awaiting_confirm():
        assert c.confirm_turn()
    settle(qtbot)
    # the battle: the screen goes back to Anna through her own hand-off, naming the battle
    while c._top_kind() == "call_to_battle" and c.present_actor() == 2:  # Carl declines
        assert window.stack.currentWidget() is window.handoff
        assert window.handoff.title.text() == "Pass to Carl"
        _pass_screen(window, qtbot)
        decline = next(a for a in c.legal_for(2) if a.kind == "decline")
        assert c.play(decline)
        if c.awaiting_confirm():
            assert c.confirm_turn()
        settle(qtbot)
    assert c._top_kind() == "battle"
    assert c.present_actor() == 0
    assert window.stack.currentWidget() is window.handoff
    assert window.handoff.title.text() == "Pass to Anna"
    assert window.handoff.task.text().startswith("Anna chooses a battle card for the battle at ")
