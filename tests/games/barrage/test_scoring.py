"""Scoring goldens (seed 000 "得点フェイズ", "ラウンド終了フェイズ", "ゲーム終了と最終得点")."""

from __future__ import annotations

import json

import pytest

from app.engine.game import PlayerId
from app.games.barrage.data.data import game_data, geometry
from app.games.barrage.model import BarrageOptions, State
from app.games.barrage.rules import endgame, round, scoring
from tests.games.barrage.builders import NEUTRAL, build_dam, make_state


@pytest.mark.parametrize(
    ("energies", "expected"),
    [
        ([10, 5, 0, 3], [6, 2, 0, 0]),  # plain 1st and 2nd
        ([10, 10, 4, 0], [3, 3, 0, 0]),  # tie for 1st: 6 / 2, nobody second
        ([9, 9, 9, 1], [2, 2, 2, 0]),  # 6 / 3
        ([7, 7, 7, 7], [2, 2, 2, 2]),  # 6 / 4 = 1.5, rounded up
        ([12, 5, 5, 1], [6, 1, 1, 0]),  # one 1st, tie for 2nd: 1 VP each
        ([4, 0, 0], [6, 0, 0]),  # 0 energy never ranks
        ([0, 0], [0, 0]),
    ],
)
def test_ranking_with_seed_000_ties(energies: list[int], expected: list[int]) -> None:
    assert scoring.ranking_vp(energies) == expected


def test_bonus_tile_example_20_minus_4() -> None:
    # Seed 000: round 3, a 20 VP bonus (5 x 4), energy one section short -> 20 - 4 = 16.
    assert scoring.bonus_vp(3, 17, 5, 4) == 16
    assert scoring.bonus_vp(3, 18, 5, 4) == 20


@pytest.mark.parametrize(
    ("round_no", "energy", "count", "each", "vp"),
    [
        (1, 5, 3, 4, 0),  # under 6 energy: nothing at all
        (1, 6, 3, 4, 12),  # round 1 needs section 1 (6+)
        (5, 6, 3, 4, 0),  # 4 sections short: 12 - 16, never negative
        (5, 12, 3, 5, 3),  # 3 sections short: 15 - 12
        (5, 30, 2, 5, 10),  # round 5 needs 30
        (2, 40, 1, 2, 2),  # beyond 30 the marker goes on; no bonus for overshooting
        (4, 11, 0, 4, 0),
    ],
)
def test_bonus_tile_reductions(round_no: int, energy: int, count: int, each: int, vp: int) -> None:
    assert scoring.bonus_vp(round_no, energy, count, each) == vp


def test_score_round_pays_ranking_credits_and_bonus_tile() -> None:
    s = make_state(players=3)
    s.bonus_tiles[0] = "base"
    build_dam(s, "B8U", 0, level=1)
    build_dam(s, "B9L", 0, level=1)
    s.seats[0].energy, s.seats[1].energy, s.seats[2].energy = 8, 0, 3
    before = [(p.vp, p.credits) for p in s.seats]
    scoring.score_round(s)
    after = [(p.vp, p.credits) for p in s.seats]
    assert after[0] == (before[0][0] + 6 + 8, before[0][1] + 4)  # 1st, 2 bases x 4, 7-10 row
    assert after[1] == (before[1][0] - 3, before[1][1] + 3)  # 0 energy (seed 004 default)
    assert after[2] == (before[2][0] + 2, before[2][1] + 2)  # 2nd, 2-3 row
    assert s.seats[0].vp_sources["bonus_tiles"] == 8
    assert s.seats[1].vp_sources["energy_track"] == -3


def test_zero_energy_row_follows_the_option() -> None:
    # RULES.md decision 1: seed 004 "gain 3 Credits but lose 3 VP"; seed 000 -3 VP only.
    s = make_state(players=2)
    assert s.zero_energy == "credits_and_vp"
    assert scoring.credits_for(s, 0) == 3
    s.zero_energy = "vp_only"
    assert scoring.credits_for(s, 0) == 0
    assert scoring.credits_for(s, 8) == game_data().energy.credit_row(8).credits


def test_old_states_without_the_option_load_with_the_default() -> None:
    s = make_state(players=2)
    data = json.loads(s.model_dump_json())
    del data["zero_energy"]
    assert State.model_validate(data).zero_energy == "credits_and_vp"
    assert BarrageOptions.model_validate({"players": 2}).zero_energy == "credits_and_vp"


def test_next_turn_order_least_energy_first_ties_reverse() -> None:
    # Seed 000 ラウンド終了: least energy first; tied players swap their current order.
    s = make_state(players=4)
    s.turn_order = [PlayerId(i) for i in (2, 0, 3, 1)]
    for seat, e in zip((0, 1, 2, 3), (5, 9, 5, 0), strict=True):
        s.seats[seat].energy = e
    assert round.next_order(s) == [3, 0, 2, 1]


@pytest.mark.parametrize(
    ("counts", "vp"),
    [
        ([5, 3, 1, 0], [15, 10, 5, 0]),
        ([4, 4, 1, 0], [13, 13, 5, 0]),  # (15 + 10) / 2 = 12.5 -> 13
        ([2, 3, 3, 3], [0, 10, 10, 10]),  # (15 + 10 + 5) / 3
        ([1, 6, 6, 6], [0, 10, 10, 10]),
        ([7, 2, 2], [15, 8, 8]),  # (10 + 5) / 2 = 7.5 -> 8
    ],
)
def test_objective_ranks_and_ties(counts: list[int], vp: list[int]) -> None:
    assert endgame.objective_vp(counts) == vp


def test_objective_counts() -> None:
    s = make_state(players=2)
    geo = geometry()
    build_dam(s, "B5U", 0, level=2)  # red dam space, hill
    build_dam(s, "B1L", 0, level=1)  # mountain
    s.conduits[geo.conduit_index["C5R"]] = 0  # from basin 5 to 10
    s.conduits[geo.conduit_index["C1L"]] = 0  # from basin 1 to 8
    s.powerhouses[geo.powerhouse_index["P10_1"]] = 0  # red, plain
    s.powerhouses[geo.powerhouse_index["P6_0"]] = 1
    count = endgame.objective_count
    assert count(s, 0, "red_spaces") == 2
    assert count(s, 0, "linked_dams") == 1  # B5U -> C5R -> P10_1; B1L's conduit reaches no own PH
    # pieces (RULES.md decision 4): mountain B1L + C1L = 2; hill B5U base + elevation + C5R = 3
    assert count(s, 0, "most_area") == 3
    assert count(s, 0, "fewest_area") == 1  # plain: P10_1
    assert count(s, 0, "basins_with_1") == 3
    assert count(s, 0, "basins_with_3") == 1  # basin 5: base, elevation, conduit
    assert count(s, 1, "basins_with_1") == 1


def test_final_scoring_resources_and_water() -> None:
    # Seed 000 最終得点: 1 VP per 5 resources (wheel excluded), 1 VP per drop in own dams.
    s = make_state(players=2)
    s.objective = "basins_with_1"
    p = s.seats[0]
    p.credits, p.excavators, p.mixers = 7, 2, 2
    p.wheel.segments[3].excavators = 5  # on the wheel: not counted
    build_dam(s, "B8U", 0, level=3, drops=3)
    build_dam(s, "B9L", NEUTRAL, level=3, drops=3)
    before = p.vp
    endgame.final_scoring(s)
    assert p.vp_sources["resources"] == 2
    assert p.vp_sources["water"] == 3
    assert p.vp_sources["objective"] == 15
    assert p.vp == before + 20


def test_outcome_tie_break_is_last_round_energy() -> None:
    s = make_state(players=2)
    s.seats[0].vp = s.seats[1].vp = 50
    s.seats[0].last_energy, s.seats[1].last_energy = 7, 12
    assert endgame.outcome_of(s).winners == (1,)
    s.seats[0].last_energy = 12
    assert endgame.outcome_of(s).winners == (0, 1)
