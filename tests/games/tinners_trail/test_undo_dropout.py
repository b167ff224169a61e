"""Undo after dropping out of an auction: it works while the rules allow, else it says why.

A stranger (hot-seat, two people and a bot) dropped out of an auction and could not tell whether
Undo could take it back. Dropping out that ends an auction on a face-up tile reveals nothing:
the auctioneer, whose turn goes on, may take it back (and bid again). Once the bid has passed
to another person, Undo is grey and its tooltip says the move is final and why.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from app.engine.game import PlayerId
from app.engine.phrases import plain
from app.games.tinners_trail.actions import StartAuction
from app.ui.undonote import undo_refusal
from tests.games.tinners_trail.gui import face_up_regions, make, session_of
from tests.guikit import big_window, take_screen

if TYPE_CHECKING:
    from collections.abc import Iterator

    from app.shell.window import MainWindow

pytestmark = pytest.mark.gui


@pytest.fixture
def window(qtbot, tmp_path) -> Iterator[MainWindow]:
    yield from big_window(qtbot, tmp_path)


def _auction(qtbot):
    """Anna starts an auction on a face-up tile; Bea holds no survey card (none to play)."""
    controller, board = make(qtbot, session_of("hhh"))
    take_screen(controller)
    state = controller.session.state
    seats = list(state.seats)
    seats[1] = seats[1].model_copy(update={"hand": ()})
    controller.session.snapshots[-1] = state.model_copy(update={"seats": seats})
    region = face_up_regions(controller)[0]
    assert controller.play(StartAuction(player=PlayerId(0), region=region))
    return controller, board


def test_the_auctioneer_takes_back_the_drop_out_that_ended_the_auction(qtbot) -> None:
    controller, board = _auction(qtbot)
    assert controller.bid(3)  # Anna
    take_screen(controller)
    assert controller.bid(4)  # Bea
    take_screen(controller)
    assert controller.drop_out()  # Carl
    take_screen(controller)
    before = controller.session.state
    assert controller.drop_out()  # Anna: Bea wins, Anna's turn goes on
    assert controller.acting_human() == 0
    assert controller.can_undo()
    assert board.parent() is not None
    assert undo_refusal(controller) == ""
    assert controller.undo()
    assert controller.session.state == before  # the auction again, Anna to bid
    assert board.panels.currentWidget() is board.auction
    assert board.auction.bid.isEnabled()


def test_a_drop_out_passed_on_is_grey_and_says_why(qtbot) -> None:
    controller, _board = _auction(qtbot)
    assert controller.bid(3)  # Anna
    take_screen(controller)
    assert controller.drop_out()  # Bea drops out: the bid passes to Carl
    assert take_screen(controller) == 2
    assert not controller.can_undo()
    assert (
        undo_refusal(controller) == "The last move was Bea's and is final: the turn has passed on"
    )


def test_the_turn_bar_and_the_menu_say_why_undo_is_grey(window, qtbot) -> None:
    from app.engine.session import Session
    from app.games.tinners_trail import GAME
    from tests.guikit import let_guard_pass

    kept = session_of("hhh")
    session = Session(GAME, kept.options, kept.seed, kept.seats)
    for action in kept.actions:
        session.apply(action)
        session.end_turn()
    assert window.start_session(session)
    c = window.controller

    def pass_screen() -> None:
        let_guard_pass(window.handoff)
        window.handoff.button.click()

    pass_screen()
    region = face_up_regions(c)[0]
    assert c.play(StartAuction(player=PlayerId(0), region=region))
    assert c.bid(3)
    pass_screen()
    assert c.drop_out()  # Bea
    pass_screen()  # Carl's screen
    undo = window.page.turn_bar.undo_button
    assert not undo.isEnabled()
    said = "The last move was Bea's and is final: the turn has passed on"
    assert undo.toolTip() == said
    assert window.actions_.undo.toolTip() == said
    window.set_language("ja")
    c.state_changed.emit()
    assert "最後の手はBeaの手で確定済みです" in plain(undo.toolTip())
