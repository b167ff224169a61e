"""Words of the hand-off page (issue 35 §3: "… 1 earlier moves (in the game log)")."""

from __future__ import annotations

import pytest

from app.ui.widgets.handoff import HandoffPage
from tests.textcheck import english_problems

pytestmark = pytest.mark.gui


@pytest.mark.parametrize(("more", "said"), [(1, "1 earlier move "), (3, "3 earlier moves")])
def test_the_earlier_moves_line_counts_in_good_english(qtbot, more, said):
    page = HandoffPage()
    qtbot.addWidget(page)
    page.set_player("Ben", (["Ann bids £3"], more))
    text = page.recent.text()
    assert said in text
    assert english_problems(text) == []
