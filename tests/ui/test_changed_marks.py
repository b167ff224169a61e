"""What happened while you waited: the board marks what changed since a seat's last turn.

Issue 18 §4: when a human seat's turn starts after a bot moved, the board highlights the items
whose counters changed since that seat last moved (from the log's ledger deltas: a Tinners'
Trail region's cubes, `region:<id>:water`…), until they fade or the first click; View ▸ "Show
what changed since my last turn" switches it off.
"""

from __future__ import annotations

import random  # noqa: TID251 - a test driver, not game state

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsScene, QWidget

from app.engine.game import PlayerId
from app.engine.session import Seat, Session
from app.games.tinners_trail import GAME
from app.games.tinners_trail.controller import TinnersTrailController
from app.games.tinners_trail.data.data import game_data
from app.ui.board.changed import ChangedMarkItem

pytestmark = pytest.mark.gui

_KEEP: list[QWidget] = []
"""The boards' parents, alive until the end of the session (Qt deletes an unreferenced one)."""


def _started(qtbot) -> TinnersTrailController:
    """Ann (human) against a bot; the bots move at once."""
    seats = [Seat(name="Ann"), Seat(name="Bot", kind="bot", level="easy")]
    session = Session(GAME, GAME.Options(players=2), 5, seats)
    controller = TinnersTrailController(session)
    parent = QWidget()
    parent.resize(1200, 760)
    qtbot.addWidget(parent)
    controller.create_board(parent)
    parent.show()
    _KEEP.append(parent)
    controller.set_bot_delay(0)
    controller.start()
    return controller


def _regions_changed_by_others(controller: TinnersTrailController) -> set[str]:
    """Region items whose counters the log's deltas changed since Ann's last move."""
    session = controller.session
    actions = session.actions
    start = len(actions)
    while start > 0 and int(actions[start - 1].player) != 0:
        start -= 1
    out = set()
    for i in range(start, len(actions)):
        before, after = session.state_at(i), session.state_at(i + 1)
        lines = [GAME.describe(before, actions[i]), *GAME.step_events(before, actions[i], after)]
        for line in lines:
            for key, _ in line.deltas:
                kind, name = key.split(":")[:2]
                if kind == "region":
                    out.add(f"region:{game_data().region_index[name]}")
    return out


def _ann_plays(controller: TinnersTrailController, rng: random.Random) -> None:
    """Ann makes one random legal move (confirmed), then the bot answers."""
    assert controller.try_apply(rng.choice(controller.legal_for(0)))
    if controller.awaiting_confirm():
        assert controller.confirm_turn()


def _next_turn_after_region_change(qtbot, controller, rng) -> set[str]:
    """Play Ann until her turn starts after the bot changed some region; return those regions."""
    for _ in range(300):
        qtbot.waitUntil(
            lambda: controller.acting_human() == PlayerId(0) or controller.is_over(),
            timeout=20_000,
        )
        assert not controller.is_over()
        changed = _regions_changed_by_others(controller)
        if changed and int(controller.session.actions[-1].player) != 0:
            return changed
        _ann_plays(controller, rng)
    raise AssertionError("the bot never changed a region")


def test_a_bots_region_change_is_marked_for_the_human_until_a_click(qtbot):
    controller = _started(qtbot)
    rng = random.Random("changed marks")
    changed = _next_turn_after_region_change(qtbot, controller, rng)
    marked = controller.marked_changes()
    assert changed <= set(marked), (changed, marked)
    assert all(controller.scene().item_for(i) is not None for i in marked)
    # the first click on the board takes the marks away
    board = controller.board()
    assert board is not None
    view = board.view
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(2, 2))
    assert controller.marked_changes() == []


def test_switched_off_nothing_is_marked(qtbot):
    controller = _started(qtbot)
    controller.set_show_changes(False)
    rng = random.Random("changed marks")
    changed = _next_turn_after_region_change(qtbot, controller, rng)
    assert changed
    assert controller.marked_changes() == []
    assert not controller.show_changes()


def _regions_of_events(controller: TinnersTrailController, step: int) -> list[str]:
    """Region items changed by the automatic steps of move `step` (not where it was made)."""
    session = controller.session
    before, after = session.state_at(step - 1), session.state_at(step)
    action = session.actions[step - 1]
    out = []
    for line in GAME.step_events(before, action, after):
        for key, _ in line.deltas:
            kind, name = key.split(":")[:2]
            if kind == "region":
                out.append(f"region:{game_data().region_index[name]}")
    anchor = controller.anchor_of(action)
    return [r for r in dict.fromkeys(out) if r != anchor]


@pytest.mark.parametrize("delay_ms", [100, 0])
def test_automatic_steps_are_led_through_at_the_animation_speed(qtbot, delay_ms):
    """Water added after mining, a pump draining a region: lit in turn; "instant" lights none."""
    controller = _started(qtbot)
    controller.set_bot_delay(delay_ms)
    played: dict[int, list[str]] = {}

    def record() -> None:
        step = len(controller.session.actions)
        if step not in played:
            played[step] = [i for g in controller.scene().pulses.played() for i in g]

    controller.state_changed.connect(record)
    rng = random.Random("pulses")
    led = 0
    for _ in range(200):
        qtbot.waitUntil(
            lambda: controller.acting_human() == PlayerId(0) or controller.is_over(),
            timeout=20_000,
        )
        for step, ids in played.items():
            expected = _regions_of_events(controller, step)
            if expected and step > 0:
                led += 1
                if delay_ms:
                    assert set(expected) <= set(ids), (step, expected, ids)
                else:
                    assert ids == []
        if led >= 2 or controller.is_over():
            break
        played.clear()
        _ann_plays(controller, rng)
    assert led >= 2


def test_hot_seat_marks_the_rivals_moves_after_the_handoff(qtbot):
    """Two humans at one screen (Through the Desert hides water holes: hand-off screens)."""
    from app.games.through_the_desert import GAME as DESERT
    from app.games.through_the_desert.controller import (
        ThroughTheDesertController,
    )

    seats = [Seat(name="Anna"), Seat(name="Carl")]
    session = Session(DESERT, DESERT.Options(players=2), 4, seats)
    controller = ThroughTheDesertController(session)
    parent = QWidget()
    parent.resize(1100, 700)
    qtbot.addWidget(parent)
    _KEEP.append(parent)
    controller.create_board(parent)
    controller.set_bot_delay(0)
    controller.start()
    rng = random.Random("hot seat")
    for _ in range(40):  # the riders, then camels: past the first turns of both
        if len(session.actions) >= 10 and controller.handoff_seat() is not None:
            break
        if controller.handoff_seat() is not None:
            controller.accept_handoff()
        actor = controller.acting_human()
        assert actor is not None
        assert controller.try_apply(rng.choice(controller.legal_for(int(actor))))
        if controller.awaiting_confirm():
            assert controller.confirm_turn()
    waiting = controller.handoff_seat()
    assert waiting is not None
    assert controller.marked_changes() == []  # nothing shows behind the hand-off screen
    since = len(session.actions)
    while int(session.actions[since - 1].player) != int(waiting):
        since -= 1
    rival_cells = {controller.anchor_of(a) for a in session.actions[since:]}
    controller.accept_handoff()
    assert rival_cells
    assert rival_cells <= set(controller.marked_changes())


def test_a_mark_lets_what_is_under_it_show_through(qtbot):
    """The fit walk counts a `see_through` mark as hiding nothing: its band must be
    translucent (a black word under the band still darkens it) and the band lies outside the
    marked outline (the item's own words are not under it)."""
    outline = QPainterPath()
    outline.addRect(QRectF(20, 20, 60, 60))
    mark = ChangedMarkItem(outline, "x")
    assert mark.see_through
    assert not mark.shape().contains(QRectF(21, 21, 58, 58).center())  # inside: no band
    scene = QGraphicsScene(0, 0, 100, 100)
    scene.addRect(QRectF(0, 0, 100, 100), Qt.PenStyle.NoPen, QColor("black"))
    scene.addItem(mark)
    image = QImage(100, 100, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 100, 100), QRectF(0, 0, 100, 100))
    painter.end()
    band = image.pixelColor(17, 50)  # 3 px outside the left edge: in the band
    inside = image.pixelColor(50, 50)
    assert 0 < band.red() < 255  # amber over black, not amber alone
    assert band.red() < 255 * 0.9
    assert inside == QColor("black")  # nothing over the item: its colours stay (TtD stranger)
