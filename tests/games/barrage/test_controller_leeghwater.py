"""The Leeghwater Project on the Barrage board (issue 11 "Board", pytest-qt).

An external work and a private building built and used through the board (drops, clicks, the
choice panel and Confirm), refusals with the engine's reasons, the preview before Confirm, the
tab and its items, the round summary and log showing the refill of the external works. Drives
the controller's drop handlers and slots directly (STYLE.md §6).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pytest
from PySide6.QtWidgets import QApplication, QWidget

from app.engine.phrases import plain
from app.engine.rng import bot_random
from app.engine.session import Seat, Session
from app.engine.setupcode import decode
from app.games.barrage import GAME
from app.games.barrage.controller import BarrageBoard, BarrageController
from app.games.barrage.model import BarrageOptions
from app.games.barrage.printing import layout
from app.games.barrage.view.items import SpaceItem
from app.games.barrage.view.labels import option_label
from app.games.barrage.view.narrowing import Narrowing, steps_of
from app.shell.language import LanguageManager
from app.ui.widgets.prompt import prompt_text
from tests.games.barrage.test_printing import _texts

if TYPE_CHECKING:
    from collections.abc import Iterator

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


def make(qtbot, players: int = 2, seed: int = 4) -> tuple[BarrageController, BarrageBoard]:
    """A started hot-seat game with the expansion (introductory: actions at once).

    Seed 4, 2 players: Anna (seat 0) starts with 6 excavators, 4 mixers, 6 credits and the
    building tile; external works A5, A2, A1; buildings control station, loan agency,
    research lab, robot factory, wind farm.
    """
    names = ["Anna", "Bea", "Carl", "Dora"][:players]
    options = BarrageOptions(players=players, leeghwater=True)
    session = Session(GAME, options, seed, [Seat(name=n) for n in names])
    controller = BarrageController(session)
    parent = QWidget()
    qtbot.addWidget(parent)
    board = controller.create_board(parent)
    assert isinstance(board, BarrageBoard)
    _KEEP.append(parent)
    controller.start()
    return controller, board


def item(controller: BarrageController, item_id: str) -> SpaceItem:
    found = controller.scene().item_for(item_id)
    assert isinstance(found, SpaceItem), item_id
    return found


def finish(controller: BarrageController) -> None:
    """Take the first value of every remaining step, then Confirm (which ends the turn)."""
    narrow = controller.narrowing()
    while narrow is not None and (step := narrow.next_step()) is not None:
        assert controller.choose(step.key, step.values[0])
        narrow = controller.narrowing()
    assert controller.confirm_choice()


def play_other(controller: BarrageController) -> None:
    """The other seat takes 1 credit from the bank (its turn ends)."""
    seat = controller.acting_human()
    assert seat is not None
    bank = next(a for a in controller.legal_for(seat) if a.kind == "bank")
    assert controller.pick_move(bank)
    assert controller.confirm_choice()


def test_the_leeghwater_tab_shows_the_expansion(qtbot):
    controller, board = make(qtbot)
    assert "leeghwater" in board.tab_keys()
    assert board.tab_keys().index("leeghwater") == board.tab_keys().index("actions") + 1
    board.show_tab("leeghwater")
    assert board.current_tab() == "leeghwater"
    state = controller.session.state
    assert state.lwp is not None
    work = item(controller, "ework:1")
    assert work.look.title == "External work A5"
    assert "2 excavators" in work.look.text
    assert "advanced tile" in work.look.note
    card = item(controller, "bldg:research_lab")
    assert card.look.title == "Research Lab"
    assert "2 excavators" in card.look.text
    assert "4 VP" in card.look.text
    assert "half the machinery" in card.look.note
    assert "Research Lab" in card.toolTip()
    # four building spaces: the 2nd needs 4 players (faded with 2), the last two are red
    slots = [item(controller, f"bslot:research_lab:{k}") for k in range(4)]
    assert slots[1].look.dim
    assert slots[1].look.text == "4+"
    assert [s.look.text for s in (slots[2], slots[3])] == ["+3", "+3"]
    # four action spaces: the next one is the target, the left one cheap, the others dear
    assert controller.scene().item_for("buse:research_lab") is not None
    uses = [item(controller, "buse:research_lab")] + [
        item(controller, f"bspace:research_lab:{k}") for k in (1, 2, 3)
    ]
    assert uses[0].look.note == "no cost"
    assert all(u.look.note == "3 credits" for u in uses[1:])
    pieces = item(controller, "bpieces:0")
    assert pieces.look.title == "Anna"
    assert pieces.look.text == "■■■■■"
    # the building piece is in the palette
    button = board.palette_widget.buttons["building"]
    assert not button.isHidden()
    assert button.isEnabled()


def test_a_game_without_the_expansion_has_no_leeghwater_tab(qtbot):
    session = Session(GAME, BarrageOptions(players=2), 4, [Seat(name="A"), Seat(name="B")])
    controller = BarrageController(session)
    parent = QWidget()
    qtbot.addWidget(parent)
    board = controller.create_board(parent)
    _KEEP.append(parent)
    controller.start()
    assert isinstance(board, BarrageBoard)
    assert "leeghwater" not in board.tab_keys()
    assert board.palette_widget.buttons["building"].isHidden()
    assert "building" not in controller.legal_targets("engineer")


def test_an_external_work_by_drop_with_preview_and_confirm(qtbot):
    controller, board = make(qtbot)
    assert "ework:1" in controller.legal_targets("engineer")
    assert controller.can_drop("engineer", "ework:2") is None
    assert controller.drop_piece("engineer", "ework:2")  # A2: 1 mixer -> 3 credits, wheel 2
    assert controller.session.actions == []  # nothing is played before Confirm
    assert "confirm the move below" in prompt_text(controller)
    panel = board.choices.prompt.text()
    assert "Preview:" in panel
    assert "external work A2 gives 3 credits" in panel
    assert board.choices.confirm.isEnabled()
    finish(controller)
    state = controller.session.state
    assert controller.session.actions[-1].kind == "external_work"
    assert state.lwp is not None
    assert state.lwp.display[1] is None
    assert state.lwp.works[0] == ["A2"]
    taken = item(controller, "ework:2")
    assert taken.look.text == "Taken"
    assert taken.look.title == "External work A2"  # what was taken, and by whom
    assert taken.look.note == "Anna"
    log = [e.text for e in controller.log_entries()]
    assert any("external work A2" in line for line in log)
    # the next seat is refused the same space with the engine's reason
    assert controller.acting_human() == 1
    assert controller.can_drop("engineer", "ework:2") == (
        "that external work has already been done this round"
    )


def test_a_private_building_built_by_a_piece_drop_then_used(qtbot):
    controller, board = make(qtbot)
    targets = controller.legal_targets("building")
    assert "bldg:research_lab" in targets
    assert "bldg:robot_factory" not in targets  # 5 mixers: Anna has 4
    assert controller.drop_piece("building", "bldg:research_lab")
    assert board.current_tab() in ("leeghwater", "map")
    narrow = controller.narrowing()
    assert narrow is not None
    assert narrow.value_of("building") == "research_lab"
    panel = board.choices.prompt.text()
    assert "building space 1 of Research Lab" in panel, panel
    assert "4 VP at the end of the game" in panel
    finish(controller)
    state = controller.session.state
    assert controller.session.actions[-1].kind == "build_building"
    assert state.lwp is not None
    index = state.lwp.buildings.index("research_lab")
    assert state.lwp.built[index][0] == 0
    assert item(controller, "bslot:research_lab:0").look.text == "R"  # Anna's letter
    assert item(controller, "bpieces:0").look.text == "■■■■□"
    play_other(controller)
    # Anna uses it: an engineer on its next action space (the cheap left one)
    assert "buse:research_lab" in controller.legal_targets("engineer")
    assert controller.drop_piece("engineer", "buse:research_lab")
    narrow = controller.narrowing()
    assert narrow is not None
    assert "Research Lab" in prompt_text(controller)
    finish(controller)
    state = controller.session.state
    assert controller.session.actions[-1].kind == "use_building"
    assert state.lwp is not None
    assert state.lwp.used[index] == [0]
    # the used space shows Anna; the next one (dear) is the target now
    used = item(controller, "bspace:research_lab:0")
    assert used.look.note == "Anna"
    assert item(controller, "buse:research_lab").look.note == "3 credits"


def test_building_by_clicks_continues_the_same_choice(qtbot):
    controller, _ = make(qtbot)
    assert controller.click_target("cbuild:0")
    assert controller.click_target("tile:0:building")
    narrow = controller.narrowing()
    assert narrow is not None
    step = narrow.next_step()
    assert step is not None
    assert step.key == "building"
    assert "Choose the private building" in prompt_text(controller)
    assert "bldg:loan_agency" in controller.highlights()
    assert controller.click_target("bldg:loan_agency")
    finish(controller)
    assert controller.session.actions[-1].building == "loan_agency"


def test_a_click_on_a_building_starts_its_construction(qtbot):
    controller, _ = make(qtbot)
    assert controller.click_target("bldg:research_lab")
    narrow = controller.narrowing()
    assert narrow is not None
    assert narrow.value_of("where") == "cbuild:0"
    assert narrow.value_of("building") == "research_lab"


def test_the_move_list_row_of_an_external_work_continues_on_the_board(qtbot):
    controller, _ = make(qtbot)
    work = next(a for a in controller.legal_for(0) if a.kind == "external_work")
    line = controller.move_line(controller.session.state, work)
    assert "external work" in line
    assert controller.pick_move(work)
    assert controller.pick_move(work)  # the same row again confirms
    assert controller.session.actions[-1] == work


def test_refused_leeghwater_drops_say_why(qtbot):
    controller, _ = make(qtbot)
    rejected: list[str] = []
    controller.action_rejected.connect(rejected.append)
    assert not controller.drop_piece("building", "map:B1U")
    assert rejected[-1] == "a building piece goes onto a private building"
    assert not controller.drop_piece("engineer", "buse:research_lab")
    assert rejected[-1] == "only companies that built Research Lab may use it"
    assert not controller.drop_piece("building", "bldg:robot_factory")  # 5 mixers: Anna has 4
    assert rejected[-1] == "you cannot pay this construction (machinery or credits)"
    assert controller.session.actions == []


def test_refusals_and_preview_in_japanese(qtbot, japanese):
    controller, board = make(qtbot)
    rejected: list[str] = []
    controller.action_rejected.connect(rejected.append)
    assert not controller.drop_piece("building", "map:B1U")
    assert not controller.drop_piece("engineer", "buse:research_lab")
    for reason in rejected:
        assert reason
        assert not _LATIN.findall(reason), reason
    assert controller.drop_piece("engineer", "ework:2")
    panel = plain(board.choices.prompt.text())
    assert "外注仕事A2" in panel
    assert not _LATIN.findall(panel.replace("A2", "").replace("Anna", "")), panel
    board.show_tab("leeghwater")
    for key in ("ework:1", "bldg:research_lab", "bspace:research_lab:1", "bpieces:0"):
        look = item(controller, key).look
        words = " ".join((look.title, look.text, look.note, item(controller, key).toolTip()))
        # "VP" is the Japanese edition's term too; A5 is the tile's printed number
        words = words.replace("VP", "").replace("A5", "").replace("Anna", "")
        assert not _LATIN.findall(words), (key, words)


def test_the_round_summary_and_log_show_the_external_works_refill(qtbot):
    controller, _ = make(qtbot)
    session = controller.session
    rng = bot_random("leeghwater", 2)
    while session.state.round == 1:
        if controller.awaiting_confirm():
            controller.confirm_turn()
            continue
        seat = controller.acting_human()
        assert seat is not None
        assert controller.try_apply(rng.choice(controller.legal_for(seat)))
    if controller.awaiting_confirm():
        controller.confirm_turn()
    step = len(session.actions)
    table = controller.round_summary_at(step)
    assert table is not None
    assert any("external work" in line for line in table.footer), table.footer
    entry = controller.log_entries()[-1]
    assert any("external work" in e for e in entry.events), entry.events


def test_every_expansion_action_narrows_and_reads_without_ids(qtbot):
    # random 3-player games: each step of each expansion action has a label and no raw id

    kinds = {"external_work", "build_building", "use_building", "put_drop", "use_architect"}
    seen: set[str] = set()
    for seed in (1, 2):
        options = BarrageOptions(players=3, introductory=False, leeghwater=True)
        session = Session(GAME, options, seed, [Seat(name=n) for n in ("A", "B", "C")])
        rng = bot_random("lwp-steps", seed)
        for _ in range(220):
            if not session.to_act():
                break
            seat = min(session.to_act())
            legal = GAME.legal_actions(session.state, seat)
            mine = [a for a in legal if a.kind in kinds]
            for action in mine:
                narrow = Narrowing(legal)
                assert narrow.select(action)
                assert narrow.action() == action
                for key, value in steps_of(action):
                    label = option_label(key, value)
                    assert label
                    assert "_" not in label, (key, value, label)
                seen.add(action.kind)
            session.apply(rng.choice(mine) if mine and rng.random() < 0.6 else rng.choice(legal))
            session.end_turn()
    assert {"external_work", "build_building", "use_building"} <= seen


def test_a_leeghwater_setup_sheet_has_a_code_that_plays_the_same_setup():
    # before the expansion could be written in a setup code, its sheet could not be printed

    options = BarrageOptions(players=4, introductory=False, leeghwater=True)
    state = GAME.setup(options, 7)
    lines = _texts(layout(state, options, "a4", "en"))
    code = next(m.group(0) for line in lines if (m := re.search(r"BAR-[0-9A-Z-]+", line)))
    game_id, decoded, seed = decode(code)
    assert (game_id, seed) == ("barrage", 7)
    again = GAME.setup(BarrageOptions(**decoded), seed)
    assert again.model_dump_json() == state.model_dump_json()


def _margot_game() -> Session:
    """Seed 2, 3 players: after 12 random moves Margot Fouche's seat may use a building again."""
    options = BarrageOptions(players=3, introductory=False, leeghwater=True)
    session = Session(GAME, options, 2, [Seat(name=n) for n in ("Anna", "Bea", "Carl")])
    rng = bot_random("m", 2)
    while True:
        seat = min(session.to_act())
        legal = GAME.legal_actions(session.state, seat)
        if any(a.kind == "use_building" and a.via == "officer" for a in legal):
            return session
        mine = [a for a in legal if a.kind in ("build_building", "use_building")]
        session.apply(rng.choice(mine) if mine and rng.random() < 0.8 else rng.choice(legal))
        session.end_turn()


def test_margots_second_use_on_her_officer_space(qtbot):
    session = _margot_game()
    controller = BarrageController(session)
    parent = QWidget()
    qtbot.addWidget(parent)
    board = controller.create_board(parent)
    _KEEP.append(parent)
    controller.start()
    assert isinstance(board, BarrageBoard)
    seat = controller.acting_human()
    assert seat is not None
    assert session.state.seats[seat].officer == "margot_fouche"
    assert f"officer:{seat}" in controller.legal_targets("engineer")
    assert controller.drop_piece("engineer", f"officer:{seat}")
    assert "use one of your private buildings again" in prompt_text(controller)
    finish(controller)
    action = session.actions[-1]
    assert (action.kind, action.via) == ("use_building", "officer")
    assert any("Margot Fouche" in e.text for e in controller.log_entries()[-1:])


def test_the_building_piece_picked_in_the_palette_then_a_click_on_a_building(qtbot):
    controller, board = make(qtbot)
    scene = controller.scene()
    board.show_tab("map")
    board.palette_widget.picked.emit("building")
    assert scene.selected_piece() == "building"
    assert board.current_tab() == "leeghwater"  # the targets of the piece in the hand
    assert "bldg:research_lab" in scene.highlighted()
    assert scene.drop_on("bldg:research_lab")
    narrow = controller.narrowing()
    assert narrow is not None
    assert narrow.value_of("building") == "research_lab"
    prompt = prompt_text(controller)
    assert "confirm the move below" in prompt or "Choose" in prompt


def _until(seed: int, kind: str) -> Session:
    """A 3-player standard game with the expansion, random moves until `kind` is decided."""
    options = BarrageOptions(players=3, introductory=False, leeghwater=True)
    session = Session(GAME, options, seed, [Seat(name=n) for n in ("Anna", "Bea", "Carl")])
    rng = bot_random("a", seed)
    lwp = ("build_building", "use_building", "external_work")
    for _ in range(400):
        if session.state.pending[-1].kind == kind:
            return session
        legal = GAME.legal_actions(session.state, min(session.to_act()))
        mine = [a for a in legal if a.kind in lwp]
        session.apply(rng.choice(mine) if mine and rng.random() < 0.7 else rng.choice(legal))
        session.end_turn()
    raise AssertionError(kind)


def _started(qtbot, session: Session) -> tuple[BarrageController, BarrageBoard]:
    controller = BarrageController(session)
    parent = QWidget()
    qtbot.addWidget(parent)
    board = controller.create_board(parent)
    assert isinstance(board, BarrageBoard)
    _KEEP.append(parent)
    controller.start()
    return controller, board


def test_the_architect_question_in_the_panel_gives_an_extra_turn(qtbot):
    controller, board = _started(qtbot, _until(4, "architect"))
    seat = controller.acting_human()
    assert "architect" in prompt_text(controller)
    assert board.choices.choices() == ["It was the architect", "Decline"]
    board.choices.choose_row(0)
    assert controller.confirm_choice()
    assert controller.session.actions[-1].kind == "use_architect"
    assert controller.acting_human() == seat  # the extra turn
    assert "place engineers" in prompt_text(controller)


def test_a_drop_for_a_dam_is_chosen_by_a_click_on_the_map(qtbot):
    controller, _ = _started(qtbot, _until(2, "dam_drop"))
    seat = controller.acting_human()
    assert seat is not None
    dams = [a.dam for a in controller.legal_for(seat) if a.kind == "put_drop"]
    assert dams
    assert controller.click_target(f"map:{dams[0]}")
    assert f"map:{dams[0]}" in controller.highlights()
    assert controller.confirm_choice()
    action = controller.session.actions[-1]
    assert (action.kind, action.dam) == ("put_drop", dams[0])
