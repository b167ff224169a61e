"""Tinners' Trail board and controller: drops, auctions between humans, hand-offs, words."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from app.engine.game import PlayerId
from app.engine.text import Seat, render
from app.games.tinners_trail import GAME
from app.games.tinners_trail.actions import Bid, DropOut, KeepCards, NoCard, StartAuction
from app.games.tinners_trail.model import HIDDEN_TILE, Auction, Phase
from app.games.tinners_trail.rules.auction import MINE_COST
from app.games.tinners_trail.rules.worktrack import left
from app.games.tinners_trail.secrets import card_words
from app.games.tinners_trail.texts import region_text, t, tile_text
from app.games.tinners_trail.view.turnpanel import stable_order
from app.ui.i18n import sentence
from app.ui.widgets.prompt import prompt_text
from tests.games.tinners_trail.builders import make_state
from tests.games.tinners_trail.gui import face_up_regions, make, session_of
from tests.guikit import take_screen

pytestmark = pytest.mark.gui

RAW = re.compile(r"\b(region|border|dev|decision):\w|\b(ui|tip|hint|event|action)\.[a-z_]+|st_\w+")
"""What an internal id or an untranslated catalogue key looks like."""


def test_keeping_survey_cards_goes_letter_by_letter_behind_hand_offs(qtbot):
    controller, board = make(qtbot, session_of("hh", kept=False))
    assert controller.needs_handoffs()
    assert controller.handoff_seat() == 0  # the dealt cards are private
    assert controller.narrowing() is None
    take_screen(controller)
    narrow = controller.narrowing()
    assert narrow is not None
    step = narrow.next_step()
    assert step is not None
    assert step.key.startswith("letter:")
    assert board.choices.choices()  # the cards of that letter, in words
    while (step := narrow.next_step()) is not None:
        board.choices.choose_row(0)
        narrow = controller.narrowing()
        assert narrow is not None
    assert controller.confirm_choice()
    assert isinstance(controller.session.actions[0], KeepCards)
    assert controller.handoff_seat() == 1  # Bea's cards next, behind her own screen


def test_mine_dropped_on_a_region_starts_an_auction_two_humans_bid_and_the_winner_pays(qtbot):
    controller, board = make(qtbot, session_of("hhh"))
    take_screen(controller)
    anna = controller.acting_human()
    assert anna == 0
    region = face_up_regions(controller)[0]
    assert f"region:{region}" in controller.legal_targets("mine")
    assert controller.can_drop("mine", f"region:{region}") is None
    assert controller.drop_piece("mine", f"region:{region}")
    assert controller.session.actions[-1:] != [StartAuction(player=PlayerId(0), region=region)]
    assert controller.confirm_choice()
    assert controller.session.actions[-1] == StartAuction(player=PlayerId(0), region=region)
    state = controller.session.state
    assert isinstance(state.pending[-1], Auction)
    # the bidding panel is on the board; the starter keeps its own screen (its cards, the
    # tile it may have surveyed), each other bidder bids on its own screen after a hand-off
    assert board.panels.currentWidget() is board.auction
    assert controller.handoff_seat() is None
    assert controller.viewer() == 0
    assert "£1" in board.auction.status.text()  # the minimum bid is shown
    assert not board.auction.drop.isEnabled()  # the starter bids first
    assert controller.bid(3)
    assert controller.handoff_seat() == 1
    assert controller.acting_human() is None  # nobody bids through another's screen
    take_screen(controller)
    assert controller.acting_human() == 1
    assert controller.viewer() == controller.owner() == 1
    assert board.panels.currentWidget() is board.auction
    assert board.auction.amount.low == 4
    assert controller.bid(5)  # Bea raises
    assert controller.handoff_seat() == 2
    take_screen(controller)
    assert controller.drop_out()  # Carl drops out
    assert controller.handoff_seat() == 0
    take_screen(controller)
    assert controller.drop_out()  # Anna drops out: Bea wins at £5
    assert [a for a in controller.session.actions if isinstance(a, Bid | DropOut)] == [
        Bid(player=PlayerId(0), amount=3),
        Bid(player=PlayerId(1), amount=5),
        DropOut(player=PlayerId(2)),
        DropOut(player=PlayerId(0)),
    ]
    state = controller.session.state
    if state.pending and state.pending[-1].kind == "after_card":  # Bea's cards are private
        assert controller.handoff_seat() == 1
        take_screen(controller)
        assert controller.play(NoCard(player=PlayerId(1)))
    state = controller.session.state
    assert state.mine[region] == 1
    assert state.seats[1].money == 20 - 5
    assert left(state, 1) == 10 - MINE_COST
    assert state.seats[0].money == 20  # the losers pay nothing


def test_refused_drops_say_why(qtbot):
    controller, _ = make(qtbot, session_of("hhh"))
    take_screen(controller)
    region = face_up_regions(controller)[0]
    # an adit belongs on a border
    with qtbot.waitSignal(controller.action_rejected) as refused:
        assert not controller.drop_piece("dev:adit", f"region:{region}")
    assert "border" in refused.args[0]
    # a port on an inland region: the engine's reason
    inland = next(
        r
        for r in range(len(controller.session.state.tile))
        if f"region:{r}" not in controller.legal_targets("dev:port")
        and controller.session.state.tile[r] >= 0
    )
    reason = controller.can_drop("dev:port", f"region:{inland}")
    assert reason
    with qtbot.waitSignal(controller.action_rejected) as refused:
        assert not controller.drop_piece("dev:port", f"region:{inland}")
    assert refused.args[0] == reason
    assert not RAW.search(reason)
    assert controller.session.actions[-1].kind == "keep"  # nothing was played
    # not this seat's turn: Bea's mine is refused with the reason
    controller.show_step(0)
    assert controller.can_drop("mine", f"region:{region}")
    controller.return_to_present()


def test_the_peek_at_the_end_of_a_round_waits_behind_a_hand_off(qtbot):
    session = session_of("hh", seed=5)
    game = session.game
    # play the round out with first-listed moves that are not auctions (quick and quiet)
    while session.state.phase is not Phase.PEEK and session.state.round == 1:
        seat = min(session.to_act())
        legal = game.legal_actions(session.state, seat)
        quiet = [a for a in legal if a.kind in ("pass", "stop_investing", "drop_out", "no_card")]
        session.apply((quiet or legal)[0])
        session.end_turn()
    assert session.state.phase is Phase.PEEK
    controller, _board = make(qtbot, session)
    peeker = controller.present_actor()
    assert peeker is not None
    assert controller.handoff_seat() == peeker  # the tile seen is private
    assert controller.narrowing() is None
    take_screen(controller)
    assert controller.acting_human() == peeker
    lit = controller.highlights()
    assert lit
    assert all(t.startswith("region:") for t in lit)
    assert controller.click_target(lit[0])
    assert controller.confirm_choice()
    assert controller.session.actions[-1].kind == "peek"


def test_legal_move_lines_are_distinct_and_show_costs(qtbot):
    controller, _ = make(qtbot, session_of("hhh"))
    take_screen(controller)
    seat = controller.acting_human()
    assert seat is not None
    lines = [line for _, line in controller.actions_in_words(seat)]
    assert len(lines) == len(set(lines))
    assert any("work point" in line for line in lines)  # developments and mining say the cost
    assert not [line for line in lines if RAW.search(line)]


def test_board_texts_and_tooltips_show_no_raw_id(qtbot):
    controller, board = make(qtbot, session_of("hhh"))
    take_screen(controller)
    scene = board.scene
    texts = [i.text() for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem)]
    tips = [i.toolTip() for i in scene.items() if i.toolTip()]
    assert len(tips) > 60  # every region, border, space and token
    for item in scene.board_items():
        assert item.toolTip(), item.item_id
    words = [*texts, *tips, *board.choices.choices()]
    assert [w for w in words if RAW.search(w)] == []


def test_a_mine_dragged_on_the_board_lights_its_regions_and_a_bad_spot_is_refused(qtbot):
    controller, board = make(qtbot, session_of("hhh"))
    take_screen(controller)
    scene = board.scene
    gesture = scene.begin_gesture("mine")
    assert gesture is not None
    region = face_up_regions(controller)[0]
    assert f"region:{region}" in scene.highlighted()
    assert gesture.accepts(f"region:{region}") is None
    assert gesture.accepts("border:0")  # a reason, not None
    scene.item_hovered(f"region:{region}", True)  # under the board: what the drop costs
    assert "2 work points" in board.hint.text()
    scene.item_hovered(f"region:{region}", False)
    scene.item_hovered("border:0", True)  # and why a target refuses
    assert board.hint.text() == sentence(gesture.accepts("border:0") or "")
    with qtbot.waitSignal(controller.action_rejected):
        assert not scene.drop_on("border:0")
    scene.begin_gesture("mine")
    assert scene.drop_on(f"region:{region}")
    narrow = controller.narrowing()
    assert narrow is not None
    assert narrow.action() == StartAuction(player=PlayerId(0), region=region)
    assert board.choices.confirm.isEnabled()  # Confirm, after the preview of what it costs
    assert "2 work points" in board.choices.prompt.text()


def test_clicking_a_region_asks_what_to_do_there(qtbot):
    controller, board = make(qtbot, session_of("hhh"))
    take_screen(controller)
    region = face_up_regions(controller)[0]
    assert controller.click_target(f"region:{region}")
    narrow = controller.narrowing()
    assert narrow is not None
    step = narrow.next_step()
    assert step is not None
    assert step.key == "kind"
    words = board.choices.choices()
    assert any("auction" in w for w in words)
    assert any("miner" in w for w in words)
    header = controller.step_header()
    assert header is not None
    assert header.startswith("Anna")
    assert controller.back()
    narrow = controller.narrowing()
    assert narrow is not None
    assert narrow.chosen == []


def test_new_dice_tumble_then_show_their_faces(qtbot):
    controller, board = make(qtbot, session_of("hh"))
    scene = board.scene
    state = controller.session.state
    rolled = state.model_copy(update={"dice": ((3, 2, 1), (0, 4, 2))})
    scene.dice_ms = 200
    scene.sync(rolled)
    assert scene.dice_anim.state() == scene.dice_anim.State.Running
    qtbot.waitUntil(lambda: scene.dice_anim.state() != scene.dice_anim.State.Running)
    faces = [d.label.text() for d in scene._dice]
    assert faces == ["3", "2", "1", "0", "4", "2"]


def _start_auction(qtbot):
    controller, board = make(qtbot, session_of("hhh"))
    take_screen(controller)
    region = face_up_regions(controller)[0]
    assert controller.drop_piece("mine", f"region:{region}")
    assert controller.confirm_choice()
    return controller, board


def test_a_typed_bid_is_kept_and_refused_with_its_reason_never_clamped(qtbot):
    """Issue 35 §2: 25 typed with £20 stayed "£2", then Bid placed the minimum bid silently."""
    controller, board = _start_auction(qtbot)
    money = controller.session.state.seats[0].money
    box = board.auction.amount
    rejected: list[str] = []
    controller.action_rejected.connect(rejected.append)
    box.lineEdit().selectAll()
    qtbot.keyClicks(box.lineEdit(), str(money + 5))
    assert box.typed() == money + 5
    before = list(controller.session.actions)
    qtbot.mouseClick(board.auction.bid, Qt.MouseButton.LeftButton)
    assert controller.session.actions == before  # nothing sent
    assert box.typed() == money + 5  # what was typed stays
    assert box.text() == f"£{money + 5}"
    assert box.reason == f"you have £{money}" == board.auction.refusal.text()
    assert rejected == [f"you have £{money}"]
    controller._refresh()
    assert box.typed() == money + 5
    assert box.reason
    # editing clears the mark; Enter bids what was typed
    box.lineEdit().selectAll()
    qtbot.keyClicks(box.lineEdit(), "3")
    assert not box.reason
    assert not board.auction.refusal.text()
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert controller.session.actions[-1] == Bid(player=PlayerId(0), amount=3)


def test_a_bid_under_the_minimum_or_empty_is_refused_not_raised(qtbot):
    controller, board = _start_auction(qtbot)
    assert controller.bid(3)
    take_screen(controller)  # Bea bids on her own screen
    box = board.auction.amount
    box.lineEdit().selectAll()
    qtbot.keyClicks(box.lineEdit(), "2")  # Bea's minimum is £4
    before = list(controller.session.actions)
    qtbot.mouseClick(board.auction.bid, Qt.MouseButton.LeftButton)
    assert controller.session.actions == before
    assert box.typed() == 2
    assert board.auction.refusal.text() == "bid at least £4"
    box.lineEdit().clear()
    qtbot.mouseClick(board.auction.bid, Qt.MouseButton.LeftButton)
    assert controller.session.actions == before
    assert board.auction.refusal.text() == "type an amount in whole pounds"


def test_every_your_label_speaks_for_the_same_seat_through_an_auction(qtbot):
    """Issue 34 §1: while Ben bid, the top right said "Ann's score so far" over Ben's mines."""
    controller, _board = make(qtbot, session_of("hhh"))
    take_screen(controller)
    region = face_up_regions(controller)[0]
    assert controller.play(StartAuction(player=PlayerId(0), region=region))
    for amount in (3, 4, 5):
        seat = controller.acting_human()
        if seat is not None:
            assert controller.palette_seat() == controller.score_so_far_seat() == seat
            assert controller.owner() == controller.viewer() == seat
        assert controller.bid(amount)
        assert controller.palette_seat() == controller.score_so_far_seat() == controller.owner()
        take_screen(controller)


def test_the_starter_sees_the_tile_it_surveyed_while_bidding_and_the_next_bidder_does_not(qtbot):
    """Issue 34 §4: the starter who surveyed a face-down tile saw "?" and no private panel while
    bidding (seed 002: the starter may look at the tile)."""
    controller, board = make(qtbot, session_of("hhh"))
    take_screen(controller)
    state = controller.session.state
    start = next(
        a
        for a in controller.legal_for(PlayerId(0))
        if isinstance(a, StartAuction) and a.card >= 0 and not state.face_up[a.region]
    )
    assert controller.play(start)
    region = start.region
    assert controller.viewer() == 0
    assert controller.displayed_state().tile[region] == state.tile[region]  # Anna sees it
    panel = controller.private_panel(0, board)
    assert panel is not None
    assert controller.bid(3)
    take_screen(controller)
    assert controller.viewer() == 1
    assert controller.displayed_state().tile[region] == HIDDEN_TILE  # Bea never sees it


def _to_the_peeks(session):
    """Everyone passes round 1 (fewest steps) until a seat may look at a face-down tile."""
    quick = ("pass", "drop_out", "stop_investing", "no_card", "stop_pumping")
    while not (session.state.pending and session.state.pending[-1].kind == "peek"):
        seat = min(session.to_act())
        legal = GAME.legal_actions(session.state, seat)
        session.apply(next((a for a in legal if a.kind in quick), legal[0]))
        session.end_turn()
    return session


def test_a_peek_is_seen_by_its_seat_before_the_screen_is_passed_on(qtbot):
    """Issue 34: Ben's end-of-round peek went straight to the round summary and the next
    hand-off; he saw the tile only at his next turn."""
    controller, _board = make(qtbot, _to_the_peeks(session_of("hhh")))
    seat = take_screen(controller)
    assert seat is not None
    peek = next(a for a in controller.legal_for(seat) if a.kind == "peek")
    tile = controller.session.state.tile[peek.region]
    assert controller.play(peek)
    assert controller.confirm_seat() == seat  # the screen stays the seat's until Confirm
    assert controller.handoff_seat() is None
    assert controller.viewer() == seat
    assert controller.displayed_state().tile[peek.region] == tile
    assert not controller.can_undo()  # a look cannot be taken back
    words = prompt_text(controller)
    assert render(tile_text(tile), "en") in words
    assert controller.confirm_turn()
    assert controller.confirm_seat() is None
    assert controller.viewer() != seat or controller.handoff_seat() is None


def test_since_your_last_turn_says_who_won_the_auction(qtbot):
    """Issue 35: the hand-off said "Cleo drops out" but not that Dora won Looe; after the
    seat's own last drop-out ended an auction, the list was empty."""
    controller, _board = make(qtbot, session_of("hhh"))
    take_screen(controller)
    region = face_up_regions(controller)[0]
    assert controller.play(StartAuction(player=PlayerId(0), region=region))
    assert controller.bid(3)
    take_screen(controller)
    assert controller.drop_out()  # Bea
    take_screen(controller)
    assert controller.drop_out()  # Carl: Anna wins
    won = render(t("event.won", who=Seat(0), region=region_text(region), money=3), "en")
    won = won.replace("Player 1", "Anna")
    lines, _more = controller.since_last_turn(1)
    assert "Carl drops out" in lines
    assert any(won in line for line in lines), lines
    lines, _more = controller.since_last_turn(2)  # Carl's own drop-out ended it
    assert any(won in line for line in lines), lines


def test_a_turns_rows_keep_their_order_and_pass_is_last(qtbot):
    """Issue 35: the rows moved between turns, so a click where "Sell pasties" had been
    played "Ann passes"."""
    assert stable_order("where", ["decision:pass", "decision:pasty", "decision:pumps"]) == [
        "decision:pumps",
        "decision:pasty",
        "decision:pass",
    ]
    assert stable_order("kind", ["rail", "mine", "port"]) == ["mine", "port", "rail"]
    assert stable_order("amount", [5, 3]) == [5, 3]  # other lists keep the engine's order
    controller, board = make(qtbot, session_of("hhh"))
    take_screen(controller)
    rows = board.choices.values()
    assert rows
    assert rows[-1] == "decision:pass"


def test_while_keeping_the_cards_kept_so_far_are_shown(qtbot):
    """Issue 35: nothing showed which A/B/C card was already kept until the last letter."""
    controller, board = make(qtbot, session_of("hh", kept=False))
    take_screen(controller)
    narrow = controller.narrowing()
    assert narrow is not None
    board.choices.choose_row(0)
    first = dict(narrow.chosen)
    (card,) = [v for k, v in first.items() if k.startswith("letter:") and isinstance(v, int)]
    words = render(card_words(card), "en")
    assert words in board.choices.prompt.text()
    assert "Kept so far" in board.choices.prompt.text()


def test_no_hand_off_to_the_seat_that_has_the_screen(qtbot):
    """Issue 34: "Pass to Ben" came right after Ben's own winning bid (nothing since his last
    turn): the screen already was his."""
    session = session_of("hhh", kept=False)
    session.snapshots = [make_state(3, seats={"0": {"money": 3}, "2": {"money": 0}})]
    controller, _board = make(qtbot, session)
    take_screen(controller)
    region = face_up_regions(controller)[0]
    assert controller.play(StartAuction(player=PlayerId(0), region=region))
    assert controller.bid(3)  # all Anna has
    assert take_screen(controller) == 1
    assert controller.bid(4)  # Carl has nothing, Anna cannot raise: Bea wins
    assert controller.session.state.pending[-1].kind == "after_card"  # Bea's cards: private
    assert controller.handoff_seat() is None
    assert controller.acting_human() == controller.viewer() == 1
