"""Blood Rage: during the draft the cards a seat has picked are on its screen (issue 34 §4, s52).

The picks go into the hand while the card row shows the offer; the private panel said the
hand was in the row too, and no place showed the picks until the draft ended.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from app.engine.phrases import plain
from app.games.blood_rage.model import Draft
from app.games.blood_rage.texts import card_text
from app.ui.i18n import show
from tests.guikit import big_window, let_guard_pass, settle
from tests.shell.test_fit_walk import play, session_at

pytestmark = [pytest.mark.gui]


@pytest.fixture
def window(qtbot, tmp_path):
    """A main window at 1280×800."""
    yield from big_window(qtbot, tmp_path)


def test_picked_cards_show_in_the_card_row_during_the_draft(window, qtbot):
    actions = play("blood_rage", 3, {}, 3)
    for upto in range(4, 30):
        session = session_at("blood_rage", 3, {}, 3, actions[:upto], "en")
        state = session.state
        if not isinstance(state.pending[-1], Draft):
            continue
        assert window.start_session(session)
        settle(qtbot)
        if window.stack.currentWidget() is not window.handoff:
            continue
        let_guard_pass(window.handoff)  # the next player takes a moment (issue 34 §2)
        window.handoff.button.click()
        settle(qtbot)
        seat = window.controller.viewer()
        if seat is None or not state.seats[seat].hand:
            continue
        # s52 023: with the offer in the "Your cards" tab, the picks are whole in the row
        # under the board (they were in a small box of the private panel, cut mid-line)
        board = window.page.board
        assert board.cards_in_tab()
        assert board.row_stack.currentWidget() is board.cards
        shown = "\n".join(plain(card.name.text()) for card in board.cards.cards)
        for card in state.seats[seat].hand:
            assert plain(show(card_text(card))) in shown
        panel = window.page.private_panel
        assert panel is not None
        said = "\n".join(plain(label.text()) for label in panel.findChildren(QLabel))
        assert "are in the row under the board" in said
        return
    pytest.fail("no draft position with picks behind a hand-off")
