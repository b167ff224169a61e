"""Viewing an old move shows the panels under the board as they were then (issue 35 context).

A stranger clicked a log line while an auction ran: the board went back, but the bidding panel
under it stayed the live one (its high bid, its turn). A replayed step shows the auction as it
stood at that step, with nothing to press, or the choice panel when no auction ran then.
"""

from __future__ import annotations

import pytest

from app.engine.game import PlayerId
from app.games.tinners_trail.actions import StartAuction
from tests.games.tinners_trail.gui import face_up_regions, make, session_of
from tests.guikit import take_screen

pytestmark = pytest.mark.gui


def test_a_replayed_step_shows_its_own_auction_or_none(qtbot) -> None:
    controller, board = make(qtbot, session_of("hhh"))
    take_screen(controller)
    region = face_up_regions(controller)[0]
    before = len(controller.session.actions)
    assert controller.play(StartAuction(player=PlayerId(0), region=region))
    started = len(controller.session.actions)
    assert controller.bid(3)
    take_screen(controller)
    assert board.panels.currentWidget() is board.auction
    live = board.auction.status.text()
    assert "£3" in live  # the live high bid
    assert board.auction.bid.isEnabled()

    controller.show_step(started)  # the auction just opened: no bid yet
    assert board.panels.currentWidget() is board.auction
    assert board.auction.status.text() != live
    assert "£3" not in board.auction.status.text()
    assert not board.auction.bid.isEnabled()
    assert not board.auction.drop.isEnabled()

    controller.show_step(before)  # no auction ran then
    assert board.panels.currentWidget() is board.choices

    controller.return_to_present()
    assert board.panels.currentWidget() is board.auction
    assert board.auction.status.text() == live
    assert board.auction.bid.isEnabled()
