"""Water flow goldens (seed 000 "水流フェイズ", "アクション：水源/発電"; seed 004 Phase 3)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from app.games.barrage.data.data import geometry
from app.games.barrage.model import NEUTRAL, DamState
from app.games.barrage.rules import water
from tests.games.barrage.builders import build_dam, dam, make_state, seat_of

HA, HB, HC, HD = 0, 1, 2, 3


def test_a_drop_on_an_empty_map_leaves_at_the_bottom() -> None:
    # Seed 004 Phase 3: drops reaching the lower basin are lost.
    s = make_state()
    water.add_drops(s, HA, 1)
    [path] = water.flow_all(s)
    assert path.dam is None
    assert path.exit == "EXIT_L"
    assert path.passed == (8, 11)  # basins with powerhouse spaces on the way 1 -> 8 -> 11
    assert s.drops_exited == 1
    assert water.drops_in_play(s) == 0


def test_drops_fill_the_upstream_dam_first_then_overflow() -> None:
    # Seed 000 水流フェイズ: a dam keeps drops up to its capacity; the rest flows on.
    s = make_state()
    build_dam(s, "B1U", 0, level=1)
    build_dam(s, "B1L", 1, level=2)
    build_dam(s, "B8U", 0, level=1)
    water.add_drops(s, HA, 5)
    paths = water.flow_all(s)
    assert [p.dam for p in paths] == [dam("B1U"), dam("B1L"), dam("B1L"), dam("B8U"), None]
    assert [s.dams[dam(x)].drops for x in ("B1U", "B1L", "B8U")] == [1, 2, 1]
    assert s.drops_exited == 1


def test_a_neutral_dam_holds_water_like_any_dam() -> None:
    # Seed 000 準備: neutral dams with their level (hill = 2).
    s = make_state()
    build_dam(s, "B5L", NEUTRAL, level=2, drops=1)
    water.add_drops(s, HB, 3)
    water.flow_all(s)
    assert s.dams[dam("B5L")].drops == 2
    assert s.drops_exited == 2


def test_capacity_by_level_and_graziano_level_three_holds_four() -> None:
    # Reference §6: Graziano Del Monte's level-3 dams hold 4; levels 1-2 unchanged.
    s = make_state()
    s.seats[0].officer = "graziano_del_monte"
    build_dam(s, "B3U", 0, level=3)
    build_dam(s, "B3L", 0, level=2)
    build_dam(s, "B6U", 1, level=3)
    build_dam(s, "B9U", NEUTRAL, level=3)
    assert water.capacity(s, dam("B3U")) == 4
    assert water.capacity(s, dam("B3L")) == 2
    assert water.capacity(s, dam("B6U")) == 3
    assert water.capacity(s, dam("B9U")) == 3
    assert water.capacity(s, dam("B4U")) == 0
    water.add_drops(s, HC, 7)
    water.flow_all(s)
    assert [s.dams[dam(x)].drops for x in ("B3U", "B3L", "B6U")] == [4, 2, 1]


def test_two_rivers_meet_in_basin_10() -> None:
    # HC (3 -> 6 -> 10) and HD (4 -> 7 -> 10) share basin 10 and the right exit.
    s = make_state()
    build_dam(s, "B10U", 0, level=1)
    water.add_drops(s, HC, 1)
    water.add_drops(s, HD, 1)
    paths = water.flow_all(s)
    assert [p.dam for p in paths] == [dam("B10U"), None]
    assert paths[1].exit == "EXIT_R"
    assert paths[1].passed == (7, 10, 12)


def test_one_drop_flows_now() -> None:
    # Seed 000 水源 2: one drop placed and flowed at once; nothing waits on the headstream.
    s = make_state()
    build_dam(s, "B2L", 1, level=1)
    path = water.flow_now(s, HB)
    assert path.dam == dam("B2L")
    assert s.headstream_drops == [0, 0, 0, 0]
    assert s.drops_added == 1


def test_produced_water_continues_from_the_powerhouse_basin() -> None:
    # Seed 000 発電: used water flows on by the normal rules from the powerhouse (C5R -> 10).
    s = make_state()
    build_dam(s, "B5U", 0, level=2, drops=2)
    build_dam(s, "B10L", 1, level=1)
    paths = water.release(
        s, dam("B5U"), 2, geometry().conduits[geometry().conduit_index["C5R"]].to_basin
    )
    assert [p.dam for p in paths] == [dam("B10L"), None]
    assert paths[0].passed == ()  # the powerhouse used does not count as natural passage
    assert paths[1].passed == (12,)
    assert s.dams[dam("B5U")].drops == 0


def test_usa_scores_energy_for_natural_flow_past_its_powerhouses() -> None:
    # Seed 000 企業ボード 1) USA: once its 3rd powerhouse is built, each drop passing one of its
    # powerhouses by natural flow gives 1 energy; production water does not count there.
    s = make_state(players=2)
    usa = seat_of(s, "usa")
    index = geometry().powerhouse_index
    for ph in ("P8_0", "P11_0", "P5_0"):
        s.powerhouses[index[ph]] = usa
    water.flow_now(s, HA)  # passes 8 and 11
    assert s.seats[usa].energy == 2
    build_dam(s, "B1U", usa, level=1, drops=1)
    water.release(s, dam("B1U"), 1, 8)  # out of the powerhouse in 8, then past 11
    assert s.seats[usa].energy == 3


def test_usa_ability_needs_three_powerhouses() -> None:
    s = make_state(players=2)
    usa = seat_of(s, "usa")
    index = geometry().powerhouse_index
    for ph in ("P8_0", "P11_0"):
        s.powerhouses[index[ph]] = usa
    water.flow_now(s, HA)
    assert s.seats[usa].energy == 0


DAM_SPACES = [d.id for d in geometry().dams]


@settings(max_examples=150, deadline=None)
@given(
    dams=st.dictionaries(
        st.sampled_from(DAM_SPACES),
        st.tuples(st.sampled_from([0, 1, NEUTRAL]), st.integers(1, 3)),
        max_size=12,
    ),
    ops=st.lists(
        st.tuples(
            st.sampled_from(["add", "flow", "now", "release"]),
            st.integers(0, 19),
            st.integers(1, 4),
        ),
        max_size=25,
    ),
)
def test_water_is_conserved(
    dams: dict[str, tuple[int, int]], ops: list[tuple[str, int, int]]
) -> None:
    # Drops put into play = drops in dams + drops on headstreams + drops that left the map.
    s = make_state()
    s.seats[0].officer = "graziano_del_monte"
    for space, (owner, level) in dams.items():
        s.dams[dam(space)] = DamState(owner=owner, level=level)
    for op, where, count in ops:
        if op == "add":
            water.add_drops(s, where % 4, count)
        elif op == "flow":
            water.flow_all(s)
        elif op == "now":
            water.flow_now(s, where % 4)
        elif s.dams[where].drops:
            held = s.dams[where].drops
            water.release(s, where, min(count, held), 11 if where % 2 else 12)
        assert s.drops_added == water.drops_in_play(s) + s.drops_exited
        assert all(water.room(s, i) >= 0 for i in range(len(s.dams)))
    water.flow_all(s)
    assert sum(s.headstream_drops) == 0
    assert s.drops_added == water.drops_in_play(s) + s.drops_exited
