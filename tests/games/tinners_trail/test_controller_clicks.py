"""Tinners' Trail by mouse: the gaps found by the mouse-only game (test_mouse_only.py), fixed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QSpinBox, QStyle, QStyleOptionSpinBox

from app.engine.game import PlayerId
from app.games.tinners_trail.actions import InvestMoney, StopInvesting, TakePumps
from app.games.tinners_trail.data.data import board as board_of
from app.games.tinners_trail.model import Pumping
from app.games.tinners_trail.rules.developments import pump_group, wet_regions
from app.games.tinners_trail.view.drops import pump_regions
from tests.games.tinners_trail.builders import make_state
from tests.games.tinners_trail.gui import make, session_of
from tests.guikit import take_screen

pytestmark = pytest.mark.gui


def test_steam_pumps_with_no_water_anywhere_can_be_dropped_on_any_region(qtbot):
    # Taking the pumps is legal with no water on the board (they go straight back), and the
    # list offers it; the palette's pumps lit nothing and every drop was refused ("there is no
    # water to pump there"), so a legal move could not be made by the palette.
    session = session_of("hh", kept=False)
    state = make_state(2)
    state.water = tuple(0 for _ in state.water)
    session.snapshots = [state]
    assert not wet_regions(state)
    assert pump_group(state) is not None
    controller, board = make(qtbot, session)
    take_screen(controller)
    seat = controller.acting_human()
    assert seat is not None
    assert TakePumps(player=PlayerId(seat)) in controller.legal_for(seat)
    targets = controller.legal_targets("dev:pumps")
    assert targets == [f"region:{r}" for r in board_of(2).regions]  # every region in play
    board.palette_widget.buttons["dev:pumps"].picked.emit("dev:pumps")  # a click on the piece
    assert set(targets) <= board.scene.highlighted()
    assert controller.can_drop("dev:pumps", targets[0]) is None
    board.scene.item_clicked(targets[0])
    narrow = controller.narrowing()
    assert narrow is not None
    assert narrow.action() == TakePumps(player=PlayerId(seat))
    assert controller.confirm_choice()
    assert controller.session.actions[-1] == TakePumps(player=PlayerId(seat))
    assert not isinstance(controller.session.state.pending[-1], Pumping)  # they went back


def test_steam_pumps_still_go_only_on_wet_regions_when_there_is_water(qtbot):
    session = session_of("hh", kept=False)
    state = make_state(2, regions={"redruth": {"water": 2}})
    session.snapshots = [state]
    controller, _ = make(qtbot, session)
    take_screen(controller)
    wet = wet_regions(state)
    assert wet
    assert pump_regions(state) == wet
    assert controller.legal_targets("dev:pumps") == [f"region:{r}" for r in wet]
    dry = next(r for r in board_of(2).regions if r not in wet)
    assert controller.can_drop("dev:pumps", f"region:{dry}") is not None  # with the reason


def _click_spin_to(spin: QSpinBox, amount: int) -> int:
    """Click the spin box's up or down arrow until it shows `amount`; return the clicks."""
    option = QStyleOptionSpinBox()
    spin.initStyleOption(option)
    style, control = spin.style(), QStyle.ComplexControl.CC_SpinBox
    for clicks in range(40):
        if spin.value() == amount:
            return clicks
        part = QStyle.SubControl.SC_SpinBoxUp
        if spin.value() > amount:
            part = QStyle.SubControl.SC_SpinBoxDown
        rect = style.subControlRect(control, option, part, spin)
        QTest.mouseClick(
            spin, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center()
        )
    raise AssertionError(f"the amount does not reach £{amount}")


def test_one_investing_turn_pays_an_amount_chosen_by_clicks(qtbot):
    # Seed 002 「フェイズ3:売却と投資」: 「投資する手番が来たプレイヤーは、£10か£5単位で任意の額
    # の資金を支払うか、または今回の投資を終了するかを選択します」. The investing panel's amount
    # (£5 steps up to the seat's money) is set by its arrows and Invest pays it in one turn.
    session = session_of("hh", kept=False)
    state = make_state(
        2, round=2, phase="invest", passed=[1, 0], investing=[1, 0],
        seats={"0": {"money": 12}, "1": {"money": 37}},
    )  # fmt: skip
    session.snapshots = [state]
    controller, board = make(qtbot, session)
    parent = board.parentWidget()
    assert parent is not None
    parent.show()  # on screen, so the clicks land where a player would click
    qtbot.waitExposed(board)
    assert controller.handoff_seat() == 1  # Bea invests on her own screen (her cards in sight)
    take_screen(controller)
    assert controller.acting_human() == 1
    panel = board.investing
    assert board.panels.currentWidget() is panel
    assert panel.isVisible()
    spin = panel.amount
    assert (spin.low, spin.high, spin.singleStep()) == (5, 35, 5)
    assert spin.value() == 35  # all one may invest
    assert "£37" in panel.status.text()
    assert _click_spin_to(spin, 25) == 2  # two clicks down, £5 each
    assert "+34 VP" in panel.gain.text()  # round 2, row 1: 2 × 14 + 6
    QTest.mouseClick(panel.invest, Qt.MouseButton.LeftButton)
    assert controller.session.actions[-1] == InvestMoney(player=PlayerId(1), amount=25)
    after = controller.session.state
    assert after.seats[1].money == 12
    assert after.seats[1].vp == (0, 34, 0, 0)
    assert any(n.key == "invested" and dict(n.nums)["money"] == 25 for n in after.events)
    # Anna's turn next (pass order, round again): her amount runs to £10; she stops.
    take_screen(controller)
    assert controller.acting_human() == 0
    assert (spin.low, spin.high) == (5, 10)
    QTest.mouseClick(panel.stop, Qt.MouseButton.LeftButton)
    assert controller.session.actions[-1] == StopInvesting(player=PlayerId(0))
    take_screen(controller)
    assert controller.acting_human() == 1
    assert spin.high == 10


@pytest.mark.parametrize(
    ("typed", "reason"),
    [("40", "you have £37"), ("7", "invest in steps of £5"), ("0", "invest in steps of £5")],
)
def test_a_typed_investment_is_kept_and_refused_with_its_reason(qtbot, typed, reason):
    """Issue 35 §2: the amount was rounded down to £5 steps and cut to the money, silently."""
    session = session_of("hh", kept=False)
    state = make_state(
        2, round=2, phase="invest", passed=[1, 0], investing=[1, 0],
        seats={"0": {"money": 12}, "1": {"money": 37}},
    )  # fmt: skip
    session.snapshots = [state]
    controller, board = make(qtbot, session)
    take_screen(controller)
    panel = board.investing
    panel.amount.lineEdit().selectAll()
    qtbot.keyClicks(panel.amount.lineEdit(), typed)
    qtbot.keyClick(panel.amount, Qt.Key.Key_Return)  # Enter presses Invest
    assert controller.session.actions == []
    assert panel.amount.text() == f"£{typed}"
    assert panel.refusal.text() == reason == panel.amount.reason


def test_steam_pumps_dropped_on_a_region_pump_there_without_asking_again(qtbot):
    """Issue 35: the pumps dropped on Hensbarrow, the app asked again where to pump."""
    session = session_of("hh", kept=False)
    state = make_state(
        2, regions={"redruth": {"water": 2}, "hensbarrow": {"water": 3}}
    )  # fmt: skip
    session.snapshots = [state]
    controller, _ = make(qtbot, session)
    take_screen(controller)
    wet = wet_regions(state)
    assert len(wet) >= 2  # somewhere else to pump too: the question would be asked
    target = f"region:{wet[-1]}"
    assert controller.drop_piece("dev:pumps", target)
    assert controller.confirm_choice()
    assert isinstance(controller.session.actions[-1], TakePumps)
    assert isinstance(controller.session.state.pending[-1], Pumping)
    narrow = controller.narrowing()
    assert narrow is not None
    assert dict(narrow.chosen).get("where") == target
    action = narrow.action()
    assert action is not None
    assert action.kind == "pump_water"
    assert action.region == wet[-1]
