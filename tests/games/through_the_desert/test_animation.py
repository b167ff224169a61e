"""Bot moves drop onto the Through the Desert board at the user's animation speed."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QWidget

from app.engine.game import PlayerId
from app.engine.session import Seat, Session
from app.games.through_the_desert import GAME
from app.games.through_the_desert.controller import ThroughTheDesertController
from app.games.through_the_desert.model import State, TtdOptions
from app.games.through_the_desert.view.items import TtdHexItem
from app.games.through_the_desert.view.scene import TtdScene, cell_id
from app.ui.board.anim import ArrivalItem
from app.ui.palette import player_style

pytestmark = pytest.mark.gui


def scene_and_states(players: int = 2) -> tuple[TtdScene, list[State]]:
    """A scene and the first three states of a game (setup, one rider, two riders)."""
    styles = [player_style(None, False, i) for i in range(players)]
    scene = TtdScene(players, styles, [f"P{i + 1}" for i in range(players)])
    states = [GAME.setup(TtdOptions(players=players), 4)]
    for seat in (0, 1):
        states.append(GAME.apply(states[-1], GAME.legal_actions(states[-1], PlayerId(seat))[5]))
    return scene, states


def hex_at(scene: TtdScene, cell: int) -> TtdHexItem:
    item = scene.item_for(cell_id(cell))
    assert isinstance(item, TtdHexItem)
    return item


def hidden(scene: TtdScene, cell: int) -> bool:
    """Whether the space leaves its camel out (it is being drawn falling instead)."""
    return hex_at(scene, cell).piece_hidden


def arriving(scene: TtdScene) -> list[ArrivalItem]:
    return [i for i in scene.items() if isinstance(i, ArrivalItem)]


def test_one_new_camel_drops_in_and_ends_in_its_final_state(qapp) -> None:
    scene, (before, after, _) = scene_and_states()
    scene.sync(before)
    scene.arrival_ms = 400
    scene.sync(after)
    cell = after.last_action
    key = cell_id(cell)
    item = hex_at(scene, cell)
    assert scene.arrivals.running() == [key]
    assert hidden(scene, cell)  # the space shows no camel while it falls...
    assert (item.look.owner, item.look.colour, item.look.rider) == (0, after.colour[cell], True)
    assert len(arriving(scene)) == 1  # ...its picture does, above the space
    group = scene.arrivals.group(key)
    assert group is not None
    group.setCurrentTime(group.duration())  # run the animation to its end
    assert scene.arrivals.running() == []
    assert not hidden(scene, cell)
    assert arriving(scene) == []
    assert (item.look.owner, item.look.colour, item.look.rider) == (0, after.colour[cell], True)


def test_the_animation_runs_by_itself_on_the_event_loop(qtbot) -> None:
    scene, (before, after, _) = scene_and_states()
    scene.sync(before)
    scene.arrival_ms = 50
    with qtbot.waitSignal(scene.arrivals.finished, timeout=5000) as done:
        scene.sync(after)
    assert done.args == [cell_id(after.last_action)]
    assert not hex_at(scene, after.last_action).piece_hidden
    assert arriving(scene) == []


def test_instant_setting_and_jumps_do_not_animate(qapp) -> None:
    scene, (before, after, later) = scene_and_states()
    scene.sync(before)
    scene.sync(after)  # arrival_ms is 0: instant
    assert scene.arrivals.running() == []
    scene.arrival_ms = 400
    scene.sync(before)
    scene.sync(later)  # two camels at once (a jump, e.g. a replay or a loaded game)
    assert scene.arrivals.running() == []
    assert arriving(scene) == []


def test_a_later_sync_lands_the_falling_camel_at_once(qapp) -> None:
    scene, (before, after, later) = scene_and_states()
    scene.sync(before)
    scene.arrival_ms = 10_000
    scene.sync(after)
    first = after.last_action
    scene.sync(later)  # the next move arrives while the first still falls
    assert not hex_at(scene, first).piece_hidden
    assert scene.arrivals.running() == [cell_id(later.last_action)]
    scene.arrival_ms = 0
    scene.sync(after)  # undo while it falls: gone at once, nothing left hidden
    assert scene.arrivals.running() == []
    assert arriving(scene) == []
    item = hex_at(scene, later.last_action)
    assert item.look.owner == -1
    assert not item.piece_hidden
    scene.arrival_ms = 10_000
    scene.sync(later)
    scene.set_seats(scene.styles, scene.names, True)
    scene.sync(later)  # a repaint of the same position lets the animation go on
    assert scene.arrivals.running() == [cell_id(later.last_action)]


def bot_then_human(delay: int) -> ThroughTheDesertController:
    seats = [Seat(name="Carl", kind="bot", level="easy"), Seat(name="Anna")]
    controller = ThroughTheDesertController(Session(GAME, TtdOptions(players=2), 9, seats))
    controller.set_bot_delay(delay)
    return controller


def test_a_bot_move_is_animated_for_as_long_as_the_setting(qtbot) -> None:
    controller = bot_then_human(60)
    parent = QWidget()
    qtbot.addWidget(parent)
    controller.create_board(parent)
    scene = controller.scene()
    seen: list[tuple[list[str], int]] = []

    def record() -> None:
        running = scene.arrivals.running()
        group = scene.arrivals.group(running[0]) if running else None
        seen.append((running, group.duration() if group is not None else 0))

    controller.state_changed.connect(record)
    controller.start()
    qtbot.waitUntil(lambda: len(controller.session.actions) == 1, timeout=10_000)
    cell = controller.session.state.last_action
    assert ([cell_id(cell)], 60) in seen
    qtbot.waitUntil(lambda: not scene.arrivals.running(), timeout=10_000)
    item = hex_at(scene, cell)
    assert not item.piece_hidden
    assert item.look.owner == 0
    assert arriving(scene) == []
    controller.shutdown()


def test_a_human_move_appears_at_once(qtbot) -> None:
    controller = bot_then_human(800)
    scene = controller.scene()
    controller.start()
    qtbot.waitUntil(lambda: controller.acting_human() == 1, timeout=10_000)
    action: Any = controller.legal_for(1)[0]
    assert controller.drop_piece(f"rider:{action.colour}", cell_id(action.cell))
    assert scene.arrivals.running() == []
    assert not hex_at(scene, action.cell).piece_hidden
    controller.shutdown()


def test_instant_bot_moves_are_not_animated(qtbot) -> None:
    controller = bot_then_human(0)
    scene = controller.scene()
    started: list[str] = []
    controller.state_changed.connect(lambda: started.extend(scene.arrivals.running()))
    controller.start()
    qtbot.waitUntil(lambda: controller.acting_human() == 1, timeout=10_000)
    assert started == []
    controller.shutdown()


def _hex_image(last: bool):
    """A purple camel of seat 1 on a space, drawn alone (as the last move or not)."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    from app.games.through_the_desert.view.items import RADIUS, CellLook

    item = TtdHexItem("cell:0", 0)
    styles = tuple(player_style(None, False, i) for i in range(2))
    item.set_look(CellLook(terrain="plain", owner=1, colour=3, last=last), styles, False)
    size = int(4 * RADIUS)
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.translate(size / 2, size / 2)
    item.paint_content(painter)
    painter.end()
    return image, QRectF(0, 0, size, size).center()


def test_the_last_move_mark_keeps_the_camels_colours_and_its_owners_ring(qapp):
    """The TtD stranger: the last-move highlight tinted the camels (purple looked pink) and
    hid the owner's ring. The mark lies around the piece: inside its ring nothing changes."""
    from app.games.through_the_desert.view.items import RADIUS

    plain, centre = _hex_image(last=False)
    marked, _ = _hex_image(last=True)
    reach = (
        RADIUS * 0.8 + 0.5
    )  # the disc and its owner's ring (3.2 px wide at 0.8 R) but its soft edge
    changed = 0
    for x in range(plain.width()):
        for y in range(plain.height()):
            inside = (x - centre.x()) ** 2 + (y - centre.y()) ** 2 <= reach**2
            if plain.pixel(x, y) != marked.pixel(x, y):
                assert not inside, (x, y)
                changed += 1
    assert changed > 50  # the mark is there, around the piece
