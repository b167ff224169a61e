"""The ore picker (issue 36, the boards): a mining action's load chosen with two steppers.

Seed 002 「鉱石の採掘」: up to the region's capacity (2, +1 per miner, port and rail) in tin and
copper, in any mix, £1 a cube per water cube there; then one water cube is added. The steppers
(− and + around a read-only count) only ever show a legal load, start at the most valuable
load (`view.ore.best_load`), and Confirm (or Enter) plays the matching mining action. Both the
click on a region and the drop of the mine piece on one's own mine reach the picker.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from app.engine.game import PlayerId
from app.games.tinners_trail.actions import MineOre
from tests.games.tinners_trail.builders import make_state, region
from tests.games.tinners_trail.gui import make, session_of
from tests.guikit import take_screen

pytestmark = pytest.mark.gui

TRURO = region("truro")


def start(qtbot, cubes: dict[str, Any], money: int = 20, **spec: Any):
    """Anna (seat 0) owns Truro's mine with `cubes`; her turn; the board is up."""
    session = session_of("hh", kept=False)
    fields = {"tile": None, "mine": 0, "tin": 0, "copper": 0, "water": 0, **cubes}
    spec.setdefault("prices", {"tin": 5, "copper": 8})
    session.snapshots = [
        make_state(2, regions={"truro": fields}, seats={"0": {"money": money}}, **spec)
    ]
    controller, board = make(qtbot, session)
    take_screen(controller)
    assert controller.acting_human() == 0
    return controller, board


def open_by_click(controller, board) -> None:
    """Click Truro, then the "Mine ore" row when other moves start there too."""
    assert controller.click_target(f"region:{TRURO}")
    rows = board.choices.choices()
    if any(w.startswith("Mine ore") for w in rows):
        board.choices.choose_row(next(i for i, w in enumerate(rows) if w.startswith("Mine ore")))


def steppers(board) -> dict[str, tuple[bool, bool]]:
    """Each ore's (− enabled, + enabled)."""
    ore = board.choices.ore
    return {k: (ore.less[k].isEnabled(), ore.more[k].isEnabled()) for k in ("tin", "copper")}


def test_the_steppers_stop_at_the_mines_capacity(qtbot):
    controller, board = start(qtbot, {"tin": 3, "copper": 2, "miner": True})
    open_by_click(controller, board)
    ore = board.choices.ore
    assert ore.isVisibleTo(board.choices)
    assert not board.choices.list.isVisibleTo(board.choices)  # no list of every load
    assert board.choices.choices() == []
    # capacity 2 + miner = 3; copper (£8) is dearer than tin (£5): the full load, copper first
    assert ore.value == (1, 2)
    assert ore.load.text() == "3 of 3 cubes"
    assert steppers(board) == {"tin": (True, False), "copper": (True, False)}
    assert ore.more["tin"].toolTip() == "this mine takes at most 3 cubes per action"
    status = ore.status.text()
    assert "Truro (C) has 3 tin, 2 copper and 0 water" in status
    assert "1 work point" in status
    assert "+1 water" in status
    assert ore.step(1, -1)
    assert ore.value == (1, 1)
    assert ore.load.text() == "2 of 3 cubes"
    assert steppers(board) == {"tin": (True, True), "copper": (True, True)}
    assert ore.more["tin"].toolTip() == "One more tin"
    assert ore.step(0, 1)
    assert not ore.step(0, 1)  # 2 tin + 1 copper = 3 already: refused, the count stays
    assert ore.value == (2, 1)
    assert ore.counts["tin"].text() == "2"


def test_the_steppers_stop_at_the_cubes_in_the_region(qtbot):
    controller, board = start(qtbot, {"tin": 1, "copper": 4, "miner": True, "rail": True})
    open_by_click(controller, board)
    ore = board.choices.ore
    assert ore.value == (0, 4)  # capacity 4: all of the dearer copper
    assert steppers(board) == {"tin": (False, False), "copper": (True, False)}
    ore.step(1, -1)
    assert steppers(board) == {"tin": (False, True), "copper": (True, True)}
    ore.step(0, 1)
    assert ore.value == (1, 3)
    assert steppers(board) == {"tin": (True, False), "copper": (True, False)}
    assert ore.more["copper"].toolTip() == "this mine takes at most 4 cubes per action"
    ore.step(1, -1)
    assert ore.more["tin"].toolTip() == "no more tin in Truro (C) (1 there)"


def test_the_steppers_stop_at_the_money_for_the_water(qtbot):
    controller, board = start(qtbot, {"tin": 2, "copper": 2, "water": 2}, money=3)
    open_by_click(controller, board)
    ore = board.choices.ore
    assert ore.value == (0, 1)  # £2 a cube, £3: one cube, the dearer copper
    assert steppers(board) == {"tin": (False, False), "copper": (True, False)}
    assert ore.more["copper"].toolTip() == "2 cubes would cost £4 (£2 each): you have £3"
    assert "pays £2" in ore.status.text()
    # said beside the counters too, not only in a tooltip (issue 35: tin greyed at 0, no word)
    assert "2 cubes would cost £4 (£2 each): you have £3" in ore.status.text()
    assert ore.status.text().count("you have £3") == 1


@pytest.mark.parametrize(
    ("steps", "load"),
    [
        ((), (1, 2)),  # the default: the full load
        (((1, -1), (1, -1), (0, -1)), (0, 0)),  # no ore: the 0-cube mining rule
        (((1, -1), (0, 1)), (2, 1)),
        (((1, -1), (1, -1), (0, 1), (0, 1)), (3, 0)),
    ],
)
def test_confirm_mines_the_load_shown(qtbot, steps, load):
    controller, board = start(qtbot, {"tin": 3, "copper": 2, "water": 1, "miner": True})
    open_by_click(controller, board)
    for ore, delta in steps:
        assert board.choices.ore.step(ore, delta)
    assert board.choices.confirm.isEnabled()
    board.choices.confirm.click()
    played = controller.session.actions[-1]
    assert played == MineOre(player=PlayerId(0), region=TRURO, tin=load[0], copper=load[1])
    after = controller.session.state
    assert (after.tin[TRURO], after.copper[TRURO]) == (3 - load[0], 2 - load[1])
    assert after.water[TRURO] == 2


def test_enter_confirms_the_load(qtbot):
    controller, board = start(qtbot, {"tin": 2, "copper": 1})
    open_by_click(controller, board)
    ore = board.choices.ore
    assert ore.value == (1, 1)
    ore.step(1, -1)
    qtbot.keyClick(ore.more["tin"], Qt.Key.Key_Return)
    assert controller.session.actions[-1] == MineOre(
        player=PlayerId(0), region=TRURO, tin=1, copper=0
    )


def test_an_illegal_load_cannot_be_confirmed(qtbot):
    controller, board = start(qtbot, {"tin": 3, "copper": 2})
    open_by_click(controller, board)
    ore = board.choices.ore
    done = len(controller.session.actions)
    ore.value = (2, 1)  # 3 cubes: more than the capacity of 2 (as if a count were forced)
    with qtbot.waitSignal(controller.action_rejected) as refused:
        assert not controller.confirm_choice()
    assert refused.args == ["this mine takes at most 2 cubes per action"]
    assert len(controller.session.actions) == done
    assert ore.value == (2, 1)  # the load shown is not changed behind the player's back
    assert not controller.mine_load(0, 3)  # not that many copper


def test_the_mine_piece_dropped_on_ones_mine_opens_the_picker(qtbot):
    controller, board = start(qtbot, {"tin": 2, "copper": 2})
    assert f"region:{TRURO}" in controller.legal_targets("mine")
    assert controller.can_drop("mine", f"region:{TRURO}") is None
    assert controller.drop_piece("mine", f"region:{TRURO}")
    ore = board.choices.ore
    assert ore.isVisibleTo(board.choices)
    assert ore.value == (0, 2)
    board.choices.confirm.click()
    assert controller.session.actions[-1] == MineOre(
        player=PlayerId(0), region=TRURO, tin=0, copper=2
    )


def test_the_default_is_the_most_ore_one_can_carry_and_pay_for_dearer_first():
    """Issue 35: one rule, whatever the water; the old default left out "losing" cubes."""
    from app.games.tinners_trail.view.ore import best_load

    # water 5: a tin at £4 sells for less than its water, yet the rule fills the mine
    state = make_state(
        2,
        regions={"truro": {"tile": None, "mine": 0, "tin": 2, "copper": 1, "water": 5}},
        prices={"tin": 4, "copper": 8},
    )
    allowed = [(t, c) for t in range(3) for c in range(2) if t + c <= 2]
    assert best_load(state, TRURO, allowed) == (1, 1)
    one_tin = make_state(
        2,
        regions={"truro": {"tile": None, "mine": 0, "tin": 1, "copper": 0, "water": 6}},
        prices={"tin": 4, "copper": 8},
    )
    assert best_load(one_tin, TRURO, [(0, 0), (1, 0)]) == (1, 0)  # not 0 when 1 is minable
    cheap = make_state(
        2,
        regions={"truro": {"tile": None, "mine": 0, "tin": 2, "copper": 1, "water": 1}},
        prices={"tin": 6, "copper": 4},
    )
    assert best_load(cheap, TRURO, allowed) == (2, 0)  # tin is the dearer ore this round
    # money for 1 cube only (the allowed loads say so): 1 cube, the dearer ore
    assert best_load(cheap, TRURO, [(0, 0), (1, 0), (0, 1)]) == (1, 0)


def test_the_pickers_tooltip_says_the_default_rule(qtbot):
    from app.games.tinners_trail.texts import t

    controller, board = start(qtbot, {"tin": 2, "copper": 1, "water": 5})
    open_by_click(controller, board)
    assert board.choices.ore.value == (1, 1)
    tip = board.choices.ore.toolTip()
    assert tip == controller.engine_text(t("ui.ore.default"))
    assert "most ore you can carry and pay for" in str(t("ui.ore.default"))
    from app.engine.text import render

    assert "運べて支払える最大" in render(t("ui.ore.default"), "ja")
