"""The Barrage screen at 1280×800: every board text readable, tabs, zoom, text size, language.

PRODUCT.md (Board): every label readable in a 1280×800 window without zooming (≥ 11 px).
The window is the real main window; each board (tab) is shown in the main view in turn and
every text item and painted text of the boards on screen is measured through the view's
transform.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from app.engine.game import PlayerId
from app.engine.phrases import BREAK, plain
from app.engine.session import Seat, Session
from app.games.barrage import GAME, texts
from app.games.barrage.data.data import game_data, geometry
from app.games.barrage.model import BarrageOptions, Occupation
from app.games.barrage.view.items import SpaceItem, fitted_lines
from app.games.barrage.view.scene import BarrageScene
from app.games.barrage.view.screen import BarrageBoard
from app.games.barrage.view.wheel import WheelItem
from app.ui.i18n import show
from app.ui.palette import player_style
from tests import guikit
from tests.guikit import MIN_PX, big_window, board_in, settle

if TYPE_CHECKING:
    from app.shell.window import MainWindow
    from app.ui.board.view import BoardView

pytestmark = pytest.mark.gui


@pytest.fixture
def window(qtbot, tmp_path):
    """A main window at 1280×800 (language and text size reset afterwards)."""
    yield from big_window(qtbot, tmp_path)


def board_of(window: MainWindow) -> BarrageBoard:
    return board_in(window, BarrageBoard)


def four_players(moves: int = 0) -> Session:
    """A 4-player game of humans, `moves` first legal actions in."""
    seats = [Seat(name=n) for n in ("Anna", "Bea", "Carl", "Dora")]
    session = Session(GAME, GAME.Options(players=4), 7, seats)
    for _ in range(moves):
        seat = min(session.to_act())
        session.apply(GAME.legal_actions(session.state, seat)[0])
        session.end_turn()
    return session


def texts_on_screen(view: BoardView) -> list[tuple[str, float]]:
    """Every text of the board shown in `view` (spaces and the wheel draw their own)."""
    return guikit.texts_on_screen(
        view, lambda item: item.text_runs() if isinstance(item, SpaceItem | WheelItem) else None
    )


def too_small(view: BoardView) -> list[tuple[str, float]]:
    return [(text, round(px, 1)) for text, px in texts_on_screen(view) if px < MIN_PX]


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_board_text_is_11_px_at_1280_by_800(window, qtbot, language):
    window.set_language(language)
    window.start_session(four_players(moves=6))
    settle(qtbot)
    board = board_of(window)
    small: dict[str, list[tuple[str, float]]] = {}
    measured = 0
    for key in ("map", "actions", "contracts", "company:0", "company:3"):
        board.show_tab(key)
        settle(qtbot)
        texts = texts_on_screen(board.view)
        assert texts, key
        measured += len(texts)
        small[key] = too_small(board.view)
    small["side"] = too_small(board.company_view)
    assert texts_on_screen(board.company_view)
    assert measured > 200
    assert {k: v for k, v in small.items() if v} == {}


def test_the_board_keeps_its_size_between_steps_and_zooms_about_the_pointer(window, qtbot):
    window.start_session(four_players())
    settle(qtbot)
    board = board_of(window)
    controller = window.controller
    assert controller is not None
    zoom = board.view.zoom()
    side = board.company_view.zoom()
    seat = controller.acting_human()
    moves = len(controller.session.actions)
    assert controller.drop_piece("engineer", "mgmt:bank")  # opens a step: how many engineers
    settle(qtbot)
    narrow = controller.narrowing()
    while narrow is not None and (step := narrow.next_step()) is not None:
        controller.choose(step.key, step.values[0])
        narrow = controller.narrowing()
    if len(controller.session.actions) == moves:
        assert controller.confirm_choice()
    if controller.awaiting_confirm():
        controller.confirm_turn()
    settle(qtbot)
    assert controller.acting_human() != seat
    board.show_tab("map")
    assert board.view.zoom() == pytest.approx(zoom)
    assert board.company_view.zoom() == pytest.approx(side, rel=0.02)
    pos = QPoint(150, 420)
    under = board.view.mapToScene(pos)
    wheel = QWheelEvent(
        QPointF(pos),
        QPointF(board.view.viewport().mapToGlobal(pos)),
        QPoint(0, 0),
        QPoint(0, 240),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    board.view.wheelEvent(wheel)
    assert board.view.zoom() == pytest.approx(zoom * 1.25**2)
    back = board.view.mapFromScene(under)
    assert abs(back.x() - pos.x()) <= 2
    assert abs(back.y() - pos.y()) <= 2
    window.resize(1300, 820)  # every resize fits the board again
    qtbot.waitUntil(lambda: board.view.auto_fit)
    shown = board.view.mapToScene(board.view.viewport().rect()).boundingRect()
    assert shown.contains(board.scene.region("map"))


def test_tabs_show_each_board_and_a_picked_piece_shows_its_targets(window, qtbot):
    window.start_session(four_players())
    settle(qtbot)
    board = board_of(window)
    assert board.tabs.count() == 3 + 4
    assert [board.tabs.tabText(k) for k in range(3, 7)] == ["Anna", "Bea", "Carl", "Dora"]
    board.scene.select_piece("engineer")
    assert board.current_tab() == "actions"
    board.scene.select_piece("")
    board.scene.select_piece("base")
    assert board.current_tab() == "map"
    board.scene.select_piece("")
    controller = window.controller
    assert controller is not None
    seat = controller.acting_human()
    assert seat is not None
    assert board.company_seat() == seat
    assert board.company_view.board_rect() == board.scene.region(f"company_top:{seat}")


def test_text_size_scales_the_board_labels(window, qtbot):
    """View ▸ Text size draws the boards larger (no label is shrunk or cut; pan for the rest)."""
    window.start_session(four_players())
    settle(qtbot)
    board = board_of(window)
    before = dict(texts_on_screen(board.view))
    side = dict(texts_on_screen(board.company_view))
    window.set_text_scale(1.25)
    settle(qtbot)
    assert board.view.text_scale == pytest.approx(1.25)
    after = dict(texts_on_screen(board.view))
    assert after
    assert all(after[t] == pytest.approx(before[t] * 1.25, rel=0.02) for t in after if t in before)
    larger = dict(texts_on_screen(board.company_view))
    assert all(larger[t] == pytest.approx(side[t] * 1.25, rel=0.02) for t in larger if t in side)
    shown = board.view.mapToScene(board.view.viewport().rect()).boundingRect()
    assert shown.contains(board.scene.region("map").topLeft() + QPointF(10, 10))
    window.set_text_scale(1.0)
    settle(qtbot)
    assert dict(texts_on_screen(board.view)) == pytest.approx(before)


def test_a_language_switch_rewrites_the_panel_and_the_boards_at_once(window, qtbot):
    window.start_session(four_players())
    settle(qtbot)
    board = board_of(window)
    controller = window.controller
    assert controller is not None
    assert controller.drop_piece("engineer", "mgmt:bank")
    settle(qtbot)
    english = board.choices.prompt.text()
    lines = board.choices.choices()
    assert lines
    window.set_language("ja")
    settle(qtbot)
    assert board.choices.prompt.text() != english
    assert board.choices.choices() != lines
    japanese = {plain(text) for text, _ in texts_on_screen(board.view)}
    assert "山岳" in japanese  # MOUNTAINS, written at once
    board.show_tab("actions")
    settle(qtbot)
    titles = {plain(text) for text, _ in texts_on_screen(board.view)}
    assert {"発電", "水源", "銀行", "工場", "契約事務所", "建機", "特許事務所"} <= titles
    board.show_tab("contracts")
    settle(qtbot)
    titles = {plain(text) for text, _ in texts_on_screen(board.view)}
    assert {"国家", "緑", "黄", "赤"} <= titles
    assert board.tabs.tabText(0) != "Map"


def test_every_map_name_a_text_can_produce_is_a_label_on_the_map(qtbot):
    """Prompts and the log name "basin 8 left dam": the map shows "basin 8" on the basin and
    "left dam" on the space inside it (and "headstream A" on the headstream)."""
    scene = BarrageScene(2, [player_style(None, False, s) for s in range(2)], ["A", "B"])
    scene.sync(GAME.setup(BarrageOptions(players=2), 3), [])
    geo = geometry()
    labels = {
        item.text(): item.sceneBoundingRect()
        for item in scene.items()
        if isinstance(item, QGraphicsSimpleTextItem)
    }
    spaces = [d.id for d in geo.dams] + [c.id for c in geo.conduits]
    spaces += [p.id for p in geo.powerhouses]
    assert len(spaces) > 60
    for sid in spaces:
        item = scene.item_for(f"map:{sid}")
        assert isinstance(item, SpaceItem), sid
        assert item.look.title == show(texts.map_label(sid)), sid
        name = show(texts.map_space(sid))
        basin = next(b for b in labels if name.startswith(b + " ") and b.startswith("basin"))
        # the basin's label stands right above the box that holds the space
        top = labels[basin]
        assert top.bottom() <= item.sceneBoundingRect().top() + 1
        assert abs(top.left() - item.sceneBoundingRect().left()) < 260
    for h in geo.data.headstreams:
        item = scene.item_for(f"head:{h.id}")
        assert isinstance(item, SpaceItem)
        assert item.look.title == show(texts.headstream(h.id))


def test_a_step_brings_the_board_of_its_choices_into_view(window, qtbot):
    window.start_session(four_players())
    settle(qtbot)
    board = board_of(window)
    controller = window.controller
    assert controller is not None
    board.show_tab("map")
    assert controller.drop_piece("engineer", "mgmt:contract_o")  # take 1 contract
    settle(qtbot)
    narrow = controller.narrowing()
    assert narrow is not None
    step = narrow.next_step()
    assert step is not None
    assert step.key == "contracts"
    assert board.current_tab() == "contracts"  # the offer is where the eye goes


@pytest.mark.parametrize(
    ("space", "key", "tab"),
    [("contract_t", "contracts", "contracts"), ("water_p2", "headstreams", "map")],
)
def test_a_step_choosing_several_brings_their_board_into_view(window, qtbot, space, key, tab):
    """Issue 8 §3: two contracts or two headstreams at once light all of them, in view."""
    window.start_session(four_players())
    settle(qtbot)
    board = board_of(window)
    controller = window.controller
    assert controller is not None
    board.show_tab("company:2")  # somewhere else
    assert controller.drop_piece("engineer", f"mgmt:{space}")
    settle(qtbot)
    narrow = controller.narrowing()
    assert narrow is not None
    step = narrow.next_step()
    assert step is not None
    assert step.key == key
    assert all(isinstance(v, tuple) and len(v) == 2 for v in step.values)
    lit = controller.highlights()
    wanted = {f"contract:{c}" for v in step.values for c in v} | {
        f"head:{h}" for v in step.values for h in v
    }
    assert set(lit) >= {t for t in wanted if t.startswith(key[:4])}
    assert board.current_tab() == tab


@pytest.mark.parametrize("language", ["en", "ja"])
def test_a_full_hand_of_contracts_fits_the_company_board_readably(window, qtbot, language):
    """Six contracts in hand stay on the company board, each label 11 px or more.

    The base game's hand limit is 3 (a fourth is discarded at once); the Leeghwater
    officer's limit of 4 and the moment before a discard need more room. The seat holding
    them is not the one to act (its legal list assumes a legal hand).
    """
    window.set_language(language)
    session = four_players()
    state = session.state.model_copy(deep=True)
    green = [c.id for c in game_data().contracts.tier("green")]
    seat = (min(session.to_act()) + 1) % 4
    state.seats[seat].contracts = green[:6]
    session.snapshots[-1] = state
    window.start_session(session)
    settle(qtbot)
    board = board_of(window)
    board.show_tab(f"company:{seat}")
    settle(qtbot)
    scene = board.scene
    frame = scene.region(f"company:{seat}")
    items = [scene.item_for(f"contract:{c}") for c in green[:6]]
    rects = [item.rect for item in items if isinstance(item, SpaceItem)]
    assert len(rects) == 6
    assert all(frame.contains(r) for r in rects)
    assert all(not a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
    assert too_small(board.view) == []


def test_the_next_construction_space_stays_clickable_when_it_moves_back(qtbot):
    """At a round's start the next construction space goes back to the first one; its board
    item must still answer to its id (it once lost it to the slot it left)."""
    scene = BarrageScene(2, [player_style(None, False, i) for i in range(2)], ["A", "B"])
    state = GAME.setup(BarrageOptions(players=2), 7)
    later = state.model_copy(deep=True)
    later.seats[0].constructions = 2
    scene.sync(state)
    scene.sync(later)
    scene.sync(state)
    item = scene.item_for("cbuild:0")
    assert item is not None
    assert item is scene.companies[0].slots[0]


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_tab_is_on_screen_with_four_seats(window, qtbot, language):
    """Issue 8 §1: the other companies are one click away — no tab hidden behind arrows."""
    window.set_language(language)
    window.start_session(four_players())
    settle(qtbot)
    board = board_of(window)
    bar = board.tabs
    assert not bar.usesScrollButtons()
    assert [bar.tabText(k) for k in range(4, 7)] == ["Bea", "Carl", "Dora"][:3]
    assert all(bar.rect().contains(bar.tabRect(k)) for k in range(bar.count()))
    window.set_text_scale(1.25)  # larger text: names shorten or the bar scrolls, never cut off
    settle(qtbot)
    current = bar.currentIndex()
    assert bar.rect().contains(bar.tabRect(current)) or bar.usesScrollButtons()
    assert [bar.tabToolTip(k) for k in range(3, 7)] == ["Anna", "Bea", "Carl", "Dora"]


def test_japanese_names_shorten_to_fit_the_tabs(window, qtbot):
    window.set_language("ja")
    seats = [Seat(name=n) for n in ("アンナ・カレーニナ", "ベアトリーチェ", "カール大帝", "ドーラ")]
    window.start_session(Session(GAME, GAME.Options(players=4), 7, seats))
    settle(qtbot)
    bar = board_of(window).tabs
    assert not bar.usesScrollButtons()
    assert all(bar.rect().contains(bar.tabRect(k)) for k in range(bar.count()))
    assert [bar.tabToolTip(k) for k in range(3, 7)] == [s.name for s in seats]
    assert all(not bar.tabIcon(k).isNull() for k in range(3, 7))  # the colour tells them apart


def four_players_leeghwater(moves: int = 12) -> Session:
    """A 4-player game with the Leeghwater Project, `moves` actions in (expansion ones first)."""
    seats = [Seat(name=n) for n in ("Anna", "Bea", "Carl", "Dora")]
    options = BarrageOptions(players=4, leeghwater=True)
    session = Session(GAME, options, 7, seats)
    kinds = ("build_building", "external_work", "use_building")
    for _ in range(moves):
        seat = min(session.to_act())
        legal = GAME.legal_actions(session.state, seat)
        session.apply(next((a for a in legal if a.kind in kinds), legal[0]))
        session.end_turn()
    return session


@pytest.mark.parametrize("language", ["en", "ja"])
def test_leeghwater_board_text_is_11_px_at_1280_by_800(window, qtbot, language):
    window.set_language(language)
    session = four_players_leeghwater()
    state = session.state
    assert state.lwp is not None
    assert any(seat != -1 for built in state.lwp.built for seat in built)  # a piece is on
    assert None in state.lwp.display  # a work was taken
    window.start_session(session)
    settle(qtbot)
    board = board_of(window)
    assert "leeghwater" in board.tab_keys()
    small: dict[str, list[tuple[str, float]]] = {}
    for key in ("leeghwater", "actions", "company:0"):
        board.show_tab(key)
        settle(qtbot)
        assert texts_on_screen(board.view), key
        small[key] = too_small(board.view)
    board.show_tab("leeghwater")
    settle(qtbot)
    shown = {text for text, _ in texts_on_screen(board.view)}
    assert len(shown) > 40
    name = show(texts.t(f"lwp.building.{state.lwp.buildings[0]}"))
    assert name in shown
    assert {k: v for k, v in small.items() if v} == {}


def test_a_japanese_line_wraps_between_units_never_inside_a_number_and_its_unit(qtbot):
    """A company row in Japanese wrapped "7VP" as "7" / "VP" (stop 14 note); it now breaks
    between characters but keeps Latin/number runs whole and never starts a line with 「：」."""
    text = "2個目：3VP・4個目：2VP、ホイールを1区間回す・5個目：7VP"
    wrapped = 0
    for width in range(100, 420, 7):
        _font, lines = fitted_lines(QRectF(0, 0, width, 400), text, 13.0, False, 13.0, 12)
        assert "".join(lines) == text
        wrapped += len(lines) > 1
        for line in lines:
            assert not line.startswith(("VP", "P", "：", "・", "、"))
            assert not line.endswith(("V", "+"))
    assert wrapped > 20


def test_a_phrase_wider_than_its_box_breaks_between_its_characters(qtbot):
    """Issue 36: a bonus tile's 「上級技術タイル1枚に」 (one phrase) was kept whole on its line
    and the text shrank under 11 px on screen; a phrase too wide for the box now breaks
    between its characters (still never inside "4VP"), and the text keeps its size."""
    text = f"上級{BREAK}技術タイル1枚に{BREAK}つき4VP"
    font, lines = fitted_lines(QRectF(0, 0, 100, 90), text, 15.0, True, 13.5, 3)
    assert font.pixelSize() == 15
    assert plain("".join(lines)) == plain(text)
    assert len(lines) == 3
    assert not any(line.endswith("4") for line in lines)


@pytest.mark.parametrize(("round_no", "boxes"), [(1, range(6, 12)), (3, range(18, 24)), (5, [30])])
def test_the_energy_track_marks_the_section_this_round_needs(qtbot, round_no, boxes):
    """Seed 000 ボーナスタイルによる得点: round r's bonus tile pays in full from section r of the
    track (6 r energy on; seed 004 "No reward if before the "6" space"). Its boxes are outlined
    in gold and a label beside the track's title names where it starts (issue 33)."""
    scene = BarrageScene(2, [player_style(None, False, i) for i in range(2)], ["A", "B"])
    state = GAME.setup(BarrageOptions(players=2), 7)
    state.round = round_no
    scene.sync(state)
    gold = [n for n, item in enumerate(scene.shared.track) if item.look.edge_width > 2]
    assert gold == list(boxes)
    label = scene.shared.need_label
    assert label.text() == f"Full bonus: {boxes[0]}+"
    title = scene.shared.track_title.sceneBoundingRect()
    assert title.right() < label.sceneBoundingRect().left()
    assert label.sceneBoundingRect().right() < scene.round_label.sceneBoundingRect().left()


CJK_LINE = 1.45
"""A CJK fallback font's line height in em (see `tests.fitwalk`)."""


def test_the_round_bonus_tiles_hold_their_japanese_text(window, qtbot):
    """Issue 35 §3: 「…1個に／つき5VP」 ran over the tile's bottom edge, half cut."""
    window.set_language("ja")
    assert window.start_session(four_players())
    board = board_of(window)
    settle(qtbot)
    for item in board.scene.shared.bonus:
        boxes = item._text_boxes()
        title, text = boxes[0], boxes[-1]
        assert text[1] == item.look.text
        font, lines = fitted_lines(text[0], text[1], text[2], text[3], 0.0, text[4])
        needed = len(lines) * CJK_LINE * font.pixelSize()
        room = item.rect.bottom() - title[0].bottom()
        assert needed <= room, (lines, needed, room)


def test_a_used_construction_space_loses_the_lit_outline_the_next_one_gets_it(qtbot):
    """The stranger saw the orange outline of "you can use it now" on construction spaces
    used this round (044, 079) while the next one had none: the lit flag stayed on the item
    that gave its id up. A used space shows its engineers; only the next one is lit."""
    scene = BarrageScene(2, [player_style(None, False, i) for i in range(2)], ["A", "B"])
    state = GAME.setup(BarrageOptions(players=2), 7)
    later = state.model_copy(deep=True)
    later.seats[0].constructions = 1
    scene.sync(state, ["cbuild:0"])
    slots = scene.companies[0].slots
    assert [s.lit for s in slots[:2]] == [True, False]
    scene.sync(later, ["cbuild:0"])
    assert scene.item_for("cbuild:0") is slots[1]
    assert [s.lit for s in slots[:2]] == [False, True]
    scene.sync(later, [])
    assert not any(s.lit for s in slots)


def test_a_built_red_dam_space_no_longer_offers_its_surcharge(qtbot):
    """The stranger's built dam still said 「赤枠：ここにダム基礎を建てるとさらに3クレジット」
    (116, z5): the surcharge is said only while a base can still be built there."""
    scene = BarrageScene(2, [player_style(None, False, i) for i in range(2)], ["A", "B"])
    state = GAME.setup(BarrageOptions(players=2), 7)
    red = next(d.id for d in geometry().dams if d.red)
    scene.sync(state)
    item = scene.item_for(f"map:{red}")
    assert item is not None
    assert "Red outline" in item.toolTip()
    built = state.model_copy(deep=True)
    built.dams[geometry().dam_index[red]].owner = 0
    built.dams[geometry().dam_index[red]].level = 1
    scene.sync(built)
    assert "Red outline" not in item.toolTip()


def test_the_company_tooltip_ends_with_the_contracts_fulfilled_in_words(qtbot):
    """The Germany tooltip ended in a stray 「達成：0」 (026): it names what is counted."""
    scene = BarrageScene(2, [player_style(None, False, i) for i in range(2)], ["A", "B"])
    scene.sync(GAME.setup(BarrageOptions(players=2), 7))
    tip = scene.companies[0].header.toolTip()
    assert tip.endswith("\nContracts fulfilled: 0")
    assert tip.count("Contracts fulfilled") == 1


def test_the_bank_names_who_is_there_in_words_never_bare_letters(qtbot):
    """Under the bank's figures stood 「G R」 (176, 177): seat letters read as nothing. Names
    that fit are written, else none; the tooltip always names who is there."""
    long_names = ["Annabelle Montgomery", "Carl-Friedrich Gauss"]
    scene = BarrageScene(2, [player_style(None, False, i) for i in range(2)], long_names)
    state = GAME.setup(BarrageOptions(players=2), 7)
    bank = next(s.uid for s in game_data().board.spaces if s.section == "bank")
    state.occupied = [
        Occupation(uid=bank, player=PlayerId(0), engineers=2),
        Occupation(uid=bank, player=PlayerId(1), engineers=1),
    ]
    scene.sync(state)
    item = scene.item_for(f"mgmt:{bank}")
    assert isinstance(item, SpaceItem)
    letters = {player_style(None, False, i).letter for i in range(2)}
    assert not set(item.look.note.split()) & letters, item.look.note
    assert item.toolTip().endswith("Here: Annabelle Montgomery and Carl-Friedrich Gauss")
