"""A suggested bid, investment or mining load puts its amount in the box (issue 38 §2).

"Suggest a move" named a bid of £5 and left the bid box at the minimum: the player had to find
the amount again. The driver is run with a fixed answer (the bots' search is tested elsewhere),
so the test is about what the board does with it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.engine.game import PlayerId
from app.engine.suggestion import Suggestion
from app.games.tinners_trail.actions import Bid, InvestMoney, MineOre, StartAuction
from app.ui import suggestion as suggestion_module
from tests.games.tinners_trail.builders import make_state, region
from tests.games.tinners_trail.gui import face_up_regions, make, session_of
from tests.guikit import take_screen

if TYPE_CHECKING:
    from app.games.tinners_trail.controller import TinnersTrailController

pytestmark = pytest.mark.gui

TRURO = region("truro")


def _suggest(qtbot: Any, controller: TinnersTrailController, action: Any) -> None:
    """Ask for a suggestion; the suggesting bot answers `action` (with the game's reason)."""

    def answer(game: Any, view: Any, seat: PlayerId, *args: Any, **kwargs: Any) -> Suggestion:
        return Suggestion(seat=seat, action=action, reason=game.explain(view, action))

    monkey = pytest.MonkeyPatch()
    monkey.setattr(suggestion_module, "suggest", answer)
    try:
        assert controller.suggestions.request()
        qtbot.waitUntil(lambda: controller.suggestions.shown() is not None, timeout=10000)
    finally:
        monkey.undo()


def test_a_suggested_bid_is_put_in_the_bid_box(qtbot):
    controller, board = make(qtbot, session_of("hhh"))
    take_screen(controller)
    region = face_up_regions(controller)[0]
    assert controller.play(StartAuction(player=PlayerId(0), region=region))
    assert controller.bid(3)  # Anna opens; Bea bids next, from £4
    take_screen(controller)
    box = board.auction.amount
    assert (controller.acting_human(), box.value()) == (1, 4)
    _suggest(qtbot, controller, Bid(player=PlayerId(1), amount=7))
    assert box.value() == 7
    controller.suggestions.request()  # asked again in the same position: still £7
    assert box.value() == 7
    QTest.mouseClick(board.auction.bid, Qt.MouseButton.LeftButton)
    assert controller.session.actions[-1] == Bid(player=PlayerId(1), amount=7)


def test_a_suggested_investment_is_put_in_the_amount_box(qtbot):
    session = session_of("hh", kept=False)
    session.snapshots = [
        make_state(
            2, round=2, phase="invest", passed=[1, 0], investing=[1, 0],
            seats={"0": {"money": 12}, "1": {"money": 37}},
        )
    ]  # fmt: skip
    controller, board = make(qtbot, session)
    take_screen(controller)  # Bea invests on her own screen
    spin = board.investing.amount
    assert (controller.acting_human(), spin.value()) == (1, 35)  # a turn starts at all one's money
    _suggest(qtbot, controller, InvestMoney(player=PlayerId(1), amount=15))
    assert spin.value() == 15
    assert "VP" in board.investing.gain.text()  # what the amount scores follows it
    QTest.mouseClick(board.investing.invest, Qt.MouseButton.LeftButton)
    assert controller.session.actions[-1] == InvestMoney(player=PlayerId(1), amount=15)


def test_a_suggested_mining_load_is_put_in_the_ore_picker(qtbot):
    """The picker would open at its rule's load (the most cubes, copper first: 1 tin, 2 copper);
    the suggestion said 2 tin and 1 copper, and the picker shows that load, ready to confirm."""
    session = session_of("hh", kept=False)
    fields = {"tile": None, "mine": 0, "tin": 3, "copper": 2, "water": 0, "miner": True}
    session.snapshots = [
        make_state(
            2, regions={"truro": fields}, seats={"0": {"money": 20}},
            prices={"tin": 5, "copper": 8},
        )
    ]  # fmt: skip
    controller, board = make(qtbot, session)
    take_screen(controller)
    suggested = MineOre(player=PlayerId(0), region=TRURO, tin=2, copper=1)
    _suggest(qtbot, controller, suggested)
    assert controller.click_target(f"region:{TRURO}")
    rows = board.choices.choices()
    if any(w.startswith("Mine ore") for w in rows):
        board.choices.choose_row(next(i for i, w in enumerate(rows) if w.startswith("Mine ore")))
    assert board.choices.ore.value == (2, 1)
    QTest.mouseClick(board.choices.confirm, Qt.MouseButton.LeftButton)
    assert controller.session.actions[-1] == suggested
