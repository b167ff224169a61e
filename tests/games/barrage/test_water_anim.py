"""Water drops flow down the Barrage map at the user's animation speed (issue 4)."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtWidgets import QWidget

from app.engine.session import Seat, Session
from app.games.barrage import GAME
from app.games.barrage.controller import BarrageController
from app.games.barrage.data.data import geometry
from app.games.barrage.model import BarrageOptions, State
from app.games.barrage.rules import water
from app.games.barrage.rules.trace import tracing
from app.games.barrage.view.scene import BarrageScene
from app.games.barrage.view.wateranim import one_step_on, timetable
from app.games.barrage.view.waterflow import EXIT, WaterLevels, plan_trips, trips_of_moves
from app.ui.board.anim import ArrivalItem
from app.ui.palette import player_style
from tests.games.barrage.builders import build_dam, dam, make_state

pytestmark = pytest.mark.gui


def make_scene() -> BarrageScene:
    return BarrageScene(2, [player_style(None, False, i) for i in range(2)], ["A", "B"])


def flow_states() -> tuple[State, State]:
    """A board before and after a production from B5U (through C5R) and the water flow phase."""
    s = make_state()
    build_dam(s, "B2U", 0)
    build_dam(s, "B5L", 1, level=2)
    build_dam(s, "B5U", 0, level=2, drops=2)
    build_dam(s, "B10L", 1)
    s.conduits[geometry().conduit_index["C5R"]] = 0
    s.headstream_drops = [1, 3, 0, 0]
    after = s.model_copy(deep=True)
    water.flow_all(after)
    water.release(after, dam("B5U"), 2, 10)
    return s, after


def shown(scene: BarrageScene) -> WaterLevels:
    """The drops the map items show, as water levels (added/exited: 0)."""
    geo = geometry()
    heads = tuple(scene.map.heads[h.id].look.drops for h in geo.data.headstreams)
    dams = tuple(scene.map.dams[d.id].look.drops for d in geo.dams)
    return WaterLevels(heads, dams, 0, 0)


def levels(state: State) -> WaterLevels:
    full = WaterLevels.of(state)
    return WaterLevels(full.heads, full.dams, 0, 0)


def flowing(scene: BarrageScene) -> list[ArrivalItem]:
    return [i for i in scene.items() if isinstance(i, ArrivalItem)]


def test_trips_follow_the_rivers_and_the_conduit(qapp) -> None:
    before, after = flow_states()
    trips = plan_trips(before, after, make_scene().map)
    pairs = Counter((t.source, t.dest) for t in trips)
    assert pairs == Counter(
        {
            ("head:0", EXIT): 1,  # HA: no dam down its river
            ("head:1", f"dam:{dam('B2U')}"): 1,
            ("head:1", f"dam:{dam('B5L')}"): 2,
            ("dam:" + str(dam("B5U")), f"dam:{dam('B10L')}"): 1,  # through C5R to basin 10
            ("dam:" + str(dam("B5U")), EXIT): 1,
        }
    )
    production = next(t for t in trips if t.dest == f"dam:{dam('B10L')}")
    conduit = make_scene().map.conduits["C5R"].rect.center()
    assert any(
        (production.path.pointAtPercent(k / 400) - conduit).manhattanLength() < 2
        for k in range(401)
    )


def test_nothing_flows_backwards_or_without_a_change(qapp) -> None:
    before, after = flow_states()
    layer = make_scene().map
    assert plan_trips(after, before, layer) == []  # an undo
    assert plan_trips(after, after, layer) == []


def test_new_drops_come_down_the_headstream_the_move_named(qapp) -> None:
    before = make_state()
    after = before.model_copy(deep=True)
    water.flow_now(after, 2)  # HC, empty map: the drop leaves the map
    layer = make_scene().map
    (trip,) = plan_trips(before, after, layer, ("HC",))
    assert (trip.source, trip.dest) == (None, EXIT)
    assert trip.path.pointAtPercent(0).x() == pytest.approx(layer.heads["HC"].rect.center().x())


def test_the_flow_runs_and_ends_showing_the_new_state(qapp) -> None:
    before, after = flow_states()
    scene = make_scene()
    scene.sync(before)
    scene.water_ms = 800
    scene.sync(after)
    animation = scene.water.travel.animation()
    assert animation is not None
    assert animation.duration() == 800
    assert len(flowing(scene)) == len(scene.water.trips()) == 6
    assert shown(scene) == levels(before)  # nothing has arrived yet: the old water shows
    animation.setCurrentTime(400)
    assert any(item.isVisible() for item in flowing(scene))
    middle = shown(scene)
    assert middle not in (levels(before), levels(after))
    animation.setCurrentTime(800)  # the end
    assert not scene.water.is_running()
    assert flowing(scene) == []
    assert shown(scene) == levels(after)


def test_the_flow_runs_by_itself_on_the_event_loop(qtbot) -> None:
    before, after = flow_states()
    scene = make_scene()
    scene.sync(before)
    scene.water_ms = 50
    with qtbot.waitSignal(scene.water.travel.finished, timeout=5000):
        scene.sync(after)
    assert flowing(scene) == []
    assert shown(scene) == levels(after)


def test_the_instant_setting_shows_the_water_at_once(qapp) -> None:
    before, after = flow_states()
    scene = make_scene()
    scene.sync(before)
    scene.sync(after)  # water_ms is 0
    assert not scene.water.is_running()
    assert flowing(scene) == []
    assert shown(scene) == levels(after)


def test_a_sync_ends_the_flow_at_once_a_repaint_lets_it_go_on(qapp) -> None:
    before, after = flow_states()
    scene = make_scene()
    scene.sync(before)
    scene.water_ms = 10_000
    scene.sync(after)
    animation = scene.water.travel.animation()
    assert animation is not None
    animation.setCurrentTime(5000)
    middle = shown(scene)
    scene.sync(after.model_copy(deep=True), ["map:B2U"])  # the same position, highlighted
    assert scene.water.is_running()
    assert shown(scene) == middle
    scene.water_ms = 0
    scene.sync(before)  # an undo while the water flows
    assert not scene.water.is_running()
    assert flowing(scene) == []
    assert shown(scene) == levels(before)
    scene.water_ms = 10_000
    scene.sync(after)
    scene.water.finish()
    assert shown(scene) == levels(after)


def test_drops_set_off_one_after_another() -> None:
    assert timetable(1) == [(0.0, 1.0)]
    times = timetable(3)
    assert [round(a, 3) for a, _ in times] == [0.0, 0.2, 0.4]
    assert all(b - a == pytest.approx(0.6) for a, b in times)
    assert max(b for _, b in times) == pytest.approx(1.0)
    assert one_step_on(3, 4)
    assert not one_step_on(3, 3)
    assert not one_step_on(4, 3)
    assert not one_step_on(None, 4)
    assert not one_step_on(3, None)


def _water_move(state: State) -> object:
    legal = GAME.legal_actions(state, sorted(GAME.to_act(state))[0])
    return next(
        a
        for a in legal
        if a.kind == "manage_water" and a.space.startswith("water_d1") and a.headstreams == ("HC",)
    )


def test_a_move_that_moves_water_flows_as_long_as_the_setting(qtbot) -> None:
    session = Session(GAME, BarrageOptions(players=2), 3, [Seat(name="A"), Seat(name="B")])
    controller = BarrageController(session)
    parent = QWidget()
    qtbot.addWidget(parent)
    controller.create_board(parent)
    controller.set_bot_delay(70)
    scene = controller.scene()
    action = _water_move(session.state)
    assert controller.try_apply(action)
    animation = scene.water.travel.animation()
    assert animation is not None
    assert animation.duration() == 70
    (trip,) = scene.water.trips()
    assert trip.dest == EXIT
    assert trip.path.pointAtPercent(0).x() == pytest.approx(scene.map.heads["HC"].rect.center().x())
    assert controller.undo()
    assert not scene.water.is_running()  # an undo simply shows the water as it was
    assert shown(scene) == levels(session.state)


def test_traced_trips_show_a_headstream_that_emptied_and_refilled(qapp) -> None:
    """Seed 000 水流フェイズ then 収入フェイズ: drops flow down, then new ones arrive.

    The two states alone show headstream HB with 3 drops before and after; the traced moves
    show its 3 drops leaving and 3 new ones landing.
    """
    before, _ = flow_states()
    after = before.model_copy(deep=True)
    with tracing() as moves:
        water.flow_all(after)
        water.add_drops(after, 1, 3)
    assert after.headstream_drops[1] == before.headstream_drops[1] == 3
    layer = make_scene().map
    trips = trips_of_moves(moves, layer)
    pairs = Counter((t.source, t.dest) for t in trips)
    assert pairs == Counter(
        {
            ("head:0", EXIT): 1,
            ("head:1", f"dam:{dam('B2U')}"): 1,
            ("head:1", f"dam:{dam('B5L')}"): 2,
            (None, "head:1"): 3,
        }
    )
    assert [t.source for t in trips][-3:] == [None] * 3  # the new drops come after the flow
    assert not any(t.source == "head:1" for t in plan_trips(before, after, layer))


def test_traced_production_runs_through_its_conduit(qapp) -> None:
    before, _ = flow_states()
    after = before.model_copy(deep=True)
    with tracing() as moves:
        water.release(after, dam("B5U"), 2, 10, geometry().conduit_index["C5R"])
    layer = make_scene().map
    trips = trips_of_moves(moves, layer)
    assert [(t.source, t.dest) for t in trips] == [
        (f"dam:{dam('B5U')}", f"dam:{dam('B10L')}"),
        (f"dam:{dam('B5U')}", EXIT),
    ]
    conduit = layer.conduits["C5R"].rect.center()
    assert any(
        (trips[0].path.pointAtPercent(k / 400) - conduit).manhattanLength() < 2 for k in range(401)
    )


def test_tracing_changes_nothing_and_records_nothing_outside(qapp) -> None:
    before, _ = flow_states()
    plain, traced = before.model_copy(deep=True), before.model_copy(deep=True)
    water.flow_all(plain)
    with tracing() as moves:
        water.flow_all(traced)
    assert plain == traced
    assert len(moves) == 4


def test_replaying_a_step_from_the_log_flows_its_water_again(qtbot) -> None:
    session = Session(GAME, BarrageOptions(players=2), 3, [Seat(name="A"), Seat(name="B")])
    controller = BarrageController(session)
    parent = QWidget()
    qtbot.addWidget(parent)
    controller.create_board(parent)
    controller.set_bot_delay(70)
    scene = controller.scene()
    assert controller.try_apply(_water_move(session.state))
    if controller.awaiting_confirm():
        controller.confirm_turn()
    while len(session.actions) < 2:  # the next seat moves: the water move is in the past
        seat = sorted(GAME.to_act(session.state))[0]
        assert controller.try_apply(GAME.legal_actions(session.state, seat)[0])
    scene.water.finish()
    controller.show_step(0)  # the start: nothing to flow
    assert not scene.water.is_running()
    controller.show_step(1)  # the water move, from the log
    assert scene.water.is_running()
    (trip,) = scene.water.trips()
    assert (trip.source, trip.dest) == (None, EXIT)
    controller.return_to_present()  # back in the present: shown at once
    assert not scene.water.is_running()


def test_the_round_end_flow_is_animated_from_the_rules(qtbot) -> None:
    """A whole round of bot-like moves; the action ending it flows every waiting drop."""
    session = Session(GAME, BarrageOptions(players=2), 5, [Seat(name="A"), Seat(name="B")])
    controller = BarrageController(session)
    parent = QWidget()
    qtbot.addWidget(parent)
    controller.create_board(parent)
    controller.set_bot_delay(70)
    scene = controller.scene()
    waiting = sum(session.state.headstream_drops)
    assert waiting > 0
    while session.state.round == 1:
        seat = sorted(GAME.to_act(session.state))[0]
        action = GAME.legal_actions(session.state, seat)[-1]
        assert controller.try_apply(action)
        if controller.awaiting_confirm():
            controller.confirm_turn()
        scene.water.finish() if session.state.round == 1 else None
    trips = scene.water.trips()
    from_heads = [t for t in trips if t.source is not None and t.source.startswith("head:")]
    assert len(from_heads) >= waiting  # every drop waiting at the flow phase went down
    assert any(t.source is None and t.dest.startswith("head:") for t in trips)  # round 2's drops
