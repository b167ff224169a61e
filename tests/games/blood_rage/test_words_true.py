"""Blood Rage lines that said something untrue or clumsy (issue 35 §3)."""

from __future__ import annotations

import pytest

from app.engine.text import Seat, render
from app.games.blood_rage import GAME
from app.games.blood_rage.texts import card_text, t
from app.ui.widgets.prompt import prompt_text
from tests.games.blood_rage.builders import card
from tests.games.blood_rage.gui import make, play_random, session_of
from tests.guikit import take_screen

pytestmark = pytest.mark.gui


def test_the_draft_prompt_names_whose_pick_it_is(qtbot):
    controller, _ = make(qtbot, session_of("hh"))
    take_screen(controller)
    seat = controller.acting_human()
    assert seat is not None
    name = controller.seat_name(seat)
    assert prompt_text(controller).startswith(f"{name}: pick ")
    engine = str(GAME.prompt(controller.session.state))
    assert engine.startswith("Player 1 and Player 2: pick ")


def test_the_hand_line_says_one_card():
    assert render(t("ui.hand.in_row", n=1), "en").startswith("Your hand (1 card) ")
    assert render(t("ui.hand.in_tab", n=2), "en").startswith("Your hand (2 cards) ")


def test_move_lines_say_the_rage_once_and_a_quest_by_its_name(qtbot):
    controller, _ = make(qtbot, session_of("hh"))
    for _ in range(12):
        if controller.session.state.phase.value == "action":
            break
        play_random(controller, qtbot, 1, seed="words")
    assert controller.session.state.phase.value == "action"
    take_screen(controller)
    seat = controller.acting_human()
    assert seat is not None
    lines = [words for _, words in controller.actions_in_words(seat)]
    costly = [line for line in lines if "costs" in line]
    assert costly  # invading and marching cost Rage
    assert not [line for line in costly if "(Rage −" in line]
    assert not [line for line in lines if "quest Quest" in line]


def test_a_committed_quest_is_named_once():
    line = t("ui.move.quest", who=Seat(0), card=card_text(card("a1.quest_glorious_death")))
    assert render(line, "en") == "Player 1 commits Quest: Glorious Death face down"


def test_a_monster_upgrade_says_it_is_a_monster():
    """Issue 35: a monster card is named after its monster, so "Anna upgrades with Dwarf
    Chieftain" (「ドワーフの族長でアップグレード」, read as the clan's Leader) never said
    "Monster"; the family label read "Monster" where the others read "… upgrade" (seed 003
    「●カード」: 「怪物強化」)."""
    from app.engine.game import PlayerId
    from app.games.blood_rage.actions import Upgrade
    from app.games.blood_rage.texts import card_detail

    names = ["Anna", "Bea"]
    chief = card("a1.dwarf_chieftain")
    line = Upgrade(player=PlayerId(0), card=chief).text()
    assert render(line, "en", names) == "Anna upgrades with Dwarf Chieftain (monster upgrade)"
    assert render(line, "ja", names) == "Annaがドワーフの族長（怪物強化）でアップグレード"
    swap = Upgrade(player=PlayerId(0), card=chief, replaces=card("a1.troll")).text()
    assert render(swap, "en", names) == (
        "Anna upgrades with Dwarf Chieftain (monster upgrade), discarding Troll"
    )
    assert render(card_detail(chief), "en").startswith("Monster upgrade · ")
    plain = Upgrade(player=PlayerId(0), card=card("a2.lord_of_axes")).text()
    assert render(plain, "en", names) == "Anna upgrades with Lord of Axes"
