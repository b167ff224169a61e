"""Blood Rage moves made by clicks alone: a figure on the map, an upgrade card's slot.

Found by the mouse-only game (`test_mouse_only.py`): a click on a movable figure used to be a
drop on its own province (refused, so the next click on a province started another move),
and an upgrade card clicked in the hand asked for its slot on the map tab, with no slot lit.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from app.games.blood_rage.actions import pass_turn, upgrade
from app.games.blood_rage.view.mapitems import ProvinceItem
from tests.games.blood_rage.builders import card, make_state, province
from tests.games.blood_rage.gui import make, session_of
from tests.guikit import take_screen

if TYPE_CHECKING:
    from app.engine.session import Session
    from app.ui.board.view import BoardView

pytestmark = pytest.mark.gui

BOARD: dict[str, Any] = {"phase": "action", "first_player": 0, "destroyed": ["utgard", "andlang"]}


def click(view: BoardView, at: QPointF) -> None:
    """A press and a release of the left button at scene point `at`, as the mouse makes them."""
    viewport = view.viewport()
    pos = QPointF(view.mapFromScene(at))
    for kind, buttons in (
        (QEvent.Type.MouseButtonPress, Qt.MouseButton.LeftButton),
        (QEvent.Type.MouseButtonRelease, Qt.MouseButton.NoButton),
    ):
        event = QMouseEvent(
            kind,
            pos,
            QPointF(viewport.mapToGlobal(pos.toPoint())),
            Qt.MouseButton.LeftButton,
            buttons,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(viewport, event)


def with_state(session: Session, **spec: Any) -> Session:
    """`session` started from the position `spec` describes (`builders.make_state`)."""
    session.snapshots[-1] = make_state(2, **BOARD, **spec)
    return session


def test_a_click_on_a_figure_selects_it_and_a_click_on_a_province_marches_it(qtbot):
    session = with_state(session_of("hh"), figures={"gimle": {"0": ["warrior"]}})
    controller, board = make(qtbot, session)
    assert take_screen(controller) == 0
    board.show_tab("board")
    scene = controller.scene()
    gimle = scene.provinces[province("gimle")]
    figure = gimle.figures[0]
    assert figure.movable
    refused: list[str] = []
    controller.action_rejected.connect(refused.append)
    click(board.view, figure.scenePos())
    assert refused == []  # no drop on its own province
    assert scene.selected_piece() == figure.item_id  # in the hand, its targets lit
    lit = scene.highlighted()
    assert lit
    assert f"province:{gimle.province}" not in lit
    click(board.view, gimle.figures[0].scenePos())  # a second click puts it back
    assert scene.selected_piece() is None
    click(board.view, gimle.figures[0].scenePos())
    target = scene.item_for(sorted(lit)[0])
    assert isinstance(target, ProvinceItem)
    click(board.view, target.token_box.sceneBoundingRect().center())
    narrow = controller.narrowing()
    assert narrow is not None
    action = narrow.action()
    assert action is not None
    assert (action.kind, action.source, f"province:{action.to}") == (
        "march",
        gimle.province,
        sorted(lit)[0],
    )
    assert refused == []


def test_an_upgrade_card_clicked_brings_up_its_lit_slots(qtbot):
    session = with_state(
        session_of("hh"), hands={"0": ["a1.thors_glory"]}, upgrades={"0": ["a1.lokis_domain"]}
    )
    controller, board = make(qtbot, session)
    assert take_screen(controller) == 0
    assert board.current_tab() == "board"
    assert controller.click_card(f"card:{card('a1.thors_glory')}")
    assert board.current_tab() == "clans"  # the slot is asked: the clan sheets come up
    scene = controller.scene()
    assert scene.highlighted() == {"slot:0:clan:0", "slot:0:clan:1", "slot:0:clan:2"}
    assert not controller.click_target("slot:1:clan:0")  # Bea's sheet is not Anna's
    assert not controller.click_target("slot:0:monster:0")  # nor a monster's slot
    assert controller.click_target("slot:0:clan:0")
    narrow = controller.narrowing()
    assert narrow is not None
    assert narrow.action() == upgrade(0, card("a1.thors_glory"), card("a1.lokis_domain"))
    assert controller.confirm_choice()
    assert board.current_tab() == "board"  # the map comes back after the move


def test_the_slot_is_asked_once_a_user_back_on_the_map_stays_there(qtbot):
    session = with_state(
        session_of("hh"), hands={"0": ["a1.thors_glory"]}, upgrades={"0": ["a1.lokis_domain"]}
    )
    controller, board = make(qtbot, session)
    take_screen(controller)
    assert controller.click_card(f"card:{card('a1.thors_glory')}")
    board.tabs.setCurrentIndex(0)  # the user clicks the map's tab
    controller.changed()  # any redraw
    assert board.current_tab() == "board"
    assert controller.back()
    assert board.current_tab() == "board"


def test_the_card_row_keeps_every_card_in_place_when_the_same_cards_are_shown_again(qtbot):
    """A click on the last card redraws the panels: every card stays where it was, whole
    (mouse-only play found the row jumping back to the first card; issue 36 §3: it scrolled)."""
    controller, board = make(qtbot, session_of("hbb"))
    board.resize(905, 690)
    parent = board.parentWidget()
    assert parent is not None
    parent.show()
    board.show_tab("board")  # the strip under the board holds the hand while the map is up
    row = board.cards
    qtbot.waitUntil(lambda: len(row.cards) == 8)
    qtbot.wait(10)
    before = [(c.piece_id, c.geometry()) for c in row.cards]
    last = row.cards[-1].piece_id
    assert controller.click_card(last)  # selects it: the panels are drawn again
    qtbot.wait(10)
    assert row.cards[-1].piece_id == last
    assert row.cards[-1].selected
    assert [(c.piece_id, c.geometry()) for c in row.cards] == before
    port = row.viewport().rect()
    assert all(port.contains(c.geometry()) for c in row.cards)


def test_a_click_where_nothing_can_be_done_says_so(qtbot):
    """A click on a destroyed province (seed 003 「ゲームの準備」: nothing may enter it) during
    the human's turn is refused with words (a silent click reads as a broken board): the
    engine's reason (issue 35 §1), not the generic line."""
    session = with_state(session_of("hh"), figures={"gimle": {"0": ["warrior"]}})
    controller, board = make(qtbot, session)
    assert take_screen(controller) == 0
    refusals: list[str] = []
    controller.action_rejected.connect(refusals.append)
    utgard = f"province:{province('utgard')}"
    board.scene.target_clicked.emit(utgard)
    assert len(refusals) == 1
    assert refusals[0] == "Utgard is destroyed"
    narrow = controller.narrowing()
    assert narrow is not None
    assert narrow.chosen == []  # nothing was chosen by the click
    controller.shutdown()


def test_a_click_during_a_bots_turn_is_silent(qtbot):
    """While a bot is to move, clicks on the board are not the human's moves: no refusal."""
    session = with_state(session_of("bh"), figures={"gimle": {"1": ["warrior"]}})
    controller, board = make(qtbot, session)
    controller.set_bot_delay(10_000)  # the bot's move waits: it is still the bot's turn
    refusals: list[str] = []
    controller.action_rejected.connect(refusals.append)
    assert controller.acting_human() is None
    board.scene.target_clicked.emit(f"province:{province('gimle')}")
    assert refusals == []
    controller.shutdown()


def test_the_volur_witch_question_at_ragnarok_is_answered_by_clicks(qtbot):
    """RULES.md C17: at Ragnarök her owner is asked (the card's "may"); the choice panel lists
    fleeing and declining, and a row then Confirm answers it."""
    session = session_of("hhh")
    session.snapshots[-1] = make_state(
        3,
        age=3,
        first_player=0,
        phase="action",
        destroyed=["utgard", "andlang"],
        ragnarok=["gimle", "horgr", "elvagar"],
        rage=[1, 0, 0],
        upgrades={"0": ["a3.volur_witch.3p"]},
        figures={"elvagar": {"0": ["volur_witch"]}},
    )
    controller, board = make(qtbot, session)
    assert take_screen(controller) == 0
    assert controller.play(pass_turn(0))
    take_screen(controller)
    assert controller.acting_human() == 0
    assert "Ragnarök will destroy her province" in board.choices.prompt.text()
    values = board.choices.values()
    assert sorted(board.choices.choices()) == ["Anna declines", "Anna uses Volur Witch"]
    assert sorted(values) == ["decision:decline", "decision:use_card"]
    board.choices.choose_row(values.index("decision:decline"))
    assert controller.confirm_choice()
    state = controller.session.state
    assert state.seats[0].glory == 4  # she died at Age 3's Ragnarök
    controller.shutdown()


HORNS_FULL: dict[str, Any] = {
    "rage": [6, 0],
    "figures": {"gimle": {"0": ["warrior", "warrior", "warrior"]}, "muspelheim": {"0": ["leader"]}},
}
"""Anna has 4 figures on the board: her Horns (4) allow no fifth."""


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_warrior_then_a_province_says_why_the_invasion_is_refused(qtbot, lang):
    """Issue 35: a warrior clicked at the Horns limit, then a province, was read as a pillage
    of that province ("no figure of yours in Horgr"); the intent is an invasion."""
    from app.engine.phrases import plain
    from app.games.blood_rage.texts import province_text
    from app.shell.language import LanguageManager
    from app.ui.i18n import show
    from tests.clickwalk import click_pair

    session = with_state(session_of("hh"), **HORNS_FULL)
    controller, _ = make(qtbot, session)
    assert take_screen(controller) == 0
    horgr = province("horgr")
    assert horgr not in (province("gimle"), province("muspelheim"))
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    manager = LanguageManager(app)
    assert manager.set_language(lang)
    try:
        narrowed, said = click_pair(controller, "reserve:warrior", f"province:{horgr}")
        name = plain(show(province_text(horgr), []))
    finally:
        manager.set_language("en")
    said = [plain(x) for x in said]
    assert not narrowed
    assert len(said) == 2  # the warrior's refusal, then the click on Horgr's
    horns = {"en": "Horns allow 4 figures", "ja": "指揮値により盤上に置けるフィギュアは4体まで"}
    assert horns[lang] in said[0]
    assert horns[lang] in said[1]
    assert {"en": "Invade with a Warrior", "ja": "侵略"}[lang] in said[1]
    assert name in said[1]
    assert {"en": "no figure", "ja": "フィギュアがいません"}[lang] not in said[1]
    # a later click on the province alone is that province's own (a pillage there)
    _, again = click_pair(controller, "reserve:none", f"province:{horgr}")
    assert again
    assert "Invade" not in again[-1]


def test_a_greyed_warrior_at_the_horns_limit_says_why_on_click_and_in_its_tooltip(qtbot):
    """s52 111/157: the stock's warriors went grey at the Horns limit; a click on the button and
    its tooltip both name the rule and the number (only warriors left, as in the game)."""
    spec = {
        "rage": [6, 0],
        "figures": {"gimle": {"0": ["warrior", "warrior"]}, "muspelheim": {"0": ["leader"]}},
        "ships": {"east": {"0": ["ship"]}},
    }
    session = with_state(session_of("hh"), **spec)
    controller, board = make(qtbot, session)
    assert take_screen(controller) == 0
    said: list[str] = []
    controller.action_rejected.connect(said.append)
    assert list(board.stock.buttons) == ["warrior"]
    button = board.stock.buttons["warrior"]
    assert not button.is_usable()
    assert "Horns allow 4 figures" in button.toolTip()
    assert "Horns allow 4 figures" in button.greyed_tip()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert said
    assert "Horns allow 4 figures" in said[-1]
    controller.shutdown()
