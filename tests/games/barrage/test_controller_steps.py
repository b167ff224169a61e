"""Issue 8 §3: steps that behave the same way every time.

The prompt header names the step in progress; a drag continues what the panel or the move
list chose; every action waits for Confirm (which also ends the turn); the move list has one
distinct line per action with what it changes; refused drops say why; a preview before
Confirm. Drives the controller's drop handlers and slots directly (STYLE.md §6).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pytest
from PySide6.QtWidgets import QApplication, QWidget

from app.engine.phrases import plain
from app.engine.session import Seat, Session
from app.engine.text import render
from app.games.barrage import GAME
from app.games.barrage.actions import BuyMachinery, Construct, ManageWater, Produce, TurnWheel
from app.games.barrage.controller import BarrageBoard, BarrageController
from app.games.barrage.model import BarrageOptions, DamState
from app.games.barrage.view.narrowing import Narrowing
from app.games.barrage.view.preview import preview
from app.games.barrage.view.refusal import refusal
from app.games.barrage.view.stepview import header
from app.shell.language import LanguageManager
from app.ui.widgets.moves import LegalMovesPanel
from app.ui.widgets.prompt import prompt_text
from tests.textcheck import assert_clean

if TYPE_CHECKING:
    from collections.abc import Iterator

    from app.engine.game import PlayerId

pytestmark = pytest.mark.gui

_KEEP: list[QWidget] = []
"""Parents of the boards made here, alive until the end of the module."""
_LATIN = re.compile(r"[A-Za-z]{2,}")


@pytest.fixture
def japanese() -> Iterator[None]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    manager = LanguageManager(app)
    assert manager.set_language("ja")
    yield
    manager.set_language("en")


def _start(qtbot, session: Session) -> tuple[BarrageController, BarrageBoard]:
    controller = BarrageController(session)
    parent = QWidget()
    qtbot.addWidget(parent)
    board = controller.create_board(parent)
    assert isinstance(board, BarrageBoard)
    _KEEP.append(parent)
    controller.start()
    return controller, board


def make(qtbot, players: int = 2, seed: int = 4) -> tuple[BarrageController, BarrageBoard]:
    """A started hot-seat game of humans with its board widget."""
    names = ["Anna", "Bea", "Carl", "Dora"][:players]
    session = Session(GAME, BarrageOptions(players=players), seed, [Seat(name=n) for n in names])
    return _start(qtbot, session)


def production_ready(conduit_owner: int | None = None) -> Session:
    """The first seat owns a dam with 3 drops (B1U) and the powerhouse P5_0; C1R is built."""
    session = Session(GAME, BarrageOptions(players=2), 4, [Seat(name="Anna"), Seat(name="Bea")])
    state = session.state
    seat = state.turn_order[0]
    dams = list(state.dams)
    dams[0] = DamState(owner=seat, level=1, drops=3)
    conduits = list(state.conduits)
    conduits[1] = seat if conduit_owner is None else conduit_owner
    powerhouses = list(state.powerhouses)
    powerhouses[0] = seat
    session.snapshots[-1] = state.model_copy(
        update={"dams": dams, "conduits": conduits, "powerhouses": powerhouses}
    )
    return session


# -- the header names the step ----------------------------------------------------------------
def test_the_header_states_the_step_in_progress(qtbot):
    controller, board = make(qtbot)
    seat = controller.acting_human()
    assert seat is not None
    assert "place engineers" in prompt_text(controller)
    assert controller.drop_piece("engineer", f"cbuild:{seat}")
    text = prompt_text(controller)
    assert "place engineers" not in text
    assert "Choose the technology tile" in text
    assert "Construction" in text
    assert text.startswith("Anna")
    assert controller.click_target(f"tile:{seat}:base")
    assert "Choose where to build" in prompt_text(controller)
    assert controller.click_target("map:B1L")
    # the move is in the choice panel; the prompt says what to do, not the move again
    assert prompt_text(controller) == "Anna: confirm the move below or go back"
    assert "Construction" not in prompt_text(controller)
    assert board.choices.confirm.isEnabled()
    assert controller.back()
    assert "Choose where to build" in prompt_text(controller)
    controller.cancel_choice()
    assert "place engineers" in prompt_text(controller)


def test_the_header_in_japanese(qtbot, japanese):
    controller, _ = make(qtbot)
    seat = controller.acting_human()
    assert controller.drop_piece("engineer", f"cbuild:{seat}")
    text = plain(prompt_text(controller))
    assert "技術タイル" in text or "タイル" in text, text
    assert not _LATIN.findall(text.replace("Anna", "")), text
    assert controller.click_target(f"tile:{seat}:base")
    assert controller.click_target("map:B1L")
    confirm = plain(prompt_text(controller))
    assert "確定" in confirm
    assert not _LATIN.findall(confirm.replace("Anna", "")), confirm


def test_header_texts_are_clean_in_both_languages():
    state = GAME.setup(BarrageOptions(players=2), 4)

    seat = sorted(GAME.to_act(state))[0]
    narrow = Narrowing(GAME.legal_actions(state, seat))
    assert header(narrow, seat) is None
    narrow.choose("where", "mgmt:workshop_r1")
    confirm = header(narrow, seat)
    assert confirm is not None
    assert_clean([confirm])


# -- a drag continues the choice ---------------------------------------------------------------
def test_a_drag_after_picking_the_tile_does_not_ask_for_it_again(qtbot):
    controller, _ = make(qtbot)
    seat = controller.acting_human()
    assert seat is not None
    assert controller.drop_piece("engineer", f"cbuild:{seat}")
    assert controller.click_target(f"tile:{seat}:base")  # the panel's "dam base"
    assert controller.drop_piece("base", "map:B5U")
    narrow = controller.narrowing()
    assert narrow is not None
    assert ("tile", ("base", None)) in narrow.chosen
    step = narrow.next_step()
    assert step is None or step.key != "tile"
    while (step := narrow.next_step()) is not None:  # a payment, if the seat has a choice
        assert controller.choose(step.key, step.values[0])
    action = narrow.action()
    assert isinstance(action, Construct)
    assert (action.tile, action.structure, action.space) == ("base", "base", "B5U")
    assert controller.confirm_choice()
    assert controller.session.actions[-1] == action


def test_a_drag_after_the_move_list_keeps_the_list_choice(qtbot):
    controller, _ = make(qtbot)
    seat = controller.acting_human()
    assert seat is not None
    listed = next(
        a
        for a in controller.legal_for(seat)
        if isinstance(a, Construct) and a.tile == "joker" and a.structure == "base"
    )
    assert controller.pick_move(listed)
    assert controller.session.actions == []
    # drag a base elsewhere: the joker tile chosen in the list stays
    target = next(
        a.space
        for a in controller.legal_for(seat)
        if isinstance(a, Construct) and a.structure == "base" and a.space != listed.space
    )
    assert controller.drop_piece("base", f"map:{target}")
    narrow = controller.narrowing()
    assert narrow is not None
    assert ("tile", ("joker", None)) in narrow.chosen
    assert ("location", target) in narrow.chosen


def test_a_drag_on_another_action_starts_over(qtbot):
    controller, _ = make(qtbot)
    seat = controller.acting_human()
    assert controller.drop_piece("engineer", f"cbuild:{seat}")
    assert controller.click_target(f"tile:{seat}:base")
    assert controller.drop_piece("engineer", "mgmt:workshop_r1")
    narrow = controller.narrowing()
    assert narrow is not None
    assert narrow.chosen == [("where", "mgmt:workshop_r1")]


# -- every action ends with Confirm ------------------------------------------------------------
def test_single_actions_wait_for_confirm_from_the_board_and_the_list(qtbot):
    controller, board = make(qtbot)
    seat = controller.acting_human()
    assert seat is not None
    panel = LegalMovesPanel(controller)
    qtbot.addWidget(panel)
    rows = panel.actions()
    wheel = rows.index(TurnWheel(player=seat, space="workshop_r1"))
    excavator = next(
        i
        for i, a in enumerate(rows)
        if isinstance(a, BuyMachinery) and (a.excavators, a.mixers) == (1, 0)
    )
    # the list: a row makes its choices and waits, like the board
    assert panel.play_row(excavator)
    assert controller.session.actions == []
    assert board.choices.confirm.isEnabled()
    assert "Confirm" in board.choices.prompt.text()
    assert panel.play_row(wheel)
    assert controller.session.actions == []
    assert controller.narrowing().action() == rows[wheel]  # type: ignore[union-attr]
    # the same row again (Enter twice) is Confirm
    assert panel.play_row(wheel)
    assert controller.session.actions == [rows[wheel]]
    # Confirm ended the turn: nothing waits for a second confirmation
    assert not controller.awaiting_confirm()
    assert controller.acting_human() != seat


def test_a_click_on_a_single_action_space_waits_for_confirm(qtbot):
    controller, board = make(qtbot)
    assert controller.click_target("mgmt:workshop_r1")
    assert controller.session.actions == []
    assert board.choices.confirm.isEnabled()
    board.choices.confirm.click()
    assert len(controller.session.actions) == 1


# -- the move list -----------------------------------------------------------------------------
def test_move_list_lines_are_distinct_and_say_what_they_change(qtbot):
    controller, _ = make(qtbot)
    seat = controller.acting_human()
    assert seat is not None
    lines = controller.actions_in_words(seat)
    words = [w for _, w in lines]
    assert len(set(words)) == len(words)
    # each row is the move's log line: what it changes, before → after (issue 18 §1)
    p = controller.session.state.seats[seat]
    wheel = dict(lines)[TurnWheel(player=seat, space="workshop_r1")]
    assert f"engineers {p.engineers} → {p.engineers - 1}" in wheel
    contracts = [w for a, w in lines if a.kind == "take_contracts"]
    assert all(f"engineers {p.engineers} → " in w for w in contracts)
    red = [w for a, w in lines if a.kind == "take_contracts" and a.space == "contract_oc"]
    assert red
    assert all(f"credits {p.credits} → {p.credits - 3}" in w for w in red)


def test_move_list_lines_in_japanese(qtbot, japanese):
    controller, _ = make(qtbot)
    seat = controller.acting_human()
    assert seat is not None
    words = [plain(w) for _, w in controller.actions_in_words(seat)]
    assert len(set(words)) == len(words)
    for line in words:
        assert not [w for w in _LATIN.findall(line) if w not in {"VP", "Anna"}], line
    p = controller.session.state.seats[seat]
    assert any(f"技術者{p.engineers}→{p.engineers - 1}" in w for w in words)


# -- refusals say why ----------------------------------------------------------------------------
def test_refused_drops_say_why(qtbot):
    controller, _ = make(qtbot)
    seat = controller.acting_human()
    assert seat is not None
    said: list[str] = []
    controller.action_rejected.connect(said.append)
    assert not controller.drop_piece("engineer", "mgmt:turbine_b2")
    assert "no powerhouse" in said[-1]
    assert not controller.drop_piece("engineer", "mgmt:machinery_a")  # a 4-player space
    assert "not used with 2 players" in said[-1]
    assert not controller.drop_piece("engineer", "map:B5U")
    assert "action spaces" in said[-1]
    assert not controller.drop_piece("base", "mgmt:bank")
    assert "on the map" in said[-1]
    assert not controller.drop_piece("conduit", "map:B5U")
    # credits: take them away
    state = controller.session.state
    seats = list(state.seats)
    seats[seat] = seats[seat].model_copy(update={"credits": 1})
    controller.session.snapshots[-1] = state.model_copy(update={"seats": seats})
    controller.state_changed.emit()
    assert not controller.drop_piece("engineer", "mgmt:workshop_r3")
    assert "5 credits" in said[-1]
    assert "1 credit" in said[-1]
    assert all("no legal action starts there" not in s for s in said)


def test_a_taken_dam_space_says_it_is_built(qtbot):
    session = production_ready()
    controller, _ = _start(qtbot, session)
    said: list[str] = []
    controller.action_rejected.connect(said.append)
    assert not controller.drop_piece("base", "map:B1U")
    assert "already built" in said[-1]


def test_refusal_texts_are_clean_in_both_languages():
    state = production_ready(conduit_owner=1).state
    seat = state.turn_order[0]
    texts = [
        refusal(GAME, state, seat, piece, target)
        for piece, target in (
            ("engineer", "mgmt:machinery_a"),
            ("engineer", "map:B1U"),
            ("engineer", f"cbuild:{1 - seat}"),
            ("base", "mgmt:bank"),
            ("base", "map:B1U"),
            ("conduit", "map:C1R"),
            ("powerhouse", "map:P5_0"),
        )
    ]
    empty = GAME.setup(BarrageOptions(players=2), 4)
    texts.append(refusal(GAME, empty, seat, "engineer", "mgmt:turbine_b2"))
    assert assert_clean(texts) == len(set(texts))


# -- the preview -------------------------------------------------------------------------------
def test_production_preview_shows_the_path_energy_fee_and_contract(qtbot):
    session = production_ready(conduit_owner=None)
    state = session.state
    seat = state.turn_order[0]
    other = 1 - seat
    conduits = list(state.conduits)
    conduits[1] = other  # Bea's conduit: Anna pays her a credit per drop
    session.snapshots[-1] = state.model_copy(update={"conduits": conduits})
    controller, board = _start(qtbot, session)
    assert controller.drop_piece("engineer", "mgmt:turbine_b2")
    assert controller.choose("drops", 2)
    action = controller.narrowing().action()  # type: ignore[union-attr]
    assert isinstance(action, Produce)
    text = board.choices.prompt.text()
    assert "Water: basin 1" in text
    assert "→" in text
    assert "Energy made: 10 energy" in text  # 4 x 2 drops, +2 of the space
    # the fee and the owner's VP, as the engine moves them (issue 37 §5)
    assert "You pay 2 credits to Bea for the conduit, and Bea also scores 2 VP" in text
    # and the changes line has them too, with the same numbers (issue 35)
    assert "Changes: credits −2, engineers −2, energy +10, Bea's credits +2 and Bea's VP +2" in text
    assert "Contract" in text
    lit = set(controller.scene().highlighted())
    assert {"map:B1U", "map:C1R", "map:P5_0"} <= lit
    lines = preview(GAME, controller.session.state, action)
    assert_clean(lines, allowed_latin={"VP"})


def test_water_and_construction_previews(qtbot):
    controller, board = make(qtbot)
    seat = controller.acting_human()
    assert seat is not None
    legal = controller.legal_for(seat)
    state = controller.session.state
    water = next(a for a in legal if isinstance(a, ManageWater) and len(set(a.headstreams)) == 1)
    lines = preview(GAME, state, water)
    assert lines
    assert "water flow phase" in render(lines[0])
    build = next(a for a in legal if isinstance(a, Construct) and a.structure == "base")
    shown = preview(GAME, state, build)
    assert "will hold up to 1 drop" in render(shown[0])
    texts = list(lines) + list(shown)
    for structure in ("conduit", "powerhouse"):
        other = next(
            (a for a in legal if isinstance(a, Construct) and a.structure == structure), None
        )
        if other is not None:
            texts += preview(GAME, state, other)
    assert_clean(texts)
    # the board lights the dam the drops will reach
    into = next(
        a
        for a in legal
        if isinstance(a, ManageWater) and "into basin" in render(preview(GAME, state, a)[0])
    )
    assert controller.pick_move(into)
    assert "map:B6L" in controller.scene().highlighted()
    assert controller.pick_move(build)
    assert "Preview:" in board.choices.prompt.text()
    assert "will hold up to" in board.choices.prompt.text()


def test_refused_drops_say_why_in_japanese(qtbot, japanese):
    controller, _ = make(qtbot)
    said: list[str] = []
    controller.action_rejected.connect(said.append)
    assert not controller.drop_piece("engineer", "mgmt:turbine_b2")
    assert "発電所がありません" in plain(said[-1])
    assert not controller.drop_piece("engineer", "mgmt:machinery_a")
    assert "2人プレイ" in plain(said[-1])
    for text in said:
        assert not _LATIN.findall(text), text
    # the hover hint while dragging says the same
    assert controller.can_drop("engineer", "mgmt:turbine_b2") == said[0]


def test_a_tile_clicked_first_starts_the_construction_and_a_drag_continues_it(qtbot):
    controller, _ = make(qtbot)
    seat = controller.acting_human()
    assert seat is not None
    assert controller.click_target(f"tile:{seat}:base")
    narrow = controller.narrowing()
    assert narrow is not None
    assert narrow.chosen == [("where", f"cbuild:{seat}"), ("tile", ("base", None))]
    assert "Construction" in prompt_text(controller)
    assert controller.drop_piece("base", "map:B5U")
    assert ("tile", ("base", None)) in narrow.chosen
    assert ("location", "B5U") in narrow.chosen


# -- a refused item of a move under way says why it cannot serve that move (issue 35) --------
def _why(controller: BarrageController, seat: PlayerId, target: str) -> str:
    why = controller.target_refusal(seat, target)
    assert why is not None
    return why if isinstance(why, str) else render(why)


def test_a_tile_refused_at_the_chosen_space_says_why_there(qtbot):
    controller, _ = make(qtbot)
    seat = controller.acting_human()
    assert seat is not None
    assert controller.drop_piece("base", "map:B5U")
    narrow = controller.narrowing()
    assert narrow is not None
    step = narrow.next_step()
    assert step is not None
    assert step.key == "tile"
    said = {
        tgt: _why(controller, seat, tgt)
        for tgt in (f"tile:{seat}:conduit", f"tile:{seat}:elevation", f"struct:{seat}:elevation")
    }
    # with the move under way named (issue 35)
    conduit = said[f"tile:{seat}:conduit"]
    assert conduit == "a conduit cannot be built on basin 5 left dam (your move: Construction)"
    for text in said.values():
        assert "basin 5 left dam" in text  # the space chosen, not some other one
        assert "mixers" not in text


def test_a_conduit_refused_for_the_chosen_dam_says_why(qtbot):
    session = production_ready()
    state = session.state
    seat = state.turn_order[0]
    conduits = list(state.conduits)
    conduits[2] = seat  # a conduit of basin 2: it does not start at the dam of basin 1
    session.snapshots[-1] = state.model_copy(update={"conduits": conduits})
    controller, _ = _start(qtbot, session)
    assert controller.drop_piece("engineer", "mgmt:turbine_b2")
    narrow = controller.narrowing()
    assert narrow is not None
    step = narrow.next_step()
    if step is not None and step.key == "dam":
        assert controller.click_target("map:B1U")
    assert {a.dam for a in narrow.remaining()} == {"B1U"}
    other = _why(controller, seat, "map:C2L")
    assert "does not start at basin 1 left dam" in other, other
    assert "joker" not in other
    assert _why(controller, seat, "map:C1L") == (
        "no conduit is built on basin 1 left conduit"
        " (your move: Turbine station: produce +2 · 2 engineers)"
    )
