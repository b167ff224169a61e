"""Blood Rage board and controller: the draft behind hand-offs, drops, clicks, refusals, words."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QGraphicsSimpleTextItem

from app.engine.game import PlayerId
from app.games.blood_rage.data.data import YGGDRASIL, game_data
from app.games.blood_rage.model import Draft, Phase
from app.games.blood_rage.rules.board import free_villages, invade_cost
from app.games.blood_rage.texts import card_text
from app.games.blood_rage.view.hand import HandPanel
from app.ui.i18n import show
from tests.games.blood_rage.gui import make, session_of
from tests.guikit import take_screen

pytestmark = pytest.mark.gui

RAW = re.compile(
    r"\b(province|fjord|slot|sheet|card|figure|reserve|decision):\w|"
    r"\b(ui|tip|note|action|prompt|reason|effect)\.[a-z_]+"
)
"""What an internal id or an untranslated catalogue key looks like."""


def scene_words(controller) -> list[str]:
    """Every text and tooltip on the board."""
    scene = controller.scene()
    words = [i.text() for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem)]
    return words + [i.toolTip() for i in scene.items() if i.toolTip()]


def skip_draft(session) -> None:
    """Everyone picks the first cards offered until the Action phase."""
    while session.state.phase is Phase.GODS_GIFTS:
        seat = min(session.to_act())
        session.apply(session.game.legal_actions(session.state, seat)[0])
        session.end_turn()


def test_the_draft_goes_seat_by_seat_behind_hand_offs_and_nobody_sees_another_hand(qtbot):
    controller, board = make(qtbot, session_of("hh"))
    assert controller.needs_handoffs()
    assert controller.handoff_seat() == 0
    assert controller.narrowing() is None
    assert board.cards.cards == []  # nothing private before the hand-off
    assert board.hand.cards == []
    state = controller.session.state
    top = state.pending[-1]
    assert isinstance(top, Draft)
    assert top.picks == 2  # two players pick two cards a pass
    bea_only = {show(card_text(c)) for c in top.offers[1]} - {
        show(card_text(c)) for c in top.offers[0]
    }
    take_screen(controller)
    assert controller.viewer() == 0
    assert "two cards" in board.hint.text()  # the line under the board says how many
    panel = controller.private_panel(0, board)
    assert isinstance(panel, HandPanel)
    shown = " ".join(panel.lines()) + " ".join(c.name.text() for c in board.hand.cards)
    assert len(board.hand.cards) == 8  # the offer, in the "Your cards" tab
    assert not any(name in shown for name in bea_only)
    assert not any(name in " ".join(scene_words(controller)) for name in bea_only)
    # two clicks on cards make the pick; Confirm plays it and passes the screen on
    first, second = (c.piece_id for c in board.hand.cards[:2])
    assert controller.click_card(first)
    narrow = controller.narrowing()
    assert narrow is not None
    assert narrow.action() is None
    assert controller.click_card(second)
    narrow = controller.narrowing()
    assert narrow is not None
    assert narrow.action() is not None
    assert board.choices.confirm.isEnabled()
    assert controller.confirm_choice()
    assert controller.session.actions[-1].kind == "pick"
    assert controller.viewer() is None  # Anna's cards are off the screen
    assert board.cards.cards == []
    assert controller.handoff_seat() == 1  # Bea's turn to pick, behind her own screen
    take_screen(controller)
    words = " ".join(c.name.text() for c in board.hand.cards)
    assert all(name in words for name in bea_only if name)


def test_a_figure_dropped_from_the_stock_invades_after_confirm(qtbot):
    session = session_of("hh")
    skip_draft(session)
    controller, board = make(qtbot, session)
    assert take_screen(controller) == controller.session.state.first_player
    seat = controller.acting_human()
    assert seat is not None
    state = controller.session.state
    target = next(
        p
        for p in game_data().ring
        if not state.provinces[p].destroyed and free_villages(state, p) > 0
    )
    assert f"province:{target}" in controller.legal_targets("reserve:warrior")
    assert controller.can_drop("reserve:warrior", f"province:{target}") is None
    assert controller.hover_cost  # what the drop costs, shown under the board while dragging
    assert controller.drop_piece("reserve:warrior", f"province:{target}")
    assert controller.session.actions == session.actions  # nothing played before Confirm
    assert "Rage" in " ".join(board.choices.prompt.text().split())
    rage = state.seats[seat].rage
    cost = invade_cost(state, seat, "warrior")
    assert controller.confirm_choice()
    after = controller.session.state
    assert "warrior" in after.provinces[target].figures[seat]
    assert after.seats[seat].rage == rage - cost


def test_refused_drops_say_why_with_the_engines_reason(qtbot):
    session = session_of("hh")
    skip_draft(session)
    controller, _ = make(qtbot, session)
    take_screen(controller)
    seat = controller.acting_human()
    assert seat is not None
    with qtbot.waitSignal(controller.action_rejected) as refused:
        assert not controller.drop_piece("reserve:warrior", f"province:{YGGDRASIL}")
    assert refused.args[0] == "nobody invades Yggdrasil directly: march there"
    destroyed = next(p for p, x in enumerate(controller.session.state.provinces) if x.destroyed)
    reason = controller.can_drop("reserve:warrior", f"province:{destroyed}")
    assert reason is not None
    assert "destroyed" in reason
    with qtbot.waitSignal(controller.action_rejected) as refused:
        assert not controller.drop_piece("reserve:ship", f"province:{game_data().ring[0]}")
    assert refused.args[0]
    assert not RAW.search(refused.args[0])
    with qtbot.waitSignal(controller.action_rejected) as refused:
        assert not controller.drop_piece("reserve:warrior", f"sheet:{seat}")
    assert refused.args[0] == "a figure goes onto a province or a fjord"
    assert controller.session.actions == session.actions  # nothing was played


def test_figures_march_by_drag_and_a_click_chooses_a_pillage(qtbot):
    session = session_of("hh")
    skip_draft(session)
    game = session.game
    state = session.state
    seat = min(session.to_act())
    source, to = _two_open(state)
    legal = game.legal_actions(state, seat)
    session.apply(
        next(
            a
            for a in legal
            if a.kind == "invade" and a.figure == "warrior" and a.to == source and not a.fjord
        )
    )
    session.end_turn()
    other = min(session.to_act())
    session.apply(next(a for a in game.legal_actions(session.state, other) if a.kind == "pass"))
    session.end_turn()
    controller, _ = make(qtbot, session)
    take_screen(controller)
    assert controller.acting_human() == seat
    piece = f"figure:{seat}:{source}:warrior"
    assert piece in controller.movable_figures()
    assert f"province:{to}" in controller.legal_targets(piece)
    assert controller.drop_piece(piece, f"province:{to}")
    narrow = controller.narrowing()
    assert narrow is not None
    action = narrow.action()
    assert action is not None
    assert action.kind == "march"
    controller.cancel_choice()
    # a click on the province where the figure stands lists what can be done there
    assert controller.click_target(f"province:{source}")
    narrow = controller.narrowing()
    assert narrow is not None
    step = narrow.next_step()
    assert step is not None
    assert step.key == "kind"
    assert "pillage" in step.values
    assert controller.choose("kind", "pillage")
    assert controller.confirm_choice()
    assert controller.session.actions[-1].kind == "pillage"


def _two_open(state) -> tuple[int, int]:
    open_ = [p for p in game_data().ring if not state.provinces[p].destroyed]
    return open_[0], open_[1]


def test_every_legal_move_has_its_own_line_with_its_cost(qtbot):
    session = session_of("hh")
    skip_draft(session)
    controller, _ = make(qtbot, session)
    take_screen(controller)
    seat = controller.acting_human()
    assert seat is not None
    moves = controller.actions_in_words(seat)
    lines = [words for _, words in moves]
    assert len(lines) == len(set(lines))
    invades = [w for a, w in moves if a.kind == "invade"]
    assert invades
    assert all("Rage" in w or "free" in w for w in invades)
    quests = [w for a, w in moves if a.kind == "quest"]
    assert all("face down" in w for w in quests)
    assert not any(RAW.search(w) for w in lines)


def test_an_upgrade_card_dropped_on_its_slot(qtbot):
    session = session_of("hh", seed=11)
    skip_draft(session)
    controller, board = make(qtbot, session)
    take_screen(controller)
    seat = controller.acting_human()
    assert seat is not None
    upgrades = [a for a in controller.legal_for(seat) if a.kind == "upgrade"]
    if not upgrades:
        pytest.skip("no affordable upgrade in this deal")
    action = upgrades[0]
    family = game_data().cards[action.card].family
    slot = f"slot:{seat}:{family}:0"
    piece = f"card:{action.card}"
    assert slot in controller.legal_targets(piece)
    wrong = "leader" if family != "leader" else "warrior"
    reason = controller.can_drop(piece, f"slot:{seat}:{wrong}:0")
    assert reason
    assert "slot" in reason
    assert controller.drop_piece(piece, f"sheet:{seat}")
    assert controller.confirm_choice()
    assert controller.session.actions[-1] == action
    board.show_tab("clans")
    assert PlayerId(seat) == action.player


def test_a_figure_dragged_with_the_mouse_on_the_board_marches(qtbot):
    session = session_of("hh")
    skip_draft(session)
    state = session.state
    seat = min(session.to_act())
    source, to = _two_open(state)
    session.apply(
        next(
            a
            for a in session.game.legal_actions(state, seat)
            if a.kind == "invade" and a.figure == "warrior" and a.to == source and not a.fjord
        )
    )
    session.end_turn()
    other = min(session.to_act())
    session.apply(
        next(a for a in session.game.legal_actions(session.state, other) if a.kind == "pass")
    )
    session.end_turn()
    controller, board = make(qtbot, session)
    take_screen(controller)
    board.show_tab("board")
    view = board.view
    province = controller.scene().provinces[source]
    figure = next(f for f in province.figures if f.movable)
    start = view.mapFromScene(figure.scenePos())
    end = view.mapFromScene(controller.scene().provinces[to].token_box.sceneBoundingRect().center())
    viewport = view.viewport()
    press = QMouseEvent(
        QEvent.Type.MouseButtonPress,
        QPointF(start),
        QPointF(viewport.mapToGlobal(start)),
        Qt.MouseButton.LeftButton,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(viewport, press)
    assert controller.scene().selected_piece() == figure.item_id
    for k in range(1, 6):
        at = QPointF(start + (end - start) * k / 5)
        move = QMouseEvent(
            QEvent.Type.MouseMove,
            at,
            QPointF(viewport.mapToGlobal(at.toPoint())),
            Qt.MouseButton.NoButton,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(viewport, move)
    release = QMouseEvent(
        QEvent.Type.MouseButtonRelease,
        QPointF(end),
        QPointF(viewport.mapToGlobal(end)),
        Qt.MouseButton.LeftButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(viewport, release)
    narrow = controller.narrowing()
    assert narrow is not None
    action = narrow.action()
    assert action is not None
    assert (action.kind, action.source, action.to) == ("march", source, to)
    assert controller.confirm_choice()
    assert "warrior" in controller.session.state.provinces[to].figures[seat]


def test_a_call_to_battle_answered_by_dropping_a_figure_from_next_door(qtbot):
    session = session_of("hh", seed=2)
    skip_draft(session)
    data = game_data()
    state = session.state
    p1, p2 = next(
        (a, b)
        for a in data.ring
        for b in data.neighbours[a]
        if b != YGGDRASIL and not state.provinces[a].destroyed and not state.provinces[b].destroyed
    )
    for where in (p1, p2):
        seat = min(session.to_act())
        session.apply(
            next(
                a
                for a in session.game.legal_actions(session.state, seat)
                if a.kind == "invade" and a.figure == "warrior" and a.to == where and not a.fjord
            )
        )
        session.end_turn()
    controller, board = make(qtbot, session)
    anna = take_screen(controller)
    assert anna is not None
    assert controller.click_target(f"province:{p1}")
    assert controller.choose("kind", "pillage")
    assert controller.confirm_choice()
    assert controller._top_kind() == "call_to_battle"
    # public, yet another human's: the screen is passed to them first (issue 34 §1)
    bea = controller.handoff_seat()
    assert bea is not None
    assert bea != anna
    assert "Call to Battle" in controller.handoff_task(bea)
    assert take_screen(controller) == bea
    assert controller.acting_human() == bea
    piece = f"figure:{bea}:{p2}:warrior"
    assert piece in controller.movable_figures()
    assert controller.legal_targets(piece) == [f"province:{p1}"]
    assert "Call to Battle" in board.choices.status.text()
    elsewhere = next(p for p in data.ring if p not in (p1, p2) and not state.provinces[p].destroyed)
    reason = controller.can_drop(piece, f"province:{elsewhere}")
    assert reason == "in a Call to Battle, figures move only into the province being pillaged"
    assert controller.drop_piece(piece, f"province:{p1}")
    assert controller.confirm_choice()
    assert controller.session.actions[-1].kind == "move_to_battle"
    assert "warrior" in controller.session.state.provinces[p1].figures[bea]


def test_click_a_stock_figure_then_a_province_lights_targets_and_selects_the_invasion(qtbot):
    session = session_of("hh")
    skip_draft(session)
    controller, board = make(qtbot, session)
    take_screen(controller)
    scene = controller.scene()
    board.stock.buttons["warrior"].picked.emit("reserve:warrior")  # a click on the button
    assert scene.selected_piece() == "reserve:warrior"
    lit = scene.highlighted()
    assert lit
    assert all(t.startswith("province:") for t in lit)
    target = sorted(lit)[0]
    scene.item_clicked(target)
    assert scene.selected_piece() is None
    narrow = controller.narrowing()
    assert narrow is not None
    action = narrow.action()
    assert action is not None
    assert (action.kind, action.figure, f"province:{action.to}") == ("invade", "warrior", target)
    assert board.choices.confirm.isEnabled()
    assert "Rage" in board.choices.prompt.text()  # Confirm shows the cost first


def test_a_card_that_cannot_be_used_now_says_why_when_clicked(qtbot):
    session = session_of("hh")
    skip_draft(session)
    controller, board = make(qtbot, session)
    take_screen(controller)
    seat = controller.acting_human()
    assert seat is not None
    usable = {c for a in controller.legal_for(seat) for c in [getattr(a, "card", -1)]}
    idle = [c for c in board.cards.cards if int(c.piece_id.split(":")[1]) not in usable]
    if not idle:
        pytest.skip("every card of this hand can be used now")
    assert not idle[0].usable
    with qtbot.waitSignal(controller.action_rejected) as refused:
        assert not controller.click_card(idle[0].piece_id)
    assert refused.args[0]
    assert not RAW.search(refused.args[0])


def test_with_three_players_the_draft_hint_asks_for_one_card(qtbot):
    """Seed 003 「1. 神の恵みフェイズ」: one card a pass with 3 or 4 players (2 only with 2)."""
    controller, board = make(qtbot, session_of("hbb"))
    take_screen(controller)
    assert controller.viewer() == 0
    hint = board.hint.text()
    assert hint.startswith("Click the card to keep")
    assert "2" not in hint


def test_the_draft_brings_a_tab_with_the_whole_offer_and_the_map_comes_back_after(qtbot):
    """Seed 003 「1. 神の恵みフェイズ」: 8 cards to choose from. At 1280×800 the row under the
    board shows two or three; the "Your cards" tab shows all 8 with their text, and the map
    returns when the draft is over."""
    controller, board = make(qtbot, session_of("hbb"))
    board.resize(905, 690)  # the board's share of a 1280×800 window
    parent = board.parentWidget()
    assert parent is not None
    parent.show()
    qtbot.waitUntil(lambda: board.hand.viewport().width() > 800)
    assert board.current_tab() == "cards"
    assert board.drafting
    assert len(board.hand.cards) == 8
    assert board.cards.cards == []  # the row under the board shows the picks: none yet (s52)
    assert board.row_stack.currentWidget() is board.cards
    view = board.hand.viewport().rect()
    for card in board.hand.cards:
        corner = card.mapTo(board.hand.viewport(), card.rect().bottomRight())
        assert view.contains(corner), card.name.text()  # seen without scrolling
    # a click in the tab picks as a click in the row does
    first = board.hand.cards[0].piece_id
    assert controller.click_card(first)
    assert board.hand.cards[0].selected
    while controller.session.state.phase is Phase.GODS_GIFTS:
        seat = controller.acting_human()
        if seat is None:
            qtbot.wait(10)
            continue
        assert controller.play(controller.legal_for(seat)[0])
    qtbot.waitUntil(lambda: not board.drafting)
    assert board.current_tab() == "board"


def test_the_screens_own_public_decision_keeps_its_cards_in_sight(qtbot, monkeypatch):
    """Issue 34 §4: after Frigga's Succor (a free invasion: a public decision) a stranger's own
    hand vanished ("cards show when their player has the screen") while they were at the
    screen. Their own follow-up keeps their view; another human's public decision shows the
    public board."""
    session = session_of("hh")
    skip_draft(session)
    controller, _ = make(qtbot, session)
    seat = take_screen(controller)
    assert seat is not None
    monkeypatch.setattr(controller, "_top_kind", lambda: "free_invade")
    assert controller.viewer() == seat
    monkeypatch.setattr(controller, "present_actor", lambda: 1 - seat)
    assert controller.viewer() is None


def _after_a_pick(state, seat: int, index: int):
    """`state` with `seat`'s offered card `index` taken into its hand (the others still pick)."""
    draft = state.model_copy(deep=True)
    top = draft.pending[-1]
    assert isinstance(top, Draft)
    offer = list(top.offers[seat])
    card = offer.pop(index)
    offers = list(top.offers)
    offers[seat] = tuple(offer)
    draft.pending[-1] = top.model_copy(update={"offers": tuple(offers)})
    seats = list(draft.seats)
    seats[seat] = seats[seat].model_copy(update={"hand": (*seats[seat].hand, card)})
    draft.seats = seats
    return draft, card


def test_the_draft_shows_the_picks_in_the_row_and_the_offer_keeps_its_places(qtbot):
    """s52 023/026: the picks were in a small box of the private panel, cut mid-line, while the
    row under the board was empty; after a pick the offered cards shifted left, and a card
    moved under the pointer. Now the row shows the picks whole, the private panel only says
    where they are, and a card taken leaves its slot empty until the next offer."""
    controller, board = make(qtbot, session_of("hbb"))
    take_screen(controller)
    assert controller.viewer() == 0
    assert board.cards_in_tab()
    before = board.hand.slot_ids()
    assert len(before) == 8
    state, card = _after_a_pick(controller.session.state, 0, 2)
    controller.refresh_panels(state)
    after = board.hand.slot_ids()
    assert after == [*before[:2], "", *before[3:]]  # nothing moved
    assert [c.piece_id for c in board.cards.cards] == [f"card:{card}"]
    assert board.cards.title.text() == "Picked in this draft"
    assert board.row_stack.currentWidget() is board.cards
    panel = HandPanel(0)
    qtbot.addWidget(panel)
    panel.show_state(controller.game.view_for(state, PlayerId(0)), in_tab=True)
    words = [label.text() for label in panel.findChildren(type(board.cards.title))]
    assert not any("Picked in this draft" in w for w in words), words
    assert any("are in the row under the board" in w for w in words), words
    # the next offer (other cards) is laid out afresh
    controller.refresh_panels(controller.session.state)
    assert board.hand.slot_ids() == before
