"""Blood Rage through the controller: a battle between two humans, a whole game against a bot."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication

from app.engine.rng import bot_random
from app.engine.session import Seat, Session
from app.games.blood_rage import GAME
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.model import Battle, BrOptions, Phase
from app.games.blood_rage.texts import card_text
from app.shell.language import LanguageManager
from app.ui.i18n import show
from app.ui.widgets.prompt import prompt_text
from tests.games.blood_rage.gui import make, session_of
from tests.games.blood_rage.test_controller import RAW, scene_words, skip_draft
from tests.guikit import take_screen
from tests.textcheck import JA_NAMES

pytestmark = pytest.mark.gui


def _first(controller, kind, **fields):
    seat = controller.acting_human()
    assert seat is not None
    return next(
        a
        for a in controller.legal_for(seat)
        if a.kind == kind and all(getattr(a, k) == v for k, v in fields.items())
    )


def _reach_battle(qtbot):
    """Two humans each invade one province; the first pillages it; the Call to Battle passes."""
    session = session_of("hh", seed=5)
    skip_draft(session)
    controller, board = make(qtbot, session)
    state = controller.session.state
    target = next(p for p in game_data().ring if not state.provinces[p].destroyed)
    anna = take_screen(controller)
    assert anna is not None
    assert controller.play(_first(controller, "invade", figure="warrior", to=target, fjord=False))
    bea = take_screen(controller)
    assert bea is not None
    assert bea != anna
    assert controller.play(_first(controller, "invade", figure="warrior", to=target, fjord=False))
    take_screen(controller)
    assert controller.click_target(f"province:{target}")
    assert controller.choose("kind", "pillage")
    assert "Call to Battle" in board.choices.prompt.text()  # the preview says what may follow
    assert controller.confirm_choice()
    # the Call to Battle is public: no hand-off; everyone declines
    for _ in range(6):
        top = controller.session.state.pending[-1]
        if isinstance(top, Battle):
            break
        assert controller.handoff_seat() is None
        assert "Call to Battle" in board.choices.status.text()
        assert controller.play(_first(controller, "decline"))
    return controller, board, anna, bea


def test_a_battle_between_two_humans_keeps_the_cards_secret_until_the_reveal(qtbot):
    controller, board, anna, bea = _reach_battle(qtbot)
    top = controller.session.state.pending[-1]
    assert isinstance(top, Battle)
    assert set(top.seats) == {anna, bea}
    # each chooses a card behind the hand-off screen; the other's card stays hidden
    chosen: dict[int, int] = {}
    while isinstance(top := controller.session.state.pending[-1], Battle) and top.stage == "choose":
        if controller.handoff_seat() is not None:  # the next chooser gets the screen
            assert controller.viewer() is None
            assert board.cards.cards == []
        seat = take_screen(controller)
        if seat is None:  # the pillager chooses first, still at the screen
            seat = controller.viewer()
        assert seat is not None
        assert seat == controller.acting_human()
        status = board.choices.status.text()
        assert "Battle" in status
        for other, card in chosen.items():
            assert other != seat
            assert show(card_text(card)) not in status
            assert show(card_text(card)) not in " ".join(scene_words(controller))
        lines = [w for a, w in controller.actions_in_words(seat) if a.kind == "battle_card"]
        assert lines
        assert all("STR" in w for w in lines)
        card_button = next(c for c in board.cards.cards if c.usable)
        assert controller.click_card(card_button.piece_id)
        assert "STR" in board.choices.prompt.text()  # the preview: STR with this card
        chosen[seat] = int(card_button.piece_id.split(":")[1])
        assert controller.confirm_choice()
    assert controller.session.state.battles == 1 or isinstance(
        controller.session.state.pending[-1], Battle
    )
    reveal = board.choices.status.text()
    for card in chosen.values():
        assert show(card_text(card)) in reveal  # revealed to everyone, in the panel


def test_a_whole_game_of_a_human_against_a_bot_through_the_controller(qtbot):
    controller, board = make(qtbot, session_of("hbr", seed=8))
    rng = bot_random("br-whole-game", 0)
    checked = 0
    for _ in range(3000):
        if controller.is_over():
            break
        if controller.awaiting_confirm():
            assert controller.confirm_turn()
            continue
        take_screen(controller)
        seat = controller.acting_human()
        if seat is None:
            qtbot.waitUntil(
                lambda: controller.acting_human() is not None or controller.is_over(),
                timeout=20000,
            )
            continue
        moves = controller.actions_in_words(seat)
        lines = [w for _, w in moves]
        assert len(set(lines)) == len(lines), lines
        if checked < 40:
            words = scene_words(controller) + lines + [board.choices.status.text()]
            assert not [w for w in words if RAW.search(w)]
            checked += 1
        action = rng.choice([a for a, _ in moves])
        if not controller.pick_move(action):
            pytest.fail(f"could not choose {action}")
        if not controller.awaiting_confirm() and controller.narrowing() is not None:
            assert controller.confirm_choice()
    assert controller.is_over()
    assert controller.session.state.phase is Phase.OVER
    assert controller.session.outcome() is not None


def test_two_humans_and_a_bot_play_to_the_end_and_the_cards_shown_are_the_viewers_own(qtbot):
    controller, board = make(qtbot, session_of("hhr", seed=12))
    rng = bot_random("br-two-humans", 0)
    for _ in range(4000):
        if controller.is_over():
            break
        if controller.awaiting_confirm():
            assert controller.confirm_turn()
            continue
        viewer = controller.viewer()
        shown = {int(c.piece_id.split(":")[1]) for c in board.cards.cards}
        if viewer is None:
            assert shown == set()
        else:
            state = controller.session.state
            top = state.pending[-1] if state.pending else None
            own = set(state.seats[viewer].hand)
            if top is not None and top.kind == "draft":
                own |= set(top.offers[viewer])
            assert shown <= own
        take_screen(controller)
        seat = controller.acting_human()
        if seat is None:
            qtbot.waitUntil(
                lambda: (
                    controller.acting_human() is not None
                    or controller.handoff_seat() is not None
                    or controller.is_over()
                ),
                timeout=20000,
            )
            continue
        assert controller.play(rng.choice(controller.legal_for(seat)))
    assert controller.is_over()


def test_a_whole_game_in_japanese_shows_no_english_word_and_no_raw_id(qtbot):
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    manager = LanguageManager(app)
    assert manager.set_language("ja")
    try:
        seats = [Seat(name=JA_NAMES[0]), Seat(name=JA_NAMES[1], kind="bot", level="random")]
        session = Session(GAME, BrOptions(players=2), 6, seats)
        controller, board = make(qtbot, session)
        rng = bot_random("br-ja", 0)
        texts: list[str] = []
        for _ in range(3000):
            if controller.is_over():
                break
            if controller.awaiting_confirm():
                assert controller.confirm_turn()
                continue
            seat = controller.acting_human()
            if seat is None:
                qtbot.waitUntil(
                    lambda: controller.acting_human() is not None or controller.is_over(),
                    timeout=20000,
                )
                continue
            texts += [prompt_text(controller), board.choices.status.text()]
            texts += [w for _, w in controller.actions_in_words(seat)]
            texts += [c.name.text() + c.detail.text() + c.effect.text() for c in board.cards.cards]
            for label, value in controller.player_summary(seat):
                texts += [controller.engine_text(label), controller.engine_text(value)]
            assert controller.play(rng.choice(controller.legal_for(seat)))
        assert controller.is_over()
        for entry in controller.log_entries():
            texts += [entry.heading, entry.text, *entry.events]
        latin = re.compile(r"[A-Za-z]{2,}")
        bad = sorted({t for t in texts if RAW.search(t) or set(latin.findall(t)) - {"STR"}})
        assert bad == []
        assert sum("が" in t for t in texts) > 50  # the game was played in Japanese
    finally:
        manager.set_language("en")


def test_a_bots_invasion_drops_its_figure_into_the_village(qtbot):
    session = session_of("hr", seed=4)
    skip_draft(session)
    controller, _ = make(qtbot, session)
    controller.set_bot_delay(40)
    scene = controller.scene()
    seen: list[tuple[str, list[str]]] = []

    def watch() -> None:
        if controller.session.actions:
            seen.append((controller.session.actions[-1].kind, scene.arrivals.running()))

    controller.state_changed.connect(watch)
    for _ in range(40):
        if any(kind in ("invade", "march") and keys for kind, keys in seen):
            break
        take_screen(controller)
        seat = controller.acting_human()
        if seat is None:
            qtbot.waitUntil(
                lambda: controller.acting_human() is not None or controller.is_over(),
                timeout=20000,
            )
            continue
        legal = controller.legal_for(seat)
        action = next((a for a in legal if a.kind == "invade"), legal[0])
        assert controller.play(action)
    animated = [keys for kind, keys in seen if kind in ("invade", "march") and keys]
    assert animated
    scene.arrivals.finish()
    assert all(f.isVisible() for p in scene.provinces for f in p.figures)
