"""Every card action starts with one click on its card, and its preview names what it does.

Issue 36 §3: Frigga's Sacrifice (a card action) was only in "All legal moves" and needed a
double-click there. A clan upgrade whose effect acts on the seat's turn (reference §5
"card_actions": every card of `cards.json` whose effect has the `action` timing) lights up on
the clan sheet during a turn; one click on it begins the action, the choice panel asks its
choice, and the confirm text names the province pillaged again, the figure leaving Valhalla,
or the figures destroyed.
"""

from __future__ import annotations

import pytest

from app.engine.phrases import plain
from app.games.blood_rage.cards.registry import code_of
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.view.steps import WHERE
from tests.games.blood_rage.builders import make_state
from tests.games.blood_rage.gui import make, session_of
from tests.guikit import take_screen

pytestmark = pytest.mark.gui

SLOT = "slot:0:clan:0"
ACTION_CARDS = [
    c.id
    for i, c in enumerate(game_data().cards)
    if (code := code_of(i)) is not None and "action" in code.timings
]
"""Every card of the data whose effect is a card action (each copy: 3p/4p cards too)."""
NAMED = {
    "tyrs_challenge": "pillages Gimle again",
    "friggas_domain": "your Warrior leaves Valhalla",
    "friggas_sacrifice": "destroys 2 of your figures on the board",
}
"""What each card action's confirm text names (the position below has one choice each)."""


def _started(qtbot, cid: str):
    session = session_of("hh")
    session.snapshots[-1] = make_state(
        2,
        phase="action",
        first_player=0,
        destroyed=["utgard"],
        upgrades={"0": [cid]},
        pillaged=["gimle"],
        figures={"gimle": {"0": ["leader", "warrior"]}},
        valhalla={"0": ["warrior"]},
    )
    controller, board = make(qtbot, session)
    assert take_screen(controller) == 0
    return controller, board


def test_the_data_has_card_actions():
    effects = {game_data().cards[game_data().card_index[c]].effect for c in ACTION_CARDS}
    assert effects == set(NAMED)
    assert len(ACTION_CARDS) >= 3


@pytest.mark.parametrize("cid", ACTION_CARDS)
def test_one_click_on_the_card_begins_its_action_and_the_preview_names_it(qtbot, cid):
    controller, _board = _started(qtbot, cid)
    card = game_data().card_index[cid]
    effect = game_data().cards[card].effect
    assert SLOT in controller.highlights()  # lit on the clan sheet during the turn
    assert controller.click_target(SLOT)  # one click
    narrow = controller.narrowing()
    assert narrow is not None
    assert (WHERE, f"card:{card}") in narrow.chosen
    assert {a.kind for a in narrow.remaining()} == {"use_card"}
    if narrow.action() is None:  # its own choice comes next, in the choice panel
        step = narrow.next_step()
        assert step is not None
        _prompt, rows = controller.step_choices(step)
        assert rows
        controller.choose(step.key, rows[0][0])
    action = narrow.action()
    assert action is not None
    words = plain(controller.confirm_words(action))
    assert NAMED[effect] in words, words
    assert controller.confirm_choice()
    assert controller.session.actions[-1] == action


def test_frigga_s_sacrifice_names_each_figure_it_destroys(qtbot):
    cid = next(c for c in ACTION_CARDS if "friggas_sacrifice" in c)
    controller, _board = _started(qtbot, cid)
    assert controller.click_target(SLOT)
    narrow = controller.narrowing()
    assert narrow is not None
    if narrow.action() is None:
        step = narrow.next_step()
        assert step is not None
        controller.choose(
            step.key, next(v for v in step.values if getattr(v, "choice", "") == "stat:axes")
        )
    action = narrow.action()
    assert action is not None
    words = plain(controller.confirm_words(action))
    assert "then Axes rises one step from 3" in words, words
    assert controller.confirm_choice()
    # the question that follows: which figure; each answer names it
    narrow = controller.narrowing()
    assert narrow is not None
    named = sorted(plain(controller.confirm_words(a)) for a in narrow.remaining())
    assert any("destroys your Leader in Gimle" in w for w in named), named
    assert any("destroys your Warrior in Gimle" in w for w in named), named
