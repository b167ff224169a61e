"""Through the Desert controller and board: drops, refusals, legal targets, sync, panels."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QWidget

from app.engine.game import PlayerId
from app.engine.session import Seat, Session
from app.games.through_the_desert import GAME
from app.games.through_the_desert.actions import PlaceCamel, PlaceRider
from app.games.through_the_desert.controller import ThroughTheDesertController, TtdBoard
from app.games.through_the_desert.data.data import geometry
from app.games.through_the_desert.model import TtdOptions, TtdPhase
from app.games.through_the_desert.view.items import MountainItem, TtdHexItem
from app.games.through_the_desert.view.panels import PrivatePanel, tiles_and_points, tiles_text
from app.games.through_the_desert.view.scene import TtdScene, cell_id, render_to_image
from app.ui.i18n import sentence

pytestmark = pytest.mark.gui


def holder(qtbot) -> QWidget:
    """A parent widget closed by qtbot (the test keeps a reference)."""
    parent = QWidget()
    qtbot.addWidget(parent)
    return parent


def make(players: int = 2, open_scores: bool = False, seed: int = 5) -> ThroughTheDesertController:
    """A hot-seat game of humans, started, with the first hand-off accepted."""
    names = ["Anna", "Bea", "Carl", "Dora", "Emil"][:players]
    session = Session(
        GAME,
        TtdOptions(players=players, open_scores=open_scores),
        seed,
        [Seat(name=n) for n in names],
    )
    controller = ThroughTheDesertController(session)
    controller.start()
    ready(controller)
    return controller


def ready(controller: ThroughTheDesertController) -> PlayerId | None:
    """Confirm a finished turn and accept a hand-off; return the seat that may move."""
    if controller.awaiting_confirm():
        controller.confirm_turn()
    if controller.handoff_seat() is not None:
        controller.accept_handoff()
    return controller.acting_human()


def piece_of(action: PlaceRider | PlaceCamel) -> str:
    kind = "rider" if isinstance(action, PlaceRider) else "camel"
    return f"{kind}:{action.colour}"


def play_riders(controller: ThroughTheDesertController) -> None:
    """Place every rider with the first legal move."""
    while controller.session.state.phase is TtdPhase.RIDERS:
        seat = ready(controller)
        assert seat is not None
        action = controller.legal_for(seat)[0]
        assert controller.drop_piece(piece_of(action), cell_id(action.cell))
    ready(controller)


def test_dropping_a_rider_places_it(qtbot):
    controller = make()
    seat = controller.acting_human()
    assert seat == 0
    action = controller.legal_for(seat)[3]
    assert isinstance(action, PlaceRider)
    with qtbot.waitSignal(controller.state_changed):
        assert controller.drop_piece(piece_of(action), cell_id(action.cell))
    state = controller.session.state
    assert state.owner[action.cell] == 0
    assert state.colour[action.cell] == action.colour
    assert action.cell in state.rider
    assert controller.session.actions == [action]


def test_dropping_a_camel_places_it(qtbot):
    controller = make()
    play_riders(controller)
    seat = controller.acting_human()
    assert seat is not None
    action = controller.legal_for(seat)[-1]
    assert isinstance(action, PlaceCamel)
    supply = controller.session.state.supply[action.colour]
    assert controller.drop_piece(piece_of(action), cell_id(action.cell))
    state = controller.session.state
    assert state.owner[action.cell] == seat
    assert action.cell not in state.rider
    assert state.supply[action.colour] == supply - 1


def test_refused_drop_changes_nothing_and_says_why(qtbot):
    controller = make()
    seat = controller.acting_human()
    assert seat is not None
    state = controller.session.state
    water = next(c for c, v in enumerate(state.water) if v)
    expected = GAME.check(state, PlaceRider(player=seat, colour=0, cell=water))
    assert expected is not None
    before = state.model_dump()
    with qtbot.waitSignal(controller.action_rejected) as blocker:
        assert not controller.drop_piece("rider:0", cell_id(water))
    assert blocker.args == [controller.engine_text(expected)]
    assert blocker.args == ["riders may not be placed on a water hole"]
    assert controller.session.state.model_dump() == before
    assert controller.session.actions == []
    assert controller.can_drop("rider:0", cell_id(water)) == controller.engine_text(expected)


@pytest.mark.parametrize(
    ("piece", "target"),
    [("camel:9", "cell:40"), ("horse:1", "cell:40"), ("rider:1", "slot:3"), ("rider:1", "cell:x")],
)
def test_nonsense_drops_are_refused(qtbot, piece, target):
    controller = make()
    before = controller.session.state.model_dump()
    with qtbot.waitSignal(controller.action_rejected):
        assert not controller.drop_piece(piece, target)
    assert controller.session.state.model_dump() == before
    assert controller.can_drop(piece, target) is not None


def test_camel_in_the_rider_rounds_is_refused_with_the_engine_reason(qtbot):
    controller = make()
    cell = controller.legal_for(PlayerId(0))[0].cell
    with qtbot.waitSignal(controller.action_rejected) as blocker:
        assert not controller.drop_piece("camel:0", cell_id(cell))
    camel = PlaceCamel(player=PlayerId(0), colour=0, cell=cell)
    assert blocker.args == [controller.engine_text(GAME.check(controller.session.state, camel))]


def targets_from_engine(
    controller: ThroughTheDesertController, kind: type, colour: int
) -> list[str]:
    seat = controller.acting_human()
    assert seat is not None
    return sorted(
        cell_id(a.cell)
        for a in GAME.legal_actions(controller.session.state, seat)
        if isinstance(a, kind) and a.colour == colour
    )


def test_legal_targets_match_the_engine(qtbot):
    controller = make(players=3)
    for colour in range(5):
        assert sorted(controller.legal_targets(f"rider:{colour}")) == targets_from_engine(
            controller, PlaceRider, colour
        )
        assert controller.legal_targets(f"camel:{colour}") == []
    assert controller.legal_targets(f"rider:{0}")
    play_riders(controller)
    seat = controller.acting_human()
    assert seat is not None
    found = 0
    for colour in range(5):
        targets = sorted(controller.legal_targets(f"camel:{colour}"))
        assert targets == targets_from_engine(controller, PlaceCamel, colour)
        found += len(targets)
        assert controller.legal_targets(f"rider:{colour}") == []
    assert found == len(controller.legal_for(seat))
    assert controller.legal_targets("nonsense") == []


def test_no_targets_while_the_turn_waits_for_confirm(qtbot):
    controller = make()
    action = controller.legal_for(PlayerId(0))[0]
    assert controller.drop_piece(piece_of(action), cell_id(action.cell))
    assert controller.awaiting_confirm()
    assert controller.legal_targets("rider:1") == []
    assert controller.can_drop("rider:1", cell_id(action.cell)) is not None


def test_click_select_then_click_a_space(qtbot):
    controller = make()
    parent = holder(qtbot)
    board = controller.create_board(parent)
    assert isinstance(board, TtdBoard)
    scene = controller.scene()
    action = controller.legal_for(PlayerId(0))[0]
    board.palette_widget.buttons[piece_of(action)].picked.emit(piece_of(action))
    assert scene.selected_piece() == piece_of(action)
    assert scene.highlighted() == set(controller.legal_targets(piece_of(action)))
    water = next(c for c, v in enumerate(controller.session.state.water) if v)
    scene.item_hovered(cell_id(water), True)
    reason = controller.can_drop(piece_of(action), cell_id(water))
    assert reason
    assert board.hint.text() == sentence(controller.engine_text(reason))
    scene.item_hovered(cell_id(action.cell), True)
    assert board.hint.text() == ""
    with qtbot.waitSignal(controller.action_rejected):
        scene.item_clicked(cell_id(water))
    assert controller.session.actions == []
    assert scene.selected_piece() == piece_of(action)  # still in the hand after a refusal
    scene.item_clicked(cell_id(action.cell))
    assert controller.session.actions == [action]
    assert scene.selected_piece() is None
    assert scene.highlighted() == frozenset()


def test_palette_shows_the_acting_seats_pieces(qtbot):
    controller = make(players=5)
    parent = holder(qtbot)
    board = controller.create_board(parent)
    assert isinstance(board, TtdBoard)
    palette = board.palette_widget
    colours = controller.session.state.seats[0].colours
    assert len(colours) == 4
    assert sorted(palette.buttons) == sorted(f"rider:{c}" for c in colours)
    assert all(b.isEnabled() for b in palette.buttons.values())
    play_riders(controller)
    state = controller.session.state
    seat = controller.acting_human()
    assert seat is not None
    expected = {f"camel:{c}": str(state.supply[c]) for c in state.seats[seat].colours}
    assert {p: b.count() for p, b in palette.buttons.items()} == expected


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_sync_draws_every_space_in_play(qtbot, players):
    controller = make(players=players)
    scene = controller.scene()
    geo = geometry(players)
    assert sorted(scene.hex_cells()) == list(geo.playable)
    for cell in geo.playable:
        assert isinstance(scene.item_for(cell_id(cell)), TtdHexItem)
    for i, c in enumerate(geo.cells):
        item = scene.item_for(cell_id(i))
        if c.part == "small" and players < 4:
            assert item is None  # the smaller part is not drawn at all
        elif not geo.in_play[i]:
            assert isinstance(item, MountainItem)
    state = controller.session.state
    for cell in geo.playable:
        item = scene.item_for(cell_id(cell))
        assert isinstance(item, TtdHexItem)
        assert item.look.water == state.water[cell]
        assert item.look.oasis == (cell in state.oases)


def test_sync_shows_the_move_and_marks_it_last(qtbot):
    controller = make()
    scene = controller.scene()
    first, second = controller.legal_for(PlayerId(0))[0], None
    assert controller.drop_piece(piece_of(first), cell_id(first.cell))
    seat = ready(controller)
    assert seat == 1
    second = controller.legal_for(seat)[0]
    assert controller.drop_piece(piece_of(second), cell_id(second.cell))
    look1 = scene.item_for(cell_id(first.cell)).look  # type: ignore[union-attr]
    look2 = scene.item_for(cell_id(second.cell)).look  # type: ignore[union-attr]
    assert (look1.owner, look1.colour, look1.rider, look1.last) == (0, first.colour, True, False)
    assert (look2.owner, look2.colour, look2.rider, look2.last) == (1, second.colour, True, True)
    tip = scene.item_for(cell_id(second.cell)).toolTip()  # type: ignore[union-attr]
    assert "Bea" in tip


def letters_on(scene: TtdScene) -> bool:
    return scene.letters


def test_colour_blind_palette_shows_letters(qtbot):
    controller = make()
    scene = controller.scene()
    assert scene.letters is False
    controller.set_colour_blind(True)
    assert letters_on(scene)
    item = scene.item_for(cell_id(geometry(2).playable[0]))
    assert isinstance(item, TtdHexItem)
    assert item.letters


def test_hidden_information_follows_open_scores(qtbot):
    assert make().has_hidden_information()
    assert not make(open_scores=True).has_hidden_information()


def play_camels_until_water(controller: ThroughTheDesertController) -> int:
    """Play until some seat has taken a water hole; return that seat."""
    play_riders(controller)
    for _ in range(200):
        seat = ready(controller)
        assert seat is not None
        legal = controller.legal_for(seat)
        state = controller.session.state
        action = max(legal, key=lambda a: state.water[a.cell])
        assert controller.drop_piece(piece_of(action), cell_id(action.cell))
        if controller.session.state.seats[seat].water:
            return seat
    raise AssertionError("nobody took a water hole")


def summary_of(controller: ThroughTheDesertController, seat: int) -> dict[str, str]:
    """The players panel's lines of `seat` as the UI shows them (English here)."""
    return {
        controller.engine_text(label): controller.engine_text(value)
        for label, value in controller.player_summary(seat)
    }


def test_summary_shows_tile_counts_only_and_private_panel_values(qtbot):
    controller = make()
    seat = play_camels_until_water(controller)
    water = controller.session.state.seats[seat].water
    summary = summary_of(controller, seat)
    assert summary["Water holes"] == tiles_text(len(water))
    assert len(water) > 1 or summary["Water holes"] == "1 tile"
    parent = holder(qtbot)
    panel = controller.private_panel(seat, parent)
    assert isinstance(panel, PrivatePanel)
    assert panel.tiles.values == tuple(sorted(water))
    n = len(water)
    words = f"{n} water holes, worth {sum(water)} in all"
    assert panel.lines["water_holes"].text() == (
        words if n > 1 else f"1 water hole, worth {sum(water)}"
    )


def test_open_scores_summary_shows_points(qtbot):
    controller = make(open_scores=True)
    seat = play_camels_until_water(controller)
    water = controller.session.state.seats[seat].water
    summary = summary_of(controller, seat)
    assert summary["Water holes"] == tiles_and_points(len(water), sum(water))


def test_set_zoom_reaches_the_view(qtbot):
    controller = make()
    parent = holder(qtbot)
    board = controller.create_board(parent)
    assert isinstance(board, TtdBoard)
    view = board.view
    before = view.zoom()
    controller.set_zoom("in")
    assert view.zoom() == pytest.approx(before * 1.25)
    controller.set_zoom("fit")
    assert view.auto_fit


def test_scene_alone_renders_a_state(qtbot):
    scene = TtdScene(4, [], [])
    state: Any = GAME.setup(TtdOptions(players=4), 1)
    scene.sync(state)
    assert len(scene.hex_cells()) == len(geometry(4).playable)
    image = render_to_image(scene, 400)
    assert image.width() == 400
    oasis = scene.item_for(cell_id(state.oases[0]))
    assert oasis is not None
    rect = scene.itemsBoundingRect().adjusted(-10, -10, 10, 10)
    scale = 400 / rect.width()
    centre = (oasis.pos() - rect.topLeft()) * scale
    # the oasis hex is tinted green, unlike the sand around it
    colour = image.pixelColor(round(centre.x()) - 6, round(centre.y()) - 6)
    assert colour.green() > colour.red()


def last_marked(controller: ThroughTheDesertController) -> set[int]:
    scene = controller.scene()
    marked = set()
    for cell in scene.hex_cells():
        item = scene.item_for(cell_id(cell))
        assert isinstance(item, TtdHexItem)
        if item.look.last:
            marked.add(cell)
    return marked


def test_both_camels_of_a_turn_are_marked_until_the_next_turn(qtbot):
    controller = make()
    play_riders(controller)
    assert ready(controller) == 0
    opening = controller.legal_for(PlayerId(0))[0]
    assert controller.drop_piece(piece_of(opening), cell_id(opening.cell))
    assert last_marked(controller) == {opening.cell}
    assert ready(controller) == 1
    first = controller.legal_for(PlayerId(1))[0]
    assert controller.drop_piece(piece_of(first), cell_id(first.cell))
    assert last_marked(controller) == {first.cell}
    second = controller.legal_for(PlayerId(1))[-1]
    assert controller.drop_piece(piece_of(second), cell_id(second.cell))
    assert controller.awaiting_confirm()
    assert last_marked(controller) == {first.cell, second.cell}
    assert controller.undo()
    assert last_marked(controller) == {first.cell}


def test_private_panel_follows_play_after_an_older_one_is_deleted(qtbot):
    controller = make()
    parent = holder(qtbot)
    old = [controller.private_panel(seat, parent) for seat in (0, 1)]
    new = [controller.private_panel(seat, parent) for seat in (0, 1)]
    gone: list[bool] = []
    for panel in old:
        assert panel is not None
        panel.destroyed.connect(lambda *_: gone.append(True))
        panel.deleteLater()
    qtbot.waitUntil(lambda: len(gone) == 2)
    seat = play_camels_until_water(controller)
    water = controller.session.state.seats[seat].water
    panel = new[seat]
    assert isinstance(panel, PrivatePanel)
    assert panel.tiles.values == tuple(sorted(water))


def test_counts_read_in_english():
    assert tiles_text(1) == "1 tile"
    assert tiles_text(3) == "3 tiles"
    assert tiles_and_points(1, 1) == "1 tile, 1 point"
    assert tiles_and_points(2, 5) == "2 tiles, 5 points"


def test_hovering_a_space_that_closes_an_area_says_so(qtbot):
    """The TtD stranger: the hover line of a space whose camel encloses an area was empty."""
    from tests.games.through_the_desert.builders import cell, make_state

    state = make_state(
        3,
        riders=[(0, "green", "K12"), (1, "yellow", "W6"), (2, "purple", "Q10")],
        camels=[(0, "green", "L11"), (0, "green", "M12"), (0, "green", "N12")],
        water={"L12": 2},
    )
    names = ["Anna", "Bea", "Carl"]
    session = Session(GAME, TtdOptions(players=3), 5, [Seat(name=n) for n in names])
    session.snapshots[0] = state
    controller = ThroughTheDesertController(session)
    controller.start()
    ready(controller)
    assert controller.acting_human() == 0
    parent = holder(qtbot)
    board = controller.create_board(parent)
    assert isinstance(board, TtdBoard)
    scene = controller.scene()
    assert scene.begin_gesture("camel:0") is not None
    scene.item_hovered(cell_id(cell("N13", 3)), True)
    assert board.hint.text() == "A camel here closes an area: 3 spaces, 3 points"
    scene.item_hovered(cell_id(cell("N13", 3)), False)
    assert board.hint.text() == ""
    scene.item_hovered(cell_id(cell("K11", 3)), True)  # legal, encloses nothing
    assert board.hint.text() == ""
