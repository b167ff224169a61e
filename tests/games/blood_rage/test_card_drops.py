"""Cards of the hand dragged onto the board (issue 35 §1: what can be clicked can be dragged).

A real `QDrag` cannot be driven in a test: the drops call the controller's drop handlers
(`can_drop`, `drop_piece`) as the scene does when a card is let go over a target, and the drag's
start is the card's `drag_started` signal. A battle card goes onto the battle's province, a
draft pick onto the seat's own clan sheet; a drop elsewhere says why.
"""

from __future__ import annotations

from typing import Any

import pytest

from app.games.blood_rage.actions import pick
from app.games.blood_rage.data.data import YGGDRASIL, game_data
from app.games.blood_rage.model import Draft, Phase
from tests.games.blood_rage.gui import make, session_of
from tests.guikit import take_screen

pytestmark = pytest.mark.gui


def _battle_session() -> tuple[Any, int, int]:
    """Two humans after the draft: Anna pillages a province next to Bea's warrior."""
    session = session_of("hh", seed=2)
    while session.state.phase is Phase.GODS_GIFTS:
        seat = min(session.to_act())
        session.apply(session.game.legal_actions(session.state, seat)[0])
        session.end_turn()
    data = game_data()
    state = session.state
    alive = [p for p in data.ring if not state.provinces[p].destroyed and p != YGGDRASIL]
    p1, p2 = next((a, b) for a in alive for b in data.neighbours[a] if b in alive)
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
    return session, p1, p2


def _to_battle(controller: Any, p1: int) -> None:
    """Pillage `p1`; whoever is asked in the Call to Battle moves in if it can: a battle."""
    assert controller.click_target(f"province:{p1}")
    assert controller.choose("kind", "pillage")
    assert controller.confirm_choice()
    while controller._top_kind() == "call_to_battle":
        if controller.awaiting_confirm():
            assert controller.confirm_turn()
        take_screen(controller)
        seat = controller.acting_human()
        assert seat is not None
        moves = controller.legal_for(seat)
        assert controller.play(next((a for a in moves if a.kind == "move_to_battle"), moves[-1]))
    if controller.awaiting_confirm():
        assert controller.confirm_turn()
    take_screen(controller)


def test_a_battle_card_dragged_onto_the_battles_province_is_chosen(qtbot):
    session, p1, p2 = _battle_session()
    controller, board = make(qtbot, session)
    take_screen(controller)
    _to_battle(controller, p1)
    assert controller._top_kind() == "battle"
    seat = controller.acting_human()
    assert seat is not None
    choices = [a for a in controller.legal_for(seat) if a.kind == "battle_card"]
    assert choices
    action = choices[0]
    piece = f"card:{action.card}"
    # the drag starts from the "Your cards" tab: the map comes up, where the battle is
    board.show_tab("cards")
    board.hand.drag_started.emit(piece)
    assert board.current_tab() == "board"
    assert controller.legal_targets(piece) == [f"province:{p1}"]
    refused: list[str] = []
    controller.action_rejected.connect(refused.append)
    assert not controller.drop_piece(piece, f"province:{p2}")
    assert refused
    assert "battle's province" in refused[-1]
    assert controller.can_drop(piece, f"province:{p1}") is None
    assert controller.drop_piece(piece, f"province:{p1}")
    narrow = controller.narrowing()
    assert narrow is not None
    assert narrow.action() == action
    assert controller.confirm_choice()
    assert controller.session.actions[-1] == action


def test_draft_cards_dragged_onto_the_own_clan_sheet_are_picked(qtbot):
    """Two players pick two cards a pass: the first drop marks a card, the second completes."""
    controller, board = make(qtbot, session_of("hh"))
    seat = take_screen(controller)
    assert seat is not None
    top = controller.session.state.pending[-1]
    assert isinstance(top, Draft)
    assert top.picks == 2
    first, second = top.offers[seat][:2]
    assert board.current_tab() == "cards"  # the draft shows the offer in the tab
    board.hand.drag_started.emit(f"card:{first}")
    assert board.current_tab() == "clans"  # where the clan sheets take the drop
    assert f"sheet:{seat}" in controller.legal_targets(f"card:{first}")
    refused: list[str] = []
    controller.action_rejected.connect(refused.append)
    assert not controller.drop_piece(f"card:{first}", f"sheet:{1 - seat}")
    assert refused
    assert "own clan sheet" in refused[-1]
    assert controller.drop_piece(f"card:{first}", f"sheet:{seat}")
    assert controller.drop_piece(f"card:{second}", f"slot:{seat}:clan:0")
    narrow = controller.narrowing()
    assert narrow is not None
    assert narrow.action() == pick(seat, tuple(sorted((first, second))))


def test_a_battle_card_dragged_onto_the_map_keeps_the_map_and_the_drop_is_taken(qtbot):
    """Stranger s43 (112-119): as the drag reached the board, the scene opened the card's
    gesture (`dragEnterEvent`), the selection brought the clan sheets up and the drop over the
    battle's province did nothing. The map stays; the scene's drop plays the card."""
    session, p1, _p2 = _battle_session()
    controller, board = make(qtbot, session)
    take_screen(controller)
    _to_battle(controller, p1)
    seat = controller.acting_human()
    assert seat is not None
    action = next(a for a in controller.legal_for(seat) if a.kind == "battle_card")
    piece = f"card:{action.card}"
    board.show_tab("cards")
    board.cards.drag_started.emit(piece)
    assert board.current_tab() == "board"
    scene = board.scene
    assert scene.begin_gesture(piece) is not None  # as the drag enters the board
    assert board.current_tab() == "board"
    assert scene.drop_on(f"province:{p1}")
    narrow = controller.narrowing()
    assert narrow is not None
    assert narrow.action() == action
    assert controller.confirm_choice()
    assert controller.session.actions[-1] == action


def test_pass_is_the_first_choice_of_a_turn(qtbot):
    """Stranger s43 (213-216): Pass was found only through the move list's filter; in the
    panel it came after every province and card. It comes first."""
    session, _p1, _p2 = _battle_session()
    controller, _board = make(qtbot, session)
    take_screen(controller)
    seat = controller.acting_human()
    assert seat is not None
    assert any(a.kind == "pass" for a in controller.legal_for(seat))
    narrow = controller.narrowing()
    assert narrow is not None
    step = narrow.next_step()
    assert step is not None
    _prompt, rows = controller.step_choices(step)
    assert rows[0][0] == "decision:pass"
    assert "passes" in rows[0][1]
    assert len(rows) > 5
