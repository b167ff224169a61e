"""The seat at the screen sees its private panel whole, not a pane of no height (issue 34 §4).

The panel is hidden until a player takes the screen; the side splitter had given the hidden
pane no height, so the water holes (Through the Desert) and survey cards (Tinners' Trail)
were on screen for nobody.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from app.shell.gamepage import _PRIVATE_FRAME, _PRIVATE_MAX
from tests.guikit import big_window, let_guard_pass, settle
from tests.shell.test_fit_walk import play, session_at

pytestmark = [pytest.mark.gui]


@pytest.fixture
def window(qtbot, tmp_path):
    """A main window at 1280×800."""
    yield from big_window(qtbot, tmp_path)


@pytest.mark.parametrize(
    ("game_id", "players", "share"),
    [("through_the_desert", 3, 0.5), ("tinners_trail", 3, 0.4), ("blood_rage", 3, 0.3)],
)
def test_private_panel_has_room_after_the_hand_off(window, qtbot, game_id, players, share):
    actions = play(game_id, players, {}, 3)
    first = round(len(actions) * share)
    for upto in range(first, first + 12):  # the next position with a hand-off page
        session = session_at(game_id, players, {}, 3, actions[:upto], "en")
        assert window.start_session(session)
        settle(qtbot)
        if window.stack.currentWidget() is window.handoff:
            break
    assert window.stack.currentWidget() is window.handoff
    let_guard_pass(window.handoff)  # the next player takes a moment (issue 34 §2)
    window.handoff.button.click()
    settle(qtbot)
    page = window.page
    assert page is not None
    assert page.private_panel is not None
    # the box is as tall as its panel, up to the layout's cap (issue 36 §1: it scrolls beyond)
    want = min(_PRIVATE_MAX, page.private_panel.sizeHint().height() + _PRIVATE_FRAME)
    assert page.private_box.height() >= max(60, want)
    shown = [
        label.text()
        for label in page.private_panel.findChildren(QLabel)
        if label.text().strip() and not label.visibleRegion().isEmpty()
    ]
    assert len(shown) >= 2, shown


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_score_so_far_stays_in_view_with_many_water_holes(window, qtbot, language):
    """The TtD stranger: at 11+ water holes the tiles wrapped to a second row and pushed
    "Score so far" out of the private panel's view."""
    from tests.games.through_the_desert.builders import make_state
    from tests.shell.conftest import ttd_session

    window.set_language(language)
    assert window.start_session(ttd_session("hb"))
    settle(qtbot)
    page = window.page
    panel = page.private_panel
    assert panel is not None
    state = make_state(players=2, taken={0: [1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3]})
    panel.show_state(state, "Anna")
    settle(qtbot)
    assert panel.tiles.height() > 40  # two rows of tiles
    score = panel.lines["so_far"]
    assert score.text() == "<b>32</b>"
    seen = score.visibleRegion().boundingRect()
    assert seen.height() >= score.height() - 1, (seen, score.geometry())
