"""Two quests of one type committed by click, drop or the legal-move list (issue 33 item 2).

Seed 003 「■ クエスト（クエストを受ける）」: 「同じタイプのクエストなら２枚同時に引き受ける事も
できます」. A quest card whose twin is in hand — whichever of the two is clicked or dropped on
the clan sheet — asks "this quest alone, or both of its type?"; a quest without a twin is
chosen at once, as before.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from app.games.blood_rage.actions import take_quest
from app.games.blood_rage.model import NO_CARD
from tests.games.blood_rage.builders import card, make_state
from tests.games.blood_rage.gui import make, session_of
from tests.guikit import take_screen

if TYPE_CHECKING:
    from app.games.blood_rage.controller import BloodRageController

pytestmark = pytest.mark.gui

MANHEIM, MANHEIM_4P, ALFHEIM = "a1.quest_manheim", "a1.quest_manheim.4p", "a1.quest_alfheim"
PAIR = take_quest(0, card(MANHEIM), card(MANHEIM_4P))
BOTH = "face down, in one turn (10 glory if both are met)"


def _started(qtbot: object) -> BloodRageController:
    session = session_of("hhhh")
    session.snapshots[-1] = make_state(
        4,
        phase="action",
        first_player=0,
        destroyed=["utgard"],
        hands={"0": [MANHEIM, MANHEIM_4P, ALFHEIM, "a1.tyrs_bash"]},
    )
    controller, _board = make(qtbot, session)
    assert take_screen(controller) == 0
    return controller


def _quest_rows(controller: BloodRageController) -> list[str]:
    narrow = controller.narrowing()
    assert narrow is not None
    step = narrow.next_step()
    assert step is not None
    assert step.key == "quests"
    prompt, rows = controller.step_choices(step)
    assert prompt == "This quest alone, or both of its type?"
    return [words for _, words in rows]


@pytest.mark.parametrize("clicked", [MANHEIM, MANHEIM_4P])
def test_a_quest_card_with_its_twin_offers_it_alone_or_both(qtbot, clicked: str):
    controller = _started(qtbot)
    assert controller.click_card(f"card:{card(clicked)}")
    rows = _quest_rows(controller)
    assert rows == [
        "Anna commits Quest: Manheim face down",
        f"Anna commits Quest: Manheim and Quest: Manheim {BOTH}",
    ]
    assert controller.choose("quests", PAIR.cards)
    narrow = controller.narrowing()
    assert narrow is not None
    assert narrow.action() == PAIR
    assert controller.confirm_choice()
    assert controller.session.actions[-1] == PAIR
    assert controller.session.state.seats[0].quests == PAIR.cards


def test_the_twin_clicked_alone_commits_only_itself(qtbot):
    controller = _started(qtbot)
    assert controller.click_card(f"card:{card(MANHEIM_4P)}")
    assert controller.choose("quests", (card(MANHEIM_4P),))
    narrow = controller.narrowing()
    assert narrow is not None
    assert narrow.action() == take_quest(0, card(MANHEIM_4P))


def test_a_quest_without_a_twin_is_chosen_at_once(qtbot):
    controller = _started(qtbot)
    assert controller.click_card(f"card:{card(ALFHEIM)}")
    narrow = controller.narrowing()
    assert narrow is not None
    assert narrow.action() == take_quest(0, card(ALFHEIM))


def test_a_quest_card_dropped_on_the_clan_sheet_asks_the_same(qtbot):
    controller = _started(qtbot)
    piece = f"card:{card(MANHEIM_4P)}"
    assert "sheet:0" in controller.legal_targets(piece)
    assert controller.can_drop(piece, "sheet:0") is None
    assert controller.can_drop(piece, "slot:0:clan:1") is None  # anywhere on the sheet
    assert controller.drop_piece(piece, "sheet:0")
    assert len(_quest_rows(controller)) == 2
    refusal = "a quest card goes face down onto your clan sheet"
    assert controller.can_drop(piece, "sheet:1") == refusal  # Bea's sheet
    assert controller.can_drop(piece, "province:1") == refusal
    alone = f"card:{card(ALFHEIM)}"
    assert controller.drop_piece(alone, "sheet:0")
    narrow = controller.narrowing()
    assert narrow is not None
    assert narrow.action() == take_quest(0, card(ALFHEIM))


def test_the_move_list_has_the_pair_as_one_row(qtbot):
    controller = _started(qtbot)
    rows = [words for action, words in controller.actions_in_words(0) if action == PAIR]
    assert rows == [f"Anna commits Quest: Manheim and Quest: Manheim {BOTH}"]
    assert controller.pick_move(PAIR)
    narrow = controller.narrowing()
    assert narrow is not None
    assert narrow.action() == PAIR


def test_three_of_a_type_list_each_distinct_pair_once(qtbot):
    """A Manheim quest kept from Age 1 with Age 2's two: its pairs differ by the glory they pay."""
    session = session_of("hhhh")
    session.snapshots[-1] = make_state(
        4,
        age=2,
        phase="action",
        first_player=0,
        destroyed=["utgard"],
        hands={"0": [MANHEIM, "a2.quest_manheim", "a2.quest_manheim.4p"]},
    )
    controller, _board = make(qtbot, session)
    assert take_screen(controller) == 0
    quests = [(a, words) for a, words in controller.actions_in_words(0) if a.kind == "quest"]
    assert len([a for a, _ in quests if a.second == NO_CARD]) == 2  # Age 2's copies: one row
    assert [words for a, words in quests if a.second != NO_CARD] == [
        "Anna commits Quest: Manheim and Quest: Manheim face down, in one turn "
        "(12 glory if both are met)",  # with Age 1's (5 + 7)
        "Anna commits Quest: Manheim and Quest: Manheim face down, in one turn "
        "(14 glory if both are met)",  # Age 2's two
    ]
    assert controller.click_card(f"card:{card('a2.quest_manheim.4p')}")
    assert len(_quest_rows(controller)) == 3  # alone, with Age 1's, with its copy
