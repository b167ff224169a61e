"""After a bot's move the board shows it before the next human's hand-off screen (issue 22).

Hot-seat with hidden information (Through the Desert's secret water-hole values) and two humans
with a bot between them: the bot's camel drops onto the board at the animation speed, and only
once it has landed does the hand-off screen for the next human come up. With animations off the
hand-off comes at once.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from app.engine.game import PlayerId
from app.engine.session import Seat, Session
from app.games.through_the_desert import GAME
from app.games.through_the_desert.controller import ThroughTheDesertController
from app.games.through_the_desert.model import TtdOptions

pytestmark = pytest.mark.gui

ANIMATION_MS = 250
"""A visible animation speed (View ▸ Bot speed offers steps like it)."""


def started(qtbot, delay_ms: int) -> tuple[ThroughTheDesertController, list[tuple[object, ...]]]:
    """Anna and Carl (humans) with a bot between them; returns the controller and a record.

    The record gets, for every `state_changed` after a bot's move, the pending hand-off seat
    and whether the board animates, and ("handoff", animating) whenever a hand-off is asked.
    """
    seats = [Seat(name="Anna"), Seat(name="Bot", kind="bot", level="easy"), Seat(name="Carl")]
    session = Session(GAME, TtdOptions(players=3), 4, seats)
    controller = ThroughTheDesertController(session)
    parent = QWidget()
    parent.resize(1100, 700)
    qtbot.addWidget(parent)
    controller.create_board(parent)
    controller.set_bot_delay(delay_ms)
    record: list[tuple[object, ...]] = []

    def on_state() -> None:
        if session.actions and controller.is_bot(session.actions[-1].player):
            record.append((controller.handoff_seat(), controller.board_animating()))

    controller.state_changed.connect(on_state)
    controller.handoff_needed.connect(
        lambda seat: record.append(("handoff", seat, controller.board_animating()))
    )
    controller.start()
    record.clear()  # Anna's own hand-off at the start came before any bot move
    return controller, record


def anna_plays(controller: ThroughTheDesertController) -> None:
    """Anna takes the screen, places a piece and confirms: the bot is next."""
    if controller.handoff_seat() is not None:
        controller.accept_handoff()
    assert controller.acting_human() == PlayerId(0)
    assert controller.try_apply(controller.legal_for(0)[0])
    if controller.awaiting_confirm():
        assert controller.confirm_turn()


def test_handoff_waits_until_the_bots_move_has_landed(qtbot):
    controller, record = started(qtbot, ANIMATION_MS)
    anna_plays(controller)
    qtbot.waitUntil(lambda: controller.handoff_seat() == PlayerId(2), timeout=10_000)
    after_bot = [r for r in record if r[0] != "handoff"]
    # the refresh showing the bot's move animates it, and no hand-off covers the board then
    assert after_bot[0] == (None, True)
    # Carl's hand-off is asked for once, after the animation ended
    assert [r for r in record if r[0] == "handoff"] == [("handoff", 2, False)]
    # while the move was being shown nobody could play (Carl has not taken the screen)
    assert controller.acting_human() is None


def test_nobody_plays_while_the_bots_move_is_shown(qtbot):
    controller, _record = started(qtbot, ANIMATION_MS)
    anna_plays(controller)
    qtbot.waitUntil(controller.board_animating, timeout=10_000)
    assert controller.handoff_seat() is None
    assert controller.acting_human() is None
    assert controller.can_apply(controller.legal_for(2)[0]) is not None
    qtbot.waitUntil(lambda: controller.handoff_seat() == PlayerId(2), timeout=10_000)
    controller.accept_handoff()
    assert controller.acting_human() == PlayerId(2)


def test_without_animation_the_handoff_comes_at_once(qtbot):
    controller, record = started(qtbot, 0)
    anna_plays(controller)
    qtbot.waitUntil(lambda: controller.handoff_seat() == PlayerId(2), timeout=10_000)
    # nothing animated and Carl's hand-off was asked for in the same step as the bot's move
    assert all(not r[-1] for r in record)
    assert [r for r in record if r[0] == "handoff"] == [("handoff", 2, False)]
    assert record[-1] == ("handoff", 2, False)
