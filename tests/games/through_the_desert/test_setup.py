"""Setup and board data of Through the Desert (seed 001 "ゲームの準備"; reference §2-§3)."""

from __future__ import annotations

from collections import Counter

import pytest

from app.games.through_the_desert import GAME
from app.games.through_the_desert.data.data import geometry
from app.games.through_the_desert.model import PlaceRiders, State, TtdOptions, TtdPhase
from app.games.through_the_desert.rules.setup import rider_rounds

SEEDS = range(12)


def start(players: int, seed: int = 1) -> State:
    return GAME.setup(TtdOptions(players=players), seed)


# -- the board ----------------------------------------------------------------------------


def test_board_counts_match_the_reference():
    full, small = geometry(5), geometry(3)
    assert len(full.cells) == 24 * 13
    assert (len(full.playable), len(small.playable)) == (253, 189)
    assert (len(full.palms), len(small.palms)) == (7, 6)
    assert (len(full.circles), len(small.circles)) == (43, 32)
    central = [c for c in full.cells if c.terrain == "central_range"]
    assert sorted((c.x, c.y) for c in central) == [
        (11, 6), (11, 7), (12, 6), (12, 7), (13, 7), (14, 7), (15, 7),
    ]  # fmt: skip


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_neighbours_are_symmetric_and_in_play(players: int):
    geo = geometry(players)
    for cell in range(len(geo.cells)):
        for n in geo.neighbours[cell]:
            assert geo.in_play[n]
            assert cell in geo.neighbours[n]
        assert len(geo.neighbours[cell]) <= 6


def test_small_part_is_in_play_only_with_four_or_five_players():
    small_part = [i for i, c in enumerate(geometry(5).cells) if c.part == "small"]
    assert all(c.x <= 5 for c in (geometry(5).cells[i] for i in small_part))
    for players in (2, 3):
        assert not any(geometry(players).in_play[i] for i in small_part)
    for players in (4, 5):
        assert any(geometry(players).in_play[i] for i in small_part)


def test_cell_names_are_column_letter_and_row():
    geo = geometry(5)
    assert geo.name(geo.index[(10, 6)]) == "K7"
    assert geo.name(geo.index[(0, 0)]) == "A1"
    assert geo.name(geo.index[(23, 12)]) == "X13"


# -- pieces and supply --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "camels", "riders"), [(2, 22, 5), (3, 26, 5), (4, 30, 5), (5, 30, 4)]
)
def test_camels_and_riders_by_player_count(players: int, camels: int, riders: int):
    state = start(players)
    assert state.supply == (camels,) * 5
    assert len(state.seats) == players
    for seat in state.seats:
        assert len(seat.colours) == riders
        assert seat.riders_left == seat.colours
        assert seat.water == ()
        assert seat.oases == ()
        assert not seat.first_turn_done
    assert rider_rounds(players) == riders


@pytest.mark.parametrize("seed", SEEDS)
def test_five_players_each_return_a_different_colour(seed: int):
    state = start(5, seed)
    returned = [set(range(5)) - set(seat.colours) for seat in state.seats]
    assert all(len(r) == 1 for r in returned)
    assert sorted(r.pop() for r in returned) == [0, 1, 2, 3, 4]


def test_five_player_returned_colours_depend_on_the_seed():
    patterns = {tuple(seat.colours for seat in start(5, seed).seats) for seed in SEEDS}
    assert len(patterns) > 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_fewer_than_five_players_lead_every_colour(players: int):
    assert all(seat.colours == (0, 1, 2, 3, 4) for seat in start(players).seats)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_start_position_is_empty_and_waits_for_the_first_rider(players: int):
    state = start(players)
    assert state.phase is TtdPhase.RIDERS
    assert GAME.to_act(state) == {0}
    decision = state.pending[-1]
    assert isinstance(decision, PlaceRiders)
    assert decision.round == 1
    assert set(state.owner) == {-1}
    assert set(state.colour) == {-1}
    assert set(state.area) == {-1}
    assert state.rider == ()
    assert GAME.outcome(state) is None


# -- oases and water holes ----------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", SEEDS)
def test_five_oases_on_palm_spaces(players: int, seed: int):
    state = start(players, seed)
    geo = geometry(players)
    assert len(state.oases) == 5
    assert len(set(state.oases)) == 5
    assert set(state.oases) <= set(geo.palms)
    assert list(state.oases) == sorted(state.oases)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", SEEDS)
def test_water_holes_on_circles_and_unused_palms(players: int, seed: int):
    state = start(players, seed)
    geo = geometry(players)
    holes = {i for i, v in enumerate(state.water) if v}
    unused_palms = set(geo.palms) - set(state.oases)
    assert holes == set(geo.circles) | unused_palms
    assert len(holes) == (33 if players <= 3 else 45)
    assert all(geo.in_play[i] for i in holes)
    assert not holes & set(state.oases)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", SEEDS)
def test_water_tiles_come_from_fifteen_of_each_value(players: int, seed: int):
    values = Counter(v for v in start(players, seed).water if v)
    assert set(values) <= {1, 2, 3}
    assert all(n <= 15 for n in values.values())
    if players >= 4:
        assert values == Counter({1: 15, 2: 15, 3: 15})
    else:
        assert sum(values.values()) == 33  # the other 12 go back to the box


def test_small_board_tile_mix_varies_with_the_seed():
    mixes = {tuple(sorted(Counter(v for v in start(3, s).water if v).items())) for s in SEEDS}
    assert len(mixes) > 1


# -- determinism --------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_is_deterministic_per_seed(players: int):
    for seed in (0, 7, 123456):
        first = start(players, seed).model_dump_json()
        assert start(players, seed).model_dump_json() == first


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_different_seeds_give_different_boards(players: int):
    boards = {(start(players, s).oases, start(players, s).water) for s in SEEDS}
    assert len(boards) == len(SEEDS)


def test_setup_records_the_seed_and_one_draw():
    state = start(4, 99)
    assert state.rng.seed == 99
    assert state.rng.draws == 1


def test_open_scores_option_is_copied():
    assert GAME.setup(TtdOptions(players=3, open_scores=True), 1).open_scores
    assert not start(3).open_scores


@pytest.mark.parametrize("players", [1, 6])
def test_player_count_outside_two_to_five_is_refused(players: int):
    with pytest.raises(ValueError, match="players"):
        TtdOptions(players=players)


def test_options_class_is_the_games():
    assert GAME.Options is TtdOptions
    assert GAME.Options(players=3) == TtdOptions(players=3, open_scores=False)
