"""The test position builder builds what it is told and refuses inconsistent positions."""

from __future__ import annotations

import pytest

from app.games.through_the_desert import GAME
from app.games.through_the_desert.data.data import geometry
from app.games.through_the_desert.model import PlaceCamels, PlaceRiders, TtdOptions, TtdPhase
from tests.games.through_the_desert.builders import (
    action_from_spec,
    cell,
    grid_cell,
    make_state,
    name,
    neighbour_names,
    summary,
    validate_state,
)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_cell_name_round_trips(players: int):
    geo = geometry(players)
    for index in geo.playable:
        assert cell(name(index), players) == index


def test_cells_off_the_board_in_use_are_refused():
    assert cell("C5", 5) == grid_cell("C5")
    with pytest.raises(ValueError, match="not a space in play with 3 players"):
        cell("C5", 3)
    with pytest.raises(ValueError, match="not a space in play"):
        cell("P1")  # mountain
    with pytest.raises(ValueError, match="not on the grid"):
        grid_cell("Z40")


def test_neighbour_names_follow_the_odd_q_layout():
    assert neighbour_names("N4") == ["M4", "M5", "N3", "N5", "O4", "O5"]
    assert neighbour_names("N7") == ["N6", "O7"]  # the central range closes the rest
    assert neighbour_names("G3", 3) == ["G4", "H2", "H3"]


def test_pieces_water_and_supply():
    state = make_state(
        3,
        riders=[(0, "green", "K7"), (1, 1, "W6")],
        camels=[(0, "green", "K8"), (0, "green", "K9")],
        water={"K10": 2},
        oases=["N4"],
    )
    k7, k8 = cell("K7"), cell("K8")
    assert (state.owner[k7], state.colour[k7]) == (0, 0)
    assert (state.owner[k8], state.colour[k8]) == (0, 0)
    assert state.rider == tuple(sorted([k7, cell("W6")]))
    assert state.water[cell("K10")] == 2
    assert sum(1 for v in state.water if v) == 1
    assert state.oases == (cell("N4"),)
    assert state.supply == (24, 26, 26, 26, 26)
    assert state.phase is TtdPhase.CAMELS
    assert isinstance(state.pending[-1], PlaceCamels)
    assert GAME.to_act(state) == {0}


def test_rider_phase_tracks_riders_left():
    state = make_state(3, phase="riders", rider_round=2, current=2, riders=[(2, "pink", "K7")])
    decision = state.pending[-1]
    assert isinstance(decision, PlaceRiders)
    assert decision.round == 2
    assert state.seats[2].riders_left == (0, 2, 3, 4)
    assert state.seats[0].riders_left == (0, 1, 2, 3, 4)
    assert not state.seats[0].first_turn_done


def test_five_player_default_colours_return_one_each():
    state = make_state(5)
    assert [s.colours for s in state.seats] == [
        tuple(c for c in range(5) if c != p) for p in range(5)
    ]


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        ({"riders": [(0, "green", "K7")], "camels": [(1, "pink", "K7")]}, "two pieces on K7"),
        ({"camels": [(0, "green", "K7")], "water": {"K7": 2}}, "water hole"),
        ({"oases": ["K7"], "water": {"K7": 1}}, "oasis space"),
        ({"camels": [(3, "green", "K7")]}, "no seat 3"),
        ({"supply": {"green": -1}}, "negative supply"),
        ({"water": {"K7": 5}}, "water value"),
        ({"colours": {"0": ["pink"]}, "riders": [(0, "green", "K7")]}, "no caravan of colour 0"),
        ({"bogus": 1}, "unknown make_state keys"),
    ],
)
def test_inconsistent_positions_are_refused(overrides: dict[str, object], message: str):
    with pytest.raises((ValueError, TypeError), match=message):
        make_state(3, **overrides)


def test_validate_state_accepts_real_games():
    state = GAME.setup(TtdOptions(players=4), 3)
    validate_state(state)


def test_action_from_spec_reads_names():
    action = action_from_spec(
        {"kind": "place_camel", "player": 1, "colour": "pink", "cell": "K7"}, 3
    )
    assert (action.player, action.colour, action.cell) == (1, 1, cell("K7"))
    rider = action_from_spec({"kind": "place_rider", "player": 0, "colour": 4, "cell": "P1"}, 3)
    assert rider.cell == grid_cell("P1")
    with pytest.raises(ValueError, match="unknown action kind"):
        action_from_spec({"kind": "fly", "player": 0, "colour": 0, "cell": "K7"}, 3)


def test_summary_shows_pieces_and_seats():
    state = make_state(
        3, riders=[(0, "green", "K7")], camels=[(0, "green", "K8")], water={"K9": 2}, oases=["N4"]
    )
    text = summary(state)
    assert "G0" in text  # rider
    assert "g0" in text  # camel
    assert "w2" in text
    assert "OA" in text
    assert "seat 2:" in text
