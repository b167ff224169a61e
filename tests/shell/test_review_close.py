"""Closing the review panel returns the board to the present (issue 36: it stayed on a move)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from tests.shell.test_review_panel import finished_session

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("how", ["button", "escape"])
def test_closing_the_review_returns_to_the_present(window, qtbot, how):
    window.review_iterations = 10
    window.start_session(finished_session())
    assert window.end_dialog is not None
    window.end_dialog.reject()
    window.actions_.review.trigger()
    panel = window.review_panel
    assert panel is not None
    c = window.controller
    c.show_step(5)  # what a click on a move of the review does (`ReviewPanel._on_item_clicked`)
    assert c.replay_step() == 5
    assert window.page.banner.isVisibleTo(window.page)
    if how == "button":
        buttons = panel.findChild(QDialogButtonBox)
        buttons.button(QDialogButtonBox.StandardButton.Close).click()
    else:
        qtbot.keyClick(panel, Qt.Key.Key_Escape)
    assert window.review_panel is None
    assert c.replay_step() is None
    assert c.shown_state() is c.session.state
    assert not window.page.banner.isVisibleTo(window.page)
