"""The Barrage boards show what a player needs to plan (issue 36 §3).

- The map draws every connection of the map data as a river with an arrowhead (headstream →
  basin → next basin → off the map, and inside a basin the dam water meets first → the next),
  no river runs through a basin its water does not reach, and each dam space's tooltip says
  which headstreams feed it and where the water it cannot keep goes (en and ja).
- Each management space shows its whole price in credits (the red outline's and the action's).
- Water drops on the map are at least 11 px tall on screen in the 1280×800 window.
"""

from __future__ import annotations

import pytest

from app.engine.game import PlayerId
from app.engine.text import render
from app.games.barrage import GAME, texts
from app.games.barrage.data.data import game_data, geometry
from app.games.barrage.model import NEUTRAL, BarrageOptions, Occupation
from app.games.barrage.rules.scoring import credits_for
from app.games.barrage.texts import signed
from app.games.barrage.view.maplayout import basin_rect
from app.games.barrage.view.rivers import dam_flow_lines, powerhouse_flow_line
from app.games.barrage.view.scene import BarrageScene
from app.ui.i18n import show
from app.ui.palette import player_style
from tests.games.barrage.builders import build_dam, dam, make_state
from tests.games.barrage.test_screen import board_of, four_players
from tests.guikit import MIN_PX, big_window, settle


def make_scene(players: int = 2) -> BarrageScene:
    styles = [player_style(None, False, i) for i in range(players)]
    return BarrageScene(players, styles, ["Anna", "Bea", "Carl", "Dora"][:players])


def connections() -> set[str]:
    """Every flow of the map data: headstream → basin, basin → basin or exit, dam → dam."""
    geo = geometry()
    out = {f"flow:{h.id}:{h.basin}" for h in geo.data.headstreams}
    for b in geo.data.basins:
        out.add(f"flow:{b.id}:{b.downstream if b.downstream is not None else b.exit}")
        out |= {f"flow:{x.id}:{y.id}" for x, y in zip(b.dams, b.dams[1:], strict=False)}
    return out


def test_every_connection_of_the_map_data_has_an_arrow(qapp) -> None:
    rivers = make_scene().map.rivers
    assert set(rivers.arrows) == connections()
    for key, arrow in rivers.arrows.items():
        assert arrow.isVisible(), key
        assert not arrow.path().isEmpty(), key
        assert arrow.toolTip(), key
    geo = geometry()
    for b in geo.data.basins:
        if b.downstream is None:
            continue
        tip = rivers.arrows[f"flow:{b.id}:{b.downstream}"].path().elementAt(0)
        # the arrow points into the basin the data names
        assert basin_rect(b.downstream).adjusted(-3, -3, 3, 3).contains(tip.x, tip.y), b.id


def test_no_river_runs_through_a_basin_its_water_does_not_reach(qapp) -> None:
    """Basin 1 flows to basin 8: its river used to cross basin 5, which it never feeds."""
    geo = geometry()
    rivers = make_scene().map.rivers
    for b in geo.data.basins:
        if b.downstream is None:
            continue
        path = rivers.rivers[f"flow:{b.id}:{b.downstream}"].path()
        others = [basin_rect(o.id) for o in geo.data.basins if o.id not in {b.id, b.downstream}]
        points = [path.pointAtPercent(k / 200) for k in range(201)]
        crossed = [box for box in others for p in points if box.contains(p)]
        assert not crossed, (b.id, b.downstream)


def test_the_rivers_between_basins_carry_their_headstreams_letters(qapp) -> None:
    rivers = make_scene().map.rivers
    assert rivers.badges["flow:1:8"].text() == "A"
    assert rivers.badges["flow:10:12"].text() == "C and D"
    assert rivers.badges["flow:9:11"].text() == "B"


def test_a_dam_tooltip_names_its_headstreams_and_where_its_water_goes(qapp) -> None:
    """Basin 5: headstream B from above, produced water from basins 1 and 3, on to 9 and 11."""
    state = make_state(2)
    build_dam(state, "B5L", 1, level=1, drops=1)
    scene = make_scene()
    scene.sync(state)
    upper = scene.map.dams["B5U"].toolTip()
    assert "Water from headstream B reaches this dam." in upper
    assert "conduits from basin 1 and basin 3" in upper
    assert "in this order: right dam, basin 9, basin 11 and off the map." in upper
    lower = scene.map.dams["B5L"].toolTip()
    assert "Water meets the left dam before this one." in lower
    assert "in this order: basin 9, basin 11 and off the map." in lower
    assert "holding 1 drop" in lower
    basin_10 = scene.map.dams["B10U"].toolTip()
    assert "Water from headstream C and headstream D reaches this dam." in basin_10


def test_the_dam_tooltip_reads_in_japanese(qapp) -> None:
    geo = geometry()
    upper = [render(line, "ja") for line in dam_flow_lines(geo, dam("B5U"))]
    assert upper == [
        "源流Bの水がこのダムに流れ込みます。",
        "この盆地の発電所で発電に使った水も流れ込みます（盆地1、盆地3からの導管）。",
        "このダムに入りきらない水は右ダム、盆地9、盆地11、マップの外の順に流れます。",
    ]
    lower = [render(line, "ja") for line in dam_flow_lines(geo, dam("B5L"))]
    assert "水はこのダムより先に左ダムに入ります。" in lower
    for i in range(len(geo.dams)):  # every dam space of the map says where its water goes
        assert len(dam_flow_lines(geo, i)) >= 2
        assert all("{" not in render(line, "ja") for line in dam_flow_lines(geo, i))


def test_a_powerhouse_tooltip_says_where_its_water_goes(qapp) -> None:
    geo = geometry()
    scene = make_scene()
    scene.sync(make_state(2))
    first_in_5 = geo.powerhouses[geo.powerhouses_of[5][0]].id
    assert (
        scene.map.powerhouses[first_in_5]
        .toolTip()
        .endswith(
            "Water used here flows on, in this order: left dam, right dam, basin 9, basin 11 and"
            " off the map."
        )
    )
    last = geo.powerhouses_of[12][-1]
    assert (
        render(powerhouse_flow_line(geo, last), "ja")
        == "ここで発電に使った水はマップの外へ流れます。"
    )
    for i in range(len(geo.powerhouses)):
        assert "{" not in render(powerhouse_flow_line(geo, i), "ja")


def test_each_management_space_shows_its_whole_price(qapp) -> None:
    """The workshop's 0/2/5 credits were only in the list; a red space adds its 3."""
    scene = make_scene(4)
    state = make_state(4)
    scene.sync(state)
    for s in game_data().board.spaces:
        credits = s.space_cost + int(getattr(s, "pay", 0))
        note = scene.shared.spaces[s.uid].look.note
        if credits and s.section != "patent":
            assert note == show(texts.count("credits", credits)), s.uid
    notes = {uid: scene.shared.spaces[uid].look.note for uid in ("workshop_r2", "workshop_r3")}
    assert notes == {"workshop_r2": "2 credits", "workshop_r3": "5 credits"}
    assert scene.shared.spaces["workshop_r3c"].look.note == "8 credits"
    assert len(scene.shared.spaces["workshop_r1"].look.discs) == 1  # its engineer, drawn


@pytest.fixture
def window(qtbot, tmp_path):
    """A main window at 1280×800."""
    yield from big_window(qtbot, tmp_path)


def test_water_drops_are_11_px_tall_on_screen(window, qtbot) -> None:
    """Drops were ~7 px (12 scene units at 0.64) and nearly invisible on a red dam."""
    window.start_session(four_players())
    settle(qtbot)
    board = board_of(window)
    board.show_tab("map")
    settle(qtbot)
    state = window.controller.session.state.model_copy(deep=True)
    build_dam(state, "B1U", 0, level=2, drops=2)
    build_dam(state, "B5L", 1, level=3, drops=3)
    state.headstream_drops = [6, 1, 0, 2]
    board.scene.sync(state)
    settle(qtbot)
    zoom = board.view.zoom()
    measured: list[float] = []
    for item in [*board.scene.map.dams.values(), *board.scene.map.heads.values()]:
        for rect in item.drop_rects():
            assert item.rect.contains(rect), item.item_id
            measured.append(rect.height() * item.sceneTransform().m22() * zoom)
    dams, heads = board.scene.map.dams, board.scene.map.heads
    # two drops are drawn, more as one drop and "×n"
    assert [len(dams[d].drop_rects()) for d in ("B1U", "B5L")] == [2, 1]
    assert [len(heads[h].drop_rects()) for h in ("HA", "HB", "HC", "HD")] == [1, 1, 0, 2]
    assert ("×6", heads["HA"].small_px) in heads["HA"].text_runs()
    assert min(measured) >= MIN_PX, measured


def test_the_bank_shows_eight_engineers_11_px_tall(window, qtbot) -> None:
    """Eight engineers of four seats crammed the one-column bank (figures ~6 px, "B G")."""
    window.start_session(four_players())
    settle(qtbot)
    board = board_of(window)
    board.show_tab("actions")
    settle(qtbot)
    state = window.controller.session.state.model_copy(deep=True)
    state.occupied = [
        Occupation(uid="bank", player=PlayerId(seat), engineers=2) for seat in range(4)
    ]
    board.scene.sync(state)
    settle(qtbot)
    bank = board.scene.shared.spaces["bank"]
    assert len(bank.look.discs) == 8
    size = bank.figure_size() * bank.sceneTransform().m22() * board.view.zoom()
    assert size >= MIN_PX, size
    assert "…" not in "".join(text for text, _ in bank.text_runs())


def test_the_neutral_dams_show_their_level_and_the_track_what_each_box_pays(qapp) -> None:
    """Issue 37 (a newcomer's 6/10): the neutral dams' levels and the energy track's credits
    (and the 0 box's VP loss) were not on the board; both are, from the data and the rules."""
    scene = make_scene()
    state = GAME.setup(BarrageOptions(players=2), 1)
    scene.map.render(state, scene.seats)
    scene.shared.render(state, scene.seats)
    geo = geometry()
    neutral = [(geo.dams[i].id, d) for i, d in enumerate(state.dams) if d.owner == NEUTRAL]
    assert {d.level for _, d in neutral} == {n.level for n in game_data().neutral_dams.areas}
    for space, d in neutral:
        item = scene.map.dams[space]
        assert item.look.text == "I" * d.level, space  # the word 'level' is in the tooltip
        assert ("base only" if d.level == 1 else f"base + {d.level - 1} elev.") in item.toolTip()
    track = game_data().energy
    for n, item in enumerate(scene.shared.track):
        row = track.credit_row(n)
        want = f"{row.vp}VP" if row.vp else signed(credits_for(state, n))
        assert item.look.note == want, n
        assert f"{credits_for(state, n)} credit" in item.toolTip(), n
    assert track.credit_row(0).vp < 0
