"""Refusals (issue 7): said in the status bar, gone after the next legal move; mountains say why."""

from __future__ import annotations

import pytest

from app.games.through_the_desert.data.data import geometry
from app.games.through_the_desert.view.items import MountainItem
from app.games.through_the_desert.view.scene import cell_id
from tests.shell.conftest import ttd_session

pytestmark = pytest.mark.gui


def test_a_refusal_is_cleared_by_the_next_legal_move(window):
    window.start_session(ttd_session("hb"))
    c = window.controller
    assert not c.drop_piece("camel:0", "cell:0")  # no camels during the rider rounds
    refusal = window.statusBar().currentMessage()
    assert refusal
    assert window.page.moves.play_row(0)
    assert c.session.actions
    assert window.statusBar().currentMessage() == ""


def test_a_later_message_is_not_cleared_by_a_move(window):
    window.start_session(ttd_session("hb"))
    assert not window.controller.drop_piece("camel:0", "cell:0")
    window.statusBar().showMessage("Saved to somewhere", 5000)
    assert window.page.moves.play_row(0)
    assert window.statusBar().currentMessage() == "Saved to somewhere"


def _mountain(window) -> MountainItem:
    geo = geometry(2)
    scene = window.controller.scene()
    cells = [i for i, _ in enumerate(geo.cells) if not geo.in_play[i]]
    items = [scene.item_for(cell_id(i)) for i in cells]
    return next(i for i in items if isinstance(i, MountainItem) and not i.central)


def test_a_rider_dropped_on_a_mountain_is_refused_with_the_reason(window):
    window.start_session(ttd_session("hb"))
    c = window.controller
    scene = c.scene()
    mountain = _mountain(window)
    # What the scene does on a drop from the palette: find the target under the pointer ...
    target = scene.target_at(mountain.scenePos())
    assert target == mountain.item_id
    # ... and let the piece in the hand go there.
    assert scene.begin_gesture("rider:0") is not None
    assert target not in scene.gesture().targets  # never lit as a legal space
    assert not scene.drop_on(target)
    message = window.statusBar().currentMessage()
    assert "mountain" in message
    assert c.session.actions == []


def test_hovering_a_mountain_says_why(window):
    window.start_session(ttd_session("hb"))
    scene = window.controller.scene()
    mountain = _mountain(window)
    hints: list[str] = []
    scene.drop_hint.connect(hints.append)
    scene.begin_gesture("rider:0")
    scene.item_hovered(mountain.item_id, True)
    assert hints
    assert "mountain" in hints[-1]


def _tinners_with_a_mine(window):
    """Tinners' Trail, three humans: Anna wins a face-up region at £1 and builds her mine."""
    from app.engine.game import PlayerId
    from app.games.tinners_trail.actions import NoCard, StartAuction
    from tests.games.tinners_trail.gui import face_up_regions, session_of

    window.start_session(session_of("hhh"))
    c = window.controller

    def take(move):  # the last mover confirms; the seat behind the hand-off screen takes it
        if c.awaiting_confirm():
            assert c.confirm_turn()
        if c.handoff_seat() is not None:
            c.accept_handoff()
        assert move()

    region = face_up_regions(c)[0]
    take(lambda: c.try_apply(StartAuction(player=PlayerId(0), region=region)))
    take(lambda: c.bid(1))
    take(c.drop_out)
    take(c.drop_out)
    if c.present_actor() == 0 and c.session.state.mine[region] < 0:  # a survey card? none
        take(lambda: c.try_apply(NoCard(player=PlayerId(0))))
    assert c.session.state.mine[region] == 0
    take(lambda: True)
    return c, region


def test_a_mine_refused_on_a_built_region_says_why_and_goes_with_the_next_move(window):
    """Issue 18 §5: the refusal gives its reason and does not stay into the next turn."""
    from app.games.tinners_trail.actions import SellPasty

    c, region = _tinners_with_a_mine(window)
    seat = c.acting_human()
    assert seat is not None
    assert not c.drop_piece("mine", f"region:{region}")
    message = window.statusBar().currentMessage()
    assert message.startswith("No mine can be built there")  # a sentence (issue 35, TtD stranger)
    assert "already has Anna's mine" in message  # the reason, not only the refusal
    board_hint = c._board.hint
    c.scene().drop_hint.emit(message)  # what hovering the region with the mine shows
    assert board_hint.text() == message
    assert c.try_apply(SellPasty(player=seat))
    assert window.statusBar().currentMessage() == ""
    assert board_hint.text() == ""


def test_a_refusal_goes_when_another_seat_is_to_act(window):
    """The seat to act changes without a new move in the history (a bot's turn, a hand-off)."""
    window.start_session(ttd_session("hb"))
    c = window.controller
    assert not c.drop_piece("camel:0", "cell:0")
    assert window.statusBar().currentMessage()
    window._refusal_seat = -1  # as if shown during another seat's turn
    c.state_changed.emit()
    assert window.statusBar().currentMessage() == ""


def test_a_refusal_is_cleared_when_the_move_being_built_takes_a_step(window, qtbot):
    """Issue 35: the status line kept the last refusal while the next clicks built a move
    (Blood Rage: "you have no figure in Yggdrasil" still there after a lit province was
    chosen), until the move was made."""
    from app.games.blood_rage.data.data import YGGDRASIL
    from tests.games.blood_rage.gui import session_of as br_session
    from tests.games.blood_rage.test_controller import skip_draft

    session = br_session("hb")
    skip_draft(session)
    window.start_session(session)
    c = window.controller
    seat = c.acting_human()
    assert seat is not None
    c.scene().item_clicked(f"province:{YGGDRASIL}")  # nothing of Anna's there: refused
    refusal = window.statusBar().currentMessage()
    assert refusal
    c.scene().item_clicked("sheet:1")  # refused again: the newer reason stays
    assert window.statusBar().currentMessage()
    invade = next(a for a in c.legal_for(seat) if a.kind == "invade" and not a.fjord)
    c.scene().item_clicked(f"province:{invade.to}")  # a lit province: a step of a move
    assert c.narrowing().chosen
    assert window.statusBar().currentMessage() == ""
    c.scene().item_clicked(f"province:{YGGDRASIL}")
    assert window.statusBar().currentMessage() == refusal
    assert c.back()  # the step taken back: another step
    assert window.statusBar().currentMessage() == ""


def test_a_refusal_the_board_already_says_is_not_repeated_in_the_status_bar(window):
    # issue 36 §1: each thing shown once (a refusal was in the palette's line and the status bar)
    window.start_session(ttd_session("hb"))
    c = window.controller
    reason = c.can_drop("camel:0", "cell:0")
    assert reason
    window.page.board.hint.setText(reason)  # hovering the space wrote it under the board
    assert not c.drop_piece("camel:0", "cell:0")
    assert window.statusBar().currentMessage() == ""
    window.page.board.hint.setText("")  # a click with nothing said under the board
    assert not c.drop_piece("camel:0", "cell:0")
    assert window.statusBar().currentMessage() == reason[0].upper() + reason[1:]


def _water_hole(window) -> int:
    state = window.controller.session.state
    return next(c for c, v in enumerate(state.water) if v > 0)


def test_a_refusal_reads_as_a_sentence_as_large_as_the_log(window):
    """The TtD stranger: "riders may not be placed on a water hole", lowercase and small."""
    window.start_session(ttd_session("hb"))
    c = window.controller
    target = f"cell:{_water_hole(window)}"
    assert c.can_drop("rider:0", target) == "riders may not be placed on a water hole"
    assert not c.drop_piece("rider:0", target)
    status = window.statusBar()
    assert status.currentMessage() == "Riders may not be placed on a water hole"
    c.scene().drop_hint.emit(c.can_drop("rider:0", target))  # hovering the space
    hint = window.page.board.hint
    assert hint.text() == "Riders may not be placed on a water hole"
    log = window.page.log.font().pointSizeF()
    assert status.font().pointSizeF() >= log
    assert hint.font().pointSizeF() >= log


def test_a_refusal_of_another_game_reads_as_a_sentence_under_its_board(window):
    c, region = _tinners_with_a_mine(window)
    c.scene().drop_hint.emit(c.can_drop("mine", f"region:{region}") or "")
    assert c._board.hint.text().startswith("No mine can be built there")


def test_a_small_status_font_is_raised_to_the_logs(window):
    from PySide6.QtGui import QFont

    window.start_session(ttd_session("hb"))
    small = QFont(window.statusBar().font())
    small.setPointSizeF(small.pointSizeF() * 0.7)  # what some styles give a status bar
    window.statusBar().setFont(small)
    assert not window.controller.drop_piece("camel:0", "cell:0")
    assert window.statusBar().font().pointSizeF() >= window.page.log.font().pointSizeF()


def test_a_refusal_goes_when_a_piece_is_picked_up(window):
    """Issue 35 (s50 167): selecting a piece left the last refusal in the status line."""
    window.start_session(ttd_session("hb"))
    c = window.controller
    assert not c.drop_piece("camel:0", "cell:0")  # no camels during the rider rounds
    assert window.statusBar().currentMessage()
    piece = next(p for p in (f"rider:{k}" for k in range(5)) if c.legal_targets(p))
    c.scene().select_piece(piece)
    assert c.scene().selected_piece() == piece
    assert window.statusBar().currentMessage() == ""
