"""Component data: counts and links against shared/reference/barrage.md (§1-§10)."""

from __future__ import annotations

import pytest

from app.games.barrage.data.checks import check_map
from app.games.barrage.data.data import game_data, geometry
from app.games.barrage.data.mapdata import MapData


def test_map_counts_match_reference_section_1() -> None:
    geo = geometry()
    assert len(geo.data.basins) == 12
    assert len(geo.dams) == 20
    assert sum(d.red for d in geo.dams) == 10
    assert len(geo.conduits) == 20
    assert len(geo.powerhouses) == 23
    assert sum(p.red for p in geo.powerhouses) == 12
    assert sorted(c.production for c in geo.conduits) == sorted(
        [5, 4, 3, 5, 4, 3, 3, 5, 3, 4, 4, 2, 2, 3, 3, 2, 1, 3, 2, 1]
    )


def test_every_conduit_links_a_dam_basin_to_a_powerhouse_basin() -> None:
    geo = geometry()
    for i, c in enumerate(geo.conduits):
        assert geo.dams_of[geo.conduit_basin[i]], c.id
        assert geo.powerhouses_of[c.to_basin], c.id
        # Conduits always lead downhill: never into a basin upstream of their own.
        assert c.to_basin != geo.conduit_basin[i]
    assert [geo.conduits[i].id for i in geo.conduits_into(12)] == ["C4R", "C7R", "C9R", "C10R"]


def test_rivers_are_acyclic_and_reach_the_exits() -> None:
    geo = geometry()
    paths = {h.id: geo.path_from(h.basin) for h in geo.data.headstreams}
    assert paths == {
        "HA": (1, 8, 11, "EXIT_L"),
        "HB": (2, 5, 9, 11, "EXIT_L"),
        "HC": (3, 6, 10, 12, "EXIT_R"),
        "HD": (4, 7, 10, 12, "EXIT_R"),
    }
    for b in geo.data.basins:
        assert geo.path_from(b.id)[-1] in ("EXIT_L", "EXIT_R")


def test_a_river_loop_is_reported() -> None:
    raw = game_data().map.model_dump()
    raw["basins"][10]["downstream"] = 1  # basin 11 back to basin 1
    raw["basins"][10]["exit"] = None
    problems = check_map(MapData.model_validate(raw))
    assert any("loops" in p for p in problems)


def test_a_conduit_to_a_missing_basin_is_reported() -> None:
    raw = game_data().map.model_dump()
    raw["basins"][0]["conduits"][0]["to_basin"] = 99
    problems = check_map(MapData.model_validate(raw))
    assert any("C1L" in p and "does not exist" in p for p in problems)


def test_areas_and_lower_plains() -> None:
    geo = geometry()
    assert [b.id for b in geo.data.basins if b.area == "mountain"] == [1, 2, 3, 4]
    assert [b.id for b in geo.data.basins if not b.powerhouses] == [1, 2, 3, 4]
    assert [b.id for b in geo.data.basins if not b.dams] == [11, 12]


def test_component_counts() -> None:
    d = game_data()
    assert len(d.headstreams.tiles) == 8
    assert all(len(t.drops) == 4 for t in d.headstreams.tiles)
    assert [len(d.contracts.tier(t)) for t in ("national", "green", "yellow", "red")] == [
        6,
        15,
        15,
        15,
    ]
    assert [c.id for c in d.contracts.tier("starting") if c.enabled] == [1, 2, 3, 4]
    assert len([o for o in d.officers.officers if o.expansion is None]) == 7
    assert len([c for c in d.companies.companies if c.expansion is None]) == 4
    assert len([t for t in d.bonus_tiles.tiles if t.expansion is None]) == 6
    assert len([t for t in d.bonus_tiles.tiles if t.intro]) == 5
    assert len(d.objectives.tiles) == 6
    assert len([a for a in d.technology.advanced if a.expansion is None]) == 15
    assert len(d.board.spaces) == 36


def test_player_count_gating_seed_000() -> None:
    spaces = game_data().board.spaces
    usable = {n: sum(1 for s in spaces if s.min_players <= n) for n in (2, 3, 4)}
    assert usable == {2: 26, 3: 30, 4: 36}  # 6 spaces need 4 players, 4 need 3+
    assert {s.uid for s in spaces if s.min_players == 3} == {
        "turbine_m1",
        "turbine_m1c",
        "workshop_r2",
        "workshop_r2c",
    }


def test_red_action_spaces_cost_three() -> None:
    spaces = game_data().board.spaces
    assert {s.space_cost for s in spaces} == {0, 3}
    # turbine 4, water 2, workshop 2, contract 2, machinery 2
    assert sum(1 for s in spaces if s.space_cost) == 12


def test_company_incomes_and_fifth_piece() -> None:
    for company in game_data().companies.companies:
        for structure in ("base", "elevation", "conduit"):
            row = company.row(structure)
            assert [i.after for i in row.incomes] == [2, 4, 5]
            assert row.incomes[-1].reward.vp == 7  # seed 004: the 5th gives 7 VP everywhere
        assert company.row("powerhouse").incomes == ()


def test_intro_matchups_seed_000() -> None:
    m = game_data().setup.intro_matchups
    assert [(x.company, x.officer, x.contract) for x in m] == [
        ("usa", "wilhelm_adler", 1),
        ("germany", "jill_mcdowell", 2),
        ("italy", "solomon_p_jordan", 3),
        ("france", "viktor_fiesler", 4),
    ]


def test_construction_costs_seed_000() -> None:
    c = game_data().construction.costs
    assert c["base"].by_area == {"mountain": 5, "hill": 4, "plain": 3}
    assert c["elevation"].by_area == {"mountain": 4, "hill": 3, "plain": 2}
    assert c["conduit"].per_production == 2
    assert c["powerhouse"].by_number_built == (2, 3, 4, 5)


@pytest.mark.parametrize(
    ("energy", "credits", "vp"),
    [
        (0, 0, -3),
        (1, 1, 0),
        (3, 2, 0),
        (6, 3, 0),
        (7, 4, 0),
        (15, 5, 0),
        (21, 6, 0),
        (28, 7, 0),
        (29, 8, 0),
        (45, 8, 0),
    ],
)
def test_credit_rows(energy: int, credits: int, vp: int) -> None:
    row = game_data().energy.credit_row(energy)
    assert (row.credits, row.vp) == (credits, vp)


def test_neutral_dam_candidates_are_normal_spaces_of_their_area() -> None:
    geo = geometry()
    for area in game_data().neutral_dams.areas:
        for sid in area.candidate_spaces:
            i = geo.dam_index[sid]
            assert not geo.dams[i].red
            assert geo.area_of(geo.dam_basin[i]) == area.area
    assert [a.level for a in game_data().neutral_dams.areas] == [1, 2, 3]
