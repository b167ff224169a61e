"""A click on a clan sheet's stat track (issue 18 §5: it was refused with a generic text).

Seed 003 「4. クエストフェイズ」: each completed quest raises one clan stat of the seat's choice.
During that choice a click on the track of a stat chooses it (Confirm raises it, as after its
row in the choice panel); at other times, or on another clan's sheet, or on a stat at its last
step, the click says why nothing happens.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from app.engine.game import PlayerId
from app.games.blood_rage.actions import raise_stat
from app.games.blood_rage.model import StatChoice
from tests.games.blood_rage.builders import make_state
from tests.games.blood_rage.gui import make, session_of
from tests.games.blood_rage.test_controller_clicks import click
from tests.guikit import settle, take_screen

if TYPE_CHECKING:
    from app.engine.session import Session
    from app.games.blood_rage.controller import BloodRageController
    from app.games.blood_rage.view.screen import BrBoard

pytestmark = pytest.mark.gui

BOARD: dict[str, Any] = {"phase": "action", "first_player": 0, "destroyed": ["utgard", "andlang"]}


def at(session: Session, quest_reward: bool, **spec: Any) -> Session:
    """`session` from an Action-phase position, or (`quest_reward`) Anna choosing a stat."""
    state = make_state(2, **BOARD, **spec)
    if quest_reward:
        state.pending = [StatChoice(waiting=(PlayerId(0),), raises=(1, 0))]
        state.phase = state.phase.QUEST
    session.snapshots[-1] = state
    return session


def started(qtbot, session: Session) -> tuple[BloodRageController, BrBoard, list[str]]:
    controller, board = make(qtbot, session)
    take_screen(controller)  # the quest reward is chosen on the public board: no hand-off
    assert controller.acting_human() == 0
    refusals: list[str] = []
    controller.action_rejected.connect(refusals.append)
    parent = board.parentWidget()
    assert parent is not None
    parent.show()
    qtbot.waitExposed(parent)
    board.show_tab("clans")
    settle(qtbot)
    return controller, board, refusals


def click_track(board: BrBoard, seat: int, stat: str) -> None:
    """Click the middle of `seat`'s `stat` track on the clan sheets, as the mouse does."""
    track = board.scene.sheets[seat].area.tracks[stat]
    assert board.view.mapToScene(board.view.viewport().rect()).boundingRect().contains(track)
    click(board.view, track.center())


def test_a_click_on_a_track_chooses_the_quest_rewards_stat(qtbot):
    controller, board, refusals = started(qtbot, at(session_of("hh"), quest_reward=True))
    click_track(board, 0, "horns")
    assert refusals == []
    narrow = controller.narrowing()
    assert narrow is not None
    assert narrow.action() == raise_stat(0, "horns")
    before = controller.session.state.seats[0].stats.horns
    assert controller.confirm_choice()
    assert controller.session.actions[-1] == raise_stat(0, "horns")
    assert controller.session.state.seats[0].stats.horns == before + 1


def test_a_stat_at_its_last_step_says_so(qtbot):
    session = at(session_of("hh"), quest_reward=True, stats={"0": {"axes": 6}})
    controller, board, refusals = started(qtbot, session)
    click_track(board, 0, "axes")
    assert refusals == ["Axes is already at its last step"]
    narrow = controller.narrowing()
    assert narrow is not None
    assert narrow.action() is None


def test_another_clans_track_says_whose_it_is(qtbot):
    _controller, board, refusals = started(qtbot, at(session_of("hh"), quest_reward=True))
    click_track(board, 1, "rage")
    assert refusals == ["That is Bea's clan sheet: raise a stat on your own"]


def test_outside_a_stat_choice_the_track_says_when_it_moves(qtbot):
    _controller, board, refusals = started(qtbot, at(session_of("hh"), quest_reward=False))
    seen: list[str] = []
    board.scene.target_clicked.connect(seen.append)
    click_track(board, 0, "horns")
    assert seen == ["stat:0:horns"]
    assert refusals == ["Horns is raised only by a completed quest or a card's effect, not now"]
    assert "Nothing you can do there" not in refusals[0]
