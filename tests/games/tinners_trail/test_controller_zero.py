"""Moves with nothing in them, made through the board: a £0 deck auction, a mining of 0 cubes.

Issue 33, item 4: both became legal (seed 002 「2人プレイゲームでの変更」, 「鉱石の採掘」), so the
board must offer them: the mine piece lights the region for a starter with £0, and the ore
picker's steppers go down to no ore.
"""

from __future__ import annotations

import pytest

from app.engine.game import PlayerId
from app.games.tinners_trail.actions import MineOre, StartAuction
from app.games.tinners_trail.model import Auction
from tests.games.tinners_trail.builders import make_state, region
from tests.games.tinners_trail.gui import make, session_of
from tests.guikit import take_screen

pytestmark = pytest.mark.gui


def test_a_starter_with_no_money_starts_a_deck_auction_from_the_board(qtbot):
    # Seed 002 「2人プレイゲームでの変更」: 「デックからカードを引き、その最低入札額を支払うことが
    # できない場合、手番プレイヤーはその競りから降りなければなりません。そのあと、相手プレイヤーは
    # 最低入札額で入札するか降りるかを選択します」.
    session = session_of("hh", kept=False)
    redruth = region("redruth")
    session.snapshots = [
        make_state(
            2,
            regions={"redruth": {"tile": "B4", "face_up": False}},
            seats={"0": {"money": 0, "hand": []}, "1": {"hand": []}},
            decks={"A": [], "B": ["B5"], "C": []},
        )
    ]
    controller, board = make(qtbot, session)
    take_screen(controller)
    assert controller.acting_human() == 0
    assert f"region:{redruth}" in controller.legal_targets("mine")
    assert controller.can_drop("mine", f"region:{redruth}") is None
    assert controller.drop_piece("mine", f"region:{redruth}")
    narrow = controller.narrowing()
    assert narrow is not None
    assert narrow.action() == StartAuction(player=PlayerId(0), region=redruth, deck=True)
    # the preview says what will happen: no card is payable, so Anna drops out at once
    assert "you can pay no card of this deck: you drop out at once" in board.choices.prompt.text()
    assert controller.confirm_choice()
    assert controller.session.actions[-1] == StartAuction(
        player=PlayerId(0), region=redruth, deck=True
    )
    state = controller.session.state
    top = state.pending[-1]
    assert isinstance(top, Auction)
    assert top.minimum == 4  # B5's price; Anna could not pay it and is out
    assert top.bidders == (1,)
    take_screen(controller)  # Bea bids on her own screen
    assert controller.acting_human() == 1
    assert board.panels.currentWidget() is board.auction
    assert (board.auction.amount.low, board.auction.amount.high) == (4, 4)  # the arrows' range


def test_the_ore_picker_offers_no_ore(qtbot):
    # Seed 002 「鉱石の採掘」: 「その地域の採掘能力に等しい数までの鉱石駒…を取ります」 and
    # 「今回採掘した鉱石駒の数にかかわらず…ちょうど1個の水駒を追加します」.
    session = session_of("hh", kept=False)
    truro = region("truro")
    session.snapshots = [
        make_state(2, regions={"truro": {"tile": None, "mine": 0, "tin": 2, "water": 1}})
    ]
    controller, board = make(qtbot, session)
    take_screen(controller)
    assert controller.click_target(f"region:{truro}")
    rows = board.choices.choices()
    board.choices.choose_row(next(i for i, w in enumerate(rows) if w.startswith("Mine ore")))
    narrow = controller.narrowing()
    assert narrow is not None
    step = narrow.next_step()
    assert step is not None
    assert step.key == "ore"
    ore = board.choices.ore  # the steppers replaced the list of loads (issue 36)
    assert board.choices.choices() == []
    assert ore.value == (2, 0)  # the full load first
    assert ore.step(0, -1)
    assert ore.step(0, -1)
    assert not ore.step(0, -1)  # no fewer than none
    assert ore.value == (0, 0)
    assert ore.load.text() == "0 of 2 cubes"
    assert "1 work point" in ore.status.text()
    assert "+1 water" in ore.status.text()  # what it costs and does, before Confirm
    assert controller.confirm_choice()
    assert controller.session.actions[-1] == MineOre(
        player=PlayerId(0), region=truro, tin=0, copper=0
    )
    after = controller.session.state
    assert (after.tin[truro], after.water[truro], after.seats[0].work) == (2, 2, 1)
